// `--auth`: how `serve`, `call` and the package bins obtain the upstream's token. Settings come from flags, else the
// environment; secrets (client secrets, refresh tokens) only from the environment, never a command line others can
// read in the process list. Anything missing or contradictory is a UsageError, before anything starts.
import { Option, type Command } from "commander";
import {
  boxClientCredentials,
  boxJwt,
  boxOAuth,
  fileStorage,
  slackRotating,
  type AuthProvider,
} from "../auth/index.js";
import { kitEnvironment } from "../options.js";
import { httpServeProblems, type HttpAuthOptions } from "./http-options.js";

export const AUTH_MODES = ["token", "client-credentials", "jwt", "oauth"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** The auth flags as commander gives them. */
export interface AuthFlags {
  auth?: AuthMode;
  clientId?: string;
  enterpriseId?: string;
  userId?: string;
  jwtConfig?: string;
  tokenStore?: string;
  tokenUrl?: string;
}

/** Which upstream a kit speaks to decides the variables' prefix and the modes it offers. */
export type Upstream = "box" | "slack";

const MODES: Record<Upstream, readonly AuthMode[]> = {
  box: AUTH_MODES,
  slack: ["token", "oauth"],
};

export class AuthUsageError extends Error {
  override name = "AuthUsageError";
}

/** Secrets a user may try to pass as flags; each is answered with the variable to set instead. */
const SECRET_FLAGS = { "--client-secret": "CLIENT_SECRET", "--refresh-token": "REFRESH_TOKEN" } as const;

/**
 * The `--auth` options. For a known kit the help names its variables and modes (a package bin); without one (the
 * repository's `toolgen serve <kit>`), both providers' variables.
 */
export function addAuthOptions(command: Command, kit?: { id: string; upstream: Upstream }): Command {
  const token = kit ? kitEnvironment(kit.id).token : "<KIT>_TOKEN";
  const v = (name: string) =>
    kit ? `${kit.upstream === "box" ? "BOX" : "SLACK"}_${name}` : `BOX_${name} / SLACK_${name}`;
  const boxOnly = kit?.upstream === "slack"; // the Box-only settings, hidden from a Slack kit's help
  const modes = kit
    ? kit.upstream === "box"
      ? `token: ${token}; client-credentials or jwt: a Box app; oauth: a refresh token that rotates`
      : `token: ${token}; oauth: a refresh token that rotates`
    : `token: ${token}; client-credentials, jwt (Box); oauth: a refresh token that rotates (Box, Slack)`;
  command
    .addOption(new Option("--auth <mode>", modes).choices(kit ? MODES[kit.upstream] : AUTH_MODES))
    .option(
      "--client-id <id>",
      `the app's client id (or ${v("CLIENT_ID")}); its secret only from ${v("CLIENT_SECRET")}`,
    )
    .addOption(
      new Option(
        "--enterprise-id <id>",
        "client-credentials: act as the enterprise's service account (or BOX_ENTERPRISE_ID)",
      ).hideHelp(boxOnly),
    )
    .addOption(
      new Option("--user-id <id>", "client-credentials, jwt: act as this user (or BOX_USER_ID)").hideHelp(boxOnly),
    )
    .addOption(
      new Option(
        "--jwt-config <file>",
        "jwt: the app's config JSON from Box's developer console (or BOX_JWT_CONFIG)",
      ).hideHelp(boxOnly),
    )
    .option(
      "--token-store <file>",
      `oauth: where the rotating refresh token is kept, mode 0600 (or ${v("TOKEN_STORE")})`,
    )
    .option("--token-url <url>", `the token endpoint, when not the provider's (or ${v("TOKEN_URL")})`);
  // A secret on the command line is readable in the process list: refused, naming the variable, never echoing it.
  for (const [flag, name] of Object.entries(SECRET_FLAGS)) {
    command.addOption(
      new Option(`${flag} <secret>`).hideHelp().argParser(() =>
        command.error(
          `error: ${flag} is not accepted (a command line is readable by others): set ${v(name)} instead.`,
          {
            exitCode: 2,
            code: "toolgen.secretFlag",
          },
        ),
      ),
    );
  }
  return command;
}

/**
 * The accessToken the flags and environment ask for: the kit's token (`token`, the default) or an auth provider.
 * `warn` hears about a config file others can read.
 */
export function authFromSettings(
  kit: { id: string; upstream: Upstream },
  flags: AuthFlags,
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void,
): string | AuthProvider {
  const mode = flags.auth ?? "token";
  const prefix = kit.upstream === "box" ? "BOX" : "SLACK";
  const read = (name: string) => env[`${prefix}_${name}`]?.trim() || undefined;
  const usage = (message: string) => new AuthUsageError(message);
  const given = (flag: keyof AuthFlags) => flags[flag] !== undefined;

  if (!MODES[kit.upstream].includes(mode)) {
    throw usage(`--auth ${mode} is not offered for ${kit.id}: use ${MODES[kit.upstream].join(" or ")}.`);
  }
  const unused = (["clientId", "enterpriseId", "userId", "jwtConfig", "tokenStore", "tokenUrl"] as const).filter(
    (flag) => given(flag) && !FLAGS_OF[mode].includes(flag),
  );
  if (unused.length > 0) {
    throw usage(`${unused.map(flagName).join(", ")} ${unused.length > 1 ? "do" : "does"} not apply to --auth ${mode}.`);
  }
  if (mode === "token") {
    const names = kitEnvironment(kit.id);
    const token = env[names.token]?.trim();
    if (!token)
      throw usage(`${names.token} is not set: put the ${kit.id} access token in it, or choose another --auth.`);
    return token;
  }
  // Every missing setting is collected, and reported together once all are known.
  const missing: string[] = [];
  const needed = (value: string | undefined, what: string) => {
    if (!value) missing.push(what);
    return value ?? "";
  };
  const complete = <T>(made: () => T): T => {
    if (missing.length > 0) throw usage(`--auth ${mode} needs ${missing.join("; ")}.`);
    return made();
  };
  const tokenUrl = flags.tokenUrl ?? read("TOKEN_URL");
  if (tokenUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(tokenUrl))
    throw usage(`the token URL is not an http(s) URL.`);
  const common = tokenUrl ? { tokenUrl } : {};
  const clientId = () => needed(flags.clientId ?? read("CLIENT_ID"), `--client-id or ${prefix}_CLIENT_ID`);
  const clientSecret = () => needed(read("CLIENT_SECRET"), `${prefix}_CLIENT_SECRET in the environment`);

  if (mode === "client-credentials") {
    const [id, secret] = [clientId(), clientSecret()];
    const subject = subjectOf(flags, read, missing);
    return complete(() => boxClientCredentials({ ...common, clientId: id, clientSecret: secret, ...subject! }));
  }
  if (mode === "jwt") {
    const configFile = needed(flags.jwtConfig ?? read("JWT_CONFIG"), `--jwt-config or ${prefix}_JWT_CONFIG`);
    const userId = flags.userId ?? read("USER_ID");
    return complete(() => boxJwt({ ...common, configFile, warn, ...(userId ? { userId } : {}) }));
  }
  const store = needed(
    flags.tokenStore ?? read("TOKEN_STORE"),
    `--token-store or ${prefix}_TOKEN_STORE (the rotating refresh token is kept there)`,
  );
  const refreshToken = read("REFRESH_TOKEN");
  const [id, secret] = [clientId(), clientSecret()];
  return complete(() => {
    const options = {
      ...common,
      clientId: id,
      clientSecret: secret,
      storage: fileStorage(store, { warn }),
      ...(refreshToken ? { refreshToken } : {}),
    };
    return kit.upstream === "box" ? boxOAuth(options) : slackRotating(options);
  });
}

const FLAGS_OF: Record<AuthMode, readonly (keyof AuthFlags)[]> = {
  token: [],
  "client-credentials": ["clientId", "enterpriseId", "userId", "tokenUrl"],
  jwt: ["jwtConfig", "userId", "tokenUrl"],
  oauth: ["clientId", "tokenStore", "tokenUrl"],
};

/** The subject of client credentials: the flags decide when either is given, else the environment; never both. */
function subjectOf(flags: AuthFlags, read: (name: string) => string | undefined, missing: string[]) {
  const fromFlags = flags.enterpriseId !== undefined || flags.userId !== undefined;
  const enterpriseId = fromFlags ? flags.enterpriseId : read("ENTERPRISE_ID");
  const userId = fromFlags ? flags.userId : read("USER_ID");
  const where = fromFlags ? "--enterprise-id and --user-id" : "BOX_ENTERPRISE_ID and BOX_USER_ID";
  if (enterpriseId && userId) throw new AuthUsageError(`${where} contradict each other: give one.`);
  if (!enterpriseId && !userId) {
    missing.push("--enterprise-id or --user-id (or BOX_ENTERPRISE_ID / BOX_USER_ID)");
    return undefined;
  }
  return enterpriseId ? { enterpriseId } : { userId: userId! };
}

function flagName(flag: string): string {
  return `--${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The serve flags of the endpoint's own authentication. */
export interface HttpAuthFlags {
  http?: number;
  host: string;
  httpAuth?: "bearer" | "oauth";
  oauthIssuer?: string;
  oauthAudience?: string;
  oauthJwks?: string;
}

/** The environment variable holding the endpoint's bearer secret for `--http-auth bearer`. */
export const MCP_BEARER_VARIABLE = "MCP_BEARER_TOKEN";

export function addHttpAuthOptions(command: Command): Command {
  return command
    .addOption(
      new Option(
        "--http-auth <mode>",
        `with --http: clients authenticate with a bearer secret (from ${MCP_BEARER_VARIABLE}) or OAuth (JWTs of --oauth-issuer); required unless --host is loopback`,
      ).choices(["bearer", "oauth"]),
    )
    .option("--oauth-issuer <url>", "--http-auth oauth: the authorization server whose JWTs are accepted")
    .option("--oauth-audience <uri>", "--http-auth oauth: this server's resource identifier, the tokens' aud")
    .option("--oauth-jwks <url>", "--http-auth oauth: the issuer's JWKS URL");
}

/** The endpoint's authentication the flags ask for; a missing or contradictory setting is an AuthUsageError. */
export function httpAuthFromSettings(
  flags: HttpAuthFlags,
  env: Readonly<Record<string, string | undefined>>,
): HttpAuthOptions | undefined {
  const oauthFlags = [flags.oauthIssuer, flags.oauthAudience, flags.oauthJwks].some((v) => v !== undefined);
  if (flags.http === undefined && (flags.httpAuth !== undefined || oauthFlags)) {
    throw new AuthUsageError("--http-auth and --oauth-* apply to --http only: stdio has no endpoint to protect.");
  }
  if (oauthFlags && flags.httpAuth !== "oauth") throw new AuthUsageError("--oauth-* options need --http-auth oauth.");
  let auth: HttpAuthOptions | undefined;
  if (flags.httpAuth === "bearer") {
    const bearer = env[MCP_BEARER_VARIABLE];
    if (!bearer) throw new AuthUsageError(`--http-auth bearer needs ${MCP_BEARER_VARIABLE} in the environment.`);
    auth = { bearer };
  } else if (flags.httpAuth === "oauth") {
    const missing = (["oauthIssuer", "oauthAudience", "oauthJwks"] as const).filter((f) => flags[f] === undefined);
    if (missing.length > 0) throw new AuthUsageError(`--http-auth oauth needs ${missing.map(flagName).join(", ")}.`);
    auth = { oauth: { issuer: flags.oauthIssuer!, audience: flags.oauthAudience!, jwksUrl: flags.oauthJwks! } };
  }
  if (flags.http === undefined) return undefined;
  const problems = httpServeProblems({ host: flags.host, ...(auth ? { auth } : {}) });
  if (problems.length > 0) throw new AuthUsageError(problems.join(" ").replace(/^./, (c) => c.toLowerCase()));
  return auth;
}
