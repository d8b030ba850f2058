// What the generation's worker does (thread.ts), or the main thread in its place: build a kit's search index,
// format a text with prettier, and print a Markdown table's rows (write/markdown.ts). Prettier and the parsers the
// write stage uses are loaded once, when a run says it will format (`prepare`), or at its first text.
import type { Options } from "prettier";
import { searchIndexText, type SearchIndexInputs } from "../emit/definitions/search-index.js";
import { printedCells, type PrintedRow } from "../write/markdown.js";
import { PARSERS } from "../write/parsers.js";

export type Job =
  | { kind: "prepare" }
  | { kind: "index"; inputs: SearchIndexInputs }
  | { kind: "format"; text: string; options: Options }
  | { kind: "table"; text: string; options: Options };

export class Jobs {
  private prettier: Promise<typeof import("prettier")> | undefined;

  /** The job's text (nothing for `prepare`, which only starts loading prettier). */
  async run(job: Job): Promise<string> {
    switch (job.kind) {
      case "prepare":
        this.loadPrettier().catch(() => undefined); // a failure to load is reported by the first format
        return "";
      case "index":
        return searchIndexText(job.inputs);
      case "format":
        return (await this.loadPrettier()).format(job.text, job.options);
      case "table":
        return JSON.stringify(await this.tableRows(job.text, job.options));
    }
  }

  /**
   * The header and body rows of a Markdown table (its lines alone) as prettier prints them, or null when prettier
   * does not print it as one table row for row.
   */
  private async tableRows(text: string, options: Options): Promise<PrintedRow[] | null> {
    const prettier = await this.loadPrettier();
    const lines = (await prettier.format(text, options)).trimEnd().split("\n");
    if (lines.length !== text.trimEnd().split("\n").length || !lines.every((line) => line.startsWith("|"))) return null;
    return [lines[0]!, ...lines.slice(2)].map((line) => {
      const cells = printedCells(line);
      return { cells, widths: cells.map((cell) => prettier.util.getStringWidth(cell)) };
    });
  }

  private loadPrettier() {
    // A parser's plugin loads at its first text: an empty one each loads them all now.
    return (this.prettier ??= import("prettier").then(async (prettier) => {
      await Promise.all(Object.values(PARSERS).map((parser) => prettier.format("", { parser })));
      return prettier;
    }));
  }
}
