// @ts-check
// The lock file: provenance, and the hashes that let unchanged work be skipped. Plain JavaScript on purpose: the bin
// answers a no-op `generate --check` from this module alone, before any TypeScript loader starts.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "toolgen.lock.json";
/** Folders under `generated/` that builds and installs create; they are not generator output. */
export const IGNORED = new Set(["node_modules", "dist"]);

/**
 * @typedef {object} Lock
 * @property {string} generator
 * @property {string} prettier
 * @property {string} formatter Hash of the formatting function and its options; the per-file cache holds only while it is unchanged.
 * @property {string} inputs Hash of everything the output depends on: manifests, schema, generator sources, templates, locked packages.
 * @property {Record<string, { manifest: string; sha256: string; tools: number }>} kits
 * @property {Record<string, { source: string; output: string }>} files Per output file: hash of the emitted text and of the formatted text, so unchanged files skip prettier.
 */

/** @param {string | Buffer} text */
export const sha256 = (text) => createHash("sha256").update(text).digest("hex");

/** @param {string} outDir @returns {Lock | undefined} */
export function readLock(outDir) {
  try {
    return JSON.parse(readFileSync(path.join(outDir, LOCK_FILE), "utf8"));
  } catch {
    return undefined;
  }
}

/** The manifests of a spec folder, in a stable order. @param {string} specDir */
export function manifestFiles(specDir) {
  return readdirSync(specDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => path.join(specDir, f));
}

/**
 * The files under a folder as sorted relative paths with forward slashes, leaving out what builds, installs and
 * `npm pack` create there (IGNORED folders, .tgz archives).
 * @param {string} root
 */
function filesUnder(root) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir @param {string} rel */
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (IGNORED.has(entry.name)) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath);
      else if (!entry.name.endsWith(".tgz")) found.push(relPath);
    }
  };
  walk(root, "");
  return found.sort();
}

/** Every file under the output folder that the generator owns or could have left. @param {string} outDir */
export const existingFiles = (outDir) => (existsSync(outDir) ? filesUnder(outDir) : []);

/** Packages whose versions shape the output. */
const OUTPUT_PACKAGES = ["prettier", "ts-morph", "ajv", "handlebars", "yaml", "minisearch"];

/**
 * The fingerprint of the generator's inputs; equal fingerprints give byte-identical output.
 * @param {string} root @param {string[]} manifests
 */
export function inputsFingerprint(root, manifests) {
  const hash = createHash("sha256");
  for (const manifest of manifests) hash.update(path.basename(manifest)).update(readFileSync(manifest));
  return hash.update(generatorFingerprint(root)).digest("hex");
}

// The runtime's definition shapers print the definitions files, and its search engine builds the search index;
// LICENSE is copied into each package.
const GENERATOR_FILES = [
  "spec/manifest.schema.json",
  ".prettierrc.json",
  "LICENSE",
  "runtime/src/adapters/schema.ts",
  "runtime/src/adapters/shapes.ts",
  "runtime/src/search/documents.ts",
  "runtime/src/search/engine.ts",
];
const VERSIONED = [
  "package.json",
  "runtime/package.json",
  ...OUTPUT_PACKAGES.map((p) => `node_modules/${p}/package.json`),
];

/** @type {Map<string, { stamp: string; hash: string }>} */
const generatorHashes = new Map();

/**
 * The hash of what the generator itself brings: its sources, templates, schema and package versions. Kept while no
 * file of them changed size or time, so a long-lived process (`--watch`) reads and hashes them once, not every save.
 * @param {string} root
 */
function generatorFingerprint(root) {
  const files = [
    ...GENERATOR_FILES,
    // spec/upstream: the response snapshots the model reads (model/output.ts).
    ...["generator", "templates", "spec/upstream"].flatMap((dir) =>
      filesUnder(path.join(root, dir)).map((f) => `${dir}/${f}`),
    ),
  ];
  const stamp = [...VERSIONED, ...files]
    .map((file) => {
      const stat = statSync(path.join(root, file));
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join("\n");
  const known = generatorHashes.get(root);
  if (known?.stamp === stamp) return known.hash;
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  /** @param {string} file @returns {string} */
  const versionOf = (file) => JSON.parse(readFileSync(path.join(root, file), "utf8")).version;
  for (const file of VERSIONED) hash.update(`${file}@${versionOf(file)}\0`);
  const digest = hash.digest("hex");
  generatorHashes.set(root, { stamp, hash: digest });
  return digest;
}

/**
 * True when the lock's fingerprint matches and every output file on disk is exactly what the lock recorded.
 * @param {string} outDir @param {Lock | undefined} lock @param {string} fingerprint
 * @returns {lock is Lock}
 */
function verifiedByLock(outDir, lock, fingerprint) {
  if (!lock || lock.inputs !== fingerprint) return false;
  const owned = existingFiles(outDir).filter((f) => f !== LOCK_FILE);
  const recorded = Object.keys(lock.files);
  if (owned.length !== recorded.length) return false;
  return owned.every((file) => {
    const entry = lock.files[file];
    return entry !== undefined && sha256(readFileSync(path.join(outDir, file))) === entry.output;
  });
}

/**
 * The kits of an output folder that its lock proves current for these inputs, as `generate` reports them, and how
 * many files the folder holds (the lock file included); undefined when the lock does not prove it.
 * @param {string} outDir @param {string} fingerprint
 * @returns {{ kits: Array<{ id: string; tools: number }>; files: number } | undefined}
 */
export function provenCurrent(outDir, fingerprint) {
  const lock = readLock(outDir);
  if (!verifiedByLock(outDir, lock, fingerprint)) return undefined;
  return {
    kits: Object.entries(lock.kits).map(([id, kit]) => ({ id, tools: kit.tools })),
    files: Object.keys(lock.files).length + 1, // and the lock file itself
  };
}

/** How `generate` names the kits it covered. @param {Array<{ id: string; tools: number }>} kits */
const kitSummary = (kits) => kits.map((k) => `${k.id} (${k.tools} tools)`).join(", ");

/** What `generate --check` prints when nothing is out of date. @param {Array<{ id: string; tools: number }>} kits */
export const upToDateMessage = (kits) => `generated/ is up to date: ${kitSummary(kits)}`;

/**
 * What `generate` prints after writing: one line with the file counts and the time since the process started.
 * @param {Array<{ id: string; tools: number }>} kits
 * @param {{ written: number; unchanged: number; removed: number }} files @param {number} ms
 */
export const generatedMessage = (kits, { written, unchanged, removed }, ms) => {
  const counts =
    written + removed === 0
      ? `no changes (${unchanged} files unchanged)`
      : `${written} written, ${unchanged} unchanged, ${removed} removed`;
  return `Generated ${kitSummary(kits)}: ${counts} in ${Math.round(ms)} ms.`;
};
