// The lock file: provenance of generated/, never a reason to skip work. It names each kit's manifest with the hash of
// the text it was generated from, and the locked versions of the packages that shape the output.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../root.js";
import { printJson } from "../emit/json.js";
import type { EmittedFile } from "../emit/types.js";

export const LOCK_FILE = "toolgen.lock.json";

/** The packages whose versions shape generated/ (printing, compiled validators, templates, the search index). */
const SHAPING = ["ajv", "handlebars", "minisearch", "ts-morph", "yaml"];

export interface LockedKit {
  id: string;
  manifest: string;
  sha256: string;
  tools: number;
}

export interface Lock {
  kits: Record<string, Omit<LockedKit, "id">>;
  packages: Record<string, string>;
}

export const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/** The version package-lock.json records for each package (the one `npm ci` installs). */
export function lockedVersions(names: readonly string[], root = ROOT): Record<string, string> {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages?: Record<string, { version?: string }>;
  };
  return Object.fromEntries(
    [...names].sort().map((name) => [name, lock.packages?.[`node_modules/${name}`]?.version ?? "not locked"]),
  );
}

/** The lock file for these kits. */
export function lockFile(kits: LockedKit[]): EmittedFile {
  const lock: Lock = {
    kits: Object.fromEntries(kits.map(({ id, ...kit }) => [id, kit])),
    packages: lockedVersions(SHAPING),
  };
  return { path: LOCK_FILE, text: printJson(lock) };
}
