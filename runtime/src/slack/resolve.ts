import { ToolError } from "../errors.js";
import { callSlack, isObject, whoAmI, type SlackBody, type SlackCall, type SlackParams } from "./api.js";
import { list, refuse, text, unique } from "./args.js";
import { named } from "./names.js";
import { MAX_PAGES, PAGE_SIZE, nextCursor } from "./paging.js";

/** The user ids, usernames and emails one call names. */
export interface UserRefs {
  user_ids: string[];
  usernames: string[];
  emails: string[];
}

export function userRefs(args: Record<string, unknown>): UserRefs {
  return { user_ids: list(args, "user_ids"), usernames: list(args, "usernames"), emails: list(args, "emails") };
}

export interface Missing {
  param: "user_ids" | "usernames" | "emails";
  value: string;
}

export interface ResolvedUsers {
  /** Resolved ids in input order (ids, then usernames, then emails), without repeats. */
  ids: string[];
  /** Full user records the lookups returned, by id. */
  records: Map<string, SlackBody>;
  missing: Missing[];
}

/**
 * Bounded parallel map: lookups one id at a time would be slow, all at once would trip Slack's rate limits. After a
 * failure no new lookup starts: the call has already failed.
 */
async function mapLimit<T, R>(values: T[], limit: number, fn: (value: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(values.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < values.length) {
      const i = next++;
      try {
        out[i] = await fn(values[i]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return out;
}

const LOOKUPS_IN_PARALLEL = 4;

/**
 * Resolves usernames (users.list, matched on `name` case-insensitively, '@' optional) and emails
 * (users.lookupByEmail); user ids are taken as given unless `fetchIds` asks for their records (users.info).
 * `info`: arguments for users.info (a tool's pass-through); given any, every record found comes from users.info.
 */
export async function resolveUsers(
  call: SlackCall,
  refs: UserRefs,
  fetchIds = false,
  info: SlackParams = {},
): Promise<ResolvedUsers> {
  const records = new Map<string, SlackBody>();
  const missing: Missing[] = [];
  const ids: string[] = [];
  const userInfo = (id: string) => lookup(call, "users.info", { ...info, user: id }, "user_not_found");

  const idRecords = fetchIds
    ? await mapLimit(unique(refs.user_ids), LOOKUPS_IN_PARALLEL, (id) =>
        userInfo(id).then((user) => [id, user] as const),
      )
    : refs.user_ids.map((id) => [id, undefined] as const);
  for (const [id, user] of idRecords) {
    if (fetchIds && !user) missing.push({ param: "user_ids", value: id });
    else ids.push(id);
    if (user) records.set(id, user);
  }

  const byName = await findUsernames(call, refs.usernames);
  for (const name of refs.usernames) {
    const user = byName.get(normalName(name));
    if (!user) missing.push({ param: "usernames", value: name });
    else {
      ids.push(String(user.id));
      records.set(String(user.id), user);
    }
  }

  const byEmail = await mapLimit(unique(refs.emails), LOOKUPS_IN_PARALLEL, (email) =>
    lookup(call, "users.lookupByEmail", { email }, "users_not_found").then((user) => [email, user] as const),
  );
  for (const [email, user] of byEmail) {
    if (!user) missing.push({ param: "emails", value: email });
    else {
      ids.push(String(user.id));
      records.set(String(user.id), user);
    }
  }
  if (Object.keys(info).length > 0) {
    // Found by name or email: fetched again with the arguments, so that every record reflects them.
    const fetched = new Set(fetchIds ? refs.user_ids : []);
    const again = unique(ids).filter((id) => !fetched.has(id));
    const refetched = await mapLimit(again, LOOKUPS_IN_PARALLEL, (id) => userInfo(id).then((u) => [id, u] as const));
    for (const [id, user] of refetched) if (user) records.set(id, user);
  }
  return { ids: unique(ids), records, missing };
}

/** A user lookup; the "no such user" error becomes undefined, any other error propagates. */
async function lookup(call: SlackCall, method: string, params: SlackParams, notFound: string) {
  try {
    const body = await callSlack(call, method, params);
    return isObject(body.user) ? body.user : undefined;
  } catch (err) {
    if (err instanceof ToolError && err.upstream?.code === notFound) return undefined;
    throw err;
  }
}

function normalName(name: string): string {
  return name.trim().replace(/^@/, "").toLowerCase();
}

/** One users.list pass, stopping as soon as every wanted name is seen. */
async function findUsernames(call: SlackCall, names: string[]): Promise<Map<string, SlackBody>> {
  const wanted = new Set(names.map(normalName));
  const found = new Map<string, SlackBody>();
  if (wanted.size === 0) return found;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await callSlack(call, "users.list", { limit: PAGE_SIZE, cursor });
    for (const user of Array.isArray(body.members) ? body.members : []) {
      if (!isObject(user) || typeof user.name !== "string") continue;
      const name = user.name.toLowerCase();
      if (wanted.has(name) && !found.has(name)) found.set(name, user);
    }
    cursor = nextCursor(body) || undefined;
    if (!cursor || found.size === wanted.size) break;
  }
  return found;
}

/** Refuses a call naming users Slack does not know, before anything is done with the others. */
export function requireAllFound(call: SlackCall, resolved: ResolvedUsers): void {
  if (resolved.missing.length === 0) return;
  const names = resolved.missing.map((m) => `${m.param} "${m.value}"`).join(", ");
  throw new ToolError("not_found", `${call.tool}: no Slack user matches ${names}.`, {
    tool: call.tool,
    retryable: false,
    hint: named(
      call,
      "Check the spelling; usernames are Slack handles (not display names). {users.list} or {users.info} show valid ones.",
    ),
  });
}

/** Channel names, with or without '#', compared case-insensitively against public and private channels. */
export async function findChannel(call: SlackCall, rawName: string): Promise<SlackBody> {
  const name = rawName.trim().replace(/^#/, "").toLowerCase();
  if (name === "") {
    throw refuse(
      call.tool,
      "channel_name",
      "format",
      "channel_name is empty.",
      "Give a channel name such as 'general' or '#general'.",
    );
  }
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await callSlack(call, "conversations.list", {
      // An archived channel keeps its name and its history, so a name finds it too.
      types: "public_channel,private_channel",
      limit: PAGE_SIZE,
      cursor,
    });
    for (const channel of Array.isArray(body.channels) ? body.channels : []) {
      if (isObject(channel) && typeof channel.name === "string" && channel.name.toLowerCase() === name) return channel;
    }
    cursor = nextCursor(body) || undefined;
    if (!cursor) break;
  }
  const searched = cursor ? ` in the first ${MAX_PAGES * PAGE_SIZE} channels` : "";
  throw new ToolError("not_found", `${call.tool}: no channel named "#${name}" was found${searched}.`, {
    tool: call.tool,
    retryable: false,
    hint: named(
      call,
      "Check the name (direct messages have none), or pass conversation_id; {conversations.list} lists your conversations.",
    ),
  });
}

export interface Conversation {
  id: string;
  /** The record a lookup already returned, when one was needed to find the id. */
  record?: SlackBody;
}

/**
 * The conversation selector: exactly one of conversation_id, channel_name, or users (ids, usernames, emails in any
 * mix). Users select the IM (one other person) or MPIM (several) between them and the caller, known from auth.test;
 * naming only the caller selects the caller's own DM. A read finds that conversation among the existing ones and
 * never creates it (not_found when there is none); only `open` (the tool that posts) opens it with conversations.open,
 * which returns the existing one when there is. The caller is left out of conversations.open's `users` (Slack adds
 * it; naming it would turn a 1:1 DM into a two-person group request).
 */
export async function resolveConversation(
  call: SlackCall,
  args: Record<string, unknown>,
  { open = false }: { open?: boolean } = {},
): Promise<Conversation> {
  const id = text(args, "conversation_id");
  const name = text(args, "channel_name");
  const refs = userRefs(args);
  const byUsers = refs.user_ids.length + refs.usernames.length + refs.emails.length > 0;
  const given = [id !== undefined, name !== undefined, byUsers].filter(Boolean).length;
  if (given !== 1) {
    throw refuse(
      call.tool,
      "",
      "conversation_selector",
      "Give exactly one of conversation_id, channel_name, or users (user_ids, usernames, emails).",
      "Pass conversation_id (preferred), or channel_name, or any mix of user_ids, usernames and emails.",
    );
  }
  if (id !== undefined) return { id };
  if (name !== undefined) {
    const channel = await findChannel(call, name);
    return { id: String(channel.id), record: channel };
  }
  const resolved = await resolveUsers(call, refs);
  requireAllFound(call, resolved);
  const self = String((await whoAmI(call)).user_id ?? "");
  const others = resolved.ids.filter((u) => u !== self);
  if (!open) {
    const found = await findDirect(call, self, others);
    if (found) return { id: String(found.id), record: found };
    const group = others.length > 1;
    const who = others.length > 0 ? others.join(", ") : "yourself";
    throw new ToolError(
      "not_found",
      `${call.tool}: there is no ${group ? "group direct message" : "direct message"} with ${who} yet; reading does not open one.`,
      {
        tool: call.tool,
        retryable: false,
        hint: named(
          call,
          "Nothing has been said in that conversation, so there is nothing to read; {chat.postMessage} to these users opens it. {conversations.list} (direct_message, multi_person_direct_message) lists the existing ones.",
        ),
      },
    );
  }
  const body = await callSlack(call, "conversations.open", {
    users: (others.length > 0 ? others : [self]).join(","),
    return_im: true,
  });
  const channel = isObject(body.channel) ? body.channel : undefined;
  if (!channel || typeof channel.id !== "string") {
    throw new ToolError("upstream", `${call.tool}: Slack conversations.open returned no conversation.`, {
      tool: call.tool,
      hint: "Retry later, or select the conversation by conversation_id.",
    });
  }
  return { id: channel.id, record: channel };
}

/**
 * The existing IM with one user (conversations.list types=im names the other member as `user`; the caller's own
 * DM names the caller), or the MPIM whose members are exactly the caller and `others` (conversations.members per
 * candidate). Undefined when there is none among the pages one call may read.
 */
async function findDirect(call: SlackCall, self: string, others: string[]): Promise<SlackBody | undefined> {
  const im = others.length <= 1;
  const wanted = new Set([self, ...others]);
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await callSlack(call, "conversations.list", { types: im ? "im" : "mpim", limit: PAGE_SIZE, cursor });
    for (const channel of Array.isArray(body.channels) ? body.channels : []) {
      if (!isObject(channel) || typeof channel.id !== "string") continue;
      if (im ? channel.user === (others[0] ?? self) : await hasMembers(call, channel, wanted)) return channel;
    }
    cursor = nextCursor(body) || undefined;
    if (!cursor) break;
  }
  return undefined;
}

/** True when the MPIM's members are exactly `wanted`. */
async function hasMembers(call: SlackCall, channel: SlackBody, wanted: Set<string>): Promise<boolean> {
  if (typeof channel.num_members === "number" && channel.num_members !== wanted.size) return false;
  const members = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await callSlack(call, "conversations.members", {
      channel: String(channel.id),
      limit: PAGE_SIZE,
      cursor,
    });
    for (const member of Array.isArray(body.members) ? body.members : []) {
      if (typeof member !== "string" || !wanted.has(member)) return false;
      members.add(member);
    }
    cursor = nextCursor(body) || undefined;
    if (!cursor) break;
  }
  return members.size === wanted.size;
}
