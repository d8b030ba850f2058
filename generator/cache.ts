// A content-addressed cache of generated text in .toolgen-cache/<kind>/. A key is the hash of everything the text
// is a function of, so an entry is never stale, only unused. Writes are atomic (a temporary file renamed into
// place), so processes sharing the folder never read half an entry.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rootPath } from "./root.js";

let enabled = true;

/** Runs `work` with the cache off, neither read nor written (`generate --no-cache`). */
export async function withoutCache<T>(work: () => Promise<T>): Promise<T> {
  const was = enabled;
  enabled = false;
  try {
    return await work();
  } finally {
    enabled = was;
  }
}

/** The cache folder: TOOLGEN_CACHE names another, and `off` turns every cache off (then undefined). */
export const cacheRoot = (): string | undefined =>
  process.env.TOOLGEN_CACHE === "off" ? undefined : (process.env.TOOLGEN_CACHE ?? rootPath(".toolgen-cache"));

/** The folder of the text caches; undefined when off (also within withoutCache). */
const folder = (): string | undefined => (enabled ? cacheRoot() : undefined);

// Every key includes the versions of the packages that shape generated text.
let salt: string | undefined;
const packageSalt = () =>
  (salt ??= ["prettier", "ts-morph", "ajv", "handlebars", "yaml"]
    .map((name) => {
      const manifest = readFileSync(rootPath("node_modules", name, "package.json"), "utf8");
      return `${name}@${(JSON.parse(manifest) as { version: string }).version}`;
    })
    .join(" "));

/** Whether this run reads and writes the cache. */
export const cacheOn = (): boolean => folder() !== undefined;

export const cacheKey = (...parts: string[]): string => {
  const hash = createHash("sha256").update(packageSalt()).update("\0");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

/** The text stored under `kind`/`key`, or undefined. */
export function readCached(kind: string, key: string): string | undefined {
  return readCachedBytes(kind, key)?.toString("utf8");
}

export function readCachedBytes(kind: string, key: string): Buffer | undefined {
  const dir = folder();
  if (!dir) return undefined;
  try {
    return readFileSync(path.join(dir, kind, key));
  } catch {
    return undefined;
  }
}

export function writeCached(kind: string, key: string, text: string | Uint8Array): void {
  const dir = folder();
  if (!dir) return;
  try {
    mkdirSync(path.join(dir, kind), { recursive: true });
    const target = path.join(dir, kind, key);
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, target);
  } catch {
    // A read-only or full disk costs only the reuse, never the generation.
  }
}

/** The cached text for `key`, computing and storing it when missing. */
export function cached(kind: string, key: string, compute: () => string): string {
  const known = readCached(kind, key);
  if (known !== undefined) return known;
  const text = compute();
  writeCached(kind, key, text);
  return text;
}

/** Stores a text under its own hash (for records that list many texts); returns the hash. */
export function storeBlob(text: string): string {
  const key = createHash("sha256").update(text).digest("hex");
  // A blob's name is its content's hash, so one already there holds this text: a kit of a few hundred files, most
  // of them unchanged, then costs a look-up each instead of a write and a rename.
  const dir = folder();
  if (dir && !existsSync(path.join(dir, "blobs", key))) writeCached("blobs", key, text);
  return key;
}

export const readBlob = (key: string): string | undefined => readCached("blobs", key);

const sources = new Map<string, string>();

/** The text of generator source files, as part of a cache key: an entry made by other code is never reused. */
export function sourceKey(...files: string[]): string {
  return files
    .map((file) => {
      let text = sources.get(file);
      if (text === undefined) sources.set(file, (text = readFileSync(rootPath(file), "utf8")));
      return text;
    })
    .join("\0");
}
