// Box's POST /oauth2/token in the sandbox: client credentials, a JWT assertion verified against the app's public key
// (signature, audience, expiry, issuer, a jti used once), and single-use rotating refresh tokens.
import { createPublicKey } from "node:crypto";
import type { SandboxRequest, SandboxResponse } from "../server.js";
import { TokenIssuer, tokenForm, type SandboxOAuthOptions } from "../oauth-issuer.js";
import { ENTERPRISE } from "./seed/context.js";

export const BOX_TOKEN_PATH = "/oauth2/token";
/** The audience Box requires in an assertion: its own token endpoint's URL. */
const AUDIENCE = "https://api.box.com/oauth2/token";
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";

export function boxIssuer(options: SandboxOAuthOptions): TokenIssuer {
  return new TokenIssuer(options, { access: "sbx-box-at-", refresh: "sbx-box-rt-" }, 3_600_000);
}

const oauthError = (status: number, error: string, description: string): SandboxResponse => ({
  status,
  json: { error, error_description: description },
});

/** Answers a token request; `userExists` tells whether a user id is one of the enterprise's. */
export async function boxTokenEndpoint(
  issuer: TokenIssuer,
  request: SandboxRequest,
  userExists: (id: string) => boolean,
): Promise<SandboxResponse> {
  if (request.method !== "POST") return oauthError(405, "invalid_request", "Use POST.");
  const form = tokenForm(request.body, request.headers.authorization);
  if (!issuer.clientMatches(form.client_id, form.client_secret)) {
    return oauthError(400, "invalid_client", "The client credentials are invalid");
  }
  const granted = (grant: string, withRefresh: boolean): SandboxResponse => {
    const issued = issuer.issue(grant, withRefresh);
    return {
      status: 200,
      json: {
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        token_type: "bearer",
        restricted_to: [],
        ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
      },
    };
  };
  switch (form.grant_type) {
    case "client_credentials": {
      const problem = subjectProblem(form.box_subject_type, form.box_subject_id, userExists);
      return problem ? oauthError(400, "invalid_grant", problem) : granted("client_credentials", false);
    }
    case JWT_BEARER: {
      const problem = await assertionProblem(issuer, form.assertion, userExists);
      return problem ? oauthError(400, "invalid_grant", problem) : granted("jwt", false);
    }
    case "refresh_token": {
      const state = issuer.redeem(form.refresh_token);
      if (state !== "valid") return oauthError(400, "invalid_grant", "Invalid refresh token");
      return granted("refresh_token", true);
    }
    default:
      return oauthError(400, "unsupported_grant_type", "Grant type is unsupported");
  }
}

function subjectProblem(type: unknown, id: unknown, userExists: (id: string) => boolean): string | undefined {
  if (type === "enterprise") return id === ENTERPRISE.id ? undefined : "Grant credentials are invalid";
  if (type === "user") return typeof id === "string" && userExists(id) ? undefined : "Grant credentials are invalid";
  return "Invalid box_subject_type";
}

async function assertionProblem(
  issuer: TokenIssuer,
  assertion: string | undefined,
  userExists: (id: string) => boolean,
): Promise<string | undefined> {
  const key = issuer.options.jwtPublicKey;
  if (!key) return "JWT is not enabled for this application";
  if (!assertion) return "Missing assertion";
  const { jwtVerify } = await import("jose");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(assertion, typeof key === "string" ? createPublicKey(key) : key, {
      algorithms: ["RS256"],
      audience: AUDIENCE,
      issuer: issuer.options.clientId,
      requiredClaims: ["exp", "jti", "sub"],
      currentDate: new Date(issuer.now()),
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ERR_JWT_EXPIRED") return "Please check the 'exp' claim.";
    if (code === "ERR_JWT_CLAIM_VALIDATION_FAILED") return "Please check the 'aud', 'iss' and 'sub' claims.";
    return 'Signature verification error. The public key identified by "kid" must correspond to the private key used for signing.';
  }
  if (typeof payload.exp === "number" && payload.exp * 1000 - issuer.now() > 60_000) {
    return "Please check the 'exp' claim: at most 60 seconds ahead.";
  }
  if (!issuer.firstUse(String(payload.jti))) return "Please check the 'jti' claim: it was used already.";
  return subjectProblem(payload.box_sub_type, payload.sub, userExists);
}
