// Data as a TypeScript literal, for the emitters that print values into code, laid out as a careful person would:
// objects one property a line; an array on one line when it holds only short scalars and fits, else one item a line.

/** TypeScript inside a literal (a reference, an arrow function), written as it stands. */
export class Code {
  constructor(readonly text: string) {}
}

/** The widest line a literal lays out on one line (a long string alone may pass it). */
export const WIDTH = 120;

/**
 * `value` as a literal, its lines after the first indented by `indent`; `lead` is how many columns stand before it on
 * its first line.
 */
export function literal(value: unknown, indent = "", lead = indent.length): string {
  if (value instanceof Code) return value.text;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const flat = `[${value.map((v) => literal(v)).join(", ")}]`;
    const scalars = value.every((v) => v === null || typeof v !== "object");
    if (scalars && lead + flat.length + 1 <= WIDTH) return flat;
    return `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join("\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([key, v]) =>
      v instanceof Code && v.text === key
        ? `${inner}${key},`
        : `${inner}${propertyKey(key)}: ${literal(v, inner, inner.length + propertyKey(key).length + 2)},`,
    );
    return `{\n${lines.join("\n")}\n${indent}}`;
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null)
    return JSON.stringify(value);
  throw new Error(`literal: cannot write ${typeof value} as a literal`);
}

/** Identifier names unquoted; other keys quoted. */
const propertyKey = (key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));
