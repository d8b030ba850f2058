// Parts the manifest has on purpose although the document lacks them (origin: upstream, with a reason): check-docs
// lists them as notes, not differences, and says so when the document has caught up.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument as parseYaml } from "yaml";
import { checkDocs } from "../generator/docs/check.js";
import { ManifestError, parseManifest, readManifest } from "../generator/load/index.js";
import { CONTENT, DOCS, MESSAGING, documented, manifests } from "./support/docs.js";

describe("deliberate differences (origin: upstream) are notes, not differences", () => {
  const content = manifests.find((m) => m.manifest.toolkit.document === CONTENT)!;
  const firstDocumented = content.manifest.tools.findIndex((t) => t.origin === "document");
  const reason = "the upstream operation has it; the document has not caught up";

  /** The content manifest with an upstream parameter and rule on its first documented tool, and an upstream tool. */
  function deliberate() {
    const doc = parseYaml(content.text);
    const tool = content.manifest.tools[firstDocumented]!;
    doc.addIn(["tools", firstDocumented, "params"], {
      name: "deliberate_extra",
      type: "string",
      in: "query",
      upstream: "deliberate_extra",
      origin: "upstream",
      reason,
    });
    doc.setIn(
      ["tools", firstDocumented, "rules"],
      [
        ...(tool.rules ?? []),
        { kind: "atLeastOneOf", params: [tool.params[0]!.name, "deliberate_extra"], origin: "upstream", reason },
      ],
    );
    doc.addIn(["tools"], { ...tool, name: "DeliberateExtraTool", origin: "upstream", reason });
    doc.setIn(["toolkit", "declaredTools"], content.manifest.toolkit.declaredTools + 1);
    const text = doc.toString();
    return { text, display: content.display, ...readManifest(text, content.display) };
  }
  const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;
  /** The lines of one document's section of the report (its header to the next document's). */
  const section = (lines: string[], doc: string) => {
    const start = lines.findIndex((l) => l.startsWith(`${doc} ↔ spec`));
    const end = lines.findIndex((l, i) => i > start && /^\S+ ↔ spec/.test(l));
    return lines.slice(start + 1, end < 0 ? undefined : end);
  };
  const notesOf = (lines: string[], doc: string) => section(lines, doc).filter((l) => l.startsWith("  note: ")).length;
  const summaryLine = (lines: string[], doc: string) => section(lines, doc).find((l) => / documented tools, /.test(l));

  it("an upstream parameter, rule and tool are listed with their position and reason; no difference", () => {
    const { text, ...input } = deliberate();
    const before = checkDocs(DOCS, manifests);
    const report = checkDocs(DOCS, [input, manifests[1]!]);
    expect(report.differences).toBe(0);
    expect(report.notes).toBe(before.notes + 3);
    const name = content.manifest.tools[firstDocumented]!.name;
    const spec = `spec/${path.basename(content.file)}`;
    const added = report.lines.filter(
      (l) => l.startsWith("  note: ") && /deliberate_extra|DeliberateExtraTool/.test(l),
    );
    expect(added).toEqual([
      `  note: ${spec}:${lineOf(text, "name: deliberate_extra")} ${name}.deliberate_extra: origin: upstream, not in the document (${reason})`,
      expect.stringMatching(
        new RegExp(
          `^  note: ${spec}:\\d+ ${name}: rule "at least one of: .*deliberate_extra.*" origin: upstream, not in the document \\(${reason}\\)$`,
        ),
      ),
      `  note: ${spec}:${lineOf(text, "name: DeliberateExtraTool")} DeliberateExtraTool: origin: upstream, not in the document (${reason})`,
    ]);
    // Each kit's summary line counts its own notes: ContentApi's gains the three, Messaging's is as it was.
    expect(summaryLine(report.lines, CONTENT)).toBe(
      `  ${documented(CONTENT)} documented tools, no differences, ${notesOf(before.lines, CONTENT) + 3} deliberate (origin: upstream)`,
    );
    expect(summaryLine(report.lines, MESSAGING)).toBe(summaryLine(before.lines, MESSAGING));
  });

  it("without the mark, the same additions are differences", () => {
    const { manifest, ...input } = deliberate();
    // the same manifest with the three marks just added taken off (any the manifest had before stay)
    const plain = structuredClone(manifest);
    const tool = plain.tools[firstDocumented]!;
    delete tool.params.at(-1)!.origin;
    delete tool.rules!.at(-1)!.origin;
    plain.tools.at(-1)!.origin = "document";
    const before = checkDocs(DOCS, manifests);
    const report = checkDocs(DOCS, [{ ...input, manifest: plain }, manifests[1]!]);
    expect(report.notes).toBe(before.notes);
    const found = report.lines.filter((l) => /^  \S+:\d+ /.test(l)).map((l) => l.replace(/^  \S+:\d+ /, ""));
    const name = content.manifest.tools[firstDocumented]!.name;
    expect(found).toEqual([
      `${name}.deliberate_extra: in the manifest, not in the document`,
      expect.stringMatching(
        new RegExp(`^${name}: rule "at least one of: .*deliberate_extra.*" in the manifest, not in the document$`),
      ),
      "DeliberateExtraTool: in the manifest (origin: document), not in the document",
      // the document states its total twice; the manifest now declares one more
      ...[1, 2].map(() =>
        expect.stringMatching(/^declared total: \d+ in the manifest \(declaredTools[^)]*\), \d+ in the document$/),
      ),
    ]);
  });

  it("a part marked upstream that the document has is a difference: the mark is stale", () => {
    const manifest = structuredClone(content.manifest);
    const tool = manifest.tools[firstDocumented]!;
    Object.assign(tool.params[0]!, { origin: "upstream", reason });
    const report = checkDocs(DOCS, [{ ...content, manifest }, manifests[1]!]);
    expect(report.differences).toBe(1);
    expect(report.lines.join("\n")).toContain(
      `${tool.name}.${tool.params[0]!.name}: marked origin: upstream, but the document has it now; drop the mark`,
    );
  });

  it("a tool marked origin: upstream without a reason is refused, with its position", () => {
    const doc = parseYaml(content.text);
    doc.setIn(["tools", firstDocumented, "origin"], "upstream");
    expect(() => parseManifest(doc.toString(), "spec/content.yaml")).toThrow(
      new RegExp(
        `^spec/content\\.yaml:\\d+:\\d+ \\$\\.tools\\[${firstDocumented}\\]: missing required key "reason"$`,
        "m",
      ),
    );
  });

  it("origin: upstream without a reason is refused by the schema, with its position", () => {
    const doc = parseYaml(content.text);
    doc.setIn(["tools", firstDocumented, "params", 0, "origin"], "upstream");
    expect(() => parseManifest(doc.toString(), "spec/content.yaml")).toThrow(ManifestError);
    try {
      parseManifest(doc.toString(), "spec/content.yaml");
    } catch (error) {
      expect((error as Error).message).toMatch(
        new RegExp(
          `^spec/content\\.yaml:\\d+:\\d+ \\$\\.tools\\[${firstDocumented}\\]\\.params\\[0\\]: missing required key "reason" \\(needed with "origin"\\)$`,
          "m",
        ),
      );
    }
  });
});
