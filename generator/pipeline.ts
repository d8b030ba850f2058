// The driver: spec/*.yaml → load → model → emit → write. Each stage is timed for --verbose. The heavy stages are
// imported only when needed, so a no-op run that the lock file proves loads none of them.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Drift } from "./write/index.js";
import { inputsFingerprint, manifestFiles, provenCurrent } from "./write/lock.js";

import { ROOT } from "./root.js";

export { ROOT };

export interface GenerateOptions {
  specDir?: string;
  outDir?: string;
  check?: boolean;
  /** Regenerate everything, even when the lock file proves the output current. */
  noCache?: boolean;
  /** Called with each stage's name and duration in milliseconds. */
  onStage?: (stage: string, ms: number) => void;
}

export interface GenerateResult {
  kits: Array<{ id: string; tools: number }>;
  drift?: Drift;
  written?: string[];
  removed?: string[];
  /** How many files went through prettier (the rest came from the cache). */
  formatted: number;
}

const version = (file: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as { version: string }).version;

export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
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
  // Output the lock proves current is what a regeneration would produce: nothing to check or write.
  if (!options.noCache) {
    const kits = await timed("verify", () => provenCurrent(outDir, fingerprint));
    if (kits && options.check) return { kits, drift: { stale: [], missing: [], extra: [], patch: "" }, formatted: 0 };
    if (kits) return { kits, written: [], removed: [], formatted: 0 };
  }

  const [{ loadManifest }, { buildKit }, { emitKit }, { compare, plan, writeAll }] = await timed("import", () =>
    Promise.all([
      import("./load/index.js"),
      import("./model/index.js"),
      import("./emit/index.js"),
      import("./write/index.js"),
    ]),
  );
  const manifests = await timed("load", () => files.map(loadManifest));
  const kits = await timed("model", () => manifests.map(({ manifest, text }) => buildKit(manifest, text)));
  const manifestPath = (i: number) => `spec/${path.basename(manifests[i]!.file)}`;
  const emitted = await timed("emit", () => {
    const runtimeVersion = version("runtime/package.json");
    return kits.flatMap((kit, i) =>
      emitKit(kit, { manifestPath: manifestPath(i), runtimeVersion }).map((file) => ({
        ...file,
        path: `${kit.id}/${file.path}`,
      })),
    );
  });
  const provenance = {
    generator: `toolgen ${version("package.json")}`,
    inputs: fingerprint,
    kits: Object.fromEntries(
      kits.map((kit, i) => [kit.id, { manifest: manifestPath(i), sha256: kit.manifestHash, tools: kit.tools.length }]),
    ),
  };
  const planned = await timed("format", () => plan(outDir, emitted, provenance));
  const summary = kits.map((kit) => ({ id: kit.id, tools: kit.tools.length }));
  if (options.check) {
    const drift = await timed("check", () => compare(outDir, planned.files));
    return { kits: summary, drift, formatted: planned.formatted };
  }
  const { written, removed } = await timed("write", () => writeAll(outDir, planned.files));
  return { kits: summary, written, removed, formatted: planned.formatted };
}
