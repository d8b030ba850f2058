// Items sought by what they are, not by an id, across every folder: a kit with no search of its items finds them by
// browsing, its listing of a folder's items (from the root down) first, when what picks them out is a field of their
// own record (name, size, owner, metadata, classification, tags, dates). What they say inside, across the account, and
// an act told of them that another record holds, still get nothing. Tool names come from the manifest's derived facts.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = new Map(definitions.map((d) => [d.name, toolFacts(d)]));
const destructive = new Set(definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));
const first = (request: string) => facts.get(kit.searchTools(request)[0]?.name ?? "");
// The listing of a folder's items, read from its binding.
const folderItems = [...facts.values()].find(
  (f) => f.action === "list" && f.resource === "item" && f.parent === "folder",
);

describe("a folder's tree", () => {
  it("is what is in it, read from the listing of its items", () => {
    for (const request of [
      "Please show the folder tree two levels deep under Sites",
      "Show me the folder tree under Fleet Maintenance, two levels deep",
    ])
      expect(first(request), request).toEqual(folderItems);
  });
});

describe("items sought across every folder by what their records show", () => {
  it("reads the listing of a folder's items first", () => {
    expect(folderItems).toBeDefined();
    for (const request of [
      // (By a term in their name, and a date their record holds.)
      'find every spreadsheet with "rota" in the name changed this month',
      'look for all files with "minutes" in the name modified since April',
      // (Or the act that made them, which their record holds as their creation.)
      'Find any PDFs with "EHO" in the name uploaded this year',
      // (By a part their record holds: metadata, a classification, tags.)
      "find all files where the metadata field Region is North",
      "search for files tagged with project Heron",
      // (By their owner, or by size across the whole account.)
      "find all the files owned by Imogen",
      "show me the fifty biggest files in our whole company",
      // (Every one said in the singular, the account no place of their own.)
      "list every file in our account that's bigger than 1GB",
      // (Or one picked out of them all by its size: only their listing tells which.)
      "what's the biggest file in our account",
      // (A question of how many.)
      "how many files across the organisation are classified Internal",
    ]) {
      expect(kit.searchTools(request), request).not.toEqual([]);
      expect(first(request), request).toEqual(folderItems);
    }
  });

  it("reads whatever is sought by a name as items: 'anything named …', 'everything with … in the name'", () => {
    for (const request of [
      "find anything named closeout",
      "search for everything with GDPR in the name",
      "is there something called 'Pricing 2025' in the Sales folder?",
      // (Or by another field a file's record holds, said as its own.)
      "search for anything with project code QLA-118 in its metadata",
      // (A statement after the question tells only what the asker knows: the person in it picks nothing out.)
      "Is there a file called Rota_Old.xlsx anywhere? Jonah needs it",
      // (Nor does an act it tells of as done: no search of the record of acts.)
      "Is there a file called Rota_Old.xlsx anywhere? Jonah swears he saved it on Thursday",
      // (Whether one is there by its name, with no place said: it is sought all the same.)
      "is there a file called rota.xlsx",
      "is there a spreadsheet called rota.xlsx",
    ]) {
      expect(kit.searchTools(request), request).not.toEqual([]);
      expect(first(request), request).toEqual(folderItems);
    }
    expect(kit.searchTools("find anything with GDPR in its contents")).toEqual([]);
    // (What anything says inside is no name, in capitals too.)
    expect(kit.searchTools("search for anything mentioning 'pipeline rupture'")).toEqual([]);
    const inside = 'find anything with "Heron" in the name or the content';
    for (const said of [inside, inside.toUpperCase()]) expect(kit.searchTools(said), said).toEqual([]);
  });

  it("reads 'stuff' as items, as 'files' is: the parts of the items a place's name says are served", () => {
    for (const said of ["files", "stuff"]) {
      const request = `list the tasks assigned to me across all the training wing ${said}`;
      expect(kit.searchTools(request), request).not.toEqual([]);
      expect(first(request), request).toMatchObject({ action: "list", resource: "task", parent: "file" });
    }
  });

  it("acts on one item picked out by a measure as on one: its download is the file's, not a zip of many", () => {
    const query = "download the biggest file in folder 20001";
    const shape = requestShape(query);
    const hit = first(query);
    expect([hit?.action, hit?.resource, hit?.scope]).toEqual([shape.verb, shape.object, "one"]);
  });

  it("still gets nothing for what they say inside, across the account", () => {
    for (const request of [
      "find every file containing the phrase 'pipeline rupture'",
      "search all my files for 'Heron'",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("still gets nothing when what picks them out is an act another record holds", () => {
    for (const request of [
      "find every file that's been shared with hotmail addresses",
      "list all folders shared with people outside the company",
    ])
      expect(kit.searchTools(request), request).toEqual([]);
  });

  it("never serves an act no tool does because its object is sought, nor puts a deletion first", () => {
    expect(kit.searchTools('move every file with "draft" in the name into the Archive folder')).toEqual([]);
    for (const request of [
      'find all files with "old" in the name, I want to delete them later',
      "list the 10 largest files in our account before I delete anything",
    ]) {
      const top = kit.searchTools(request)[0]?.name;
      expect(top, request).toBeDefined();
      expect(destructive.has(top!), request).toBe(false);
    }
  });
});
