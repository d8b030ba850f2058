import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToolkitOptions } from "../src/kit.js";
import { retryAfterMs, scrub, send, type HttpRequest } from "../src/http/request.js";
import { upstreamText } from "../src/http/text.js";
import { boxError, faults, startBoxDouble, type BoxDouble } from "./support/box-double.js";
import { rejection } from "./support/rejection.js";

const TOKEN = "tok-Http-Secret-4242";
let a: BoxDouble;
let b: BoxDouble;

beforeAll(async () => {
  a = await startBoxDouble({ token: TOKEN });
  b = await startBoxDouble();
});
afterAll(async () => {
  await a.close();
  await b.close();
});
beforeEach(() => {
  a.reset();
  b.reset();
});

// Every test of send runs on both transports: undici (the default) and an injected fetch.
const TRANSPORTS: Array<[string, Partial<ToolkitOptions>]> = [
  ["undici", {}],
  ["an injected fetch", { fetch: (input, init) => fetch(input, init) }],
];
let transport: Partial<ToolkitOptions> = {};

const options = (extra: Partial<ToolkitOptions> = {}): ToolkitOptions => ({
  ...transport,
  accessToken: TOKEN,
  timeoutMs: 2000,
  retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 50, totalMs: 10_000 },
  ...extra,
});
const get = (path: string, extra: Partial<HttpRequest> = {}): HttpRequest => ({
  tool: "T",
  method: "GET",
  url: a.url + path,
  idempotent: true,
  ...extra,
});

describe.each(TRANSPORTS)("over %s", (_, chosen) => {
  beforeAll(() => {
    transport = chosen;
  });

  describe("send", () => {
    it("adds the bearer token and returns the body as bytes", async () => {
      const res = await send(get("/ping"), options());
      expect(res.status).toBe(200);
      expect(JSON.parse(new TextDecoder().decode(res.body))).toMatchObject({ path: "/ping" });
      expect(a.requests[0]!.headers["authorization"]).toBe(`Bearer ${TOKEN}`);
    });

    it("calls an async token provider before every attempt", async () => {
      let calls = 0;
      a.script([faults.status(503)]);
      const res = await send(get("/x"), options({ accessToken: async () => (calls++, TOKEN) }));
      expect(res.status).toBe(200);
      expect(calls).toBe(2);
      expect(a.requests).toHaveLength(2);
    });

    it("returns non-retryable statuses as they are, after one request", async () => {
      a.script(boxError(404, "not_found", "Not Found"));
      const res = await send(get("/x"), options());
      expect(res.status).toBe(404);
      expect(a.requests).toHaveLength(1);
    });

    it("returns the last 5xx after the attempts run out, body included", async () => {
      a.script([boxError(500, "internal", "a"), boxError(503, "unavailable", "b"), boxError(502, "bad_gateway", "c")]);
      const res = await send(get("/x"), options());
      expect(res.status).toBe(502);
      expect(new TextDecoder().decode(res.body)).toContain("bad_gateway");
      expect(a.requests).toHaveLength(3);
    });

    it("makes one attempt with retry: false", async () => {
      a.script(faults.status(503));
      const res = await send(get("/x"), options({ retry: false }));
      expect(res.status).toBe(503);
      expect(a.requests).toHaveLength(1);
    });

    it("does not retry a non-idempotent call on 5xx but does on 429", async () => {
      a.script(faults.status(500));
      expect((await send(get("/p", { method: "POST", idempotent: false }), options())).status).toBe(500);
      expect(a.requests).toHaveLength(1);
      a.reset();
      a.script(faults.rateLimited(0));
      expect((await send(get("/p", { method: "POST", idempotent: false }), options())).status).toBe(200);
      expect(a.requests).toHaveLength(2);
    });

    it("gives the 429 back at once when Retry-After exceeds the longest wait", async () => {
      a.script(faults.rateLimited(30));
      const res = await send(get("/x"), options());
      expect(res.status).toBe(429);
      expect(retryAfterMs(res.headers)).toBe(30_000);
      expect(a.requests).toHaveLength(1);
    });

    it("uses an injected fetch", async () => {
      let calls = 0;
      const fetchSpy: typeof fetch = (input, init) => (calls++, fetch(input, init));
      await send(get("/x"), options({ fetch: fetchSpy }));
      expect(calls).toBe(1);
    });

    it("refuses header values with control or non-ASCII characters before any request, for reads and writes", async () => {
      for (const value of ["bytes=0-1\r\nX-Evil: 1", "bytes=0-1\u0085", "pw€", "caf\u00e9"]) {
        for (const extra of [{}, { method: "POST", idempotent: false }]) {
          const err = await rejection(send(get("/x", { ...extra, headers: { range: value } }), options()));
          expect(err.kind).toBe("invalid_input");
          expect(err.issues?.[0]).toMatchObject({ param: "range", rule: "header" });
        }
      }
      expect(a.requests).toHaveLength(0);
    });

    it("refuses a missing token and reports a failing token provider without its text", async () => {
      expect((await rejection(send(get("/x"), options({ accessToken: "" })))).kind).toBe("unauthorized");
      const err = await rejection(
        send(
          get("/x"),
          options({
            accessToken: () => {
              throw new Error(`refresh failed for ${TOKEN}`);
            },
          }),
        ),
      );
      expect(err.kind).toBe("unauthorized");
      expect(JSON.stringify({ ...err.toJSON(), cause: err.cause, m: err.message })).not.toContain(TOKEN);
      expect(a.requests).toHaveLength(0);
    });
  });

  describe("send: redirects", () => {
    it("keeps the token on the same origin", async () => {
      a.script(faults.redirect("/final"));
      const res = await send(get("/start"), options());
      expect(res.status).toBe(200);
      expect(res.url).toBe(`${a.url}/final`);
      expect(a.requests.map((r) => r.headers["authorization"])).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    });

    it("drops the token and secret-bearing headers on another origin", async () => {
      a.script(faults.redirect(`${b.url}/blob?sig=1`));
      const res = await send(
        get("/start", {
          headers: { boxapi: "shared_link=x&shared_link_password=pw", "x-plain": "1" },
          secrets: ["pw"],
        }),
        options(),
      );
      expect(res.status).toBe(200);
      expect(b.requests).toHaveLength(1);
      expect(b.requests[0]!.headers["authorization"]).toBeUndefined();
      expect(b.requests[0]!.headers["boxapi"]).toBeUndefined();
      expect(b.requests[0]!.headers["x-plain"]).toBe("1");
      expect(b.requests[0]!.query).toBe("sig=1");
    });

    it("never follows a redirect of a write: 307/308 are upstream errors, 301/302/303 outcome_unknown, location named", async () => {
      for (const [status, kind] of [
        [307, "upstream"],
        [308, "upstream"],
        [301, "outcome_unknown"],
        [302, "outcome_unknown"],
        [303, "outcome_unknown"],
      ] as const) {
        a.reset();
        b.reset();
        a.script(faults.redirect(`${b.url}/elsewhere?sig=${TOKEN}`, status));
        const err = await rejection(send(get("/p", { method: "POST", idempotent: false, body: "text=hi" }), options()));
        expect(err.kind).toBe(kind);
        expect(err.status).toBe(status);
        expect(err.retryable).toBe(false);
        expect(err.message).toContain(`a redirect to ${b.url}/elsewhere`);
        expect(err.message).not.toContain(TOKEN);
        // Sent once, never to the redirect's target.
        expect(a.requests.map((r) => r.method)).toEqual(["POST"]);
        expect(b.requests).toHaveLength(0);
      }
    });

    it("does not loop a write through a redirect to itself", async () => {
      a.script((r) => faults.redirect(r.path, 308));
      const err = await rejection(send(get("/p", { method: "POST", idempotent: false, body: "x" }), options()));
      expect(err.kind).toBe("upstream");
      expect(a.requests).toHaveLength(1);
    });

    it("follows a redirect of a DELETE, and a 303 of it as a GET", async () => {
      a.script(faults.redirect("/after", 303));
      await send(get("/d", { method: "DELETE" }), options());
      expect(a.requests.map((r) => r.method)).toEqual(["DELETE", "GET"]);
    });

    it("stops after five redirects", async () => {
      a.script((r) => faults.redirect(`${r.path}x`));
      const err = await rejection(send(get("/r"), options()));
      expect(err.kind).toBe("upstream");
      expect(a.requests).toHaveLength(6);
    });
  });

  describe("send: transport failures", () => {
    it("retries a timed-out GET, then fails with kind timeout", async () => {
      a.script([faults.delay(400), faults.delay(400)]);
      const err = await rejection(
        send(get("/slow"), options({ timeoutMs: 80, retry: { attempts: 2, baseDelayMs: 1 } })),
      );
      expect(err.kind).toBe("timeout");
      expect(err.retryable).toBe(true);
      expect(a.requests).toHaveLength(2);
    });

    it("never resends a timed-out POST: outcome_unknown", async () => {
      a.script(faults.delay(400));
      const err = await rejection(
        send(get("/slow", { method: "POST", idempotent: false }), options({ timeoutMs: 80 })),
      );
      expect(err.kind).toBe("outcome_unknown");
      expect(err.retryable).toBe(false);
      expect(a.requests).toHaveLength(1);
    });

    // On a faked Date moved by the double's answers: each answer takes its time by the clock and none in real time, so
    // the attempts' own timers (real) are never close, and how late a loaded machine runs changes nothing.
    it("stops retrying when the call's total time (retry.totalMs) is spent", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        a.script(Array.from({ length: 8 }, () => faults.elapse(2000, { status: 503, body: "" })));
        const retry = { attempts: 8, baseDelayMs: 150, maxDelayMs: 150, totalMs: 4000 };
        const res = await send(get("/x"), options({ timeoutMs: 4000, retry }));
        expect(res.status).toBe(503);
        // Each answer takes 2 s of the 4: the second leaves no time for a third attempt, of the eight allowed.
        expect(a.requests).toHaveLength(2);
      } finally {
        vi.useRealTimers();
      }
    });

    it("answers a slow 429 of a POST as it is when too little time is left to try again", async () => {
      // After 1.6 s, under 400 ms of the 2 s remain (a retry needs 500): one cut to that would likely time out, and a
      // timed-out write has an unknown outcome, where the 429 in hand is clear. A fast 429 leaves time, and is retried.
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        const post = () => send(get("/x", { method: "POST", idempotent: false }), options({ timeoutMs: 1900, retry }));
        const retry = { attempts: 3, baseDelayMs: 1, maxDelayMs: 50, totalMs: 2000 };
        a.script([faults.elapse(1600, faults.rateLimited(0)), faults.elapse(1600, faults.rateLimited(0))]);
        expect((await post()).status).toBe(429);
        expect(a.requests).toHaveLength(1);
        a.reset();
        a.script([faults.rateLimited(0)]);
        expect((await post()).status).toBe(200);
        expect(a.requests).toHaveLength(2);
      } finally {
        vi.useRealTimers();
      }
    });

    it("still retries within a retry.totalMs shorter than the 5 s an attempt is otherwise given", async () => {
      a.script([faults.status(503)]);
      const retry = { attempts: 3, baseDelayMs: 1, maxDelayMs: 20, totalMs: 4000 };
      expect((await send(get("/x"), options({ timeoutMs: 30_000, retry }))).status).toBe(200);
      expect(a.requests).toHaveLength(2);
    });

    it("bounds a token provider by the call's time", async () => {
      const retry = { attempts: 3, baseDelayMs: 1, maxDelayMs: 20, totalMs: 200 };
      // The provider never answers: only the call's time can end the wait.
      const err = await rejection(
        send(get("/x"), options({ accessToken: () => new Promise<string>(() => {}), retry })),
      );
      expect(err.kind).toBe("timeout");
      expect(err.message).toContain("token provider");
      expect(a.requests).toHaveLength(0);
    });

    it("sends nothing once the call's time (from callStarted) is spent", async () => {
      const err = await rejection(send(get("/x", { callStarted: Date.now() - 20_000 }), options()));
      expect(err.kind).toBe("timeout");
      expect(err.retryable).toBe(true);
      expect(err.message).toContain("was not sent");
      expect(a.requests).toHaveLength(0);
    });

    it("retries a reset connection for GET and recovers", async () => {
      a.script([faults.reset()]);
      const res = await send(get("/x"), options());
      expect(res.status).toBe(200);
      expect(a.requests).toHaveLength(2);
    });

    it("maps repeated resets to kind network", async () => {
      a.script([faults.reset(), faults.reset(), faults.reset()]);
      const err = await rejection(send(get("/x"), options()));
      expect(err.kind).toBe("network");
      expect(err.retryable).toBe(true);
      expect(a.requests).toHaveLength(3);
    });

    it("reports a reset POST as outcome_unknown after one request", async () => {
      a.script([faults.reset()]);
      const err = await rejection(send(get("/x", { method: "POST", idempotent: false }), options()));
      expect(err.kind).toBe("outcome_unknown");
      expect(a.requests).toHaveLength(1);
    });

    it("reports a refused connection as network, retryable, without resending a POST", async () => {
      let calls = 0;
      const refused: typeof fetch = async () => {
        calls++;
        throw new TypeError("fetch failed", {
          cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
        });
      };
      const err = await rejection(send(get("/x", { method: "POST", idempotent: false }), options({ fetch: refused })));
      expect(err.kind).toBe("network");
      expect(err.retryable).toBe(true);
      expect(calls).toBe(1);
    });

    it("fails with too_large past maxResponseBytes, declared or streamed", async () => {
      a.script([faults.oversized(5000), faults.oversized(5000, "application/octet-stream", true)]);
      for (let i = 0; i < 2; i++) {
        const err = await rejection(
          send(get("/big", { tooLargeHint: "use a range" }), options({ maxResponseBytes: 1000 })),
        );
        expect(err.kind).toBe("too_large");
        expect(err.hint).toBe("use a range");
      }
      expect(a.requests).toHaveLength(2);
    });

    it("keeps only the start of a large error body instead of failing", async () => {
      a.script({ status: 404, headers: { "content-type": "text/plain" }, body: "x".repeat(5000) });
      const res = await send(get("/x"), options({ maxResponseBytes: 1000 }));
      expect(res.status).toBe(404);
      expect(res.body.byteLength).toBe(1000);
    });
  });

  describe("send: cancellation by the caller", () => {
    it("sends nothing when the signal is already aborted", async () => {
      const err = await rejection(send(get("/x", { signal: AbortSignal.abort() }), options()));
      expect(err.kind).toBe("cancelled");
      expect(err.retryable).toBe(false);
      expect(a.requests).toHaveLength(0);
    });

    it("cuts a read under way and does not retry it", async () => {
      a.script([faults.delay(2_000), faults.delay(2_000)]);
      const controller = new AbortController();
      const pending = rejection(send(get("/slow", { signal: controller.signal }), options()));
      // Cut once the request is under way; uncut, it would be answered (after 2 s): "cancelled" is the proof.
      while (a.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      controller.abort();
      const err = await pending;
      expect(err.kind).toBe("cancelled");
      expect(a.requests).toHaveLength(1);
    });

    it("reports a write cut after sending as outcome_unknown, never resent", async () => {
      a.script(faults.delay(2_000));
      const controller = new AbortController();
      const pending = rejection(
        send(get("/slow", { method: "POST", idempotent: false, signal: controller.signal }), options()),
      );
      while (a.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      controller.abort();
      const err = await pending;
      expect(err.kind).toBe("outcome_unknown");
      expect(err.message).toContain("cancelled by its caller");
      expect(a.requests).toHaveLength(1);
    });

    it("stops waiting between retries and sends no further attempt", async () => {
      a.script([{ status: 503 }, { status: 503 }]);
      const controller = new AbortController();
      const retry = { attempts: 3, baseDelayMs: 5_000, maxDelayMs: 5_000, totalMs: 30_000 };
      const pending = rejection(send(get("/x", { signal: controller.signal }), options({ retry })));
      while (a.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(a.requests).toHaveLength(1);
      controller.abort();
      // Uncut, the wait would end in a second attempt (after 5 s): one request and "cancelled" are the proof.
      const err = await pending;
      expect(err.kind).toBe("cancelled");
      expect(a.requests).toHaveLength(1);
    });
  });
});

describe("send: the default transport", () => {
  beforeAll(() => {
    transport = {};
  });

  it("is cut by the attempt's own timer, never early by undici's coarse header timer", async () => {
    // undici's own timers tick every ~500 ms and, with the ticking already running (another request in flight), fire
    // up to a tick early: set to the attempt's limit, one would cut a request before that limit. Set a second past it,
    // it can only notice expiry at a tick due after the attempt's own timer, and timers run in the order they are due,
    // however late a loaded machine runs them: the attempt's own timer cuts every request (an abort, not undici's
    // header timeout), whatever the load.
    b.script(faults.delay(5_000));
    const background = send({ ...get("/bg"), url: `${b.url}/bg` }, options({ timeoutMs: 8_000, retry: false }));
    try {
      a.script([faults.delay(6_000), faults.delay(6_000), faults.delay(6_000)]);
      for (let i = 0; i < 3; i++) {
        const err = await rejection(send(get(`/slow${i}`), options({ timeoutMs: 1_497, retry: false })));
        expect(err.kind).toBe("timeout");
        expect((err.cause as { code?: string } | undefined)?.code, `request ${i}`).toBe("UND_ERR_ABORTED");
      }
    } finally {
      expect((await background).status).toBe(200);
    }
  });

  it("is undici's request API, not fetch: only the request's own headers go out, on a kept-alive connection", async () => {
    for (let i = 0; i < 6; i++) await send(get(`/n${i}`), options());
    const first = a.requests[0]!;
    // fetch adds these on its own; undici's request API sends what it is given.
    for (const name of ["sec-fetch-mode", "accept-language", "user-agent", "accept-encoding"]) {
      expect(first.headers[name]).toBeUndefined();
    }
    expect(first.headers["connection"]).toBe("keep-alive");
    // Six calls in a row, on at most two connections kept open between them.
    expect(new Set(a.requests.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
    // An injected fetch is used as given.
    await send(get("/three"), options({ fetch: (input, init) => fetch(input, init) }));
    expect(a.requests[6]!.headers["sec-fetch-mode"]).toBe("cors");
  });
});

describe("helpers", () => {
  it("reads Retry-After as seconds or a date", () => {
    expect(retryAfterMs(new Headers({ "retry-after": "2" }))).toBe(2000);
    const soon = new Date(Date.now() + 60_000).toUTCString();
    expect(retryAfterMs(new Headers({ "retry-after": soon }))).toBeGreaterThan(50_000);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });

  it("scrubs secrets in every written form and bearer credentials", () => {
    const secret = 'p@ss word/"x"';
    const text = `a ${secret} b ${encodeURIComponent(secret)} c ${JSON.stringify(secret)} Bearer abc.def`;
    const out = scrub(text, [secret, undefined, ""]);
    expect(out).not.toContain("p@ss");
    expect(out).not.toContain("abc.def");
    expect(upstreamText(`  x\n\n${"y".repeat(500)}`, [], 50)).toHaveLength(50);
  });

  it("scrubs a short secret only where it stands alone, and a long one with the whole token around it", () => {
    // A one-character password or token does not garble the text around it…
    expect(scrub("Item 12345 not found", ["2"])).toBe("Item 12345 not found");
    expect(scrub("Could not find a file named report", ["a", "e"])).toBe("Could not find [redacted] file named report");
    // …but is redacted where it stands alone, with its token (no hint of where it sat inside).
    expect(scrub("password=2&next=1 was wrong", ["2"])).toBe("[redacted]&next=1 was wrong");
    // A long secret inside a longer token takes the whole token, not just its own characters.
    expect(scrub("see xyzSECRET-TOKEN-123abc here", ["SECRET-TOKEN-123"])).toBe("see [redacted] here");
    // One pass: the marker itself is never scrubbed again.
    expect(scrub("token d and e", ["d", "e", "redacted"])).toBe("token [redacted] and [redacted]");
  });
});
