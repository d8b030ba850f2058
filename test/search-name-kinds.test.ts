// An item named by words that end in a resource's word ("the customs declaration template"): what the request asks of
// it tells its kind. A part the tools read of files and never of that resource is a file's. The kinds and parts come
// from the kit's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { kindsHeld } from "../runtime/src/search/tools/fields.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = definitions.map(toolFacts);
const first = (query: string) => toolFacts(firstHit(kit, query)!);
const file = first("who owns the Q3 deck").resource;
/** The noun the request's last mention names as the grammar alone reads it (no kit's tools). */
const namedAs = (query: string) => requestShape(query).nouns.at(-1)!.noun;

describe("an item named by words ending in a resource's word", () => {
  it("is a file when the request asks a part of it that the tools read of files, not of that resource", () => {
    const query = "what comments are on the customs declaration template";
    const object = requestShape(query).object;
    const parents = facts.filter((f) => f.resource === object && f.scope === "part").map((f) => f.parent);
    expect(parents).toContain(file);
    expect(parents).not.toContain(namedAs(query));
    expect(first(query)).toMatchObject({ action: "list", resource: object, parent: file });
    // (Its word is a word of the name, none to search for: no tool on that resource follows.)
    const next = kit.searchTools(query).map((h) => toolFacts(definitions.find((d) => d.name === h.name)!).resource);
    expect(next.slice(0, 2)).not.toContain(namedAs(query));
  });

  it("stays that resource when it is named after the object, or the kit knows its own kind of the object", () => {
    // ("the metadata on the Invoice template": metadata of that template's kind.)
    const kin = "what metadata is on the Invoice template";
    expect(namedAs(kin).split(" ")).toContain(requestShape(kin).object);
    expect(requestShape(kin).related).toBe(namedAs(kin));
    expect(first(kin).parent).not.toBe(file);
    // ("who has access to the Partner portal": the hub's own collaborations, a resource of the kit's.)
    const own = "who has access to the Partner portal";
    const shape = requestShape(own);
    const resource = `${namedAs(own)} ${shape.object}`;
    expect(facts.some((f) => f.resource === resource)).toBe(true);
    expect(first(own).resource).toBe(resource);
    // ("the versions of the Acme retention policy": the tools read a policy's versions through its assignment.)
    const linked = "show the versions of the Acme retention policy";
    const reached = first(linked);
    expect(reached.parent).not.toBe(file);
    expect(`${reached.parent} ${reached.resource}`).toContain(namedAs(linked));
  });
});

describe("an item a resource's word names by its name as the subject of 'does … have' after the object", () => {
  it("is what the object is of: its part's listing comes first ('how many versions does the … deck have')", () => {
    const query = "how many versions does the Harbourside pitch deck have";
    const { object, related } = requestShape(query);
    expect(related).toBe(namedAs(query));
    expect(first(query)).toMatchObject({ action: "list", resource: object, scope: "part", parent: related });
  });
});

describe("an item named by its name alone as what a question asks whether it has the object", () => {
  it("is the item the object is of, of the kind the tools read the object by ('does the … grid have a shared link?')", () => {
    const query = "does the 2024 pricing grid have a public shared link?";
    const { object, related, owner } = requestShape(query);
    expect(query.slice(owner!.start, owner!.end)).toBe("2024 pricing grid");
    // (The grammar reads no kind into the name: the kit's tools tell it.)
    expect(related).toBeUndefined();
    // (The file read by its shared link: a qualifier that names the object.)
    const facts = first(query);
    expect([facts.action, facts.resource, facts.scope]).toEqual(["get", file, "one"]);
    expect(facts.qualifiers.flatMap((q) => requestShape(q).nouns.map((m) => m.noun))).toContain(object);
  });
});

describe("an item named by words a tagger reads oddly before its kind's word", () => {
  it("is named so though a gerund the tagger reads as a verb stands in its name ('the Finance onboarding checklist')", () => {
    for (const query of ["delete the Finance onboarding checklist", "delete the HR onboarding checklist"]) {
      expect(requestShape(query).target, query).toBe(file);
      // (The file's deletion, never a folder's.)
      expect(first(query), query).toMatchObject({ resource: file, scope: "one" });
    }
  });

  it("is named by its name though an adjective sorts a word for a kind of file ('the pricing spreadsheet')", () => {
    const query = "who locked the pricing spreadsheet?";
    expect(requestShape(query).byName).toContain(file);
    // (Its lock is a field of its own record, not a folder's lock.)
    expect(first(query)).toMatchObject({ action: "get", resource: file, scope: "one", qualifiers: [] });
    // (Not so before the kind's own noun: "the new file" is no name.)
    expect(requestShape("who owns the new file").byName).not.toContain(file);
  });

  it("is named by its name though a word of it between the determiner and its kind is tagged a verb", () => {
    const query = "what's the id of the Student Records folder";
    const { byName, object } = requestShape(query);
    expect(byName).toContain(object);
    // (Its id is what the listing that finds it gives.)
    expect(first(query)).toMatchObject({ action: "list", parent: object });
  });
});

describe("a part said to be of an item named by its name after a preposition", () => {
  it("is that item's, as when the item is named by its id: the name's words lead to its kind's word", () => {
    for (const query of ["give me the download link for file 5", "give me the download link for the audit report"])
      expect(requestShape(query).part, query).toMatchObject({ owner: file, by: "attached" });
  });
});

describe("a word that names a file only as a title's last word, said in the plural", () => {
  it("names files the request seeks by their name, found by browsing ('the monthly incident reports')", () => {
    for (const query of [
      "find all the situation reports from Sudan since April",
      "list the monthly incident reports",
    ]) {
      expect(requestShape(query), query).toMatchObject({ object: "file", count: "many" });
      expect(first(query), query).toMatchObject({ action: "list", resource: "item" });
    }
  });

  it("names a file by a document's genre, said in the singular ('the pharmacy manual', 'the grant agreement')", () => {
    const query = "who uploaded the newest pharmacy manual";
    expect(requestShape(query).object).toBe(file);
    // (The file's record or the listing that finds it, not the parts of an upload going on.)
    expect(first(query).resource).toBe(file);
    for (const query of ["summarise what the ECHO grant agreement obliges us to do", "download the Technogym invoice"])
      expect([requestShape(query).object, first(query).resource], query).toEqual([file, file]);
  });

  it("names a file by a working paper's kind ('the pricing sheet', 'the Q4 forecast')", () => {
    for (const query of ["when was the pricing sheet last edited and by who", "download the Q4 forecast"])
      expect([requestShape(query).object, first(query).resource], query).toEqual([file, file]);
    // (And a form to fill in: "the photo consent form" is one, found where it is kept; an upload form is a file
    // request.)
    const form =
      "Find the photo consent form Jordan mentioned — it should be in the volunteer induction pack somewhere.";
    expect(requestShape(form).byName).toContain(file);
    expect(first(form)).toEqual(first("find the Q4 forecast"));
    expect(first("delete the intake form").resource).not.toBe(file);
    // (And a plan: "the site plan" is a drawing's file, its record telling when it was uploaded; a storage plan is a
    // storage policy.)
    const plan = "when was the site plan last uploaded";
    expect([requestShape(plan).object, first(plan).resource]).toEqual([file, file]);
    expect(requestShape("what storage plans exist in the org").object).not.toBe(file);
    // (And a study or a finding set down: an appraisal, an assessment; sought though the asker cannot find it.)
    for (const query of [
      "is the Conservation Area appraisal somewhere? I can't find it",
      "download the fire risk assessment",
    ])
      expect([requestShape(query).object, first(query).resource], query).toEqual([file, file]);
    // (A rota is a roster, in British English.)
    expect(requestShape("who last edited the front-of-house rota?").object).toBe(file);
    // (And a record kept as a document: a catalogue, a register.)
    for (const query of ["who last edited the small finds catalogue?", "download the context register"])
      expect(requestShape(query).object, query).toBe(file);
    // (And a document's use: a pack, an agenda.)
    for (const query of ["when was the education pack last modified, and by whom?", "summarise the board agenda"])
      expect(requestShape(query).object, query).toBe(file);
    // (And papers, in either number: many of them are the files listed where they are kept.)
    for (const query of ["download the trustee paper", "which trustee papers are older than 6 years?"])
      expect(requestShape(query).object, query).toBe(file);
    // (A word for a file before the title says what it is of, a word of its name: "the photo register" is found where
    // it is kept, as any item named by its name.)
    const kept = "find the photo register";
    expect(requestShape(kept).byName, kept).toContain(file);
    expect(first(kept), kept).toEqual(first("find the Q4 forecast"));
  });

  it("names a file by a title after 'in' that a determiner opens, where nothing is said to be in it", () => {
    const finder = first("find the Q4 forecast");
    const barrierReport = namedAs("show me the barrier report");
    for (const query of [
      "What metadata has been filled in on the incident report for the walker?",
      "find the budget figures in the Q3 report",
      "check the dates in the annual report before I delete it",
    ]) {
      const nouns = requestShape(query).nouns.map((n) => n.noun);
      expect(nouns, query).toContain(file);
      expect(nouns, query).not.toContain(barrierReport);
    }
    // (A part of it asked is that file's; a finding seeks the file.)
    expect(first("What metadata has been filled in on the incident report for the walker?").parent).toBe(file);
    expect(first("find the budget figures in the Q3 report")).toEqual(finder);
    // ("In" with no determiner or before a plural says where things are, a place's name; so it does where items or
    // people are said to be in it, or what, anything, is.)
    for (const query of [
      "what's in Client Reports",
      "who is in the Tuesday roster",
      "what's in the incident report",
      "what’s in the incident report",
    ])
      expect(requestShape(query).object, query).not.toBe(file);
    expect(first("what documents are in the board pack")).toMatchObject({ action: "list", resource: "item" });
  });

  it("names none where another noun heads the name ('the Safety Reports folder'), nor in quotation marks", () => {
    for (const query of [
      "what groups have access to the Safety Reports folder",
      'what classification label is on "Adverse Reaction Reports Q1"?',
    ])
      expect(
        requestShape(query).nouns.map((n) => n.noun),
        query,
      ).not.toContain("file");
  });
});

describe("a thing's word said in a phrase that names the whole account", () => {
  it("only describes the account: 'our file storage account' names no file", () => {
    const query = "Who's the admin on our file storage account? need to ask about a storage limit";
    const file = first("download file 5").resource;
    expect(requestShape(query).nouns.map((n) => n.noun)).not.toContain(file);
    expect(first(query).resource).toBe(first("list the users in the company").resource);
    // (A thing said before a verb that says where it is stays: "what hubs exist in our account".)
    expect(requestShape("what hubs exist in our account").object).toBe(first("list the hubs").resource);
  });
});

describe("a word for people said right before an item's word", () => {
  it("says whom the item is for: the request asks of the item, found by browsing ('the staff handbook')", () => {
    const people = first("list the users in the company").resource;
    for (const query of ["who owns the staff handbook", "find the employee handbook and tell me when it was edited"]) {
      expect(
        requestShape(query).nouns.map((n) => n.noun),
        query,
      ).not.toContain(people);
      expect(first(query).resource, query).not.toBe(people);
    }
  });

  it("still names people as an owner's possessive or a plural ('the user's files', 'staff files')", () => {
    const people = first("list the users in the company").resource;
    for (const query of ["list the user's files in folder 5", "which employees files are in folder 5"])
      expect(
        requestShape(query).nouns.map((n) => n.noun),
        query,
      ).toContain(people);
  });
});

describe("people said after 'outside'", () => {
  it("only tell whom the request means, leaving them out: the item's access is asked, not the group", () => {
    const group = requestShape("list the members of the sales group").nouns.at(-1)!.noun;
    const access = first("who has access to folder 5");
    for (const query of [
      "Check whether anyone outside the team has access to the casualty photos folder",
      "does anyone outside of our group have access to the photos folder",
    ]) {
      expect(requestShape(query).object, query).not.toBe(group);
      expect(first(query), query).toEqual(access);
    }
  });
});

describe("a deletion of all the copies of an item named by its name", () => {
  it("deletes the copies' kind, though the tagger reads 'all' as a noun ('remove all the duplicate copies of …')", () => {
    const copies = "remove all the duplicate copies of the budget spreadsheet";
    expect(first(copies)).toMatchObject({ action: "delete", resource: file });
    for (const query of [`${copies}? keep the most recent`, `can you ${copies}? keep the most recent`])
      expect(first(query), query).toMatchObject({ action: "delete", resource: file });
  });
});

describe("a thing the kit's records say is a kind of one of its resources", () => {
  it("is that resource, by a flag named for the kind ('is_reply_comment': a reply is a comment)", () => {
    expect(kindsHeld({ comment: ["is_reply_comment", "message"] }, ["comment", "file"])).toEqual(
      new Map([["reply", "comment"]]),
    );
    // (A kit with a resource of its own for the kind keeps it.)
    expect(kindsHeld({ comment: ["is_reply_comment"] }, ["comment", "reply"]).size).toBe(0);
  });

  it("answers a deletion of a reply in a comment thread with the comments' deletion", () => {
    const comment = first("delete comment 4512");
    for (const query of [
      "Can you delete Sam's reply in the comment thread on the lamination SOP?",
      "delete the reply Sam left on comment 4512",
    ])
      expect(first(query), query).toEqual(comment);
  });

  it("is no thing of the kit's by the word said after 'called' or 'named' ('the folders named Archive')", () => {
    const folderItems = first("what's in folder 5");
    for (const query of ["find all folders named Archive", "find the folder called Archive"])
      expect(first(query), query).toMatchObject({ action: folderItems.action, resource: folderItems.resource });
  });

  it("is a file by a word for a document's genre that names nothing else, said alone ('the brochure')", () => {
    for (const query of ["who has the brochure been shared with", "what's the link to the brochure"]) {
      const hit = first(query);
      expect(hit.parent ?? hit.resource, query).toBe(file);
    }
  });
});
