// @ts-check
// The lock file: provenance, and the hashes that let unchanged work be skipped. Plain JavaScript on purpose: the bin
// answers a no-op `generate --check` from this module alone, before any TypeScript loader starts.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "toolgen.lock.json";
/** Folders under `generated/` that builds and installs create; they are not generator output. */
export const IGNORED = new Set(["node_modules", "dist"]);

/**
 * @typedef {object} Fingerprinted What the generator's fingerprint is the hash of.
 * @property {string[]} files Paths from the root: the build's inputs reachable from the driver and every file the
 *   generator read at run time.
 * @property {Record<string, string>} packages The locked version of every npm package the build imports.
 *
 * @typedef {object} Lock
 * @property {string} inputs Hash of the manifests and of the generator's fingerprint: equal inputs give equal output.
 * @property {string} generator The generator's fingerprint: the hash of `fingerprint`'s files and packages.
 * @property {Fingerprinted} fingerprint
 * @property {Record<string, { manifest: string; sha256: string; tools: number }>} kits
 * @property {Record<string, string>} files Per output file, the hash of its text.
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

/**
 * The version package-lock.json records for each package (the one installed by `npm ci`).
 * @param {string} root @param {Iterable<string>} names @returns {Record<string, string>}
 */
export function lockedVersions(root, names) {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
  return Object.fromEntries(
    [...new Set(names)].sort().map((name) => [name, lock.packages?.[`node_modules/${name}`]?.version ?? "not locked"]),
  );
}

/**
 * The generator's fingerprint: the hash of these files (read now, unless `read` has them) and package versions.
 * @param {string} root @param {Fingerprinted} what @param {(file: string) => Buffer | undefined} [read]
 */
export function fingerprintOf(root, { files, packages }, read) {
  const hash = createHash("sha256");
  for (const file of [...new Set(files)].sort())
    hash
      .update(`${file}\0`)
      .update(read?.(file) ?? readFileSync(path.join(root, file)))
      .update("\0");
  for (const [name, version] of Object.entries(packages).sort()) hash.update(`${name}@${version}\0`);
  return hash.digest("hex");
}

/**
 * The hash of the manifests (name and text) and the generator's fingerprint.
 * @param {string[]} manifests @param {string} generator
 */
export function inputsDigest(manifests, generator) {
  const hash = createHash("sha256");
  for (const manifest of manifests) hash.update(path.basename(manifest)).update(readFileSync(manifest));
  return hash.update(generator).digest("hex");
}

/**
 * The inputs digest the lock's fingerprint gives for these manifests now: its files read as they are and its packages
 * at their locked versions. Undefined when one is gone or a version moved.
 * @param {string} root @param {Lock} lock @param {string[]} manifests
 */
function currentInputs(root, lock, manifests) {
  const { files, packages } = lock.fingerprint;
  const locked = lockedVersions(root, Object.keys(packages));
  if (Object.entries(packages).some(([name, version]) => locked[name] !== version)) return undefined;
  return inputsDigest(manifests, fingerprintOf(root, { files, packages }));
}

/**
 * True when every output file on disk is exactly what the lock recorded.
 * @param {string} outDir @param {Lock} lock
 */
function outputsAsLocked(outDir, lock) {
  const owned = existingFiles(outDir).filter((f) => f !== LOCK_FILE);
  if (owned.length !== Object.keys(lock.files).length) return false;
  return owned.every((file) => {
    const recorded = lock.files[file];
    return recorded !== undefined && sha256(readFileSync(path.join(outDir, file))) === recorded;
  });
}

/**
 * The kits of an output folder that its lock proves current for these manifests and the generator as it is now, as
 * `generate` reports them, how many files the folder holds (the lock file included) and the inputs digest; undefined
 * when the lock does not prove it.
 * @param {string} root @param {string} outDir @param {string[]} manifests
 * @returns {{ kits: Array<{ id: string; tools: number }>; files: number; inputs: string } | undefined}
 */
export function provenCurrent(root, outDir, manifests) {
  const lock = readLock(outDir);
  try {
    if (!lock?.fingerprint || currentInputs(root, lock, manifests) !== lock.inputs) return undefined;
  } catch {
    return undefined; // a file the fingerprint names is gone
  }
  if (!outputsAsLocked(outDir, lock)) return undefined;
  return {
    kits: Object.entries(lock.kits).map(([id, kit]) => ({ id, tools: kit.tools })),
    files: Object.keys(lock.files).length + 1, // and the lock file itself
    inputs: lock.inputs,
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
