// A manifest parsed a tool at a time, each tool's data kept by its text, so a load after a change to one tool parses
// that tool (and the lines around the tool list) instead of the whole file, the largest cost of loading. The parses
// are kept in memory (a `--watch` process) and, given a store, on disk for the next process (load/parse-cache.ts).
// Only data is kept: positions, which only a problem needs, come from the whole file's parse, made when first asked
// for. A manifest this cannot split, or one with any problem, is parsed whole, so errors read as always.
// An unchanged tool's data is shared between loads, frozen so that nothing downstream can change it; what is derived
// from it is found again by its content (the units' keys, generation.ts), never by the object.
import { ManifestChecks } from "./checks.js";
import type { VerdictStore } from "./output-schemas.js";
import { parseYaml, type ParsedYaml } from "./yaml.js";
import { deepFreeze } from "../deep-freeze.js";

/** One manifest's parses: each tool's data by its text, and the text around the tools with its data. */
export interface KeptParses {
  tools: Map<string, unknown>;
  around?: { text: string; data: Record<string, unknown> | null };
}

/** Where the parses (and the output schemas' verdicts) of one process are kept for the next. */
export interface ParseStore extends VerdictStore {
  read(file: string): KeptParses | undefined;
  write(file: string, parses: KeptParses): void;
}

export class ToolParses {
  private readonly kept = new Map<string, KeptParses>();
  /** How many tools the last call parsed (the rest were kept from before). */
  parsed = 0;
  /** What checking compiled (the schema's validator, the output schemas' verdicts), kept for the same next load. */
  readonly checks: ManifestChecks;

  constructor(private readonly store?: ParseStore) {
    this.checks = new ManifestChecks(store);
  }

  parse(text: string, file: string): ParsedYaml {
    this.parsed = 0;
    const split = splitTools(text);
    if (!split) return parseYaml(text, file);
    const known = this.kept.get(file) ?? this.fromStore(file);
    let parsed = 0;
    try {
      const aroundChanged = known?.around?.text !== split.rest;
      const around =
        known?.around && !aroundChanged
          ? known.around
          : { text: split.rest, data: deepFreeze(parseYaml(split.rest, file).data as Record<string, unknown> | null) };
      const now: KeptParses = { tools: new Map(), around };
      // a fresh object each time: the caller's to change
      const data = structuredClone(around.data);
      if (data === null || typeof data !== "object" || Array.isArray(data) || data.tools !== null)
        return parseYaml(text, file);
      data.tools = split.tools.map((chunk) => {
        let tool = known?.tools.get(chunk);
        if (tool === undefined) ((tool = deepFreeze((parseYaml(chunk, file).data as unknown[])[0])), parsed++);
        now.tools.set(chunk, tool);
        return tool;
      });
      this.kept.set(file, now);
      if (parsed > 0 || aroundChanged || now.tools.size !== known?.tools.size) this.store?.write(file, now);
      this.parsed = parsed;
      let whole: ParsedYaml | undefined;
      return { data, locate: (at, atKey) => (whole ??= parseYaml(text, file)).locate(at, atKey) };
    } catch {
      return parseYaml(text, file); // the whole file's parse reports the problem at its place
    }
  }

  private fromStore(file: string): KeptParses | undefined {
    try {
      const stored = this.store?.read(file);
      if (!stored) return undefined;
      for (const [chunk, tool] of stored.tools) stored.tools.set(chunk, deepFreeze(tool));
      if (stored.around) deepFreeze(stored.around.data);
      return stored;
    } catch {
      return undefined; // an unreadable store costs only the reuse
    }
  }
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
