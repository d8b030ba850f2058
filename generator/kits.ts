// load → model → emit for each manifest, through the kit cache: a kit's emitted files are a function of its manifest
// text and the generator (its sources, templates and packages, as the lock's fingerprint counts them), so a kit
// whose manifest is unchanged since a previous run is read back without loading the parser, ts-morph or Ajv.
import { readFileSync } from "node:fs";
import path from "node:path";
import { cacheKey, readCached, writeCached } from "./cache.js";
import type { EmittedFile } from "./emit/index.js";
import { inputsFingerprint } from "./write/lock.js";

export interface EmittedKit {
  id: string;
  tools: number;
  manifest: string;
  manifestHash: string;
  files: EmittedFile[];
}

type Timed = <T>(stage: string, work: () => T | Promise<T>) => Promise<T>;

export async function emitKits(
  root: string,
  files: string[],
  runtimeVersion: string,
  timed: Timed,
): Promise<EmittedKit[]> {
  const generator = inputsFingerprint(root, []);
  const sources = files.map((file) => {
    const text = readFileSync(file, "utf8");
    const manifest = `spec/${path.basename(file)}`;
    const key = cacheKey("kit", generator, manifest, runtimeVersion, text);
    const known = readCached("kits", key);
    return { file, manifest, key, known: known === undefined ? undefined : (JSON.parse(known) as EmittedKit) };
  });
  const missing = sources.filter((s) => !s.known);
  if (missing.length > 0) {
    const [{ loadManifest }, { buildKit }, { emitKit }] = await timed("import", () =>
      Promise.all([import("./load/index.js"), import("./model/index.js"), import("./emit/index.js")]),
    );
    const loaded = await timed("load", () => missing.map((s) => loadManifest(s.file)));
    const kits = await timed("model", () => loaded.map(({ manifest, text }) => buildKit(manifest, text)));
    await timed("emit", () =>
      kits.forEach((kit, i) => {
        const source = missing[i]!;
        source.known = {
          id: kit.id,
          tools: kit.tools.length,
          manifest: source.manifest,
          manifestHash: kit.manifestHash,
          files: emitKit(kit, { manifestPath: source.manifest, runtimeVersion }),
        };
        writeCached("kits", source.key, JSON.stringify(source.known));
      }),
    );
  }
  return sources.map((s) => s.known!);
}
