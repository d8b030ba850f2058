// The lock file: provenance, and the hashes that let unchanged work be skipped. Light on purpose: the no-op
// `--check` path loads only this module.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "toolgen.lock.json";
/** Folders under `generated/` that builds and installs create; they are not generator output. */
export const IGNORED = new Set(["node_modules", "dist"]);

export interface Lock {
  generator: string;
  prettier: string;
  /** Hash of the formatting function and its options; the per-file cache holds only while it is unchanged. */
  formatter: string;
  /** Hash of everything the output depends on: manifests, schema, generator sources, templates, locked packages. */
  inputs: string;
  kits: Record<string, { manifest: string; sha256: string; tools: number }>;
  /** Per output file: hash of the emitted text and of the formatted text, so unchanged files skip prettier. */
  files: Record<string, { source: string; output: string }>;
}

export const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

export function readLock(outDir: string): Lock | undefined {
  try {
    return JSON.parse(readFileSync(path.join(outDir, LOCK_FILE), "utf8")) as Lock;
  } catch {
    return undefined;
  }
}

/** Every file under the output folder that the generator owns or could have left. */
export function existingFiles(outDir: string): string[] {
  if (!existsSync(outDir)) return [];
  const found: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (IGNORED.has(entry.name)) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath);
      else if (!entry.name.endsWith(".tgz")) found.push(relPath);
    }
  };
  walk(outDir, "");
  return found.sort();
}

/** Packages whose versions shape the output. */
const OUTPUT_PACKAGES = ["prettier", "ts-morph", "ajv", "handlebars", "yaml"];

/** The fingerprint of the generator's inputs; equal fingerprints give byte-identical output. */
export function inputsFingerprint(root: string, manifests: string[]): string {
  const hash = createHash("sha256");
  const add = (file: string) => hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file)).update("\0");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  for (const manifest of manifests) hash.update(path.basename(manifest)).update(readFileSync(manifest));
  // The runtime's definition shapers print the definitions files; LICENSE is copied into each package.
  const runtimeShapers = ["runtime/src/adapters/schema.ts", "runtime/src/adapters/shapes.ts"];
  for (const file of ["spec/manifest.schema.json", ".prettierrc.json", "LICENSE", ...runtimeShapers]) add(path.join(root, file));
  const versionOf = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  for (const file of ["package.json", "runtime/package.json", ...OUTPUT_PACKAGES.map((p) => `node_modules/${p}/package.json`)]) {
    hash.update(`${file}@${versionOf(path.join(root, file))}\0`);
  }
  walk(path.join(root, "generator"));
  walk(path.join(root, "templates"));
  return hash.digest("hex");
}

/** True when the lock's fingerprint matches and every output file on disk is exactly what the lock recorded. */
export function verifiedByLock(outDir: string, lock: Lock | undefined, fingerprint: string): boolean {
  if (!lock || lock.inputs !== fingerprint) return false;
  const owned = existingFiles(outDir).filter((f) => f !== LOCK_FILE);
  const recorded = Object.keys(lock.files);
  if (owned.length !== recorded.length) return false;
  return owned.every((file) => {
    const entry = lock.files[file];
    return entry !== undefined && sha256(readFileSync(path.join(outDir, file))) === entry.output;
  });
}
