// A manifest is parsed a tool at a time and each tool's parse kept (load/yaml-tools.ts), in memory and on disk for the
// next process (load/parse-cache.ts): the data and every position must be the whole-file parse's, a change must
// re-parse only what changed, and a manifest with a problem must be reported exactly as the whole-file parse reports it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { ManifestError, type JsonPath } from "../generator/load/errors.js";
import { loadManifest } from "../generator/load/index.js";
import { Store } from "../generator/cache.js";
import { parseStore } from "../generator/load/parse-cache.js";
import { ToolParses } from "../generator/load/yaml-tools.js";
import { parseYaml } from "../generator/load/yaml.js";
import { ROOT } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const tempDir = temporaryFolders();

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

describe("parsing a manifest a tool at a time", () => {
  it.each(manifests)(
    "$file: the same data and the same position for every path as the whole-file parse",
    ({ file, text }) => {
      const whole = parseYaml(text, file);
      const parses = new ToolParses();
      const reused = parses.parse(text, file);
      expect(reused.data).toEqual(whole.data);
      expect(parses.parsed).toBe((whole.data as { tools: unknown[] }).tools.length);
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
    const parses = new ToolParses();
    parses.parse(text, file);
    // a generation loads every manifest: the others' parses must not push this one's out
    for (const other of manifests.filter((m) => m.file !== file)) parses.parse(other.text, other.file);
    const first = /^ {4}description: .*$/m.exec(text)!;
    const edited = `${text.slice(0, first.index)}    description: "Edited,\n      over two lines."${text.slice(first.index + first[0].length)}`;
    const reused = parses.parse(edited, file);
    expect(parses.parsed).toBe(1);
    const whole = parseYaml(edited, file);
    expect(reused.data).toEqual(whole.data);
    for (const { at } of paths(whole.data)
      .filter((p) => p.at[0] === "tools")
      .slice(-50))
      expect(reused.locate(at), JSON.stringify(at)).toEqual(whole.locate(at));
  });

  it("reports a broken tool exactly as the whole-file parse does", () => {
    const { file, text } = manifests.find((m) => m.file.endsWith("content.yaml"))!;
    const parses = new ToolParses();
    parses.parse(text, file);
    const at = text.indexOf("\n  - name:", text.length / 2);
    const broken = `${text.slice(0, at)}\n  - name: [unclosed${text.slice(at + "\n  - name:".length)}`;
    const reported = thrown(() => parses.parse(broken, file));
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
    const parses = new ToolParses();
    expect((thrown(() => parses.parse(text, "spec/x.yaml")) as ManifestError).problems).toEqual(whole.problems);
    expect(parses.parsed).toBe(0);
  });

  it("keeps the parses on disk for the next process, which parses only the tool changed since", () => {
    const { file, text } = manifests.find((m) => m.file.endsWith("content.yaml"))!;
    const dir = tempDir("parses");
    // each new instance is a new process: nothing in memory, only the store in `dir` (none when `off`)
    const stored = (folder: string) =>
      new ToolParses(parseStore(new Store(folder === "off" ? undefined : folder), "f"));
    const tools = (parseYaml(text, file).data as { tools: unknown[] }).tools.length;
    const first = stored(dir);
    first.parse(text, file);
    expect(first.parsed).toBe(tools);
    const next = stored(dir);
    const again = next.parse(text, file);
    expect(next.parsed).toBe(0);
    expect(again.data).toEqual(parseYaml(text, file).data);
    const edited = text.replace(/^( {4}description: ).*$/m, '$1"Edited between two processes."');
    const after = stored(dir);
    const reused = after.parse(edited, file);
    expect(after.parsed).toBe(1);
    expect(reused.data).toEqual(parseYaml(edited, file).data);
    const last = stored(dir);
    last.parse(edited, file);
    expect(last.parsed).toBe(0);
    // the cache off: nothing read
    const off = stored("off");
    off.parse(edited, file);
    expect(off.parsed).toBe(tools);
  });
});

describe("the output schemas' verdicts, kept with the parses", () => {
  const declaring = manifests.filter(({ text }) =>
    (parseYaml(text, "x").data as { tools: Array<{ output?: unknown }> }).tools.some((t) => t.output !== undefined),
  );

  it.each(declaring)(
    "$file: a schema broken after a load is found at the next load with the same parses",
    ({ file, text }) => {
      const copy = path.join(tempDir("spec"), path.basename(file));
      const doc = parseDocument(text);
      const tools = (doc.toJS() as { tools: Array<{ output?: unknown }> }).tools;
      const at = tools.findIndex((t) => t.output !== undefined);
      const parses = new ToolParses();
      writeFileSync(copy, text);
      expect(() => loadManifest(copy, { parses })).not.toThrow();
      doc.setIn(["tools", at, "output", "type"], "not-a-type");
      writeFileSync(copy, doc.toString({ lineWidth: 0 }));
      const error = thrown(() => loadManifest(copy, { parses }));
      expect(error).toBeInstanceOf(ManifestError);
      expect((error as ManifestError).problems.map((p) => p.path)).toContainEqual(["tools", at, "output"]);
      writeFileSync(copy, text);
      expect(() => loadManifest(copy, { parses })).not.toThrow();
    },
  );
});
