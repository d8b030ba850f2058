// The package READMEs go through the one formatting mechanism: prettier, a heading's section at a time and a table's
// row at a time (each kept in the store by its text), which must give exactly what prettier gives over the whole
// document, whatever manifest text comes in.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { beforeAll, describe, expect, it } from "vitest";
import { readme } from "../generator/emit/readme.js";
import type { EmittedFile } from "../generator/emit/types.js";
import type { Run } from "../generator/generation.js";
import { loadManifest } from "../generator/load/index.js";
import type { Manifest } from "../generator/load/manifest.js";
import { buildKit } from "../generator/model/index.js";
import { Generation, generationOptions } from "../generator/pipeline.js";
import { Formatter } from "../generator/write/format.js";
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

let run: Run;
beforeAll(async () => {
  run = await new Generation(generationOptions({ noCache: true })).begin(); // the store off: prettier runs
});

/** What the write stage makes of the file, with the store off. */
const written = (file: EmittedFile) => new Formatter(run).format(file);

describe("the package READMEs", () => {
  it.each(Object.keys(specs) as Array<keyof typeof specs>)("%s is written as committed", async (kit) => {
    const text = await written(emitReadme(kit));
    expect(text).toBe(readFileSync(path.join(ROOT, "generated", kit, "README.md"), "utf8"));
  });

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

  it.each(edits)("with $what: a section at a time gives what prettier gives over the whole", async ({ kit, edit }) => {
    const file = emitReadme(kit, edit);
    const text = await written(file);
    expect(text).toBe(await prettierMarkdown(file.content));
    expect(await prettierMarkdown(text)).toBe(text);
  });
});

describe("Markdown tables, a row at a time", () => {
  const markdown = (content: string): EmittedFile => ({ path: "README.md", format: "markdown", content });

  // Tables prettier lays out in every way the rows can ask for, and text that only looks like a table.
  const documents: Array<{ what: string; content: string }> = [
    { what: "narrow columns", content: "# T\n\n| a | b |\n| - | - |\n| 1 | 2 |\n" },
    {
      what: "alignments",
      content:
        "| left | centre | right | none |\n| :--- | :----: | ---: | --- |\n| x | y | z | w |\n| long cell | 2 | 3 | 4 |\n",
    },
    { what: "empty cells and a short row", content: "| a | b | c |\n| --- | --- | --- |\n|  | x |  |\n| only |\n" },
    { what: "escaped pipes, in code too", content: "| a | b |\n| --- | --- |\n| `x \\| y` | p \\| q |\n" },
    { what: "wide characters", content: "| name | note |\n| --- | --- |\n| 漢字 | 😀 ok |\n| ascii | é |\n" },
    { what: "emphasis prettier rewrites", content: "| a | b |\n| --- | --- |\n| *x* | __y__ |\n" },
    { what: "a table right after a paragraph", content: "Some text\n| a | b |\n| --- | --- |\n| 1 | 2 |\n" },
    { what: "text right after a table", content: "| a | b |\n| --- | --- |\n| 1 | 2 |\nmore text\n" },
    { what: "a row without its leading pipe", content: "| a | b |\n| --- | --- |\n1 | 2 |\n\nafter\n" },
    {
      what: "two tables in a section",
      content: "## S\n\n| a |\n| --- |\n| 1 |\n\ntext\n\n| b | c |\n|---|---|\n| 2 | 3 |\n",
    },
    { what: "a table in a code fence", content: "```md\n| a | b |\n| --- | --- |\n| 1 | 2 |\n```\n" },
    { what: "a header only", content: "| a | b |\n| --- | --- |\n\ntext\n" },
    { what: "repeated rows", content: "| a | b |\n| --- | --- |\n| 1 | 2 |\n| 1 | 2 |\n| 10 | 2 |\n" },
  ];

  it.each(documents)("$what: gives what prettier gives over the whole", async ({ content }) => {
    const text = await written(markdown(content));
    expect(text).toBe(await prettierMarkdown(content));
  });

  it("formats again only the rows an edit changed, and aligns every row to them", async () => {
    const file = emitReadme("content-api");
    const first = new Formatter(run);
    await first.format(file);
    const tables = first.formatted;
    // One row's description grows wider than its column: every row of that table is padded anew.
    const [tool] = file.content.split("\n").filter((line) => line.startsWith("| `"));
    const longer = tool!.replace(/ \|$/, ` ${"wider ".repeat(40)}|`);
    const edited = markdown(file.content.replace(tool!, longer));
    const next = new Formatter(run, first.texts);
    const text = await next.format(edited);
    expect(next.formatted).toBe(1);
    expect(tables).toBeGreaterThan(1);
    expect(text).toBe(await prettierMarkdown(edited.content));
  });
});
