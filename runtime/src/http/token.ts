// The access token of one attempt: a string, a (possibly slow) function or an auth provider, bounded by the call's
// time; and whether an answer refused it, so the request is sent once more with a fresh one.
import { AuthError, isAuthProvider, type AnsweredRequest } from "../auth/provider.js";
import { ToolError } from "../errors.js";
import type { ToolkitOptions } from "../kit.js";
import { isHeaderSafe } from "./text.js";

const LATE = Symbol("late");

/**
 * Resolves the token (string or provider) for one request, waiting for a provider no longer than the call may last;
 * failures never carry the provider's text.
 */
export async function resolveToken(tool: string, options: ToolkitOptions, deadline: number): Promise<string> {
  let token: unknown;
  const source = options.accessToken;
  try {
    token = isAuthProvider(source)
      ? await until(deadline, source.token())
      : typeof source === "function"
        ? await until(deadline, source())
        : source;
  } catch (err) {
    if (err instanceof AuthError) {
      // Its message and hint are written to be shown: no secret, no upstream text.
      throw new ToolError(err.kind, `${tool}: ${err.message}`, { tool, hint: err.hint, retryable: err.retryable });
    }
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

/**
 * Whether the upstream refused `token` in this answer and the provider can get another: it then forgets the token
 * (the next resolveToken refreshes, once for all the calls that saw it refused). A string or function cannot.
 */
export function tokenRefused(options: ToolkitOptions, token: string, answer: AnsweredRequest): boolean {
  const source = options.accessToken;
  if (!isAuthProvider(source) || !source.refuses(answer)) return false;
  source.rejected(token);
  return true;
}
