// The access token of one attempt: a string, or a (possibly slow) provider bounded by the call's time.
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
