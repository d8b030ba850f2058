// Box's three server-side ways to a token, all through POST /oauth2/token: client credentials (CCG), a JWT
// assertion signed with the app's key, and a refresh token that is single-use and rotates on every refresh.
import { ToolkitOptionsError } from "../options.js";
import { errorCode, lifetimeMs, postForm, type EndpointOptions } from "./endpoint.js";
import { assertionSigner, readJwtConfig, type BoxJwtConfig } from "./box-jwt.js";
import { AuthError, type AnsweredRequest, type AuthProvider } from "./provider.js";
import { TokenSession, type Grant } from "./session.js";
import { memoryStorage, type TokenStorage } from "./storage.js";

export const BOX_TOKEN_URL = "https://api.box.com/oauth2/token";

export interface BoxAuthCommon extends EndpointOptions {
  /** The token endpoint (default Box's). A sandbox's is `sandbox.tokenUrl`. */
  tokenUrl?: string;
  /** Epoch ms, for tests (default Date.now). */
  now?: () => number;
  /** How long before expiry a token is renewed (default 60 s, at most a tenth of its lifetime). */
  refreshBeforeMs?: number;
}

export interface BoxClientCredentialsOptions extends BoxAuthCommon {
  clientId: string;
  clientSecret: string;
  /** Act as the app's service account in this enterprise … */
  enterpriseId?: string;
  /** … or as this managed user (one of the two). */
  userId?: string;
}

export interface BoxJwtOptions extends BoxAuthCommon {
  /** The app's config JSON as Box's developer console downloads it (parsed) … */
  config?: BoxJwtConfig;
  /** … or the path of that file (one of the two). */
  configFile?: string;
  /** Act as this user instead of the enterprise's service account. */
  userId?: string;
  /** Told when the config file can be read by others (default: a process warning). */
  warn?: (message: string) => void;
}

export interface BoxOAuthOptions extends BoxAuthCommon {
  clientId: string;
  clientSecret: string;
  /** The refresh token to start from; the store's, once it holds one, wins (it is the newer). */
  refreshToken?: string;
  /** Where each rotated refresh token is saved before use (default: in memory, lost on restart). */
  storage?: TokenStorage;
}

/** Client Credentials Grant: the app's id and secret, for its service account (enterprise) or a user. */
export function boxClientCredentials(options: BoxClientCredentialsOptions): AuthProvider {
  const problems = [...required(options, ["clientId", "clientSecret"])];
  const subject = subjectOf(options, problems, true);
  if (problems.length > 0) throw new ToolkitOptionsError(problems);
  return boxAuth(options, [options.clientSecret], () =>
    requestToken(options, "client credentials", {
      grant_type: "client_credentials",
      client_id: options.clientId,
      client_secret: options.clientSecret,
      box_subject_type: subject!.type,
      box_subject_id: subject!.id,
    }),
  );
}

/** JWT: an assertion signed with the app's private key (decrypted once, here), exchanged for a token. */
export function boxJwt(options: BoxJwtOptions): AuthProvider {
  const app = readJwtConfig(options);
  const now = options.now ?? Date.now;
  const sign = assertionSigner(app, now);
  const subject = options.userId
    ? ({ type: "user", id: options.userId } as const)
    : ({ type: "enterprise", id: app.enterpriseId } as const);
  return boxAuth(options, app.secrets, async () =>
    requestToken(options, "JWT", {
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: await sign(subject),
      client_id: app.clientId,
      client_secret: app.clientSecret,
    }),
  );
}

/** OAuth 2.0 refresh: each refresh spends the refresh token and returns a new one, saved before it is used. */
export function boxOAuth(options: BoxOAuthOptions): AuthProvider {
  const problems = required(options, ["clientId", "clientSecret"]);
  if (options.refreshToken !== undefined && (typeof options.refreshToken !== "string" || !options.refreshToken)) {
    problems.push("refreshToken must be a non-empty string.");
  }
  if (!options.refreshToken && !options.storage) {
    problems.push("boxOAuth needs a refreshToken, or a storage that holds one.");
  }
  if (problems.length > 0) throw new ToolkitOptionsError(problems);
  return boxAuth(
    options,
    [options.clientSecret],
    async (refreshToken) => {
      if (!refreshToken) {
        throw new AuthError(
          "unauthorized",
          "no Box refresh token: the token store holds none and none was configured.",
          "Authorize the app and configure its refresh token (refreshToken, or BOX_REFRESH_TOKEN).",
        );
      }
      return requestToken(options, "refresh", {
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      });
    },
    { refreshToken: options.refreshToken, storage: options.storage ?? memoryStorage() },
  );
}

function boxAuth(
  options: BoxAuthCommon,
  secrets: string[],
  grant: (refreshToken: string | undefined) => Promise<Grant>,
  rotation: { refreshToken?: string; storage?: TokenStorage } = {},
): AuthProvider {
  const session = new TokenSession({
    grant,
    now: options.now ?? Date.now,
    ...(options.refreshBeforeMs !== undefined ? { refreshBeforeMs: options.refreshBeforeMs } : {}),
    ...rotation,
  });
  for (const secret of secrets) session.secret(secret);
  return {
    kind: "auth-provider",
    upstream: "box",
    token: () => session.token(),
    refuses: (answer: AnsweredRequest) => answer.status === 401,
    rejected: (token) => session.rejected(token),
    onSecret: (sink) => session.onSecret(sink),
  };
}

async function requestToken(options: BoxAuthCommon, grant: string, form: Record<string, string>): Promise<Grant> {
  const { status, body } = await postForm("Box", options.tokenUrl ?? BOX_TOKEN_URL, form, options);
  const accessToken = body?.access_token;
  if (status === 200 && typeof accessToken === "string" && accessToken !== "") {
    const refreshToken = typeof body!.refresh_token === "string" ? body!.refresh_token : undefined;
    return { accessToken, expiresInMs: lifetimeMs(body!.expires_in, 3600), ...(refreshToken ? { refreshToken } : {}) };
  }
  const code = errorCode(body?.error, form);
  if (status >= 500 || status === 429) {
    throw new AuthError(
      "upstream",
      `Box's token endpoint failed (HTTP ${status}) for the ${grant} grant.`,
      "Box could not issue a token just now; call again later.",
      true,
    );
  }
  if (grant === "refresh" && code === "invalid_grant") {
    throw new AuthError(
      "unauthorized",
      "Box refused the refresh token (invalid_grant): it was already used, has expired or was revoked.",
      "Authorize the app again and configure the new refresh token; a refresh token is single-use.",
    );
  }
  throw new AuthError(
    "unauthorized",
    `Box refused the ${grant} grant (HTTP ${status}${code ? `, ${code}` : ""}).`,
    "Check the app's client id and secret, the enterprise or user id, and that the app is authorized in the enterprise.",
  );
}

function required<O extends object>(options: O, names: (keyof O & string)[]): string[] {
  if (typeof options !== "object" || options === null) return ["The auth options must be an object."];
  return names.flatMap((name) =>
    typeof options[name] === "string" && options[name] !== "" ? [] : [`${name} must be a non-empty string.`],
  );
}

function subjectOf(
  options: { enterpriseId?: string; userId?: string },
  problems: string[],
  needed: boolean,
): { type: "enterprise" | "user"; id: string } | undefined {
  const { enterpriseId, userId } = options;
  if (enterpriseId !== undefined && userId !== undefined) {
    problems.push("Give enterpriseId or userId, not both.");
    return undefined;
  }
  const id = enterpriseId ?? userId;
  if (id === undefined) {
    if (needed) problems.push("Give enterpriseId (the service account) or userId (a user).");
    return undefined;
  }
  if (typeof id !== "string" || !/^\d+$/.test(id)) {
    problems.push(`${enterpriseId !== undefined ? "enterpriseId" : "userId"} must be a Box id (digits).`);
    return undefined;
  }
  return { type: enterpriseId !== undefined ? "enterprise" : "user", id };
}
