import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ToolError, createKit, slackProvider, type SlackOptions } from "@toolgen/runtime";
import { messagingTools } from "./support/messaging-tools.js";
import { rejection as toolError } from "./support/rejection.js";
import { slackFaults, startSlackDouble, type SlackDouble } from "./support/slack-double.js";
import { toolFor } from "../../test/support/spec.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });
const CONVERSATIONS_INFO = toolFor({ slackMethod: "conversations.info" });
const CONVERSATIONS_INVITE = toolFor({ slackMethod: "conversations.invite" });
const USERS_INFO = toolFor({ slackMethod: "users.info" });
const USERS_LIST = toolFor({ slackMethod: "users.list" });

type Obj = Record<string, any>;

const TOKEN = "xoxp-1234-5678-secret-token";
let double: SlackDouble;
const errors: ToolError[] = [];

function kit(extra: Partial<SlackOptions> = {}) {
  const k = createKit(slackProvider, messagingTools, {
    accessToken: TOKEN,
    baseUrl: double.url,
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 20 },
    timeoutMs: 5000,
    ...extra,
  });
  return async (name: string, input: Obj) => (await k.invoke(name, input)) as Obj;
}

/** The call's ToolError, kept for the secrets check at the end. */
async function rejection(p: Promise<unknown>): Promise<ToolError> {
  const err = await toolError(p);
  errors.push(err);
  return err;
}

const messagesIn = (id: string) => double.workspace.messages[id] ?? [];

beforeAll(async () => {
  double = await startSlackDouble({ token: TOKEN });
});
afterAll(() => double.close());
beforeEach(() => double.reset());

describe("ok:false answers", () => {
  it.each([
    ["channel_not_found", "not_found"],
    ["user_not_found", "not_found"],
    ["users_not_found", "not_found"],
    ["thread_not_found", "not_found"],
    ["not_authed", "unauthorized"],
    ["invalid_auth", "unauthorized"],
    ["token_revoked", "unauthorized"],
    ["account_inactive", "unauthorized"],
    ["missing_scope", "forbidden"],
    ["no_permission", "forbidden"],
    ["not_in_channel", "forbidden"],
    ["already_in_channel", "conflict"],
    ["cant_invite_self", "conflict"],
    ["ratelimited", "rate_limited"],
    ["invalid_cursor", "invalid_input"],
    ["fatal_error", "upstream"],
    ["something_new", "upstream"],
  ])("maps %s to %s", async (code, kind) => {
    double.fail("conversations.info", slackFaults.error(code));
    const err = await rejection(kit()(CONVERSATIONS_INFO, { conversation_id: "C0GENERAL" }));
    expect(err.kind).toBe(kind);
    expect(err.upstream?.code).toBe(code);
    expect(err.tool).toBe(CONVERSATIONS_INFO);
    expect(err.hint).toBeTruthy();
    expect(err.retryable).toBe(kind === "rate_limited" || code === "fatal_error");
    expect(err.status).toBeUndefined(); // Slack says ok:false with HTTP 200
    expect(double.calls("conversations.info")).toHaveLength(1); // never retried
  });

  it("carries needed/provided scopes as detail", async () => {
    double.fail(
      "users.list",
      slackFaults.error("missing_scope", { needed: "users:read", provided: "chat:write,channels:read" }),
    );
    const err = await rejection(kit()(USERS_LIST, {}));
    expect(err.toJSON()).toMatchObject({
      kind: "forbidden",
      upstream: { code: "missing_scope", detail: "needed: users:read; provided: chat:write,channels:read" },
    });
  });

  it("answers a wrong token with unauthorized", async () => {
    const err = await rejection(kit({ accessToken: "xoxp-wrong-token" })(AUTH_TEST, {}));
    expect(err).toMatchObject({ kind: "unauthorized", upstream: { code: "invalid_auth" } });
  });

  it("stops a multi-step call at the first failing step", async () => {
    double.fail("users.lookupByEmail", slackFaults.error("missing_scope", { needed: "users:read.email" }));
    const err = await rejection(kit()(CHAT_POSTMESSAGE, { emails: ["bob@acme.example.test"], message: "hi" }));
    expect(err.kind).toBe("forbidden");
    expect(double.calls("chat.postMessage")).toHaveLength(0);
  });

  it("starts no further lookups once one has failed", async () => {
    double.fail("users.lookupByEmail", slackFaults.error("missing_scope", { needed: "users:read.email" }));
    const emails = Array.from({ length: 12 }, (_, i) => `nobody${i}@acme.example.test`);
    const err = await rejection(kit()(USERS_INFO, { emails }));
    expect(err.kind).toBe("forbidden");
    await new Promise((resolve) => setTimeout(resolve, 200)); // time for stray lookups to arrive
    // Four run at a time: the failed one and at most the three beside it.
    expect(double.calls("users.lookupByEmail").length).toBeLessThanOrEqual(4);
  });

  it("turns HTML pages, broken JSON and empty answers of reads into upstream errors", async () => {
    double.fail("conversations.history", slackFaults.html(200), slackFaults.malformed(), { status: 200, body: "" });
    const call = kit();
    const html = await rejection(call(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL" }));
    expect(html).toMatchObject({ kind: "upstream", status: 200 });
    expect(html.message).toContain("HTML page");
    const broken = await rejection(call(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL" }));
    expect(broken.message).toContain("malformed JSON");
    const empty = await rejection(call(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL" }));
    expect(empty.message).toContain("empty body");
    // An HTTP 200 is final: none of the three is retried.
    expect(double.calls("conversations.history")).toHaveLength(3);
  });

  it("maps a 401 or 403 without Slack's JSON (a proxy's page) by its status, and a 404 to upstream", async () => {
    double.fail("users.list", slackFaults.html(401), slackFaults.html(403), slackFaults.html(404));
    const call = kit();
    for (const kind of ["unauthorized", "forbidden", "upstream"]) {
      const err = await rejection(call(USERS_LIST, {}));
      expect(err).toMatchObject({ kind, retryable: false });
      expect(err.message).toContain("HTML page");
    }
    expect(double.calls("users.list")).toHaveLength(3);
  });
});

describe("retries of reads", () => {
  it("retries a 429 after Retry-After and succeeds", async () => {
    double.fail("users.list", slackFaults.rateLimited(0));
    const out = await kit()(USERS_LIST, { limit: 2 });
    expect(out.users).toHaveLength(2);
    expect(double.calls("users.list")).toHaveLength(2);
  });

  it("does not wait past maxDelayMs: a long Retry-After comes back as rate_limited with retryAfterMs", async () => {
    double.fail("users.list", slackFaults.rateLimited(30));
    const err = await rejection(kit()(USERS_LIST, {}));
    expect(err).toMatchObject({ kind: "rate_limited", status: 429, retryable: true, retryAfterMs: 30_000 });
    expect(double.calls("users.list")).toHaveLength(1);
  });

  it("retries 500 and 503 up to the attempt limit", async () => {
    double.fail("conversations.history", slackFaults.status(500), slackFaults.status(503));
    const out = await kit()(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL", limit: 1 });
    expect(out.messages).toHaveLength(1);
    expect(double.calls("conversations.history")).toHaveLength(3);

    double.reset();
    double.fail("conversations.history", slackFaults.status(500), slackFaults.status(500), slackFaults.status(500));
    const err = await rejection(kit()(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL" }));
    expect(err).toMatchObject({ kind: "upstream", status: 500, retryable: true });
    expect(double.calls("conversations.history")).toHaveLength(3);
  });

  it("retries a reset connection of a read", async () => {
    double.fail("auth.test", slackFaults.reset());
    const out = await kit()(AUTH_TEST, {});
    expect(out.user_id).toBe("U0ALICE");
    expect(double.calls("auth.test")).toHaveLength(2);
  });
});

describe("transport faults", () => {
  it("fails with too_large past maxResponseBytes after one request, suggesting a smaller limit", async () => {
    double.fail("users.list", slackFaults.oversized(4096));
    const err = await rejection(kit({ maxResponseBytes: 1024 })(USERS_LIST, {}));
    expect(err).toMatchObject({ kind: "too_large", retryable: false, tool: USERS_LIST });
    expect(err.hint).toContain("smaller limit");
    expect(double.calls("users.list")).toHaveLength(1);
  });

  it("retries a read that gets no answer within timeoutMs, then fails with kind timeout", async () => {
    double.fail("conversations.history", slackFaults.delay(400), slackFaults.delay(400), slackFaults.delay(400));
    const err = await rejection(kit({ timeoutMs: 80 })(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL" }));
    expect(err).toMatchObject({ kind: "timeout", retryable: true });
    expect(double.calls("conversations.history")).toHaveLength(3);
  });

  it("follows a redirect to another host without the token", async () => {
    const other = await startSlackDouble({ token: "xoxp-other-host-token" });
    try {
      double.fail("users.list", slackFaults.redirect(`${other.url}/users.list`));
      const err = await rejection(kit()(USERS_LIST, {}));
      expect(double.calls("users.list")).toHaveLength(1);
      expect(other.requests).toHaveLength(1);
      expect(other.requests[0]!.headers.authorization).toBeUndefined();
      // The other host, given no credentials, answers not_authed.
      expect(err).toMatchObject({ kind: "unauthorized", upstream: { code: "not_authed" } });
    } finally {
      await other.close();
    }
  });

  it("posts a message at most once when Slack's answer is a redirect, even one looping back to itself", async () => {
    const other = await startSlackDouble({ token: double.token });
    try {
      for (const [status, kind] of [
        [307, "upstream"],
        [308, "upstream"],
        [302, "outcome_unknown"],
      ] as const) {
        double.reset();
        other.reset();
        double.fail("chat.postMessage", slackFaults.redirect(`${double.url}/chat.postMessage`, status));
        const looped = await rejection(kit()(CHAT_POSTMESSAGE, { conversation_id: "C0GENERAL", message: "once" }));
        expect(looped).toMatchObject({ kind, status, retryable: false });
        expect(looped.message).toContain(`a redirect to ${double.url}/chat.postMessage`);
        double.fail("chat.postMessage", slackFaults.redirect(`${other.url}/chat.postMessage`, status));
        await rejection(kit()(CHAT_POSTMESSAGE, { conversation_id: "C0GENERAL", message: "once" }));
        expect(double.calls("chat.postMessage")).toHaveLength(2);
        expect(other.requests).toHaveLength(0);
      }
    } finally {
      await other.close();
    }
  });
});

describe("the call's time budget (retry.totalMs)", () => {
  // The clock is faked (Date only; sockets and timers stay real) and each slow answer moves it: the budget is
  // spent by what the double says took time, whatever the machine's load.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("covers every request of a call: a slow channel lookup leaves no time to post, and nothing is posted", async () => {
    // #secret-plans is on the second page of conversations.list: two pages of 400 ms overrun the call's 700 ms.
    double.fail("conversations.list", slackFaults.elapse(400), slackFaults.elapse(400), slackFaults.elapse(400));
    const started = Date.now();
    const err = await rejection(
      kit({ retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 20, totalMs: 700 } })(CHAT_POSTMESSAGE, {
        channel_name: "#secret-plans",
        message: "too late",
      }),
    );
    expect(err.kind).toBe("timeout");
    expect(err.message).toContain("retry.totalMs");
    expect(double.calls("conversations.list")).toHaveLength(2);
    expect(double.calls("chat.postMessage")).toHaveLength(0);
    expect(Date.now() - started).toBe(800);
  });

  it("does not start a write with too little time left to finish it", async () => {
    // The lookup leaves 200 ms of 1 s, less than the 250 a write needs: a post cut to that could time out with an
    // unknown outcome.
    double.fail("conversations.list", slackFaults.elapse(800));
    const err = await rejection(
      kit({ retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 20, totalMs: 1000 } })(CHAT_POSTMESSAGE, {
        channel_name: "general",
        message: "not now",
      }),
    );
    expect(err).toMatchObject({ kind: "timeout", retryable: true });
    expect(err.message).toContain("was not sent");
    expect(double.calls("chat.postMessage")).toHaveLength(0);
  });

  it("with time enough left, the same lookup is followed by the post", async () => {
    double.fail("conversations.list", slackFaults.elapse(500));
    await kit({ retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 20, totalMs: 1000 } })(CHAT_POSTMESSAGE, {
      channel_name: "general",
      message: "in time",
    });
    expect(double.calls("chat.postMessage")).toHaveLength(1);
  });
});

describe("a posted message is never sent twice", () => {
  it("retries a 429 once Retry-After has passed, then posts once", async () => {
    double.fail("chat.postMessage", slackFaults.rateLimited(1));
    const before = messagesIn("C0ENG").length;
    const out = await kit({ retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 1500 } })(CHAT_POSTMESSAGE, {
      conversation_id: "C0ENG",
      message: "after the limit",
    });
    expect(out.ts).toBeTruthy();
    expect(double.calls("chat.postMessage")).toHaveLength(2);
    expect(messagesIn("C0ENG").length).toBe(before + 1);
  });

  it("gives up as rate_limited after the attempts, each a 429", async () => {
    double.fail("chat.postMessage", slackFaults.rateLimited(0), slackFaults.rateLimited(0), slackFaults.rateLimited(0));
    const err = await rejection(kit()(CHAT_POSTMESSAGE, { conversation_id: "C0ENG", message: "x" }));
    expect(err).toMatchObject({ kind: "rate_limited", retryable: true, retryAfterMs: 0 });
    expect(double.calls("chat.postMessage")).toHaveLength(3);
  });

  it.each([500, 503])("reports HTTP %i as outcome_unknown after one request", async (status) => {
    double.fail("chat.postMessage", slackFaults.status(status, true));
    const before = messagesIn("C0ENG").length;
    const err = await rejection(kit()(CHAT_POSTMESSAGE, { conversation_id: "C0ENG", message: `during ${status}` }));
    expect(err).toMatchObject({ kind: "outcome_unknown", status, retryable: false });
    expect(err.hint).toContain(CONVERSATIONS_HISTORY);
    expect(double.calls("chat.postMessage")).toHaveLength(1);
    expect(messagesIn("C0ENG").length).toBe(before + 1);
  });

  it("reports a timeout as outcome_unknown and does not resend", async () => {
    double.fail("chat.postMessage", slackFaults.delay(400));
    const err = await rejection(
      kit({ timeoutMs: 100 })(CHAT_POSTMESSAGE, { conversation_id: "C0ENG", message: "slow" }),
    );
    expect(err.kind).toBe("outcome_unknown");
    expect(double.calls("chat.postMessage")).toHaveLength(1);
  });

  it("reports a reset connection as outcome_unknown and does not resend", async () => {
    double.fail("chat.postMessage", { reset: true, apply: true });
    const err = await rejection(kit()(CHAT_POSTMESSAGE, { conversation_id: "C0ENG", message: "cut" }));
    expect(err.kind).toBe("outcome_unknown");
    expect(double.calls("chat.postMessage")).toHaveLength(1);
  });

  it("reports an unreadable 200 as outcome_unknown", async () => {
    double.fail("chat.postMessage", slackFaults.html(200));
    const err = await rejection(kit()(CHAT_POSTMESSAGE, { conversation_id: "C0ENG", message: "html" }));
    expect(err.kind).toBe("outcome_unknown");
    expect(double.calls("chat.postMessage")).toHaveLength(1);
  });

  it("retries conversations.open like a read (it returns the existing conversation when repeated)", async () => {
    double.fail("conversations.open", slackFaults.status(502));
    const out = await kit()(CHAT_POSTMESSAGE, { user_ids: ["U0BOB"], message: "after a 502" });
    expect(out.conversation_id).toBe("D0BOB");
    expect(double.calls("conversations.open")).toHaveLength(2);
    expect(double.calls("chat.postMessage")).toHaveLength(1);
  });

  it("does not resend an invitation after a 500", async () => {
    double.fail("conversations.invite", slackFaults.status(500, true));
    const err = await rejection(kit()(CONVERSATIONS_INVITE, { channel_id: "C0ENG", user_ids: ["U0CAROL"] }));
    expect(err.kind).toBe("outcome_unknown");
    expect(double.calls("conversations.invite")).toHaveLength(1);
  });
});

describe("secrets", () => {
  it("keep the token out of errors, even when Slack echoes it", async () => {
    double.fail("users.list", { error: `invalid_auth ${TOKEN}`, needed: TOKEN, provided: `chat:write,${TOKEN}` });
    await rejection(kit()(USERS_LIST, {}));
    double.fail("conversations.history", { status: 400, contentType: "text/plain", body: `bad token ${TOKEN}` });
    await rejection(kit()(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL" }));
    // An async token provider: the runtime never learns the token except per request.
    double.fail("chat.postMessage", slackFaults.status(500, true));
    await rejection(
      kit({ accessToken: async () => TOKEN })(CHAT_POSTMESSAGE, { conversation_id: "C0ENG", message: "x" }),
    );
    await rejection(
      kit({ accessToken: async () => TOKEN, timeoutMs: 50 })(CONVERSATIONS_HISTORY, { conversation_id: "C0NOPE" }),
    );
    expect(errors.length).toBeGreaterThan(20);
    for (const err of errors) {
      const text = [
        err.message,
        String(err.stack),
        JSON.stringify(err.toJSON()),
        JSON.stringify(err.cause ?? null),
      ].join("\n");
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain("secret-token");
    }
  });
});
