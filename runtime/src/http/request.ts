// The one place the runtime sends HTTP requests from: retries and the call's time budget live here (one attempt in
// attempt.ts, the wire in transport*.ts), so providers only build requests and map final responses.

import { setTimeout as sleep } from "node:timers/promises";
import { cancelled, invalidInput } from "../errors.js";
import { SecretRegistry } from "../secrets.js";
import type { RetryOptions, ToolkitOptions } from "../kit.js";
import { attemptOnce } from "./attempt.js";
import { budgetSpent, type Outcome } from "./failures.js";
import { isServerError, retryAfterMs } from "./response.js";
import { headerIssue, isHeaderSafe } from "./text.js";
import { resolveToken, tokenRefused } from "./token.js";
import type { HttpRequest, HttpResponse } from "./message.js";

export { collapse, headerIssue, isHeaderSafe, scrub, truncate, upstreamText } from "./text.js";
export {
  BODY_PROBLEMS,
  isServerError,
  kindForStatus,
  MAX_BODY_DEPTH,
  parseJsonBody,
  retryAfterMs,
  textOf,
} from "./response.js";
export type { JsonBody } from "./response.js";
export type { ResponseHeaders } from "./transport.js";
export type { HttpRequest, HttpResponse } from "./message.js";

const DEFAULTS = {
  timeoutMs: 30_000,
  attempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  totalMs: 60_000,
} as const;

/**
 * The longest Retry-After passed on. Not the call's retry.totalMs: a wait past the budget is handed to the caller to
 * honour later (Box's storage-policy deletions allow two a day), and shortening it would send the caller back too
 * soon. A day covers every limit the upstreams document; a larger value is a broken header, not a schedule.
 */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** The least time worth starting a write or a retry with (capped by timeoutMs and a quarter of retry.totalMs). */
const MIN_ATTEMPT_MS = 5_000;

/** The retry policy with every default filled in; `retry: false` means one attempt. */
function retryPolicy(options: ToolkitOptions): Required<RetryOptions> {
  const r = options.retry === false ? { attempts: 1 } : (options.retry ?? {});
  return {
    attempts: Math.max(1, Math.floor(r.attempts ?? DEFAULTS.attempts)),
    baseDelayMs: Math.max(0, r.baseDelayMs ?? DEFAULTS.baseDelayMs),
    maxDelayMs: Math.max(0, r.maxDelayMs ?? DEFAULTS.maxDelayMs),
    totalMs: Math.max(1, r.totalMs ?? DEFAULTS.totalMs),
  };
}

/** An outcome as the caller of `send` gets it: the response, or its error thrown. */
function settle(outcome: Outcome): HttpResponse {
  if (outcome.type === "failure") throw outcome.error;
  return outcome.response;
}

/** Sends one logical request: returns the final response for any HTTP status, or throws a ToolError. */
export async function send(req: HttpRequest, options: ToolkitOptions): Promise<HttpResponse> {
  const policy = retryPolicy(options);
  const deadline = (req.callStarted ?? Date.now()) + policy.totalMs;
  const perAttempt = options.timeoutMs ?? DEFAULTS.timeoutMs;
  // An attempt cut to a sliver would only time out, and a write that times out has an unknown outcome.
  const minAttemptMs = Math.min(perAttempt, MIN_ATTEMPT_MS, policy.totalMs / 4);
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (!isHeaderSafe(value) || !isHeaderSafe(name)) throw invalidInput(req.tool, [headerIssue(name, name)]);
  }

  const registry = req.registry ?? new SecretRegistry();
  const answer = (response: HttpResponse): HttpResponse => {
    const wait = retryAfterMs(response.headers);
    return wait === undefined ? response : { ...response, retryAfterMs: Math.min(wait, MAX_RETRY_AFTER_MS) };
  };
  let last: Outcome | undefined;
  // Whether an earlier attempt may have reached the upstream and been carried out without a clear answer.
  let uncertain = false;
  // A refused token was not processed, so even a write is sent once more with a fresh one; once only.
  let reauthorized = false;
  for (let attempt = 1; ; attempt++) {
    if (req.signal?.aborted) throw cancelled(req.tool);
    const token = await resolveToken(req.tool, options, deadline);
    registry.add(token);
    const secrets = [...registry.values(), ...(req.secrets ?? [])];
    const remaining = deadline - Date.now();
    // A read goes with whatever time is left; a write or a retry only with time to finish.
    if (remaining < (attempt === 1 && req.idempotent ? 1 : minAttemptMs)) {
      if (last) return answer(settle(last)); // the answer in hand stands (a 429 stays rate_limited)
      throw budgetSpent(req, policy.totalMs);
    }
    const timeoutMs = Math.min(perAttempt, remaining);
    const outcome = await attemptOnce(req, options, token, secrets, {
      number: attempt,
      timeoutMs,
      cutByBudget: timeoutMs < perAttempt,
    });

    if (outcome.type === "response" && !reauthorized && tokenRefused(options, token, outcome.response)) {
      reauthorized = true;
      last = outcome;
      attempt -= 1;
      continue;
    }
    if (outcome.type === "response") {
      const { status } = outcome.response;
      if (status !== 429 && !(req.idempotent && isServerError(status))) {
        return answer(uncertain ? { ...outcome.response, afterUncertainAttempt: true } : outcome.response);
      }
    } else if (!outcome.retry) {
      throw outcome.error;
    }
    // A 429 was not processed, and a connection that never opened sent nothing; anything else may have landed.
    if (outcome.type === "response" ? isServerError(outcome.response.status) : outcome.maybeSent !== false) {
      uncertain = true;
    }
    const retryAfter = outcome.type === "response" ? retryAfterMs(outcome.response.headers) : undefined;
    const waitMs = nextDelay(policy, attempt, retryAfter);
    if (waitMs === undefined || attempt >= policy.attempts || deadline - Date.now() - waitMs < minAttemptMs) {
      return answer(settle(outcome));
    }
    last = outcome;
    // A cancellation ends the wait early; the loop's first check then reports it.
    await sleep(waitMs, undefined, { signal: req.signal }).catch(() => undefined);
  }
}

/** Backoff before the next attempt; undefined when Retry-After asks for more than one wait may last. */
function nextDelay(policy: Required<RetryOptions>, attempt: number, retryAfter: number | undefined) {
  const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = exp / 2 + Math.random() * (exp / 2);
  if (retryAfter === undefined) return jittered;
  // Retry-After is honoured, never shortened: past the longest allowed wait the caller gets the answer instead.
  if (retryAfter > policy.maxDelayMs) return undefined;
  return Math.max(retryAfter, jittered);
}
