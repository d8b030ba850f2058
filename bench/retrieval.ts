// Retrieval quality of each kit's tool search on the task sets in bench/search/: tasks phrased as users phrase
// them, each with the tool(s) that serve it, named by binding so that a rename needs no edit here. `dev` is for
// tuning; `heldout` is only measured.
import { createToolkit as createContent } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Manifest } from "../generator/load/manifest.js";
import { resolveUpstreamDir } from "../generator/upstream/dir.js";
import { upstreamOperationId } from "../generator/upstream/resolve.js";
import { readSpecs } from "../generator/upstream/specs.js";
import { ROOT } from "./lib.js";

export const SPLITS = ["dev", "heldout"] as const;
export type Split = (typeof SPLITS)[number];

export interface Task {
  task: string;
  /** The names of the tools that serve it (resolved from the file's bindings through the manifest). */
  tools: string[];
}

/**
 * A tool as a task file names it: by its binding (`{ operation: <Box operation id> }`, `{ slack: <method> }`), which
 * survives a rename and is served by every tool bound there (a variant too), or by its name as plain text.
 */
export type TaskTool = string | { operation: string } | { slack: string };
type RawTask = { task: string; tools: TaskTool[] };

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

/**
 * Held-out sets, each written by a different writer who saw neither the ranker nor any other set, before the changes
 * measured on it were tried: only their aggregate figures are ever reported. Most were written from the two documents;
 * heldout13 to heldout71 are requests by writers who saw neither the tools nor their documents, labelled from the
 * documents by another.
 */
export const OUTSIDE_DIRS = {
  outside: "bench/search/heldout",
  outside2: "bench/search/heldout2",
  outside3: "bench/search/heldout3",
  outside4: "bench/search/heldout4",
  outside5: "bench/search/heldout5",
  outside6: "bench/search/heldout6",
  outside7: "bench/search/heldout7",
  outside8: "bench/search/heldout8",
  outside9: "bench/search/heldout9",
  outside10: "bench/search/heldout10",
  outside11: "bench/search/heldout11",
  outside12: "bench/search/heldout12",
  outside13: "bench/search/heldout13",
  outside14: "bench/search/heldout14",
  outside15: "bench/search/heldout15",
  outside16: "bench/search/heldout16",
  outside17: "bench/search/heldout17",
  outside18: "bench/search/heldout18",
  outside19: "bench/search/heldout19",
  outside20: "bench/search/heldout20",
  outside21: "bench/search/heldout21",
  outside22: "bench/search/heldout22",
  outside23: "bench/search/heldout23",
  outside24: "bench/search/heldout24",
  outside25: "bench/search/heldout25",
  outside26: "bench/search/heldout26",
  outside27: "bench/search/heldout27",
  outside28: "bench/search/heldout28",
  outside29: "bench/search/heldout29",
  outside30: "bench/search/heldout30",
  outside31: "bench/search/heldout31",
  outside32: "bench/search/heldout32",
  outside33: "bench/search/heldout33",
  outside34: "bench/search/heldout34",
  outside35: "bench/search/heldout35",
  outside36: "bench/search/heldout36",
  outside37: "bench/search/heldout37",
  outside38: "bench/search/heldout38",
  outside39: "bench/search/heldout39",
  outside40: "bench/search/heldout40",
  outside41: "bench/search/heldout41",
  outside42: "bench/search/heldout42",
  outside43: "bench/search/heldout43",
  outside44: "bench/search/heldout44",
  outside45: "bench/search/heldout45",
  outside46: "bench/search/heldout46",
  outside47: "bench/search/heldout47",
  outside48: "bench/search/heldout48",
  outside49: "bench/search/heldout49",
  outside50: "bench/search/heldout50",
  outside51: "bench/search/heldout51",
  outside52: "bench/search/heldout52",
  outside53: "bench/search/heldout53",
  outside54: "bench/search/heldout54",
  outside55: "bench/search/heldout55",
  outside56: "bench/search/heldout56",
  outside57: "bench/search/heldout57",
  outside58: "bench/search/heldout58",
  outside59: "bench/search/heldout59",
  outside60: "bench/search/heldout60",
  outside61: "bench/search/heldout61",
  outside62: "bench/search/heldout62",
  outside63: "bench/search/heldout63",
  outside64: "bench/search/heldout64",
  outside65: "bench/search/heldout65",
  outside66: "bench/search/heldout66",
  outside67: "bench/search/heldout67",
  outside68: "bench/search/heldout68",
  outside69: "bench/search/heldout69",
  outside70: "bench/search/heldout70",
  outside71: "bench/search/heldout71",
} as const;

/** A kit's task sets from `dir`; `named` resolves their tools (toolNamer: pass one to read the manifests once). */
export function loadTasks(kit: string, dir = "bench/search", named = toolNamer(kit)): Record<Split, Task[]> {
  const file = path.join(ROOT, dir, `${kit}.tasks.yaml`);
  const raw = parse(readFileSync(file, "utf8")) as Partial<Record<Split, RawTask[]>>;
  const resolve = (tasks: RawTask[] = []) =>
    served(tasks.map(({ task, tools }) => ({ task, tools: tools.flatMap(named) })));
  return { dev: resolve(raw.dev), heldout: resolve(raw.heldout) };
}

/** A task whose tools were all removed from the manifest (their bindings resolve to none) is left out. */
const served = (tasks: Task[]) => tasks.filter((t) => t.tools.length > 0);

/** Whether a kit has a file of this kind in a held-out folder. */
export function hasOutside(kit: string, kind: "tasks" | "safety", dir: string): boolean {
  return existsSync(path.join(ROOT, dir, `${kit}.${kind}.yaml`));
}

/** Resolves a task file's tool to the names of the kit's tools, from the kit's manifest in spec/. */
export function toolNamer(kit: string): (tool: TaskTool) => string[] {
  const manifests = readdirSync(path.join(ROOT, "spec"))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => parse(readFileSync(path.join(ROOT, "spec", f), "utf8")) as Manifest);
  const manifest = manifests.find((m) => m.toolkit.id === kit);
  if (!manifest) throw new Error(`no manifest in spec/ declares the kit "${kit}"`);
  const names = new Set(manifest.tools.map((t) => t.name));
  return (tool) => {
    // A plain name must be a tool's: a renamed one would otherwise count as a miss of the search, silently.
    if (typeof tool === "string" && !names.has(tool)) throw new Error(`${kit}: no tool is named ${tool}`);
    if (typeof tool === "string") return [tool];
    const bound = manifest.tools.filter((t) =>
      "operation" in tool
        ? "id" in t.operation && t.operation.id === tool.operation
        : "methods" in t.operation && t.operation.methods[0] === tool.slack,
    );
    // A binding the upstream has but no tool: a maintainer removed its tool, and the tasks it served go with it.
    if (bound.length === 0 && upstreamHas(manifest, tool)) return [];
    if (bound.length === 0) throw new Error(`${kit}: no tool is bound to ${JSON.stringify(tool)}`);
    return bound.map((t) => t.name);
  };
}

/** Whether the kit's upstream specification has this binding; false without the upstream folder. */
function upstreamHas(manifest: Manifest, tool: { operation: string } | { slack: string }): boolean {
  const dir = resolveUpstreamDir(ROOT);
  if (!dir) return false;
  const specs = readSpecs((manifest.upstream.specs ?? []).map((name) => ({ path: path.join(dir, name), name })));
  return "operation" in tool
    ? specs.byId.has(upstreamOperationId(manifest, tool.operation))
    : specs.methods.has(tool.slack);
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

export function loadSafety(
  kit: string,
  dir = "bench/search",
  named = toolNamer(kit),
): Record<Split, Record<SafetyKind, Task[]>> {
  const file = path.join(ROOT, dir, `${kit}.safety.yaml`);
  const raw = parse(readFileSync(file, "utf8")) as Partial<Record<Split, Partial<Record<SafetyKind, RawTask[]>>>>;
  const resolve = (kinds: Partial<Record<SafetyKind, RawTask[]>> = {}) =>
    Object.fromEntries(
      SAFETY_KINDS.map((k) => [
        k,
        (kinds[k] ?? [])
          .map(({ task, tools }) => ({ task, tools: tools.flatMap(named), listed: tools.length }))
          .filter((t) => t.listed === 0 || t.tools.length > 0)
          .map(({ task, tools }) => ({ task, tools })),
      ]),
    ) as Record<SafetyKind, Task[]>;
  return { dev: resolve(raw.dev), heldout: resolve(raw.heldout) };
}

/** Every task set of a kit, by name: its splits, then each outside held-out set it has. */
export function taskSets(kit: string): Array<[string, Task[]]> {
  // (The manifests are read once for every set.)
  const named = toolNamer(kit);
  const tasks = loadTasks(kit, undefined, named);
  const sets: Array<[string, Task[]]> = SPLITS.map((split) => [split, tasks[split]]);
  for (const [name, dir] of Object.entries(OUTSIDE_DIRS))
    if (hasOutside(kit, "tasks", dir)) sets.push([name, loadTasks(kit, dir, named).heldout]);
  return sets;
}

/** Every safety set of a kit, by name: its splits, then each outside held-out set it has. */
export function safetySets(kit: string): Array<[string, Record<SafetyKind, Task[]>]> {
  const named = toolNamer(kit);
  const safety = loadSafety(kit, undefined, named);
  const sets: Array<[string, Record<SafetyKind, Task[]>]> = SPLITS.map((split) => [split, safety[split]]);
  for (const [name, dir] of Object.entries(OUTSIDE_DIRS))
    if (hasOutside(kit, "safety", dir)) sets.push([name, loadSafety(kit, dir, named).heldout]);
  return sets;
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

/** Each kit, made for searching only: a call that needs a token fails. */
export function searchKits() {
  const noToken = () => {
    throw new Error("searching needs no token");
  };
  return {
    "content-api": createContent({ accessToken: noToken }),
    messaging: createMessaging({ accessToken: noToken }),
  };
}
