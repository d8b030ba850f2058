// Search latency: the first query of a fresh process (its index and the language library load with it) and the
// warm queries after it, medians over the dev tasks. BENCH_SEARCH_CHILD=1 is one measured process.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadTasks } from "./retrieval.js";

const ROUNDS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (process.env.BENCH_SEARCH_CHILD) {
  const { createToolkit } = await import("@toolgen/content-api");
  const kit = createToolkit({ accessToken: "unused" });
  const loaded = Object.keys(await import("node:module").then((m) => m.createRequire(import.meta.url).cache));
  const tasks = loadTasks("content-api").dev.map((t) => t.task);
  let start = performance.now();
  kit.searchTools(tasks[0]!);
  const first = performance.now() - start;
  const warm: number[] = [];
  for (const task of tasks) {
    start = performance.now();
    kit.searchTools(task);
    warm.push(performance.now() - start);
  }
  const nlpBefore = loaded.some((p) => p.includes("compromise"));
  console.log(JSON.stringify({ first, warm: median(warm), nlpLoadedByImport: nlpBefore }));
} else {
  const runs = Array.from({ length: ROUNDS }, () => {
    const out = execFileSync("npx", ["tsx", fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_SEARCH_CHILD: "1" },
      encoding: "utf8",
    });
    return JSON.parse(out.trim().split("\n").at(-1)!) as { first: number; warm: number; nlpLoadedByImport: boolean };
  });
  console.log("\nSearch latency (content-api, dev tasks; medians of", ROUNDS, "fresh processes)");
  console.log(`first query (index, MiniSearch and compromise load): ${median(runs.map((r) => r.first)).toFixed(0)} ms`);
  console.log(`warm query: ${median(runs.map((r) => r.warm)).toFixed(2)} ms`);
  console.log(`the kit's import loaded compromise: ${runs.some((r) => r.nlpLoadedByImport)}`);
}
