// A generation's state, created and owned by the driver (pipeline.ts) and handed down: its options, the one store,
// the generator's fingerprint and the per-tool units. A `--watch` process keeps one Generation for all its saves; a
// one-off run makes one for itself. Nothing of it lives in module variables.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analyseGeneration, CODE_INPUTS_FILE } from "./bin/build.js";
import { cacheRoot, keyOf, Store } from "./cache.js";
import { deepFreeze } from "./deep-freeze.js";
import { InputFiles, type ParsedFiles } from "./input-files.js";
import { ROOT } from "./root.js";
import type { ToolUnits } from "./emit/per-tool.js";
import { GenerationWorker } from "./worker/client.js";
import type { ToolParses } from "./load/yaml-tools.js";
import type { ToolModel, ToolModels } from "./model/index.js";
import { fingerprintOf, lockedVersions, type Fingerprinted } from "./write/lock.js";

/** Output files as a long-lived process last wrote or read them (Generation.outputs), by absolute path. */
export type KnownOutputs = Map<string, { stamp: string; content: string }>;
/**
 * Formatted texts a long-lived process keeps in memory between runs (Generation.formatted): by the store's parts
 * themselves (the text given to the formatter among them), not their hash, so a text found here is never hashed; valid
 * for the fingerprint they were kept under. Each run keeps those it used.
 */
export interface FormattedTexts {
  fingerprint: string;
  texts: Map<string, string>;
}

export interface GenerationOptions {
  specDir: string;
  outDir: string;
  /** The upstream directory asked for (else TOOLGEN_UPSTREAM, else ../shared/upstream when present). */
  upstream?: string;
  /** Read and write the store, and trust the lock; off for `--no-cache`. */
  cache: boolean;
  /** A long-lived process: loads in place, and keeps units and output stamps between runs. */
  watch: boolean;
  onStage?: (stage: string, ms: number) => void;
  onNote?: (line: string) => void;
}

/** What the generator's code is made of (bin/build.js): files from the root, and the npm packages it imports. */
export interface CodeInputs {
  files: string[];
  packages: string[];
}

/** A tool model kept by a long-lived process, frozen, with its JSON text (what its unit's key is made from). */
export interface KeptModel {
  model: ToolModel;
  text: string;
}

/** What a per-tool unit holds: each emitter's value for one tool, by the emitter's slot name. */
export type Unit = Map<string, unknown>;

export class Generation {
  readonly store: Store;
  /** The cache folder the store is in; undefined with the cache off. */
  readonly cacheFolder: string | undefined;
  /** The tool parses a long-lived process keeps in memory between saves (load/yaml-tools.ts). */
  parses: ToolParses | undefined;
  /** Per-tool units by key (the tool's resolved model, its context, the fingerprint): kept between runs. */
  units = new Map<string, Unit>();
  /** Tool models by the inputs they were built from, with their JSON text, under the fingerprint they were built with. */
  models: { fingerprint: string; byInputs: Map<string, KeptModel> } | undefined;
  /** Values printed from inputs (ToolUnits.byInputs) by slot and inputs, under the fingerprint they were made with. */
  byInputs: { fingerprint: string; values: Map<string, unknown> } | undefined;
  /** The files the last run read at run time (its store may be off: --watch --no-cache still keeps them here). */
  reads: string[] = [];
  /** JSON files the runs parsed, with the text each was parsed from (a file's value is parsed once per text). */
  readonly parsed: ParsedFiles = new Map();
  /** Texts the write stage formatted in the last run, by content (--watch keeps them between saves). */
  formatted: FormattedTexts | undefined;
  /** The sha256 of each output text of the last run, by text, for the lock (--watch). */
  readonly outputHashes = new Map<string, string>();
  /** Output files as this process last wrote or read them, with their size, time and inode (--watch). */
  readonly outputs: KnownOutputs = new Map();
  /** Builds the search indexes and formats texts beside the main thread (a thread, started at its first job). */
  readonly worker = new GenerationWorker();
  private code: Promise<Code> | undefined;

  constructor(
    readonly options: GenerationOptions,
    readonly root: string = ROOT,
  ) {
    this.cacheFolder = options.cache ? cacheRoot() : undefined;
    // A long-lived process writes the store after each run's output (watch.ts), so a save waits for none of it.
    this.store = new Store(this.cacheFolder, { holdWrites: options.watch });
  }

  /** Ends the generation: the store's held writes are made, and its worker stops. */
  close(): void {
    this.store.flush();
    this.worker.close();
  }

  /** Starts a run: the generator's fingerprint as its files are now. */
  async begin(): Promise<Run> {
    this.code ??= codeInputs(this.root).then((inputs) => loadedCode(this.root, inputs));
    return new Run(this, await this.code);
  }
}

/**
 * The generator's code as the generation found it when it first began: its files' contents, its packages' locked
 * versions and their fingerprint. A long-lived process runs the code it loaded then, so every run fingerprints that,
 * not what a later edit or install put on disk (the lock would call output of the old code current for the new).
 */
interface Code extends CodeInputs {
  versions: Record<string, string>;
  contents: Map<string, Buffer>;
  digest: string;
}

function loadedCode(root: string, inputs: CodeInputs): Code {
  const versions = lockedVersions(root, inputs.packages);
  const contents = new Map(inputs.files.map((file) => [file, readFileSync(path.join(root, file))]));
  const digest = fingerprintOf(root, { files: inputs.files, packages: versions }, (file) => contents.get(file));
  return { ...inputs, versions, contents, digest };
}

async function codeInputs(root: string): Promise<CodeInputs> {
  const compiled = new URL(`./${CODE_INPUTS_FILE}`, import.meta.url);
  if (compiled.protocol === "file:" && existsSync(fileURLToPath(compiled)))
    return JSON.parse(readFileSync(compiled, "utf8")) as CodeInputs;
  return analyseGeneration(root);
}

/**
 * One run of a generation. The files the generator reads at run time are known only once it has read them, so the
 * store remembers, per version of the code, the files earlier runs read: this run reads the store under the
 * fingerprint of those, and writes what it made under the fingerprint of those and every file it read itself. An
 * entry is therefore always keyed by every file that could have shaped it.
 */
export class Run {
  readonly files: InputFiles;
  /** The fingerprint this run reads the store under. */
  readonly fingerprint: string;
  /** The tools whose unit this run derived rather than found (the units emitted again), by kit. */
  readonly derived = new Set<string>();
  private readonly earlierReads: string[];
  private readonly storedReads: number;
  private readonly packages: Record<string, string>;
  private readonly pending: Array<{ parts: string[]; value: string | Uint8Array }> = [];
  private readonly usedUnits = new Map<string, Unit>();
  private readonly usedInputs = new Map<string, unknown>();
  private readonly keptModels: Map<string, KeptModel> | undefined;
  private readonly usedModels = new Map<string, KeptModel>();
  /** The JSON text of each model found or built through toolModels, by kit and tool name. */
  private readonly modelTexts = new Map<string, string>();
  private readonly keptInputs: Map<string, unknown> | undefined;
  private readonly changedUnits = new Set<string>();

  constructor(
    readonly generation: Generation,
    private readonly code: Code,
  ) {
    const { root, store } = generation;
    // A long-lived process keeps what its runs parsed; a one-off run has no next run to keep it for.
    this.files = new InputFiles(root, generation.options.watch ? generation.parsed : undefined);
    this.packages = code.versions;
    const recorded = store.text(keyOf("reads", code.digest));
    const stored = recorded ? (JSON.parse(recorded) as string[]) : [];
    this.storedReads = stored.length;
    this.earlierReads = [...new Set([...stored, ...generation.reads])].sort();
    this.fingerprint = this.fingerprintWith(this.earlierReads);
    const kept = generation.byInputs;
    this.keptInputs = kept?.fingerprint === this.fingerprint ? kept.values : undefined;
    const models = generation.models;
    this.keptModels = models?.fingerprint === this.fingerprint ? models.byInputs : undefined;
  }

  private fingerprintWith(reads: string[]): string {
    const { root } = this.generation;
    return fingerprintOf(root, { files: [...this.code.files, ...reads], packages: this.packages }, (file) =>
      this.code.contents.get(file),
    );
  }

  /** A stored value, by what it is a function of (besides the generator). */
  recall(...parts: string[]): Buffer | undefined {
    return this.generation.store.bytes(keyOf(this.fingerprint, ...parts));
  }

  /** Stores a value by what it is a function of, once the run knows every file it read (`finish`). */
  remember(parts: string[], value: string | Uint8Array): void {
    this.pending.push({ parts, value });
  }

  /**
   * The tool models of the kit of `manifestPath`, for the model stage: in a long-lived process, kept between runs by
   * the inputs each is built from (frozen, as later runs share them), so an unchanged tool's is not built again.
   * Undefined in a one-off run, which has no next run to keep them for.
   */
  toolModels(manifestPath: string): ToolModels | undefined {
    if (!this.generation.options.watch) return undefined;
    return (inputs, build) => {
      let kept = this.usedModels.get(inputs) ?? this.keptModels?.get(inputs);
      if (!kept) {
        const model = deepFreeze(build());
        kept = { model, text: JSON.stringify(model) };
      }
      this.usedModels.set(inputs, kept);
      this.modelTexts.set(`${manifestPath}\0${kept.model.name}`, kept.text);
      return kept.model;
    };
  }

  /**
   * The units of one kit's tools: each keyed by the hash of the emit context and the tool's resolved model, which
   * carries everything an emitter reads for one tool (what it takes from the kit's conventions, limits and errors).
   */
  toolUnits(context: { manifestPath: string; runtimeVersion: string }, tools: ToolModel[]): ToolUnits {
    const head = JSON.stringify([context.manifestPath, context.runtimeVersion]);
    const textOf = (tool: ToolModel) =>
      this.modelTexts.get(`${context.manifestPath}\0${tool.name}`) ?? JSON.stringify(tool);
    const keys = new Map(tools.map((tool) => [tool.name, keyOf("tool", head, textOf(tool))]));
    return {
      value: (tool, slot, derive) => this.unitValue(keys.get(tool.name)!, tool.name, slot, derive),
      byInputs: (slot, inputs, derive) => {
        // In memory by the inputs themselves (a long-lived process's earlier runs), so a kept value is not hashed.
        const id = `${slot}\0${inputs}`;
        const kept = this.keptInputs?.get(id) ?? this.usedInputs.get(id);
        let value = kept as ReturnType<typeof derive> | undefined;
        if (value === undefined) {
          const found = this.recall("inputs", slot, inputs);
          value = found ? (JSON.parse(found.toString("utf8")) as ReturnType<typeof derive>) : derive();
          if (!found) this.remember(["inputs", slot, inputs], JSON.stringify(value));
        }
        this.usedInputs.set(id, value);
        return value;
      },
    };
  }

  /**
   * The value of `slot` in the unit of `tool` (whose key is `key`): kept in memory from an earlier run, found in the
   * store, or derived now (and the unit stored again at the end of the run).
   */
  private unitValue<T>(key: string, tool: string, slot: string, derive: () => T): T {
    let unit = this.usedUnits.get(key) ?? this.generation.units.get(`${this.fingerprint}:${key}`);
    if (!unit) {
      const found = this.recall("unit", key);
      unit = new Map(found ? Object.entries(deepFreeze(JSON.parse(found.toString("utf8")) as object)) : []);
    }
    this.usedUnits.set(key, unit);
    if (unit.has(slot)) return unit.get(slot) as T;
    // Frozen: the value is kept for later runs and stored at the end of this one, so nothing may change it meanwhile.
    const value = deepFreeze(derive());
    unit.set(slot, value);
    this.derived.add(tool);
    this.changedUnits.add(key);
    return value;
  }

  /**
   * Ends the run: the fingerprint of the code and every file read (what the lock records), the store's writes made
   * under it, and the units kept in memory for the next run limited to those this run used.
   */
  finish(): { fingerprint: string; fingerprinted: Fingerprinted } {
    const reads = [...new Set([...this.earlierReads, ...this.files.read])].sort();
    const { store } = this.generation;
    if (reads.length !== this.storedReads)
      store.put(keyOf("reads", this.code.digest), JSON.stringify(reads), { replace: true });
    const fingerprint = reads.length === this.earlierReads.length ? this.fingerprint : this.fingerprintWith(reads);
    for (const key of this.changedUnits)
      this.remember(["unit", key], JSON.stringify(Object.fromEntries(this.usedUnits.get(key)!)));
    for (const { parts, value } of this.pending) store.put(keyOf(fingerprint, ...parts), value);
    this.pending.length = 0;
    this.generation.units = new Map([...this.usedUnits].map(([key, unit]) => [`${fingerprint}:${key}`, unit]));
    this.generation.byInputs = { fingerprint, values: this.usedInputs };
    if (this.generation.options.watch) this.generation.models = { fingerprint, byInputs: this.usedModels };
    this.generation.reads = reads;
    const files = [...new Set([...this.code.files, ...reads])].sort();
    return { fingerprint, fingerprinted: { files, packages: this.packages } };
  }
}
