// The nesting of a YAML text's mappings and sequences, read from yaml's concrete syntax tree (built without
// recursion) before the document is composed (which recurses once per level): a text thousands of levels deep is
// refused at its first level too many, and never reaches a stack the composer could exhaust.
import {
  Composer,
  CST,
  Parser,
  YAMLParseError,
  type Document,
  type DocumentOptions,
  type LineCounter,
  type ParseOptions,
  type SchemaOptions,
} from "yaml";
import type { JsonPath } from "./errors.js";

type Token = { type: string; offset: number; value?: unknown; items?: Item[]; start?: { source?: string } };
type Item = { key?: unknown; value?: unknown; sep?: unknown[] };

type Options = ParseOptions & DocumentOptions & SchemaOptions & { lineCounter: LineCounter };

/**
 * yaml's parseDocument in its two steps, the syntax tree read once: a tree nested deeper than `max` is answered with
 * where, and never composed.
 */
export function parseBounded(
  text: string,
  options: Options,
  max: number,
): { doc: Document } | { deep: { offset: number; path: JsonPath } } {
  const tokens = [...new Parser(options.lineCounter.addNewLine).parse(text)];
  const deep = tooDeep(tokens, max);
  if (deep) return { deep };
  // The first document, and whether a second one follows (composing stops there).
  const [doc, next] = new Composer(options).compose(tokens, true, text.length);
  if (next) {
    const range: [number, number] = [next.range[0], next.range[1]];
    doc!.errors.push(new YAMLParseError(range, "MULTIPLE_DOCS", "Source contains multiple documents"));
  }
  return { doc: doc! };
}

/** The first mapping or sequence nested deeper than `max` levels, if any: its offset and path. */
export function tooDeep(tokens: readonly unknown[], max: number): { offset: number; path: JsonPath } | undefined {
  const stack: Array<{ token: unknown; level: number; path: JsonPath }> = [];
  for (const token of tokens) stack.push({ token, level: 0, path: [] });
  while (stack.length > 0) {
    const { token, level, path } = stack.pop()!;
    if (token === null || typeof token !== "object") continue;
    const t = token as Token;
    if (t.type === "document") {
      stack.push({ token: t.value, level, path });
      continue;
    }
    if (t.type !== "block-map" && t.type !== "block-seq" && t.type !== "flow-collection") continue;
    if (level + 1 > max) return { offset: t.offset, path };
    const sequence = t.type === "block-seq" || (t.type === "flow-collection" && t.start?.source === "[");
    (t.items ?? []).forEach((item, index) => {
      const key = sequence ? index : keyName(item.key);
      stack.push({ token: item.key, level: level + 1, path });
      stack.push({ token: item.value, level: level + 1, path: [...path, key] });
    });
  }
  return undefined;
}

function keyName(key: unknown): string {
  if (key === null || typeof key !== "object") return "";
  try {
    return String(CST.resolveAsScalar(key as CST.FlowScalar)?.value ?? "");
  } catch {
    return "";
  }
}
