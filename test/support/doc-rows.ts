// Finds what a document row states by reading it as check-docs does (generator/docs), not by its exact words, so
// that a fixture keeps working when a revision rewords a row: the clause of a Rules cell that states a rule.
import { docRules } from "../../generator/docs/rules.js";
import { readFacts, type DocFacts } from "../../generator/docs/facts.js";
import { parseDocument, type DocTool } from "../../generator/docs/parse.js";

const NO_FACTS: DocFacts = { totals: [], valueSets: [], limits: [], offsetMaximum: [], namedRules: [] };

/** The document's row of `tool` as check-docs reads it; undefined when the document has none. */
export function docRow(text: string, tool: string): DocTool | undefined {
  return parseDocument(text).find((t) => t.name === tool);
}

/** The rule keys each `;`-separated clause of a row's Rules cell states on its own. */
export function ruleClauses(row: DocTool): Array<{ clause: string; keys: string[] }> {
  const without = new Set(docRules({ ...row, rules: "" }, NO_FACTS).map((r) => r.key));
  return row.rules
    .split(/;\s*/)
    .filter((clause) => clause.trim() !== "")
    .map((clause) => ({
      clause,
      keys: docRules({ ...row, rules: clause }, NO_FACTS)
        .map((r) => r.key)
        .filter((key) => !without.has(key)),
    }));
}

/** The clause of `tool`'s row that states exactly the rule `key`, if there is one. */
export function clauseStating(text: string, tool: string, key: string): string | undefined {
  const row = docRow(text, tool);
  return row && ruleClauses(row).find((c) => c.keys.length === 1 && c.keys[0] === key)?.clause;
}

/** `text` with `clause` (with its separator) removed from the row of `tool`; the clause must be in that row once. */
export function dropClause(text: string, tool: string, clause: string): string {
  const row = docRow(text, tool);
  if (!row) throw new Error(`no row for ${tool}`);
  const lines = text.split("\n");
  const line = lines[row.line - 1]!;
  const next = [`${clause}; `, `; ${clause}`, clause].map((part) => line.replace(part, "")).find((l) => l !== line);
  if (next === undefined) throw new Error(`the row of ${tool} does not hold ${JSON.stringify(clause)}`);
  lines[row.line - 1] = next;
  return lines.join("\n");
}

/** Whether the document states rule `key` for `tool` anywhere (its row, a named rule, a convention). */
export function statesRule(text: string, tool: string, key: string): boolean {
  const row = docRow(text, tool);
  return !!row && docRules(row, readFacts(text)).some((r) => r.key === key);
}
