// check-upstream's response part: a changed copy of Box's specification against the committed snapshot names each
// changed field, where it is defined and which tools it reaches.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadManifest } from "../generator/load/index.js";
import { driftReport } from "../generator/upstream/drift.js";
import { readSnapshot } from "../generator/upstream/snapshot-file.js";
import { ROOT, SHARED } from "./support/paths.js";

type Json = Record<string, any>;
const dir = mkdtempSync(path.join(os.tmpdir(), "toolgen-response-drift-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const loaded = loadManifest(path.join(ROOT, "spec/content.yaml"));
const specs = loaded.manifest.upstream.specs!;
const snapshot = readSnapshot(path.dirname(loaded.file), loaded.manifest.toolkit.id)!;

/** Copies of the upstream files the manifest names, the first changed by `edit`; the report on them. */
function reportFor(edit: (doc: Json) => void): string[] {
  const files = specs.map((name, i) => {
    const doc = JSON.parse(readFileSync(path.join(SHARED, "upstream", name), "utf8")) as Json;
    if (i === 0) edit(doc);
    const file = path.join(dir, `${i}-${path.basename(name)}`);
    writeFileSync(file, JSON.stringify(doc));
    return { path: file, name };
  });
  return driftReport(loaded, files).lines;
}

/** A shared definition from the first file that some bound operation answers with directly, and two of its fields. */
function boundDefinition(): { key: string; removed: string; retyped: string; type: string } {
  for (const op of Object.values(snapshot.operations)) {
    if (op.file !== specs[0]) continue;
    for (const response of Object.values(op.responses)) {
      const key = (response.schema?.$ref as string | undefined)?.replace("#/$defs/", "");
      const properties = key && ((snapshot.$defs[key] as Json).properties as Json | undefined);
      const scalars = Object.entries(properties ?? {}).filter(([, s]) => typeof (s as Json).type === "string");
      if (key && scalars.length >= 2)
        return { key, removed: scalars[0]![0], retyped: scalars[1]![0], type: (scalars[1]![1] as Json).type };
    }
  }
  throw new Error("no bound operation answers with a shared definition that has two typed fields");
}

describe("check-upstream: response drift per field", () => {
  it("names nothing when the files are the ones the snapshot was made from", () => {
    const lines = reportFor(() => {});
    expect(lines).toContain("Response fields changed: none");
  });

  it("names a removed and a retyped response property, with the tools they reach", () => {
    const { key, removed, retyped, type } = boundDefinition();
    const lines = reportFor((doc) => {
      const schema = doc.components.schemas[key];
      delete schema.properties[removed];
      if (Array.isArray(schema.required)) schema.required = schema.required.filter((n: string) => n !== removed);
      schema.properties[retyped] = { ...schema.properties[retyped], type: type === "boolean" ? "string" : "boolean" };
    });
    const text = lines.join("\n");
    expect(text).toMatch(/Response fields changed: [1-9]/);
    const section = (title: string) => text.split(`  ${title}: `)[1]?.split(/\n {2}[A-Z]/)[0] ?? "";
    expect(section("Removed")).toContain(`$defs/${key} ${removed}`);
    expect(section("Retyped")).toContain(`$defs/${key} ${retyped}`);
    // Each change lists the tools whose results it changes.
    expect(section("Removed")).toMatch(new RegExp(`\\$defs/${key} ${removed} \\(\\w+\\); \\w+`));
  });
});
