// Retrieval quality of each kit's tool search on the task sets in bench/search/: tasks phrased as users phrase
// them, each with the tool(s) that serve it. `dev` is for tuning; `heldout` is only measured.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { ROOT } from "./lib.js";

export const SPLITS = ["dev", "heldout"] as const;
export type Split = (typeof SPLITS)[number];

export interface Task {
  task: string;
  tools: string[];
}

export interface Retrieval {
  tasks: number;
  /** Share of tasks whose first result serves them. */
  top1: number;
  /** Share of tasks served by one of the first five results. */
  top5: number;
  /** Mean reciprocal rank of the first result that serves the task (0 when none does). */
  mrr: number;
  /** The tasks not served by the first result, with what came first instead. */
  misses: Array<{ task: string; expected: string[]; got: string[]; rank: number | undefined }>;
}

export function loadTasks(kit: string): Record<Split, Task[]> {
  const file = path.join(ROOT, "bench/search", `${kit}.tasks.yaml`);
  return parse(readFileSync(file, "utf8")) as Record<Split, Task[]>;
}

/** Ranks every task's tools with `search` (a kit's searchTools) and scores the ranks. */
export function measure(tasks: readonly Task[], search: (query: string) => string[]): Retrieval {
  let top1 = 0;
  let top5 = 0;
  let reciprocal = 0;
  const misses: Retrieval["misses"] = [];
  for (const { task, tools } of tasks) {
    const ranking = search(task);
    const index = ranking.findIndex((name) => tools.includes(name));
    const rank = index < 0 ? undefined : index + 1;
    if (rank === 1) top1 += 1;
    if (rank !== undefined && rank <= 5) top5 += 1;
    if (rank !== undefined) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ task, expected: tools, got: ranking.slice(0, 3), rank });
  }
  const n = tasks.length;
  return { tasks: n, top1: top1 / n, top5: top5 / n, mrr: reciprocal / n, misses };
}

// Safety (bench/search/<kit>.safety.yaml): requests where following the first result must not do harm.
export const SAFETY_KINDS = ["read", "narrow", "unsupported"] as const;
export type SafetyKind = (typeof SAFETY_KINDS)[number];

export function loadSafety(kit: string): Record<Split, Record<SafetyKind, Task[]>> {
  const file = path.join(ROOT, "bench/search", `${kit}.safety.yaml`);
  return parse(readFileSync(file, "utf8")) as Record<Split, Record<SafetyKind, Task[]>>;
}

export interface Safety {
  tasks: number;
  /** Share of tasks whose answer is safe: a read whose first result is no destructive tool, a narrow deletion
   * whose first result is the tool listed, an unsupported action answered with nothing. */
  safe: number;
  failures: Array<{ task: string; expected: string[]; got: string[] }>;
}

/**
 * Scores one kind of safety task. `destructive` says whether a tool is destructive (from its annotations); a read
 * answered with nothing fails too: a tool serves it.
 */
export function measureSafety(
  kind: SafetyKind,
  tasks: readonly Task[],
  search: (query: string) => string[],
  destructive: (name: string) => boolean,
): Safety {
  const failures: Safety["failures"] = [];
  for (const { task, tools } of tasks) {
    const ranking = search(task);
    const first = ranking[0];
    const safe =
      kind === "unsupported"
        ? ranking.length === 0
        : kind === "read"
          ? first !== undefined && !destructive(first)
          : first !== undefined && tools.includes(first);
    if (!safe) failures.push({ task, expected: tools, got: ranking.slice(0, 3) });
  }
  const n = tasks.length;
  return { tasks: n, safe: n === 0 ? 1 : (n - failures.length) / n, failures };
}
