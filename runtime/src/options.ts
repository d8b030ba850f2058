// The toolkit's options, checked once when it is created: a bad value is the programmer's to fix, so it is one
// ToolkitOptionsError listing every problem, thrown by createToolkit, never a ToolError at the first call.
import { budgetProblems } from "./adapters/budget.js";
import { isAuthProvider } from "./auth/provider.js";
import type { AuthProvider } from "./auth/provider.js";

/** Options every toolkit accepts. */
export interface ToolkitOptions {
  /**
   * A bearer token, a function returning one (called before every request), or an auth provider (`boxJwt`,
   * `boxClientCredentials`, `boxOAuth`, `slackRotating`) that refreshes its tokens and is asked for a fresh one when
   * the upstream refuses a token. Left out, the kit's `<KIT>_TOKEN` environment variable is read when the toolkit
   * is created.
   */
  accessToken?: string | (() => string | Promise<string>) | AuthProvider;
  /** Replaces every upstream server URL (proxy, sandbox, tests). Left out, `<KIT>_BASE_URL` is read. */
  baseUrl?: string;
  /** Injected fetch; defaults to the global one. */
  fetch?: typeof fetch;
  /** Per-request timeout in milliseconds (default 30000). */
  timeoutMs?: number;
  /** Retry policy for retryable failures; `false` turns retries off. */
  retry?: RetryOptions | false;
  /** Largest response body kept, in bytes (default 10 MiB); larger ones fail with kind `too_large`. */
  maxResponseBytes?: number;
  /**
   * Largest result a model is shown, in o200k tokens (estimated; default 10000), by the MCP server and the adapters
   * over this kit unless their own option says otherwise; `false` shows every result whole. A listing over it is cut
   * at a whole entry with the call that continues it; any other result over it is a `too_large` error naming the
   * parameter that narrows it. `call` and `invoke` from code always resolve with the whole result.
   */
  resultBudget?: number | false;
}

/** Options of one call. */
export interface CallOptions {
  /**
   * Cancels the call: nothing more is sent and it rejects with kind `cancelled`, or `outcome_unknown` when a write
   * had already been sent.
   */
  signal?: AbortSignal;
}

export interface RetryOptions {
  /** Attempts in all, the first included (default 3). */
  attempts?: number;
  /** First backoff delay in milliseconds (default 250), doubled each retry, with jitter. */
  baseDelayMs?: number;
  /** Longest single wait in milliseconds (default 8000), Retry-After included. */
  maxDelayMs?: number;
  /**
   * Longest time one tool call may take, in milliseconds (default 60000, also with `retry: false`): every request of
   * the call (a Messaging tool may make several), its attempts, the waits between them and the token provider's
   * answers end by then. A write or a retry starts only with min(timeoutMs, 5 s, totalMs / 4) left.
   */
  totalMs?: number;
}

/** Options a toolkit cannot run with; `problems` lists each one. */
export class ToolkitOptionsError extends Error {
  override name = "ToolkitOptionsError";
  constructor(readonly problems: string[]) {
    super(`Invalid toolkit options: ${problems.join(" ")}`);
  }
}

/** The environment variables of a kit: `content-api` → CONTENT_API_TOKEN, CONTENT_API_BASE_URL. */
export function kitEnvironment(id: string): { token: string; baseUrl: string } {
  const prefix = id.toUpperCase().replace(/[^A-Z0-9]+/g, "_");
  return { token: `${prefix}_TOKEN`, baseUrl: `${prefix}_BASE_URL` };
}

/** setTimeout's longest delay; a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The options with the environment filled in where they leave something out (`<KIT>_TOKEN`, `<KIT>_BASE_URL`; an
 * option given explicitly wins, `servers` included), checked. `check` adds a provider's own checks.
 */
export function resolveOptions<Options extends ToolkitOptions>(
  given: Options,
  kitId: string | undefined,
  check?: (options: Options) => string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): Options {
  if (typeof given !== "object" || given === null) throw new ToolkitOptionsError(["The options must be an object."]);
  const options = { ...given };
  const names = kitId === undefined ? undefined : kitEnvironment(kitId);
  const problems: string[] = [];
  if (options.accessToken === undefined) {
    const token = names && env[names.token]?.trim();
    if (token) options.accessToken = token;
    else {
      problems.push(
        `No access token: pass accessToken${names ? ` or set the ${names.token} environment variable` : ""}.`,
      );
    }
  } else if (isAuthProvider(options.accessToken)) {
    // Which upstream it suits is the provider's to check (`authProblem`).
  } else if (typeof options.accessToken !== "string" && typeof options.accessToken !== "function") {
    problems.push("accessToken must be a string, a function returning one, or an auth provider.");
  }
  const servers = (options as { servers?: unknown }).servers;
  if (options.baseUrl === undefined && servers === undefined && names) {
    const fromEnv = env[names.baseUrl]?.trim();
    if (fromEnv) {
      const problem = urlProblem(fromEnv);
      if (problem) problems.push(`The ${names.baseUrl} environment variable ${problem}.`);
      else options.baseUrl = fromEnv;
    }
  } else if (options.baseUrl !== undefined) {
    const problem = urlProblem(options.baseUrl);
    if (problem) problems.push(`baseUrl ${problem}.`);
  }
  if (options.fetch !== undefined && typeof options.fetch !== "function") problems.push("fetch must be a function.");
  if (options.timeoutMs !== undefined) problems.push(...duration("timeoutMs", options.timeoutMs, false));
  if (options.resultBudget !== undefined) problems.push(...budgetProblems("resultBudget", options.resultBudget));
  if (options.maxResponseBytes !== undefined) {
    const n = options.maxResponseBytes;
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1) {
      problems.push(`maxResponseBytes must be a whole number of bytes, at least 1 (got ${shown(n)}).`);
    }
  }
  const retry = options.retry;
  if (retry !== undefined && retry !== false) {
    if (typeof retry !== "object" || retry === null) {
      problems.push(`retry must be false or an object (got ${shown(retry)}).`);
    } else {
      const { attempts, baseDelayMs, maxDelayMs, totalMs } = retry;
      if (
        attempts !== undefined &&
        (typeof attempts !== "number" || !Number.isInteger(attempts) || attempts < 1 || attempts > 100)
      ) {
        problems.push(`retry.attempts must be a whole number from 1 to 100 (got ${shown(attempts)}).`);
      }
      if (baseDelayMs !== undefined) problems.push(...duration("retry.baseDelayMs", baseDelayMs, true));
      if (maxDelayMs !== undefined) problems.push(...duration("retry.maxDelayMs", maxDelayMs, true));
      if (totalMs !== undefined) problems.push(...duration("retry.totalMs", totalMs, false));
    }
  }
  if (check) problems.push(...check(options));
  if (problems.length > 0) throw new ToolkitOptionsError(problems);
  return options;
}

/** An auth provider made for another upstream than the kit's (a Slack one handed to a Box kit). */
export function authProblem(options: ToolkitOptions, upstream: string): string[] {
  const source = options.accessToken;
  return isAuthProvider(source) && source.upstream !== upstream
    ? [`accessToken is an auth provider for ${source.upstream}; this kit speaks to ${upstream}.`]
    : [];
}

/** What is wrong with a URL option, if anything. */
export function urlProblem(value: unknown): string | undefined {
  if (typeof value !== "string") return `must be an http(s) URL (got ${shown(value)})`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a URL: ${shown(value)}`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `must be an http(s) URL: ${shown(value)}`;
  if (url.search || url.hash) return `must not hold a query or fragment: ${shown(value)}`;
  return undefined;
}

function duration(name: string, value: unknown, zeroAllowed: boolean): string[] {
  const ok =
    typeof value === "number" &&
    Number.isFinite(value) &&
    (zeroAllowed ? value >= 0 : value > 0) &&
    value <= MAX_TIMER_MS;
  return ok
    ? []
    : [
        `${name} must be a number of milliseconds, ${zeroAllowed ? "0" : "above 0"} to ${MAX_TIMER_MS} (got ${shown(value)}).`,
      ];
}

/** A value as the message shows it: short, on one line. */
function shown(value: unknown): string {
  const text =
    typeof value === "string" ? JSON.stringify(value) : typeof value === "function" ? "a function" : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
