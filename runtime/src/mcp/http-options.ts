// What the MCP HTTP server may be started with, free of the MCP SDK so the command line checks it before loading
// anything: loopback or not, and whether the endpoint's authentication is complete.
import { isIPv4 } from "node:net";
import type { JSONWebKeySet } from "jose";

export type HttpAuthOptions =
  | {
      /** Clients send `Authorization: Bearer <secret>`. */
      bearer: string;
    }
  | {
      oauth: {
        /** The authorization server whose tokens are accepted (the JWT's `iss`). */
        issuer: string;
        /** This server's resource identifier: the JWT's `aud` must name it (e.g. its public /mcp URL). */
        audience: string;
        /** The issuer's key set, fetched (and cached by jose) from here … */
        jwksUrl?: string;
        /** … or given. */
        jwks?: JSONWebKeySet;
        /** Scopes every token must carry (its `scope` claim). */
        scopes?: string[];
        /** Epoch ms, for tests (default Date.now). */
        now?: () => number;
      };
    };

/** Problems with the options, for the command line and serveHttp alike. */
export function httpAuthProblems(options: HttpAuthOptions): string[] {
  if ("bearer" in options) {
    // What a bearer credential may hold (RFC 6750's b64token); anything else could never be presented.
    return typeof options.bearer === "string" && options.bearer.length >= 16 && BEARER.test(options.bearer)
      ? []
      : ["the endpoint's bearer secret must be at least 16 characters of A-Z a-z 0-9 - . _ ~ + / (= at the end)."];
  }
  const { issuer, audience, jwksUrl, jwks } = options.oauth ?? {};
  const problems: string[] = [];
  if (!isUrl(issuer)) problems.push("oauth.issuer must be the issuer's URL.");
  if (typeof audience !== "string" || audience === "") problems.push("oauth.audience must name this server.");
  if ((jwksUrl === undefined) === (jwks === undefined))
    problems.push("give oauth.jwksUrl or oauth.jwks (one of the two).");
  else if (jwksUrl !== undefined && !isUrl(jwksUrl)) problems.push("oauth.jwksUrl must be an http(s) URL.");
  return problems;
}

/** Sessions an HTTP server keeps at once unless told otherwise. */
export const DEFAULT_MAX_SESSIONS = 1000;

export const BEARER = /^[A-Za-z0-9\-._~+/]+=*$/;

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  return bare === "localhost" || bare === "::1" || (isIPv4(bare) && bare.startsWith("127."));
}

/**
 * Why these options cannot be served, if they cannot: another address than loopback needs `auth`, and `auth` must
 * be complete. Checked before anything binds.
 */
export function httpServeProblems(options: { host?: string; auth?: HttpAuthOptions }): string[] {
  if (options.auth) return httpAuthProblems(options.auth);
  const host = options.host ?? "127.0.0.1";
  return isLoopback(host)
    ? []
    : [
        `serving on ${host} (not loopback) needs authentication: a bearer secret or OAuth (issuer, audience, JWKS); or bind 127.0.0.1.`,
      ];
}

function isUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The subject an authenticated request speaks for (a bearer secret has one for all). */
export function subjectOf(auth: { clientId: string; extra?: Record<string, unknown> } | undefined): string | undefined {
  return auth === undefined ? undefined : String(auth.extra?.subject ?? auth.clientId);
}
