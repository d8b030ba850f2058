// Upstream facts: where Box does what a reader would not assume, the manifest marks it (`upstreamFacts`), the
// description states it, and check-docs lists it as deliberate rather than a difference.
import { definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { checkDocs } from "../generator/docs/check.js";
import { CONTENT, DOCS, manifests } from "./support/docs.js";

const content = manifests.find((m) => m.manifest.toolkit.document === CONTENT)!;
const marked = content.manifest.tools.filter((t) => t.upstreamFacts?.length);

describe("upstream facts", () => {
  it("are marked on some tools (GetFileVersionHistory's previous versions, the root folder '0')", () => {
    expect(marked.length).toBeGreaterThan(0);
  });

  it.each(marked.map((t) => [t.name, t] as const))("%s states each of its facts after its summary", (name, tool) => {
    const description = definitions.find((d) => d.name === name)!.description;
    const summaryEnd = description.indexOf(". ") + 2;
    for (const { fact } of tool.upstreamFacts!) expect(description.slice(summaryEnd)).toContain(fact);
  });

  it("are notes of check-docs, with their position and source, not differences", () => {
    const report = checkDocs(DOCS, manifests);
    for (const tool of marked) {
      for (const { fact, source } of tool.upstreamFacts!) {
        const note = report.lines.find((l) => l.startsWith("  note: ") && l.includes(`"${fact}"`));
        expect(note).toMatch(new RegExp(`^  note: spec/content\\.yaml:\\d+ ${tool.name}: upstream fact`));
        expect(note).toContain(source);
      }
    }
    expect(report.differences).toBe(0);
  });
});
