// Data as a TypeScript literal, for the emitters that print values into code. Layout is prettier's job (the write
// stage formats every TypeScript file): this prints objects expanded, one property a line, which prettier keeps.

/** TypeScript inside a literal (a reference, an arrow function), written as it stands. */
export class Code {
  constructor(readonly text: string) {}
}

/** `value` as a literal. */
export function literal(value: unknown, indent = ""): string {
  if (value instanceof Code) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, indent)).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const lines = entries.map(([key, v]) =>
      v instanceof Code && v.text === key ? `${inner}${key},` : `${inner}${propertyKey(key)}: ${literal(v, inner)},`,
    );
    return `{\n${lines.join("\n")}\n${indent}}`;
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null)
    return JSON.stringify(value);
  throw new Error(`literal: cannot write ${typeof value} as a literal`);
}

/** Identifier names unquoted, as prettier writes them; other keys quoted. */
const propertyKey = (key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));
