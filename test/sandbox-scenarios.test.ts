// What an agent would do, step by step through kit.call (no model involved), against the sandboxes.
import { createToolkit as createContentKit, ToolError } from "@toolgen/content-api";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { createToolkit as createMessagingKit } from "@toolgen/messaging";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { describe, expect, it } from "vitest";

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
          const page = (await kit.call("RetrieveFolderItems", {
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

      await kit.call("DeleteFileFromContent", { file_identifier: found!.id });
      const trash = (await kit.call("RetrieveTrashedItems", { maximum_items_per_page: 100 })) as { entries: Item[] };
      const inTrash = trash.entries.find((e) => e.name === "meeting-notes.md");
      expect(inTrash).toMatchObject({ id: found!.id, type: "file" });
      await kit.call("PermanentlyDeleteFileFromTrash", { file_identifier: inTrash!.id });
      const gone = await kit.call("RetrieveFileDetails", { file_identifier: found!.id }).catch((e: unknown) => e);
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
      const parent = (await kit.call("SendMessage", { channel_name: "#engineering", message: "Deploy at 5?" })) as {
        ts: string;
      };
      await kit.call("SendMessage", {
        channel_name: "engineering",
        message: "Yes, after the tests",
        thread_ts: parent.ts,
      });
      const thread = (await kit.call("GetThreadMessages", {
        channel_name: "engineering",
        thread_ts: parent.ts,
        oldest_relative: "00:00:05",
      })) as { messages: { text: string }[] };
      expect(thread.messages.map((m) => m.text)).toEqual(["Deploy at 5?", "Yes, after the tests"]);
      // A window that ends before the thread began holds none of it.
      const before = (await kit.call("GetThreadMessages", {
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
        const page = (await kit.call("ListUsers", { limit: 2, ...(cursor ? { next_cursor: cursor } : {}) })) as {
          users: { id: string; deleted?: boolean; is_bot?: boolean }[];
          next_cursor: string;
        };
        expect(page.users.length).toBeLessThanOrEqual(2);
        ids.push(...page.users.map((u) => u.id));
        cursor = page.next_cursor;
        pages++;
      } while (cursor !== "" && pages < 20);
      const everyone = (await kit.call("ListUsers", { limit: 500 })) as { users: { id: string }[] };
      expect(ids).toEqual(everyone.users.map((u) => u.id));
      expect(pages).toBeGreaterThan(2);
      // ListUsers lists all users, as the document says: deactivated ones too; bots are left out by default.
      expect(ids).toContain("U0009HANNES");
      expect(ids).not.toContain("U0008DEPLOYBOT");
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await sandbox.close();
    }
  });
});
