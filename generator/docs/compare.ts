// One documented tool against its manifest entry: parameters (type, required, values, default, maximum, format,
// excluded values) and rules. A part marked `origin: upstream` is a note while the document lacks it.
import { itemType, type ManifestParam, type ManifestRule, type ManifestTool } from "../load/manifest.js";
import type { DocFacts } from "./facts.js";
import { FORMATS, type DocParam, type DocTool } from "./parse.js";
import { docRules, namedRuleFormats, ruleKey } from "./rules.js";

/** `spec/<file>:<line>` of a manifest node. */
export type SpecLine = (at: Array<string | number>) => string;

export interface Findings {
  differ: (text: string) => void;
  note: (text: string) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const show = (v: unknown) => (v === undefined ? "none" : JSON.stringify(v));

export function compareTool(
  doc: DocTool,
  tool: ManifestTool,
  at: { where: string; spec: SpecLine; index: number; docName: string; facts: DocFacts },
  out: Findings,
): void {
  const params = new Map(tool.params.map((p, i) => [p.name, { param: p, i }]));
  const formats = namedRuleFormats(at.facts, doc);
  for (const dp of doc.params) {
    const entry = params.get(dp.name);
    const name = `${doc.name}.${dp.name}`;
    if (!entry) {
      out.differ(`${at.where} ${name}: in the document, missing from the manifest`);
      continue;
    }
    params.delete(dp.name);
    const spec = at.spec(["tools", at.index, "params", entry.i]);
    if (entry.param.origin === "upstream")
      out.differ(`${spec} ${name}: marked origin: upstream, but the document has it now; drop the mark`);
    const format = docFormat(dp, doc, formats, at.facts);
    for (const text of compareParam(dp, format, entry.param)) out.differ(`${at.where} ${name}: ${text}`);
  }
  for (const { param, i } of params.values()) {
    const spec = at.spec(["tools", at.index, "params", i]);
    if (param.origin === "upstream")
      out.note(`${spec} ${doc.name}.${param.name}: origin: upstream, not in the document (${param.reason})`);
    else out.differ(`${spec} ${doc.name}.${param.name}: in the manifest, not in the document`);
  }

  const stated = new Map(docRules(doc, at.facts).map((r) => [r.key, r.line]));
  (tool.rules ?? []).forEach((rule, r) => {
    const key = manifestRuleKey(rule);
    const spec = at.spec(["tools", at.index, "rules", r]);
    const inDoc = stated.delete(key);
    if (rule.origin === "upstream") {
      if (inDoc)
        out.differ(`${spec} ${doc.name}: rule "${key}" marked origin: upstream, but the document states it now`);
      else out.note(`${spec} ${doc.name}: rule "${key}" origin: upstream, not in the document (${rule.reason})`);
    } else if (!inDoc) out.differ(`${spec} ${doc.name}: rule "${key}" in the manifest, not in the document`);
  });
  for (const [key, line] of stated)
    out.differ(`${at.docName}:${line} ${doc.name}: rule "${key}" in the document, missing from the manifest`);
  (tool.upstreamFacts ?? []).forEach(({ fact, source }, f) => {
    const spec = at.spec(["tools", at.index, "upstreamFacts", f]);
    out.note(`${spec} ${doc.name}: upstream fact, not in the document: "${fact}" (${source})`);
  });
}

/** The format the document gives a parameter: in its note, in a named rule, or by a convention on its kind. */
function docFormat(p: DocParam, tool: DocTool, named: Map<string, string>, facts: DocFacts): string | undefined {
  const text = p.format ?? named.get(p.name);
  if (text !== undefined) return FORMATS[text] ?? text;
  if (facts.etagFormat && p.name.includes("etag")) return "etag";
  if (facts.sharedLinkFormat && p.name.includes("shared_link")) return "shared_link";
  if (p.name.includes("representation") && tool.rules.includes("representation hints")) return "representation_hints";
  return undefined;
}

function compareParam(doc: DocParam, format: string | undefined, manifest: ManifestParam): string[] {
  const out: string[] = [];
  const differ = (what: string, ours: unknown, theirs: unknown) =>
    out.push(`${what} ${String(ours)} in the manifest, ${String(theirs)} in the document`);
  if (doc.type !== manifest.type) differ("type", manifest.type, doc.type);
  if (doc.required !== (manifest.required ?? false)) differ("required", manifest.required ?? false, doc.required);
  const values = manifest.type === "array<string>" ? manifest.itemsEnum : manifest.enum;
  if (!same(doc.values, values)) differ("values", show(values), show(doc.values));
  if (!same(doc.default, manifest.default)) differ("default", show(manifest.default), show(doc.default));
  const max = itemType(manifest.type) ? manifest.maxItems : manifest.maximum;
  if (doc.max !== undefined && doc.max !== max) differ("maximum", show(max), doc.max);
  if (format !== manifest.format) differ("format", show(manifest.format), show(format));
  if (!same(doc.not, manifest.not)) differ("excluded values", show(manifest.not), show(doc.not));
  return out;
}

export function manifestRuleKey(rule: ManifestRule): string {
  switch (rule.kind) {
    case "exactlyOneOf":
      return ruleKey.exactlyOneOf(rule.groups);
    case "atLeastOneOf":
      return ruleKey.atLeastOneOf(rule.params);
    case "mutuallyExclusive":
      return ruleKey.mutuallyExclusive(rule.params);
    case "requires":
      return ruleKey.requires(rule.param, rule.other, rule.values, rule.whenValues);
    case "forbiddenWhen":
      return ruleKey.forbiddenWhen(rule.param, rule.when);
    case "maxTotalItems":
      return ruleKey.maxTotalItems(rule.params, rule.maximum);
    case "maximumWhen":
      return ruleKey.maximumWhen(rule.params, rule.when, rule.maximum);
    case "timeWindow":
      return ruleKey.timeWindow(rule.oldest, rule.latest);
  }
}
