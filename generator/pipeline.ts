// The driver: spec/*.yaml → load → model → emit → format → write, for one Generation (generation.ts), which owns the
// options, the store, the fingerprint and the per-tool units. Each stage is a function of what the driver hands it,
// timed for --verbose. The heavy stages are imported only when needed, so a no-op run that the lock file proves
// loads none of them.
import path from "node:path";
import { Generation, type GenerationOptions } from "./generation.js";
import { loadChecked, type Checked } from "./load/checked.js";
import { ToolParses } from "./load/yaml-tools.js";
import { parseStore } from "./load/parse-cache.js";
import { ROOT } from "./root.js";
import { NO_UPSTREAM, recordUpstreamCheck, resolveUpstreamDir, upstreamCheckCurrent } from "./upstream/dir.js";
import type { EmittedFile } from "./emit/index.js";
import type { Drift } from "./write/index.js";
import { inputsDigest, manifestFiles, provenCurrent } from "./write/lock.js";

export { ROOT };
export { Generation } from "./generation.js";

export interface GenerateOptions {
  specDir?: string;
  outDir?: string;
  check?: boolean;
  /** Regenerate everything, even when the lock file proves the output current, with the store off. */
  noCache?: boolean;
  /** Called with each stage's name and duration in milliseconds. */
  onStage?: (stage: string, ms: number) => void;
  /** The upstream directory to resolve bindings in (else TOOLGEN_UPSTREAM, else ../shared/upstream when present). */
  upstream?: string;
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
  /** How many texts prettier formatted (files, or sections of a Markdown file); the rest came from the store. */
  formatted: number;
  /** The tools whose unit was derived in this run rather than found (the units emitted again). */
  derived: string[];
  /** The kits the lock proved current, whose files were kept as they were without emitting them. */
  kept?: string[];
  /** The store's reads that found an entry, those that did not, and its writes, in this run. */
  store?: { hits: number; misses: number; written: number };
}

/** The options of a Generation from a one-off run's. */
export const generationOptions = (options: GenerateOptions, watch = false): GenerationOptions => ({
  specDir: options.specDir ?? path.join(ROOT, "spec"),
  outDir: options.outDir ?? path.join(ROOT, "generated"),
  upstream: options.upstream,
  cache: !options.noCache,
  watch,
  onStage: options.onStage,
  onNote: options.onNote,
});

/** One generation, start to end. */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const generation = new Generation(generationOptions(options));
  try {
    return await runGeneration(generation, { check: options.check });
  } finally {
    generation.close();
  }
}

/** One run of a generation (a one-off run makes one; --watch runs the same one at every save). */
export async function runGeneration(generation: Generation, { check = false } = {}): Promise<GenerateResult> {
  const { options, root } = generation;
  const timed = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    options.onStage?.(stage, performance.now() - start);
    return result;
  };

  const files = manifestFiles(options.specDir);
  const upstreamDir = resolveUpstreamDir(root, options.upstream);
  if (!upstreamDir) options.onNote?.(NO_UPSTREAM);
  const run = await timed("fingerprint", () => generation.begin());
  const inputs = inputsDigest(files, run.fingerprint);
  // Output the lock proves current is what a regeneration would produce: nothing to check or write. Unless these
  // inputs were already checked against the upstream files as they are, every binding is resolved there first: a
  // binding that does not resolve fails the run before anything is written.
  const checkBindings =
    upstreamDir !== undefined && (!options.cache || !upstreamCheckCurrent(root, inputs, upstreamDir));
  const at = { cacheFolder: generation.cacheFolder, fingerprint: run.fingerprint };
  // A long-lived process loads in place and keeps its tool parses in memory between saves.
  const inPlace = options.watch
    ? (generation.parses ??= new ToolParses(parseStore(generation.store, run.fingerprint)))
    : undefined;
  const load = (wanted: string[], dir?: string): Promise<Checked> => {
    const loading = loadChecked(wanted, dir, at, inPlace);
    loading.catch(() => undefined); // awaited later; until then a failure is not "unhandled"
    void timed("load", () => loading).catch(() => undefined);
    return loading;
  };
  // The check runs beside what follows (on a worker thread in the compiled CLI); its failure still fails the run.
  const checking = checkBindings ? load(files, upstreamDir) : undefined;
  /** Waits for the binding check, then records it for these inputs. */
  const checked = async (digest: string) => {
    if (!checking) return;
    const { specPaths } = await checking;
    recordUpstreamCheck(root, digest, upstreamDir!, specPaths);
  };
  // (A watched save follows a manifest's change: no lock can prove it.)
  if (options.cache && !options.watch) {
    const proven = await timed("verify", () => provenCurrent(root, options.outDir, files));
    if (proven) await checked(proven.inputs);
    if (proven && check)
      return { kits: proven.kits, drift: { stale: [], missing: [], extra: [], patch: "" }, formatted: 0, derived: [] };
    if (proven)
      return { kits: proven.kits, written: [], removed: [], unchanged: proven.files, formatted: 0, derived: [] };
  }

  // This run emits, and so formats what changed: the worker loads prettier meanwhile.
  generation.worker.prepare();
  const loading = checking ?? load(files);
  const [{ buildKit }, { byPath, emitKit, searchIndexFile, searchIndexInputs }, write] = await timed("import", () =>
    Promise.all([import("./model/index.js"), import("./emit/index.js"), import("./write/index.js")]),
  );
  const { manifests } = await loading;
  const runtimeVersion = run.files.json<{ version: string }>("runtime/package.json").version;
  // A long-lived process keeps the texts it formatted or found in memory for its next save.
  const formatter = new (await import("./write/format.js")).Formatter(run, generation.formatted, generation.worker);
  // Every manifest loads before any kit is emitted, so a bad one fails the run before any work; each kit's model is
  // then built and emitted in turn (the `emit` stage includes the model), so one kit's model is held at a time. The
  // worker builds its search index meanwhile, and formats each emitter's files while the next emitters run. A kit the
  // lock proves current (its manifest and the generator as they were) keeps its files as they are.
  const lock = options.cache ? write.readLock(options.outDir) : undefined;
  const kits = await timed("emit", () =>
    manifests.map(({ file, manifest, text }) => {
      const context = { manifestPath: `spec/${path.basename(file)}`, runtimeVersion };
      const id = manifest.toolkit.id;
      const proven = write.provenKit(
        options.outDir,
        lock,
        { id, manifest: context.manifestPath, sha256: write.sha256(text) },
        run.fingerprint,
        options.watch ? { known: generation.outputs, hashes: generation.outputHashes } : {},
      );
      if (proven) return { id, tools: proven.lock.tools, lock: proven.lock, planned: proven.planned };
      const kit = buildKit(manifest, text, run.files, run.toolModels(context.manifestPath));
      const index = generation.worker.searchIndex(searchIndexInputs(kit));
      index.catch(() => undefined); // awaited below; until then a failure is not "unhandled"
      const formatting = new Map<string, Promise<string>>();
      const format = (f: EmittedFile) => {
        const text = formatter.format(f);
        text.catch(() => undefined); // awaited in the format stage
        formatting.set(f.path, text);
      };
      const emitted = emitKit(
        kit,
        { ...context, units: run.toolUnits(context, kit.tools), read: (input) => run.files.text(input) },
        format,
      );
      return {
        id: kit.id,
        tools: kit.tools.length,
        lock: { manifest: context.manifestPath, sha256: kit.manifestHash, tools: kit.tools.length },
        emitted: { files: emitted, formatting, index },
      };
    }),
  );
  await checking; // a binding that does not resolve fails the run here, before anything is written
  const planned = await timed("format", async () => {
    const formatted = kits.map(async ({ id, emitted, planned }) => {
      if (!emitted) return planned;
      // Copies: the write stage releases each text once formatted, and an emitted file may be a unit's kept value.
      const files = [...emitted.files, searchIndexFile(await emitted.index)].map((f) => ({ ...f })).sort(byPath);
      const format = { format: (f: EmittedFile) => emitted.formatting.get(f.path) ?? formatter.format(f) };
      return write.formatAll(files, format, id, options.watch ? generation.outputHashes : undefined);
    });
    return (await Promise.all(formatted)).flat();
  });
  if (options.watch) generation.formatted = formatter.texts;
  const width = run.files.json<{ printWidth?: number }>(".prettierrc.json").printWidth ?? 80;
  const { fingerprint, fingerprinted } = run.finish();
  const digest = inputsDigest(files, fingerprint);
  await checked(digest);
  planned.push(
    write.lockFile(
      planned,
      {
        inputs: digest,
        generator: fingerprint,
        fingerprint: fingerprinted,
        kits: Object.fromEntries(kits.map((kit) => [kit.id, kit.lock])),
      },
      width,
      options.watch ? generation.outputHashes : undefined,
    ),
  );
  const summary = kits.map((kit) => ({ id: kit.id, tools: kit.tools }));
  const derived = [...run.derived];
  const kept = kits.filter((kit) => !kit.emitted).map((kit) => kit.id);
  const store = { ...generation.store.counts };
  const known = options.watch ? generation.outputs : undefined;
  if (check) {
    const drift = await timed("check", () => write.compare(options.outDir, planned, { known }));
    return { kits: summary, drift, formatted: formatter.formatted, derived, kept, store };
  }
  const { written, removed } = await timed("write", () => write.writeAll(options.outDir, planned, known));
  const unchanged = planned.length - written.length;
  return { kits: summary, written, removed, unchanged, formatted: formatter.formatted, derived, kept, store };
}
