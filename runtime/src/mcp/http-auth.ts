// Authentication of the MCP endpoint: a static bearer secret, or an OAuth 2.1 resource server that accepts JWTs from
// one issuer (checked with jose against the issuer's JWKS: signature, audience, expiry) and publishes its protected-
// resource metadata (RFC 9728). Refusals carry WWW-Authenticate, as the MCP authorization specification asks.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AuthInfo, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/server";
import { BEARER, type HttpAuthOptions } from "./http-options.js";

export const RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource";

/** What the endpoint checks before a request reaches the transport. */
export interface EndpointGuard {
  /** Answers the well-known metadata request when `path` is one; false when it is not. */
  metadata(path: string, req: IncomingMessage, res: ServerResponse): boolean;
  /** The caller's credentials, or a refusal (already answered) as undefined. */
  admit(req: IncomingMessage, res: ServerResponse): Promise<AuthInfo | undefined>;
}

export function endpointGuard(options: HttpAuthOptions, mcpPath: string): EndpointGuard {
  if ("bearer" in options) {
    const expected = digest(options.bearer);
    return {
      metadata: () => false,
      async admit(req, res) {
        const token = bearerOf(req);
        if (token !== undefined && timingSafeEqual(digest(token), expected)) {
          return { token, clientId: "bearer", scopes: [] };
        }
        refuse(res, invalidToken(token === undefined ? "Bearer token required" : "Invalid bearer token"), {
          challenge: token === undefined ? 'Bearer realm="mcp"' : undefined,
        });
        return undefined;
      },
    };
  }
  const { issuer, audience, jwksUrl, jwks, scopes = [], now = Date.now } = options.oauth;
  let keys: Promise<Parameters<typeof import("jose").jwtVerify>[1]> | undefined;
  const keySet = () =>
    (keys ??= import("jose").then((jose) =>
      jwksUrl !== undefined ? jose.createRemoteJWKSet(new URL(jwksUrl)) : jose.createLocalJWKSet(jwks!),
    ));
  // The Host header goes into a header value: only a host name, an address and a port are taken from it.
  const metadataUrl = (req: IncomingMessage) => {
    const host = req.headers.host && /^[A-Za-z0-9.\-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(req.headers.host);
    return `http://${host ? req.headers.host : "localhost"}${RESOURCE_METADATA_PATH}${mcpPath}`;
  };
  return {
    metadata(path, _req, res) {
      if (path !== RESOURCE_METADATA_PATH && path !== RESOURCE_METADATA_PATH + mcpPath) return false;
      const body: OAuthProtectedResourceMetadata = {
        resource: audience,
        authorization_servers: [issuer],
        bearer_methods_supported: ["header"],
        ...(scopes.length > 0 ? { scopes_supported: scopes } : {}),
      };
      res
        .writeHead(200, { "content-type": "application/json", "cache-control": "max-age=3600" })
        .end(JSON.stringify(body));
      return true;
    },
    async admit(req, res) {
      const resourceMetadata = metadataUrl(req);
      const token = bearerOf(req);
      if (token === undefined) {
        refuse(res, invalidToken("Bearer token required"), {
          challenge: `Bearer resource_metadata="${resourceMetadata}"`,
        });
        return undefined;
      }
      const { jwtVerify } = await import("jose");
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, await keySet(), {
          issuer,
          audience,
          requiredClaims: ["exp"],
          currentDate: new Date(now()),
        }));
      } catch (error) {
        refuse(res, invalidToken(verifyFailure(error)), { resourceMetadata });
        return undefined;
      }
      const granted = typeof payload.scope === "string" ? payload.scope.split(" ").filter(Boolean) : [];
      const missing = scopes.filter((scope) => !granted.includes(scope));
      if (missing.length > 0) {
        refuse(
          res,
          { code: "insufficient_scope", message: `Missing scope: ${missing.join(" ")}` },
          {
            resourceMetadata,
            scope: scopes.join(" "),
          },
        );
        return undefined;
      }
      const clientId = [payload.client_id, payload.azp, payload.sub].find((v) => typeof v === "string") as string;
      return {
        token,
        clientId: clientId ?? "unknown",
        scopes: granted,
        expiresAt: payload.exp as number,
        resource: new URL(audience, "http://localhost"),
        // Who the token speaks for: a session is bound to it.
        extra: { subject: typeof payload.sub === "string" ? payload.sub : (clientId ?? "unknown") },
      };
    },
  };
}

/** What was wrong with a token, in jose's terms but never quoting it. */
function verifyFailure(error: unknown): string {
  switch ((error as { code?: string }).code) {
    case "ERR_JWT_EXPIRED":
      return "Token has expired";
    case "ERR_JWT_CLAIM_VALIDATION_FAILED":
      return `Token claim ${(error as { claim?: string }).claim ?? ""} is not valid for this server`.replace("  ", " ");
    case "ERR_JWKS_NO_MATCHING_KEY":
    case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
      return "Token signature is not valid";
    case "ERR_JWKS_TIMEOUT":
    case "ERR_JOSE_GENERIC":
      return "The issuer's keys could not be fetched";
    default:
      return "Token is not a valid JWT";
  }
}

/** An OAuth refusal (RFC 6750): the token is missing or bad (401), or lacks a scope (403). */
interface Refusal {
  code: "invalid_token" | "insufficient_scope";
  message: string;
}
const invalidToken = (message: string): Refusal => ({ code: "invalid_token", message });

function refuse(
  res: ServerResponse,
  error: Refusal,
  extra: { challenge?: string; resourceMetadata?: string; scope?: string },
): void {
  const status = error.code === "insufficient_scope" ? 403 : 401;
  const params = [
    `error="${error.code}"`,
    `error_description="${error.message.replace(/"/g, "'")}"`,
    ...(extra.scope ? [`scope="${extra.scope}"`] : []),
    ...(extra.resourceMetadata ? [`resource_metadata="${extra.resourceMetadata}"`] : []),
  ];
  res
    .writeHead(status, {
      "content-type": "application/json",
      "www-authenticate": extra.challenge ?? `Bearer ${params.join(", ")}`,
    })
    .end(JSON.stringify({ error: error.code, error_description: error.message }));
}

function bearerOf(req: IncomingMessage): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? "");
  return match && BEARER.test(match[1]!) ? match[1] : undefined;
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
