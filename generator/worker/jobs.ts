// What the generation's worker does (thread.ts), or the main thread in its place: build a kit's search index, and
// format a text with prettier. Prettier and the parsers the write stage uses are loaded once, when a run says it will
// format (`prepare`), or at its first text.
import type { Options } from "prettier";
import { searchIndexText, type SearchIndexInputs } from "../emit/definitions/search-index.js";
import { PARSERS } from "../write/parsers.js";

export type Job =
  | { kind: "prepare" }
  | { kind: "index"; inputs: SearchIndexInputs }
  | { kind: "format"; text: string; options: Options };

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
    }
  }

  private loadPrettier() {
    // A parser's plugin loads at its first text: an empty one each loads them all now.
    return (this.prettier ??= import("prettier").then(async (prettier) => {
      await Promise.all(Object.values(PARSERS).map((parser) => prettier.format("", { parser })));
      return prettier;
    }));
  }
}
