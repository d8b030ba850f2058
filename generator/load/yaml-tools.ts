// For `generate --watch`: a manifest parsed a tool at a time, each tool's data kept by its text, so a save that
// changes one tool parses that tool (and the lines around the tool list) instead of the whole file, the largest cost
// of a watched save. Only data is kept: positions, which only a problem needs, come from the whole file's parse, made
// when first asked for. A manifest this cannot split, or one with any problem, is parsed whole, so errors read as always.
// An unchanged tool comes back as the very object it was (frozen, so nothing downstream can change it): the model
// and the emitters remember what they derived from it by that object (model/index.ts, emit/per-tool.ts).
import { parseYaml, type ParsedYaml } from "./yaml.js";

/** Each manifest's tools' data, by file and then by the tool's text. */
const kept = new Map<string, Map<string, unknown>>();
/** Each manifest's text around its tools (the tool lines blank) and that text's data, as last parsed. */
const around = new Map<string, { text: string; data: Record<string, unknown> | null }>();
/** How many tools the last call parsed (the rest were kept from before). */
export let toolsParsed = 0;

export function parseReusing(text: string, file: string): ParsedYaml {
  toolsParsed = 0;
  const split = splitTools(text);
  if (!split) return parseYaml(text, file);
  const used = new Map<string, unknown>();
  let parsed = 0;
  try {
    const data = restData(split.rest, file);
    if (data === null || typeof data !== "object" || Array.isArray(data) || data.tools !== null)
      return parseYaml(text, file);
    data.tools = split.tools.map((chunk) => {
      let tool = kept.get(file)?.get(chunk);
      if (tool === undefined) ((tool = deepFreeze((parseYaml(chunk, file).data as unknown[])[0])), parsed++);
      used.set(chunk, tool);
      return tool;
    });
    kept.set(file, used);
    toolsParsed = parsed;
    let whole: ParsedYaml | undefined;
    return { data, locate: (at, atKey) => (whole ??= parseYaml(text, file)).locate(at, atKey) };
  } catch {
    return parseYaml(text, file); // the whole file's parse reports the problem at its place
  }
}

/** The data of the text around the tools: a fresh object each time (the caller's), parsed only when the text changed. */
function restData(rest: string, file: string): Record<string, unknown> | null {
  const known = around.get(file);
  if (known?.text === rest) return structuredClone(known.data);
  const data = parseYaml(rest, file).data as Record<string, unknown> | null;
  around.set(file, { text: rest, data: structuredClone(data) });
  return data;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * The top-level `tools:` block cut into its items (each from its `  - ` line to the next) and the rest of the file
 * with the block's lines left blank, so every line keeps its number. Undefined when the file is not laid out so, or
 * uses anchors or aliases, which could reach from one item into another.
 */
function splitTools(text: string): { rest: string; tools: string[] } | undefined {
  // An anchor or alias (or text that looks like one): the limit on aliases is the whole file's.
  if (/(^|[\s[{,])[&*][^\s,\]}]/.test(text)) return undefined;
  const lines = text.split("\n");
  const start = lines.findIndex((l) => /^tools:[ \t]*(#.*)?$/.test(l));
  if (start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && /^[^\s#]/.test(l));
  if (end < 0) end = lines.length;
  const starts: number[] = [];
  for (let i = start + 1; i < end; i++) {
    if (/^ {2}- /.test(lines[i]!)) starts.push(i);
    else if (starts.length === 0 && !/^\s*(#.*)?$/.test(lines[i]!)) return undefined;
  }
  if (starts.length === 0) return undefined;
  const tools = starts.map((from, k) => lines.slice(from, starts[k + 1] ?? end).join("\n"));
  const rest = [...lines.slice(0, start + 1), ...lines.slice(start + 1, end).map(() => ""), ...lines.slice(end)];
  return { rest: rest.join("\n"), tools };
}
