// A role given someone or taken from them (a collaboration's editor, viewer, previewer; a user's co-admin), which the
// kit's tools neither give nor change: they read collaborations and remove them. Such a request gets nothing however
// the giving is said; reads of who holds a role, and removals of a person said as one, keep their tools. The
// collaboration is the vocabulary's noun for a collaborator, its tools the manifest's derived facts.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { mentions } from "../runtime/src/search/words/vocabulary.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = new Map(definitions.map((d) => [d.name, toolFacts(d)]));
const destructive = new Set(definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));
const collaboration = mentions("the collaborators")[0]!.noun;

describe("a role given someone, said with no word of giving", () => {
  it("gets nothing: no tool makes a collaboration", () => {
    for (const request of [
      "would you mind sharing folder 7 with the auditor, kim@example.org, as viewer?",
      "could you collaborate dana@example.org on folder 7 as an uploader",
      "the auditor needs folder 7 shared with her, kim@example.org, editor only",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("still reads a place's collaborations of a role, said with no one to give it to", () => {
    for (const request of ["folder 7 collaborators, viewers only", "collaborations on folder 7 as viewer"]) {
      const [first] = kit.searchTools(request);
      expect(destructive.has(first!.name), request).toBe(false);
      expect(facts.get(first!.name)!.resource, request).toBe(collaboration);
    }
  });

  it("still reads collaborations of a place where someone is said as one", () => {
    // (A level of access said bare after "has" is that access.)
    for (const request of [
      "who has edit access to folder 7",
      "who has edit on the grants master spreadsheet",
      "does Claire still have edit on the finance agreements?",
    ]) {
      const [first] = kit.searchTools(request);
      expect(destructive.has(first!.name), request).toBe(false);
      expect(facts.get(first!.name)!.resource, request).toBe(collaboration);
    }
  });
});

describe("a role taken from someone who keeps the rest", () => {
  it("gets nothing: the change of role is no removal, and no tool changes one", () => {
    for (const request of [
      "take the edit rights off the design team on folder 7, they keep view",
      "strip co-admin rights from user 5",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("still removes a person said as one, or their access", () => {
    for (const request of [
      "remove kim@example.org as an editor from folder 7",
      "revoke dana's edit access to folder 7",
      "remove his editor access to folder 7",
      "remove all editor access on folder 7",
      "remove the viewer access from the Dailies folder",
    ]) {
      const [first] = kit.searchTools(request);
      expect(destructive.has(first!.name), request).toBe(true);
      expect(facts.get(first!.name)!.resource, request).toBe(collaboration);
    }
  });
});

describe("access given by other words", () => {
  it.each([
    "invite lee@example.org to folder 7 but let them only preview",
    "how do I get access to folder 7",
    "give everyone in Night Desk upload access to folder 7",
  ])("gets nothing for what someone is let do, access got or given to many: %s", (request) => {
    expect(kit.searchTools(request)).toEqual([]);
  });

  it("reads no act in a word of an email address", () => {
    expect(requestShape("invite review@example.org to folder 7").asked).not.toContain("read");
  });
});

describe("a role said as a part of an item ('the co-owners of folder 7')", () => {
  const folder = mentions("folder 7")[0]!.noun;
  it("is those who hold it there: the item's collaborations, read or removed", () => {
    for (const request of [
      "who is the co-owner on the production schedules folder?",
      "who are the co-owners of folder 7?",
      "list the editors on folder 7",
      // (Many holders may be said to be for it.)
      "who are the viewers for folder 7",
    ])
      expect(facts.get(kit.searchTools(request)[0]!.name), request).toMatchObject({
        resource: collaboration,
        parent: folder,
      });
    for (const request of ["remove the co-owners from folder 7", "kick the viewers off folder 7"]) {
      const removal = kit.searchTools(request)[0]!.name;
      expect([facts.get(removal)!.resource, destructive.has(removal)], request).toEqual([collaboration, true]);
    }
  });

  it("is not a role someone is to have, nor a program's word", () => {
    for (const request of [
      "Ana will be an editor on folder 7 from Monday",
      "the viewer for file 7 is broken",
      "the viewer in Chrome doesn't open file 7",
      "remove the editors in the meeting then delete folder 7",
    ])
      expect(facts.get(kit.searchTools(request)[0]!.name)!.resource, request).not.toBe(collaboration);
  });

  it("is not a role whose word names a field of the item's record: the owner is the folder's own", () => {
    const first = facts.get(kit.searchTools("who is the owner of folder 7?")[0]!.name)!;
    expect(first.resource).toBe(folder);
  });
});
