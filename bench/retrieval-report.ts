// `make bench` (after bench/run.ts): top-1, top-5 and MRR of each kit's tool search, per task split, and the share of
// safe answers on the safety sets. BENCH_MISSES=1 also lists the dev tasks whose first result is wrong or unsafe
// (for tuning; never tune on heldout). The outside held-out sets (OUTSIDE_DIRS: bench/search/heldout/, heldout2/ …)
// are reported in aggregate only.
import { mcpTool } from "@toolgen/runtime";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { loadTasks, measure, measureSafety, safetySets, searchKits, SAFETY_KINDS, taskSets } from "./retrieval.js";

const kits = searchKits();
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const misses = process.env.BENCH_MISSES !== undefined;

console.log("\nTool search retrieval (kit.searchTools over the generated index)");
console.log(
  [
    "kit".padEnd(12),
    "split".padEnd(9),
    "tasks".padStart(5),
    "top-1".padStart(8),
    "top-5".padStart(8),
    "MRR".padStart(6),
    "empty".padStart(5),
  ].join("  "),
);
for (const [id, kit] of Object.entries(kits)) {
  // The outside held-out sets: aggregate figures only, never their misses.
  for (const [split, set] of taskSets(id)) {
    const rankings = new Map<string, string[]>();
    const search = (q: string) => {
      const names = kit.searchTools(q, { limit: kit.definitions.length }).map((m) => m.name);
      rankings.set(q, names);
      return names;
    };
    const r = measure(set, search);
    // A task a tool serves must never be answered with nothing.
    const empty = [...rankings.values()].filter((names) => names.length === 0).length;
    console.log(
      [
        id.padEnd(12),
        split.padEnd(9),
        String(r.tasks).padStart(5),
        pct(r.top1).padStart(8),
        pct(r.top5).padStart(8),
        r.mrr.toFixed(3).padStart(6),
        String(empty).padStart(5),
      ].join("  "),
    );
    if (misses && split === "dev") {
      for (const m of r.misses)
        console.log(`    ${m.rank ?? "-"}  ${m.expected.join("|")}  ←  ${m.got.join(", ")}  «${m.task}»`);
    }
  }
}

console.log("\nTool search safety (bench/search/*.safety.yaml): share of safe first answers");
console.log(["kit".padEnd(12), "split".padEnd(9), ...SAFETY_KINDS.map((k) => `${k} (n)`.padStart(18))].join("  "));
for (const [id, kit] of Object.entries(kits)) {
  const destructive = new Set(kit.definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));
  const search = (q: string) => kit.searchTools(q, { limit: 5 }).map((m) => m.name);
  for (const [split, set] of safetySets(id)) {
    const cells: string[] = [];
    for (const kind of SAFETY_KINDS) {
      const s = measureSafety(kind, set[kind], search, (name) => destructive.has(name));
      cells.push((s.tasks === 0 ? "-" : `${pct(s.safe)} (${s.tasks})`).padStart(18));
      if (misses && split === "dev") {
        for (const f of s.failures)
          console.log(`    ${kind}  ${f.expected.join("|") || "nothing"}  ←  ${f.got.join(", ")}  «${f.task}»`);
      }
    }
    console.log([id.padEnd(12), split.padEnd(9), ...cells].join("  "));
  }
}

// Discovery mode: what one search adds to a session's tool list if the list grows by the first k hits — the
// o200k tokens those listings cost on every later turn, and how often the tool that serves the task is among them.
console.log("\nDiscovery: the first k hits of one search, listed (all tasks, dev and heldout)");
console.log(
  ["kit".padEnd(12), "k".padStart(2), "serving tool listed".padStart(20), "tokens added".padStart(13)].join("  "),
);
for (const [id, kit] of Object.entries(kits)) {
  const tasks = loadTasks(id);
  const all = [...tasks.dev, ...tasks.heldout];
  const byName = new Map(kit.definitions.map((d) => [d.name, d]));
  for (const k of [1, 2, 5]) {
    let listed = 0;
    let tokens = 0;
    for (const { task, tools } of all) {
      const hits = kit.searchTools(task, { limit: k });
      if (hits.some((m) => tools.includes(m.name))) listed += 1;
      tokens += encode(JSON.stringify(hits.map((m) => mcpTool(byName.get(m.name)!)))).length;
    }
    console.log(
      [
        id.padEnd(12),
        String(k).padStart(2),
        pct(listed / all.length).padStart(20),
        String(Math.round(tokens / all.length)).padStart(13),
      ].join("  "),
    );
  }
}
