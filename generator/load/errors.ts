// How a manifest problem is told: one line `file:LINE:COLUMN $.json.path: what is wrong`, whatever the values in it.
export type JsonPath = Array<string | number>;

/** One segment of a JSON pointer, decoded. */
export const decodePointer = (part: string) => part.replaceAll("~1", "/").replaceAll("~0", "~");

/** One thing wrong with a manifest, located in its source. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  path: JsonPath;
  expected: string;
}

/** A problem found in a loaded manifest, before it is located in the source. */
export interface SemanticProblem {
  at: JsonPath;
  expected: string;
  /** Point at the key rather than the value. */
  key?: boolean;
}

/** Lines printed for one mistake repeated (the same text at many places); the rest are counted. */
export const SHOWN_PER_MISTAKE = 5;

export class ManifestError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems(problems));
    this.name = "ManifestError";
  }
}

/**
 * A value from the manifest as error text: JSON-quoted (so quotes, newlines and control characters are escaped) and
 * cut to a readable length.
 */
export function quote(value: unknown, max = 60): string {
  const text = String(value);
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

const ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
/** Escapes whatever could end a line or hide text, so one problem is always one line and cannot forge another. */
function oneLine(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function formatProblem(p: Problem): string {
  return oneLine(`${p.file}:${p.line}:${p.column} ${formatPath(p.path)}: ${p.expected}`);
}

/** Every problem on its own line; a mistake repeated more than SHOWN_PER_MISTAKE times is shown that often, then counted. */
export function formatProblems(problems: Problem[]): string {
  const total = new Map<string, number>();
  for (const p of problems) total.set(p.expected, (total.get(p.expected) ?? 0) + 1);
  const shown = new Map<string, number>();
  const lines: string[] = [];
  for (const p of problems) {
    const n = (shown.get(p.expected) ?? 0) + 1;
    shown.set(p.expected, n);
    if (n <= SHOWN_PER_MISTAKE) lines.push(formatProblem(p));
    const rest = total.get(p.expected)! - SHOWN_PER_MISTAKE;
    if (n === SHOWN_PER_MISTAKE && rest > 0)
      lines.push(`  … and ${rest} more place${rest === 1 ? "" : "s"} with the same problem, not shown`);
  }
  return lines.join("\n");
}

export function formatPath(at: JsonPath): string {
  return (
    "$" +
    at.map((k) => (typeof k === "number" ? `[${k}]` : /^[A-Za-z_][\w]*$/.test(k) ? `.${k}` : `[${quote(k)}]`)).join("")
  );
}
