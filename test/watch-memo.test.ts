// `--watch` keeps one memo, by the text each entry is made from: a save makes again only what its edit changed (a
// tool's validator, an upstream specification), and writes exactly what a run without the memo writes.
import { appendFileSync, cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { describe, expect, it } from "vitest";
import type { Manifest } from "../generator/load/manifest.js";
import { Memo } from "../generator/memo.js";
import { generate } from "../generator/pipeline.js";
import { ROOT, SHARED } from "./support/paths.js";
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

/** A memo that counts what it made, by the kind its key starts with. */
class CountingMemo extends Memo {
  made: Record<string, number> = {};
  override get<T>(key: string, make: () => T): T {
    const kind = key.slice(0, key.indexOf(" "));
    return super.get(key, () => ((this.made[kind] = (this.made[kind] ?? 0) + 1), make()));
  }
}

describe("the one memo of --watch", () => {
  it("makes again only what an edit changed, and writes what a run without it writes", async () => {
    const spec = folder("spec");
    const upstream = folder("upstream");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    cpSync(path.join(SHARED, "upstream"), upstream, { recursive: true });
    const memo = new CountingMemo();
    const watched = folder("watched");
    const first = await generate({ specDir: spec, outDir: watched, upstream, memo });
    const tools = first.kits.reduce((n, kit) => n + kit.tools, 0);
    const manifests = readdirSync(spec)
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => parse(readFileSync(path.join(spec, f), "utf8")) as Manifest);
    const specFiles = manifests.flatMap((m) => m.upstream.specs ?? []);
    const outputs = manifests.flatMap((m) => m.tools.filter((t) => t.output !== undefined)).length;
    expect(memo.made).toEqual({
      validator: tools,
      manifest: 1,
      specification: new Set(specFiles).size,
      ...(outputs > 0 && { output: outputs }),
    });

    // The first tool with a parameter: its description edited, which its input schema carries.
    const manifest = path.join(spec, "content.yaml");
    const doc = parseDocument(readFileSync(manifest, "utf8"));
    const tool = (doc.get("tools") as YAMLSeq<YAMLMap>).items.find((t) => (t.get("params") as YAMLSeq).items.length)!;
    (tool.get("params") as YAMLSeq<YAMLMap>).items[0]!.set("description", "An edited parameter description.");
    writeFileSync(manifest, doc.toString({ lineWidth: 0 }));
    memo.made = {};
    const second = await generate({ specDir: spec, outDir: watched, upstream, memo });
    expect(memo.made).toEqual({ validator: 1 });
    expect(second.written).toContain("content-api/src/validators.cjs");

    // An upstream file changed on disk is parsed again, though its name is the same.
    appendFileSync(path.join(upstream, specFiles[0]!), "\n");
    memo.made = {};
    await generate({ specDir: spec, outDir: watched, upstream, memo });
    expect(memo.made).toEqual({ specification: 1 });

    const fresh = folder("fresh");
    await generate({ specDir: spec, outDir: fresh, upstream });
    expect(tree(watched)).toEqual(tree(fresh));
  });
});
