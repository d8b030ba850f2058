// The Messaging sandbox through kit.invoke (tools are picked by binding, so their names are not typed): messages are
// stored, threads and broadcasts, DMs found or created, invitations, e-mail lookups, time windows, cursors, and rate
// limiting when configured.
import { createToolkit, ToolError } from "@toolgen/messaging";
import { startSandbox, type Sandbox } from "@toolgen/messaging/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toolFor } from "./support/spec.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });
const CONVERSATIONS_INVITE = toolFor({ slackMethod: "conversations.invite" });
const CONVERSATIONS_LIST = toolFor({ slackMethod: "conversations.list" });
const CONVERSATIONS_REPLIES = toolFor({ slackMethod: "conversations.replies" });
const USERS_INFO = toolFor({ slackMethod: "users.info" });
const USERS_LIST = toolFor({ slackMethod: "users.list" });

let sandbox: Sandbox;
let kit: ReturnType<typeof createToolkit>;
const TOKEN = "xoxp-sandbox";

beforeAll(async () => {
  sandbox = await startSandbox();
  kit = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

async function failure(call: Promise<unknown>): Promise<ToolError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

type Message = { ts: string; text: string; thread_ts?: string; user?: string };
type Messages = { messages: Message[]; next_cursor: string };

describe("Messaging sandbox", () => {
  it("serves Slack's methods under url = origin + /api, with ok/error bodies", async () => {
    expect(sandbox.url).toBe(`${sandbox.origin}/api`);
    const anonymous = await fetch(`${sandbox.url}/auth.test`, { method: "POST" });
    expect(await anonymous.json()).toEqual({ ok: false, error: "not_authed" });
    const unknown = await fetch(`${sandbox.url}/no.such.method`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await unknown.json()).toEqual({ ok: false, error: "unknown_method" });
  });

  it("accepts any token but the revoked one", async () => {
    expect(await kit.invoke(AUTH_TEST, {})).toMatchObject({ user_id: "U0001ALICE", team_id: "T0SANDBOX" });
    const revoked = createToolkit({ baseUrl: sandbox.url, accessToken: "revoked-token" });
    expect((await failure(revoked.invoke(AUTH_TEST, {}))).kind).toBe("unauthorized");
  });

  it("stores a posted message; it is the newest in the history", async () => {
    const sent = (await kit.invoke(CHAT_POSTMESSAGE, { channel_name: "#random", message: "fresh news" })) as {
      ts: string;
    };
    const history = (await kit.invoke(CONVERSATIONS_HISTORY, { channel_name: "random", limit: 3 })) as Messages;
    expect(history.messages[0]).toMatchObject({ ts: sent.ts, text: "fresh news", user: "U0001ALICE" });
  });

  it("threads a reply under its parent; reply_broadcast also shows it in the channel", async () => {
    const parent = (await kit.invoke(CHAT_POSTMESSAGE, { conversation_id: "C02RANDOM", message: "parent" })) as {
      ts: string;
    };
    await kit.invoke(CHAT_POSTMESSAGE, { conversation_id: "C02RANDOM", message: "quiet reply", thread_ts: parent.ts });
    await kit.invoke(CHAT_POSTMESSAGE, {
      conversation_id: "C02RANDOM",
      message: "loud reply",
      thread_ts: parent.ts,
      reply_broadcast: true,
    });
    const thread = (await kit.invoke(CONVERSATIONS_REPLIES, {
      conversation_id: "C02RANDOM",
      thread_ts: parent.ts,
    })) as Messages;
    expect(thread.messages.map((m) => m.text)).toEqual(["parent", "quiet reply", "loud reply"]);
    const history = (await kit.invoke(CONVERSATIONS_HISTORY, { conversation_id: "C02RANDOM", limit: 5 })) as Messages;
    const texts = history.messages.map((m) => m.text);
    expect(texts).toContain("loud reply");
    expect(texts).not.toContain("quiet reply");
    expect(history.messages.find((m) => m.text === "parent")).toMatchObject({ reply_count: 2 });
  });

  it("threads a reply to a reply under the parent; a ts naming no message leaves the reply outside the history", async () => {
    const parent = (await kit.invoke(CHAT_POSTMESSAGE, { conversation_id: "C02RANDOM", message: "parent" })) as {
      ts: string;
    };
    const reply = (await kit.invoke(CHAT_POSTMESSAGE, {
      conversation_id: "C02RANDOM",
      message: "first",
      thread_ts: parent.ts,
    })) as { ts: string };
    await kit.invoke(CHAT_POSTMESSAGE, { conversation_id: "C02RANDOM", message: "second", thread_ts: reply.ts });
    const thread = (await kit.invoke(CONVERSATIONS_REPLIES, {
      conversation_id: "C02RANDOM",
      thread_ts: parent.ts,
    })) as Messages;
    expect(thread.messages.map((m) => m.text)).toEqual(["parent", "first", "second"]);
    await kit.invoke(CHAT_POSTMESSAGE, { conversation_id: "C02RANDOM", message: "orphan", thread_ts: "1.000001" });
    const history = (await kit.invoke(CONVERSATIONS_HISTORY, { conversation_id: "C02RANDOM", limit: 5 })) as Messages;
    expect(history.messages.map((m) => m.text)).not.toContain("orphan");
  });

  it("finds an existing DM or group DM, and creates one that does not exist yet", async () => {
    const dm = (await kit.invoke(CHAT_POSTMESSAGE, { user_ids: ["U0002BRUNO"], message: "hi Bruno" })) as {
      conversation_id: string;
    };
    expect(dm.conversation_id).toBe("D08BRUNODM");
    const group = (await kit.invoke(CHAT_POSTMESSAGE, { usernames: ["bruno", "chioma"], message: "hi both" })) as {
      conversation_id: string;
    };
    expect(group.conversation_id).toBe("G10GROUPDM");
    const created = (await kit.invoke(CHAT_POSTMESSAGE, {
      emails: ["emma@sandbox-co.example", "farid@sandbox-co.example"],
      message: "new group",
    })) as {
      conversation_id: string;
    };
    expect(created.conversation_id).not.toBe("G10GROUPDM");
    const again = (await kit.invoke(CHAT_POSTMESSAGE, {
      user_ids: ["U0005EMMA", "U0006FARID"],
      message: "same group",
    })) as {
      conversation_id: string;
    };
    expect(again.conversation_id).toBe(created.conversation_id);
    const listed = (await kit.invoke(CONVERSATIONS_LIST, { conversation_types: ["multi_person_direct_message"] })) as {
      conversations: { id: string }[];
    };
    expect(listed.conversations.map((c) => c.id)).toContain(created.conversation_id);
  });

  it("invites users to a channel once; a second invitation is a conflict", async () => {
    const invited = await kit.invoke(CONVERSATIONS_INVITE, {
      channel_name: "engineering",
      emails: ["emma@sandbox-co.example"],
    });
    expect(invited).toMatchObject({ invited_user_ids: ["U0005EMMA"] });
    // Read from Slack's own method: the tool over it is one a maintainer may remove.
    const members = await fetch(`${sandbox.url}/conversations.members?channel=C03ENGINEERING`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(((await members.json()) as { members: string[] }).members).toContain("U0005EMMA");
    expect(
      (await failure(kit.invoke(CONVERSATIONS_INVITE, { channel_id: "C03ENGINEERING", user_ids: ["U0005EMMA"] }))).kind,
    ).toBe("conflict");
  });

  it("looks users up by e-mail and reports the ones it cannot find", async () => {
    const found = (await kit.invoke(USERS_INFO, {
      emails: ["grace@sandbox-co.example", "nobody@sandbox-co.example"],
    })) as {
      users: { id: string }[];
      not_found: { param: string; value: string }[];
    };
    expect(found.users.map((u) => u.id)).toEqual(["U0007GRACE"]);
    expect(found.not_found).toEqual([{ param: "emails", value: "nobody@sandbox-co.example" }]);
  });

  it("windows history by oldest/latest: the seed spans five days before the start", async () => {
    const all = (await kit.invoke(CONVERSATIONS_HISTORY, { conversation_id: "C01GENERAL", limit: 100 })) as Messages;
    const lastDay = (await kit.invoke(CONVERSATIONS_HISTORY, {
      conversation_id: "C01GENERAL",
      oldest_relative: "01:00:00",
      limit: 100,
    })) as Messages;
    const dayAgo = Date.now() / 1000 - 86_400;
    expect(lastDay.messages.length).toBeGreaterThan(0);
    expect(lastDay.messages.length).toBeLessThan(all.messages.length);
    expect(lastDay.messages.every((m) => Number(m.ts) >= dayAgo - 5)).toBe(true);
    expect(all.messages.filter((m) => Number(m.ts) >= dayAgo + 5).length).toBeLessThanOrEqual(lastDay.messages.length);
    const older = (await kit.invoke(CONVERSATIONS_HISTORY, {
      conversation_id: "C01GENERAL",
      latest_relative: "03:00:00",
      limit: 100,
    })) as Messages;
    expect(older.messages.every((m) => Number(m.ts) >= Date.now() / 1000 - 3 * 86_400 - 5)).toBe(true);
  });

  it("pages with cursors that resume exactly after the last item", async () => {
    const first = (await kit.invoke(CONVERSATIONS_HISTORY, { conversation_id: "C01GENERAL", limit: 3 })) as Messages;
    expect(first.next_cursor).not.toBe("");
    const second = (await kit.invoke(CONVERSATIONS_HISTORY, {
      conversation_id: "C01GENERAL",
      limit: 3,
      next_cursor: first.next_cursor,
    })) as Messages;
    const both = (await kit.invoke(CONVERSATIONS_HISTORY, { conversation_id: "C01GENERAL", limit: 6 })) as Messages;
    expect([...first.messages, ...second.messages].map((m) => m.ts)).toEqual(both.messages.map((m) => m.ts));
  });

  it("answers 429 with Retry-After when a rate limit is configured", async () => {
    const limited = await startSandbox({ rateLimit: { perMinute: 2 } });
    try {
      const strict = createToolkit({ baseUrl: limited.url, accessToken: TOKEN, retry: false });
      await strict.invoke(USERS_LIST, { limit: 1 });
      await strict.invoke(USERS_LIST, { limit: 1 });
      const error = await failure(strict.invoke(USERS_LIST, { limit: 1 }));
      expect(error.kind).toBe("rate_limited");
      expect(error.retryAfterMs).toBeGreaterThan(0);
      const raw = await fetch(`${limited.url}/users.list`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("gives the same workspace for the same seed and anchor", async () => {
    const now = Date.UTC(2026, 0, 1);
    const [a, b, c] = await Promise.all([
      startSandbox({ seed: 3, now }),
      startSandbox({ seed: 3, now }),
      startSandbox({ seed: 4, now }),
    ]);
    try {
      const read = (s: Sandbox) =>
        createToolkit({ baseUrl: s.url, accessToken: TOKEN }).invoke(CONVERSATIONS_HISTORY, {
          conversation_id: "C01GENERAL",
          limit: 100,
        });
      const [ra, rb, rc] = await Promise.all([read(a), read(b), read(c)]);
      expect(ra).toEqual(rb);
      expect(ra).not.toEqual(rc);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });
});
