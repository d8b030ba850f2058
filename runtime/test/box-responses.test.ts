import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { boxProvider, createKit, type BoxOptions, type Tool } from "@toolgen/runtime";
import { faults, httpTool, startBoxDouble, type BoxDouble } from "./support/box-double.js";

const TOKEN = "tok-Box-Responses-5511";
let box: BoxDouble;
let cdn: BoxDouble;
beforeAll(async () => {
  box = await startBoxDouble({ token: TOKEN });
  cdn = await startBoxDouble();
});
afterAll(async () => {
  await box.close();
  await cdn.close();
});
beforeEach(() => {
  box.reset();
  cdn.reset();
});

const tools: Record<string, Tool> = {
  Get: httpTool("Get", {
    method: "GET",
    server: "api",
    path: "/files/{file_id}/content",
    params: [
      { name: "id", in: "path", upstream: "file_id" },
      { name: "download_byte_range", in: "header", upstream: "range" },
    ],
  }),
  Post: httpTool("Post", {
    method: "POST",
    server: "api",
    path: "/sign_requests/{id}/cancel",
    params: [{ name: "id", in: "path", upstream: "id" }],
  }),
};
const kit = (extra: Partial<BoxOptions> = {}) =>
  createKit<Record<string, Record<string, unknown>>, BoxOptions>(boxProvider, tools, {
    accessToken: TOKEN,
    baseUrl: box.url,
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 50 },
    ...extra,
  });
const call = (name = "Get", input: Record<string, unknown> = { id: "1" }, extra: Partial<BoxOptions> = {}) =>
  kit(extra).call(name, input);

describe("Box responses: one lossless JSON value", () => {
  it("returns JSON bodies as parsed (200 and 201)", async () => {
    const body = { type: "file", id: "1", name: "ä.txt", size: 12, tags: [], parent: null };
    box.script([
      { status: 200, body },
      { status: 201, body: { type: "sign_request", id: "9" } },
    ]);
    expect(await call()).toEqual(body);
    expect(await call("Post", { id: "9" })).toEqual({ type: "sign_request", id: "9" });
  });

  it("states the status of an empty answer, with Retry-After when given", async () => {
    box.script([
      faults.status(204),
      faults.status(202, { "retry-after": "5" }),
      faults.status(202),
      faults.status(200),
    ]);
    expect(await call()).toEqual({ status: 204 });
    expect(await call()).toEqual({ status: 202, retryAfterSeconds: 5 });
    expect(await call()).toEqual({ status: 202 });
    expect(await call()).toEqual({ status: 200 });
  });

  it("says not modified on 304", async () => {
    box.script(faults.status(304, { etag: '"3"' }));
    expect(await call()).toEqual({ status: 304, notModified: true });
  });

  it("returns binary content as base64 with its type and size", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 128]);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    box.script([
      { status: 200, headers: { "content-type": "image/png" }, body: png },
      { status: 200, headers: { "content-type": "application/zip" }, body: zip },
      { status: 200, headers: {}, body: Buffer.from([1, 2, 3]) },
    ]);
    expect(await call()).toEqual({
      contentType: "image/png",
      size: png.length,
      encoding: "base64",
      data: png.toString("base64"),
    });
    expect(await call()).toEqual({
      contentType: "application/zip",
      size: zip.length,
      encoding: "base64",
      data: zip.toString("base64"),
    });
    expect(await call()).toMatchObject({
      contentType: "application/octet-stream",
      size: 3,
      encoding: "base64",
      data: "AQID",
    });
  });

  it("returns UTF-8 text as text, and text that is not UTF-8 as base64", async () => {
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]); // "café" in Latin-1: not valid UTF-8
    box.script([
      { status: 200, headers: { "content-type": "text/plain; charset=utf-8" }, body: "héllo\nworld" },
      { status: 200, headers: { "content-type": "text/csv" }, body: latin1 },
      { status: 200, headers: { "content-type": "text/plain; charset=iso-8859-1" }, body: "abc" },
    ]);
    expect(await call()).toEqual({
      contentType: "text/plain; charset=utf-8",
      size: Buffer.byteLength("héllo\nworld"),
      encoding: "utf8",
      data: "héllo\nworld",
    });
    expect(await call()).toEqual({
      contentType: "text/csv",
      size: 4,
      encoding: "base64",
      data: latin1.toString("base64"),
    });
    expect(await call()).toMatchObject({ encoding: "base64", data: Buffer.from("abc").toString("base64") });
  });

  it("keeps a downloaded JSON file as content, byte for byte", async () => {
    const text = '{ "a" : 1.0 }\n';
    box.script({
      status: 200,
      headers: { "content-type": "application/json", "content-disposition": 'attachment; filename="a.json"' },
      body: text,
    });
    expect(await call()).toEqual({ contentType: "application/json", size: text.length, encoding: "utf8", data: text });
  });

  it("reports a partial answer's status and range", async () => {
    box.script({
      status: 206,
      headers: { "content-type": "application/pdf", "content-range": "bytes 0-3/100" },
      body: Buffer.from("%PDF"),
    });
    const value = await call("Get", { id: "1", download_byte_range: "bytes=0-3" });
    expect(value).toEqual({
      contentType: "application/pdf",
      size: 4,
      encoding: "base64",
      data: Buffer.from("%PDF").toString("base64"),
      status: 206,
      contentRange: "bytes 0-3/100",
    });
    expect(box.requests[0]!.headers["range"]).toBe("bytes=0-3");
  });

  it("follows a 302 to the content host without sending the token there", async () => {
    const bytes = Buffer.from("file bytes \u0000\u0001", "utf8");
    box.script(faults.redirect(`${cdn.url}/d/2.0/files/1/content?sig=abc`));
    cdn.script({ status: 200, headers: { "content-type": "application/octet-stream" }, body: bytes });
    const value = await call("Get", { id: "1" }, { asUser: "77" });
    expect(value).toEqual({
      contentType: "application/octet-stream",
      size: bytes.length,
      encoding: "base64",
      data: bytes.toString("base64"),
    });
    expect(box.requests).toHaveLength(1);
    expect(box.requests[0]!.headers["authorization"]).toBe(`Bearer ${TOKEN}`);
    expect(cdn.requests).toHaveLength(1);
    expect(cdn.requests[0]!.headers["authorization"]).toBeUndefined();
    expect(JSON.stringify(cdn.requests[0]!.headers)).not.toContain(TOKEN);
    expect(cdn.requests[0]!.path + "?" + cdn.requests[0]!.query).toBe("/d/2.0/files/1/content?sig=abc");
  });
});
