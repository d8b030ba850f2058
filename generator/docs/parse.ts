// Reads a tool-interface document's Endpoints tables on its own terms, independently of the manifest code,
// so that check-docs compares two separate readings of the same facts.

export interface DocParam {
  name: string;
  type: "string" | "integer" | "boolean" | "array<string>" | "array<integer>";
  required: boolean;
  /** Allowed values (of the items, for arrays). */
  values?: string[];
  default?: string | number | boolean | string[];
  /** `max N` for integers, `up to N` for arrays; an offset's stated maximum. */
  max?: number;
  /** A text format the note names (`date`, `etag`, …), or the note's own words when the reader knows no name for it. */
  format?: string;
  /** Values the note excludes (`not '0'`). */
  not?: string[];
  /** The note says `not for root`. */
  notForRoot?: boolean;
}

export interface DocTool {
  name: string;
  /** The `###` heading the table stands under, when there is one. */
  section?: string;
  params: DocParam[];
  /** The Rules (or "Output and rules") cell. */
  rules: string;
  operation?: string;
  line: number;
}

const TYPES: Record<string, DocParam["type"]> = {
  str: "string",
  int: "integer",
  bool: "boolean",
  "arr<str>": "array<string>",
  "arr<int>": "array<integer>",
};
/** The text formats the documents write, by the name the manifests give them. */
export const FORMATS: Record<string, string> = {
  "YYYY-MM-DD HH:MM:SS": "datetime",
  "DD:HH:MM": "relative_offset",
  "YYYY-MM-DD": "date",
  "ISO 8601 date": "iso8601_date",
  "bytes={start_byte}-{end_byte}": "byte_range",
  "ISO language code": "language_code",
  etag: "etag",
};
/** Words that make a note a format, known or not. */
const FORMAT_LIKE = /YYYY|HH|DD:|ISO|bytes=|etag/;

export function parseDocument(markdown: string): DocTool[] {
  const lines = markdown.split(/\r?\n/);
  const valueSets = readValueSets(lines);
  const tools: DocTool[] = [];
  let section: string | undefined;
  let columns: string[] | undefined;
  lines.forEach((line, index) => {
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1] === "###" ? heading[2]!.trim() : undefined;
      columns = undefined;
      return;
    }
    if (!line.startsWith("|")) {
      columns = undefined;
      return;
    }
    const cells = splitRow(line);
    if (/^-+$/.test(cells[0]!.replace(/:/g, ""))) return;
    if (!columns) {
      columns = cells.map((c) => c.toLowerCase());
      return;
    }
    if (columns[0] !== "tool" || !columns.includes("parameters")) return;
    const cell = (name: string) => {
      const i = columns!.indexOf(name);
      return i >= 0 ? cells[i] : undefined;
    };
    const rules = cells[columns.findIndex((c) => c.includes("rules"))] ?? "";
    const params = parseParams(cell("parameters") ?? "", valueSets);
    // "offset above 10000 gives 400", "offset max 10000": the maximum of the row's offset parameter.
    const offsetMax = /offset (?:above (\d+) gives 400|max (\d+))/.exec(rules);
    if (offsetMax)
      for (const p of params)
        if (p.type === "integer" && p.name.includes("offset")) p.max = Number(offsetMax[1] ?? offsetMax[2]);
    tools.push({
      name: cells[0]!,
      ...(section ? { section } : {}),
      params,
      rules,
      ...(cell("operation") ? { operation: cell("operation")! } : {}),
      line: index + 1,
    });
  });
  resolveSameValues(tools);
  return tools;
}

const splitRow = (line: string) => splitOutside(line.trim().replace(/^\|/, "").replace(/\|$/, ""), "|");

/** The trimmed parts of `text` between each `sep` outside backticks (and, for commas, outside parentheses). */
export function splitOutside(text: string, sep: "|" | ","): string[] {
  const parts = [""];
  let depth = 0;
  let code = false;
  for (const ch of text) {
    if (ch === "`") code = !code;
    if (!code && sep === "," && (ch === "(" || ch === ")")) depth += ch === "(" ? 1 : -1;
    if (ch === sep && !code && depth === 0) parts.push("");
    else parts[parts.length - 1] += ch;
  }
  return parts.map((part) => part.trim());
}

function parseParams(text: string, valueSets: Map<string, string[]>): DocParam[] {
  if (text.trim().toLowerCase() === "none" || text.trim() === "") return [];
  const items = splitOutside(text, ",");
  if (items.at(-1) === "") items.pop();
  return items.map((item) => {
    const m = /^([a-z][a-z0-9_]*)\s+(str|int|bool|arr<str>)(\*?)(?:\s+\((.*)\))?$/.exec(item);
    if (!m) throw new Error(`Cannot read the parameter "${item}"`);
    const [, name, type, star, note] = m;
    const param: DocParam = { name: name!, type: TYPES[type!]!, required: star === "*" };
    if (note) readNote(param, note);
    if (!param.values && valueSets.has(name!.replaceAll("_", " ")))
      param.values = valueSets.get(name!.replaceAll("_", " "));
    if (param.default === "all" && param.type === "array<string>" && param.values) param.default = [...param.values];
    return param;
  });
}

/**
 * Reads one parenthesised note: a text format (`YYYY-MM-DD`, `etag`, …), `not '0'`, `not for root`, value lists,
 * `default X`, `max N`, `up to N`, `X only`, `same values as T`.
 */
function readNote(param: DocParam, note: string): void {
  for (const raw of note.split(/[;,]\s*/)) {
    const part = raw.trim().replace(/^`(.*)`$/, "$1");
    let m: RegExpExecArray | null;
    if (FORMATS[part] || FORMAT_LIKE.test(part)) param.format = FORMATS[part] ?? part;
    else if ((m = /^not '([^']*)'$/.exec(part))) param.not = [m[1]!];
    else if (part === "not for root") param.notForRoot = true;
    else if ((m = /^default\s+([^:].*)$/.exec(part))) param.default = scalar(m[1]!.trim(), param.type);
    else if ((m = /^max\s+(\d+)$/.exec(part)) || (m = /^up to\s+(\d+)$/.exec(part))) param.max = Number(m[1]);
    else if ((m = /^same values as\s+(\w+)$/.exec(part))) param.values = [`@${m[1]}`];
    else if ((m = /^([A-Za-z_]+) only$/.exec(part))) param.values = [m[1]!];
    else if (/^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)+$/.test(part)) param.values = part.split("/");
    else if (/^[A-Za-z][A-Za-z0-9_]*$/.test(part) && part === part.replace(/\s/g, "")) {
      if (/^[a-z_]+$|^[A-Z_]+$/.test(part) && !part.includes(" ")) param.values = [part];
    }
  }
}

function scalar(text: string, type: DocParam["type"]): string | number | boolean {
  if (type === "integer" && /^\d+$/.test(text)) return Number(text);
  if (type === "boolean" && (text === "true" || text === "false")) return text === "true";
  return text;
}

/** The value-set table: "Field or parameter | Allowed values". */
function readValueSets(lines: string[]): Map<string, string[]> {
  const sets = new Map<string, string[]>();
  let inTable = false;
  for (const line of lines) {
    if (!line.startsWith("|")) {
      inTable = false;
      continue;
    }
    const cells = splitRow(line);
    if (cells[0]?.toLowerCase() === "field or parameter") {
      inTable = true;
      continue;
    }
    if (!inTable || /^-+$/.test(cells[0]!)) continue;
    sets.set(cells[0]!.toLowerCase(), listedValues(cells[1]!));
  }
  return sets;
}

function resolveSameValues(tools: DocTool[]): void {
  for (const tool of tools) {
    for (const param of tool.params) {
      const ref = param.values?.[0];
      if (!ref?.startsWith("@")) continue;
      const source = tools.find((t) => t.name === ref.slice(1))?.params.find((p) => p.name === param.name);
      if (source?.values) param.values = [...source.values];
      else delete param.values;
    }
  }
}

/** The values of a value-set cell, without the parenthesised remarks. */
export const listedValues = (text: string) =>
  text
    .replace(/\(.*?\)/g, "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
