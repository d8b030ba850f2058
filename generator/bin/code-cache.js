// @ts-check
// V8's compiled code for the few large CommonJS packages the generator loads (ts-morph and the TypeScript compiler
// under it, 13 MB of source), kept in the cache folder's v8/. Compiling them is most of what loading ts-morph costs;
// with the code V8 made last time, including the functions that ran and so were compiled lazily, little is compiled.
// Node 20 has no module compile cache of its own (module.enableCompileCache came in 22.1), so the CommonJS loader's
// compile step is wrapped here, for package files of at least LARGE characters; every other file loads untouched.
// An entry is named by the file's path, size and time (npm gives installed files the install's time) and by the Node
// build, and V8 refuses code made by another V8 or for a source of another length (the file is then compiled as usual
// and its entry made again), so a stale entry costs only the time it would have saved. Plain JavaScript, so the bench
// can load ts-morph the same way.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import Module from "node:module";
import path from "node:path";
import vm from "node:vm";

const LARGE = 150_000;
// Only installed packages: their paths stay put from run to run (the generator's own build moves with each build).
const PACKAGES = `${path.sep}node_modules${path.sep}`;

/** This thread's use of the cache: entries read and accepted, entries to be made (written when the thread exits). */
export const codeCacheUse = { read: 0, made: 0 };

/**
 * @typedef {(this: Module, content: string, filename: string) => unknown} Compile
 * @typedef {{ _compile: Compile; require(id: string): unknown }} Loader
 * @typedef {{
 *   wrap(source: string): string;
 *   _resolveFilename(request: string, parent: Module, isMain: boolean, options?: unknown): string;
 *   _resolveLookupPaths(request: string, parent: Module): string[] | null;
 *   _cache: NodeJS.Require["cache"];
 *   _extensions: NodeJS.Require["extensions"];
 * }} ModuleStatics
 */

let installed = false;

/**
 * Wraps this thread's CommonJS compile step (once) so that large files use and make cached code in `<folder>/v8`.
 * @param {string | undefined} folder the cache folder; undefined when caches are off
 */
export function useCodeCache(folder) {
  if (installed || folder === undefined) return;
  installed = true;
  const dir = path.join(folder, "v8");
  const statics = /** @type {ModuleStatics} */ (/** @type {unknown} */ (Module));
  const proto = /** @type {Loader} */ (/** @type {unknown} */ (Module.prototype));
  const compile = proto._compile;
  /** @type {Array<{ script: vm.Script; entry: string }>} */
  const made = [];

  /** @type {Compile} */
  proto._compile = function (content, filename) {
    if (content.length < LARGE || !filename.includes(PACKAGES) || content.startsWith("#!"))
      return compile.call(this, content, filename);
    const entry = entryName(filename);
    /** @type {Buffer | undefined} */
    let cachedData;
    try {
      cachedData = readFileSync(path.join(dir, entry));
    } catch {
      // not made yet
    }
    const script = new vm.Script(statics.wrap(content), {
      filename,
      cachedData,
      // an `import()` inside resolves as in any module (the constant is newer than some Node 20 releases)
      importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (cachedData && !script.cachedDataRejected) codeCacheUse.read++;
    else (made.push({ script, entry }), codeCacheUse.made++);
    const wrapper = /** @type {(...args: unknown[]) => unknown} */ (script.runInThisContext({ displayErrors: true }));
    return wrapper.call(this.exports, this.exports, requireFor(this, statics), this, filename, path.dirname(filename));
  };

  // At exit the scripts hold the code of every function that ran, not only what was compiled up front.
  process.once("exit", () => {
    for (const { script, entry } of made) {
      try {
        mkdirSync(dir, { recursive: true });
        const target = path.join(dir, entry);
        writeFileSync(`${target}.${process.pid}.tmp`, script.createCachedData());
        renameSync(`${target}.${process.pid}.tmp`, target);
        // Entries for the same file as it was before this update of its package are of no further use. (Another
        // Node's entries stay: two Node versions used in turn would otherwise remove each other's.)
        const prefix = entry.slice(0, entry.lastIndexOf("-") + 1);
        for (const old of readdirSync(dir)) if (old.startsWith(prefix) && old !== entry) rmSync(path.join(dir, old));
      } catch {
        // A read-only or full disk costs only the reuse.
      }
    }
  });
}

/**
 * `<file>-<its path and the Node build>-<its size and time>`: the last part changes when the package is updated.
 * @param {string} filename
 */
function entryName(filename) {
  /** @param {string} text */
  const hash = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);
  let stamp = "unknown";
  try {
    const s = statSync(filename);
    stamp = `${s.size}:${s.mtimeMs}`;
  } catch {
    // compiled from a source that is not a file: V8 still checks the source
  }
  const build = `${process.version} ${process.arch} ${process.versions.v8}`;
  return `${path.basename(filename)}-${hash(`${filename} ${build}`)}-${hash(stamp)}`;
}

/**
 * The `require` a CommonJS module is given, as Node makes it.
 * @param {Module} module @param {ModuleStatics} statics
 * @returns {NodeJS.Require}
 */
function requireFor(module, statics) {
  const loader = /** @type {Loader} */ (/** @type {unknown} */ (module));
  /** @type {NodeJS.RequireResolve} */
  const resolve = Object.assign(
    /** @param {string} request @param {{ paths?: string[] }} [options] */
    (request, options) => statics._resolveFilename(request, module, false, options),
    { paths: /** @param {string} request */ (request) => statics._resolveLookupPaths(request, module) },
  );
  return Object.assign(/** @param {string} id */ (id) => loader.require(id), {
    resolve,
    main: process.mainModule,
    cache: statics._cache,
    extensions: statics._extensions,
  });
}
