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
import { alignTable, markdownBlocks, type PrintedRow, type TableLines } from "./markdown.js";
import { PARSERS } from "./parsers.js";
import type { FormattedTexts } from "../generation.js";
import { GenerationWorker } from "../worker/client.js";

/** What the formatter needs of a run: its recorded reads and its store. */
export type FormatRun = Pick<import("../generation.js").Run, "files" | "fingerprint" | "recall" | "remember">;

/** Prettier's work, wherever it runs (the generation's worker, or in place). */
export type Prettier = Pick<GenerationWorker, "format" | "tableRows">;

export class Formatter {
  /** How many texts prettier formatted (the rest came from the store). */
  formatted = 0;
  private readonly options: Options;

  private readonly used = new Map<string, string>();
  private readonly kept: Map<string, string> | undefined;

  constructor(
    private readonly run: FormatRun,
    kept?: FormattedTexts,
    private readonly prettier: Prettier = new GenerationWorker(false),
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
      // A block at a time, so one changed tool costs its block: prettier formats each block on its own exactly as
      // within the whole (tests run prettier over the whole to prove it). All are asked for at once, so the worker
      // formats while this thread goes on.
      case "typescript": {
        const blocks = file.blocks ?? [file.content];
        return (await Promise.all(blocks.map((block) => this.prettierText(block, PARSERS.typescript, file.path)))).join(
          "\n",
        );
      }
      case "markdown": {
        const blocks = markdownBlocks(file.content).map((block) =>
          "table" in block
            ? this.tableText(block.table, file.path)
            : this.prettierText(block.text, PARSERS.markdown, file.path),
        );
        return (await Promise.all(blocks)).join("\n");
      }
    }
  }

  /** A Markdown table: its rows printed by prettier (those the store does not have yet), aligned here. */
  private async tableText(table: TableLines, filepath: string): Promise<string> {
    const lines = [table.header, ...table.rows];
    // A row's cells depend on the header too: prettier gives every row as many cells as the header has.
    const id = (line: string) => ["markdown-row", table.header, line];
    const printed = new Map<string, string>();
    for (const line of lines) {
      const text = this.known(id(line));
      if (text !== undefined) printed.set(line, text);
    }
    const missing = [...new Set(table.rows)].filter((line) => !printed.has(line));
    if (missing.length > 0 || !printed.has(table.header)) {
      const options = { ...this.options, parser: PARSERS.markdown, filepath };
      const rows = await this.prettier.tableRows([table.header, table.delimiter, ...missing].join("\n"), options);
      if (!rows)
        return this.prettierText([table.header, table.delimiter, ...table.rows].join("\n"), PARSERS.markdown, filepath);
      this.formatted++;
      [table.header, ...missing].forEach((line, i) => printed.set(line, this.keep(id(line), JSON.stringify(rows[i]))));
    }
    const [header, ...body] = lines.map((line) => JSON.parse(printed.get(line)!) as PrintedRow);
    return `${alignTable(table.delimiter, header!, body)}\n`;
  }

  private prettierText(content: string, parser: string, filepath: string): string | Promise<string> {
    const parts = ["prettier", parser, content];
    const known = this.known(parts);
    if (known !== undefined) return known;
    this.formatted++;
    return this.prettier.format(content, { ...this.options, parser, filepath }).then((text) => this.keep(parts, text));
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

/** One file formatted on its own, outside a generation (no store): an emitter's test. */
export const formatFile = (file: EmittedFile): Promise<string> =>
  new Formatter({
    files: new InputFiles(ROOT),
    fingerprint: "",
    recall: () => undefined,
    remember: () => undefined,
  }).format(file);
