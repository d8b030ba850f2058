// The constraints a document states in prose (a row's Rules cell, a named rule, a convention), written in one
// canonical text per constraint so that they compare with the manifest's structured rules (canonical.ts).
import type { DocFacts } from "./facts.js";
import type { DocParam, DocTool } from "./parse.js";

export interface DocRule {
  key: string;
  line: number;
}

type Value = string | number | boolean;
const list = (names: string[]) => [...names].sort().join(", ");
const value = (v: Value) => JSON.stringify(v);
const either = (values: Value[]) => values.map(value).join(" or ");
const conditions = (when: Record<string, Value>) =>
  Object.keys(when)
    .sort()
    .map((k) => `${k} = ${value(when[k]!)}`)
    .join(" and ");

export const ruleKey = {
  exactlyOneOf: (groups: string[][]) =>
    `exactly one of: ${groups
      .map((g) => `[${list(g)}]`)
      .sort()
      .join(" | ")}`,
  atLeastOneOf: (params: string[]) => `at least one of: ${list(params)}`,
  mutuallyExclusive: (params: string[]) => `at most one of: ${list(params)}`,
  requires: (param: string, other: string, values?: Value[], when?: Value[]) =>
    `${param}${when ? ` = ${either(when)}` : ""} requires ${other}${values ? ` = ${either(values)}` : ""}`,
  forbiddenWhen: (param: string, when: Record<string, Value>) => `${param} not allowed when ${conditions(when)}`,
  maxTotalItems: (params: string[], maximum: number) => `at most ${maximum} items across: ${list(params)}`,
  maximumWhen: (params: string[], when: Record<string, Value>, maximum: number) =>
    `${list(params)} at most ${maximum} when ${conditions(when)}`,
  timeWindow: (oldest: { absolute: string; relative: string }, latest: { absolute: string; relative: string }) =>
    `time window: oldest ${oldest.absolute} or ${oldest.relative}, latest ${latest.absolute} or ${latest.relative}`,
};

const names = (text: string) =>
  text
    .split(/,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/)
    .map((s) => s.trim())
    .filter((s) => /^[a-z][a-z0-9_]*$/.test(s));

/** The rules a tool's row, the named rules it falls under and the conventions state for it. */
export function docRules(tool: DocTool, facts: DocFacts): DocRule[] {
  const rules = new Map<string, number>();
  const add = (key: string, line: number) => {
    if (!rules.has(key)) rules.set(key, line);
  };
  const param = (test: (p: DocParam) => boolean) => tool.params.find(test);
  const offset = param((p) => p.type === "integer" && p.name.includes("offset"));
  const marker = param((p) => p.type === "string" && p.name.includes("marker"));
  const useMarker = param((p) => p.type === "boolean" && p.name.includes("marker"));
  const folder = param((p) => p.required && p.type === "string" && p.name.includes("folder"));

  const clause = (text: string, line: number) => {
    let m: RegExpExecArray | null;
    text = text.replace(/\s*\([^)]*\)/g, "").trim();
    if ((m = /exactly one of (.+?)(?: must be given)?$/.exec(text))) {
      const [single, combined] = m[1]!.split(/,?\s*(?:or )?any combination of /);
      const groups = names(single!).map((n) => [n]);
      if (combined) groups.push(names(combined));
      add(ruleKey.exactlyOneOf(groups), line);
    } else if ((m = /^at least one of (.+)$/.exec(text))) add(ruleKey.atLeastOneOf(names(m[1]!)), line);
    else if ((m = /^(\w+) (?:requires|needs) (\w+) (true|false)$/.exec(text)))
      add(ruleKey.requires(m[1]!, m[2]!, [m[3] === "true"]), line);
    else if ((m = /^(\w+) true .* valid only with (\w+)$/.exec(text)))
      add(ruleKey.requires(m[1]!, m[2]!, undefined, [true]), line);
    else if ((m = /^([\w ,]+?) only for (.+)$/.exec(text))) {
      const target = m[2]!;
      // "admin_logs", or "the two admin stream types": the values of one enum parameter.
      const kind = /^the (\w+) (\w+) ([\w ]+) types$/.exec(target);
      const other = kind
        ? param((p) => p.name.endsWith(`${kind[3]!.replaceAll(" ", "_")}_type`) && !!p.values)
        : param((p) => !!p.values?.includes(target));
      const values = kind ? other?.values?.filter((v) => v.includes(kind[2]!)) : [target];
      for (const name of names(m[1]!)) add(ruleKey.requires(name, other?.name ?? `(${target})`, values), line);
    } else if (text === "only one pagination method at a time" && offset && marker) {
      add(ruleKey.mutuallyExclusive([offset.name, marker.name]), line);
      if (useMarker) add(ruleKey.forbiddenWhen(offset.name, { [useMarker.name]: true }), line);
    } else if ((m = /^(\w+) is not supported with marker pagination on the root$/.exec(text)) && useMarker && folder)
      add(ruleKey.forbiddenWhen(m[1]!, { [useMarker.name]: true, [folder.name]: "0" }), line);
    else if ((m = /^(.+?) (?:unsupported|not supported) with marker pagination$/.exec(text)) && useMarker) {
      const words = m[1]!.replaceAll(" ", "_");
      const target = param((p) => p.name.startsWith(words));
      add(ruleKey.forbiddenWhen(target?.name ?? `(${m[1]})`, { [useMarker.name]: true }), line);
    } else if ((m = /up to (\d+) users per call/.exec(text))) {
      const users = tool.params.filter((p) => ["user_ids", "usernames", "emails"].includes(p.name)).map((p) => p.name);
      add(ruleKey.maxTotalItems(users, Number(m[1])), line);
    }
  };

  // Size limits per format are stated with their parentheses: "png sizes 32x32, … (max 256)".
  for (const m of tool.rules.matchAll(/(\w+) sizes [^(;]*\(max (\d+)\)/g)) {
    const selector = param((p) => !!p.values?.includes(m[1]!));
    const sized = tool.params.filter((p) => p.type === "integer").map((p) => p.name);
    add(ruleKey.maximumWhen(sized, { [selector?.name ?? "(format)"]: m[1]! }, Number(m[2])), tool.line);
  }
  for (const part of tool.rules.split(/;\s*/)) clause(part, tool.line);
  for (const p of tool.params)
    if (p.notForRoot && folder) add(ruleKey.forbiddenWhen(p.name, { [folder.name]: "0" }), tool.line);
  if (facts.markerNeedsUseMarker && marker && useMarker)
    add(ruleKey.requires(marker.name, useMarker.name, [true]), facts.markerNeedsUseMarker);
  for (const named of facts.namedRules) {
    if (!appliesTo(named, tool)) continue;
    for (const sentence of named.text.split(/\.\s+/)) clause(sentence.replace(/\.$/, ""), named.line);
    const window = timeWindow(named.text);
    if (window) add(window, named.line);
  }
  return [...rules].map(([key, line]) => ({ key, line }));
}

/** A named rule applies to the tools it lists and to the rows that say "<name> rule applies". */
function appliesTo(named: DocFacts["namedRules"][number], tool: DocTool): boolean {
  if (named.tools.includes(tool.name)) return true;
  const applies = /([\w-]+(?: and [\w-]+)*) rules? appl(?:y|ies)/.exec(tool.rules);
  return !!applies && applies[1]!.split(" and ").some((word) => named.name.endsWith(word));
}

/** "Supplying both oldest_datetime and oldest_relative, or both latest_datetime and latest_relative, is not allowed." */
function timeWindow(text: string): string | undefined {
  const pairs = [...text.matchAll(/both (\w+) and (\w+)/g)].map((m) => [m[1]!, m[2]!] as const);
  const stated = /absolute bounds `(\w+)` and `(\w+)`/.exec(text);
  const absolute = new Set(stated ? [stated[1]!, stated[2]!] : []);
  const bound = (prefix: string) => {
    const pair = pairs.find(([a]) => a.startsWith(prefix));
    if (!pair) return undefined;
    const [a, b] = pair;
    return absolute.has(a) ? { absolute: a, relative: b } : { absolute: b, relative: a };
  };
  const oldest = bound("oldest");
  const latest = bound("latest");
  return oldest && latest ? ruleKey.timeWindow(oldest, latest) : undefined;
}

/** Formats a named rule gives its parameters: "`a` and `b` use the text format 'X'". */
export function namedRuleFormats(facts: DocFacts, tool: DocTool): Map<string, string> {
  const formats = new Map<string, string>();
  for (const named of facts.namedRules) {
    if (!appliesTo(named, tool)) continue;
    for (const clause of named.text.split(/;\s*|\.\s+/)) {
      const format = /text format '([^']+)'/.exec(clause);
      if (!format) continue;
      for (const m of clause.matchAll(/`(\w+)`/g)) formats.set(m[1]!, format[1]!);
    }
  }
  return formats;
}
