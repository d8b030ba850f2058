// The Slack Web API methods the sandbox answers, over a mutable Workspace. Each method returns the body after
// `ok: true`, or throws a SlackFailure whose code becomes `{ ok: false, error }`.
import {
  noteReply,
  threadParent,
  type SlackChannel,
  type SlackMessage,
  type SlackUser,
  type Workspace,
} from "./workspace.js";

export class SlackFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const fail = (code: string): never => {
  throw new SlackFailure(code);
};

type Params = Record<string, string>;
export type SlackMethod = (workspace: Workspace, params: Params) => Record<string, unknown>;

const KIND_TYPE: Record<SlackChannel["kind"], string> = {
  public: "public_channel",
  private: "private_channel",
  im: "im",
  mpim: "mpim",
};

const self = (w: Workspace) => w.selfId;
const userById = (w: Workspace, id: string) => w.users.find((u) => u.id === id);
const visible = (w: Workspace, c: SlackChannel) => c.kind === "public" || c.members.includes(self(w));
function channelById(w: Workspace, id: string | undefined): SlackChannel {
  const c = w.channels.find((ch) => ch.id === id);
  return c && visible(w, c) ? c : fail("channel_not_found");
}
const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

export function channelView(w: Workspace, c: SlackChannel, withCount = false): Record<string, unknown> {
  if (c.kind === "im") {
    const other = c.members.find((m) => m !== self(w)) ?? self(w);
    return {
      id: c.id,
      created: c.created,
      is_im: true,
      is_org_shared: false,
      user: other,
      is_user_deleted: userById(w, other)?.deleted === true,
      priority: 0,
    };
  }
  const about = (value = "") => ({ value, creator: value ? (c.creator ?? "") : "", last_set: value ? c.created : 0 });
  return {
    id: c.id,
    name: c.name,
    name_normalized: c.name!.toLowerCase(),
    created: c.created,
    creator: c.creator ?? "",
    is_channel: c.kind === "public",
    is_group: c.kind === "private",
    is_im: false,
    is_mpim: c.kind === "mpim",
    is_private: c.kind !== "public",
    is_archived: c.is_archived === true,
    is_general: c.is_general === true,
    is_shared: false,
    is_org_shared: false,
    is_ext_shared: false,
    is_member: c.members.includes(self(w)),
    topic: about(c.topic),
    purpose: about(c.purpose),
    ...(withCount ? { num_members: c.members.length } : {}),
  };
}

function userView(u: SlackUser): SlackUser {
  return structuredClone(u);
}

/** include_locale=true (users.list, users.info) adds the user's locale, as Slack does. */
function localed(u: SlackUser, p: Params): SlackUser {
  return p.include_locale === "true" || p.include_locale === "1" ? ({ ...u, locale: "en-US" } as SlackUser) : u;
}

/** Cursor pages: an opaque cursor encodes the method and the offset, as Slack's base64 ones do. */
function pageOf<T>(method: string, items: T[], p: Params, fallbackLimit: number, maxPage: number) {
  let offset = 0;
  if (p.cursor) {
    const match = /^(.+):(\d+)$/.exec(Buffer.from(p.cursor, "base64url").toString("utf8"));
    if (!match || match[1] !== method) fail("invalid_cursor");
    offset = Number(match![2]);
  }
  const limit = p.limit !== undefined && p.limit !== "" ? Number(p.limit) : fallbackLimit;
  if (!Number.isInteger(limit) || limit < 0) fail("invalid_limit");
  // Slack treats 0 as "its default"; pages never exceed 1000.
  const size = Math.min(limit === 0 ? fallbackLimit : limit, maxPage);
  const slice = items.slice(offset, offset + size);
  const next = offset + size < items.length ? Buffer.from(`${method}:${offset + size}`).toString("base64url") : "";
  return { slice, next };
}

function windowFilter(p: Params): (m: SlackMessage) => boolean {
  for (const side of ["oldest", "latest"] as const) {
    if (p[side] !== undefined && p[side] !== "" && !/^\d+(\.\d+)?$/.test(p[side]!)) fail(`invalid_ts_${side}`);
  }
  const inclusive = p.inclusive === "true" || p.inclusive === "1";
  const oldest = p.oldest ? Number(p.oldest) : -Infinity;
  const latest = p.latest ? Number(p.latest) : Infinity;
  return (m) => {
    const t = Number(m.ts);
    return (inclusive ? t >= oldest : t > oldest) && (inclusive ? t <= latest : t < latest);
  };
}

const isTopLevel = (m: SlackMessage) =>
  m.thread_ts === undefined || m.thread_ts === m.ts || m.subtype === "thread_broadcast";

function historyView(m: SlackMessage): Record<string, unknown> {
  const { reply_users, ...rest } = m;
  return { ...rest, ...(reply_users ? { reply_users, reply_users_count: reply_users.length } : {}) };
}

function member(w: Workspace, c: SlackChannel): void {
  if (!c.members.includes(self(w))) fail("not_in_channel");
}

let sequence = 0;
/** A message timestamp: now in seconds, with a counter for uniqueness within the second. */
function nextTs(now: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${Math.floor(now / 1000)}.${String(sequence).padStart(6, "0")}`;
}

export interface MethodOptions {
  /** Largest page any list answers, whatever `limit` asks (Slack's is 1000; a test double uses small ones). */
  maxPage?: number;
}

export function slackMethods(clock: () => number, options: MethodOptions = {}): Record<string, SlackMethod> {
  const maxPage = options.maxPage ?? 1000;
  const page = <T>(method: string, items: T[], p: Params, fallbackLimit: number) =>
    pageOf(method, items, p, fallbackLimit, maxPage);
  return {
    "api.test": (_w, p) => ({ args: p }),
    "auth.test": (w) => {
      const me = userById(w, self(w))!;
      return {
        url: w.team.url,
        team: w.team.name,
        user: me.name,
        team_id: w.team.id,
        user_id: me.id,
        is_enterprise_install: false,
      };
    },
    "users.info": (w, p) => ({ user: localed(userView(userById(w, p.user ?? "") ?? fail("user_not_found")), p) }),
    "users.lookupByEmail": (w, p) => {
      const email = (p.email ?? "").toLowerCase();
      const found = w.users.find((u) => !u.deleted && u.profile.email?.toLowerCase() === email);
      return { user: userView(found ?? fail("users_not_found")) };
    },
    "users.list": (w, p) => {
      const { slice, next } = page("users.list", w.users, p, 200);
      return {
        members: slice.map((u) => localed(userView(u), p)),
        cache_ts: Math.floor(clock() / 1000),
        response_metadata: { next_cursor: next },
      };
    },
    "conversations.list": (w, p) => {
      const types = new Set(list(p.types ?? "public_channel"));
      for (const t of types) if (!Object.values(KIND_TYPE).includes(t)) fail("invalid_types");
      const wanted = w.channels.filter(
        (c) => visible(w, c) && types.has(KIND_TYPE[c.kind]) && !(p.exclude_archived === "true" && c.is_archived),
      );
      const { slice, next } = page("conversations.list", wanted, p, 100);
      return { channels: slice.map((c) => channelView(w, c)), response_metadata: { next_cursor: next } };
    },
    "conversations.info": (w, p) => ({
      channel: channelView(w, channelById(w, p.channel), p.include_num_members === "true"),
    }),
    "conversations.members": (w, p) => {
      const { slice, next } = page("conversations.members", channelById(w, p.channel).members, p, 100);
      return { members: slice, response_metadata: { next_cursor: next } };
    },
    "conversations.history": (w, p) => {
      const c = channelById(w, p.channel);
      const inWindow = windowFilter(p);
      const top = (w.messages[c.id] ?? []).filter((m) => isTopLevel(m) && inWindow(m)).reverse();
      const { slice, next } = page("conversations.history", top, p, 100);
      return {
        messages: slice.map(historyView),
        has_more: next !== "",
        pin_count: 0,
        channel_actions_ts: null,
        channel_actions_count: 0,
        ...(next ? { response_metadata: { next_cursor: next } } : {}),
      };
    },
    "conversations.replies": (w, p) => {
      const c = channelById(w, p.channel);
      const all = w.messages[c.id] ?? [];
      const parent = threadParent(all, p.ts ?? "") ?? fail("thread_not_found");
      const inWindow = windowFilter(p);
      const thread = all.filter((m) => (m === parent || (m.thread_ts === parent.ts && m !== parent)) && inWindow(m));
      const { slice, next } = page("conversations.replies", thread, p, 100);
      return {
        messages: slice.map((m) => {
          if (m === parent) return { ...historyView(m), subscribed: false, reply_count: m.reply_count ?? 0 };
          const { subtype: _subtype, ...reply } = m;
          return { ...reply, parent_user_id: parent.user };
        }),
        has_more: next !== "",
        ...(next ? { response_metadata: { next_cursor: next } } : {}),
      };
    },
    "conversations.open": (w, p) => {
      if (p.channel) return { channel: channelView(w, channelById(w, p.channel)), already_open: true };
      const ids = list(p.users);
      if (ids.length === 0) fail("users_list_not_supplied");
      for (const id of ids) if (!userById(w, id) || userById(w, id)!.deleted) fail("user_not_found");
      // The caller is always a member: Slack adds it, and tolerates it being named.
      const others = [...new Set(ids.filter((id) => id !== self(w)))];
      if (others.length > 8) fail("too_many_users");
      const members = [self(w), ...others];
      const kind = others.length <= 1 ? "im" : "mpim";
      const key = [...new Set(members)].sort().join();
      let channel = w.channels.find((c) => c.kind === kind && [...new Set(c.members)].sort().join() === key);
      const existed = channel !== undefined;
      if (!channel) {
        const n = String(w.channels.length + 1).padStart(2, "0");
        const names = members.map((id) => userById(w, id)!.name);
        channel = {
          id: `${kind === "im" ? "D" : "G"}${n}OPENED00`,
          ...(kind === "mpim" ? { name: `mpdm-${names.join("--")}-1` } : {}),
          kind,
          is_archived: false,
          is_general: false,
          creator: self(w),
          created: Math.floor(clock() / 1000),
          members: [...new Set(members)],
          topic: "",
          purpose: "",
        };
        w.channels.push(channel);
      }
      const full = p.return_im === "true" || kind === "mpim";
      return {
        channel: full ? channelView(w, channel) : { id: channel.id },
        ...(existed ? { already_open: true } : {}),
      };
    },
    "conversations.invite": (w, p) => {
      const c = channelById(w, p.channel);
      if (c.kind === "im") fail("method_not_supported_for_channel_type");
      if (c.is_archived) fail("is_archived");
      member(w, c);
      const ids = list(p.users);
      if (ids.length === 0) fail("no_user");
      if (ids.length > 1000) fail("too_many_users");
      for (const id of ids) {
        const u = userById(w, id);
        if (!u || u.deleted) fail("user_not_found");
        if (id === self(w)) fail("cant_invite_self");
        if (c.members.includes(id)) fail("already_in_channel");
      }
      c.members.push(...ids);
      return { channel: channelView(w, c) };
    },
    "chat.postMessage": (w, p) => {
      const c = channelById(w, p.channel);
      if (c.is_archived) fail("is_archived");
      member(w, c);
      const text = p.text ?? "";
      if (text.trim() === "") fail("no_text");
      if (text.length > 40_000) fail("msg_too_long");
      const messages = w.messages[c.id] ?? [];
      const message: SlackMessage = { type: "message", user: self(w), text, ts: nextTs(clock()) };
      if (p.thread_ts) {
        // A reply's ts threads under its parent. A ts that names no message is not an error in Slack's description
        // of chat.postMessage: the reply is kept, under a thread nobody started.
        const named = threadParent(messages, p.thread_ts);
        const parent = named?.thread_ts ? (threadParent(messages, named.thread_ts) ?? named) : named;
        message.thread_ts = parent?.ts ?? p.thread_ts;
        if (p.reply_broadcast === "true" || p.reply_broadcast === "1") message.subtype = "thread_broadcast";
        if (parent) noteReply(parent, message);
      }
      messages.push(message);
      w.messages[c.id] = messages;
      return { channel: c.id, ts: message.ts, message: { ...message, team: w.team.id } };
    },
  };
}
