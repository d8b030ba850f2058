// Every run derives every file: after the kinds of edit a maintainer makes (the manifest's, made together, and the
// templates'), `generate` over the committed output equals a run into an empty folder, and so `generate --check`
// passes on it (generate.test.ts shows the check finds stale, missing and extra files; it runs here once, after an edit
// to the templates). The edits are derived from the manifests as they are, so they still change something after a
// maintainer has made them once.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import { describe, expect, it } from "vitest";
import { generate } from "../generator/pipeline.js";
import { ROOT } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const folder = temporaryFolders("edits-");
const IGNORED = new Set(["node_modules", "dist"]);

/** Every generator-owned file under a folder, with its text. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (entry.isFile() && !rel.split(path.sep).some((part) => IGNORED.has(part)))
      files[rel.split(path.sep).join("/")] = readFileSync(path.join(dir, rel), "utf8");
  }
  return files;
}

const copyOf = (source: string, name: string) => {
  const copy = folder(name);
  cpSync(source, copy, { recursive: true, filter: (src) => !IGNORED.has(path.basename(src)) });
  return copy;
};

type Tools = YAMLSeq<YAMLMap>;
const toolsOf = (doc: Document) => doc.get("tools") as Tools;
/** The first tool that has `key`, with its index. */
const firstWith = (doc: Document, test: (tool: YAMLMap) => boolean) => {
  const index = toolsOf(doc).items.findIndex(test);
  expect(index, "a tool the edit applies to").toBeGreaterThanOrEqual(0);
  return { tool: toolsOf(doc).items[index]!, index };
};

/** Moves the tool count the manifest declares, when it declares one. */
const declared = (doc: Document, by: number) => {
  const count = doc.getIn(["toolkit", "declaredTools"]);
  if (count !== undefined) doc.setIn(["toolkit", "declaredTools"], Number(count) + by);
};

/** Each kind of manifest edit, made on ContentApi's manifest. */
const edits: Record<string, (doc: Document) => void> = {
  // (Of the second tool: the first is renamed below.)
  "a description": (doc) => {
    const tool = toolsOf(doc).items[1]!;
    tool.set("description", `${String(tool.get("description"))} Edited.`);
  },
  "a parameter": (doc) => {
    const { tool } = firstWith(doc, (t) => (t.get("params") as YAMLSeq).items.length > 0);
    const param = (tool.get("params") as YAMLSeq<YAMLMap>).items[0]!;
    param.set("description", "An edited parameter description.");
  },
  "a rule": (doc) => {
    const { tool } = firstWith(doc, (t) => ((t.get("rules") as YAMLSeq | undefined)?.items.length ?? 0) > 0);
    (tool.get("rules") as YAMLSeq).items.shift();
    if ((tool.get("rules") as YAMLSeq).items.length === 0) tool.delete("rules");
  },
  "a tool removed": (doc) => {
    toolsOf(doc).items.pop();
    declared(doc, -1);
  },
  "a tool added": (doc) => {
    const { tool } = firstWith(doc, () => true);
    const added = tool.clone() as YAMLMap;
    added.set("name", `${String(tool.get("name"))}Variant`);
    added.set("origin", "upstream");
    added.set("reason", "A variant a maintainer added.");
    toolsOf(doc).items.push(added);
    declared(doc, +1);
  },
  "a tool renamed": (doc) => {
    const { tool } = firstWith(doc, () => true);
    tool.set("name", `${String(tool.get("name"))}Renamed`);
  },
};

describe("after every kind of manifest edit", () => {
  // All at once: a file any one of them leaves stale, missing or extra differs from the run from nothing.
  it(`${Object.keys(edits).join(", ")}: generate equals a run from nothing`, async () => {
    const spec = copyOf(path.join(ROOT, "spec"), "spec");
    const manifest = path.join(spec, "content.yaml");
    const doc = parseDocument(readFileSync(manifest, "utf8"));
    const before = toolsOf(doc).items.map((t) => String(t.get("name")));
    // (In this order: the tool removed is one the manifest had, not the one added.)
    for (const edit of Object.values(edits)) edit(doc);
    writeFileSync(manifest, doc.toString({ lineWidth: 0 }));
    const after = toolsOf(doc).items.map((t) => String(t.get("name")));

    const out = copyOf(path.join(ROOT, "generated"), "out");
    const written = await generate({ specDir: spec, outDir: out });
    const module = (name: string) => `content-api/src/tools/${name}.ts`;
    // The added and renamed tools' modules are written, the removed and the old name's taken away.
    expect(after.filter((n) => !before.includes(n))).toHaveLength(2);
    expect(before.filter((n) => !after.includes(n))).toHaveLength(2);
    expect(written.written).toContain(module(before[1]!));
    for (const name of after.filter((n) => !before.includes(n))) expect(written.written).toContain(module(name));
    for (const name of before.filter((n) => !after.includes(n))) expect(written.removed).toContain(module(name));
    const fresh = folder("fresh");
    await generate({ specDir: spec, outDir: fresh });
    expect(tree(out)).toEqual(tree(fresh));
  });
});

describe("after an edit to what the generator reads besides the manifests", () => {
  it("a template and the runtime's version: generate, then --check passes (equals a run from nothing)", async () => {
    // The files the generator reads from its repository, copied and edited as a maintainer would.
    const root = folder("repo");
    for (const rel of ["templates", "runtime/package.json", "LICENSE"])
      cpSync(path.join(ROOT, rel), path.join(root, rel), { recursive: true });
    const template = path.join(root, "templates/toolkit-readme.hbs");
    writeFileSync(template, `${readFileSync(template, "utf8")}\nEdited by a maintainer.\n`);
    const runtime = path.join(root, "runtime/package.json");
    const pkg = JSON.parse(readFileSync(runtime, "utf8")) as { version: string };
    writeFileSync(runtime, JSON.stringify({ ...pkg, version: `${pkg.version}-edited` }, null, 2));

    // Messaging alone (its manifest and its committed output): the template and the version reach each kit alike, and
    // a generation of ContentApi costs many times this one.
    const spec = copyOf(path.join(ROOT, "spec"), "spec");
    rmSync(path.join(spec, "content.yaml"));
    const out = folder("out");
    cpSync(path.join(ROOT, "generated/messaging"), path.join(out, "messaging"), {
      recursive: true,
      filter: (src) => !IGNORED.has(path.basename(src)),
    });
    const written = await generate({ root, specDir: spec, outDir: out });
    expect(written.written).toContain("messaging/README.md");
    expect(readFileSync(path.join(out, "messaging/README.md"), "utf8")).toContain("Edited by a maintainer.");
    expect(readFileSync(path.join(out, "messaging/package.json"), "utf8")).toContain("-edited");
    // The check derives every file in memory and finds none stale, missing or extra: the folder is what a run into an
    // empty one writes (writeAll writes exactly the derived files), so no third run is made to compare with.
    const check = await generate({ root, specDir: spec, outDir: out, check: true });
    expect(check.drift).toMatchObject({ stale: [], missing: [], extra: [] });
  });
});
