// load → model → emit for each manifest, through the kit cache: a kit's emitted files are a function of its manifest
// text and the generator (its sources, templates and packages, as the lock's fingerprint counts them), so a kit
// whose manifest is unchanged since a previous run is read back without loading the parser, ts-morph or Ajv.
import { readFileSync } from "node:fs";
import path from "node:path";
import { cacheKey, readBlob, readCached, storeBlob, writeCached } from "./cache.js";
import type { EmittedFile } from "./emit/index.js";
import type { LoadedData } from "./load/checked.js";
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
  /** Loads (and checks) the manifests of the kits the cache does not hold; its work overlaps the emitters' import. */
  load: (files: string[]) => { manifests: Promise<LoadedData[]>; validators: Promise<void> },
  /** Runs the kit cache's writes, which only later processes read: at once, or once the output is written (--watch). */
  remember: (work: () => void) => void = (work) => work(),
): Promise<EmittedKit[]> {
  const generator = inputsFingerprint(root, []);
  const sources = files.map((file) => {
    const text = readFileSync(file, "utf8");
    const manifest = `spec/${path.basename(file)}`;
    const key = cacheKey("kit", generator, manifest, runtimeVersion, text);
    return { file, manifest, key, known: readKit(key) };
  });
  const missing = sources.filter((s) => !s.known);
  if (missing.length > 0) {
    const loading = load(missing.map((s) => s.file));
    loading.manifests.catch(() => undefined); // awaited below, after the emitters are imported
    const [{ buildKit }, { emitKitBeside }] = await timed("import", () =>
      Promise.all([import("./model/index.js"), import("./emit/index.js")]),
    );
    // Every manifest loads before any kit is emitted, so a bad one fails the run before any work; each kit's model
    // is then built, emitted and released in turn (the `emit` stage includes the model), so a large kit's model is the only one held.
    const manifests = await loading.manifests;
    await timed("emit", async () => {
      for (const [i, source] of missing.entries()) {
        const kit = buildKit(manifests[i]!.manifest, manifests[i]!.text);
        source.known = {
          id: kit.id,
          tools: kit.tools.length,
          manifest: source.manifest,
          manifestHash: kit.manifestHash,
          files: await emitKitBeside(kit, { manifestPath: source.manifest, runtimeVersion }, loading.validators),
        };
        const record = { ...source.known }; // the caller empties `files` once it holds them
        remember(() => writeKit(source.key, record));
      }
    });
  }
  return sources.map((s) => s.known!);
}

/** A kit's record lists its files by the hash of their text (one record, however large the kit). */
interface KitRecord extends Omit<EmittedKit, "files"> {
  files: Array<Omit<EmittedFile, "content"> & { blob: string }>;
}

function writeKit(key: string, kit: EmittedKit): void {
  const files = kit.files.map(({ content, ...file }) => ({ ...file, blob: storeBlob(content) }));
  writeCached("kits", key, JSON.stringify({ ...kit, files } satisfies KitRecord));
}

function readKit(key: string): EmittedKit | undefined {
  const text = readCached("kits", key);
  if (text === undefined) return undefined;
  const record = JSON.parse(text) as KitRecord;
  const files: EmittedFile[] = [];
  for (const { blob, ...file } of record.files) {
    const content = readBlob(blob);
    if (content === undefined) return undefined; // a blob removed by hand: emit again
    files.push({ ...file, content });
  }
  return { ...record, files };
}
