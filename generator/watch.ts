// `toolgen generate --watch`: one generation, then another each time a manifest in the spec folder is saved. The
// process keeps one Generation (generation.ts) for all its runs: its modules stay loaded, and its units and the
// output files it wrote stay in memory, so a save costs only the work its change implies.
import { watch } from "node:fs";
import { ManifestError } from "./load/index.js";
import { Generation, generationOptions, runGeneration, type GenerateOptions } from "./pipeline.js";

/** What one save printed: "N files written in M ms", timed from the first file event to the last write. */
export function watchedMessage(written: number, removed: number, ms: number): string {
  const files = `${written} file${written === 1 ? "" : "s"} written${removed ? `, ${removed} removed` : ""}`;
  return `${files} in ${ms.toFixed(0)} ms`;
}

export async function watchManifests(
  options: Required<Pick<GenerateOptions, "specDir" | "outDir">> & Pick<GenerateOptions, "upstream" | "onStage">,
  log: (line: string) => void = console.log,
  error: (line: string) => void = console.error,
): Promise<() => void> {
  const generation = new Generation(generationOptions(options, true));
  let running = false;
  let pending: number | undefined; // time of the first event not yet handled
  let timer: NodeJS.Timeout | undefined;

  const run = async (since: number) => {
    running = true;
    try {
      const result = await runGeneration(generation);
      const written = (result.written ?? []).length;
      log(watchedMessage(written, (result.removed ?? []).length, performance.now() - since));
    } catch (problem) {
      // A manifest that does not load leaves generated/ as it was; the next save tries again.
      if (!(problem instanceof ManifestError)) throw problem;
      error(problem.message);
    } finally {
      running = false;
      generation.store.flush(); // the store, written after the save's output
    }
    if (pending !== undefined) schedule();
  };
  // Editors save in more than one step (truncate, write, rename): wait until the folder is quiet for a moment.
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running || pending === undefined) return;
      const since = pending;
      pending = undefined;
      void run(since);
    }, 15);
  };

  const start = performance.now();
  await run(start);
  const watcher = watch(options.specDir, (_event, name) => {
    if (name && !String(name).endsWith(".yaml")) return;
    pending ??= performance.now();
    schedule();
  });
  log(`watching ${options.specDir} for manifest changes (Ctrl-C stops)`);
  const stop = () => {
    clearTimeout(timer);
    watcher.close();
    generation.close();
  };
  // Ctrl-C ends the watch like a normal exit (profilers and exit hooks still run).
  process.once("SIGINT", stop);
  return stop;
}
