// The package READMEs are printed in prettier's Markdown layout, so a generation writes them without prettier; a
// README whose manifest text the emitter cannot be sure of is left to prettier, and comes out as prettier prints it.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { withoutCache } from "../generator/cache.js";
import { isNarrow } from "../generator/emit/columns.js";
import { markdownTable, type Align } from "../generator/emit/markdown-table.js";
import { readme } from "../generator/emit/readme.js";
import type { EmittedFile } from "../generator/emit/types.js";
import { loadManifest } from "../generator/load/index.js";
import type { Manifest } from "../generator/load/manifest.js";
import { buildKit } from "../generator/model/index.js";
import * as format from "../generator/write/format.js";
import { ROOT } from "./support/paths.js";

const options = {
  ...(JSON.parse(readFileSync(path.join(ROOT, ".prettierrc.json"), "utf8")) as prettier.Options),
  parser: "markdown",
};
const prettierMarkdown = (text: string) => prettier.format(text, options);

const specs = { "content-api": "content.yaml", messaging: "messaging.yaml" } as const;

/** The README of a kit, from its manifest as `edit` leaves it. */
function emitReadme(kit: keyof typeof specs, edit: (manifest: Manifest) => void = () => {}): EmittedFile {
  const { manifest, text } = loadManifest(path.join(ROOT, "spec", specs[kit]));
  const copy = structuredClone(manifest);
  edit(copy);
  return readme(buildKit(copy, text), { manifestPath: `spec/${specs[kit]}`, runtimeVersion: "0.1.0" })[0]!;
}

/** What the write stage makes of the file, with no cache, and how many texts prettier formatted for it. */
async function written(file: EmittedFile): Promise<{ text: string; prettierRuns: number }> {
  const before = format.prettierRuns;
  const text = await withoutCache(() => format.formatFile(file));
  return { text, prettierRuns: format.prettierRuns - before };
}

describe("the table printer", () => {
  const cases: Array<{ what: string; header: string[]; rows: string[][]; align?: Align[] }> = [
    {
      what: "escaped pipes, code spans, emphasis, entities and empty cells",
      header: ["Tool", "Parameters", ""],
      rows: [
        ["`a\\|b`", "`x`* string (`one`, `two`)", ""],
        ["", "**destructive**. Uses `if_match` \\| or not", "array&lt;string&gt;"],
        ["`GetThing` ¹", "", "1–20; up to 5 items…"],
      ],
    },
    {
      what: "cells narrower than the delimiter's three columns",
      header: ["a", "b"],
      rows: [["x", ""]],
    },
    {
      what: "every alignment, padded by odd and even amounts",
      header: ["left", "centre", "right", "none"],
      rows: [
        ["x", "ab", "abc", "é"],
        ["a longer cell", "a longer cell", "a longer cell", "—"],
        ["", "abc", "", "’q’"],
      ],
      align: ["left", "center", "right", undefined],
    },
  ];

  it.each(cases)("prints what prettier prints: $what", async ({ header, rows, align }) => {
    const table = markdownTable(header, rows, align);
    expect(await prettierMarkdown(`${table}\n`)).toBe(`${table}\n`);
  });

  it("measures only narrow text: wide characters and emoji are not known to it", () => {
    expect(isNarrow("`a\\|b` — é’…¹")).toBe(true);
    for (const wide of ["漢字", "😀", "e\u0301", "a\tb", "a\nb"]) expect(isNarrow(wide), wide).toBe(false);
  });
});

describe("the package READMEs", () => {
  it.each(Object.keys(specs) as Array<keyof typeof specs>)(
    "%s is emitted final, as committed, and written without prettier",
    async (kit) => {
      const file = emitReadme(kit);
      expect(file.layout).toBe("final");
      const { text, prettierRuns } = await written(file);
      expect(prettierRuns).toBe(0);
      expect(text).toBe(readFileSync(path.join(ROOT, "generated", kit, "README.md"), "utf8"));
      expect(await prettierMarkdown(text)).toBe(text);
    },
  );

  // Manifest text prettier would print otherwise, and code that prettier breaks differently when longer.
  const edits: Array<{ what: string; kit: keyof typeof specs; edit: (m: Manifest) => void }> = [
    {
      what: "a description with emphasis",
      kit: "content-api",
      edit: (m) => void (m.tools[0]!.description += " Deletes *all* of it."),
    },
    {
      what: "a description with a pipe and a tag",
      kit: "messaging",
      edit: (m) => void (m.tools[0]!.description += " Takes a|b or <b>."),
    },
    {
      what: "a description with a wide character",
      kit: "messaging",
      edit: (m) => void (m.tools[1]!.description += " 漢字."),
    },
    {
      what: "a summary that starts a list",
      kit: "content-api",
      edit: (m) => void (m.toolkit.summary = "1) Files and folders."),
    },
    {
      what: "a note with a link",
      kit: "messaging",
      edit: (m) => void m.upstream.auth.notes!.push("See [the docs](https://example.com)."),
    },
    {
      what: "a note with double spaces",
      kit: "content-api",
      edit: (m) => void m.upstream.auth.notes!.push("Two  spaces."),
    },
    { what: "a prompt with quotes", kit: "content-api", edit: (m) => void (m.toolkit.readme!.prompt = 'Say "hi".') },
    {
      what: "a prompt too long for one line",
      kit: "content-api",
      edit: (m) => void (m.toolkit.readme!.prompt = "Which folders are big? ".repeat(3)),
    },
    {
      what: "a prompt too long even alone",
      kit: "messaging",
      edit: (m) => void (m.toolkit.readme!.prompt = "Which channels ".repeat(9)),
    },
    {
      what: "an example that fits on one line",
      kit: "messaging",
      edit: (m) => void (m.toolkit.readme!.example!.input = { limit: 1 }),
    },
    {
      what: "an example with a key to quote",
      kit: "content-api",
      edit: (m) => void (m.toolkit.readme!.example!.input = { "folder-id": "0", max_items_per_page: 20 }),
    },
    {
      what: "an example with nested values, broken",
      kit: "content-api",
      edit: (m) =>
        void (m.toolkit.readme!.example!.input = {
          folder_identifier: "0",
          fields: ["name", "size", "modified_at"],
          sort: { by: "name" },
        }),
    },
    {
      what: "no notes, no version, no readme facts",
      kit: "messaging",
      edit: (m) => {
        delete m.upstream.auth.notes;
        delete m.toolkit.version;
        delete m.toolkit.readme;
      },
    },
  ];

  it.each(edits)("with $what: final only where prettier agrees, otherwise formatted by it", async ({ kit, edit }) => {
    const file = emitReadme(kit, edit);
    const { text, prettierRuns } = await written(file);
    if (file.layout === "final") expect(prettierRuns).toBe(0);
    else expect(prettierRuns).toBeGreaterThan(0);
    expect(await prettierMarkdown(text)).toBe(text);
    expect(text).toBe(await prettierMarkdown(file.content));
  });

  it("leaves to prettier every README of the edits above that prettier prints otherwise", () => {
    const unsure = [
      "a description with emphasis",
      "a description with a pipe and a tag",
      "a description with a wide character",
      "a summary that starts a list",
      "a note with a link",
      "a note with double spaces",
      "a prompt with quotes",
      "a prompt too long even alone",
      "an example with a key to quote",
    ];
    for (const { what, kit, edit } of edits)
      expect(emitReadme(kit, edit).layout, what).toBe(unsure.includes(what) ? undefined : "final");
  });
});
