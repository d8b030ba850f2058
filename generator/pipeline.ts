// The driver: spec/*.yaml → load → model → emit → write. Each stage is timed for --verbose.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { emitKit, type EmittedFile } from "./emit/index.js";
import { loadManifest } from "./load/index.js";
import { buildKit, type KitModel } from "./model/index.js";
import { compare, plan, writeAll, type Drift } from "./write/index.js";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export interface GenerateOptions {
  specDir?: string;
  outDir?: string;
  check?: boolean;
  /** Called with each stage's name and duration in milliseconds. */
  onStage?: (stage: string, ms: number) => void;
}

export interface GenerateResult {
  kits: KitModel[];
  drift?: Drift;
  written?: string[];
  removed?: string[];
  formatted: number;
}

const version = (file: string) => (JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as { version: string }).version;

export function manifestFiles(specDir: string): string[] {
  return readdirSync(specDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => path.join(specDir, f));
}

export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const specDir = options.specDir ?? path.join(ROOT, "spec");
  const outDir = options.outDir ?? path.join(ROOT, "generated");
  const timed = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    options.onStage?.(stage, performance.now() - start);
    return result;
  };

  const manifests = await timed("load", () =>
    manifestFiles(specDir).map(loadManifest),
  );
  const kits = await timed("model", () => manifests.map(({ manifest, text }) => buildKit(manifest, text)));
  const emitted = await timed("emit", () => {
    const runtimeVersion = version("runtime/package.json");
    return kits.flatMap((kit, i) =>
      emitKit(kit, { manifestPath: `spec/${path.basename(manifests[i]!.file)}`, runtimeVersion }).map(
        (file): EmittedFile => ({ ...file, path: `${kit.id}/${file.path}` }),
      ),
    );
  });
  const provenance = {
    generator: `toolgen ${version("package.json")}`,
    kits: Object.fromEntries(
      kits.map((kit, i) => [kit.id, { manifest: `spec/${path.basename(manifests[i]!.file)}`, sha256: kit.manifestHash }]),
    ),
  };
  const planned = await timed("format", () => plan(outDir, emitted, provenance));
  if (options.check) {
    const drift = await timed("check", () => compare(outDir, planned.files));
    return { kits, drift, formatted: planned.formatted };
  }
  const { written, removed } = await timed("write", () => writeAll(outDir, planned.files));
  return { kits, written, removed, formatted: planned.formatted };
}
