// `kit.call` is typed by tool name to the tool's output: each kind of result is called once against the sandbox and
// its type checked (by `tsc`, which `make test` runs over test/): a valid field access compiles, a misspelt one is an
// error (`@ts-expect-error` fails the type check if it is not). Tool names are literal here: the types are per name.
import { createToolkit as contentKit } from "@toolgen/content-api";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { createToolkit as messagingKit, type MessagingInputs, type MessagingOutputs } from "@toolgen/messaging";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { afterAll, describe, expect, expectTypeOf, it } from "vitest";
import { toolFor } from "./support/spec.js";

/** The Messaging tool that pages a conversation's history, found by its result's shape, so a rename keeps it. */
type HistoryName = {
  [K in keyof MessagingOutputs]: MessagingOutputs[K] extends { messages: unknown[]; next_cursor: unknown }
    ? MessagingInputs[K] extends { thread_ts: string }
      ? never
      : K
    : never;
}[keyof MessagingOutputs];
const HISTORY = toolFor({ slackMethod: "conversations.history" }) as HistoryName;

describe("kit.call resolves to the tool's output type", async () => {
  const box = await startBox();
  const slack = await startSlack();
  afterAll(() => Promise.all([box.close(), slack.close()]));
  const content = contentKit({ baseUrl: box.url, accessToken: "sandbox-token" });
  const messaging = messagingKit({ baseUrl: slack.url, accessToken: "sandbox-token" });

  it("a JSON body", async () => {
    const items = await content.call("RetrieveFolderItems", { folder_identifier: "20001" });
    expectTypeOf(items.entries).not.toBeAny();
    const first = items.entries?.[0];
    expect(first?.type).toBeDefined();
    // @ts-expect-error a misspelt field is not part of the type
    expect(items.entriez).toBeUndefined();
  });

  it("a deletion's effect", async () => {
    const deleted = await content.call("DeleteFileFromContent", { file_identifier: "30004" });
    // The documents leave it to the enterprise's settings: the type says so, and has no `restorable` to misread.
    expectTypeOf(deleted.effect.outcome).toEqualTypeOf<"trash_or_permanent">();
    expectTypeOf(deleted.status).toEqualTypeOf<204>();
    expect(deleted.effect.outcome).toBe("trash_or_permanent");
    // @ts-expect-error the effect states no restorability for this tool
    expect(deleted.effect.restorable).toBeUndefined();
  });

  it("304 Not Modified", async () => {
    const folder = await content.call("GetFolderDetails", {
      folder_unique_identifier: "20002",
      ensure_item_has_changed: "1",
    });
    if (!("notModified" in folder)) throw new Error("expected 304");
    expectTypeOf(folder.status).toEqualTypeOf<304>();
    expect(folder.notModified).toBe(true);
    // @ts-expect-error a misspelt field is not part of the type
    expect(folder.notModifed).toBeUndefined();
  });

  it("a binary download", async () => {
    const download = await content.call("DownloadFileContent", { file_identifier: "30001" });
    if (!("data" in download)) throw new Error("expected content");
    expectTypeOf(download.encoding).toEqualTypeOf<"utf8" | "base64">();
    expect(download.size).toBeGreaterThan(0);
    // @ts-expect-error a misspelt field is not part of the type
    expect(download.dta).toBeUndefined();
  });

  it("a Messaging composite", async () => {
    const history = await messaging.call(HISTORY, { conversation_id: "C03ENGINEERING", limit: 5 });
    expectTypeOf(history.messages[0]!.ts).toEqualTypeOf<string>();
    expectTypeOf(history.next_cursor).toEqualTypeOf<string>();
    expect(history.messages.length).toBeGreaterThan(0);
    // @ts-expect-error a misspelt field is not part of the type
    expect(history.mesages).toBeUndefined();
  });
});
