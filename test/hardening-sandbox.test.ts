// The sandboxes' own endpoints against hostile requests: names inherited from Object.prototype are no Slack methods,
// and a request body past the cap is answered 413 without being read whole.
import { request } from "node:http";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Sandbox = Awaited<ReturnType<typeof startSlack>>;

/** Sends `total` bytes in 64 KiB chunks (with or without a Content-Length); resolves with the answer's status and body. */
function post(url: string, total: number, withLength: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const req = request(url, {
      method: "POST",
      headers: {
        authorization: "Bearer any",
        "content-type": "application/x-www-form-urlencoded",
        ...(withLength ? { "content-length": String(total) } : {}),
      },
    });
    req.on("response", (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
    });
    // The sandbox closes the connection under the rest of the body: writing then fails, which is expected.
    req.on("error", (error) => (req.writableEnded ? undefined : reject(error)));
    let sent = 0;
    const write = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

let slack: Sandbox;
let box: Sandbox;
const LIMIT = 256 * 1024;
beforeAll(async () => {
  [slack, box] = await Promise.all([startSlack({ maxBodyBytes: LIMIT }), startBox({ maxBodyBytes: LIMIT })]);
});
afterAll(() => Promise.all([slack.close(), box.close()]));

describe("the Slack sandbox's dispatch", () => {
  const inherited = Object.getOwnPropertyNames(Object.prototype).filter((name) => /^[A-Za-z0-9_.]+$/.test(name));

  it.each(inherited)("answers /api/%s as an unknown method", async (name) => {
    for (const method of ["GET", "POST"]) {
      const res = await fetch(`${slack.url}/${name}`, { method, headers: { authorization: "Bearer any" } });
      expect(await res.json()).toEqual({ ok: false, error: "unknown_method" });
    }
  });
});

describe("a request body past maxBodyBytes", () => {
  it.each([
    ["Slack", () => `${slack.url}/chat.postMessage`],
    ["Box", () => `${box.url}/folders`],
  ])("is answered 413 by the %s sandbox, announced or streamed, and the sandbox goes on", async (_, url) => {
    for (const withLength of [true, false]) {
      const answer = await post(url(), 32 * LIMIT, withLength);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatch(/too_large/);
    }
    const small = await post(url(), 1024, true);
    expect(small.status).not.toBe(413);
  });
});
