// The one place the runtime talks HTTP: auth, timeouts, retries, redirects and the size cap live here,
// so providers only build requests and map final responses.

import { setTimeout as sleep } from "node:timers/promises";
import { cancelled, invalidInput, ToolError } from "../errors.js";
import type { RetryOptions, ToolkitOptions } from "../kit.js";
import { retryAfterMs } from "./response.js";
import { headerIssue, isHeaderSafe, scrub } from "./text.js";

export { collapse, headerIssue, isHeaderSafe, scrub, truncate, upstreamText } from "./text.js";
export { kindForStatus, parseJsonBody, retryAfterMs, textOf } from "./response.js";
export type { JsonBody } from "./response.js";

export interface HttpRequest {
  /** Tool name, for error messages. */
  tool: string;
  method: string;
  /** Absolute URL. */
  url: string;
  headers?: Record<string, string>;
  /** Form or JSON text. */
  body?: string | URLSearchParams;
  /** GET/DELETE true; decides retries. */
  idempotent: boolean;
  /** Values to scrub from any error text (the access token is added automatically). */
  secrets?: string[];
  /** Replaces the default hint of a `too_large` error (a provider knows the narrower call to suggest). */
  tooLargeHint?: string;
  /** The caller's cancellation: no attempt starts once it is aborted, and one under way is cut. */
  signal?: AbortSignal;
  /** When the tool call began (epoch ms): retry.totalMs counts from then. Without it, from this request. */
  callStarted?: number;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** The URL that answered, after redirects. */
  url: string;
  /** Every value scrubbed from errors for this call, the token used included (for providers' own error text). */
  secrets?: string[];
  /**
   * Set when this answer came from a retry after an attempt with no clear answer (a 5xx, a timeout, a dropped
   * connection): that attempt may have been carried out, e.g. a DELETE now answered 404.
   */
  afterUncertainAttempt?: true;
}

const DEFAULTS = {
  timeoutMs: 30_000,
  maxResponseBytes: 10 * 1024 * 1024,
  attempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  totalMs: 60_000,
  maxRedirects: 5,
} as const;

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

/**
 * Resolves the token (string or provider) for one request, waiting for a provider no longer than the call may last;
 * failures never carry the provider's text.
 */
async function resolveToken(tool: string, options: ToolkitOptions, deadline: number): Promise<string> {
  let token: unknown;
  try {
    token =
      typeof options.accessToken === "function" ? await until(deadline, options.accessToken()) : options.accessToken;
  } catch (err) {
    if (err === LATE) {
      throw new ToolError("timeout", `${tool}: the access token provider did not answer within retry.totalMs.`, {
        tool,
        retryable: true,
        hint: "The token provider configured for the toolkit is slow or stuck; check it, then call again.",
      });
    }
    throw new ToolError("unauthorized", `${tool}: the access token provider failed.`, {
      tool,
      hint: "The toolkit could not obtain an access token; check the token provider configured for the toolkit.",
      cause: { name: err instanceof Error ? err.name : typeof err },
    });
  }
  if (typeof token !== "string" || token.trim() === "") {
    throw new ToolError("unauthorized", `${tool}: no access token is configured.`, {
      tool,
      hint: "Configure the toolkit with a non-empty accessToken (a string or a function returning one).",
    });
  }
  if (!isHeaderSafe(token)) {
    throw new ToolError("unauthorized", `${tool}: the access token contains characters not allowed in a header.`, {
      tool,
      hint: "Configure the toolkit with a valid access token.",
    });
  }
  return token;
}

const LATE = Symbol("late");

/** `value`, or a rejection with LATE once `deadline` has passed. */
async function until<T>(deadline: number, value: T | Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(LATE), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([value, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** One attempt: its number, its time limit, and whether the call's remaining time (not timeoutMs) set that. */
interface Attempt {
  number: number;
  timeoutMs: number;
  cutByBudget: boolean;
}

type Outcome =
  | { type: "response"; response: HttpResponse }
  | { type: "failure"; error: ToolError; retry: boolean; maybeSent?: boolean };

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

  let last: Outcome | undefined;
  // Whether an earlier attempt may have reached the upstream and been carried out without a clear answer.
  let uncertain = false;
  for (let attempt = 1; ; attempt++) {
    if (req.signal?.aborted) throw cancelled(req.tool);
    const token = await resolveToken(req.tool, options, deadline);
    const secrets = [token, ...(req.secrets ?? [])];
    const remaining = deadline - Date.now();
    // A read goes with whatever time is left; a write or a retry only with time to finish.
    if (remaining < (attempt === 1 && req.idempotent ? 1 : minAttemptMs)) {
      if (last) return settle(last); // the answer in hand stands (a 429 stays rate_limited)
      throw budgetSpent(req, policy.totalMs);
    }
    const timeoutMs = Math.min(perAttempt, remaining);
    const outcome = await attemptOnce(req, options, token, secrets, {
      number: attempt,
      timeoutMs,
      cutByBudget: timeoutMs < perAttempt,
    });

    if (outcome.type === "response") {
      const { status } = outcome.response;
      if (status !== 429 && !(req.idempotent && status >= 500)) {
        return uncertain ? { ...outcome.response, afterUncertainAttempt: true } : outcome.response;
      }
    } else if (!outcome.retry) {
      throw outcome.error;
    }
    // A 429 was not processed, and a connection that never opened sent nothing; anything else may have landed.
    if (outcome.type === "response" ? outcome.response.status >= 500 : outcome.maybeSent !== false) uncertain = true;
    const retryAfter = outcome.type === "response" ? retryAfterMs(outcome.response.headers) : undefined;
    const waitMs = nextDelay(policy, attempt, retryAfter);
    if (waitMs === undefined || attempt >= policy.attempts || deadline - Date.now() - waitMs < minAttemptMs) {
      return settle(outcome);
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

/** The call's time ran out between requests (a Messaging tool makes several): the next one is not sent. */
function budgetSpent(req: HttpRequest, totalMs: number): ToolError {
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

/** One attempt: the redirect chain and the body read share one timeout. */
async function attemptOnce(
  req: HttpRequest,
  options: ToolkitOptions,
  token: string,
  secrets: string[],
  attempt: Attempt,
): Promise<Outcome> {
  // Checked again here: the token provider may have been awaited since. From now on nothing awaits before the send.
  if (req.signal?.aborted) return { type: "failure", error: cancelled(req.tool), retry: false };
  const doFetch = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  let cut: "timeout" | "cancelled" | undefined;
  const timer = setTimeout(() => {
    cut ??= "timeout";
    controller.abort();
  }, attempt.timeoutMs);
  const cancel = () => {
    cut ??= "cancelled";
    controller.abort();
  };
  req.signal?.addEventListener("abort", cancel, { once: true });
  const maxBytes = options.maxResponseBytes ?? DEFAULTS.maxResponseBytes;

  let url = req.url;
  let method = req.method.toUpperCase();
  let body = req.body;
  let headers: Record<string, string> = { ...(req.headers ?? {}) };
  let withAuth = true;
  // Only a redirect needs the request's origin: parse the URL then, not on every call.
  let origin: string | undefined;

  try {
    for (let hop = 0; ; hop++) {
      const sent: Record<string, string> = { ...headers };
      if (withAuth) sent["authorization"] = `Bearer ${token}`;
      const res = await doFetch(url, {
        method,
        headers: sent,
        ...(body !== undefined ? { body } : {}),
        redirect: "manual",
        signal: controller.signal,
      });

      const location = res.headers.get("location");
      if (isRedirect(res.status) && location) {
        await discard(res);
        if (hop >= DEFAULTS.maxRedirects) {
          return failure(
            req,
            "upstream",
            `${req.tool}: the upstream redirected more than ${DEFAULTS.maxRedirects} times.`,
            {
              hint: "The upstream keeps redirecting; try again later.",
              status: res.status,
            },
          );
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          return failure(req, "upstream", `${req.tool}: the upstream redirected to an invalid location.`, {
            status: res.status,
          });
        }
        if (next.protocol !== "https:" && next.protocol !== "http:") {
          return failure(req, "upstream", `${req.tool}: the upstream redirected to an unsupported scheme.`, {
            status: res.status,
          });
        }
        // A write is sent at most once: following would send it again (307/308) or turn it into a GET that
        // reports success for an action that went elsewhere (301/302/303).
        if (!FOLLOWED_METHODS.has(method)) return redirectedWrite(req, method, res.status, next, secrets);
        origin ??= originOf(req.url);
        if (next.origin !== origin) {
          // The token belongs to the original origin; other hosts (download CDNs) get a signed URL, not credentials.
          withAuth = false;
          headers = Object.fromEntries(
            Object.entries(headers).filter(([, v]) => !secrets.some((s) => s && v.includes(s))),
          );
        }
        if (res.status === 303 && method === "DELETE") {
          method = "GET";
          body = undefined;
        }
        url = next.toString();
        continue;
      }

      // Error bodies only feed a short message: keep their start instead of failing on size.
      if (res.status >= 400) {
        const head = await readCapped(res, Math.min(maxBytes, ERROR_BODY_BYTES), true);
        return { type: "response", response: { status: res.status, headers: res.headers, body: head, url, secrets } };
      }
      const bytes = await readCapped(res, maxBytes);
      if (bytes === "too_large") {
        return failure(
          req,
          "too_large",
          `${req.tool}: the response is larger than the ${maxBytes}-byte limit (maxResponseBytes).`,
          {
            status: res.status,
            hint:
              req.tooLargeHint ??
              "Ask for less (fewer fields, a smaller page, a byte range) or raise the toolkit's maxResponseBytes.",
          },
        );
      }
      return { type: "response", response: { status: res.status, headers: res.headers, body: bytes, url, secrets } };
    }
  } catch (err) {
    return transportFailure(req, err, cut, attempt, secrets);
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener("abort", cancel);
  }
}

function transportFailure(
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
function failure(
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

// Redirects are followed only for methods that may be sent again; every other method is a write.
const FOLLOWED_METHODS = new Set(["GET", "HEAD", "DELETE"]);

/**
 * A write answered with a redirect: not followed, and the location named (scrubbed: it is upstream text). 307/308 ask
 * for the request to be repeated elsewhere, so it was not carried out here; after 301/302/303 it may have been.
 */
function redirectedWrite(req: HttpRequest, method: string, status: number, location: URL, secrets: string[]): Outcome {
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

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

async function discard(res: Response): Promise<void> {
  try {
    await res.body?.cancel();
  } catch {
    // Nothing to do: the body is dropped either way.
  }
}

const ERROR_BODY_BYTES = 64 * 1024;

/** Reads the body, stopping as soon as it passes `max` bytes (keeping the first `max` when `keepHead`). */
async function readCapped(res: Response, max: number, keepHead: true): Promise<Uint8Array>;
async function readCapped(res: Response, max: number, keepHead?: false): Promise<Uint8Array | "too_large">;
async function readCapped(res: Response, max: number, keepHead = false): Promise<Uint8Array | "too_large"> {
  const declared = Number(res.headers.get("content-length"));
  if (!keepHead && Number.isFinite(declared) && declared > max) {
    await discard(res);
    return "too_large";
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > max) {
      await reader.cancel().catch(() => undefined);
      if (!keepHead) return "too_large";
      chunks.push(value.subarray(0, max - size));
      size = max;
      break;
    }
    size += value.byteLength;
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
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
