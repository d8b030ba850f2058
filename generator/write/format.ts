// The one formatting mechanism, for write and check alike: TypeScript and Markdown by prettier, the formatter of
// record, whose output the store keeps by the text it was given (so only changed text is formatted; the driver runs
// prettier on the generation's worker); JSON by the fixed printer (json.ts), proven prettier-stable; compiled code as
// its compiler wrote it.
import path from "node:path";
import type { Options } from "prettier";
import type { EmittedFile } from "../emit/index.js";
import { InputFiles } from "../input-files.js";
import { ROOT } from "../root.js";
import { listedJson, printJson, printJsonItem } from "./json.js";
import { PARSERS } from "./parsers.js";
import type { FormattedTexts } from "../generation.js";

/** What the formatter needs of a run: its recorded reads and its store. */
export type FormatRun = Pick<import("../generation.js").Run, "files" | "fingerprint" | "recall" | "remember">;

/** Prettier's `format`, wherever it runs (the generation's worker, or in place). */
export type Prettier = (text: string, options: Options) => Promise<string>;

const inPlace: Prettier = async (text, options) => (await import("prettier")).format(text, options);

export class Formatter {
  /** How many texts prettier formatted (the rest came from the store). */
  formatted = 0;
  private readonly options: Options;

  private readonly used = new Map<string, string>();
  private readonly kept: Map<string, string> | undefined;

  constructor(
    private readonly run: FormatRun,
    kept?: FormattedTexts,
    private readonly prettier: Prettier = inPlace,
  ) {
    this.options = run.files.json<Options>(".prettierrc.json");
    this.kept = kept?.fingerprint === run.fingerprint ? kept.texts : undefined;
  }

  /** The texts this run formatted or found, for the next run of a long-lived process. */
  get texts(): FormattedTexts {
    return { fingerprint: this.run.fingerprint, texts: this.used };
  }

  async format(file: EmittedFile): Promise<string> {
    switch (file.format) {
      case "verbatim":
        return file.content;
      case "json": {
        const width = this.options.printWidth ?? 80;
        const { list } = file;
        if (list) {
          // An item at a time, so a long-lived process prints again only the items of the tools a save changed.
          // Kept in memory only: printing an item costs less than finding it in the store.
          const depth = list.key === undefined ? 1 : 2;
          const items = list.items.map((item) => {
            const id = ["json-item", String(width), String(depth), item].join("\0");
            const text = this.kept?.get(id) ?? printJsonItem(JSON.parse(item), width, depth);
            this.used.set(id, text);
            return text;
          });
          return listedJson(items, list.key);
        }
        const parts = ["json", String(width), path.basename(file.path), file.content];
        return this.printed(parts, () => printJson(JSON.parse(file.content), width, file.path));
      }
      case "typescript":
      case "markdown": {
        // A block at a time, so one changed tool or table costs that block: prettier formats each block (a Markdown
        // heading's section, a TypeScript file's blocks as its emitter printed them) on its own exactly as within the
        // whole (tests run prettier over the whole to prove it).
        const blocks = file.format === "markdown" ? markdownSections(file.content) : (file.blocks ?? [file.content]);
        const formatted: string[] = [];
        for (const block of blocks) formatted.push(await this.prettierText(block, PARSERS[file.format], file.path));
        return formatted.join("\n");
      }
    }
  }

  private async prettierText(content: string, parser: string, filepath: string): Promise<string> {
    const parts = ["prettier", parser, content];
    const known = this.known(parts);
    if (known !== undefined) return known;
    this.formatted++;
    const text = await this.prettier(content, { ...this.options, parser, filepath });
    return this.keep(parts, text);
  }

  /** A formatted text kept in memory from the last run, or in the store. */
  private known(parts: string[]): string | undefined {
    const id = parts.join("\0");
    const text = this.kept?.get(id) ?? this.run.recall(...parts)?.toString("utf8");
    if (text !== undefined) this.used.set(id, text);
    return text;
  }

  private keep(parts: string[], text: string): string {
    this.used.set(parts.join("\0"), text);
    this.run.remember(parts, text);
    return text;
  }

  private printed(parts: string[], format: () => string): string {
    return this.known(parts) ?? this.keep(parts, format());
  }
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

/** One file formatted on its own, outside a generation (no store): an emitter's test. */
export const formatFile = (file: EmittedFile): Promise<string> =>
  new Formatter({
    files: new InputFiles(ROOT),
    fingerprint: "",
    recall: () => undefined,
    remember: () => undefined,
  }).format(file);
