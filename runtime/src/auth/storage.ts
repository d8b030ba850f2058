// Where a rotating refresh token lives between refreshes and between processes. The file store writes atomically
// (a temporary file renamed over the old one), readable by its owner only.
import { chmod, open, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

/** What a store keeps: the refresh token, and the access token with its expiry so a restart need not refresh. */
export interface StoredTokens {
  refreshToken: string;
  accessToken?: string;
  /** Epoch ms. */
  expiresAt?: number;
}

export interface TokenStorage {
  /** Names the store in errors ("token store file /…/box.json"); never holds a secret. */
  readonly description: string;
  read(): Promise<StoredTokens | undefined>;
  write(tokens: StoredTokens): Promise<void>;
}

/** Kept in the process only: a restart starts again from the configured refresh token. */
export function memoryStorage(initial?: StoredTokens): TokenStorage {
  let kept = initial && { ...initial };
  return {
    description: "in-memory token store",
    read: async () => kept && { ...kept },
    write: async (tokens) => {
      kept = { ...tokens };
    },
  };
}

/**
 * A JSON file, replaced atomically on every write, mode 0600. `warn` hears when an existing file can be read by
 * others (default: a process warning).
 */
export function fileStorage(file: string, options: { warn?: (message: string) => void } = {}): TokenStorage {
  const target = path.resolve(file);
  return {
    description: `token store file ${target}`,
    async read() {
      let text: string;
      try {
        const mode = (await stat(target)).mode & 0o777;
        if ((mode & 0o077) !== 0) {
          (options.warn ?? ((m) => process.emitWarning(m, "SecurityWarning")))(
            `${target} can be read by other users (mode ${mode.toString(8)}); it holds a refresh token: chmod 600 it.`,
          );
        }
        text = await readFile(target, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      const value = JSON.parse(text) as unknown;
      if (!isStoredTokens(value)) throw Object.assign(new Error("no refresh token"), { code: "NO_REFRESH_TOKEN" });
      return value;
    },
    async write(tokens) {
      // node:crypto is loaded here, not at import (it is a few ms of every kit's import).
      const { randomBytes } = await import("node:crypto");
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(tokens)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        // The umask cannot widen 0600, but a file system may ignore the mode given at creation.
        await chmod(temporary, 0o600);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

function isStoredTokens(value: unknown): value is StoredTokens {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.refreshToken === "string" &&
    v.refreshToken !== "" &&
    (v.accessToken === undefined || typeof v.accessToken === "string") &&
    (v.expiresAt === undefined || typeof v.expiresAt === "number")
  );
}
