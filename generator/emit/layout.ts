// Prettier's layout (.prettierrc.json: width 120, trailing commas, double quotes) for the TypeScript toolgen emits,
// so a generation need not run prettier: data as literals, long import and export lists, and a final check. The
// caching test proves prettier leaves every file marked final unchanged; what this cannot lay out stays prettier's.

import { isNarrow, WIDTH, width } from "./columns.js";

export { WIDTH };

/** TypeScript inside a literal (a reference, an arrow function), written as it stands or broken as `printCode` says. */
export class Code {
  constructor(readonly text: string) {}
}

/** `const <name>: <type> = <value>;` with the value laid out as prettier lays out the literal. */
export function constant(name: string, type: string, value: unknown, exported = false): string {
  const head = `${exported ? "export " : ""}const ${name}: ${type} = `;
  return `${head}${print(value, "", head, ";")};`;
}

/** `value` as a literal starting a line (an argument, say), objects expanded. */
export function literal(value: unknown): string {
  return print(value, "", "", "");
}

/**
 * `value` as a literal whose first line continues `head` (the text before it on that line) and is followed by
 * `tail`, its continuation lines indented by `indent`. Objects stay expanded (as prettier keeps an object whose
 * source breaks after its brace); arrays go on one line when they fit.
 */
function print(value: unknown, indent: string, head: string, tail: string): string {
  if (value instanceof Code) return printCode(value.text, indent, head, tail);
  if (Array.isArray(value)) return printArray(value, indent, head, tail);
  if (value !== null && typeof value === "object") return printObject(value as Record<string, unknown>, indent);
  return scalar(value);
}

/**
 * Code as prettier breaks it when its line is too long, for the shapes toolgen emits: an arrow function's body moves
 * to the next line; then an `&&` chain takes a line per operand, or a leading array one line per element.
 * Anything else is left long, and `isFinal` leaves the file to prettier.
 */
function printCode(text: string, indent: string, head: string, tail: string): string {
  const arrow = /^(\([\w, ]*\) =>) (.+)$/s.exec(text);
  if (!arrow || width(head + text + tail) <= WIDTH) return text;
  const inner = `${indent}  `;
  const body = arrow[2]!;
  const fits = (lines: string[]) =>
    lines.every((line, i) => width(line + (i === lines.length - 1 ? tail : "")) <= WIDTH);
  const layouts = [[`${inner}${body}`]];
  const operands = splitTopLevel(body, " && ");
  if (operands.length > 1 && splitTopLevel(body, " || ").length === 1)
    layouts.push(operands.map((operand, i) => `${inner}${operand}${i < operands.length - 1 ? " &&" : ""}`));
  const leading = /^\[(.+)\](\.[^[\]]+)$/s.exec(body);
  if (leading)
    layouts.push([
      `${inner}[`,
      ...splitTopLevel(leading[1]!, ", ").map((element) => `${inner}  ${element},`),
      `${inner}]${leading[2]}`,
    ]);
  const chosen = layouts.find(fits);
  return chosen ? `${arrow[1]}\n${chosen.join("\n")}` : text;
}

/** `text` split at `separator` outside brackets, parentheses and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoteChar = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoteChar) {
      if (c === "\\") i++;
      else if (c === quoteChar) quoteChar = "";
    } else if (c === '"' || c === "'" || c === "`") quoteChar = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function printObject(object: Record<string, unknown>, indent: string): string {
  const entries = Object.entries(object).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const inner = `${indent}  `;
  const lines = entries.map(([key, v]) => {
    const name = propertyKey(key);
    if (v instanceof Code && v.text === key) return `${inner}${name},`;
    const head = `${inner}${name}: `;
    const text = print(v, inner, head, ",");
    // A string too long for its line moves under its key, unless the key is shorter than five columns.
    if (typeof v === "string" && width(name) >= 5 && width(head + text) + 1 > WIDTH)
      return `${inner}${name}:\n${inner}  ${text},`;
    return `${head}${text},`;
  });
  return `{\n${lines.join("\n")}\n${indent}}`;
}

function printArray(array: unknown[], indent: string, head: string, tail: string): string {
  if (array.length === 0) return "[]";
  const flat = flatArray(array);
  if (flat !== undefined && width(head + flat + tail) <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (array.every((v) => typeof v === "number")) return fill(array.map(scalar), indent);
  return `[\n${array.map((v) => `${inner}${print(v, inner, inner, ",")},`).join("\n")}\n${indent}]`;
}

/** The array on one line, or undefined where prettier always breaks it (an object inside, or rows of arrays). */
function flatArray(array: unknown[]): string | undefined {
  const parts: string[] = [];
  for (const v of array) {
    if (v instanceof Code) return undefined;
    if (Array.isArray(v)) {
      const inner = flatArray(v);
      if (inner === undefined) return undefined;
      parts.push(inner);
    } else if (v !== null && typeof v === "object") {
      if (Object.keys(v).length > 0) return undefined;
      parts.push("{}");
    } else parts.push(scalar(v));
  }
  const rows = array.length > 1 && array.every((v) => Array.isArray(v) && v.length > 1);
  return rows ? undefined : `[${parts.join(", ")}]`;
}

/** Numbers only, broken: as many to a line as fit, as prettier fills them. */
function fill(items: string[], indent: string): string {
  const inner = `${indent}  `;
  const lines: string[] = [];
  let line = "";
  for (const item of items) {
    if (line !== "" && width(`${inner}${line}, ${item},`) <= WIDTH) line += `, ${item}`;
    else {
      if (line !== "") lines.push(`${inner}${line},`);
      line = item;
    }
  }
  lines.push(`${inner}${line},`);
  return `[\n${lines.join("\n")}\n${indent}]`;
}

function scalar(value: unknown): string {
  if (typeof value === "string") return quote(value);
  if (typeof value === "number") return JSON.stringify(value).replace("e+", "e");
  if (typeof value === "boolean" || value === null) return String(value);
  throw new Error(`layout: cannot write ${typeof value} as a literal`);
}

/** A string as prettier quotes it: double quotes unless it holds more double than single quotes. */
export function quote(text: string): string {
  const json = JSON.stringify(text);
  const doubles = text.split('"').length - 1;
  const singles = text.split("'").length - 1;
  if (doubles <= singles) return json;
  const inner = json.slice(1, -1).replace(/\\(.)|'/g, (match: string, escaped?: string) => {
    if (escaped === undefined) return "\\'";
    return escaped === '"' ? '"' : match;
  });
  return `'${inner}'`;
}

/** Keys prettier writes unquoted: identifier names (numeric keys keep their quotes in TypeScript). */
function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

/** `import { … } from "…";` and `export { … } from "…";` past the width, one name a line, as prettier breaks them. */
export function breakLists(text: string): string {
  return text.replace(/^((?:import|export)(?: type)? )\{ (.+) \}( from "[^"]+";)$/gm, (line, start, names, end) =>
    width(line) <= WIDTH
      ? line
      : `${start}{\n${(names as string)
          .split(", ")
          .map((name) => `  ${name},\n`)
          .join("")}}${end}`,
  );
}

/**
 * Whether `text` is in prettier's layout as far as this module can tell: no line past the width but a string (which
 * prettier cannot break either), and no character whose display width prettier measures otherwise (wide scripts,
 * emoji, combining marks). A file that fails this is left to prettier.
 */
export function isFinal(text: string): boolean {
  return text.split("\n").every((line) => isNarrow(line) && (width(line) <= WIDTH || longButFinal.test(line)));
}

/** A line prettier leaves past the width: a lone string (under its key or after a short one), or a comment. */
const longButFinal = /^\s*(?:(?:[\w$]+: )?(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'),|\/\/.*|\/?\*.*)$/;
