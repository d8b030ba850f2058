// A search of the whole kit for things no tool lists across it, only within a container some tool lists every one of
// (a conversation's messages): the kit finds them by listing the containers and reading each one's listing. The
// listing is derived from the kit's definitions (scope.ts' within), never named.
import { createToolkit, definitions } from "@toolgen/messaging";
import { createToolkit as createContent } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { listsParts } from "../runtime/src/search/tools/part-listing.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const content = createContent({ accessToken: "unused" });

/** The listing of what the kit's people make (its one act that makes something: a message sent), read within the
 * containers the kit lists. */
function madeListing() {
  const scope = searchScope(definitions);
  const made = scope.made.map((m) => m.slice(m.indexOf(" ") + 1)).find((kind) => kind in scope.within);
  expect(made).toBeDefined();
  const listing = definitions.find((d) => listsParts(toolFacts(d)) === scope.within[made!]);
  expect(listing).toBeDefined();
  return listing!;
}

describe("a search for things the kit reads only within its containers", () => {
  it("reads the listing that finds them, where nothing fitted", () => {
    const listing = madeListing();
    for (const request of [
      "find the message where Tomas posted the revised shift rota",
      "any messages mentioning the Larkspur invoice this week?",
      "find the thread where we agreed on the venue for the retreat",
      'search slack for "boiler inspection" from last month',
      // (One told by what it says: its topic, no place said.)
      "find Lucy's message about the chimney pot enquiry from the bloke in Harrogate",
      "find the message about the new store opening dates",
    ])
      expect(firstHit(kit, request)?.name, request).toBe(listing.name);
  });

  it("reads a person's message sought by what it said as a message, not as the person's record", () => {
    const listing = madeListing();
    for (const request of ["search for Priya's question about the rota", "search for Tom's update on the move"])
      expect(firstHit(kit, request)?.name, request).toBe(listing.name);
  });

  it("reads one of them told by its topic, no id given, from that listing first ('the thread about …')", () => {
    const listing = madeListing();
    for (const request of [
      "show me the thread about the parking permits",
      "pull up the thread about the parking permits in #facilities",
    ])
      expect(firstHit(kit, request)?.name, request).toBe(listing.name);
  });

  it("reads a mention as a message: one that names someone", () => {
    const listing = madeListing();
    for (const request of ["any new mentions of me since friday?", "any fresh mentions?"])
      expect(firstHit(kit, request)?.name, request).toBe(listing.name);
  });

  it("is nothing where no container holds them, or the act is one no tool does", () => {
    for (const request of [
      "summarise the messages mentioning the Larkspur invoice",
      "pin the message where Tomas posted the revised shift rota",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
    // (A kit whose people make nothing it reads within containers searches nothing for a bare term.)
    expect(content.searchTools('search everything for "boiler inspection"')).toEqual([]);
  });
});
