// What a request quotes, and a word of its own that holds a verb, name things: neither is an act of the request. A
// verb after the conjunction joining its clause is one.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { placeTerms } from "../runtime/src/search/request/clauses.js";
import { firstKind } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });

describe("a quoted stretch", () => {
  it("is a name or a text, never an act of the request", () => {
    // (Saying is how the comment is made; reviewing is the comment's text.)
    const asked = requestShape('add a comment on file 5 saying "please review slide 12"').asked;
    expect(asked).toContain("create");
    expect(asked).not.toContain("read");
    expect(requestShape("rename file 5 to 'Q3 update - final'").asked).toEqual(["rename"]);
    expect(requestShape('find the deck called "board update"').asked).toEqual(["read"]);
  });

  it("beside a noun is that item's name: a resource's word or a number in it names no item of its own", () => {
    const query = 'how big is the "Press Photos 2023" folder';
    const shape = requestShape(query);
    expect([shape.object, shape.nouns.length]).toEqual([requestShape("how big is the folder").object, 1]);
    const hit = kit.searchTools(query)[0]!.name;
    const facts = toolFacts(definitions.find((d) => d.name === hit)!);
    expect(facts.parent ?? facts.resource).toBe("folder");
  });

  it("beside an item's noun, has no word to search for: a resource's word in it ranks as any other name would", () => {
    const events = kit.searchTools("show me the events")[0]!.name;
    for (const query of [
      'show me what\'s in the folder "Events 2023"',
      'The folder "Events 2023 (copy)" is a duplicate somebody made by accident. Delete it.',
    ]) {
      const hits = kit.searchTools(query).map((h) => h.name);
      expect(hits[0], query).toBe(kit.searchTools(query.replace("Events", "Harbour"))[0]!.name);
      expect(hits.slice(0, 3), query).not.toContain(events);
    }
    // (A word said outside the name too is still searched.)
    expect(kit.searchTools('show the events for folder "Events"')[0]?.name).toBe(events);
  });

  it("says no trash by a word of the trash in it: the item is where it is, unless the trash is said outside", () => {
    const trashed = (name: string | undefined) =>
      name !== undefined && toolFacts(definitions.find((d) => d.name === name)!).qualifiers.includes("trashed");
    for (const [query, plain] of [
      ['delete the file "Old bin schedule.pdf"', 'delete the file "Old schedule.pdf"'],
      ['what is in the folder "Trash Pickup Routes"', 'what is in the folder "Pickup Routes"'],
      ['delete the task on "Bin 7 Moisture Log"', 'delete the task on "Moisture Log"'],
      [
        'The task "Recheck bin 7 readings" on the Moisture Log should be deleted.',
        'The task "Recheck readings" on the Moisture Log should be deleted.',
      ],
    ]) {
      const first = kit.searchTools(query!)[0]?.name;
      expect(first, query).toBe(kit.searchTools(plain!)[0]?.name);
      expect(trashed(first), query).toBe(false);
    }
    expect(trashed(kit.searchTools('delete the file "Old schedule.pdf" from the trash')[0]?.name)).toBe(true);
    // (An apostrophe in a word opens no quote, whatever its case: "I'd", "DANA'S".)
    for (const query of [
      "I'd like to permanently delete the trashed copy of the interns' rota",
      "DELETE DANA'S OLD FILES FROM THE TRASH, THEY'RE USELESS",
    ])
      expect(trashed(kit.searchTools(query)[0]?.name), query).toBe(true);
  });

  it("after a noun that says what the item is, is that item's name: the verb acts on it directly", () => {
    const plain = kit.searchTools('delete "slate_count.xlsx"')[0]!.name;
    for (const query of [
      'Can you delete the duplicate "slate_count_final_FINAL (1).xlsx"?',
      'delete the draft "slate_count.xlsx"',
    ]) {
      expect(requestShape(query).target, query).toBe(requestShape('delete "slate_count.xlsx"').target);
      expect(kit.searchTools(query)[0]?.name, query).toBe(plain);
    }
  });

  it("of a file's name after a noun and the preposition that ties them is the file that noun is of", () => {
    // (The file is the item the noun is of, not the object: the access asked is the file's, not a hub's.)
    const access = kit.searchTools("who has access to file 5")[0]!.name;
    for (const query of [
      'Who has access to "Allergen_Matrix_v12.xlsx"?',
      "who has access to Allergen_Matrix_v12.xlsx",
      "who has access to the NDA - Brightwater.pdf",
    ]) {
      const shape = requestShape(query, [...new Set(definitions.map((d) => toolFacts(d).resource))]);
      expect(
        shape.nouns.map((n) => n.noun),
        query,
      ).toContain(requestShape("file 5").object);
      expect(kit.searchTools(query)[0]?.name, query).toBe(access);
    }
    // (Unquoted, its words before the extension's may be several: the link is the file's, not a folder's.)
    const link = kit.searchTools("show me the shared link on file 5")[0]!.name;
    for (const query of [
      "show me the shared link on NDA - Brightwater.pdf",
      "has the shared link on the NDA - Brightwater.pdf been accessed?",
    ])
      expect(kit.searchTools(query)[0]?.name, query).toBe(link);
  });

  it("right after a noun, as its own name, leaves the item after it the one the noun is on", () => {
    const query =
      'Who created the task "Check context numbers against register" on Brackenfield_context_register.xlsx?';
    // (The tasks on that file are listed first: the one named is found among them.)
    expect(kit.searchTools(query)[0]?.name).toBe(kit.searchTools("list the tasks on file 5")[0]?.name);
  });

  it("naming a file of several words before the place it is in, is what the verb acts on: the file goes, not the place", () => {
    for (const query of [
      'Delete "Budget March.xlsx" from the Admin folder.',
      'delete "Volunteer Signups OLD.xlsx" from the Volunteers folder',
      // (The place given by its id too.)
      'delete "Budget March.xlsx" from folder 5',
      // (After the verb's last word, "of", as after the verb: "get rid of …".)
      'get rid of "Fee Schedule.pdf" in the Front Desk folder',
      'get rid of all the duplicate copies of "Fee Schedule.pdf" in folder 5',
      // (Or the passive's subject, whatever the closing quotation mark leaves after its extension.)
      'the old "Brand Guidelines 2022.pdf" should be removed from the Wholesale folder',
      '"Budget March.xlsx" should be deleted from folder 5',
    ]) {
      expect(requestShape(query).object, query).toBe("file");
      const hit = definitions.find((d) => d.name === kit.searchTools(query)[0]!.name)!;
      expect([toolFacts(hit).resource, hit.annotations.destructiveHint], query).toEqual(["file", true]);
    }
  });

  it("is no passive's subject where the passive keeps it: the place named after is what goes", () => {
    for (const query of [
      '"Q3 Forecast.xlsx" should be kept, delete the Drafts folder',
      '"Q3 Forecast.xlsx" should be left alone, delete folder 88',
    ])
      expect(firstKind(kit, query), query).toEqual({ action: "destroy", resource: "folder" });
  });

  it("holds its marks: a dash or a comma inside it ends none of the request's clauses", () => {
    const query = 'the "TEST - ignore" folder in Templates can be deleted';
    const plain = query.replace(" - ", " ");
    expect(requestShape(query).asked).toEqual(requestShape(plain).asked);
    expect(requestShape(query).asked).toContain("delete");
    expect(kit.searchTools(query)[0]?.name).toBe(kit.searchTools(plain)[0]?.name);
    // (Nor a comma, after a word or after an owner's "'s".)
    for (const said of [`the "test, keep" folder can be deleted`, `remove "dana's, sam's" folder`])
      expect(new Set(placeTerms(said).map((p) => p.clause)).size, said).toBe(1);
  });

  it("negates nothing: a 'not' inside it leaves the request's act asked", () => {
    for (const query of [
      'The "Test Group Do Not Use" group should be deleted.',
      'delete the folder "Don\'t touch - old scans"',
      'remove the "Never Used" tag template',
      // (Nor a "nothing" right after the verb, nor a name of one negating word.)
      'delete "Nothing Here" folder',
      'the "Nobody" group should be deleted',
      'the group "Nobody" should be deleted',
      'delete "None" folder',
      'the folder named "Not" should be deleted',
      'the comment that says "don\'t delete" should be deleted',
    ]) {
      const plain = query.replace(/"[^"]*"/, '"Interns"');
      expect(requestShape(query).asked, query).toEqual(requestShape(plain).asked);
      expect(requestShape(query).asked, query).toContain("delete");
      expect(kit.searchTools(query)[0]?.name, query).toBe(kit.searchTools(plain)[0]?.name);
    }
    // (Outside it, a 'not' still negates; and so does one it stresses, before the verb.)
    for (const query of [
      'don\'t delete the "Old" folder',
      'do "not" delete the Marketing folder',
      "please 'don't' remove the legal hold policy called Kessler",
      'you must "never" delete legal hold policy 3',
      'delete "none" of the comments on file 5',
      'remove "nobody" from folder 5',
      // (Of several words, or apart from the verb.)
      'please "do not" delete the Legal folder',
      'Sam, "please don\'t" delete folder 5',
      'do "not" under any circumstances delete folder 5',
      'folder 5 is "not" to be deleted',
    ])
      expect(requestShape(query).asked, query).not.toContain("delete");
  });

  it("of a file's name of several words, is the file a thing is taken off or is on", () => {
    const off = kit.searchTools('remove the legal hold from "emails.pdf"')[0]!.name;
    for (const query of [
      'Remove the legal hold from "Harbor Street Bakery dispute - emails.pdf" only, leave the rest of the hold in place.',
      'remove the legal hold from "dispute emails.pdf"',
      'remove the legal hold on "Harbor Street dispute - emails.pdf"',
    ]) {
      expect(
        requestShape(query).nouns.map((n) => n.noun),
        query,
      ).toContain("file");
      expect(kit.searchTools(query)[0]?.name, query).toBe(off);
    }
    // (Whatever other item the request names; not where a kind's word after the name says it names that kind.)
    const person = kit.searchTools('remove Dana from "Site Plan.pdf"')[0]!.name;
    for (const query of [
      'remove Dana from "Site Plan.pdf" in the Reviews folder',
      'Take Dana off "Site Plan.pdf" but leave her on the rest of the folder.',
    ]) {
      expect(requestShape(query).container, query).toBe("file");
      expect(kit.searchTools(query)[0]?.name, query).toBe(person);
    }
    expect(requestShape('remove the group from "Old Q3.pdf" folder').container).toBe("folder");
  });

  it("ends at its closing quote: an act after it is the request's", () => {
    expect(requestShape('the file "budget" should be deleted').asked).toEqual(["delete"]);
    // (A stop after the closing mark ends the clause, whatever the quotation holds.)
    expect(requestShape('the files ending in "(1)", get rid of them').asked).toEqual(["delete"]);
    expect(requestShape("it's file 5: delete it").asked).toEqual(["delete"]);
  });
});

describe("a word of its own whose stem is a verb", () => {
  it("asks nothing its stem would: 'research' is no search", () => {
    expect(requestShape("create a barrier between the sales and research groups").asked).toEqual(["create"]);
  });
});

describe("a verb after the conjunction that joins its clause", () => {
  it("opens the clause: 'list webhooks and drop webhook 5' deletes", () => {
    const [first] = kit.searchTools("list webhooks and drop webhook 5");
    expect(definitions.find((d) => d.name === first!.name)!.annotations.destructiveHint, first!.name).toBe(true);
  });
});

describe("a file's name of several words in quotation marks", () => {
  it("is the file, whole: no word of it is a person taken out of the place it is in", () => {
    const query = 'Delete "Pest monitoring log Q3 - COPY.xlsx" from the Conservation folder';
    expect(requestShape(query).object).toBe("file");
    expect(firstKind(kit, query)).toEqual({ action: "destroy", resource: "file" });
  });

  it("is said of a thing after a preposition, past its opening mark: 'it' stands for that thing", () => {
    const query = 'That task on "Object list - Deep Time.xlsx" is done, please delete it.';
    expect(firstKind(kit, query)).toEqual(firstKind(kit, "That task on list.xlsx is done, please delete it."));
    expect(firstKind(kit, query)?.resource).toBe("task");
    // (Its mark may be a single quotation mark.)
    const single = "the task on 'Board pack March.pdf' is done, delete it";
    expect(firstKind(kit, single)).toEqual(firstKind(kit, query));
  });

  it("is the file a thing is said to be on, past its opening mark, where a passive acts on that thing", () => {
    const query = 'the hold on "Smith brief.pdf" should be removed';
    expect(firstKind(kit, query)).toEqual(firstKind(kit, 'remove the legal hold on "Smith brief.pdf"'));
  });

  it("is the file, whole, where another item is given by its id", () => {
    const query = 'delete "Tom Baker contract.pdf" from folder 5';
    expect(firstKind(kit, query)).toEqual({ action: "destroy", resource: "file" });
  });
});
