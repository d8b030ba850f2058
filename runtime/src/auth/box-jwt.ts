// Box's JWT app config (as the developer console downloads it) and the assertion it signs: the encrypted PKCS#8 key
// is decrypted once with Node's crypto, and the JWT is signed by jose.
import type { KeyObject } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { ToolkitOptionsError } from "../options.js";

const load = createRequire(import.meta.url);

/** The audience Box checks in every assertion: its own token endpoint, whatever URL the request goes to. */
export const BOX_ASSERTION_AUDIENCE = "https://api.box.com/oauth2/token";
/** Box accepts an assertion that expires at most 60 s ahead. */
const ASSERTION_LIFETIME_S = 30;

export interface BoxJwtConfig {
  boxAppSettings: {
    clientID: string;
    clientSecret: string;
    appAuth: { publicKeyID: string; privateKey: string; passphrase?: string };
  };
  enterpriseID?: string;
}

export interface JwtApp {
  clientId: string;
  clientSecret: string;
  keyId: string;
  key: KeyObject;
  enterpriseId: string;
  /** Everything in the config a scrubber must know. */
  secrets: string[];
}

/** The shortest RSA key RS256 accepts (jose refuses shorter ones when signing). */
export const MIN_RSA_BITS = 2048;

/** Reads and checks the config, decrypts the key; every problem in one ToolkitOptionsError, none quoting a value. */
export function readJwtConfig(options: {
  config?: unknown;
  configFile?: string;
  userId?: string;
  warn?: (message: string) => void;
}): JwtApp {
  if ((options.config === undefined) === (options.configFile === undefined)) {
    throw new ToolkitOptionsError(["boxJwt needs config or configFile (one of the two)."]);
  }
  let config = options.config;
  const source = options.configFile === undefined ? "config" : `the config file ${options.configFile}`;
  if (options.configFile !== undefined) {
    let text: string;
    try {
      const mode = statSync(options.configFile).mode;
      if ((mode & 0o077) !== 0) {
        (options.warn ?? warnProcess)(
          `${options.configFile} can be read by other users (mode ${(mode & 0o777).toString(8)}); it holds the app's private key: chmod 600 it.`,
        );
      }
      text = readFileSync(options.configFile, "utf8");
    } catch (error) {
      throw new ToolkitOptionsError([
        `${source} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}).`,
      ]);
    }
    try {
      config = JSON.parse(text);
    } catch {
      throw new ToolkitOptionsError([`${source} is not JSON.`]);
    }
  }
  const problems: string[] = [];
  const settings = field(config, "boxAppSettings");
  const auth = field(settings, "appAuth");
  const text = (parent: unknown, name: string, path: string, optional = false): string => {
    const value = field(parent, name);
    if (typeof value === "string" && value !== "") return value;
    if (!(optional && value === undefined)) problems.push(`${source}: ${path} must be a non-empty string.`);
    return "";
  };
  const clientId = text(settings, "clientID", "boxAppSettings.clientID");
  const clientSecret = text(settings, "clientSecret", "boxAppSettings.clientSecret");
  const keyId = text(auth, "publicKeyID", "boxAppSettings.appAuth.publicKeyID");
  const pem = text(auth, "privateKey", "boxAppSettings.appAuth.privateKey");
  const passphrase = text(auth, "passphrase", "boxAppSettings.appAuth.passphrase", true);
  const enterpriseId = text(config, "enterpriseID", "enterpriseID", options.userId !== undefined);
  let key: KeyObject | undefined;
  if (pem) {
    try {
      // Required here, not imported: node:crypto is a few ms of every kit's import, and only a JWT app needs it.
      const { createPrivateKey } = load("node:crypto") as typeof import("node:crypto");
      key = createPrivateKey({ key: pem, format: "pem", ...(passphrase ? { passphrase } : {}) });
    } catch {
      problems.push(
        `${source}: boxAppSettings.appAuth.privateKey could not be read${passphrase ? " with its passphrase" : ""} (a PEM private key, PKCS#8, encrypted with appAuth.passphrase).`,
      );
    }
    if (key && key.asymmetricKeyType !== "rsa") problems.push(`${source}: the private key must be an RSA key.`);
    // RS256 with a shorter key is refused by jose at every signature: say so once, here, with the size.
    const bits = key?.asymmetricKeyDetails?.modulusLength;
    if (key?.asymmetricKeyType === "rsa" && bits !== undefined && bits < MIN_RSA_BITS)
      problems.push(`${source}: the private key is ${bits}-bit RSA; it must be at least ${MIN_RSA_BITS} bits.`);
  }
  if (problems.length > 0 || !key) throw new ToolkitOptionsError(problems);
  return { clientId, clientSecret, keyId, key, enterpriseId, secrets: [clientSecret, pem, passphrase].filter(Boolean) };
}

/** Signs a fresh assertion (RS256, a new jti each time, expiring in 30 s) for a subject. */
export function assertionSigner(app: JwtApp, now: () => number) {
  return async (subject: { type: "enterprise" | "user"; id: string }): Promise<string> => {
    const [{ SignJWT }, { randomUUID }] = await Promise.all([import("jose"), import("node:crypto")]);
    const issuedAt = Math.floor(now() / 1000);
    return new SignJWT({ box_sub_type: subject.type })
      .setProtectedHeader({ alg: "RS256", kid: app.keyId, typ: "JWT" })
      .setIssuer(app.clientId)
      .setSubject(subject.id)
      .setAudience(BOX_ASSERTION_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_LIFETIME_S)
      .sign(app.key);
  };
}

function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function warnProcess(message: string): void {
  process.emitWarning(message, "SecurityWarning");
}
