// check-docs: every difference between what the documents state and what the manifests hold: the Endpoints
// tables, the rules in prose, the declared tool total, value sets, limits, the offset maximum and deprecations.
// Parts the manifest has on purpose (`origin: upstream`, with a reason) are listed as notes, not differences.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Loaded } from "../load/index.js";
import type { Manifest } from "../load/manifest.js";
import { compareTool, type SpecLine } from "./compare.js";
import { readFacts, type DocFacts } from "./facts.js";
import { parseDocument, type DocTool } from "./parse.js";

/** A manifest with its name and locator, for `spec/…:LINE` positions. */
export type DocsInput = Pick<Loaded, "display" | "locate" | "manifest">;

export interface DocsReport {
  lines: string[];
  differences: number;
  notes: number;
}

/** A document folder or file that cannot be read: a usage error, reported in one line. */
export class DocsError extends Error {}

const SECTIONS: Record<string, string> = {
  "Deletion and removal tools": "deletion",
  "Other action tools": "action",
  "Retrieval and listing tools": "retrieval",
};

export function checkDocs(dir: string, inputs: DocsInput[]): DocsReport {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new DocsError(`check-docs: ${dir} is not a directory`);
  const report: DocsReport = { lines: [], differences: 0, notes: 0 };
  for (const input of inputs) checkOne(dir, input, report);
  return report;
}

function checkOne(dir: string, { display, locate, manifest }: DocsInput, report: DocsReport): void {
  const docName = manifest.toolkit.document;
  let markdown: string;
  try {
    markdown = readFileSync(path.join(dir, docName), "utf8");
  } catch (error) {
    throw new DocsError(`check-docs: cannot read ${docName} in ${dir} (${(error as NodeJS.ErrnoException).code})`);
  }
  const docTools = parseDocument(markdown);
  const facts = readFacts(markdown);
  const spec: SpecLine = (at) => `${display}:${locate(at).line}`;
  const where = (line: number) => `${docName}:${line}`;
  const found: string[] = [];
  const notes: string[] = [];
  const out = { differ: (t: string) => found.push(t), note: (t: string) => notes.push(t) };

  const tools = manifest.tools.map((tool, index) => ({ tool, index }));
  const byName = new Map(tools.filter(({ tool }) => tool.origin !== "supplement").map((e) => [e.tool.name, e]));
  for (const doc of docTools) {
    const entry = byName.get(doc.name);
    if (!entry) {
      out.differ(`${where(doc.line)} ${doc.name}: in the document, missing from the manifest`);
      continue;
    }
    byName.delete(doc.name);
    const { tool, index } = entry;
    if (tool.origin === "upstream")
      out.differ(
        `${spec(["tools", index])} ${doc.name}: origin: upstream, but the document has it now; make it origin: document`,
      );
    const group = doc.section ? SECTIONS[doc.section] : undefined;
    if (group && group !== tool.group)
      out.differ(`${where(doc.line)} ${doc.name}: group ${tool.group} in the manifest, ${group} in the document`);
    if (doc.operation !== undefined && "id" in tool.operation && doc.operation !== tool.operation.id)
      out.differ(
        `${where(doc.line)} ${doc.name}: operation ${tool.operation.id} in the manifest, ${doc.operation} in the document`,
      );
    compareTool(doc, tool, { where: where(doc.line), spec, index, docName, facts }, out);
  }
  for (const { tool, index } of byName.values()) {
    if (tool.origin === "upstream")
      out.note(`${spec(["tools", index])} ${tool.name}: origin: upstream, not in the document (${tool.reason})`);
    else out.differ(`${spec(["tools", index])} ${tool.name}: in the manifest (origin: document), not in the document`);
  }
  compareFacts(manifest, docTools, facts, { where, spec }, out);

  report.lines.push(`${docName} ↔ spec (${manifest.toolkit.id}):`, ...found.map((t) => `  ${t}`));
  report.lines.push(...notes.map((t) => `  note: ${t}`));
  const deliberate = notes.length ? `, ${notes.length} deliberate (origin: upstream)` : "";
  report.lines.push(
    `  ${docTools.length} documented tools, ${found.length === 0 ? "no differences" : `${found.length} difference(s)`}${deliberate}`,
  );
  report.differences += found.length;
  report.notes += notes.length;
}

/** The document-level statements: tool total, value sets, limits, the offset maximum, deprecations. */
function compareFacts(
  manifest: Manifest,
  docTools: DocTool[],
  facts: DocFacts,
  at: { where: (line: number) => string; spec: SpecLine },
  out: { differ: (t: string) => void },
): void {
  const { where, spec } = at;
  const upstream = manifest.tools.filter((t) => t.origin === "upstream").length;
  const declared = manifest.toolkit.declaredTools - upstream;
  const holds = `${declared} in the manifest (declaredTools${upstream ? ` less ${upstream} origin: upstream` : ""})`;
  if (facts.totals.length === 0)
    out.differ(`${spec(["toolkit", "declaredTools"])} declared total: ${holds}, none in the document`);
  for (const total of facts.totals)
    if (total.value !== declared)
      out.differ(`${where(total.line)} declared total: ${holds}, ${total.value} in the document`);

  const sets = new Map(Object.entries(manifest.valueSets ?? {}));
  for (const set of facts.valueSets) {
    const held = sets.get(set.key);
    sets.delete(set.key);
    if (!held) out.differ(`${where(set.line)} value set ${set.key}: in the document, missing from the manifest`);
    else if (JSON.stringify(held) !== JSON.stringify(set.value))
      out.differ(
        `${where(set.line)} value set ${set.key}: ${JSON.stringify(held)} in the manifest, ${JSON.stringify(set.value)} in the document`,
      );
  }
  for (const key of sets.keys())
    out.differ(`${spec(["valueSets", key])} value set ${key}: in the manifest, not in the document`);

  const norm = (s: string) => s.replace(/\s+/g, " ").trim();
  // A limit is stated once: in `limits:`, or as the rate limit of the one tool it applies to (`risk.rateLimit`).
  type Held = { limit: string; at: Array<string | number> };
  const limits = new Map<string, Held>([
    ...(manifest.limits ?? []).map((l, i): [string, Held] => [
      norm(l.appliesTo),
      { limit: norm(l.limit), at: ["limits", i] },
    ]),
    ...manifest.tools.flatMap((t, i): Array<[string, Held]> =>
      t.risk?.rateLimit ? [[t.name, { limit: norm(t.risk.rateLimit), at: ["tools", i, "risk", "rateLimit"] }]] : [],
    ),
  ]);
  for (const row of facts.limits) {
    const held = limits.get(norm(row.appliesTo));
    limits.delete(norm(row.appliesTo));
    if (!held)
      out.differ(
        `${where(row.line)} limit "${row.limit}" (${row.appliesTo}): in the document, missing from the manifest`,
      );
    else if (held.limit !== norm(row.limit))
      out.differ(
        `${where(row.line)} limit for ${row.appliesTo}: "${held.limit}" in the manifest, "${row.limit}" in the document`,
      );
  }
  for (const [appliesTo, { limit, at }] of limits)
    out.differ(`${spec(at)} limit "${limit}" (${appliesTo}): in the manifest, not in the document`);
  compareLimitFigures(manifest, facts, where, out);

  // Every offset parameter of a documented tool holds each document-wide statement of the offset maximum.
  const documented = new Set(docTools.map((t) => t.name));
  const offsets = manifest.tools
    .filter((t) => documented.has(t.name))
    .flatMap((t) => t.params.filter((p) => p.type === "integer" && p.name.includes("offset")).map((p) => ({ t, p })));
  for (const statement of facts.offsetMaximum) {
    const off = offsets.filter(({ p }) => p.maximum !== statement.value);
    if (off.length === 0) continue;
    const held = [...new Set(off.map(({ p }) => p.maximum ?? "none"))].join(" or ");
    const named = off.map(({ t, p }) => `${t.name}.${p.name}`);
    const shown = named.length > 3 ? `${named.slice(0, 3).join(", ")} and ${named.length - 3} more` : named.join(", ");
    out.differ(
      `${where(statement.line)} offset maximum (${statement.where}): ${statement.value} in the document, ${held} in the manifest (${shown})`,
    );
  }

  const deprecated = new Map(docTools.filter((t) => /deprecated/i.test(t.rules)).map((t) => [t.name, t.line]));
  const marked = new Set([
    ...(manifest.deprecations ?? []).map((d) => d.tool),
    ...manifest.tools.filter((t) => t.risk?.deprecated).map((t) => t.name),
  ]);
  for (const [name, line] of deprecated)
    if (!marked.has(name)) out.differ(`${where(line)} ${name}: deprecated in the document, not in the manifest`);
  for (const name of marked)
    if (documented.has(name) && !deprecated.has(name)) {
      const d = (manifest.deprecations ?? []).findIndex((x) => x.tool === name);
      const at =
        d >= 0 ? spec(["deprecations", d]) : spec(["tools", manifest.tools.findIndex((t) => t.name === name), "risk"]);
      out.differ(`${at} ${name}: deprecated in the manifest, not in the document`);
    }
}

/**
 * Limits whose figures a manifest holds in parameters and rules: "messages per call: default 20, maximum 100"
 * (each named tool's `limit`), "up to 100 users per invitation" (the tool's total-items rule).
 */
function compareLimitFigures(
  manifest: Manifest,
  facts: DocFacts,
  where: (line: number) => string,
  out: { differ: (t: string) => void },
): void {
  for (const row of facts.limits) {
    const tools = row.appliesTo
      .split(/,\s*/)
      .map((name) => manifest.tools.find((t) => t.name === name))
      .filter((t) => t !== undefined);
    let m: RegExpExecArray | null;
    if ((m = /per call: default (\d+), maximum (\d+)$/.exec(row.limit))) {
      const [def, max] = [Number(m[1]), Number(m[2])];
      for (const tool of tools) {
        const limit = tool.params.find((p) => p.name === "limit");
        if (limit?.default !== def || limit.maximum !== max)
          out.differ(
            `${where(row.line)} ${tool.name}.limit: default ${String(limit?.default)}, maximum ${String(limit?.maximum)} in the manifest, default ${def}, maximum ${max} in the document (Limits)`,
          );
      }
    }
    if ((m = /^up to (\d+) users per /.exec(row.limit))) {
      for (const tool of tools) {
        const rule = tool.rules?.find((r) => r.kind === "maxTotalItems");
        if (rule?.kind !== "maxTotalItems" || rule.maximum !== Number(m[1]))
          out.differ(
            `${where(row.line)} ${tool.name}: at most ${rule?.kind === "maxTotalItems" ? rule.maximum : "no"} users per call in the manifest, ${m[1]} in the document (Limits)`,
          );
      }
    }
  }
}
