// What `accessToken` takes besides a string or a function: an object that obtains, caches and refreshes tokens.
// Free of any library, so the options check (which the generator imports) can recognise one cheaply.
import type { ToolErrorKind } from "../errors.js";

/** What an upstream answered, as the HTTP core holds it, for `refuses`. */
export interface AnsweredRequest {
  status: number;
  body: Uint8Array;
}

/** Where a provider hands every secret it holds or obtains (a scrubbing registry). */
export type SecretSink = (value: string) => void;

/** A source of access tokens that can refresh them (`boxClientCredentials`, `boxJwt`, `boxOAuth`, `slackRotating`). */
export interface AuthProvider {
  readonly kind: "auth-provider";
  /** Which upstream it speaks to ("box", "slack"): a kit refuses another's provider. */
  readonly upstream: string;
  /** A current access token: the cached one, or a new one obtained once for every concurrent caller. */
  token(): Promise<string>;
  /** Whether this answer says the token was refused (Box: HTTP 401; Slack: `ok:false` with an auth error). */
  refuses(answer: AnsweredRequest): boolean;
  /** The upstream refused `token`: the next `token()` obtains a fresh one (once, however many callers saw it). */
  rejected(token: string): void;
  /**
   * Hands `sink` every secret the provider holds (client secret, key, passphrase, tokens) and every one it obtains
   * later, so whatever scrubs output can know them.
   */
  onSecret(sink: SecretSink): void;
}

export function isAuthProvider(value: unknown): value is AuthProvider {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "auth-provider";
}

/**
 * A failure to obtain a token, with a message and hint safe to show: no secret, no upstream text beyond an
 * identifier-shaped error code. The HTTP core turns it into the call's ToolError.
 */
export class AuthError extends Error {
  override name = "AuthError";
  constructor(
    readonly kind: ToolErrorKind,
    message: string,
    readonly hint: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}
