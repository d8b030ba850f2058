// The driver: spec/*.yaml → load → model → emit (kits.ts, through the kit cache) → format → write. Each stage is
// timed for --verbose. The heavy stages are imported only when needed, so a no-op run that the lock file proves, or
// a run whose kits are all in the cache, loads none of them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { cacheOn } from "./cache.js";
import { loadChecked, type Loading } from "./load/checked.js";
import { NO_UPSTREAM, recordUpstreamCheck, resolveUpstreamDir, upstreamCheckCurrent } from "./upstream/dir.js";
import type { Drift } from "./write/index.js";
import { ROOT } from "./root.js";
import { inputsFingerprint, manifestFiles, provenCurrent } from "./write/lock.js";

export { ROOT };

export interface GenerateOptions {
  specDir?: string;
  outDir?: string;
  check?: boolean;
  /** Regenerate everything, even when the lock file proves the output current, with the caches off. */
  noCache?: boolean;
  /** Called with each stage's name and duration in milliseconds. */
  onStage?: (stage: string, ms: number) => void;
  /** The upstream directory to resolve bindings in (else TOOLGEN_UPSTREAM, else ../shared/upstream when present). */
  upstream?: string;
  /** Load the manifests on this thread (a long-lived process, whose modules are loaded and warm: --watch). */
  inPlace?: boolean;
  /** Told when there is no upstream directory, so bindings go unchecked. */
  onNote?: (line: string) => void;
}

export interface GenerateResult {
  kits: Array<{ id: string; tools: number }>;
  drift?: Drift;
  written?: string[];
  removed?: string[];
  /** Output files left as they were (a write's count; the lock file included). */
  unchanged?: number;
  /** How many texts prettier formatted (files, or sections of a Markdown file); the rest came from the caches. */
  formatted: number;
  /** How many validators the loader thread provided (compiled, or read from the cache) beside the main thread's emitting. */
  validatorsBeside?: number;
}

const version = (file: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as { version: string }).version;

export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  if (options.noCache) {
    const { withoutCache } = await import("./cache.js");
    return withoutCache(() => generateWith({ ...options, noCache: false }, false));
  }
  return generateWith(options, true);
}

async function generateWith(options: GenerateOptions, useLock: boolean): Promise<GenerateResult> {
  const specDir = options.specDir ?? path.join(ROOT, "spec");
  const outDir = options.outDir ?? path.join(ROOT, "generated");
  const timed = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    options.onStage?.(stage, performance.now() - start);
    return result;
  };

  const files = manifestFiles(specDir);
  const fingerprint = inputsFingerprint(ROOT, files);
  const upstreamDir = resolveUpstreamDir(ROOT, options.upstream);
  if (!upstreamDir) options.onNote?.(NO_UPSTREAM);
  // Output the lock proves current is what a regeneration would produce: nothing to check or write.
  // Unless these inputs were already checked against the upstream files as they are, every binding is resolved there
  // first: a binding that does not resolve fails the run before anything is written.
  const checkBindings =
    upstreamDir !== undefined && (!useLock || !upstreamCheckCurrent(ROOT, fingerprint, upstreamDir));
  const load = (wanted: string[], dir?: string): Loading => {
    const loading = loadChecked(wanted, dir, { inPlace: options.inPlace, cache: cacheOn() });
    loading.checked.catch(() => undefined); // awaited later; until then a failure is not "unhandled"
    void timed("load", () => loading.checked).catch(() => undefined);
    return loading;
  };
  // The check runs beside what follows (on a worker thread in the compiled CLI); its failure still fails the run.
  const checking = checkBindings ? load(files, upstreamDir) : undefined;
  const checked = async () => {
    if (!checking) return;
    const { specPaths } = await checking.checked;
    recordUpstreamCheck(ROOT, fingerprint, upstreamDir!, specPaths);
  };
  if (useLock) {
    const proven = await timed("verify", () => provenCurrent(outDir, fingerprint));
    if (proven) await checked();
    if (proven && options.check)
      return { kits: proven.kits, drift: { stale: [], missing: [], extra: [], patch: "" }, formatted: 0 };
    if (proven) return { kits: proven.kits, written: [], removed: [], unchanged: proven.files, formatted: 0 };
  }

  const { emitKits } = await import("./kits.js");
  const loadKits = (wanted: string[]) => {
    const loading = checking ?? load(wanted);
    const manifests = loading.checked.then(({ manifests }) =>
      wanted.map((file) => manifests.find((m) => m.file === file)!),
    );
    return { manifests, validators: loading.validators };
  };
  // A long-lived process writes its kit cache after the output, off the time a save waits for.
  const remember = options.inPlace ? (work: () => void) => void setImmediate(work) : undefined;
  const kits = await emitKits(ROOT, files, version("runtime/package.json"), timed, loadKits, remember);
  await checked();
  const { servedFromHandOver } = await import("./emit/validator-code.js");
  const validatorsBeside = servedFromHandOver();
  const emitted = kits.flatMap((kit) => kit.files.map((file) => ({ ...file, path: `${kit.id}/${file.path}` })));
  for (const kit of kits) kit.files = []; // `emitted` holds them now; plan() releases each once it is formatted
  const provenance = {
    generator: `toolgen ${version("package.json")}`,
    inputs: fingerprint,
    kits: Object.fromEntries(
      kits.map((kit) => [kit.id, { manifest: kit.manifest, sha256: kit.manifestHash, tools: kit.tools }]),
    ),
  };
  const { compare, plan, writeAll } = await import("./write/index.js");
  const planned = await timed("format", () => plan(outDir, emitted, provenance, { reuse: useLock }));
  const summary = kits.map((kit) => ({ id: kit.id, tools: kit.tools }));
  if (options.check) {
    const drift = await timed("check", () => compare(outDir, planned.files));
    return { kits: summary, drift, formatted: planned.formatted, validatorsBeside };
  }
  const { written, removed } = await timed("write", () => writeAll(outDir, planned.files));
  const unchanged = planned.files.length - written.length;
  return { kits: summary, written, removed, unchanged, formatted: planned.formatted, validatorsBeside };
}
