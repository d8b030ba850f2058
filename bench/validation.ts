// `npx tsx bench/validation.ts`: the cost of a tool's input check (`tool.validate`, the schema and then the rules the
// module states as data), over every tool's valid example and the inputs its conformance cases refuse. Printed,
// never asserted: a figure to compare before and after a change to how rules are judged.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Tool } from "@toolgen/runtime";
import { tools as contentApi } from "@toolgen/content-api";
import { tools as messaging } from "@toolgen/messaging";
import { printTable, repeat, ROOT, stats, type Row } from "./lib.js";

interface Case {
  name: string;
  example: unknown;
  rejections: Array<{ breaks: string; input: unknown }>;
}

const kits: Array<[string, Readonly<Record<string, Tool>>]> = [
  ["content-api", contentApi],
  ["messaging", messaging],
];

/** Each kit's calls to time: every case, and those of the tools that state rules (the rule-breaking inputs). */
function calls(kit: string, tools: Readonly<Record<string, Tool>>, onlyRules: boolean): Array<[Tool, unknown]> {
  const cases = JSON.parse(readFileSync(path.join(ROOT, "generated", kit, "test/cases.json"), "utf8")) as Case[];
  return cases.flatMap((c) => {
    const ruled = c.rejections.filter((r) => r.breaks.startsWith("rule "));
    if (onlyRules && ruled.length === 0) return [];
    const inputs = onlyRules
      ? [c.example, ...ruled.map((r) => r.input)]
      : [c.example, ...c.rejections.map((r) => r.input)];
    return inputs.map((input): [Tool, unknown] => [tools[c.name]!, input]);
  });
}

const ROUNDS = 2000;

/** Nanoseconds per call over `ROUNDS` passes through `work`. */
function perCall(work: Array<[Tool, unknown]>): number {
  const start = process.hrtime.bigint();
  for (let round = 0; round < ROUNDS; round++) for (const [tool, input] of work) tool.validate(input);
  return Number(process.hrtime.bigint() - start) / (ROUNDS * work.length);
}

const rows: Row[] = [];
for (const [kit, tools] of kits)
  for (const onlyRules of [false, true]) {
    const work = calls(kit, tools, onlyRules);
    perCall(work); // warm-up
    const values = await repeat(() => perCall(work), { min: 7 });
    rows.push({
      benchmark: `${kit}: validate, ${onlyRules ? "tools with rules" : "every case"}`,
      stats: stats(values),
      unit: "ns/call",
      note: `${work.length} inputs × ${ROUNDS}`,
    });
  }
printTable("Input validation (tool.validate) per call", rows);
