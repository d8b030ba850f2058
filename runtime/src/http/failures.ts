// Failures of an attempt as ToolErrors: what the caller is told about timeouts, resets, redirects and cut-short calls.
import { cancelled, ToolError } from "../errors.js";
import type { HttpRequest, HttpResponse } from "./message.js";
import { scrub } from "./text.js";

/** One attempt: its number, its time limit, and whether the call's remaining time (not timeoutMs) set that. */
export interface Attempt {
  number: number;
  timeoutMs: number;
  cutByBudget: boolean;
}

export type Outcome =
  | { type: "response"; response: HttpResponse }
  | { type: "failure"; error: ToolError; retry: boolean; maybeSent?: boolean };

/** The call's time ran out between requests (a Messaging tool makes several): the next one is not sent. */
export function budgetSpent(req: HttpRequest, totalMs: number): ToolError {
  const where = describeTarget(req.method, req.url);
  return new ToolError(
    "timeout",
    `${req.tool}: the call used up its ${totalMs} ms (retry.totalMs) before ${where}, which was not sent.`,
    {
      tool: req.tool,
      retryable: true,
      hint: "The call needed more time than it is allowed in all; call again, or raise the toolkit's retry.totalMs.",
    },
  );
}

export function transportFailure(
  req: HttpRequest,
  err: unknown,
  cut: "timeout" | "cancelled" | undefined,
  attempt: Attempt,
  secrets: string[],
): Outcome {
  const cause = safeCause(err, secrets);
  const where = describeTarget(req.method, req.url);
  const tries = attempt.number > 1 ? ` (${attempt.number} attempts)` : "";
  if (cut === "cancelled") {
    if (!req.idempotent) return outcomeUnknown(req.tool, `the call was cancelled by its caller during ${where}`, cause);
    return { type: "failure", retry: false, error: cancelled(req.tool) };
  }
  if (cut === "timeout") {
    const within = `${attempt.timeoutMs} ms${attempt.cutByBudget ? " (what remained of retry.totalMs)" : ""}`;
    if (!req.idempotent) return outcomeUnknown(req.tool, `no answer within ${within} to ${where}`, cause);
    return {
      type: "failure",
      retry: true,
      error: new ToolError("timeout", `${req.tool}: no answer within ${within} to ${where}${tries}.`, {
        tool: req.tool,
        retryable: true,
        cause,
        hint: attempt.cutByBudget
          ? "The call used up its total time (retry.totalMs); call again, or raise the toolkit's retry.totalMs."
          : "The upstream is slow or unreachable; retry later, or raise the toolkit's timeoutMs.",
      }),
    };
  }
  const code = cause.code ?? "";
  const notSent = NOT_SENT_CODES.has(code);
  if (!req.idempotent && !notSent) {
    return outcomeUnknown(req.tool, `the connection failed${code ? ` (${code})` : ""} during ${where}`, cause);
  }
  return {
    type: "failure",
    retry: req.idempotent,
    maybeSent: !notSent,
    error: new ToolError(
      "network",
      `${req.tool}: could not reach the upstream${code ? ` (${code})` : ""} for ${where}${tries}.`,
      {
        tool: req.tool,
        retryable: true,
        cause,
        hint: "A network failure; retry later, and check the toolkit's baseUrl/servers settings if it persists.",
      },
    ),
  };
}

// Failures that prove the request never left this process.
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** A failure of the runtime's own wording (nothing in it came from the upstream, so nothing to scrub). */
export function failure(
  req: HttpRequest,
  kind: "upstream" | "too_large",
  message: string,
  init: { hint?: string; status?: number },
): Outcome {
  return {
    type: "failure",
    retry: false,
    error: new ToolError(kind, message, { tool: req.tool, retryable: false, ...init }),
  };
}

/**
 * A write answered with a redirect: not followed, and the location named (scrubbed: it is upstream text). 307/308 ask
 * for the request to be repeated elsewhere, so it was not carried out here; after 301/302/303 it may have been.
 */
export function redirectedWrite(
  req: HttpRequest,
  method: string,
  status: number,
  location: URL,
  secrets: string[],
): Outcome {
  const where = scrub(`${location.origin}${location.pathname}`, secrets);
  const what = `${req.tool}: the upstream answered ${method} with HTTP ${status}, a redirect to ${where}; a write is sent at most once, so it was not followed`;
  if (status === 307 || status === 308) {
    return failure(req, "upstream", `${what}.`, {
      status,
      hint: `The endpoint moved; if ${where} is the right upstream, set the toolkit's baseUrl (or servers) to it, then call again.`,
    });
  }
  return {
    type: "failure",
    retry: false,
    error: new ToolError("outcome_unknown", `${what}; the action may or may not have been carried out.`, {
      tool: req.tool,
      status,
      retryable: false,
      hint: "Check the current state (read the object or list) before calling again, so the action is not done twice; check the toolkit's baseUrl too.",
    }),
  };
}

/** A cause safe to keep: name, code and scrubbed message, never the original object (it may hold headers). */
function safeCause(err: unknown, secrets: string[]): { name: string; code?: string; message: string } {
  const inner = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const codeOf = (e: unknown) =>
    e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string"
      ? (e as { code: string }).code
      : undefined;
  const code = codeOf(inner) ?? codeOf(err);
  const name = inner instanceof Error ? inner.name : typeof inner;
  const message = scrub(inner instanceof Error ? inner.message : String(inner), secrets);
  return code ? { name, code, message } : { name, message };
}

/** Method, origin and path: secrets are bound to headers and query parameters, never to these. */
function describeTarget(method: string, url: string): string {
  try {
    const u = new URL(url);
    return `${method.toUpperCase()} ${u.origin}${u.pathname}`;
  } catch {
    return method.toUpperCase();
  }
}

/** A non-idempotent request that may have reached the upstream: never resent, and the model is told to look first. */
function outcomeUnknown(tool: string, what: string, cause: ReturnType<typeof safeCause>) {
  return {
    type: "failure" as const,
    retry: false,
    error: new ToolError(
      "outcome_unknown",
      `${tool}: ${what}; the request may or may not have been carried out, and it was not resent.`,
      {
        tool,
        retryable: false,
        cause,
        hint: "Check the current state (read the object or list) before calling again, so the action is not done twice.",
      },
    ),
  };
}
