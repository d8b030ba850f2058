// `generate --watch` parses a manifest a tool at a time and keeps each tool's parse (load/yaml-tools.ts): the data
// and every position must be the whole-file parse's, a save must re-parse only what changed, and a manifest with a
// problem must be reported exactly as the whole-file parse reports it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ManifestError, type JsonPath } from "../generator/load/errors.js";
import { parseReusing, toolsParsed } from "../generator/load/yaml-tools.js";
import { parseYaml } from "../generator/load/yaml.js";
import { ROOT } from "./support/paths.js";

const manifests = readdirSync(path.join(ROOT, "spec"))
  .filter((f) => f.endsWith(".yaml"))
  .map((f) => ({ file: `spec/${f}`, text: readFileSync(path.join(ROOT, "spec", f), "utf8") }));

/** Every JSON path in `value`, with whether its last step is a mapping key. */
function paths(value: unknown, at: JsonPath = []): Array<{ at: JsonPath; key: boolean }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => [{ at: [...at, i], key: false }, ...paths(v, [...at, i])]);
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [{ at: [...at, k], key: true }, ...paths(v, [...at, k])]);
  return [];
}

const thrown = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return error;
  }
  throw new Error("expected a ManifestError");
};

describe("parsing a manifest a tool at a time (generate --watch)", () => {
  it.each(manifests)(
    "$file: the same data and the same position for every path as the whole-file parse",
    ({ file, text }) => {
      const whole = parseYaml(text, file);
      const reused = parseReusing(text, file);
      expect(reused.data).toEqual(whole.data);
      expect(toolsParsed).toBe((whole.data as { tools: unknown[] }).tools.length);
      const all = [{ at: [], key: false }, ...paths(whole.data)];
      for (const { at, key } of all) {
        expect(reused.locate(at), JSON.stringify(at)).toEqual(whole.locate(at));
        if (key) expect(reused.locate(at, true), `${JSON.stringify(at)} key`).toEqual(whole.locate(at, true));
      }
      // a path past the tools, as problems name for a missing item
      const beyond = ["tools", 100_000, "name"];
      expect(reused.locate(beyond)).toEqual(whole.locate(beyond));
    },
  );

  it("re-parses only the tool a save changed, and the positions after it still match when it grows a line", () => {
    const { file, text } = manifests.find((m) => m.file.endsWith("content.yaml"))!;
    parseReusing(text, file);
    // a generation loads every manifest: the others' parses must not push this one's out
    for (const other of manifests.filter((m) => m.file !== file)) parseReusing(other.text, other.file);
    const first = /^ {4}description: .*$/m.exec(text)!;
    const edited = `${text.slice(0, first.index)}    description: "Edited,\n      over two lines."${text.slice(first.index + first[0].length)}`;
    const reused = parseReusing(edited, file);
    expect(toolsParsed).toBe(1);
    const whole = parseYaml(edited, file);
    expect(reused.data).toEqual(whole.data);
    for (const { at } of paths(whole.data)
      .filter((p) => p.at[0] === "tools")
      .slice(-50))
      expect(reused.locate(at), JSON.stringify(at)).toEqual(whole.locate(at));
  });

  it("reports a broken tool exactly as the whole-file parse does", () => {
    const { file, text } = manifests.find((m) => m.file.endsWith("content.yaml"))!;
    parseReusing(text, file);
    const at = text.indexOf("\n  - name:", text.length / 2);
    const broken = `${text.slice(0, at)}\n  - name: [unclosed${text.slice(at + "\n  - name:".length)}`;
    const reported = thrown(() => parseReusing(broken, file));
    expect(reported).toBeInstanceOf(ManifestError);
    expect((reported as ManifestError).problems).toEqual(
      (thrown(() => parseYaml(broken, file)) as ManifestError).problems,
    );
  });

  it("parses whole a manifest with anchors: the limit on aliases counts the whole file, not one tool", () => {
    const tool = (name: string) =>
      `  - name: ${name}\n    group: &${name} retrieval\n    list: [${Array(60).fill(`*${name}`).join(", ")}]\n`;
    const text = `toolkit:\n  name: x\ntools:\n${tool("A")}${tool("B")}`;
    const whole = thrown(() => parseYaml(text, "spec/x.yaml")) as ManifestError;
    expect(whole.problems[0]!.expected).toMatch(/at most \d+ aliases/);
    expect((thrown(() => parseReusing(text, "spec/x.yaml")) as ManifestError).problems).toEqual(whole.problems);
    expect(toolsParsed).toBe(0);
  });
});
