// `make bench` (after bench/run.ts): top-1, top-5 and MRR of each kit's tool search, per task split.
// BENCH_MISSES=1 also lists the dev tasks whose first result is wrong (for tuning; never tune on heldout).
import { createToolkit as createContent } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { loadTasks, measure, SPLITS } from "./retrieval.js";

const noToken = () => {
  throw new Error("searching needs no token");
};
const kits = {
  "content-api": createContent({ accessToken: noToken }),
  messaging: createMessaging({ accessToken: noToken }),
};
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

console.log("\nTool search retrieval (kit.searchTools over the generated index)");
console.log(
  [
    "kit".padEnd(12),
    "split".padEnd(8),
    "tasks".padStart(5),
    "top-1".padStart(8),
    "top-5".padStart(8),
    "MRR".padStart(6),
  ].join("  "),
);
for (const [id, kit] of Object.entries(kits)) {
  const tasks = loadTasks(id);
  for (const split of SPLITS) {
    const r = measure(tasks[split], (q) => kit.searchTools(q, { limit: kit.definitions.length }).map((m) => m.name));
    console.log(
      [
        id.padEnd(12),
        split.padEnd(8),
        String(r.tasks).padStart(5),
        pct(r.top1).padStart(8),
        pct(r.top5).padStart(8),
        r.mrr.toFixed(3).padStart(6),
      ].join("  "),
    );
    if (process.env.BENCH_MISSES && split === "dev") {
      for (const m of r.misses)
        console.log(`    ${m.rank ?? "-"}  ${m.expected.join("|")}  ←  ${m.got.join(", ")}  «${m.task}»`);
    }
  }
}
