import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createKit, slackProvider, type JsonValue, type SlackOptions } from "@toolgen/runtime";
import { messagingTools, unvalidatedTools } from "./support/messaging-tools.js";
import { rejection } from "./support/rejection.js";
import { demoWorkspace, startSlackDouble, type SlackDouble } from "./support/slack-double.js";
import { toolFor, toolIfAny } from "../../test/support/spec.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });
const CONVERSATIONS_INFO = toolFor({ slackMethod: "conversations.info" });
const CONVERSATIONS_INVITE = toolFor({ slackMethod: "conversations.invite" });
const CONVERSATIONS_LIST = toolFor({ slackMethod: "conversations.list" });
// A maintainer may remove this tool with its document row: its tests are then skipped.
const CONVERSATIONS_MEMBERS = toolIfAny({ slackMethod: "conversations.members" });
const CONVERSATIONS_REPLIES = toolFor({ slackMethod: "conversations.replies" });
const USERS_INFO = toolFor({ slackMethod: "users.info" });
const USERS_LIST = toolFor({ slackMethod: "users.list" });

type Obj = Record<string, any>;

let double: SlackDouble;
let call: (name: string, input: Obj) => Promise<Obj>;
// The same tools without the generated validation: the handlers' own checks must refuse what it would.
let unchecked: (name: string, input: Obj) => Promise<Obj>;

const EPOCH_2024 = Date.UTC(2024, 0, 1) / 1000;
const generalTs = (hour: number) => `${EPOCH_2024 + hour * 3600}.000100`;

function kitFor(d: SlackDouble, extra: Partial<SlackOptions> = {}, tools = messagingTools) {
  const kit = createKit(slackProvider, tools, {
    accessToken: d.token,
    baseUrl: d.url,
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 20 },
    timeoutMs: 5000,
    ...extra,
  });
  return async (name: string, input: Obj) => (await kit.invoke(name, input)) as Obj;
}

const apis = () => double.requests.map((r) => r.api);

beforeAll(async () => {
  double = await startSlackDouble();
  call = kitFor(double);
  unchecked = kitFor(double, {}, unvalidatedTools);
});
afterAll(() => double.close());
beforeEach(() => double.reset());

describe("requests", () => {
  it("sends reads as GET with query parameters and the bearer token", async () => {
    await call(CONVERSATIONS_INFO, { conversation_id: "C0GENERAL" });
    const [req] = double.requests;
    expect(req).toMatchObject({
      httpMethod: "GET",
      api: "conversations.info",
      params: { channel: "C0GENERAL", include_num_members: "true" },
    });
    expect(req!.headers.authorization).toBe(`Bearer ${double.token}`);
  });

  it("sends writes as POST with a form body", async () => {
    await call(CHAT_POSTMESSAGE, { conversation_id: "C0ENG", message: "hello & welcome" });
    const [req] = double.calls("chat.postMessage");
    expect(req).toMatchObject({ httpMethod: "POST", params: { channel: "C0ENG", text: "hello & welcome" } });
    expect(req!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });
});

describe("conversation selector", () => {
  it("takes conversation_id as given", async () => {
    const out = await call(CONVERSATIONS_INFO, { conversation_id: "C0GENERAL" });
    expect(apis()).toEqual(["conversations.info"]);
    expect(out).toMatchObject({ conversation_id: "C0GENERAL", conversation: { name: "general", num_members: 6 } });
    expect(out.conversation.messages).toBeUndefined();
  });

  it("resolves channel_name with or without '#', case-insensitively, across conversations.list pages", async () => {
    const out = await call(CONVERSATIONS_INFO, { channel_name: "#SECRET-plans" });
    expect(out.conversation_id).toBe("G0SECRET");
    const lists = double.calls("conversations.list");
    expect(lists).toHaveLength(2); // the double pages by 3: general, random, Eng-Team | secret-plans
    expect(lists[0]!.params).toMatchObject({ types: "public_channel,private_channel" });
    // An archived channel keeps its name: the lookup does not leave it out.
    expect(lists[0]!.params.exclude_archived).toBeUndefined();
    expect(lists[0]!.params.cursor).toBeUndefined();
    expect(lists[1]!.params.cursor).toBeTruthy();
    expect(apis().at(-1)).toBe("conversations.info");

    double.reset();
    expect((await call(CONVERSATIONS_HISTORY, { channel_name: "eng-team", limit: 1 })).conversation_id).toBe("C0ENG");
  });

  it("finds an archived channel by its name", async () => {
    const out = await call(CONVERSATIONS_INFO, { channel_name: "old-news" });
    expect(out.conversation_id).toBe("C0OLD");
  });

  it("reports an unknown or invisible channel name as not_found", async () => {
    for (const name of ["nope", "hidden"]) {
      const err = await rejection(call(CONVERSATIONS_HISTORY, { channel_name: name }));
      expect(err.kind).toBe("not_found");
      expect(err.hint).toContain("conversation_id");
    }
    expect(double.calls("conversations.history")).toHaveLength(0);
  });

  it("finds the existing IM with one other user (user_ids) without opening one", async () => {
    const out = await call(CONVERSATIONS_INFO, { user_ids: ["U0BOB"] });
    expect(apis()).toEqual(["auth.test", "conversations.list", "conversations.info"]);
    expect(double.calls("conversations.list")[0]!.params.types).toBe("im");
    expect(out).toMatchObject({ conversation_id: "D0BOB", conversation: { is_im: true, user: "U0BOB" } });
  });

  it("finds the existing MPIM for several users given by email, by its exact members", async () => {
    const out = await call(CONVERSATIONS_INFO, { emails: ["bob@acme.example.test", "CAROL@acme.example.test"] });
    expect(
      double
        .calls("users.lookupByEmail")
        .map((r) => r.params.email)
        .sort(),
    ).toEqual(["CAROL@acme.example.test", "bob@acme.example.test"]);
    expect(double.calls("conversations.list")[0]!.params.types).toBe("mpim");
    expect(double.calls("conversations.members").map((r) => r.params.channel)).toEqual(["G0MPIM"]);
    expect(out.conversation_id).toBe("G0MPIM");
  });

  it("mixes user_ids, usernames ('@' optional, any case) and emails, and drops the caller and repeats", async () => {
    const out = await call(CONVERSATIONS_HISTORY, {
      user_ids: ["U0BOB", "U0ALICE"],
      usernames: ["@Carol", "bob"],
      emails: ["alice@acme.example.test"],
      limit: 5,
    });
    expect(double.calls("users.list").length).toBeGreaterThanOrEqual(1);
    expect(out.conversation_id).toBe("G0MPIM");
    expect(out.messages.map((m: Obj) => m.text)).toEqual(["group hello"]);
  });

  it("never creates a conversation to read: none between these users is not_found, and nothing is opened", async () => {
    const before = double.workspace.channels.length;
    for (const [name, input] of [
      [CONVERSATIONS_INFO, { user_ids: ["U0DAVE"] }],
      [CONVERSATIONS_HISTORY, { usernames: ["bob", "dave"] }],
      [CONVERSATIONS_REPLIES, { emails: ["carol@acme.example.test"], thread_ts: "1704067200.000100" }],
      [CONVERSATIONS_INFO, { usernames: ["alice"] }], // the caller's own DM, never opened yet
    ] as const) {
      const err = await rejection(call(name, input));
      expect(err.kind).toBe("not_found");
      expect(err.message).toContain("reading does not open one");
      expect(err.hint).toContain(CHAT_POSTMESSAGE);
    }
    expect(double.calls("conversations.open")).toHaveLength(0);
    expect(double.workspace.channels).toHaveLength(before);
    // Every Slack method a read called is one its manifest entry declares.
    const declared = new Set(
      [CONVERSATIONS_INFO, CONVERSATIONS_HISTORY, CONVERSATIONS_REPLIES].flatMap(
        (name) => (messagingTools[name]!.definition.operation as { methods: string[] }).methods,
      ),
    );
    expect(apis().filter((api) => !declared.has(api))).toEqual([]);
    // Only the posting tool opens one (the caller's own DM here), and a read finds it afterwards.
    await call(CHAT_POSTMESSAGE, { usernames: ["alice"], message: "note to self" });
    expect(double.calls("conversations.open")[0]!.params.users).toBe("U0ALICE");
    const own = await call(CONVERSATIONS_INFO, { usernames: ["alice"] });
    expect(own.conversation).toMatchObject({ is_im: true });
    expect(double.calls("conversations.open")).toHaveLength(1);
  });

  it("pages users.list to find usernames, stopping once all are found", async () => {
    await call(USERS_INFO, { usernames: ["erin"] }); // 5th user: second page of 3
    expect(double.calls("users.list")).toHaveLength(2);
  });

  it("refuses unknown users as not_found before opening anything", async () => {
    const err = await rejection(
      call(CHAT_POSTMESSAGE, { usernames: ["nobody"], emails: ["ghost@acme.example.test"], message: "hi" }),
    );
    expect(err.kind).toBe("not_found");
    expect(err.message).toContain('usernames "nobody"');
    expect(err.message).toContain('emails "ghost@acme.example.test"');
    expect(double.calls("conversations.open")).toHaveLength(0);
    expect(double.calls("chat.postMessage")).toHaveLength(0);
  });

  it("refuses no selector or two selectors without a request (defence behind createKit's rule)", async () => {
    for (const input of [
      {},
      { conversation_id: "C0GENERAL", channel_name: "general" },
      { channel_name: "general", user_ids: ["U0BOB"] },
    ]) {
      for (const c of [call, unchecked]) {
        const err = await rejection(c(CONVERSATIONS_HISTORY, input));
        expect(err.kind).toBe("invalid_input");
        expect(err.issues?.[0]?.rule).toBe("conversation_selector");
      }
    }
    expect(double.requests).toHaveLength(0);
  });
});

describe(CONVERSATIONS_HISTORY, () => {
  it("fills the default limit (20) across pages and reports the end with an empty next_cursor", async () => {
    const out = await call(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL" });
    expect(out.messages.map((m: Obj) => m.ts)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(generalTs));
    expect(out.next_cursor).toBe("");
    const limits = double.calls("conversations.history").map((r) => r.params.limit);
    expect(limits).toEqual(["20", "17", "14", "11"]);
  });

  it("stops at the limit, returns next_cursor, and resumes from it", async () => {
    const first = await call(CONVERSATIONS_HISTORY, { conversation_id: "C0GENERAL", limit: 4 });
    expect(first.messages.map((m: Obj) => m.ts)).toEqual([9, 8, 7, 6].map(generalTs));
    expect(first.next_cursor).not.toBe("");
    const second = await call(CONVERSATIONS_HISTORY, {
      conversation_id: "C0GENERAL",
      limit: 4,
      next_cursor: first.next_cursor,
    });
    expect(second.messages.map((m: Obj) => m.ts)).toEqual([5, 4, 3, 2].map(generalTs));
    const third = await call(CONVERSATIONS_HISTORY, {
      conversation_id: "C0GENERAL",
      limit: 4,
      next_cursor: second.next_cursor,
    });
    expect(third.messages.map((m: Obj) => m.ts)).toEqual([1, 0].map(generalTs));
    expect(third.next_cursor).toBe("");
  });

  it("sends an absolute window as inclusive epoch bounds (UTC)", async () => {
    const out = await call(CONVERSATIONS_HISTORY, {
      conversation_id: "C0GENERAL",
      oldest_datetime: "2024-01-01 03:00:00",
      latest_datetime: "2024-01-01 05:00:00",
    });
    expect(double.calls("conversations.history")[0]!.params).toMatchObject({
      oldest: `${EPOCH_2024 + 3 * 3600}.000000`,
      latest: `${EPOCH_2024 + 5 * 3600}.999999`,
      inclusive: "true",
    });
    expect(out.messages.map((m: Obj) => m.ts)).toEqual([5, 4, 3].map(generalTs));
  });

  it("runs a lone absolute latest bound from the start", async () => {
    const out = await call(CONVERSATIONS_HISTORY, {
      conversation_id: "C0GENERAL",
      latest_datetime: "2024-01-01 01:00:00",
    });
    expect(double.calls("conversations.history")[0]!.params.oldest).toBeUndefined();
    expect(out.messages.map((m: Obj) => m.ts)).toEqual([1, 0].map(generalTs));
  });

  it("runs a lone oldest bound to now", async () => {
    const out = await call(CONVERSATIONS_HISTORY, { user_ids: ["U0BOB"], oldest_relative: "00:03:00" });
    expect(out.messages.map((m: Obj) => m.text)).toEqual(["dm 30 minutes ago", "dm 120 minutes ago"]);
    const params = double.calls("conversations.history")[0]!.params;
    const now = Date.now() / 1000;
    expect(Math.abs(Number(params.latest) - now)).toBeLessThan(60);
    expect(Math.abs(Number(params.oldest) - (now - 3 * 3600))).toBeLessThan(60);
  });

  it("runs a lone relative latest bound from now back to that offset", async () => {
    const out = await call(CONVERSATIONS_HISTORY, { user_ids: ["U0BOB"], latest_relative: "00:01:00" });
    expect(out.messages.map((m: Obj) => m.text)).toEqual(["dm 30 minutes ago"]);
    const params = double.calls("conversations.history")[0]!.params;
    expect(Number(params.latest) - Number(params.oldest)).toBeCloseTo(3600, 3);
  });

  it("treats relative bounds together as a window in the past", async () => {
    const out = await call(CONVERSATIONS_HISTORY, {
      user_ids: ["U0BOB"],
      oldest_relative: "03:00:00",
      latest_relative: "01:00:00",
    });
    expect(out.messages.map((m: Obj) => m.text)).toEqual(["dm 1560 minutes ago", "dm 3000 minutes ago"]);
  });

  it("refuses bad windows before any request", async () => {
    const bad = [
      { oldest_datetime: "2024-01-01 00:00:00", oldest_relative: "01:00:00" },
      { latest_datetime: "2024-01-01 00:00:00", latest_relative: "01:00:00" },
      { oldest_datetime: "2024-13-01 00:00:00" },
      { latest_relative: "00:25:00" },
      { oldest_datetime: "2024-01-02 00:00:00", latest_datetime: "2024-01-01 00:00:00" },
    ];
    for (const input of bad) {
      for (const c of [call, unchecked]) {
        const err = await rejection(c(CONVERSATIONS_HISTORY, { channel_name: "general", ...input }));
        expect(err.kind).toBe("invalid_input");
        expect(err.hint).toBeTruthy();
      }
    }
    expect(double.requests).toHaveLength(0);
  });
});

describe(CONVERSATIONS_REPLIES, () => {
  const parent = generalTs(2);

  it("returns the parent and every reply across pages", async () => {
    const out = await call(CONVERSATIONS_REPLIES, { conversation_id: "C0GENERAL", thread_ts: parent });
    expect(out.thread_ts).toBe(parent);
    expect(out.messages.map((m: Obj) => m.text)).toEqual([
      "general message 2",
      "reply 1",
      "reply 2",
      "reply 3",
      "reply 4",
    ]);
    expect(out.next_cursor).toBe("");
    expect(double.calls("conversations.replies")[0]!.params).toMatchObject({ channel: "C0GENERAL", ts: parent });
    expect(double.calls("conversations.replies")).toHaveLength(2);
  });

  it("applies the time window and the limit", async () => {
    const out = await call(CONVERSATIONS_REPLIES, {
      channel_name: "general",
      thread_ts: parent,
      latest_datetime: "2024-01-01 02:20:00",
      limit: 2,
    });
    expect(out.messages.map((m: Obj) => m.text)).toEqual(["general message 2", "reply 1"]);
    const rest = await call(CONVERSATIONS_REPLIES, {
      channel_name: "general",
      thread_ts: parent,
      latest_datetime: "2024-01-01 02:20:00",
      next_cursor: out.next_cursor,
    });
    expect(rest.messages.map((m: Obj) => m.text)).toEqual(["reply 2"]);
  });

  it("refuses a malformed thread_ts and reports an unknown one as not_found", async () => {
    for (const c of [call, unchecked]) {
      const bad = await rejection(c(CONVERSATIONS_REPLIES, { conversation_id: "C0GENERAL", thread_ts: "yesterday" }));
      expect(bad.kind).toBe("invalid_input");
    }
    expect(double.requests).toHaveLength(0);
    const missing = await rejection(
      call(CONVERSATIONS_REPLIES, { conversation_id: "C0GENERAL", thread_ts: "1.000001" }),
    );
    expect(missing).toMatchObject({ kind: "not_found", upstream: { code: "thread_not_found" } });
  });
});

describe.skipIf(!CONVERSATIONS_MEMBERS)(CONVERSATIONS_MEMBERS ?? "no tool over conversations.members", () => {
  const MEMBERS = CONVERSATIONS_MEMBERS!;
  it("lists member records by conversation_id, across member pages", async () => {
    const out = await call(MEMBERS, { conversation_id: "C0GENERAL" });
    expect(out.users.map((u: Obj) => u.name)).toEqual(["alice", "bob", "carol", "dave", "erin", "deploybot"]);
    expect(out.next_cursor).toBe("");
    expect(double.calls("conversations.members")).toHaveLength(2);
    expect(double.calls("users.info")).toHaveLength(6);
  });

  it("resolves channel_name and pages with limit and next_cursor", async () => {
    const first = await call(MEMBERS, { channel_name: "general", limit: 4 });
    expect(first.conversation_id).toBe("C0GENERAL");
    expect(first.users).toHaveLength(4);
    const rest = await call(MEMBERS, { conversation_id: "C0GENERAL", next_cursor: first.next_cursor });
    expect(rest.users.map((u: Obj) => u.id)).toEqual(["U0ERIN", "U0BOT"]);
  });

  it("hydrates many members through users.list instead of one lookup each", async () => {
    const workspace = demoWorkspace();
    for (let i = 0; i < 30; i++) {
      workspace.users.push({ id: `U1${String(i).padStart(3, "0")}`, team_id: "T0TEAM", name: `user${i}`, profile: {} });
      workspace.channels[0]!.members.push(`U1${String(i).padStart(3, "0")}`);
    }
    const big = await startSlackDouble({ workspace, pageSize: 50 });
    try {
      const out = await kitFor(big)(MEMBERS, { conversation_id: "C0GENERAL" });
      expect(out.users).toHaveLength(36);
      expect(out.users.every((u: Obj) => typeof u.name === "string")).toBe(true);
      expect(big.calls("users.info")).toHaveLength(0);
      expect(big.calls("users.list").length).toBeGreaterThan(0);
    } finally {
      await big.close();
    }
  });
});

describe(USERS_INFO, () => {
  it("resolves ids, usernames and emails in one call and lists the ones not found", async () => {
    const out = await call(USERS_INFO, {
      user_ids: ["U0BOB", "U0NOPE"],
      usernames: ["Dave", "ghost"],
      emails: ["erin@acme.example.test", "nobody@acme.example.test"],
    });
    expect(out.users.map((u: Obj) => u.id)).toEqual(["U0BOB", "U0DAVE", "U0ERIN"]);
    expect(out.users[0].profile.email).toBe("bob@acme.example.test");
    expect(out.not_found).toEqual([
      { param: "user_ids", value: "U0NOPE" },
      { param: "usernames", value: "ghost" },
      { param: "emails", value: "nobody@acme.example.test" },
    ]);
  });
});

describe(CONVERSATIONS_INVITE, () => {
  let d: SlackDouble;
  let invite: (input: Obj) => Promise<Obj>;
  let inviteUnchecked: (input: Obj) => Promise<Obj>;
  beforeAll(async () => {
    d = await startSlackDouble();
    const c = kitFor(d);
    const u = kitFor(d, {}, unvalidatedTools);
    invite = (input) => c(CONVERSATIONS_INVITE, input);
    inviteUnchecked = (input) => u(CONVERSATIONS_INVITE, input);
  });
  afterAll(() => d.close());
  beforeEach(() => d.reset());

  it("resolves the channel name and users, then invites them in one POST", async () => {
    const out = await invite({ channel_name: "#eng-team", usernames: ["carol"], emails: ["erin@acme.example.test"] });
    const [req] = d.calls("conversations.invite");
    expect(req).toMatchObject({ httpMethod: "POST", params: { channel: "C0ENG", users: "U0CAROL,U0ERIN" } });
    expect(out).toMatchObject({ conversation_id: "C0ENG", invited_user_ids: ["U0CAROL", "U0ERIN"] });
    expect(d.workspace.channels.find((c) => c.id === "C0ENG")!.members).toContain("U0ERIN");
  });

  it("invites to an MPIM by channel_id", async () => {
    const out = await invite({ channel_id: "G0MPIM", user_ids: ["U0DAVE"] });
    expect(out.invited_user_ids).toEqual(["U0DAVE"]);
  });

  it("maps already_in_channel to conflict", async () => {
    const err = await rejection(invite({ channel_id: "C0GENERAL", user_ids: ["U0BOB"] }));
    expect(err).toMatchObject({ kind: "conflict", upstream: { code: "already_in_channel" }, retryable: false });
    expect(d.calls("conversations.invite")).toHaveLength(1);
  });

  it("refuses more than 100 users in total before any request", async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `U9${i}`);
    const emails = Array.from({ length: 41 }, (_, i) => `x${i}@acme.example.test`);
    const err = await rejection(invite({ channel_id: "C0ENG", user_ids: ids, emails }));
    expect(err.kind).toBe("invalid_input");
    expect(err.message).toContain("At most 100");
    const own = await rejection(inviteUnchecked({ channel_id: "C0ENG", user_ids: ids, emails }));
    expect(own.kind).toBe("invalid_input");
    expect(own.message).toContain("101");
    expect(d.requests).toHaveLength(0);
  });

  it("invites nobody when one user is unknown", async () => {
    const err = await rejection(
      invite({ channel_id: "C0ENG", user_ids: ["U0BOB"], emails: ["ghost@acme.example.test"] }),
    );
    expect(err.kind).toBe("not_found");
    expect(d.calls("conversations.invite")).toHaveLength(0);
  });
});

describe(CONVERSATIONS_LIST, () => {
  // A fresh workspace: other tests open new IMs through conversations.open.
  let d: SlackDouble;
  let list: (input: Obj) => Promise<Obj>;
  beforeAll(async () => {
    d = await startSlackDouble();
    const c = kitFor(d);
    list = (input) => c(CONVERSATIONS_LIST, input);
  });
  afterAll(() => d.close());
  beforeEach(() => d.reset());

  it("lists every conversation the caller is a member of, archived ones too, with the document's types mapped to Slack's", async () => {
    const out = await list({});
    expect(out.conversations.map((c: Obj) => c.id)).toEqual([
      "C0GENERAL",
      "C0ENG",
      "G0SECRET",
      "C0OLD",
      "D0BOB",
      "G0MPIM",
    ]);
    expect(out.next_cursor).toBe("");
    const params = d.calls("conversations.list")[0]!.params;
    expect(params).toMatchObject({ types: "public_channel,private_channel,mpim,im" });
    expect(params.exclude_archived).toBeUndefined();
  });

  it("maps direct_message and multi_person_direct_message", async () => {
    const out = await list({ conversation_types: ["direct_message", "multi_person_direct_message"] });
    expect(d.calls("conversations.list")[0]!.params.types).toBe("im,mpim");
    expect(out.conversations.map((c: Obj) => c.id)).toEqual(["D0BOB", "G0MPIM"]);
  });

  it("pages with limit and next_cursor without losing filtered items", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const out = await list({ limit: 2, ...(cursor ? { next_cursor: cursor } : {}) });
      expect(out.conversations.length).toBeLessThanOrEqual(2);
      seen.push(...out.conversations.map((c: Obj) => c.id));
      cursor = out.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(["C0GENERAL", "C0ENG", "G0SECRET", "C0OLD", "D0BOB", "G0MPIM"]);
  });
});

describe(USERS_LIST, () => {
  it("lists all users of the team, deactivated ones too, leaving out bots and Slackbot by default", async () => {
    const out = await call(USERS_LIST, {});
    expect(out.users.map((u: Obj) => u.name)).toEqual(["alice", "bob", "carol", "dave", "erin", "mallory"]);
    expect(out.users.at(-1)).toMatchObject({ deleted: true });
    expect(out.next_cursor).toBe("");
  });

  it("keeps bots with exclude_bots false", async () => {
    const out = await call(USERS_LIST, { exclude_bots: false });
    expect(out.users.map((u: Obj) => u.name)).toEqual([
      "alice",
      "bob",
      "carol",
      "dave",
      "erin",
      "deploybot",
      "slackbot",
      "mallory",
    ]);
  });

  it("pages with limit and next_cursor", async () => {
    const first = await call(USERS_LIST, { limit: 2 });
    expect(first.users.map((u: Obj) => u.name)).toEqual(["alice", "bob"]);
    const second = await call(USERS_LIST, { limit: 10, next_cursor: first.next_cursor });
    expect(second.users.map((u: Obj) => u.name)).toEqual(["carol", "dave", "erin", "mallory"]);
  });
});

describe(CHAT_POSTMESSAGE, () => {
  let d: SlackDouble;
  let send: (input: Obj) => Promise<Obj>;
  let sendUnchecked: (input: Obj) => Promise<Obj>;
  beforeAll(async () => {
    d = await startSlackDouble();
    const c = kitFor(d);
    const u = kitFor(d, {}, unvalidatedTools);
    send = (input) => c(CHAT_POSTMESSAGE, input);
    sendUnchecked = (input) => u(CHAT_POSTMESSAGE, input);
  });
  afterAll(() => d.close());
  beforeEach(() => d.reset());

  it("posts a top-level message and returns its ts", async () => {
    const out = await send({ channel_name: "general", message: "Hello *team*" });
    expect(out).toMatchObject({ conversation_id: "C0GENERAL", message: { text: "Hello *team*" } });
    expect(typeof out.ts).toBe("string");
    const params = d.calls("chat.postMessage")[0]!.params;
    expect(params.thread_ts).toBeUndefined();
    expect(params.reply_broadcast).toBeUndefined();
  });

  it("posts a thread reply, broadcast only when asked", async () => {
    const parent = generalTs(2);
    const quiet = await send({
      conversation_id: "C0GENERAL",
      message: "quiet",
      thread_ts: parent,
      reply_broadcast: false,
    });
    expect(quiet.thread_ts).toBe(parent);
    expect(d.calls("chat.postMessage")[0]!.params).toMatchObject({ thread_ts: parent });
    expect(d.calls("chat.postMessage")[0]!.params.reply_broadcast).toBeUndefined();
    await send({ conversation_id: "C0GENERAL", message: "loud", thread_ts: parent, reply_broadcast: true });
    expect(d.calls("chat.postMessage")[1]!.params).toMatchObject({ thread_ts: parent, reply_broadcast: "true" });
    const thread = await kitFor(d)(CONVERSATIONS_REPLIES, { conversation_id: "C0GENERAL", thread_ts: parent });
    expect(thread.messages.map((m: Obj) => m.text).slice(-2)).toEqual(["quiet", "loud"]);
  });

  it("refuses an empty message before any request", async () => {
    for (const message of ["", "  \n"]) {
      const err = await rejection(send({ conversation_id: "C0GENERAL", message }));
      expect(err.kind).toBe("invalid_input");
      expect(err.issues?.[0]).toMatchObject({ param: "message", rule: "non_empty" });
    }
    expect(d.requests).toHaveLength(0);
  });

  it("refuses reply_broadcast without thread_ts before any request", async () => {
    for (const post of [send, sendUnchecked]) {
      const err = await rejection(post({ conversation_id: "C0GENERAL", message: "x", reply_broadcast: true }));
      expect(err.kind).toBe("invalid_input");
    }
    expect(d.requests).toHaveLength(0);
  });

  it("opens the multi-person conversation for several users and posts there", async () => {
    const out = await send({ usernames: ["bob", "dave"], message: "three of us" });
    expect(d.calls("conversations.open")[0]!.params.users).toBe("U0BOB,U0DAVE");
    const opened = d.workspace.channels.find((c) => c.id === out.conversation_id)!;
    expect(opened.kind).toBe("mpim");
    expect(opened.members.sort()).toEqual(["U0ALICE", "U0BOB", "U0DAVE"]);
    expect(d.workspace.messages[out.conversation_id]!.map((m) => m.text)).toEqual(["three of us"]);
  });

  it("posts to the IM of one user given by email", async () => {
    const out = await send({ emails: ["bob@acme.example.test"], message: "hi Bob" });
    expect(out.conversation_id).toBe("D0BOB");
  });
});

describe(AUTH_TEST, () => {
  it("combines auth.test and users.info", async () => {
    const out = await call(AUTH_TEST, {});
    expect(apis()).toEqual(["auth.test", "users.info"]);
    expect(double.calls("users.info")[0]!.params.user).toBe("U0ALICE");
    expect(out).toMatchObject({
      user_id: "U0ALICE",
      username: "alice",
      team_id: "T0TEAM",
      team: "Acme",
      url: "https://acme.example.test/",
      user: { real_name: "Alice Able", profile: { email: "alice@acme.example.test" } },
    });
  });
});

describe("results", () => {
  it("are plain JSON objects", async () => {
    const out: JsonValue = await call(USERS_LIST, { limit: 1 });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});
