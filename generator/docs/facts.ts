// The document-level statements of a tool-interface document that a manifest holds in some form: the declared
// tool total, the value sets, the Limits table, the conventions, and the named rules that several tools share.
// Read on the document's own terms, like the Endpoints tables (parse.ts).
import { listedValues, splitOutside } from "./parse.js";

export interface Located<T> {
  value: T;
  line: number;
}

export interface DocFacts {
  /** Every statement of the toolkit's tool total ("declares a total of 188", "exposes 10 tools"). */
  totals: Array<Located<number>>;
  /** Value sets by the manifest's key for them: the label in snake case. */
  valueSets: Array<Located<string[]> & { key: string }>;
  limits: Array<{ limit: string; appliesTo: string; line: number }>;
  /** Document-wide statements of the offset maximum (a convention, an Errors row, a Limits row). */
  offsetMaximum: Array<Located<number> & { where: string }>;
  /** The convention that a marker works only while marker pagination is on. */
  markerNeedsUseMarker?: number;
  /** The conventions that name a format by the parameter's kind: shared-link text and etag guards. */
  sharedLinkFormat?: number;
  etagFormat?: number;
  /** Rules stated once for several tools ("Conversation selector rule (A, B): …"). */
  namedRules: Array<{ name: string; tools: string[]; text: string; line: number }>;
}

export const snake = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

export function readFacts(markdown: string): DocFacts {
  const lines = markdown.split(/\r?\n/);
  const facts: DocFacts = { totals: [], valueSets: [], limits: [], offsetMaximum: [], namedRules: [] };
  let table: string | undefined;
  lines.forEach((text, index) => {
    const line = index + 1;
    let m: RegExpExecArray | null;
    for (const t of text.matchAll(/(?:declares a total of|stated total of|exposes) (\d+)\b/g))
      facts.totals.push({ value: Number(t[1]), line });
    if (!text.startsWith("|")) table = undefined;
    else {
      const cells = text
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim());
      if (/^-+$/.test(cells[0]!)) return;
      if (table === undefined) {
        table = cells[0]!.toLowerCase();
        return;
      }
      if (table === "field or parameter") readValueSetRow(facts, cells[0]!, cells[1]!, line);
      if (table === "limit") {
        facts.limits.push({ limit: cells[0]!, appliesTo: cells[1]!, line });
        if ((m = /^offset maximum (\d+)$/.exec(cells[0]!)))
          facts.offsetMaximum.push({ value: Number(m[1]), line, where: "Limits" });
      }
      if (table === "condition" && (m = /^An offset parameter above (\d+)$/.exec(cells[0]!)))
        facts.offsetMaximum.push({ value: Number(m[1]), line, where: "Errors" });
      return;
    }
    if ((m = /^\d+\. Offset pagination: .*a value above (\d+) is rejected/.exec(text)))
      facts.offsetMaximum.push({ value: Number(m[1]), line, where: "conventions" });
    if (/^\d+\. Marker pagination: .*works when marker pagination is on/.test(text)) facts.markerNeedsUseMarker = line;
    if (/^\d+\. Shared-link parameters carry text/.test(text)) facts.sharedLinkFormat = line;
    if (/^\d+\. An etag guard parameter carries/.test(text)) facts.etagFormat = line;
    if ((m = /^Allowed (\w+) values: (.*)\.$/.exec(text)))
      facts.valueSets.push({ key: m[1]!, value: m[2]!.split(/,\s*/), line });
    if ((m = /^(?:\d+\. )?(Conversation kinds): (.*)\.$/.exec(text)))
      facts.valueSets.push({ key: snake(m[1]!), value: splitOutside(m[2]!, ","), line });
    if ((m = /^([A-Z][\w -]*?) rule \(([^)]*)\): (.*)$/.exec(text)))
      facts.namedRules.push({ name: m[1]!.toLowerCase(), tools: m[2]!.split(/,\s*/), text: m[3]!, line });
  });
  return facts;
}

/** "AI agent mode | ask, text_gen, extract (default-config lookup also accepts extract_structured)" gives two sets. */
function readValueSetRow(facts: DocFacts, label: string, text: string, line: number): void {
  const values = listedValues(text);
  facts.valueSets.push({ key: snake(label), value: values, line });
  const also = /\(([^)]*?) also accepts ([^)]*)\)/.exec(text);
  if (also)
    facts.valueSets.push({
      key: snake(`${label} ${also[1]}`),
      value: [...values, ...also[2]!.split(/,\s*/)],
      line,
    });
}
