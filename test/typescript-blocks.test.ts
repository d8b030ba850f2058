// A TypeScript file an emitter prints in blocks (emit/print.ts printTypeScriptBlocks) is formatted a block at a time,
// each block kept in the store by its text, so a one-tool edit formats one block; prettier stays the formatter of
// record, so the blocks must give exactly what prettier gives over the whole file, whatever the manifest says.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { beforeAll, describe, expect, it } from "vitest";
import { emitKit } from "../generator/emit/index.js";
import type { EmittedFile } from "../generator/emit/types.js";
import type { Run } from "../generator/generation.js";
import { loadManifest } from "../generator/load/index.js";
import type { Manifest } from "../generator/load/manifest.js";
import { buildKit } from "../generator/model/index.js";
import { Generation, generationOptions } from "../generator/pipeline.js";
import { Formatter } from "../generator/write/format.js";
import { PARSERS } from "../generator/write/parsers.js";
import { ROOT } from "./support/paths.js";

const options = {
  ...(JSON.parse(readFileSync(path.join(ROOT, ".prettierrc.json"), "utf8")) as prettier.Options),
  parser: "typescript",
};

const specs = { "content-api": "content.yaml", messaging: "messaging.yaml" } as const;

/** The files of a kit printed in blocks, from its manifest as `edit` leaves it. */
function blockFiles(kit: keyof typeof specs, edit: (manifest: Manifest) => void = () => {}): EmittedFile[] {
  const { manifest, text } = loadManifest(path.join(ROOT, "spec", specs[kit]));
  const copy = structuredClone(manifest);
  edit(copy);
  const files = emitKit(buildKit(copy, text), { manifestPath: `spec/${specs[kit]}`, runtimeVersion: "0.1.0" });
  return files.filter((file) => file.blocks !== undefined);
}

let run: Run;
beforeAll(async () => {
  run = await new Generation(generationOptions({ noCache: true })).begin(); // the store off: prettier runs
});

describe("TypeScript printed in blocks", () => {
  it.each(Object.keys(specs) as Array<keyof typeof specs>)(
    "%s: some file is printed in blocks, and a block at a time gives prettier's whole and the committed file",
    async (kit) => {
      const files = blockFiles(kit);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(file.blocks!.length, file.path).toBeGreaterThan(1);
        const text = await new Formatter(run).format(file);
        expect(text, file.path).toBe(await prettier.format(file.content, options));
        expect(text, file.path).toBe(readFileSync(path.join(ROOT, "generated", kit, file.path), "utf8"));
      }
    },
  );

  // Text that prettier breaks or escapes differently: a long description, comment closers, a tool with no parameters.
  const edits: Array<{ what: string; kit: keyof typeof specs; edit: (m: Manifest) => void }> = [
    {
      what: "a long description with a comment closer",
      kit: "content-api",
      edit: (m) => void (m.tools[0]!.description = `Closes */ early. ${"Long words ".repeat(30)}`),
    },
    {
      what: "a tool without parameters",
      kit: "messaging",
      edit: (m) => {
        const tool = m.tools.find((t) => !t.rules?.length)!;
        tool.params = [];
        delete tool.example;
      },
    },
  ];
  it("each kind of file goes to prettier with the parser PARSERS names for it", async () => {
    const asked: string[] = [];
    const recording = {
      format: async (text: string, { parser }: prettier.Options) => (asked.push(`${parser}`), text),
      tableRows: async () => null,
    };
    const formatter = new Formatter(
      { ...run, recall: () => undefined, remember: () => undefined },
      undefined,
      recording,
    );
    await formatter.format({ path: "a.ts", format: "typescript", content: `const a = ${Math.random()};\n` });
    await formatter.format({ path: "a.md", format: "markdown", content: `# ${Math.random()}\n` });
    expect(asked).toEqual([PARSERS.typescript, PARSERS.markdown]);
  });

  it.each(edits)("with $what: a block at a time gives what prettier gives over the whole", async ({ kit, edit }) => {
    for (const file of blockFiles(kit, edit)) {
      const text = await new Formatter(run).format(file);
      expect(text, file.path).toBe(await prettier.format(file.content, options));
    }
  });
});
