// The `--check` patch as a terminal shows it: coloured, and a long changed line (a README table row, a definitions
// line) shown once with only its changed words marked, instead of two near-identical screens-wide lines.
import { diffWordsWithSpace } from "diff";

/** Lines longer than this, removed and added as a pair, are shown as one word diff. */
const LONG_LINE = 100;

const sgr = (on: string, off: string) => (text: string) => (text === "" ? "" : `\x1b[${on}m${text}\x1b[${off}m`);
const bold = sgr("1", "22");
const dim = sgr("2", "22");
const cyan = sgr("36", "39");
const red = sgr("31", "39");
const green = sgr("32", "39");
const struck = sgr("9;31", "29;39");
const inserted = sgr("4;32", "24;39");
/** The colour of a hunk header ("@@"), an added line and a "\\ No newline" note; other lines stay plain. */
const BY_PREFIX: Record<string, (text: string) => string> = { "@": cyan, "+": green, "\\": dim };

/**
 * Colour for a stream: never with NO_COLOR set (https://no-color.org), always with FORCE_COLOR set (other than
 * "0"), otherwise only on a terminal that is not "dumb".
 */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return true;
  return stream.isTTY === true && env.TERM !== "dumb";
}

/** The unified patch as given (plain), or coloured with long line pairs as word diffs. */
export function showPatch(patch: string, colour: boolean): string {
  if (!colour || patch === "") return patch;
  const lines = patch.split("\n");
  const out: string[] = [];
  let header = 0; // lines of a file header still to come
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^={10,}$/.test(line)) {
      out.push(dim(line));
      header = 2;
    } else if (header > 0) {
      out.push(bold(line));
      header--;
    } else if (line.startsWith("-")) {
      // A run of removed lines and the run of added lines right after it pair up line by line.
      const removed = run(lines, i, "-");
      const added = run(lines, i + removed.length, "+");
      const long = removed.map((old, k) => isLongPair(old, added[k]));
      for (const [k, old] of removed.entries()) if (!long[k]) out.push(red(old));
      for (const [k, old] of removed.entries()) if (long[k]) out.push(wordDiff(old, added[k]!));
      for (const [k, text] of added.entries()) if (!long[k]) out.push(green(text));
      i += removed.length + added.length - 1;
    } else out.push((BY_PREFIX[line.slice(0, 1)] ?? String)(line));
  }
  return out.join("\n");
}

function run(lines: string[], from: number, sign: "-" | "+"): string[] {
  const taken: string[] = [];
  for (let i = from; i < lines.length && lines[i]!.startsWith(sign); i++) taken.push(lines[i]!);
  return taken;
}

const isLongPair = (old: string, added: string | undefined) =>
  added !== undefined && Math.max(old.length, added.length) > LONG_LINE;

/** One `~` line for a removed and an added line, marking only the words that changed. */
function wordDiff(old: string, added: string): string {
  const words = diffWordsWithSpace(old.slice(1), added.slice(1))
    .map((part) => (part.removed ? struck(part.value) : part.added ? inserted(part.value) : part.value))
    .join("");
  return `${cyan("~")}${words}`;
}
