// `--watch` keeps one memo, the compiled validators by the text they are compiled from: a save compiles only the
// validators whose schema changed, and writes exactly what a run without the memo writes.
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { describe, expect, it } from "vitest";
import { ValidatorMemo } from "../generator/memo.js";
import { generate } from "../generator/pipeline.js";
import { ROOT } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const folder = temporaryFolders("memo-");

/** Every file under a folder, with its text. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const rel = path.relative(dir, path.join(entry.parentPath, entry.name));
      files[rel.split(path.sep).join("/")] = readFileSync(path.join(dir, rel), "utf8");
    }
  return files;
}

/** A memo that counts the validators it compiled. */
class CountingMemo extends ValidatorMemo {
  compiled = 0;
  override get(key: string, compile: () => string): string {
    return super.get(key, () => (this.compiled++, compile()));
  }
}

describe("the validators' memo of --watch", () => {
  it("compiles again only what a parameter edit changed, and writes what a run without it writes", async () => {
    const spec = folder("spec");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    const memo = new CountingMemo();
    const watched = folder("watched");
    const first = await generate({ specDir: spec, outDir: watched, validators: memo });
    const tools = first.kits.reduce((n, kit) => n + kit.tools, 0);
    expect(memo.compiled).toBe(tools);

    // The first tool with a parameter: its description edited, which its input schema carries.
    const manifest = path.join(spec, "content.yaml");
    const doc = parseDocument(readFileSync(manifest, "utf8"));
    const tool = (doc.get("tools") as YAMLSeq<YAMLMap>).items.find((t) => (t.get("params") as YAMLSeq).items.length)!;
    (tool.get("params") as YAMLSeq<YAMLMap>).items[0]!.set("description", "An edited parameter description.");
    writeFileSync(manifest, doc.toString({ lineWidth: 0 }));
    memo.compiled = 0;
    const second = await generate({ specDir: spec, outDir: watched, validators: memo });
    expect(memo.compiled).toBe(1);
    expect(second.written).toContain("content-api/src/validators.cjs");

    const fresh = folder("fresh");
    await generate({ specDir: spec, outDir: fresh });
    expect(tree(watched)).toEqual(tree(fresh));
  });
});
