// What is asked of an item named without its id, or of one whose deletion is only supposed: the item as it is, read by
// its own tools or found by browsing, not a tool that cannot take it (the trash's reads, an item not said deleted).
// Tools are told apart by their derived facts, never by name.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const first = (query: string) => toolFacts(firstHit(kit, query)!);

describe("an item whose deletion a question only supposes", () => {
  it("is no trashed item: the verb framing the question speaks of no trash", () => {
    for (const query of [
      "what would happen if I deleted the Pinewood 2020 folder? would anything break",
      "what would happen if I deleted folder 8812? does anything depend on it?",
    ]) {
      expect(requestShape(query).framing, query).toContain("deleted");
      const facts = first(query);
      expect([facts.qualifiers.includes("trashed"), facts.parent ?? facts.resource], query).toEqual([false, "folder"]);
    }
  });
});

describe("an item whose deletion a clause puts off until after what is asked", () => {
  it("is still there: the deletion's verb only says when, and no trashed item's read comes first", () => {
    const query =
      "Before I delete the old Harwick Survey folder, can you tell me how big it is and who touched it lately?";
    expect(requestShape(query).framing).toContain("delete");
    const facts = first(query);
    expect([facts.qualifiers.includes("trashed"), facts.parent ?? facts.resource]).toEqual([false, "folder"]);
    // (A deletion asked is no such clause: "delete folder 5 before friday".)
    expect(requestShape("delete folder 5 before friday").framing).not.toContain("delete");
  });

  it("needs a subject or a gerund: after a time or an event, the deletion is the request's own", () => {
    expect(requestShape("before we delete the Staging folder, who owns it?").framing).toContain("delete");
    expect(requestShape("before deleting it, who can see file 7?").framing).toContain("deleting");
    for (const query of [
      "before Thursday please delete the Staging folder",
      "before the board meeting delete the draft minutes",
    ])
      expect(requestShape(query).framing, query).not.toContain("delete");
  });
});

describe("the trash said in capitals", () => {
  it("is still the trash, though the words may be read as a name framing the question", () => {
    const query = "WHICH FILES IN MY TRASH ARE OLDER THAN A MONTH? DON'T DELETE ANYTHING, JUST LIST THEM";
    expect(first(query).qualifiers).toContain("trashed");
  });
});
