// What a request asks through a phrase around its verb and its nouns: a word inside a file name names no resource.
import { definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/facts.js";
import { requestShape } from "../runtime/src/search/grammar.js";
import { mentions } from "../runtime/src/search/vocabulary.js";

describe("a file name", () => {
  it("names no resource by a word before its extension", () => {
    for (const d of definitions) {
      const last = toolFacts(d).resource.split(" ").at(-1)!;
      const found = mentions(`open ${last}.docx now`);
      expect(
        found.filter((m) => m.start === 5),
        `${last}.docx`,
      ).toEqual([]);
    }
  });

  it("keeps the item the request acts on: the watermark off report.pdf, not a report", () => {
    expect(requestShape("take the watermark off report.pdf, file 7712").nouns.map((m) => m.noun)).not.toContain(
      toolFacts(definitions.find((d) => /report/.test(toolFacts(d).resource))!).resource,
    );
  });
});
