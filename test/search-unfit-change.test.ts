// A change or a setting the kit has no tool for gets no hit, however the request puts it: an account's setting asked
// again in a later clause, an item taken out of a container whose items no tool removes, an imperative before a colon,
// an act turned off or required, one kept from people, a field named with its value in quotes. The reads and narrow
// deletions beside each keep their tools. Tool facts come from the manifest's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = new Map(definitions.map((d) => [d.name, toolFacts(d)]));
const groups = new Map(definitions.map((d) => [d.name, d.group]));
const first = (request: string) => facts.get(kit.searchTools(request)[0]?.name ?? "");
const firstGroup = (request: string) => groups.get(kit.searchTools(request)[0]?.name ?? "");

describe("a setting of the whole account asked of in more than one clause", () => {
  it("gets nothing when a later clause asks what the setting allows", () => {
    for (const request of [
      "what is the organisation's setting for public links — can guests make them?",
      "tell me our company settings for shared links, can staff create open ones?",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("gets nothing when the thing set is said with the noun it modifies", () => {
    expect(kit.searchTools("what is the company's setting for public link access")).toEqual([]);
  });

  it("still reads the thing on the one item the setting's own clause names", () => {
    const hit = first("what are the organisation settings for the watermark on file 31, is it on?");
    expect(hit).toBeDefined();
    expect(hit).toEqual(first("show the watermark on file 31"));
  });
});

describe("an item taken out of a container whose items no tool removes", () => {
  it("gets nothing when the item is said by its name and the word item", () => {
    for (const request of [
      "take the 'Brand Guide' item out of the Partners hub",
      'remove the "Launch FAQ" item from hub 42',
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("still removes a person from the container, not the container", () => {
    const hit = first("remove Priya from hub 42");
    expect(firstGroup("remove Priya from hub 42")).toBe("deletion");
    expect(hit?.resource).not.toBe("hub");
  });
});

describe("an imperative the tagger reads as a heading before a colon", () => {
  it("asks its act when a preposition places its object", () => {
    const request = "set metadata on file 4410: region North, owner Finance";
    expect(requestShape(request).asked).toEqual(["edit"]);
    expect(kit.searchTools(request)).toEqual([]);
  });

  it("leaves a heading of nouns a heading", () => {
    expect(requestShape("review list: which files in the trash are older than a month").asked).toEqual(["read"]);
  });
});

describe("an act the request turns off, requires or keeps people from", () => {
  it("reads the act after a phrasal verb's particle as its object", () => {
    const request = "turn off download on the shared link for file 5";
    expect(requestShape(request).asked).toEqual(["edit"]);
    expect(kit.searchTools(request)).toEqual([]);
    expect(firstGroup("download file 5")).toBe("retrieval");
  });

  it("gets nothing for a condition required of an item or its users", () => {
    for (const request of [
      "require a password on the shared link for folder 5",
      "we should require guests to sign in before they open the Tender folder",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
    // (Whether an item requires it is read.)
    const hit = first("does the shared link on file 5 require a password?");
    expect(hit).toBeDefined();
    expect(hit).toEqual(first("show the shared link on file 5"));
  });

  it("gets nothing for keeping people a longer phrase names from an act", () => {
    const request = "stop the guests on the Board folder from sharing its files";
    expect(requestShape(request).asked).toEqual(["lock"]);
    expect(kit.searchTools(request)).toEqual([]);
  });
});

describe("a field of an item named with its value in quotes", () => {
  it("gets nothing for its removal, as without the value", () => {
    for (const request of ['remove the "Draft only" description from folder 5', "remove the description from folder 5"])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("still removes a part some tool removes, its value in quotes", () => {
    const hit = first("remove the 'Confidential' watermark from folder 5");
    expect(hit).toBeDefined();
    expect(hit).toEqual(first("remove the watermark from folder 5"));
  });
});

describe("a phrase of an act whose first word heads a noun phrase ('the shared link on … is open to …')", () => {
  it("is no act: a link said to be open, then taken off, gets nothing where no tool removes it", () => {
    const request = "the shared link on file 5 is open to anyone, remove it please";
    expect(requestShape(request).asked).toEqual(["delete"]);
    expect(kit.searchTools(request)).toEqual(kit.searchTools("remove the shared link on file 5"));
    // (Least of all the file's deletion.)
    const deletion = kit.searchTools("delete file 5")[0]!.name;
    expect(kit.searchTools(request).map((h) => h.name)).not.toContain(deletion);
    // (Said as a verb it is still the act: "link the shared folder to …".)
    expect(requestShape("link the shared folder to the Sales hub").asked).toEqual(["create"]);
  });
});
