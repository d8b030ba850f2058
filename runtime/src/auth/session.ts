// The token cache every provider shares: a token is reused until shortly before it expires, one refresh serves every
// concurrent caller, and a rotated refresh token is saved before the access token that came with it is used.
import { AuthError, type SecretSink } from "./provider.js";
import type { StoredTokens, TokenStorage } from "./storage.js";

/** What a grant gave. */
export interface Grant {
  accessToken: string;
  /** Lifetime from now, in ms. */
  expiresInMs: number;
  /** A refresh token, when the grant rotates one (the previous one is then spent). */
  refreshToken?: string;
}

export interface SessionOptions {
  /** Obtains a token; `refreshToken` is the current one, for grants that need it. */
  grant(refreshToken: string | undefined): Promise<Grant>;
  /** The refresh token to start from when the store holds none. */
  refreshToken?: string;
  storage?: TokenStorage;
  /** Epoch ms; tests inject one. */
  now: () => number;
  /** How long before expiry a token is renewed (default: 60 s, at most a tenth of its lifetime). */
  refreshBeforeMs?: number;
}

const DEFAULT_REFRESH_BEFORE_MS = 60_000;

interface Current {
  accessToken: string;
  /** Epoch ms after which the token is renewed before use. */
  renewAt: number;
}

export class TokenSession {
  #current: Current | undefined;
  /** Tokens obtained but not yet saved: never used until saved, never obtained again (the old refresh token is spent). */
  #unsaved: { tokens: StoredTokens; renewAt: number } | undefined;
  #refreshToken: string | undefined;
  /** The store is read once, on the first token. */
  #loaded = false;
  #flight: Promise<string> | undefined;
  readonly #sinks: SecretSink[] = [];
  readonly #secrets = new Set<string>();

  constructor(readonly options: SessionOptions) {
    this.#refreshToken = options.refreshToken;
    if (options.refreshToken) this.secret(options.refreshToken);
  }

  token(): Promise<string> {
    const current = this.#current;
    if (current && !this.#unsaved && this.options.now() < current.renewAt) return Promise.resolve(current.accessToken);
    this.#flight ??= this.#renew().finally(() => {
      this.#flight = undefined;
    });
    return this.#flight;
  }

  rejected(token: string): void {
    if (this.#current?.accessToken === token) this.#current = undefined;
  }

  /** Records a secret and tells every sink. */
  secret(value: string | undefined): void {
    if (!value || this.#secrets.has(value)) return;
    this.#secrets.add(value);
    for (const sink of this.#sinks) sink(value);
  }

  onSecret(sink: SecretSink): void {
    this.#sinks.push(sink);
    for (const value of this.#secrets) sink(value);
  }

  async #renew(): Promise<string> {
    const { storage, now } = this.options;
    if (storage && !this.#loaded) {
      const stored = await this.#read(storage);
      this.#loaded = true;
      if (stored) {
        this.secret(stored.refreshToken);
        this.secret(stored.accessToken);
        this.#refreshToken = stored.refreshToken;
        if (stored.accessToken && stored.expiresAt !== undefined && now() < stored.expiresAt - this.#margin(0)) {
          this.#current = { accessToken: stored.accessToken, renewAt: stored.expiresAt - this.#margin(0) };
          return stored.accessToken;
        }
      }
    }
    if (this.#unsaved) {
      // Saved first: until then the previous refresh token, which the upstream no longer honours, is the stored one.
      const { tokens, renewAt } = this.#unsaved;
      await this.#save(tokens);
      this.#unsaved = undefined;
      if (tokens.accessToken && now() < renewAt) {
        this.#current = { accessToken: tokens.accessToken, renewAt };
        return tokens.accessToken;
      }
    }
    const started = now();
    const grant = await this.options.grant(this.#refreshToken);
    this.secret(grant.accessToken);
    this.secret(grant.refreshToken);
    const expiresAt = started + grant.expiresInMs;
    const renewAt = expiresAt - this.#margin(grant.expiresInMs);
    if (grant.refreshToken) {
      this.#refreshToken = grant.refreshToken;
      if (storage) {
        this.#unsaved = {
          tokens: { refreshToken: grant.refreshToken, accessToken: grant.accessToken, expiresAt },
          renewAt,
        };
        await this.#save(this.#unsaved.tokens);
        this.#unsaved = undefined;
      }
    }
    this.#current = { accessToken: grant.accessToken, renewAt };
    return grant.accessToken;
  }

  /** Renewal margin for a token of this lifetime (0: unknown, as for a stored one: the full margin). */
  #margin(lifetimeMs: number): number {
    const margin = this.options.refreshBeforeMs ?? DEFAULT_REFRESH_BEFORE_MS;
    return lifetimeMs > 0 ? Math.min(margin, lifetimeMs / 10) : margin;
  }

  async #read(storage: TokenStorage): Promise<StoredTokens | undefined> {
    try {
      return await storage.read();
    } catch (error) {
      throw new AuthError(
        "unauthorized",
        `the ${storage.description} could not be read (${reason(error)}).`,
        "Fix or remove the token store (it holds the refresh token), then call again.",
      );
    }
  }

  async #save(tokens: StoredTokens): Promise<void> {
    const storage = this.options.storage!;
    try {
      await storage.write(tokens);
    } catch (error) {
      throw new AuthError(
        "unauthorized",
        `the rotated refresh token could not be saved to the ${storage.description} (${reason(error)}); the new tokens are kept in memory and the next call saves them first.`,
        "Make the token store writable (permissions, disk space), then call again: nothing was sent.",
        true,
      );
    }
  }
}

/** An error's code or class: never its message, which may quote a path's contents or a value. */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  return error instanceof SyntaxError ? "not JSON" : error instanceof Error ? error.name : "failed";
}
