import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { boxProvider, createKit, ToolError, type BoxOptions, type HttpBinding, type Tool } from "@toolgen/runtime";
import { tools as contentApi } from "@toolgen/content-api";
import { boxError, faults, httpTool, startBoxDouble, type BoxDouble } from "./support/box-double.js";
import { rejection } from "./support/rejection.js";
import { toolFor } from "../../test/support/spec.js";

// Tools picked by their binding (operationId): a spec edit may rename them.
const POST_SIGN_REQUESTS_ID_CANCEL = toolFor({ operationId: "post_sign_requests_id_cancel" });
const POST_SIGN_REQUESTS_ID_RESEND = toolFor({ operationId: "post_sign_requests_id_resend" });
const GET_FILES_ID_CONTENT = toolFor({ operationId: "get_files_id_content" });

const TOKEN = "tok-Box-Faults-SECRET-9931";
const PASSWORD = "Pw-Hunter2-xyz";
const SHARED = `shared_link=https://app.box.com/s/abcdef&shared_link_password=${PASSWORD}`;
let box: BoxDouble;
beforeAll(async () => {
  box = await startBoxDouble({ token: TOKEN });
});
afterAll(() => box.close());
beforeEach(() => box.reset());

const tools: Record<string, Tool> = {
  GetShared: httpTool("GetShared", {
    method: "GET",
    server: "api",
    path: "/shared_items",
    params: [
      { name: "shared_link_credentials", in: "header", upstream: "boxapi", secret: true },
      { name: "optional_access_token", in: "query", upstream: "access_token", secret: true },
    ],
  }),
  DeleteFile: httpTool("DeleteFile", {
    method: "DELETE",
    server: "api",
    path: "/files/{file_id}",
    params: [{ name: "file_identifier", in: "path", upstream: "file_id" }],
  }),
  // The non-idempotent ContentApi tools, as generated.
  [POST_SIGN_REQUESTS_ID_CANCEL]: contentApi[POST_SIGN_REQUESTS_ID_CANCEL]!,
  [POST_SIGN_REQUESTS_ID_RESEND]: contentApi[POST_SIGN_REQUESTS_ID_RESEND]!,
  // The ranged download under another name: the too_large hint must name it as this kit offers it.
  RangedDownload: renamed(contentApi[GET_FILES_ID_CONTENT]!, "RangedDownload"),
};

function renamed(tool: Tool, name: string): Tool {
  return { ...tool, definition: { ...tool.definition, name } };
}
/** The ranged download's parameter for Box's `range` header. */
const RANGE = (tools.RangedDownload!.binding as HttpBinding).params.find((p) => p.upstream === "range")!.name;

const base: BoxOptions = {
  accessToken: TOKEN,
  timeoutMs: 2000,
  retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 1500, totalMs: 10_000 },
};
// Every test runs on both transports: undici (the default) and an injected fetch.
const TRANSPORTS: Array<[string, Partial<BoxOptions>]> = [
  ["undici", {}],
  ["an injected fetch", { fetch: (input, init) => fetch(input, init) }],
];
let transport: Partial<BoxOptions> = {};

const kit = (extra: Partial<BoxOptions> = {}) =>
  createKit<Record<string, Record<string, unknown>>, BoxOptions>(boxProvider, tools, {
    ...transport,
    ...base,
    baseUrl: box.url,
    ...extra,
  });

const getShared = (extra: Partial<BoxOptions> = {}) =>
  kit(extra).call("GetShared", { shared_link_credentials: SHARED, optional_access_token: "qtok-ABCDEF-123" });
const WRITES: Array<[string, Record<string, unknown>]> = [
  [POST_SIGN_REQUESTS_ID_CANCEL, { sign_request_id: "55" }],
  [POST_SIGN_REQUESTS_ID_RESEND, { signature_request_id: "56" }],
];

const SECRETS = [TOKEN, PASSWORD, encodeURIComponent(PASSWORD), "qtok-ABCDEF-123", SHARED];

/** The error, checked for leaks in everything it carries: envelope, message, stack, cause. */
async function failure(p: Promise<unknown>): Promise<ToolError> {
  const err = await rejection(p);
  const everything = JSON.stringify({
    envelope: err.toJSON(),
    message: err.message,
    stack: err.stack,
    cause: err.cause,
    str: String(err.cause),
  });
  for (const secret of SECRETS) expect(everything).not.toContain(secret);
  expect(err.tool).toBeDefined();
  return err;
}

describe.each(TRANSPORTS)("over %s", (_, chosen) => {
  beforeAll(() => {
    transport = chosen;
  });

  describe("Box error bodies → envelope", () => {
    const cases: Array<[number, string, ToolError["kind"]]> = [
      [400, "bad_request", "upstream"],
      [401, "unauthorized", "unauthorized"],
      [403, "access_denied_insufficient_permissions", "forbidden"],
      [404, "not_found", "not_found"],
      [409, "item_name_in_use", "conflict"],
      [412, "precondition_failed", "precondition_failed"],
    ];
    for (const [status, code, kind] of cases) {
      it(`${status} ${code} → ${kind}`, async () => {
        box.script(
          boxError(status, code, `Box says ${code}`, { context_info: { conflicts: [{ type: "file", id: "7" }] } }),
        );
        const err = await failure(kit().call("DeleteFile", { file_identifier: "7" }));
        expect(err.toJSON()).toMatchObject({
          kind,
          status,
          retryable: false,
          tool: "DeleteFile",
          upstream: {
            code,
            message: `Box says ${code}`,
            requestId: `req-${status}-${code}`,
            detail: '{"conflicts":[{"type":"file","id":"7"}]}',
          },
        });
        expect(err.hint).toBeTruthy();
        expect(box.requests).toHaveLength(1);
      });
    }

    it("truncates long upstream text", async () => {
      box.script(boxError(400, "bad_request", "x".repeat(2000), { context_info: { errors: "y".repeat(2000) } }));
      const err = await failure(kit().call("DeleteFile", { file_identifier: "7" }));
      expect(err.upstream!.message!.length).toBeLessThanOrEqual(300);
      expect(err.upstream!.detail!.length).toBeLessThanOrEqual(300);
      expect(err.message.length).toBeLessThanOrEqual(400);
    });

    it("scrubs the token and the shared-link password Box echoes back", async () => {
      box.script(
        boxError(403, "forbidden", `token ${TOKEN} may not open ${SHARED}`, {
          context_info: {
            header: SHARED,
            password: PASSWORD,
            encoded: encodeURIComponent(PASSWORD),
            auth: `Bearer ${TOKEN}`,
          },
        }),
      );
      const err = await failure(getShared());
      expect(err.kind).toBe("forbidden");
      expect(err.upstream!.message).toContain("[redacted]");
      expect(box.requests[0]!.headers["boxapi"]).toBe(SHARED);
    });
  });

  describe("Box errors: what is scrubbed", () => {
    const oneChar = (secret: string, extra: Partial<BoxOptions> = {}) =>
      kit({ accessToken: TOKEN, ...extra }).call("GetShared", {
        shared_link_credentials: `shared_link=https://app.box.com/s/abcdef&shared_link_password=${secret}`,
      });

    it("keeps a message whole when a one-character password or token does not stand alone in it", async () => {
      box.script(boxError(404, "not_found", "Item 12345 not found"));
      const err = await rejection(oneChar("2"));
      expect(err.upstream!.message).toBe("Item 12345 not found");
      expect(err.message).toBe("GetShared: Box answered HTTP 404 not_found: Item 12345 not found.");

      // A one-letter token: the runtime's own wording is never scrubbed, so it is never mangled.
      const lax = await startBoxDouble();
      try {
        lax.script(boxError(404, "not_found", "Item 12345 not found"));
        const e = await rejection(
          kit({ accessToken: "a", baseUrl: lax.url }).call("DeleteFile", { file_identifier: "7" }),
        );
        expect(e.message).toBe("DeleteFile: Box answered HTTP 404 not_found: Item 12345 not found.");
        expect(JSON.stringify(e.toJSON())).not.toContain("[redacted]");
      } finally {
        await lax.close();
      }
    });

    it("redacts a one-character password where Box echoes it as a value, without showing where it sat", async () => {
      box.script(boxError(403, "forbidden", "password=2 is wrong for item 12345", { context_info: { password: "2" } }));
      const err = await rejection(oneChar("2"));
      expect(err.upstream!.message).toBe("[redacted] is wrong for item 12345");
      expect(err.upstream!.detail).toBe('{"password":"[redacted]"}');
    });
  });

  describe("Box faults", () => {
    it("honours Retry-After on 429, then succeeds", async () => {
      box.script(faults.rateLimited(1));
      const value = await kit().call("DeleteFile", { file_identifier: "1" });
      expect(value).toMatchObject({ type: "echo" });
      expect(box.requests).toHaveLength(2);
      // A lower bound only: the second request came no sooner than Retry-After allowed.
      expect(box.requests[1]!.receivedAt - box.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
    });

    it("gives rate_limited with retryAfterMs when the wait is longer than allowed or attempts run out", async () => {
      box.script(faults.rateLimited(120));
      const err = await failure(kit().call("DeleteFile", { file_identifier: "1" }));
      expect(err.toJSON()).toMatchObject({ kind: "rate_limited", status: 429, retryable: true, retryAfterMs: 120_000 });
      expect(box.requests).toHaveLength(1);

      box.reset();
      box.script([faults.rateLimited(0), faults.rateLimited(0), faults.rateLimited(0)]);
      const again = await failure(kit().call("DeleteFile", { file_identifier: "1" }));
      expect(again.kind).toBe("rate_limited");
      expect(box.requests).toHaveLength(3);
    });

    it("retries 500/503 for GET and DELETE, then gives an upstream envelope", async () => {
      box.script([boxError(500, "internal_server_error", "oops"), boxError(503, "unavailable", "later")]);
      expect(await kit().call("DeleteFile", { file_identifier: "1" })).toMatchObject({ type: "echo" });
      expect(box.requests).toHaveLength(3);

      box.reset();
      box.script([faults.status(503), faults.status(500), boxError(503, "unavailable", "still down")]);
      const err = await failure(getShared());
      expect(err.toJSON()).toMatchObject({
        kind: "upstream",
        status: 503,
        retryable: true,
        upstream: { code: "unavailable" },
      });
      expect(box.requests).toHaveLength(3);
    });

    it.each(WRITES)("sends %s (a POST) once on 500", async (name, input) => {
      box.script(boxError(500, "internal_server_error", "oops"));
      const err = await failure(kit().call(name, input));
      expect(err.toJSON()).toMatchObject({ kind: "upstream", status: 500, retryable: false });
      expect(err.hint).toMatch(/check the current state/);
      expect(box.requests).toHaveLength(1);
    });

    it.each(WRITES)("retries %s (a POST) on 429", async (name, input) => {
      box.script(faults.rateLimited(0));
      expect(await kit().call(name, input)).toMatchObject({ type: "echo", method: "POST" });
      expect(box.requests).toHaveLength(2);
    });

    it("says a retried DELETE answered 404 may already have been deleted by the earlier attempt", async () => {
      for (const first of [faults.status(500), faults.status(503), faults.reset(), faults.delay(300)]) {
        box.reset();
        box.script([first, boxError(404, "not_found", "Not Found")]);
        const err = await failure(kit({ timeoutMs: 150 }).call("DeleteFile", { file_identifier: "1" }));
        expect(box.requests.map((r) => r.method)).toEqual(["DELETE", "DELETE"]);
        expect(err.kind).toBe("not_found");
        expect(err.mayAlreadyBeDone).toBe(true);
        expect(err.toJSON().mayAlreadyBeDone).toBe(true);
        expect(err.message).toContain("may already have been deleted by the earlier attempt");
        expect(err.hint).toContain("may already have been deleted by the earlier attempt");
      }
      // A first answer that proves nothing happened (429), or a single attempt, is a plain not_found.
      for (const replies of [
        [faults.rateLimited(0), boxError(404, "not_found", "Not Found")],
        [boxError(404, "not_found", "x")],
      ]) {
        box.reset();
        box.script(replies);
        const err = await failure(kit().call("DeleteFile", { file_identifier: "1" }));
        expect(err.kind).toBe("not_found");
        expect(err.mayAlreadyBeDone).toBeUndefined();
        expect(err.message).not.toContain("earlier attempt");
      }
    });

    it("retries a GET that times out, then fails with timeout", async () => {
      box.script([faults.delay(500), faults.delay(500), faults.delay(500)]);
      const err = await failure(getShared({ timeoutMs: 80 }));
      expect(err.toJSON()).toMatchObject({ kind: "timeout", retryable: true, tool: "GetShared" });
      expect(box.requests).toHaveLength(3);
    });

    it.each(WRITES)(
      "gives outcome_unknown for %s (a POST) that times out, after exactly one request",
      async (name, input) => {
        box.script(faults.delay(500));
        const err = await failure(kit({ timeoutMs: 80 }).call(name, input));
        expect(err.toJSON()).toMatchObject({ kind: "outcome_unknown", retryable: false });
        expect(box.requests).toHaveLength(1);
      },
    );

    it("retries a reset connection for GET and then reports network", async () => {
      box.script([faults.reset(), faults.reset(), faults.reset()]);
      const err = await failure(getShared());
      expect(err.toJSON()).toMatchObject({ kind: "network", retryable: true });
      expect(box.requests).toHaveLength(3);
    });

    it.each(WRITES)("gives outcome_unknown for %s (a POST) whose connection is reset", async (name, input) => {
      box.script(faults.reset());
      expect((await failure(kit().call(name, input))).kind).toBe("outcome_unknown");
      expect(box.requests).toHaveLength(1);
    });

    it("turns malformed JSON into an envelope, on success and on error statuses", async () => {
      box.script(faults.malformedJson(200));
      const ok = await failure(getShared());
      expect(ok.toJSON()).toMatchObject({ kind: "upstream", status: 200, retryable: true });
      expect(ok.message).toMatch(/malformed JSON/);
      expect(box.requests).toHaveLength(1); // a 200 is final, even when unreadable

      box.script(faults.malformedJson(404));
      const missing = await failure(getShared());
      expect(missing.toJSON()).toMatchObject({ kind: "not_found", status: 404 });
      expect(missing.message).toMatch(/malformed JSON/);
      expect(box.requests).toHaveLength(2);
    });

    it("turns an HTML error page into an envelope", async () => {
      box.script(faults.html(502));
      const err = await failure(getShared({ retry: false }));
      expect(err.toJSON()).toMatchObject({
        kind: "upstream",
        status: 502,
        retryable: true,
        upstream: { message: "Bad Gateway" },
      });
      expect(err.message).toMatch(/HTML page/);
      expect(box.requests).toHaveLength(1);
      box.script(faults.html(403));
      expect((await failure(getShared())).kind).toBe("forbidden");
      expect(box.requests).toHaveLength(2); // a 403 is not retried

      // With retries on, a GET answered by HTML 502 pages is tried `attempts` times.
      box.script([faults.html(502), faults.html(502), faults.html(502)]);
      expect((await failure(getShared())).status).toBe(502);
      expect(box.requests).toHaveLength(5);
    });

    it("fails with too_large past maxResponseBytes, suggesting the kit's ranged download by its name", async () => {
      box.script([faults.oversized(4096), faults.oversized(4096, "image/png", true)]);
      for (let i = 0; i < 2; i++) {
        const err = await failure(getShared({ maxResponseBytes: 1024 }));
        expect(err.toJSON()).toMatchObject({ kind: "too_large", retryable: false, tool: "GetShared" });
        expect(err.hint).toContain(`call RangedDownload with ${RANGE}`);
        expect(err.hint).toContain("bytes=0-1048575");
      }
      expect(box.requests).toHaveLength(2);
    });

    it("says unauthorized when the double refuses the token, without echoing either token", async () => {
      const err = await failure(
        kit({ accessToken: async () => `${TOKEN}-stale` }).call("DeleteFile", { file_identifier: "1" }),
      );
      expect(err.toJSON()).toMatchObject({ kind: "unauthorized", status: 401, retryable: false });
      expect(JSON.stringify(err.toJSON())).not.toContain("-stale");
    });
  });
});
