// Which thing a request lists or reads: the head noun of what it asks and the item that owns it ("the tasks on the
// budget file", "the classification label on the Lease"), against each tool's resource and parent, not a neighbouring
// kind (the task's assignments, the enterprise's classifications, a file version's holds, the folder listing that
// finds the file).
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { synonymTerms } from "../runtime/src/search/words/synonyms.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const first = (query: string) => {
  const hit = firstHit(kit, query);
  return hit && toolFacts(hit);
};

describe("a state said of the things a question asks which of, on an item", () => {
  it("is no item they are on: the item's own listing of them answers, not their assignments", () => {
    for (const query of [
      "which tasks are still open on the Onboarding Checklist file?",
      "what tasks are open on the Q4 forecast spreadsheet",
    ]) {
      expect(requestShape(query).linked).toBeUndefined();
      expect(first(query)).toMatchObject({ action: "list", resource: "task", parent: "file" });
    }
  });

  it("is no search of every such thing when the item is said by its name alone or as someone's, past a state", () => {
    for (const [query, resource] of [
      ["what tasks are still open on the Q2 board pack", "task"],
      ["show me any comments left on the wave tank booking calendar", "comment"],
      // (Or as someone's: "Mei Lin's thesis chapter" is a file.)
      ["what's the latest comment on Mei Lin's thesis chapter 3?", "comment"],
    ] as const) {
      expect(kit.nothingFits(query), query).toBeUndefined();
      expect(first(query), query).toMatchObject({ action: "list", resource, parent: "file" });
    }
  });
});

describe("the item a part is said on, after the part's whole phrase", () => {
  it("reads the part of that item past a second word of the part's noun and a copula", () => {
    expect(first("which classification label is on the Northwind vendor contract")).toMatchObject({
      resource: "security classification",
      parent: "file",
    });
    // (Or before it, asked whether it has the part: "check whether "Pet_List.xlsx" has a classification".)
    expect(first('check whether "Pet_Owner_Contact_List.xlsx" has a classification applied')).toMatchObject({
      resource: "security classification",
      parent: "file",
    });
    expect(first("list the collaboration invitations for the Design Review folder")).toMatchObject({
      resource: "collaboration",
      parent: "folder",
    });
  });

  it("reads a file's name with its extension as that item's name", () => {
    expect(first("what classification label is on payroll_2024.xlsx")).toMatchObject({
      resource: "security classification",
      parent: "file",
    });
  });
});

describe("a kind said on another item the request speaks of nowhere", () => {
  it("is no answer for the kind itself: the kind's own tools come before it", () => {
    const query = "is the Harbour Lease under a legal hold?";
    const object = requestShape(query).object!;
    const byName = new Map(kit.definitions.map((d) => [d.name, d]));
    const hits = kit.searchTools(query, { limit: 4 }).map((m) => toolFacts(byName.get(m.name)!).resource);
    expect(hits.every((r) => r.startsWith(object))).toBe(true);
  });
});

describe("rights to act on an item", () => {
  it("are its access, as 'access' is: 'who has edit rights on the budget folder' asks its collaborations", () => {
    const access = requestShape("who has access to the training calendar").object;
    for (const query of ["Who's got edit rights on the training calendar?", "who has viewing rights on folder 5"]) {
      expect(requestShape(query).object, query).toBe(access);
      expect(first(query)?.resource, query).toBe(access);
      // (And its words are searched as access's are.)
      expect(synonymTerms(query), query).toContain(synonymTerms("access"));
    }
  });
});
