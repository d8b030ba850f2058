// Slack token rotation: an access token that expires (12 hours), renewed through oauth.v2.access with the refresh
// token, which may come back new and is then saved before the new access token is used.
import { ToolkitOptionsError } from "../options.js";
import { errorCode, lifetimeMs, postForm, type EndpointOptions } from "./endpoint.js";
import { AuthError, type AnsweredRequest, type AuthProvider } from "./provider.js";
import { TokenSession } from "./session.js";
import { memoryStorage, type TokenStorage } from "./storage.js";

export const SLACK_TOKEN_URL = "https://slack.com/api/oauth.v2.access";

/** The `ok:false` errors that mean the token itself was refused: refresh once and send again. */
const REFUSED = new Set(["token_expired", "invalid_auth", "not_authed"]);

export interface SlackRotatingOptions extends EndpointOptions {
  clientId: string;
  clientSecret: string;
  /** The refresh token to start from; the store's, once it holds one, wins. */
  refreshToken?: string;
  /** Where each refresh token is saved before the access token that came with it is used (default: in memory). */
  storage?: TokenStorage;
  /** The token endpoint (default Slack's oauth.v2.access). A sandbox's is `sandbox.tokenUrl`. */
  tokenUrl?: string;
  now?: () => number;
  refreshBeforeMs?: number;
}

export function slackRotating(options: SlackRotatingOptions): AuthProvider {
  const problems = ["clientId", "clientSecret"].flatMap((name) => {
    const value = (options as unknown as Record<string, unknown> | undefined)?.[name];
    return typeof value === "string" && value !== "" ? [] : [`${name} must be a non-empty string.`];
  });
  if (!options?.refreshToken && !options?.storage)
    problems.push("slackRotating needs a refreshToken, or a storage that holds one.");
  if (problems.length > 0) throw new ToolkitOptionsError(problems);
  const session = new TokenSession({
    now: options.now ?? Date.now,
    storage: options.storage ?? memoryStorage(),
    ...(options.refreshToken ? { refreshToken: options.refreshToken } : {}),
    ...(options.refreshBeforeMs !== undefined ? { refreshBeforeMs: options.refreshBeforeMs } : {}),
    async grant(refreshToken) {
      if (!refreshToken) {
        throw new AuthError(
          "unauthorized",
          "no Slack refresh token: the token store holds none and none was configured.",
          "Configure the app's refresh token (refreshToken, or SLACK_REFRESH_TOKEN).",
        );
      }
      const form = {
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      };
      const { status, body } = await postForm("Slack", options.tokenUrl ?? SLACK_TOKEN_URL, form, options);
      // A user token may come back under authed_user.
      const tokens = body?.ok === true && typeof body.access_token !== "string" ? body.authed_user : body;
      const granted = typeof tokens === "object" && tokens !== null ? (tokens as Record<string, unknown>) : undefined;
      if (body?.ok === true && typeof granted?.access_token === "string" && granted.access_token !== "") {
        const next =
          typeof granted.refresh_token === "string" && granted.refresh_token ? granted.refresh_token : undefined;
        return {
          accessToken: granted.access_token,
          expiresInMs: lifetimeMs(granted.expires_in, 43_200),
          ...(next ? { refreshToken: next } : {}),
        };
      }
      const code = errorCode(body?.error, form);
      if (status === 429 || status >= 500) {
        throw new AuthError("upstream", `Slack's oauth.v2.access failed (HTTP ${status}).`, "Call again later.", true);
      }
      throw new AuthError(
        "unauthorized",
        `Slack refused the token refresh${code ? ` (${code})` : ` (HTTP ${status})`}.`,
        code === "invalid_refresh_token"
          ? "The refresh token was revoked or replaced; install the app again and configure its new refresh token."
          : "Check the app's client id and secret and its refresh token.",
      );
    },
  });
  session.secret(options.clientSecret);
  return {
    kind: "auth-provider",
    upstream: "slack",
    token: () => session.token(),
    refuses: refusedBySlack,
    rejected: (token) => session.rejected(token),
    onSecret: (sink) => session.onSecret(sink),
  };
}

const decoder = new TextDecoder();

/** `ok:false` with an auth error. Slack puts `ok` first, so a success body is not parsed whole. */
function refusedBySlack(answer: AnsweredRequest): boolean {
  if (answer.status !== 200 && answer.status !== 401) return false;
  const head = decoder.decode(answer.body.subarray(0, 64));
  if (!/"ok"\s*:\s*false/.test(head)) return false;
  try {
    const error = (JSON.parse(decoder.decode(answer.body)) as { error?: unknown }).error;
    return typeof error === "string" && REFUSED.has(error);
  } catch {
    return false;
  }
}
