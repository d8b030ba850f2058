// Slack's oauth.v2.access in the sandbox, for token rotation: a refresh token (with the app's id and secret) gives a
// new access token that expires, and a new refresh token.
import type { SandboxRequest, SandboxResponse } from "../server.js";
import { TokenIssuer, tokenForm, type SandboxOAuthOptions } from "../oauth-issuer.js";

export const SLACK_TOKEN_METHOD = "oauth.v2.access";

export function slackIssuer(options: SandboxOAuthOptions): TokenIssuer {
  return new TokenIssuer(options, { access: "xoxe.xoxp-1-sbx", refresh: "xoxe-1-sbx" }, 43_200_000);
}

const failed = (error: string): SandboxResponse => ({ status: 200, json: { ok: false, error } });

export function slackTokenEndpoint(
  issuer: TokenIssuer,
  request: SandboxRequest,
  team: { id: string; name: string },
  userId: string,
): SandboxResponse {
  const form = {
    ...Object.fromEntries(request.url.searchParams),
    ...tokenForm(request.body, request.headers.authorization),
  };
  if (form.client_id !== issuer.options.clientId) return failed("invalid_client_id");
  if (!issuer.clientMatches(form.client_id, form.client_secret)) return failed("bad_client_secret");
  if (form.grant_type !== "refresh_token") return failed("invalid_grant_type");
  if (issuer.redeem(form.refresh_token) !== "valid") return failed("invalid_refresh_token");
  const issued = issuer.issue("refresh_token", true);
  return {
    status: 200,
    json: {
      ok: true,
      app_id: "A0SANDBOX",
      authed_user: { id: userId },
      scope: "",
      token_type: "user",
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      team,
      enterprise: null,
      is_enterprise_install: false,
    },
  };
}

/** The `ok:false` error for a token the sandbox did not accept, or undefined. */
export function slackTokenProblem(issuer: TokenIssuer, token: string): string | undefined {
  const state = issuer.check(token);
  return state === "valid" ? undefined : state === "expired" ? "token_expired" : "invalid_auth";
}
