// The one JSON printer: every JSON file of the output (and the lock) is printed here, in the layout prettier gives
// JSON (.prettierrc.json's width), so prettier, the formatter of record, would leave it unchanged (a test proves it
// on every generated JSON file and on random documents) while a one-tool edit costs no prettier run over the
// kit-wide definitions. Objects stay expanded (prettier keeps an object whose first key is on its own line); an
// array goes on one line when it holds no object and fits, numbers fill their lines, anything else takes a line each.
import { stringWidth } from "./width.js";

/**
 * `value` as JSON with a final newline, in prettier's layout for the print width `width`. Prettier formats the files
 * npm and Composer read (package.json, …) as `JSON.stringify` does, every array expanded: so does this.
 */
export function printJson(value: unknown, width: number, file = ""): string {
  if (STRINGIFIED.has(file.split("/").pop()!)) return `${JSON.stringify(value, null, 2)}\n`;
  return `${new Printer(width).print(value, "", 0, 0)}\n`;
}

/**
 * One item of a listed document (a JSON list, or a list under one key of an object: `listedJson`), printed on its own
 * exactly as within the whole: an object in a list always takes its own lines, so its layout does not depend on the
 * items around it. `depth` is the list's nesting (1 at the top, 2 under a key).
 */
export function printJsonItem(value: unknown, width: number, depth: number): string {
  if (value === null || typeof value !== "object" || Array.isArray(value) || Object.keys(value).length === 0)
    throw new Error("printJsonItem: a listed item must be an object with keys");
  const indent = "  ".repeat(depth);
  return `${indent}${new Printer(width).print(value, indent, indent.length, 0)}`;
}

/** A listed document from its items as `printJsonItem` printed them, with a final newline. */
export function listedJson(items: string[], key?: string): string {
  const list = items.length === 0 ? "[]" : expanded(items, "  ".repeat(key === undefined ? 0 : 1));
  return `${key === undefined ? list : `{\n  ${JSON.stringify(key)}: ${list}\n}`}\n`;
}

/** Items (each already printed at its indentation) on their own lines between brackets. */
const expanded = (items: string[], indent: string) => `[\n${items.join(",\n")}\n${indent}]`;

/** The file names prettier formats with its `json-stringify` parser. */
const STRINGIFIED = new Set(["package.json", "package-lock.json", "composer.json"]);

class Printer {
  constructor(private readonly width: number) {}

  /** The JSON of `value` where the text before it on its line is `before` columns wide and `after` columns follow. */
  print(value: unknown, indent: string, before: number, after: number): string {
    if (Array.isArray(value)) return this.printArray(value, indent, before, after);
    if (value !== null && typeof value === "object") {
      const entries = Object.entries(value).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return "{}";
      const inner = `${indent}  `;
      const lines = entries.map(([key, v], i) => {
        const head = `${inner}${JSON.stringify(key)}: `;
        const comma = i < entries.length - 1 ? 1 : 0;
        return `${head}${this.print(v, inner, stringWidth(head), comma)}${comma ? "," : ""}`;
      });
      return `{\n${lines.join("\n")}\n${indent}}`;
    }
    const text = JSON.stringify(value);
    if (text === undefined) throw new Error(`printJson: ${typeof value} is not JSON`);
    return text;
  }

  printArray(array: unknown[], indent: string, before: number, after: number): string {
    if (array.length === 0) return "[]";
    const flat = this.flatArray(array);
    if (flat !== undefined && before + stringWidth(flat) + after <= this.width) return flat;
    const inner = `${indent}  `;
    if (array.every((v) => typeof v === "number"))
      return this.fill(
        array.map((v) => JSON.stringify(v)),
        indent,
      );
    const items = array.map((v, i) => `${inner}${this.print(v, inner, inner.length, i < array.length - 1 ? 1 : 0)}`);
    return expanded(items, indent);
  }

  /** The array on one line, or undefined where prettier always breaks it (a non-empty object inside, or rows of arrays). */
  flatArray(array: unknown[]): string | undefined {
    const parts: string[] = [];
    for (const v of array) {
      if (Array.isArray(v)) {
        const inner = this.flatArray(v);
        if (inner === undefined) return undefined;
        parts.push(inner);
      } else if (v !== null && typeof v === "object") {
        if (Object.keys(v).length > 0) return undefined;
        parts.push("{}");
      } else parts.push(JSON.stringify(v));
    }
    const rows = array.length > 1 && array.every((v) => Array.isArray(v) && v.length > 1);
    return rows ? undefined : `[${parts.join(", ")}]`;
  }

  /** Numbers only, broken: as many to a line as fit, as prettier fills them. */
  fill(items: string[], indent: string): string {
    const inner = `${indent}  `;
    const lines: string[] = [];
    let line = "";
    for (const item of items) {
      if (line !== "" && stringWidth(`${inner}${line}, ${item},`) <= this.width) line += `, ${item}`;
      else {
        if (line !== "") lines.push(`${inner}${line}`);
        line = item;
      }
    }
    lines.push(`${inner}${line}`);
    return `[\n${lines.join(",\n")}\n${indent}]`;
  }
}
