// @ts-check
// Where the upstream specification files are, and whether a manifest set was already checked against them. Plain
// JavaScript on purpose: the bin's no-op `generate` answers from this module and lock.js alone.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const UPSTREAM_ENV = "TOOLGEN_UPSTREAM";

/** The one line `validate` and `generate` print when there is nothing to check bindings against. */
export const NO_UPSTREAM =
  "toolgen: no upstream directory (--upstream <dir>, TOOLGEN_UPSTREAM, or ../shared/upstream beside the repository); bindings are not checked against the upstream specifications";

/** An upstream directory that was asked for but is not there. */
export class UpstreamDirError extends Error {}

/** @param {string} dir */
const isDir = (dir) => {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The upstream directory: the one given (option, else TOOLGEN_UPSTREAM), which must exist; else `../shared/upstream`
 * beside the repository when it exists; else undefined.
 * @param {string} root the repository root
 * @param {string | undefined} [given]
 * @returns {string | undefined}
 */
export function resolveUpstreamDir(root, given) {
  const asked = given || process.env[UPSTREAM_ENV] || undefined;
  if (asked !== undefined) {
    const dir = path.resolve(asked);
    if (!isDir(dir))
      throw new UpstreamDirError(`toolgen: the upstream directory ${dir} does not exist or is not a directory`);
    return dir;
  }
  const fallback = path.resolve(root, "../shared/upstream");
  return isDir(fallback) ? fallback : undefined;
}

/**
 * The stamp of the last successful upstream check. It lives outside `generated/` (the output never depends on the
 * upstream files) and records the inputs fingerprint, the directory, and each file's size and mtime: a changed
 * upstream file, or another directory, means checking again.
 * @param {string} root
 */
const stampFile = (root) => path.join(root, "node_modules/.cache/toolgen/upstream-check.json");

/** @param {string[]} files */
function fileStamps(files) {
  return Object.fromEntries(
    files.map((f) => {
      const s = statSync(f);
      return [f, `${s.size}:${s.mtimeMs}`];
    }),
  );
}

/**
 * True when these inputs were last checked against this directory and its files are unchanged.
 * @param {string} root @param {string} fingerprint @param {string} dir
 */
export function upstreamCheckCurrent(root, fingerprint, dir) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(root), "utf8"));
    if (stamp.inputs !== fingerprint || stamp.dir !== dir) return false;
    const now = fileStamps(Object.keys(stamp.files));
    return Object.entries(stamp.files).every(([f, s]) => now[f] === s);
  } catch {
    return false;
  }
}

/**
 * Records a successful check of these inputs against these files (absolute paths). Best effort: a cache.
 * @param {string} root @param {string} fingerprint @param {string} dir @param {string[]} files
 */
export function recordUpstreamCheck(root, fingerprint, dir, files) {
  try {
    mkdirSync(path.dirname(stampFile(root)), { recursive: true });
    writeFileSync(stampFile(root), JSON.stringify({ inputs: fingerprint, dir, files: fileStamps(files) }));
  } catch {
    // an unwritable cache only means checking again next time
  }
}
