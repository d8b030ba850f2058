// Whether text a manifest puts into a README is already in prettier's Markdown layout. Each check is conservative: it
// accepts what is known to pass through prettier unchanged and nothing else, and a README with any text it does not
// accept is left to prettier (never a wrong file, only a slower one).
import { isNarrow, WIDTH } from "./columns.js";

/**
 * Prose prettier prints as written: words of letters, digits and plain punctuation separated by single spaces, code
 * spans, and `_` only inside a word. No emphasis, links, HTML, escapes or entities; at the start of a line, nothing
 * that would make a list, heading, quote or rule (`-`, `+`, `*`, `#`, `>`, `=`, `1.`, `1)`).
 */
export function isFinalProse(text: string, { lineStart }: { lineStart: boolean }): boolean {
  if (!isNarrow(text) || text !== text.trim() || text.includes("  ")) return false;
  if (lineStart && /^([-+*#>=|~]|\d+[.)])/.test(text)) return false;
  const outsideCode = text.replace(/`[^`\s](?:[^`]*[^`\s])?`/g, "code");
  if (outsideCode.includes("`")) return false;
  // `_` only between letters or digits; no other character Markdown gives a meaning to inline
  return /^[\p{Script=Latin}0-9 .,;:'"()/?!=%@#+–—…’‘“”-]*$/u.test(
    outsideCode.replace(/(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])/g, ""),
  );
}

/** Text for a code span: printable, narrow, no backtick, no space at its ends. */
export function isFinalCode(text: string): boolean {
  return isNarrow(text) && text.length > 0 && !text.includes("`") && text === text.trim();
}

/**
 * A JSON value as prettier prints it in TypeScript, flat (`{ a: 1, b: ["x"] }`), or undefined where prettier's form is
 * not certain: a string with a quote or backslash, a number JSON prints otherwise than prettier, a key to quote.
 */
export function jsLiteral(value: unknown): string | undefined {
  if (value === null || typeof value === "boolean") return String(value);
  if (typeof value === "number") return /^-?\d{1,15}(\.\d{1,15})?$/.test(String(value)) ? String(value) : undefined;
  if (typeof value === "string") return isNarrow(value) && !/["\\]/.test(value) ? `"${value}"` : undefined;
  if (Array.isArray(value)) {
    const items = value.map(jsLiteral);
    return items.every((i) => i !== undefined) ? `[${items.join(", ")}]` : undefined;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, v]) => {
      const printed = jsLiteral(v);
      return /^[A-Za-z_$][\w$]*$/.test(key) && printed !== undefined ? `${key}: ${printed}` : undefined;
    });
    if (!entries.every((e) => e !== undefined)) return undefined;
    return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
  }
  return undefined;
}

/** Whether prettier leaves a code line as it is: it fits the print width. */
export const fits = (line: string) => isNarrow(line) && line.length <= WIDTH;

/**
 * A call ending in an object argument, as prettier prints it at `indent`: on one line where it fits, else with the
 * object's properties one a line (prettier "hugs" the last argument), or undefined where even that does not fit.
 */
export function hugLastObject(indent: string, head: string, value: unknown, tail: string): string | undefined {
  const flat = jsLiteral(value);
  if (flat === undefined) return undefined;
  const line = `${indent}${head}${flat}${tail}`;
  if (fits(line)) return line;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const lines = [
    `${indent}${head}{`,
    ...Object.entries(value).map(([key, v]) => `${indent}  ${key}: ${jsLiteral(v)!},`),
    `${indent}}${tail}`,
  ];
  return lines.every(fits) ? lines.join("\n") : undefined;
}

/** Whether every line inside the Markdown's `ts` and `json` fences fits, so prettier's embedded format keeps it. */
export function codeFits(markdown: string): boolean {
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    else if (fenced && !fits(line)) return false;
  }
  return true;
}
