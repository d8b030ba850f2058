// What both sandboxes' token endpoints share: the access tokens they issued with their expiry, single-use rotating
// refresh tokens, and a log of the grants served, so tests can count refreshes.
import { randomBytes } from "node:crypto";
import type { KeyObject } from "node:crypto";

/** `oauth` of `startSandbox()`: the sandbox then issues tokens and accepts only its own, unexpired. */
export interface SandboxOAuthOptions {
  /** The app the token endpoint knows. */
  clientId: string;
  clientSecret: string;
  /** Refresh tokens valid at the start. */
  refreshTokens?: readonly string[];
  /** Box JWT: the app's public key (PEM or KeyObject) assertions are verified with. */
  jwtPublicKey?: string | KeyObject;
  /** Lifetime of an issued access token, ms (default: Box 3600 s, Slack 12 h). */
  accessTokenTtlMs?: number;
  /** Epoch ms for expiry; tests inject the providers' clock (default Date.now). */
  clock?: () => number;
}

/** What a test sees and can do. */
export interface SandboxOAuthControl {
  /** The grant type of every token issued, in order. */
  readonly grants: readonly string[];
  /** Makes every access token issued so far invalid, as a revocation would (the next use is refused). */
  revokeAccessTokens(): void;
}

export type TokenCheck = "valid" | "expired" | "unknown";

export class TokenIssuer implements SandboxOAuthControl {
  readonly grants: string[] = [];
  readonly #access = new Map<string, number>();
  readonly #jtis = new Set<string>();
  /** Refresh token → whether it was spent. */
  readonly #refresh = new Map<string, boolean>();
  readonly now: () => number;

  constructor(
    readonly options: SandboxOAuthOptions,
    readonly prefix: { access: string; refresh: string },
    readonly defaultTtlMs: number,
  ) {
    this.now = options.clock ?? Date.now;
    for (const token of options.refreshTokens ?? []) this.#refresh.set(token, false);
  }

  clientMatches(id: string | undefined, secret: string | undefined): boolean {
    return id === this.options.clientId && secret === this.options.clientSecret;
  }

  check(token: string): TokenCheck {
    const expiresAt = this.#access.get(token);
    if (expiresAt === undefined) return "unknown";
    return this.now() < expiresAt ? "valid" : "expired";
  }

  /** Spends a refresh token: "valid" once, "replayed" after. */
  redeem(token: string | undefined): "valid" | "replayed" | "unknown" {
    const spent = token === undefined ? undefined : this.#refresh.get(token);
    if (spent === undefined) return "unknown";
    if (spent) return "replayed";
    this.#refresh.set(token!, true);
    return "valid";
  }

  issue(grant: string, withRefresh: boolean): { accessToken: string; expiresIn: number; refreshToken?: string } {
    const ttl = this.options.accessTokenTtlMs ?? this.defaultTtlMs;
    const accessToken = `${this.prefix.access}${randomBytes(16).toString("hex")}`;
    this.#access.set(accessToken, this.now() + ttl);
    this.grants.push(grant);
    if (!withRefresh) return { accessToken, expiresIn: Math.ceil(ttl / 1000) };
    const refreshToken = `${this.prefix.refresh}${randomBytes(16).toString("hex")}`;
    this.#refresh.set(refreshToken, false);
    return { accessToken, expiresIn: Math.ceil(ttl / 1000), refreshToken };
  }

  /** Whether an assertion id is seen for the first time (an assertion is used once). */
  firstUse(jti: string): boolean {
    if (this.#jtis.has(jti)) return false;
    this.#jtis.add(jti);
    return true;
  }

  revokeAccessTokens(): void {
    this.#access.clear();
  }
}

/** Form parameters of a token request, with HTTP Basic client credentials when the body has none. */
export function tokenForm(body: Buffer, authorization: string | undefined): Record<string, string> {
  const form = Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  const basic = /^Basic\s+(.+)$/i.exec(authorization ?? "");
  if (basic && form.client_id === undefined) {
    const [id, ...secret] = Buffer.from(basic[1]!, "base64").toString("utf8").split(":");
    form.client_id = decodeURIComponent(id ?? "");
    form.client_secret = decodeURIComponent(secret.join(":"));
  }
  return form;
}
