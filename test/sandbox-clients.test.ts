// Clients nobody here wrote, against the sandboxes: Box's official TypeScript SDK and Slack's WebClient.
import { startSandbox as startBox, type Sandbox } from "@toolgen/content-api/sandbox";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { WebClient } from "@slack/web-api";
import { BoxClient, BoxDeveloperTokenAuth } from "box-typescript-sdk-gen";
import { BoxApiError } from "box-typescript-sdk-gen/box/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("box-typescript-sdk-gen against the ContentApi sandbox", () => {
  let sandbox: Sandbox;
  let client: BoxClient;
  beforeAll(async () => {
    sandbox = await startBox();
    const origin = sandbox.origin;
    client = new BoxClient({ auth: new BoxDeveloperTokenAuth({ token: "sdk-token" }) }).withCustomBaseUrls({
      baseUrl: origin,
      uploadUrl: origin,
      oauth2Url: origin,
    });
  });
  afterAll(() => sandbox.close());

  it("lists a folder", async () => {
    const items = await client.folders.getFolderItems("20002");
    expect(items.entries?.map((e) => e.name)).toEqual(["Designs", "Apollo plan.docx", "meeting-notes.md"]);
    expect(items.totalCount).toBe(3);
  });

  it("reads a file's details and content", async () => {
    const file = await client.files.getFileById("30004");
    expect(file).toMatchObject({ id: "30004", name: "notes.txt", type: "file" });
    expect(file.ownedBy?.login).toBe("ada@sandbox-co.example");
    const stream = await client.downloads.downloadFile("30004");
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString("utf8")).toContain("Welcome to the sandbox");
  });

  it("trashes a file and deletes it permanently", async () => {
    await client.files.deleteFileById("30008");
    const trashed = await client.trashedFiles.getTrashedFileById("30008");
    expect(trashed.itemStatus).toBe("trashed");
    await client.trashedFiles.deleteTrashedFileById("30008");
    const gone = await client.trashedFiles.getTrashedFileById("30008").catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(BoxApiError);
    // The SDK's error names the status and Box's message (its responseInfo is left unset in this SDK version).
    expect((gone as BoxApiError).message).toMatch(/^404 "Could not find the specified trashed file\."/);
  });
});

describe("@slack/web-api WebClient against the Messaging sandbox", () => {
  it("posts a message and reads it back in the history", async () => {
    const sandbox = await startSlack();
    try {
      const client = new WebClient("xoxb-sdk", { slackApiUrl: `${sandbox.origin}/api/`, retryConfig: { retries: 0 } });
      const auth = await client.auth.test();
      expect(auth.user_id).toBe("U0001ALICE");
      const posted = await client.chat.postMessage({ channel: "C02RANDOM", text: "hello from WebClient" });
      expect(posted.ok).toBe(true);
      const history = await client.conversations.history({ channel: "C02RANDOM", limit: 2 });
      expect(history.messages?.[0]).toMatchObject({ ts: posted.ts, text: "hello from WebClient" });
      const failed = await client.conversations.history({ channel: "C404NOTHERE" }).catch((e: unknown) => e);
      expect(failed).toMatchObject({ data: { ok: false, error: "channel_not_found" } });
    } finally {
      await sandbox.close();
    }
  });
});
