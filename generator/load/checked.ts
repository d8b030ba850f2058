// Loading for generation: every manifest read, validated and (with an upstream folder) its bindings resolved. The
// compiled CLI does this on a worker thread, so the main thread loads the emitters (ts-morph above all) meanwhile;
// run from the sources (tests, tsx) or in a long-lived process (--watch) it is done in place. Either way only data
// comes back: the positions stay behind.
import { Worker } from "node:worker_threads";
import { Store } from "../cache.js";
import { compiledFile } from "../root.js";
import { ManifestError, type Problem } from "./errors.js";
import type { Manifest } from "./manifest.js";
import { parseStore } from "./parse-cache.js";
import { ToolParses } from "./yaml-tools.js";

export interface LoadedData {
  file: string;
  manifest: Manifest;
  text: string;
}

export interface Checked {
  manifests: LoadedData[];
  /** The upstream files the bindings were resolved in (none without an upstream folder). */
  specPaths: string[];
}

/** Where the tool parses are kept: the store's folder (none with the cache off) and the fingerprint they are under. */
export interface ParsesAt {
  cacheFolder: string | undefined;
  fingerprint: string;
}

/** What the worker answers: the data, or the problems of a ManifestError, or any other failure's text. */
export type WorkerAnswer =
  { ok: true; checked: Checked } | { ok: false; problems: Problem[] } | { ok: false; message: string; stack?: string };

/** The work itself, wherever it runs; `parses` keeps each tool's parse (yaml-tools.ts). */
export async function loadAndCheck(
  files: string[],
  upstreamDir: string | undefined,
  parses: ToolParses,
): Promise<Checked> {
  const { loadManifest } = await import("./index.js");
  const loaded = files.map((file) => loadManifest(file, { parses }));
  let specPaths: string[] = [];
  if (upstreamDir) {
    const upstream = await import("../upstream/index.js");
    upstream.checkUpstream(loaded, upstreamDir);
    specPaths = loaded.flatMap((m) => upstream.specPaths(m, upstreamDir));
  }
  return { manifests: loaded.map(({ file, manifest, text }) => ({ file, manifest, text })), specPaths };
}

/** Tool parses kept in the store at `at`. */
export const storedParses = (at: ParsesAt): ToolParses =>
  new ToolParses(parseStore(new Store(at.cacheFolder), at.fingerprint));

/** Loads and checks on the worker when there is one; else in place with `inPlace`'s parses. */
export function loadChecked(
  files: string[],
  upstreamDir: string | undefined,
  at: ParsesAt,
  inPlace?: ToolParses,
): Promise<Checked> {
  // The compiled worker beside this chunk; none when the sources run in place.
  const file = inPlace ? undefined : compiledFile(new URL("./load-worker.js", import.meta.url));
  if (!file) return loadAndCheck(files, upstreamDir, inPlace ?? storedParses(at));
  return new Promise<Checked>((resolve, reject) => {
    const worker = new Worker(file, { workerData: { files, upstreamDir, at } });
    worker.once("message", (answer: WorkerAnswer) => {
      if (answer.ok) resolve(answer.checked);
      else if ("problems" in answer) reject(new ManifestError(answer.problems));
      else reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the manifest loader stopped (exit ${code}) before answering`)));
  });
}
