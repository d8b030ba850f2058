// A request as a provider hands it to `send`, and the response it gets back (request.ts sends; attempt.ts and
// failures.ts read these too, so they live apart from the sending).
import type { SecretRegistry } from "../secrets.js";
import type { ResponseHeaders } from "./transport.js";

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
  /** This request's own secrets (secret parameters) to scrub from any error text. */
  secrets?: string[];
  /** The kit's secrets: the token of each attempt is added, and every error is scrubbed against all of them. */
  registry?: SecretRegistry;
  /** Replaces the default hint of a `too_large` error (a provider knows the narrower call to suggest). */
  tooLargeHint?: string;
  /** The caller's cancellation: no attempt starts once it is aborted, and one under way is cut. */
  signal?: AbortSignal;
  /** When the tool call began (epoch ms): retry.totalMs counts from then. Without it, from this request. */
  callStarted?: number;
}

export interface HttpResponse {
  status: number;
  headers: ResponseHeaders;
  body: Uint8Array;
  /** The URL that answered, after redirects. */
  url: string;
  /** Every value scrubbed from errors for this call, the token used included (for providers' own error text). */
  secrets?: string[];
  /** The answer's Retry-After in milliseconds, at most MAX_RETRY_AFTER_MS (a server may ask for years). */
  retryAfterMs?: number;
  /**
   * Set when this answer came from a retry after an attempt with no clear answer (a 5xx, a timeout, a dropped
   * connection): that attempt may have been carried out, e.g. a DELETE now answered 404.
   */
  afterUncertainAttempt?: true;
}
