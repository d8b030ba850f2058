// What an upstream may answer that no caller could take: a body nested thousands of levels deep is an `upstream`
// error from every provider and every caller (kit, runTool), never a value that cannot be serialised.
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToolkit as createContentApi } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { runTool } from "@toolgen/runtime";
import { MAX_BODY_DEPTH, MAX_RETRY_AFTER_MS, parseJsonBody } from "../src/http/request.js";
import { faults, startBoxDouble, type BoxDouble } from "./support/box-double.js";
import { rejection } from "./support/rejection.js";
import { startSlackDouble, type SlackDouble } from "./support/slack-double.js";
import { toolFor } from "../../test/support/spec.js";

const GET_FOLDERS_ID = toolFor({ operationId: "get_folders_id" });
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });

const nested = (levels: number, inner = "1") => "[".repeat(levels) + inner + "]".repeat(levels);
const utf8 = (text: string) => new TextEncoder().encode(text);

let box: BoxDouble;
let slack: SlackDouble;
beforeAll(async () => {
  [box, slack] = await Promise.all([
    startBoxDouble({ token: "box-token" }),
    startSlackDouble({ token: "slack-token" }),
  ]);
});
afterAll(() => Promise.all([box.close(), slack.close()]));

describe("a body nested past the depth limit", () => {
  it("parses up to the limit and refuses one level more, brackets inside strings not counted", () => {
    expect(parseJsonBody(utf8(nested(MAX_BODY_DEPTH))).ok).toBe(true);
    expect(parseJsonBody(utf8(nested(MAX_BODY_DEPTH + 1)))).toEqual({ ok: false, reason: "too_deep" });
    expect(parseJsonBody(utf8(JSON.stringify({ a: "[".repeat(5000), b: '\\"[[[' })))).toMatchObject({ ok: true });
  });

  it("is an upstream error from a Box success, and runTool answers it as an error result", async () => {
    const kit = createContentApi({ accessToken: "box-token", baseUrl: box.url, retry: false });
    const deep = { status: 200, headers: { "content-type": "application/json" }, body: `{"a":${nested(5000)}}` };
    box.script([deep, deep]);
    const error = await rejection(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }));
    expect(error.kind).toBe("upstream");
    expect(error.message).toContain(String(MAX_BODY_DEPTH));
    const outcome = await runTool(kit, GET_FOLDERS_ID, { folder_unique_identifier: "7" });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "upstream" } });
    expect(() => JSON.stringify(outcome)).not.toThrow();
  });

  it("is an upstream error from a Box error body too", async () => {
    const kit = createContentApi({ accessToken: "box-token", baseUrl: box.url, retry: false });
    box.script({ status: 400, headers: { "content-type": "application/json" }, body: nested(5000) });
    const error = await rejection(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }));
    expect(error.kind).toBe("upstream");
    expect(() => JSON.stringify(error.toJSON())).not.toThrow();
  });

  it("is an upstream error from Slack", async () => {
    const kit = createMessaging({ accessToken: "slack-token", baseUrl: slack.url, retry: false });
    slack.fail("auth.test", { status: 200, contentType: "application/json", body: `{"ok":true,"x":${nested(5000)}}` });
    const error = await rejection(kit.invoke(AUTH_TEST, {}));
    expect(error.kind).toBe("upstream");
    expect(error.message).toContain(String(MAX_BODY_DEPTH));
  });
});

describe("statuses and Retry-After", () => {
  it("retries only what the contract names: a GET answered 999 is an upstream error at once, not retried", async () => {
    const kit = createContentApi({ accessToken: "box-token", baseUrl: box.url, retry: { baseDelayMs: 1 } });
    box.reset();
    box.script([faults.status(999), faults.status(999), faults.status(999)]);
    const error = await rejection(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }));
    expect(error).toMatchObject({ kind: "upstream", status: 999, retryable: false });
    expect(box.requests).toHaveLength(1);
  });

  it("passes on a huge Retry-After as at most MAX_RETRY_AFTER_MS", async () => {
    const kit = createContentApi({ accessToken: "box-token", baseUrl: box.url });
    box.reset();
    box.script({ status: 429, headers: { "retry-after": "1".padEnd(24, "0") }, body: "" });
    const error = await rejection(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }));
    expect(error).toMatchObject({ kind: "rate_limited", retryAfterMs: MAX_RETRY_AFTER_MS });
    expect(box.requests).toHaveLength(1);
  });
});

describe("compressed bodies", () => {
  const value = { type: "folder", id: "7", name: "Café ✓" };
  const json = Buffer.from(JSON.stringify(value));
  const encoded = { gzip: gzipSync(json), deflate: deflateSync(json), br: brotliCompressSync(json) };

  it.each([
    ["undici", undefined],
    ["an injected fetch", fetch],
  ])("gzip, deflate and br are decoded over %s", async (_, injected) => {
    const kit = createContentApi({
      accessToken: "box-token",
      baseUrl: box.url,
      ...(injected ? { fetch: injected } : {}),
    });
    for (const [coding, body] of Object.entries(encoded)) {
      box.script({ status: 200, headers: { "content-type": "application/json", "content-encoding": coding }, body });
      expect(await kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }), coding).toEqual(value);
    }
  });

  it("a compressed bomb stops at maxResponseBytes: too_large, not the whole expansion", async () => {
    const maxResponseBytes = 1024 * 1024;
    const kit = createContentApi({ accessToken: "box-token", baseUrl: box.url, maxResponseBytes });
    const bomb = gzipSync(Buffer.alloc(64 * maxResponseBytes, 0x20));
    expect(bomb.byteLength).toBeLessThan(maxResponseBytes);
    box.script({
      status: 200,
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: bomb,
    });
    const error = await rejection(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }));
    expect(error.kind).toBe("too_large");
  });

  it("a corrupt or unknown coding is an upstream error", async () => {
    const kit = createContentApi({ accessToken: "box-token", baseUrl: box.url, retry: false });
    box.script({
      status: 200,
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: json,
    });
    expect((await rejection(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }))).kind).toBe("upstream");
    box.script({
      status: 200,
      headers: { "content-type": "application/json", "content-encoding": "zstd" },
      body: json,
    });
    expect((await rejection(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "7" }))).kind).toBe("upstream");
  });
});
