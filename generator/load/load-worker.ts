// The worker thread of checked.ts: loads and checks the manifests it is given and posts the outcome back.
import { parentPort, workerData } from "node:worker_threads";
import { withoutCache } from "../cache.js";
import { loadAndCheck, type WorkerAnswer } from "./checked.js";
import { ManifestError } from "./errors.js";

const { files, upstreamDir, cache } = workerData as { files: string[]; upstreamDir?: string; cache: boolean };

async function work(): Promise<void> {
  let answer: WorkerAnswer;
  try {
    answer = { ok: true, checked: await loadAndCheck(files, upstreamDir) };
  } catch (error) {
    answer =
      error instanceof ManifestError
        ? { ok: false, problems: error.problems }
        : { ok: false, message: (error as Error).message ?? String(error), stack: (error as Error).stack };
  }
  parentPort!.postMessage(answer);

  // Then the validators, while the main thread emits everything else.
  if (answer.ok) {
    try {
      const [{ buildKit }, { compiledValidators }] = await Promise.all([
        import("../model/index.js"),
        import("../emit/validator-code.js"),
      ]);
      const tools = answer.checked.manifests.flatMap((m) => buildKit(m.manifest, m.text).tools);
      parentPort!.postMessage({ validators: compiledValidators(tools) } satisfies WorkerAnswer);
    } catch (error) {
      parentPort!.postMessage({ validatorsFailed: String(error) } satisfies WorkerAnswer);
    }
  }
}

// `generate --no-cache` turns the caches off here too.
await (cache ? work() : withoutCache(work));
