// One request to a token endpoint: a form POST answered with JSON. Failures say what went wrong without quoting
// the answer, which may echo what was sent.
import { AuthError } from "./provider.js";

export interface EndpointOptions {
  /** Injected fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
  /** Per request (default 30 s). */
  timeoutMs?: number;
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
  let text: string;
  try {
    response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form).toString(),
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new AuthError(
      timedOut ? "timeout" : "network",
      `${who}'s token endpoint could not be reached (${timedOut ? "timed out" : "connection failed"}).`,
      "Check the network and the token URL configured for the toolkit (tokenUrl), then call again.",
      true,
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
