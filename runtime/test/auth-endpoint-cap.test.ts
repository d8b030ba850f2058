// A token endpoint's answer is read up to a cap: an endless (or 400 MB) answer is refused once past it, and the rest
// is never read into memory.
import { describe, expect, it } from "vitest";
import { MAX_TOKEN_ANSWER_BYTES, postForm } from "../src/auth/endpoint.js";
import { AuthError } from "../src/auth/provider.js";

describe("the token endpoint's answer", () => {
  it("is refused past the cap, having read at most a chunk or two more", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    // Eight times the cap, as a 400 MB answer would be for a process's memory.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 8 * MAX_TOKEN_ANSWER_BYTES) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const fetch = (async () => new Response(endless, { status: 200 })) as typeof globalThis.fetch;
    const answer = postForm("Box", "http://127.0.0.1:9/token", { grant_type: "x" }, { fetch });
    await expect(answer).rejects.toBeInstanceOf(AuthError);
    await expect(answer).rejects.toThrow(/more than \d+ bytes/);
    expect(pulled).toBeLessThanOrEqual(MAX_TOKEN_ANSWER_BYTES + 2 * chunk.byteLength);
  });

  it("an ordinary answer is read whole", async () => {
    const fetch = (async () =>
      new Response(JSON.stringify({ access_token: "t", expires_in: 60 }), { status: 200 })) as typeof globalThis.fetch;
    const answer = await postForm("Box", "http://127.0.0.1:9/token", { grant_type: "x" }, { fetch });
    expect(answer).toEqual({ status: 200, body: { access_token: "t", expires_in: 60 } });
  });
});
