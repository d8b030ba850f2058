// One request to a token endpoint: a form POST answered with JSON. Failures say what went wrong without quoting
// the answer, which may echo what was sent.
import { AuthError } from "./provider.js";

export interface EndpointOptions {
  /** Injected fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
  /** Per request (default 30 s). */
  timeoutMs?: number;
}

/** The longest answer read from a token endpoint: a token answer is a few kilobytes. */
export const MAX_TOKEN_ANSWER_BYTES = 256 * 1024;

/** The answer's text, or undefined once it runs past `max` bytes (the rest is never read). */
async function readCapped(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Who answers, for messages: "Box", "Slack". */
export async function postForm(
  who: string,
  url: string,
  form: Record<string, string>,
  options: EndpointOptions,
): Promise<{ status: number; body: Record<string, unknown> | undefined }> {
  const send = options.fetch ?? fetch;
  let response: Response;
  let text: string | undefined;
  try {
    response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form).toString(),
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    text = await readCapped(response, MAX_TOKEN_ANSWER_BYTES);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new AuthError(
      timedOut ? "timeout" : "network",
      `${who}'s token endpoint could not be reached (${timedOut ? "timed out" : "connection failed"}).`,
      "Check the network and the token URL configured for the toolkit (tokenUrl), then call again.",
      true,
    );
  }
  if (text === undefined) {
    throw new AuthError(
      "upstream",
      `${who}'s token endpoint answered with more than ${MAX_TOKEN_ANSWER_BYTES} bytes; the answer was not read.`,
      "Check the token URL configured for the toolkit (tokenUrl): it should be the provider's token endpoint.",
      false,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return {
    status: response.status,
    body:
      typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined,
  };
}

/** Form fields that hold no secret: a code may well contain them ("invalid_grant" and "grant_type"). */
const PUBLIC_FIELDS = new Set(["grant_type", "client_id", "box_subject_type", "box_subject_id"]);

/**
 * An identifier-shaped code from an answer (`invalid_grant`), or undefined: free text is never shown, nor a code
 * that echoes a secret that was sent (an identifier-shaped client secret, say).
 */
export function errorCode(value: unknown, sent: Record<string, string>): string | undefined {
  if (typeof value !== "string" || !/^[a-z][a-z0-9_.-]{0,60}$/i.test(value)) return undefined;
  const echoes = Object.entries(sent).some(
    ([field, v]) => !PUBLIC_FIELDS.has(field) && v.length >= 4 && (value.includes(v) || v.includes(value)),
  );
  return echoes ? undefined : value;
}

/** A positive number of seconds from an answer, else the fallback. */
export function lifetimeMs(value: unknown, fallbackSeconds: number): number {
  const seconds = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : fallbackSeconds) * 1000;
}
