// The one formatting function: write and check both go through it, so they cannot disagree. Prettier loads only
// when a file is not in the format cache, which holds prettier's output for every emitted text it formatted before.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Options } from "prettier";
import { cacheKey, readCached, writeCached } from "../cache.js";
import type { EmittedFile } from "../emit/index.js";
import { rootPath } from "../root.js";

const optionsText = readFileSync(rootPath(".prettierrc.json"), "utf8");
const options = JSON.parse(optionsText) as Options;
// babel-ts prints what the typescript parser prints (the output is the same) and, cold, in about two-thirds the time.
const parsers = { typescript: "babel-ts", markdown: "markdown" } as const;

export const prettierVersion = (
  JSON.parse(readFileSync(rootPath("node_modules/prettier/package.json"), "utf8")) as { version: string }
).version;

/** Identifies this formatting: a cached output is reused only while it is unchanged. */
export const formatterKey = createHash("sha256")
  .update(prettierVersion)
  .update(optionsText)
  .update(readFileSync(rootPath("generator/write/format.ts")))
  .digest("hex");

let prettier: Promise<typeof import("prettier")> | undefined;
/** How many texts prettier itself formatted in this process (the rest came from the cache). */
export let prettierRuns = 0;

export async function formatFile(file: EmittedFile): Promise<string> {
  // JSON is final as the canonical serialiser prints it; compiled code stays as its compiler printed it; a file an
  // emitter laid out as prettier would is final too.
  if (file.format === "verbatim" || file.format === "json" || file.layout === "final") return file.content;
  if (file.format === "typescript") return formatText(file.content, parsers.typescript, file.path);
  // Markdown is formatted a section at a time, so one changed table costs that table: prettier formats each
  // heading's section on its own exactly as within the whole (a test runs prettier over the whole to prove it).
  const sections: string[] = [];
  for (const section of markdownSections(file.content))
    sections.push(await formatText(section, parsers.markdown, file.path));
  return sections.join("\n");
}

/** Markdown split before each heading outside a code fence; every part holds text. */
function markdownSections(text: string): string[] {
  const sections: string[] = [];
  let current: string[] = [];
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && /^#{1,6} /.test(line) && current.some((l) => l.trim() !== "")) {
      sections.push(current.join("\n"));
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join("\n"));
  return sections;
}

async function formatText(content: string, parser: string, filepath: string): Promise<string> {
  const key = cacheKey(formatterKey, parser, content);
  const known = readCached("format", key);
  if (known !== undefined) return known;
  prettier ??= import("prettier");
  prettierRuns++;
  const text = await (await prettier).format(content, { ...options, parser, filepath });
  writeCached("format", key, text);
  return text;
}
