// `generate --watch` keeps one Generation, whose units hold what the emitters derived from each tool, from one save to
// the next. Whatever a save changes, the output must be what a fresh generation writes from the same manifests, and a
// save that changes one tool must derive text for that tool alone.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { generate, Generation, generationOptions, runGeneration } from "../generator/pipeline.js";
import { existingFiles } from "../generator/write/lock.js";
import { ROOT } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const tempDir = temporaryFolders();
const read = (dir: string) =>
  Object.fromEntries(existingFiles(dir).map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));

/**
 * What a fresh generation with the store off writes from `spec`: a Generation of its own, sharing nothing with the
 * watched one (the stages keep no state of their own; test/generate.test.ts shows a cold process writes the same).
 */
async function fresh(spec: string): Promise<Record<string, string>> {
  const out = tempDir("fresh");
  await generate({ specDir: spec, outDir: out, noCache: true });
  return read(out);
}

/** The manifest's tools as the text cuts them: each from its `  - name:` line to the next. */
function toolChunks(text: string): { head: string; chunks: string[]; names: string[] } {
  const start = text.indexOf("\ntools:\n") + "\ntools:\n".length;
  const chunks = text.slice(start).split(/(?=^ {2}- name: )/m);
  return { head: text.slice(0, start), chunks, names: chunks.map((c) => /^ {2}- name: (\w+)/.exec(c)![1]!) };
}

describe("generate --watch reuses what an unchanged tool derived", () => {
  it("writes what a fresh process writes after each kind of save, deriving text only for the tools a save changed", async () => {
    const spec = tempDir("spec");
    const out = tempDir("out");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    const file = path.join(spec, "content.yaml");
    const original = readFileSync(file, "utf8");
    const { head, chunks, names } = toolChunks(original);
    expect(chunks.join("")).toBe(original.slice(head.length));
    const middle = Math.floor(chunks.length / 2);
    const withParamText = chunks.findIndex((c, i) => i >= middle && /^ {8}description: /m.test(c));
    expect(withParamText).toBeGreaterThanOrEqual(0);
    // a tool whose name nothing else in the manifest mentions, so renaming it is a one-line edit
    const lone = names.findIndex((n, i) => i > 0 && original.split(n).length === 2);
    expect(lone).toBeGreaterThan(0);

    const edit = (i: number, change: (chunk: string) => string) =>
      head + chunks.map((c, k) => (k === i ? change(c) : c)).join("");
    // A generated file changed by hand is put back by the next save, though the save does not change it.
    const handEdited = path.join(out, "content-api/src/tools", `${names[0]}.ts`);
    const editByHand = () => writeFileSync(handEdited, `${readFileSync(handEdited, "utf8")}// edited by hand\n`);
    const saves: Array<{ what: string; text: string; first?: () => void }> = [
      {
        what: "a tool's description",
        text: edit(middle, (c) => c.replace(/^ {4}description: .*$/m, '    description: "Edited in a watched save."')),
      },
      {
        what: "a parameter's description",
        text: edit(withParamText, (c) =>
          c.replace(/^( {8}description: ).*$/m, '$1"A parameter edited in a watched save."'),
        ),
      },
      {
        what: "a tool's name",
        text: edit(lone, (c) => c.replace(`- name: ${names[lone]}`, `- name: ${names[lone]}Renamed`)),
      },
      {
        what: "the toolkit's title (outside the tool list)",
        text: original.replace(/^( {2}title: ).*$/m, '$1"A retitled kit"'),
      },
      { what: "the order of two tools", text: head + [chunks[1]!, chunks[0]!, ...chunks.slice(2)].join("") },
      { what: "a file in generated/ edited by hand", text: edit(middle, (c) => `${c}\n`), first: editByHand },
      { what: "back to the original", text: original },
    ];

    // One watch's generation, with the store off (units stored by an earlier run of this test would be found there, not
    // derived): what it keeps, it keeps in memory.
    const generation = new Generation(generationOptions({ specDir: spec, outDir: out, noCache: true }, true));
    const save = () => runGeneration(generation);
    await save();
    let before = original;
    for (const { what, text, first } of saves) {
      first?.();
      writeFileSync(file, text);
      const { derived } = await save();
      // the tools whose data the save changed (a reordered tool, or a blank line added, is not changed)
      const data = (chunk: string) => JSON.stringify(parse(chunk.replace(/^ {2}/gm, "")));
      const kept = new Set(toolChunks(before).chunks.map(data));
      const now = toolChunks(text);
      const changed = now.names.filter((_, i) => !kept.has(data(now.chunks[i]!)));
      expect(derived.sort(), what).toEqual(changed.sort());
      expect(read(out), what).toEqual(await fresh(spec));
      before = text;
    }
  }, 300_000);
});
