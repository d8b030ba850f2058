import type { Tool } from "../contract.js";
import { ToolError } from "../errors.js";
import type { CallContext, ToolkitOptions } from "../kit.js";
import { BODY_PROBLEMS, isServerError, parseJsonBody, send } from "../http/request.js";
import { slackError } from "./errors.js";
import { named } from "./names.js";
import type { SecretRegistry } from "../secrets.js";

export const SLACK_BASE_URL = "https://slack.com/api";

// Slack's write methods take a form body over POST; every other method is a read, sent as GET.
const WRITE_METHODS = new Set(["chat.postMessage", "conversations.open", "conversations.invite"]);
// Writes that must never be sent twice: only a 429 (not processed) is retried. conversations.open is a POST
// but returns the existing IM/MPIM when repeated, so it retries like a read.
const ONCE_ONLY = new Set(["chat.postMessage", "conversations.invite"]);

export type SlackParams = Record<string, string | number | boolean | undefined>;
export type SlackBody = Record<string, unknown>;

/** What one tool call carries through its Slack requests. */
export interface SlackCall {
  tool: string;
  /** The kit's tools, for hints that name one (see `named`). */
  kit: Readonly<Record<string, Tool>>;
  options: ToolkitOptions;
  base: string;
  secrets: string[];
  /** The caller's cancellation, passed to every request of the call. */
  signal?: AbortSignal;
  /** When the call began (epoch ms): every request of it shares retry.totalMs from then. */
  callStarted?: number;
  /** The kit's secrets (tokens); every request adds the one it sends. */
  registry?: SecretRegistry;
  /** auth.test answer, fetched at most once per call. */
  self?: Promise<SlackBody>;
}

export function slackCall(
  tool: Tool,
  input: Record<string, unknown>,
  options: ToolkitOptions,
  call: CallContext = {},
): SlackCall {
  const binding = tool.binding.kind === "slack" ? tool.binding : undefined;
  const secrets = (binding?.secrets ?? []).map((name) => input[name]).filter((v): v is string => typeof v === "string");
  if (typeof options.accessToken === "string") secrets.push(options.accessToken);
  return {
    tool: tool.definition.name,
    kit: call.tools ?? { [tool.definition.name]: tool },
    options,
    base: (options.baseUrl ?? SLACK_BASE_URL).replace(/\/+$/, ""),
    secrets,
    signal: call.signal,
    callStarted: call.callStarted,
    registry: call.secrets,
  };
}

/** Calls one Slack method and returns its `ok:true` body; every other outcome becomes a ToolError. */
export async function callSlack(
  call: SlackCall,
  method: string,
  params: SlackParams = {},
  /** For a plain tool: whether its method is a write (a write is never sent twice); else the known writes decide. */
  kind: { write?: boolean } = {},
): Promise<SlackBody> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) form.set(name, String(value));
  }
  const write = kind.write ?? WRITE_METHODS.has(method);
  const once = kind.write ?? ONCE_ONLY.has(method);
  const url = `${call.base}/${method}`;
  const response = await send(
    write
      ? {
          tool: call.tool,
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
          body: form.toString(),
          idempotent: !once,
          secrets: call.secrets,
          registry: call.registry,
          signal: call.signal,
          callStarted: call.callStarted,
        }
      : {
          tool: call.tool,
          method: "GET",
          url: form.size > 0 ? `${url}?${form.toString()}` : url,
          idempotent: true,
          secrets: call.secrets,
          registry: call.registry,
          signal: call.signal,
          callStarted: call.callStarted,
          tooLargeHint: "Ask for fewer items per call (a smaller limit).",
        },
    call.options,
  );

  const { status, headers } = response;
  const retryAfter = response.retryAfterMs;
  if (status === 429) {
    throw new ToolError("rate_limited", `${call.tool}: Slack rate-limited ${method} (HTTP 429).`, {
      tool: call.tool,
      status,
      retryable: true,
      ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
      upstream: { code: "ratelimited" },
      hint: "Slack is rate limiting these calls; wait retryAfterMs before calling again.",
    });
  }
  if (isServerError(status) && once) throw unknownOutcome(call, method, `HTTP ${status}`, status);
  if (isServerError(status)) {
    throw new ToolError("upstream", `${call.tool}: Slack ${method} failed with HTTP ${status}.`, {
      tool: call.tool,
      status,
      retryable: true,
      hint: "Slack had a server error; retry later.",
    });
  }

  const parsed = parseJsonBody(response.body, headers.get("content-type"));
  const body = parsed.ok && isObject(parsed.value) ? parsed.value : undefined;
  if (body && body.ok === false)
    throw slackError(call, method, body, {
      status,
      retryAfterMs: retryAfter,
      secrets: response.secrets ?? call.secrets,
    });
  if (status !== 200 || !body || body.ok !== true) {
    const what = !parsed.ok ? BODY_PROBLEMS[parsed.reason] : "a body without ok:true";
    // A write answered with something unreadable may still have been carried out.
    if (once && status >= 200 && status < 300) throw unknownOutcome(call, method, what, status);
    // Refused credentials keep their meaning whoever answered; a 404 here is a wrong address, not a missing object.
    const refused = status === 401 ? "unauthorized" : status === 403 ? "forbidden" : undefined;
    throw new ToolError(refused ?? "upstream", `${call.tool}: Slack ${method} answered HTTP ${status} with ${what}.`, {
      tool: call.tool,
      status,
      retryable: false,
      hint: refused
        ? "The request was refused; check the toolkit's accessToken, its scopes and its baseUrl."
        : "Slack (or a proxy in front of it) gave an unexpected answer; retry later, and check the toolkit's baseUrl.",
    });
  }
  return body;
}

function unknownOutcome(call: SlackCall, method: string, what: string, status: number): ToolError {
  return new ToolError(
    "outcome_unknown",
    `${call.tool}: Slack ${method} answered ${what}; the action may or may not have been carried out, and it was not resent.`,
    {
      tool: call.tool,
      status,
      retryable: false,
      hint: named(
        call,
        "Check the conversation ({conversations.history} or {conversations.members}) before calling again, so nothing is done twice.",
      ),
    },
  );
}

export function isObject(value: unknown): value is SlackBody {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The caller's identity (auth.test), asked once per tool call. */
export function whoAmI(call: SlackCall): Promise<SlackBody> {
  call.self ??= callSlack(call, "auth.test");
  return call.self;
}
