// The driver: spec/*.yaml → load → model → emit → write. Every run reads its inputs, derives every file and compares
// them with the output folder in memory; nothing is kept between runs. Each stage is timed for --verbose.
import { readFileSync } from "node:fs";
import path from "node:path";
import { emitKit } from "./emit/index.js";
import { ManifestChecks, loadManifests } from "./load/index.js";
import { buildKit } from "./model/index.js";
import { ROOT } from "./root.js";
import { checkUpstream } from "./upstream/index.js";
import { NO_UPSTREAM, resolveUpstreamDir } from "./upstream/dir.js";
import { compare, lockFile, writeAll, type Drift } from "./write/index.js";
import type { EmittedFile } from "./emit/types.js";
import type { Memo } from "./memo.js";

export interface GenerateOptions {
  specDir?: string;
  outDir?: string;
  /** The repository whose templates, runtime/package.json and LICENSE the kits are made with (default: this one). */
  root?: string;
  check?: boolean;
  /** The upstream directory to resolve bindings in (else TOOLGEN_UPSTREAM, else ../shared/upstream when present). */
  upstream?: string;
  /** Called with each stage's name and duration in milliseconds. */
  onStage?: (stage: string, ms: number) => void;
  /** Told when there is no upstream directory, so bindings go unchecked. */
  onNote?: (line: string) => void;
  /** `--watch` only: what its earlier saves made, by the text it was made from. */
  memo?: Memo;
}

export interface GenerateResult {
  kits: Array<{ id: string; tools: number }>;
  /** With `check`: how the output folder differs from what this run derives. */
  drift?: Drift;
  written?: string[];
  removed?: string[];
  /** Output files left as they were (the lock file included). */
  unchanged?: number;
}

/** One generation, start to end: a bad manifest or binding fails it before anything is written. */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const specDir = options.specDir ?? path.join(ROOT, "spec");
  const outDir = options.outDir ?? path.join(ROOT, "generated");
  const timed = <T>(stage: string, work: () => T): T => {
    const start = performance.now();
    const result = work();
    options.onStage?.(stage, performance.now() - start);
    return result;
  };

  const upstreamDir = resolveUpstreamDir(ROOT, options.upstream);
  if (!upstreamDir) options.onNote?.(NO_UPSTREAM);
  const loaded = timed("load", () => loadManifests(specDir, new ManifestChecks(options.memo)));
  if (upstreamDir) timed("upstream", () => checkUpstream(loaded, upstreamDir, options.memo));
  const read = (file: string) => readFileSync(path.join(options.root ?? ROOT, file), "utf8");
  const runtimeVersion = (JSON.parse(read("runtime/package.json")) as { version: string }).version;

  const files: EmittedFile[] = [];
  const kits = loaded.map(({ file, manifest, text }) => {
    const kit = timed("model", () => buildKit(manifest, text, specDir));
    const context = { manifestPath: `spec/${path.basename(file)}`, runtimeVersion, read };
    const emitted = timed("emit", () => emitKit(kit, { ...context, memo: options.memo }));
    files.push(...emitted.map((f) => ({ path: `${kit.id}/${f.path}`, text: f.text })));
    return { id: kit.id, manifest: context.manifestPath, sha256: kit.manifestHash, tools: kit.tools.length };
  });
  files.push(lockFile(kits));
  options.memo?.settle();

  const summary = kits.map(({ id, tools }) => ({ id, tools }));
  if (options.check) return { kits: summary, drift: timed("check", () => compare(outDir, files)) };
  const { written, removed } = timed("write", () => writeAll(outDir, files));
  return { kits: summary, written, removed, unchanged: files.length - written.length };
}
