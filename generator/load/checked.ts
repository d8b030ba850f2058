// Loading for generation: every manifest read, validated and (with an upstream folder) its bindings resolved. The
// compiled CLI does this on a worker thread, so the main thread loads the emitters (ts-morph above all) meanwhile;
// run from the sources (tests, tsx) it is done in place. Either way the positions stay behind: only data comes back.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { handOver } from "../emit/validator-code.js";
import { ManifestError, type Problem } from "./errors.js";
import type { Manifest } from "./manifest.js";

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

/**
 * What the worker answers: the data, or the problems of a ManifestError, or any other failure's text; after the
 * data, the kits' compiled validators (or why they could not be compiled: the main thread then compiles them).
 */
export type WorkerAnswer =
  | { ok: true; checked: Checked }
  | { ok: false; problems: Problem[] }
  | { ok: false; message: string; stack?: string }
  | { validators: Array<[string, string]> }
  | { validatorsFailed: string };

export interface Loading {
  checked: Promise<Checked>;
  /** Settles once the validators compiled beside the main thread are handed over (at once when none are). */
  validators: Promise<void>;
}

/** The work itself, wherever it runs. */
export async function loadAndCheck(files: string[], upstreamDir: string | undefined): Promise<Checked> {
  const { loadManifest } = await import("./index.js");
  const loaded = files.map(loadManifest);
  let specPaths: string[] = [];
  if (upstreamDir) {
    const upstream = await import("../upstream/index.js");
    upstream.checkUpstream(loaded, upstreamDir);
    specPaths = loaded.flatMap((m) => upstream.specPaths(m, upstreamDir));
  }
  return { manifests: loaded.map(({ file, manifest, text }) => ({ file, manifest, text })), specPaths };
}

/** The compiled worker beside this chunk, or undefined when the sources run in place. */
function workerFile(): string | undefined {
  const url = new URL("./load-worker.js", import.meta.url);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? fileURLToPath(url) : undefined;
}

export function loadChecked(
  files: string[],
  upstreamDir: string | undefined,
  { inPlace = false, cache = true } = {},
): Loading {
  const file = inPlace ? undefined : workerFile();
  if (!file) return { checked: loadAndCheck(files, upstreamDir), validators: Promise.resolve() };
  let handed!: () => void;
  const validators = new Promise<void>((resolve) => (handed = resolve));
  const checked = new Promise<Checked>((resolve, reject) => {
    const worker = new Worker(file, { workerData: { files, upstreamDir, cache } });
    worker.on("message", (answer: WorkerAnswer) => {
      // Handed over at once: the worker's exit, which follows, settles `validators` too.
      if ("validators" in answer) (handOver(answer.validators), handed());
      else if ("validatorsFailed" in answer)
        handed(); // compiled on the main thread, where its error shows
      else if (answer.ok) resolve(answer.checked);
      else if ("problems" in answer) reject(new ManifestError(answer.problems));
      else reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
    });
    worker.once("error", (error) => (reject(error), handed()));
    worker.once("exit", (code) => {
      reject(new Error(`the manifest loader stopped (exit ${code}) before answering`));
      handed();
    });
  });
  return { checked, validators };
}
