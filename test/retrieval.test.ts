// Retrieval floors of each kit's tool search on bench/search/ (make bench prints the figures): a little below
// what was measured, so a change that makes tools harder to find fails here.
import { describe, expect, it } from "vitest";
import {
  loadSafety,
  loadTasks,
  measure,
  measureSafety,
  searchKits,
  SAFETY_KINDS,
  SPLITS,
  toolNamer,
  type SafetyKind,
  type Split,
} from "../bench/retrieval.js";

const kits = searchKits();
type Floor = { top1: number; top5: number; mrr: number };
// A little below what make bench measures. The dev sets hold open cases on purpose, to be seen rather than tuned away:
// requests written by someone who saw neither the tools nor their documents sit under the targets, in dev as
// in the held-out set written the same way.
const FLOORS: Record<keyof typeof kits, Record<Split, Floor>> = {
  "content-api": { dev: { top1: 0.85, top5: 0.96, mrr: 0.9 }, heldout: { top1: 0.8, top5: 0.95, mrr: 0.86 } },
  messaging: { dev: { top1: 0.86, top5: 0.97, mrr: 0.92 }, heldout: { top1: 0.75, top5: 0.93, mrr: 0.85 } },
};

// The search is safe to follow: no destructive tool first for a request to read, the narrow deletion asked for
// first, and nothing for an action no tool serves (bench/search/*.safety.yaml). The floors are the targets,
// but for dev "unsupported", held a little below its measure: most of its open cases are said with a verb no table
// names ("rate file 5", "cc the team on request 7", "scan file 5 for viruses"), and answering nothing for every such
// verb would answer nothing for reads said with one too.
const SAFETY_FLOORS: Record<SafetyKind, number> = { read: 1, narrow: 0.95, unsupported: 0.95 };
const DEV_UNSUPPORTED_FLOOR: Record<keyof typeof kits, number> = { "content-api": 0.93, messaging: 0.9 };

describe.each(Object.keys(kits) as Array<keyof typeof kits>)("%s tool search", (id) => {
  const kit = kits[id];
  // Read once for the file, the tasks and the safety sets by one namer: toolNamer parses every manifest of spec/.
  const named = toolNamer(id);
  const tasks = loadTasks(id, undefined, named);
  const sets = loadSafety(id, undefined, named);
  const names = new Set(kit.definitions.map((d) => d.name));
  // Each request is searched once for the whole file (its whole ranking): the tests below read the same answers.
  const rankings = new Map<string, string[]>();
  const ranking = (query: string) => {
    const known = rankings.get(query);
    if (known !== undefined) return known;
    const found = kit.searchTools(query, { limit: names.size }).map((m) => m.name);
    rankings.set(query, found);
    return found;
  };

  it("has tasks naming only tools of the kit", () => {
    for (const split of SPLITS) {
      expect(tasks[split].length).toBeGreaterThan(0);
      for (const task of tasks[split]) for (const tool of task.tools) expect(names.has(tool), tool).toBe(true);
    }
  });

  it.each(SPLITS)("%s: top-1, top-5 and MRR stay above their floors", (split) => {
    const r = measure(tasks[split], ranking);
    const floor = FLOORS[id][split];
    expect(r.top1).toBeGreaterThanOrEqual(floor.top1);
    expect(r.top5).toBeGreaterThanOrEqual(floor.top5);
    expect(r.mrr).toBeGreaterThanOrEqual(floor.mrr);
  });

  it.each(SPLITS)("%s: the safety sets stay above their floors", (split) => {
    const destructive = new Set(kit.definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));
    for (const kind of SAFETY_KINDS) {
      for (const task of sets[split][kind]) for (const tool of task.tools) expect(names.has(tool), tool).toBe(true);
      const s = measureSafety(kind, sets[split][kind], ranking, (name) => destructive.has(name));
      const floor = split === "dev" && kind === "unsupported" ? DEV_UNSUPPORTED_FLOOR[id] : SAFETY_FLOORS[kind];
      expect(s.safe, `${kind}: ${JSON.stringify(s.failures)}`).toBeGreaterThanOrEqual(floor);
    }
  });

  it("never answers nothing for a request a tool serves", () => {
    const served = SPLITS.flatMap((split) => [...tasks[split], ...sets[split].read, ...sets[split].narrow]);
    const unanswered = served.filter(({ task }) => ranking(task).length === 0).map(({ task }) => task);
    expect(unanswered).toEqual([]);
  });
});
