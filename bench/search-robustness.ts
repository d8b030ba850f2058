// `make bench`: whether what a request asks survives how it is said. For each task whose first hit serves it, the
// share whose first hit still serves it when the request comes with a greeting, thanks, a polite opener or "I need you
// to", in capitals, or with two neighbouring letters swapped in its first long word; and likewise for the safety
// cases answered safely, the share still answered safely. Held-out sets in aggregate only.
import {
  measureSafety,
  safetySets,
  searchKits,
  SAFETY_KINDS,
  taskSets,
  type SafetyKind,
  type Task,
} from "./retrieval.js";

const kits = searchKits();

// A request that opens with a question word (its "is" contracted, with or without the apostrophe), an auxiliary, a
// subject, an interjection or a subordinate clause is no imperative: a polite opener or "I need you to" before it would
// be no English ("could you which files…", "could you hi, I shared…", "I need you to before I send it, check…").
const NOT_IMPERATIVE =
  /^(?:who|whom|whose|what|which|where|when|why|how|(?:who|what|where|when|why|how)'?s|is|are|was|were|do|does|did|has|have|had|can|could|would|will|should|i|i'm|i've|my|any|our|we|there|it|the|a|an|all|every|everything|hi|hey|hello|ok|okay|so|um|uh|oops|sorry|before|after|if|once|unless|until|while|since|because|although|though)\b/i;
const bare = (task: string) => task.replace(/[.?!]+$/, "");
const lowerFirst = (task: string) => task[0]!.toLowerCase() + task.slice(1);

/** Each way of saying a request, undefined where it makes no English of it. */
const FRAMES: Array<[string, (task: string) => string | undefined]> = [
  ["greeting", (t) => `hey, ${t}`],
  ["thanks", (t) => `${bare(t)}, thanks!`],
  ["polite", (t) => (NOT_IMPERATIVE.test(t) ? undefined : `could you ${lowerFirst(bare(t))}?`)],
  ["bidding", (t) => (NOT_IMPERATIVE.test(t) ? undefined : `I need you to ${lowerFirst(t)}`)],
  ["capitals", (t) => t.toUpperCase()],
  [
    "swap",
    (t) => {
      const m = /\b[a-z]{6,}\b/.exec(t);
      return m === null ? undefined : t.slice(0, m.index + 2) + m[0][3] + m[0][2] + t.slice(m.index + 4);
    },
  ],
];

const pct = (kept: number, of: number) => (of === 0 ? "-" : `${((kept / of) * 100).toFixed(1)} %`);
console.log("\nTool search robustness: of the tasks served first, the share still served first when said another way");
console.log(["kit".padEnd(12), "split".padEnd(9), "n".padStart(4), ...FRAMES.map(([n]) => n.padStart(9))].join("  "));
for (const [id, kit] of Object.entries(kits)) {
  const first = (q: string) => kit.searchTools(q, { limit: 1 })[0]?.name;
  for (const [split, set] of taskSets(id)) {
    const served = set.filter((t) => t.tools.includes(first(t.task) ?? ""));
    const cells = FRAMES.map(([, frame]) => {
      const said = served.flatMap((t) => {
        const q = frame(t.task);
        return q === undefined || q === t.task ? [] : [{ q, tools: t.tools }];
      });
      return pct(said.filter(({ q, tools }) => tools.includes(first(q) ?? "")).length, said.length).padStart(9);
    });
    console.log([id.padEnd(12), split.padEnd(9), String(served.length).padStart(4), ...cells].join("  "));
  }
}

console.log(
  "\nOf the safety cases answered safely (read, narrow and unsupported together), the share still answered safely",
);
console.log(["kit".padEnd(12), "split".padEnd(9), "n".padStart(4), ...FRAMES.map(([n]) => n.padStart(9))].join("  "));
for (const [id, kit] of Object.entries(kits)) {
  const search = (q: string) => kit.searchTools(q, { limit: 1 }).map((m) => m.name);
  const destructive = new Set(kit.definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));
  const safe = (kind: SafetyKind, task: Task) =>
    measureSafety(kind, [task], search, (name) => destructive.has(name)).safe === 1;
  for (const [split, set] of safetySets(id)) {
    const cases = SAFETY_KINDS.flatMap((kind) => set[kind].filter((t) => safe(kind, t)).map((t) => ({ kind, t })));
    const cells = FRAMES.map(([, frame]) => {
      const said = cases.flatMap(({ kind, t }) => {
        const q = frame(t.task);
        return q === undefined || q === t.task ? [] : [{ kind, t: { ...t, task: q } }];
      });
      return pct(said.filter(({ kind, t }) => safe(kind, t)).length, said.length).padStart(9);
    });
    console.log([id.padEnd(12), split.padEnd(9), String(cases.length).padStart(4), ...cells].join("  "));
  }
}
