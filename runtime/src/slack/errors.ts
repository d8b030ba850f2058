import { ToolError, type ToolErrorKind } from "../errors.js";
import type { Tool } from "../contract.js";
import { SecretRegistry } from "../secrets.js";
import { named } from "./names.js";

// Slack answers `ok:false` with HTTP 200; its `error` code decides the kind. Codes not listed are `upstream`.
const KINDS: Record<string, ToolErrorKind> = {
  channel_not_found: "not_found",
  user_not_found: "not_found",
  users_not_found: "not_found",
  thread_not_found: "not_found",
  message_not_found: "not_found",
  not_authed: "unauthorized",
  invalid_auth: "unauthorized",
  token_revoked: "unauthorized",
  token_expired: "unauthorized",
  account_inactive: "unauthorized",
  missing_scope: "forbidden",
  no_permission: "forbidden",
  not_in_channel: "forbidden",
  not_allowed_token_type: "forbidden",
  restricted_action: "forbidden",
  access_denied: "forbidden",
  cant_invite: "forbidden",
  user_is_restricted: "forbidden",
  user_is_ultra_restricted: "forbidden",
  user_not_visible: "forbidden",
  enterprise_is_restricted: "forbidden",
  team_access_not_granted: "forbidden",
  org_login_required: "forbidden",
  ekm_access_denied: "forbidden",
  ura_max_channels: "forbidden",
  method_not_supported_for_channel_type: "forbidden",
  already_in_channel: "conflict",
  cant_invite_self: "conflict",
  is_archived: "conflict",
  ratelimited: "rate_limited",
  rate_limited: "rate_limited",
  // Codes that say how to correct the call are reported as invalid input, so the model can fix it.
  invalid_cursor: "invalid_input",
  invalid_ts_latest: "invalid_input",
  invalid_ts_oldest: "invalid_input",
  invalid_limit: "invalid_input",
  invalid_types: "invalid_input",
  msg_too_long: "invalid_input",
  no_text: "invalid_input",
  too_many_users: "invalid_input",
};

// Slack-side hiccups worth another try later (the runtime does not resend them itself).
const TRANSIENT = new Set(["fatal_error", "internal_error", "request_timeout", "service_unavailable"]);

// `{users.list}`: the kit's tool bound to that method (see names.ts).
const HINTS: Record<string, string> = {
  channel_not_found:
    "Check the conversation id or channel name ({conversations.list} lists the conversations you belong to).",
  user_not_found: "Check the user ids, usernames or emails ({users.list} lists the team's users).",
  users_not_found: "No user has that email; check the address or use {users.list}.",
  thread_not_found: "thread_ts must be the ts of the thread's parent message in that conversation.",
  not_authed: "The toolkit's access token is missing or invalid; it must be configured again.",
  invalid_auth: "The toolkit's access token is missing or invalid; it must be configured again.",
  token_revoked: "The access token was revoked; the toolkit needs a new token.",
  token_expired: "The access token expired; the toolkit needs a refreshed token.",
  account_inactive: "The account behind the access token is deactivated.",
  missing_scope: "The access token lacks a scope this call needs (see upstream.detail); the app must be granted it.",
  not_in_channel: "The authenticated user is not a member of that conversation; join it or pick another one.",
  already_in_channel: "The user is already a member of the channel; nothing to do.",
  cant_invite_self: "Leave the authenticated user out of the invitation.",
  is_archived: "The channel is archived; unarchive it or pick another channel.",
  method_not_supported_for_channel_type:
    "This action does not apply to that kind of conversation (e.g. inviting to a direct message).",
  ratelimited: "Slack is rate limiting these calls; wait retryAfterMs before calling again.",
  rate_limited: "Slack is rate limiting these calls; wait retryAfterMs before calling again.",
  invalid_cursor:
    "Pass next_cursor exactly as a previous response of the same tool returned it, or leave it out to start over.",
  invalid_ts_latest: "Check the latest bound of the time window.",
  invalid_ts_oldest: "Check the oldest bound of the time window.",
  msg_too_long: "Shorten the message (Slack truncates text past 40,000 characters and refuses longer ones).",
  no_text: "Give a non-empty message.",
  too_many_users: "Invite fewer users per call.",
};

const DEFAULT_HINT: Partial<Record<ToolErrorKind, string>> = {
  not_found: "Check the identifiers given; list tools ({conversations.list}, {users.list}) show valid ones.",
  unauthorized: "The toolkit's access token is not accepted; it must be configured again.",
  forbidden: "The authenticated user or app may not do this; pick another target or ask for the missing permission.",
  conflict: "The target is not in a state that allows this call.",
  invalid_input: "Correct the parameters named in the error and call again.",
  upstream: "Slack reported an error; retry later if it says the failure is temporary.",
};

// Slack's codes are snake_case identifiers and scope lists hold names like "users:read.email"; anything else is
// dropped, so no echoed text can leak (tokens contain '-', which neither may hold).
function cleanCode(value: unknown): string | undefined {
  return typeof value === "string" && /^[a-z0-9_]{1,64}$/i.test(value) ? value : undefined;
}

function cleanScopes(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const scopes = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^[a-z0-9_.:]{1,64}$/i.test(s));
  return scopes.length > 0 ? scopes.slice(0, 20).join(",") : undefined;
}

/** The ToolError for an `ok:false` answer. */
export function slackError(
  call: { tool: string; kit: Readonly<Record<string, Tool>> },
  method: string,
  body: Record<string, unknown>,
  http: { status?: number; retryAfterMs?: number | undefined; secrets?: string[] } = {},
): ToolError {
  const { tool } = call;
  const { status, retryAfterMs, secrets = [] } = http;
  const registry = new SecretRegistry(secrets);
  // A code is echoed whole into the message and the envelope: a secret of any shape in it goes, whole.
  const given = cleanCode(body.error);
  const code = given === undefined ? "unknown_error" : registry.scrubField(given);
  // Own entries only: a code such as "constructor" is no kind.
  const kind = (Object.hasOwn(KINDS, code) ? KINDS[code] : undefined) ?? "upstream";
  const needed = cleanScopes(body.needed);
  const provided = cleanScopes(body.provided);
  // Scrubbed as well, in case a secret ever looks like a scope name.
  const detail = registry.scrubText(
    [needed && `needed: ${needed}`, provided && `provided: ${provided}`].filter(Boolean).join("; "),
  );
  const retryable = kind === "rate_limited" || TRANSIENT.has(code);
  return new ToolError(kind, `${tool}: Slack ${method} failed with "${code}".`, {
    tool,
    retryable,
    // Slack's errors come with HTTP 200; only an unusual status is worth reporting.
    ...(status !== undefined && status !== 200 ? { status } : {}),
    ...(kind === "rate_limited" && retryAfterMs !== undefined ? { retryAfterMs } : {}),
    upstream: detail ? { code, detail } : { code },
    hint: named(
      call,
      (Object.hasOwn(HINTS, code) ? HINTS[code] : undefined) ?? DEFAULT_HINT[kind] ?? "Slack reported an error.",
    ),
  });
}
