// A Slack Web API stand-in on 127.0.0.1: an in-memory workspace behind the methods the Messaging tools use.
// It checks the bearer token, records every request, pages with small pages so cursor loops are exercised,
// and plays scripted faults (ok:false codes, 429 with Retry-After, 5xx, HTML, broken JSON, resets, delays).
// Kept free of test-framework imports so a later sandbox can reuse it as is.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface SlackUser {
  id: string;
  team_id: string;
  name: string;
  real_name?: string;
  deleted?: boolean;
  is_bot?: boolean;
  is_admin?: boolean;
  tz?: string;
  profile: { email?: string; display_name?: string; real_name?: string; image_72?: string };
}

export interface SlackChannel {
  id: string;
  /** Channels have names; IMs and MPIMs get Slack's generated ones (MPIM) or none (IM). */
  name?: string;
  kind: "public" | "private" | "im" | "mpim";
  is_archived?: boolean;
  /** Member user ids. */
  members: string[];
  created: number;
  topic?: string;
}

export interface SlackMessage {
  type: "message";
  user: string;
  text: string;
  ts: string;
  thread_ts?: string;
  subtype?: string;
  reply_count?: number;
}

export interface Workspace {
  team: { id: string; name: string; url: string };
  /** The user the token belongs to. */
  selfId: string;
  users: SlackUser[];
  channels: SlackChannel[];
  /** Messages per channel id, in posting order (oldest first). */
  messages: Record<string, SlackMessage[]>;
}

export interface RecordedRequest {
  /** HTTP method. */
  httpMethod: string;
  /** Slack method, e.g. "conversations.history". */
  api: string;
  /** Query and form parameters merged (the token is never a parameter here). */
  params: Record<string, string>;
  contentType: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** One scripted fault, played for the next request to its method. */
export interface Fault {
  /** Answer `ok:false` with this Slack error code (HTTP 200 unless `status` is given). */
  error?: string;
  needed?: string;
  provided?: string;
  /** HTTP status of the answer. */
  status?: number;
  /** Retry-After header, in seconds. */
  retryAfter?: number;
  /** Raw body text (with `contentType`), instead of Slack JSON. */
  body?: string;
  contentType?: string;
  /** More response headers (a redirect's location). */
  headers?: Record<string, string>;
  /** Destroy the connection instead of answering. */
  reset?: boolean;
  /** Wait before handling (bounded by the double's close). */
  delayMs?: number;
  /** Carry the method out before answering with the fault (a write that happened although the answer failed). */
  apply?: boolean;
}

export const slackFaults = {
  error: (error: string, extra: Pick<Fault, "needed" | "provided"> = {}): Fault => ({ error, ...extra }),
  rateLimited: (retryAfter = 1): Fault => ({ status: 429, retryAfter, error: "ratelimited" }),
  status: (status: number, apply = false): Fault => ({
    status,
    body: `upstream status ${status}`,
    contentType: "text/plain",
    apply,
  }),
  html: (status = 200): Fault => ({
    status,
    contentType: "text/html; charset=utf-8",
    body: "<!DOCTYPE html><html><body><h1>Service Unavailable</h1></body></html>",
  }),
  malformed: (): Fault => ({ status: 200, contentType: "application/json", body: '{"ok":true,"messages":[' }),
  oversized: (bytes: number): Fault => ({
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ ok: true, members: [], padding: "a".repeat(bytes) }),
  }),
  redirect: (location: string, status = 302): Fault => ({ status, body: "", headers: { location } }),
  reset: (): Fault => ({ reset: true }),
  delay: (delayMs: number, apply = true): Fault => ({ delayMs, apply }),
};

export interface SlackDoubleOptions {
  /** The bearer token to require (default "xoxp-test-token"). */
  token?: string;
  /** The workspace to serve (default `demoWorkspace()`); mutated by write methods. */
  workspace?: Workspace;
  /** Largest page the double returns whatever `limit` asks (default 3), so cursor loops are exercised. */
  pageSize?: number;
}

export interface SlackDouble {
  /** Base URL including `/api`, for the toolkit's `baseUrl`. */
  url: string;
  token: string;
  workspace: Workspace;
  requests: RecordedRequest[];
  /** Requests to one Slack method. */
  calls(api: string): RecordedRequest[];
  /** Queue faults for a Slack method ("*" for any), played in order, one per request. */
  fail(api: string, ...faults: Fault[]): void;
  /** Forget recorded requests and queued faults (the workspace keeps its state). */
  reset(): void;
  close(): Promise<void>;
}

const EPOCH_2024 = Date.UTC(2024, 0, 1) / 1000;

/** A small workspace: the caller (alice), colleagues, a bot, Slackbot, a deactivated user, every kind of conversation. */
export function demoWorkspace(now: number = Date.now()): Workspace {
  const team = { id: "T0TEAM", name: "Acme", url: "https://acme.example.test/" };
  const user = (id: string, name: string, real: string, extra: Partial<SlackUser> = {}): SlackUser => ({
    id,
    team_id: team.id,
    name,
    real_name: real,
    tz: "Europe/Berlin",
    profile: {
      email: `${name}@acme.example.test`,
      display_name: real.split(" ")[0],
      real_name: real,
      image_72: `https://avatars.example.test/${id}.png`,
    },
    ...extra,
  });
  const users = [
    user("U0ALICE", "alice", "Alice Able", { is_admin: true }),
    user("U0BOB", "bob", "Bob Baker"),
    user("U0CAROL", "carol", "Carol Cole"),
    user("U0DAVE", "dave", "Dave Dunn"),
    user("U0ERIN", "erin", "Erin Eames"),
    user("U0BOT", "deploybot", "Deploy Bot", { is_bot: true, profile: { display_name: "deploybot" } }),
    user("USLACKBOT", "slackbot", "Slackbot", { profile: { display_name: "Slackbot" } }),
    user("U0GONE", "mallory", "Mallory Moss", { deleted: true }),
  ];
  const all = ["U0ALICE", "U0BOB", "U0CAROL", "U0DAVE", "U0ERIN", "U0BOT"];
  const channels: SlackChannel[] = [
    { id: "C0GENERAL", name: "general", kind: "public", members: all, created: EPOCH_2024 - 86400 },
    { id: "C0RANDOM", name: "random", kind: "public", members: ["U0BOB", "U0CAROL"], created: EPOCH_2024 - 86400 },
    { id: "C0ENG", name: "Eng-Team", kind: "public", members: ["U0ALICE", "U0DAVE"], created: EPOCH_2024 - 86400 },
    {
      id: "G0SECRET",
      name: "secret-plans",
      kind: "private",
      members: ["U0ALICE", "U0BOB"],
      created: EPOCH_2024 - 86400,
    },
    { id: "G0HIDDEN", name: "hidden", kind: "private", members: ["U0BOB"], created: EPOCH_2024 - 86400 },
    {
      id: "C0OLD",
      name: "old-news",
      kind: "public",
      is_archived: true,
      members: ["U0ALICE"],
      created: EPOCH_2024 - 86400,
    },
    { id: "D0BOB", kind: "im", members: ["U0ALICE", "U0BOB"], created: EPOCH_2024 - 86400 },
    {
      id: "G0MPIM",
      name: "mpdm-alice--bob--carol-1",
      kind: "mpim",
      members: ["U0ALICE", "U0BOB", "U0CAROL"],
      created: EPOCH_2024 - 86400,
    },
  ];

  // #general: ten hourly messages from 2024-01-01 00:00:00 UTC; the message at 02:00 starts a thread of four replies.
  const general: SlackMessage[] = [];
  const speakers = ["U0ALICE", "U0BOB", "U0CAROL", "U0DAVE"];
  for (let i = 0; i < 10; i++) {
    general.push({
      type: "message",
      user: speakers[i % 4]!,
      text: `general message ${i}`,
      ts: `${EPOCH_2024 + i * 3600}.000100`,
    });
  }
  const parent = general[2]!;
  parent.thread_ts = parent.ts;
  parent.reply_count = 4;
  for (let r = 1; r <= 4; r++) {
    general.push({
      type: "message",
      user: speakers[r % 4]!,
      text: `reply ${r}`,
      ts: `${EPOCH_2024 + 2 * 3600 + r * 600}.000200`,
      thread_ts: parent.ts,
    });
  }
  // The DM with Bob holds messages relative to `now`, for relative windows.
  const seconds = Math.floor(now / 1000);
  const dm: SlackMessage[] = [50 * 60, 26 * 60, 2 * 60, 30].map((minutesAgo, i) => ({
    type: "message",
    user: i % 2 ? "U0BOB" : "U0ALICE",
    text: `dm ${minutesAgo} minutes ago`,
    ts: `${seconds - minutesAgo * 60}.000300`,
  }));
  return {
    team,
    selfId: "U0ALICE",
    users,
    channels,
    messages: {
      C0GENERAL: sortByTs(general),
      D0BOB: sortByTs(dm),
      G0MPIM: [{ type: "message", user: "U0CAROL", text: "group hello", ts: `${EPOCH_2024 + 7200}.000400` }],
      G0SECRET: [{ type: "message", user: "U0BOB", text: "psst", ts: `${EPOCH_2024 + 3600}.000500` }],
    },
  };
}

function sortByTs(messages: SlackMessage[]): SlackMessage[] {
  return messages.sort((a, b) => Number(a.ts) - Number(b.ts));
}

class SlackFailure extends Error {
  constructor(
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

const fail = (code: string, extra: Record<string, unknown> = {}): never => {
  throw new SlackFailure(code, extra);
};

export async function startSlackDouble(options: SlackDoubleOptions = {}): Promise<SlackDouble> {
  const token = options.token ?? "xoxp-test-token";
  const workspace = options.workspace ?? demoWorkspace();
  const pageSize = options.pageSize ?? 3;
  const requests: RecordedRequest[] = [];
  const queued = new Map<string, Fault[]>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let seq = 0;

  const self = () => workspace.selfId;
  const userById = (id: string) => workspace.users.find((u) => u.id === id);
  const visible = (c: SlackChannel) => c.kind === "public" || c.members.includes(self());
  const channelById = (id: string | undefined) => {
    const c = workspace.channels.find((ch) => ch.id === id);
    return c && visible(c) ? c : fail("channel_not_found");
  };
  const channelView = (c: SlackChannel, withCount = false) => ({
    id: c.id,
    ...(c.name !== undefined ? { name: c.name, name_normalized: c.name.toLowerCase() } : {}),
    is_channel: c.kind === "public",
    is_group: c.kind === "private",
    is_im: c.kind === "im",
    is_mpim: c.kind === "mpim",
    is_private: c.kind !== "public",
    is_archived: c.is_archived === true,
    created: c.created,
    ...(c.kind === "im"
      ? { user: c.members.find((m) => m !== self()) ?? self() }
      : { is_member: c.members.includes(self()) }),
    ...(c.topic !== undefined ? { topic: { value: c.topic } } : {}),
    ...(withCount ? { num_members: c.members.length } : {}),
  });

  /** Cursor pages: opaque cursors encode the method and offset, like Slack's base64 ones. */
  function page<T>(api: string, items: T[], p: Record<string, string>) {
    let offset = 0;
    if (p.cursor) {
      const decoded = Buffer.from(p.cursor, "base64url").toString("utf8");
      const m = /^(.+):(\d+)$/.exec(decoded);
      if (!m || m[1] !== api) fail("invalid_cursor");
      offset = Number(m![2]);
    }
    const asked = p.limit !== undefined ? Number(p.limit) : 100;
    if (!Number.isInteger(asked) || asked < 1) fail("invalid_limit");
    const size = Math.min(asked, pageSize);
    const slice = items.slice(offset, offset + size);
    const next = offset + size < items.length ? Buffer.from(`${api}:${offset + size}`).toString("base64url") : "";
    return { slice, meta: { response_metadata: { next_cursor: next } }, has_more: next !== "" };
  }

  function within(m: SlackMessage, p: Record<string, string>) {
    const t = Number(m.ts);
    const inclusive = p.inclusive === "true" || p.inclusive === "1";
    if (p.oldest !== undefined && (inclusive ? t < Number(p.oldest) : t <= Number(p.oldest))) return false;
    if (p.latest !== undefined && (inclusive ? t > Number(p.latest) : t >= Number(p.latest))) return false;
    return true;
  }

  function checkTs(p: Record<string, string>) {
    for (const side of ["oldest", "latest"] as const) {
      if (p[side] !== undefined && !/^\d+(\.\d+)?$/.test(p[side]!)) fail(`invalid_ts_${side}`);
    }
  }

  const nextTs = () => `${Math.floor(Date.now() / 1000)}.${String(++seq).padStart(6, "0")}`;

  const methods: Record<string, (p: Record<string, string>) => Record<string, unknown>> = {
    "auth.test": () => {
      const me = userById(self())!;
      return {
        url: workspace.team.url,
        team: workspace.team.name,
        user: me.name,
        team_id: workspace.team.id,
        user_id: me.id,
      };
    },
    "users.info": (p) => ({ user: userById(p.user ?? "") ?? fail("user_not_found") }),
    "users.lookupByEmail": (p) => {
      const email = (p.email ?? "").toLowerCase();
      return {
        user:
          workspace.users.find((u) => u.profile.email?.toLowerCase() === email && !u.deleted) ??
          fail("users_not_found"),
      };
    },
    "users.list": (p) => {
      const { slice, meta } = page("users.list", workspace.users, p);
      return { members: slice, cache_ts: 0, ...meta };
    },
    "conversations.list": (p) => {
      const types = new Set((p.types ?? "public_channel").split(",").map((t) => t.trim()));
      const kinds: Record<SlackChannel["kind"], string> = {
        public: "public_channel",
        private: "private_channel",
        im: "im",
        mpim: "mpim",
      };
      const wanted = workspace.channels.filter(
        (c) => visible(c) && types.has(kinds[c.kind]) && !(p.exclude_archived === "true" && c.is_archived),
      );
      const { slice, meta } = page("conversations.list", wanted, p);
      return { channels: slice.map((c) => channelView(c)), ...meta };
    },
    "conversations.info": (p) => ({ channel: channelView(channelById(p.channel), p.include_num_members === "true") }),
    "conversations.members": (p) => {
      const { slice, meta } = page("conversations.members", channelById(p.channel).members, p);
      return { members: slice, ...meta };
    },
    "conversations.history": (p) => {
      const c = channelById(p.channel);
      checkTs(p);
      const top = (workspace.messages[c.id] ?? []).filter(
        (m) => (m.thread_ts === undefined || m.thread_ts === m.ts || m.subtype === "thread_broadcast") && within(m, p),
      );
      const { slice, meta, has_more } = page("conversations.history", [...top].reverse(), p);
      return { messages: slice, has_more, pin_count: 0, ...meta };
    },
    "conversations.replies": (p) => {
      const c = channelById(p.channel);
      checkTs(p);
      const all = workspace.messages[c.id] ?? [];
      const parent = all.find((m) => m.ts === p.ts);
      if (!parent) fail("thread_not_found");
      const thread = all.filter((m) => (m === parent || m.thread_ts === p.ts) && within(m, p));
      const { slice, meta, has_more } = page("conversations.replies", thread, p);
      return { messages: slice, has_more, ...meta };
    },
    "conversations.open": (p) => {
      const ids = (p.users ?? "")
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean);
      if (ids.length === 0) fail("users_list_not_supplied");
      for (const id of ids) if (!userById(id)) fail("user_not_found");
      // The caller is always a member; Slack adds it, and tolerates it being named.
      const others = [...new Set(ids.filter((id) => id !== self()))];
      if (others.length > 8) fail("too_many_users");
      const members = [self(), ...others].sort();
      const kind = others.length <= 1 ? "im" : "mpim";
      let channel = workspace.channels.find(
        (c) => c.kind === kind && [...new Set(c.members)].sort().join() === [...new Set(members)].sort().join(),
      );
      const existed = channel !== undefined;
      if (!channel) {
        const n = workspace.channels.length + 1;
        channel =
          kind === "im"
            ? { id: `D0NEW${n}`, kind, members: [...new Set(members)], created: Math.floor(Date.now() / 1000) }
            : {
                id: `G0NEW${n}`,
                kind,
                name: `mpdm-${members.map((id) => userById(id)!.name).join("--")}-1`,
                members,
                created: Math.floor(Date.now() / 1000),
              };
        workspace.channels.push(channel);
      }
      const full = p.return_im === "true" || kind === "mpim";
      return { channel: full ? channelView(channel) : { id: channel.id }, ...(existed ? { already_open: true } : {}) };
    },
    "conversations.invite": (p) => {
      const c = channelById(p.channel);
      if (c.kind === "im") fail("method_not_supported_for_channel_type");
      if (c.is_archived) fail("is_archived");
      if (!c.members.includes(self())) fail("not_in_channel");
      const ids = (p.users ?? "")
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean);
      if (ids.length === 0) fail("no_user");
      if (ids.length > 1000) fail("too_many_users");
      for (const id of ids) {
        const u = userById(id);
        if (!u || u.deleted) fail("user_not_found");
        if (id === self()) fail("cant_invite_self");
        if (c.members.includes(id)) fail("already_in_channel");
      }
      c.members.push(...ids);
      return { channel: channelView(c) };
    },
    "chat.postMessage": (p) => {
      const c = channelById(p.channel);
      if (c.is_archived) fail("is_archived");
      if (!c.members.includes(self())) fail("not_in_channel");
      if (!p.text) fail("no_text");
      if (p.text!.length > 40_000) fail("msg_too_long");
      const message: SlackMessage = { type: "message", user: self(), text: p.text!, ts: nextTs() };
      if (p.thread_ts) {
        message.thread_ts = p.thread_ts;
        if (p.reply_broadcast === "true") message.subtype = "thread_broadcast";
        const parent = (workspace.messages[c.id] ?? []).find((m) => m.ts === p.thread_ts);
        if (parent) {
          parent.thread_ts = parent.ts;
          parent.reply_count = (parent.reply_count ?? 0) + 1;
        }
      }
      (workspace.messages[c.id] ??= []).push(message);
      return { channel: c.id, ts: message.ts, message };
    },
  };

  function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    if (res.destroyed) return;
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(text);
  }

  function run(api: string, params: Record<string, string>): Record<string, unknown> {
    const method = methods[api];
    if (!method) return { ok: false, error: "unknown_method" };
    try {
      return { ok: true, ...method(params) };
    } catch (err) {
      if (err instanceof SlackFailure) return { ok: false, error: err.code, ...err.extra };
      throw err;
    }
  }

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  async function handle(req: IncomingMessage, res: ServerResponse, rawBody: string) {
    const url = new URL(req.url ?? "/", "http://double");
    const api = url.pathname.replace(/^\/api\//, "");
    const contentType = String(req.headers["content-type"] ?? "");
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (rawBody) {
      if (contentType.includes("application/json")) {
        for (const [k, v] of Object.entries(JSON.parse(rawBody) as Record<string, unknown>)) params[k] = String(v);
      } else {
        for (const [k, v] of new URLSearchParams(rawBody)) params[k] = v;
      }
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(", ") : String(v ?? "");
    requests.push({ httpMethod: req.method ?? "", api, params, contentType, headers });

    const fault = queued.get(api)?.shift() ?? queued.get("*")?.shift();
    if (fault?.delayMs) await wait(fault.delayMs);

    const auth = headers.authorization ?? "";
    if (!auth) return answer(res, 200, { ok: false, error: "not_authed" });
    if (auth !== `Bearer ${token}`) return answer(res, 200, { ok: false, error: "invalid_auth" });

    if (fault && (fault.error || fault.status || fault.body !== undefined || fault.reset)) {
      if (fault.apply) run(api, params);
      if (fault.reset) {
        req.socket.destroy();
        return;
      }
      const extra: Record<string, string> = {
        ...(fault.retryAfter !== undefined ? { "retry-after": String(fault.retryAfter) } : {}),
        ...fault.headers,
      };
      if (fault.body !== undefined) {
        return answer(res, fault.status ?? 200, fault.body, {
          "content-type": fault.contentType ?? "text/plain",
          ...extra,
        });
      }
      const body = {
        ok: false,
        error: fault.error ?? "fatal_error",
        ...(fault.needed ? { needed: fault.needed } : {}),
        ...(fault.provided ? { provided: fault.provided } : {}),
      };
      return answer(res, fault.status ?? 200, body, extra);
    }
    return answer(res, 200, run(api, params));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      handle(req, res, Buffer.concat(chunks).toString("utf8")).catch((err: unknown) => {
        answer(res, 500, { ok: false, error: "double_crashed", detail: String(err) });
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    token,
    workspace,
    requests,
    calls: (api) => requests.filter((r) => r.api === api),
    fail(api, ...faults) {
      queued.set(api, [...(queued.get(api) ?? []), ...faults]);
    },
    reset() {
      requests.length = 0;
      queued.clear();
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
