import type { JsonObject, JsonValue, SlackBinding, Tool } from "../contract.js";
import { ToolError } from "../errors.js";
import { callSlack, isObject, whoAmI, type SlackBody, type SlackCall } from "./api.js";
import { flag, integer, list, refuse, text, unique } from "./args.js";
import { consumedBy, type Handler, type HandlerSpec } from "./behaviours.js";
import { MAX_PAGES, PAGE_SIZE, collect, nextCursor } from "./paging.js";
import { findChannel, requireAllFound, resolveConversation, resolveUsers, userRefs } from "./resolve.js";
import { passThrough } from "./pass-through.js";
import { resolveTimeWindow } from "./time-window.js";

export type { Handler, HandlerSpec } from "./behaviours.js";

// The document's conversation type names → Slack's.
const SLACK_TYPES: Record<string, string> = {
  public_channel: "public_channel",
  private_channel: "private_channel",
  multi_person_direct_message: "mpim",
  direct_message: "im",
};

/** Users one call may invite (the document's limit; Slack's own is higher). */
const MAX_INVITEES = 100;
/** Up to this many member ids are looked up one by one (users.info); more are found by paging users.list. */
const SINGLE_LOOKUPS = 20;

const TS = /^\d{1,12}(\.\d{1,6})?$/;

function threadTs(call: SlackCall, args: Record<string, unknown>): string | undefined {
  const ts = text(args, "thread_ts");
  if (ts !== undefined && !TS.test(ts)) {
    throw refuse(
      call.tool,
      "thread_ts",
      "format",
      "thread_ts is not a Slack message timestamp.",
      "Pass the ts of the thread's parent message exactly as Slack gave it, e.g. '1712345678.123456'.",
    );
  }
  return ts;
}

function window(call: SlackCall, tool: Tool, args: Record<string, unknown>) {
  const names = (tool.binding as SlackBinding).timeWindow;
  if (!names) return {};
  const bounds = resolveTimeWindow(call.tool, names, args);
  // inclusive only matters with a bound; with one it makes a message exactly at a bound count.
  return bounds.oldest !== undefined || bounds.latest !== undefined ? { ...bounds, inclusive: true } : {};
}

const getConversationMetadata: Handler = async (call, args, tool) => {
  const { id } = await resolveConversation(call, args);
  const body = await callSlack(call, "conversations.info", {
    ...passThrough(tool, args),
    channel: id,
    include_num_members: true,
  });
  return { conversation_id: id, conversation: (body.channel ?? null) as JsonValue };
};

const getMessages: Handler = async (call, args, tool) => {
  const bounds = window(call, tool, args); // refuse bad time text before any request
  const { id } = await resolveConversation(call, args);
  const page = await collect(call, {
    method: "conversations.history",
    params: { ...passThrough(tool, args), channel: id, ...bounds },
    field: "messages",
    limit: integer(args, "limit", 20),
    cursor: text(args, "next_cursor"),
  });
  return { conversation_id: id, messages: page.items, next_cursor: page.next_cursor };
};

const getThreadMessages: Handler = async (call, args, tool) => {
  const ts = threadTs(call, args)!;
  const bounds = window(call, tool, args);
  const { id } = await resolveConversation(call, args);
  const page = await collect(call, {
    method: "conversations.replies",
    // thread_ts passes through as Slack's ts (manifest: upstream: ts), checked above.
    params: { ...passThrough(tool, args), channel: id, ...bounds },
    field: "messages",
    limit: integer(args, "limit", 20),
    cursor: text(args, "next_cursor"),
  });
  return { conversation_id: id, thread_ts: ts, messages: page.items, next_cursor: page.next_cursor };
};

async function conversationOrChannel(call: SlackCall, args: Record<string, unknown>, idParam: string): Promise<string> {
  const id = text(args, idParam);
  const name = text(args, "channel_name");
  if ((id === undefined) === (name === undefined)) {
    throw refuse(
      call.tool,
      "",
      "exactlyOneOf",
      `Give exactly one of ${idParam} or channel_name.`,
      `Pass ${idParam} (preferred) or channel_name, not both.`,
    );
  }
  return id ?? String((await findChannel(call, name!)).id);
}

const getUsersInConversation: Handler = async (call, args, tool) => {
  const id = await conversationOrChannel(call, args, "conversation_id");
  const page = await collect(call, {
    method: "conversations.members",
    params: { ...passThrough(tool, args), channel: id },
    field: "members",
    limit: integer(args, "limit", 200),
    cursor: text(args, "next_cursor"),
  });
  const ids = page.items.filter((v): v is string => typeof v === "string");
  return { conversation_id: id, users: await hydrate(call, ids), next_cursor: page.next_cursor };
};

/** Member ids → user records, in member order; an id Slack cannot describe stays as `{ id }`. */
async function hydrate(call: SlackCall, ids: string[]): Promise<JsonValue[]> {
  const records = new Map<string, SlackBody>();
  if (ids.length > SINGLE_LOOKUPS) {
    const wanted = new Set(ids);
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES && records.size < wanted.size; page++) {
      const body = await callSlack(call, "users.list", { limit: PAGE_SIZE, cursor });
      for (const user of Array.isArray(body.members) ? body.members : []) {
        if (isObject(user) && typeof user.id === "string" && wanted.has(user.id)) records.set(user.id, user);
      }
      cursor = nextCursor(body) || undefined;
      if (!cursor) break;
    }
  }
  // Members users.list does not show (e.g. from other workspaces of a shared channel), or few ids at all.
  const rest = ids.filter((id) => !records.has(id)).slice(0, SINGLE_LOOKUPS);
  const { records: looked } = await resolveUsers(call, { user_ids: rest, usernames: [], emails: [] }, true);
  for (const [id, user] of looked) records.set(id, user);
  return ids.map((id) => (records.get(id) ?? { id }) as JsonValue);
}

const getUsersInfo: Handler = async (call, args, tool) => {
  // Pass-through arguments go with users.info, the tool's own call, for every user named (ids, names, emails).
  const resolved = await resolveUsers(call, userRefs(args), true, passThrough(tool, args));
  return {
    users: resolved.ids.map((id) => (resolved.records.get(id) ?? { id }) as JsonValue),
    not_found: resolved.missing as unknown as JsonValue,
  };
};

const inviteUsersToChannel: Handler = async (call, args, tool) => {
  const refs = userRefs(args);
  const total = refs.user_ids.length + refs.usernames.length + refs.emails.length;
  if (total === 0) {
    throw refuse(
      call.tool,
      "",
      "atLeastOneOf",
      "Name at least one user to invite.",
      "Pass user_ids, usernames or emails.",
    );
  }
  if (total > MAX_INVITEES) {
    throw refuse(
      call.tool,
      "",
      "maxTotalItems",
      `At most ${MAX_INVITEES} users may be invited per call (${total} given).`,
      `Split the invitation into calls of at most ${MAX_INVITEES} users.`,
    );
  }
  const channel = await conversationOrChannel(call, args, "channel_id");
  const resolved = await resolveUsers(call, refs);
  requireAllFound(call, resolved);
  const body = await callSlack(call, "conversations.invite", {
    ...passThrough(tool, args),
    channel,
    users: resolved.ids.join(","),
  });
  return {
    conversation_id: channel,
    invited_user_ids: resolved.ids,
    conversation: (body.channel ?? null) as JsonValue,
  };
};

const listConversations: Handler = async (call, args, tool) => {
  const chosen = list(args, "conversation_types");
  const types = unique((chosen.length > 0 ? chosen : Object.keys(SLACK_TYPES)).map((t) => SLACK_TYPES[t] ?? t));
  const page = await collect(call, {
    method: "conversations.list",
    // The document lists the conversations the user is a member of: archived ones are among them.
    params: { ...passThrough(tool, args), types: types.join(",") },
    field: "channels",
    limit: integer(args, "limit", 200),
    cursor: text(args, "next_cursor"),
    // conversations.list also shows public channels the user is not in; IMs and MPIMs listed are always theirs.
    keep: (c) => isObject(c) && (c.is_member === true || c.is_im === true || c.is_mpim === true),
  });
  return { conversations: page.items, next_cursor: page.next_cursor };
};

const listUsers: Handler = async (call, args, tool) => {
  const excludeBots = args.exclude_bots !== false;
  const page = await collect(call, {
    method: "users.list",
    params: passThrough(tool, args),
    field: "members",
    limit: integer(args, "limit", 200),
    cursor: text(args, "next_cursor"),
    // The document says all users of the team, so deactivated accounts (deleted: true) stay; Slackbot is a bot
    // without is_bot.
    keep: (u) => isObject(u) && !(excludeBots && (u.is_bot === true || u.id === "USLACKBOT")),
  });
  return { users: page.items, next_cursor: page.next_cursor };
};

const sendMessage: Handler = async (call, args, tool) => {
  const message = text(args, "message") ?? "";
  // Slack refuses an empty text (no_text); say so before resolving anything.
  if (message.trim() === "") {
    throw refuse(call.tool, "message", "non_empty", "message is empty.", "Give the text of the message to post.");
  }
  const ts = threadTs(call, args);
  const broadcast = flag(args, "reply_broadcast");
  if (broadcast && ts === undefined) {
    throw refuse(
      call.tool,
      "reply_broadcast",
      "requires",
      "reply_broadcast needs thread_ts.",
      "Set thread_ts to the parent message's ts, or leave reply_broadcast out.",
    );
  }
  const { id } = await resolveConversation(call, args, { open: true });
  // message and thread_ts pass through (as text and thread_ts, the manifest says); reply_broadcast is thread_reply's.
  const body = await callSlack(call, "chat.postMessage", {
    ...passThrough(tool, args),
    channel: id,
    reply_broadcast: ts !== undefined && broadcast ? true : undefined,
  });
  const out: JsonObject = {
    conversation_id: typeof body.channel === "string" ? body.channel : id,
    ts: (body.ts ?? null) as JsonValue,
    message: (body.message ?? null) as JsonValue,
  };
  if (ts !== undefined) out.thread_ts = ts;
  return out;
};

const whoAmIHandler: Handler = async (call) => {
  const auth = await whoAmI(call);
  const userId = typeof auth.user_id === "string" ? auth.user_id : undefined;
  if (!userId) {
    throw new ToolError("upstream", `${call.tool}: Slack auth.test named no user.`, {
      tool: call.tool,
      hint: `The access token does not belong to a user; ${call.tool} needs a user or bot token with a user behind it.`,
    });
  }
  const info = await callSlack(call, "users.info", { user: userId });
  const out: JsonObject = { user_id: userId };
  for (const key of ["user", "team_id", "team", "url", "bot_id", "enterprise_id"] as const) {
    const value = auth[key];
    if (typeof value === "string") out[key === "user" ? "username" : key] = value;
  }
  out.user = (info.user ?? null) as JsonValue;
  return out;
};

const selector = consumedBy(
  "conversation_selector",
  "conversation_id",
  "channel_name",
  "user_ids",
  "usernames",
  "emails",
);
const users = consumedBy("user_resolution", "user_ids", "usernames", "emails");
const paging = consumedBy("paging", "limit", "next_cursor");
const window_ = consumedBy("time_window", "oldest_relative", "latest_relative", "oldest_datetime", "latest_datetime");

/**
 * Handlers by the Slack method a tool makes its own call with (its binding's first method), not by the tool's name:
 * a tool renamed in the manifest keeps its binding, so it keeps its handler. `consumes` is read by the generator:
 * a parameter neither consumed here nor passed through (`upstream:`) is refused by validate.
 */
export const handlers: Readonly<Record<string, HandlerSpec>> = {
  "conversations.info": { run: getConversationMetadata, consumes: selector },
  "conversations.history": { run: getMessages, consumes: { ...selector, ...window_, ...paging } },
  "conversations.replies": { run: getThreadMessages, consumes: { ...selector, ...window_, ...paging } },
  "conversations.members": {
    run: getUsersInConversation,
    consumes: { ...consumedBy("channel_selector", "conversation_id", "channel_name"), ...paging },
  },
  "users.info": { run: getUsersInfo, consumes: users },
  "conversations.invite": {
    run: inviteUsersToChannel,
    consumes: { ...consumedBy("channel_selector", "channel_id", "channel_name"), ...users },
  },
  "conversations.list": {
    run: listConversations,
    consumes: { conversation_types: "value_translation", ...paging },
  },
  "users.list": { run: listUsers, consumes: { exclude_bots: "client_filter", ...paging } },
  "chat.postMessage": { run: sendMessage, consumes: { ...selector, reply_broadcast: "thread_reply" } },
  "auth.test": { run: whoAmIHandler, consumes: {} },
};
