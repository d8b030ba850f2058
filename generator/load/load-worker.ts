// The worker thread of checked.ts: loads and checks the manifests it is given and posts the outcome back.
import { parentPort, workerData } from "node:worker_threads";
import { loadAndCheck, storedParses, type ParsesAt, type WorkerAnswer } from "./checked.js";
import { ManifestError } from "./errors.js";

const { files, upstreamDir, at } = workerData as { files: string[]; upstreamDir?: string; at: ParsesAt };

const answer: WorkerAnswer = await loadAndCheck(files, upstreamDir, storedParses(at)).then(
  (checked) => ({ ok: true, checked }),
  (error: unknown) =>
    error instanceof ManifestError
      ? { ok: false, problems: error.problems }
      : { ok: false, message: (error as Error).message ?? String(error), stack: (error as Error).stack },
);
parentPort!.postMessage(answer);
