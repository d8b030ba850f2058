// What an agent would do, step by step through kit.call (no model involved), against the sandboxes.
import { createToolkit as createContentKit, ToolError } from "@toolgen/content-api";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { createToolkit as createMessagingKit } from "@toolgen/messaging";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { describe, expect, it } from "vitest";
import { toolFor } from "./support/spec.js";

// Tools picked by their binding (operationId or Slack method): a spec edit may rename them.
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_REPLIES = toolFor({ slackMethod: "conversations.replies" });
const DELETE_FILES_ID = toolFor({ operationId: "delete_files_id" });
const DELETE_FILES_ID_TRASH = toolFor({ operationId: "delete_files_id_trash" });
const GET_FILES_ID = toolFor({ operationId: "get_files_id" });
const GET_FOLDERS_ID_ITEMS = toolFor({ operationId: "get_folders_id_items" });
const GET_FOLDERS_TRASH_ITEMS = toolFor({ operationId: "get_folders_trash_items" });
const USERS_LIST = toolFor({ slackMethod: "users.list" });

type Item = { id: string; type: string; name: string };

describe("agent scenarios", () => {
  it("finds a file by walking folders, trashes it, finds it in the trash, deletes it for good, then gets 404", async () => {
    const sandbox = await startBox();
    try {
      const kit = createContentKit({ baseUrl: sandbox.url, accessToken: "agent-token" });
      // Breadth-first from the root, one page of 2 at a time, as an agent with a small page size would.
      const queue = ["0"];
      let found: Item | undefined;
      const visited: string[] = [];
      while (queue.length > 0 && !found) {
        const folder = queue.shift()!;
        visited.push(folder);
        for (let offset = 0; ; offset += 2) {
          const page = (await kit.invoke(GET_FOLDERS_ID_ITEMS, {
            folder_identifier: folder,
            max_items_per_page: 2,
            starting_item_offset: offset,
          })) as { entries: Item[]; total_count: number };
          for (const item of page.entries) {
            if (item.type === "folder") queue.push(item.id);
            if (item.type === "file" && item.name === "meeting-notes.md") found = item;
          }
          if (offset + 2 >= page.total_count) break;
        }
      }
      expect(found).toBeDefined();
      expect(visited).toEqual(["0", "20001", "20004", "20005", "20006", "20002"]);

      await kit.invoke(DELETE_FILES_ID, { file_identifier: found!.id });
      const trash = (await kit.invoke(GET_FOLDERS_TRASH_ITEMS, { maximum_items_per_page: 100 })) as { entries: Item[] };
      const inTrash = trash.entries.find((e) => e.name === "meeting-notes.md");
      expect(inTrash).toMatchObject({ id: found!.id, type: "file" });
      await kit.invoke(DELETE_FILES_ID_TRASH, { file_identifier: inTrash!.id });
      const gone = await kit.invoke(GET_FILES_ID, { file_identifier: found!.id }).catch((e: unknown) => e);
      expect(gone).toBeInstanceOf(ToolError);
      expect(gone).toMatchObject({ kind: "not_found", status: 404 });
    } finally {
      await sandbox.close();
    }
  });

  it("posts in a thread and reads it back with a relative time window", async () => {
    const sandbox = await startSlack();
    try {
      const kit = createMessagingKit({ baseUrl: sandbox.url, accessToken: "xoxp-agent" });
      const parent = (await kit.invoke(CHAT_POSTMESSAGE, {
        channel_name: "#engineering",
        message: "Deploy at 5?",
      })) as {
        ts: string;
      };
      await kit.invoke(CHAT_POSTMESSAGE, {
        channel_name: "engineering",
        message: "Yes, after the tests",
        thread_ts: parent.ts,
      });
      const thread = (await kit.invoke(CONVERSATIONS_REPLIES, {
        channel_name: "engineering",
        thread_ts: parent.ts,
        oldest_relative: "00:00:05",
      })) as { messages: { text: string }[] };
      expect(thread.messages.map((m) => m.text)).toEqual(["Deploy at 5?", "Yes, after the tests"]);
      // A window that ends before the thread began holds none of it.
      const before = (await kit.invoke(CONVERSATIONS_REPLIES, {
        channel_name: "engineering",
        thread_ts: parent.ts,
        oldest_relative: "00:01:00",
        latest_relative: "00:00:30",
      })) as { messages: unknown[] };
      expect(before.messages).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it("pages through all users with a small limit", async () => {
    const sandbox = await startSlack();
    try {
      const kit = createMessagingKit({ baseUrl: sandbox.url, accessToken: "xoxp-agent" });
      const ids: string[] = [];
      let cursor = "";
      let pages = 0;
      do {
        const page = (await kit.invoke(USERS_LIST, { limit: 2, ...(cursor ? { next_cursor: cursor } : {}) })) as {
          users: { id: string; deleted?: boolean; is_bot?: boolean }[];
          next_cursor: string;
        };
        expect(page.users.length).toBeLessThanOrEqual(2);
        ids.push(...page.users.map((u) => u.id));
        cursor = page.next_cursor;
        pages++;
      } while (cursor !== "" && pages < 20);
      const everyone = (await kit.invoke(USERS_LIST, { limit: 500 })) as { users: { id: string }[] };
      expect(ids).toEqual(everyone.users.map((u) => u.id));
      expect(pages).toBeGreaterThan(2);
      // The user listing has all users, as the document says: deactivated ones too; bots are left out by default.
      expect(ids).toContain("U0009HANNES");
      expect(ids).not.toContain("U0008DEPLOYBOT");
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await sandbox.close();
    }
  });
});
