// `toolgen generate --watch`: one generation, then the same pipeline again each time a manifest in the spec folder is
// saved, in this process (its modules stay loaded; of its work it keeps only the one memo, memo.ts).
import { watch } from "node:fs";
import { ManifestError } from "./load/index.js";
import { Memo } from "./memo.js";
import { generate, type GenerateOptions } from "./pipeline.js";

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
  const memo = new Memo();
  let running = false;
  let pending: number | undefined; // time of the first event not yet handled
  let timer: NodeJS.Timeout | undefined;

  const run = async (since: number) => {
    running = true;
    try {
      const result = await generate({ ...options, memo });
      log(watchedMessage(result.written?.length ?? 0, result.removed?.length ?? 0, performance.now() - since));
    } catch (problem) {
      // A manifest that does not load leaves generated/ as it was; the next save tries again.
      if (!(problem instanceof ManifestError)) throw problem;
      error(problem.message);
    } finally {
      running = false;
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

  await run(performance.now());
  const watcher = watch(options.specDir, (_event, name) => {
    if (name && !String(name).endsWith(".yaml")) return;
    pending ??= performance.now();
    schedule();
  });
  log(`watching ${options.specDir} for manifest changes (Ctrl-C stops)`);
  const stop = () => {
    clearTimeout(timer);
    watcher.close();
  };
  // Ctrl-C ends the watch like a normal exit (profilers and exit hooks still run).
  process.once("SIGINT", stop);
  return stop;
}
