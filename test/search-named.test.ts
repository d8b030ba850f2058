// Things a request names without their id: an item a listing finds ("the current terms of service", "the Archive
// folder"); and an item named by its id with fields of its record ("hub 19: title, description"). Resources come from
// the kit's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createChat, definitions as messaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { reachedBy, takesId, toolFacts } from "../runtime/src/search/tools/facts.js";
import { fieldsNamed, namesField, schemaFields } from "../runtime/src/search/tools/fields.js";
import type { JsonObject } from "../runtime/src/contract.js";
import { everyMention, ITEM_KINDS, mentions } from "../runtime/src/search/words/vocabulary.js";
import { PERSON } from "../runtime/src/search/request/persons.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { takesOtherIds } from "../runtime/src/search/ranking/ids.js";
import { rootedPaths } from "../runtime/src/search/request/query.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { firstHit } from "./support/first-hit.js";
import { toolFor } from "./support/spec.js";

const kit = createToolkit({ accessToken: "unused" });
const first = (query: string) => toolFacts(firstHit(kit, query)!);
/** The first hit reads one item's own record of `resource`: a plain get, no qualified read of it. */
const readsRecord = (query: string, resource: string | undefined) =>
  expect(first(query), query).toMatchObject({ action: "get", scope: "one", resource, qualifiers: [] });

describe("an item named without its id", () => {
  it("is found by a listing of its kind before a read of one item that needs the id", () => {
    const facts = first("show me the current terms of service");
    expect([facts.action, facts.scope]).toEqual(["list", "every"]);
    // (So when it names no kind the vocabulary knows: "residency zones".)
    const query = "what residency zones exist in the org";
    expect(requestShape(query).object).toBeUndefined();
    expect([first(query).action, first(query).scope]).toEqual(["list", "every"]);
    // Given its id, it is that one item's.
    expect(first("show me terms of service 7").scope).toBe("one");
  });

  it("needs no id where the binding takes none: the caller's own record, a Slack method (it takes a name too)", () => {
    const own = definitions.filter((d) => toolFacts(d).qualifiers.includes("authenticated"));
    expect(own.length).toBeGreaterThan(0);
    for (const d of [...own, ...messaging]) expect(takesId(d), d.name).toBe(false);
    expect(definitions.some(takesId)).toBe(true);
  });
});

describe("a person named by name alone", () => {
  it("is found as the kind the grammar reads them as, though no tool's words match the request's", () => {
    const chat = createChat({ accessToken: "unused" });
    for (const query of ["what's Marcus's title", "what's Dana's status"]) {
      const person = requestShape(query).nouns.find((m) => /^[A-Z]/.test(query.slice(m.start, m.end)));
      expect(person, query).toBeDefined();
      const first = chat.searchTools(query)[0];
      expect(first, query).toBeDefined();
      expect(toolFacts(messaging.find((d) => d.name === first!.name)!).resource, query).toBe(person!.noun);
    }
  });
  it("is found as that kind too when another word of the request matches some other tool's words", () => {
    const chat = createChat({ accessToken: "unused" });
    for (const query of ["what timezone is sam reyes in according to slack", "what's Marcus's slack title"]) {
      const person = requestShape(query).nouns.find((m) =>
        /^[a-z]+(?:'s| [a-z]+)?$/i.test(query.slice(m.start, m.end)),
      );
      expect(person, query).toBeDefined();
      const resources = chat
        .searchTools(query)
        .map((h) => toolFacts(messaging.find((d) => d.name === h.name)!).resource);
      expect(resources, query).toContain(person!.noun);
    }
  });

  it("is whom the request asks of, though the speaker is said in an aside ('…? I think she moved')", () => {
    const chat = createChat({ accessToken: "unused" });
    for (const query of [
      "what's Tomas's title? I think he got promoted",
      "what's on Lucia's profile, before I ping her",
    ]) {
      const shape = requestShape(query);
      expect([shape.firstPerson, shape.asideOnly], query).toEqual([true, true]);
      const facts = toolFacts(firstHit(chat, query)!);
      expect([facts.resource, facts.scope, facts.qualifiers], query).toEqual([PERSON, "one", []]);
    }
    // (Not when the speaker asks in that clause, nor in a later question or bidding, nor after a lead-in.)
    for (const query of [
      "what's my timezone? Lucia thinks it's wrong",
      "what's Lucia's timezone? and what's mine?",
      "Lucia says: please tell me my user ID",
      "Lucia wants to know: what's my title?",
    ])
      expect(requestShape(query).asideOnly, query).toBeUndefined();
  });
});

describe("a person said by a possessive pronoun", () => {
  it("owns the part said after it: that person's record is read, though no tool's words say the part", () => {
    const chat = createChat({ accessToken: "unused" });
    for (const query of ["what's her status", "what's his status say"]) {
      const part = requestShape(query).part;
      expect(part, query).toMatchObject({ word: "status", owner: PERSON, by: "possessed" });
      const first = chat.searchTools(query)[0];
      expect(first, query).toBeDefined();
      const facts = toolFacts(messaging.find((d) => d.name === first!.name)!);
      expect([facts.resource, facts.scope], query).toEqual([PERSON, "one"]);
    }
    // (A resource named after it is what it owns, no part: "her last few messages".)
    expect(requestShape("show me her last few messages there").part?.owner).not.toBe(PERSON);
  });
});

describe("a folder named by a word and a number", () => {
  it("is named by its name: the word is no resource, the number no id, and its items are listed", () => {
    const query = "how many files are in the Archive 2019 folder including subfolders";
    const word = everyMention("archive 2019")[0]!;
    expect(word).toBeDefined();
    const shape = requestShape(query);
    expect(shape.nouns.map((m) => m.noun)).not.toContain(word.noun);
    expect(shape.related).toBeDefined();
    expect([first(query).action, first(query).parent]).toEqual(["list", shape.related]);
  });

  it("has a resource's word for a word of its name, no word to search for: the folder's own tools come first", () => {
    const query = "don't delete anything, just tell me what could be removed from the Archive folder to free up space";
    // ("archive" names a resource of its own: everyMention.)
    expect(everyMention("archive")).toHaveLength(1);
    expect(requestShape(query).framing).toContain("archive");
    expect(first(query).parent ?? first(query).resource).toBe("folder");
    // (So in quotation marks, with a number: "the "Archive 2018" folder".)
    const quoted = 'what could I safely delete from the "Archive 2018" folder to free up space?';
    expect(requestShape(quoted).framing).toContain("archive");
    expect(first(quoted).resource).not.toBe(everyMention("archive")[0]!.noun);
  });
});

describe("a document named by a title written with capitals", () => {
  it("has a resource's word for a word of its title: the title names a file, the word no resource of its own", () => {
    const query = "Who's the owner of the Bereavement Group Schedule?";
    // (The same title with no resource's word in it ranks the same.)
    const plain = query.replace("Group", "Rota");
    expect(requestShape(plain).object).toBe("file");
    expect(requestShape(query).object).toBe(requestShape(plain).object);
    expect(requestShape(query).nouns.map((n) => n.noun)).not.toContain(requestShape("delete group 5").object);
    expect(kit.searchTools(query)[0]?.name).toBe(kit.searchTools(plain)[0]?.name);
  });
});

describe("a folder named by its path", () => {
  it("has names for words, even a resource's word in its last name: its items are listed", () => {
    const query = "list the subfolders of /Clients/Ashworth Group";
    const word = everyMention("group")[0]!;
    expect(word).toBeDefined();
    const shape = requestShape(query);
    expect(shape.nouns.map((m) => m.noun)).not.toContain(word.noun);
    expect(shape.byName).toContain(shape.object);
    expect([first(query).action, first(query).parent]).toEqual(["list", shape.object]);
    // (Not "the Acme folder" after a path: a kind of item.)
    expect(requestShape("what's in /Clients/Acme folder").nouns.map((m) => m.noun)).toEqual([shape.object]);
  });

  it("is a file's when its last name has an extension: the file's own part is read, not the folder's", () => {
    const folder = requestShape("list the subfolders of /Clients/Ashworth Group").object!;
    const file = requestShape("download budget.xlsx").byName[0]!;
    expect(file).not.toBe(folder);
    for (const [query, part] of [
      ["What metadata does /Callouts/2025/25-033_Scafell/incident_report.pdf have on it?", "metadata"],
      ["who can see /Finance/FY24/budget.xlsx", "collaboration"],
    ] as const) {
      expect(requestShape(query).byName, query).toEqual([file]);
      expect(first(query).parent, query).toBe(file);
      expect(first(query).resource, query).toContain(part);
      // (The same request of the folder that holds it reads the folder's.)
      const of = query.replace(/\/[^/\s]+\.(?:pdf|xlsx)/, "");
      expect(first(of).parent, of).toBe(folder);
    }
  });

  it("has no words to search for in a name written with capitals, unless every word of the request has one", () => {
    const query = "Read the Party Wall Award for Harbour Street and tell me the notice dates";
    expect(requestShape(query).framing).toEqual(expect.arrayContaining(["wall", "award"]));
    expect(ITEM_KINDS.has(first(query).parent ?? first(query).resource), query).toBe(true);
    // (A request in title case writes no name so: its words are read as in lower case.)
    const titled = "Take The Stamp Off Folder 902";
    expect(firstHit(kit, titled)?.name).toBe(firstHit(kit, titled.toLowerCase())?.name);
    expect(requestShape(titled).framing).toEqual(requestShape(titled.toLowerCase()).framing);
  });

  it("is named by name though a name in its path is a number: its items are listed first", () => {
    const folder = requestShape("list the subfolders of /Clients/Ashworth Group").object!;
    const query = "what's in /Projects/2024";
    expect(requestShape(query).byName).toContain(folder);
    expect([first(query).action, first(query).parent]).toEqual(["list", folder]);
  });
});

describe("a folder's path said without its leading slash", () => {
  it("is a path when a number follows its name: its items are listed first; a pair of words is none", () => {
    const folder = requestShape("list the subfolders of /Clients/Ashworth Group").object!;
    for (const query of [
      "which files in Archive/2019 has nobody opened in two years",
      "WHICH FILES IN ARCHIVE/2019 HAS NOBODY OPENED IN TWO YEARS",
    ])
      expect([first(query).action, first(query).parent], query).toEqual(["list", folder]);
    // (Nor is a name with a number in it: "COVID/19", "FY2023/24".)
    for (const words of [
      "give Sam view/edit and/or comment rights",
      "the 3/14 report",
      "download the COVID/19 guidelines file",
      "who owns the FY2023/24 budget file",
    ])
      expect(rootedPaths(words)).toBe(words);
  });
});

describe("a folder's path of names with capitals, or of names joined by '>'", () => {
  it("is a path: its items are listed first, though a name in it is a resource's word", () => {
    const folder = requestShape("list the subfolders of /Clients/Ashworth Group").object!;
    for (const query of [
      "what's inside Archive/Grants? only the first level",
      "what's inside Tender Docs/Submitted please",
      "show me everything in Archive > Groups > Retention > Drafts",
      "how many files sit in Sales > Regions > 2021",
      "WHAT'S INSIDE ARCHIVE/GRANTS? ONLY THE FIRST LEVEL",
      // (A name before a slash may have spaces in it; a name after one may have a number after its letters.)
      "list everything in /Season 2025-26/Programme Notes",
      "list everything in Finance/FY25",
      // (A number after a name's first word is a word of that name.)
      "Can you list everything in Season 2025-26/Subscription Series?",
      "list everything in March 2024/Invoices",
      // (A path typed with its leading slash in quotation marks is the whole quoted text.)
      'what\'s in "/HR/Leavers 2024"?',
    ])
      expect([first(query).action, first(query).parent], query).toEqual(["list", folder]);
    // (Names written with capitals on both sides of each ">" are a path wherever said, with no word of place before.)
    const seen = (query: string) => first(query).resource;
    expect(seen("Who can see Drain Levy > Ratepayer Queries")).toBe(seen("Who can see /Drain-Levy/Ratepayer-Queries"));
    expect(rootedPaths("who can see Drain Levy > Ratepayer Queries")).toBe("who can see /Drain-Levy/Ratepayer-Queries");
    // (A path with no word for its kind is a folder, as "folder 5" is: what is removed from it is its collaborator;
    // in quotation marks too. One ending in a file's name is a file's.)
    for (const query of [
      "remove the External Auditors group from Finance/FY24",
      'remove Sam from "/Finance/Payroll Team"',
    ])
      expect(first(query), query).toEqual(first("remove the External Auditors group from folder 20001"));
    expect(first('delete "/Projects/2023/old scan.docx"')).toEqual(first("delete file 5"));
    // (A name and a year in quotation marks, no slash typed before it, stays a name.)
    expect(rootedPaths('what is in "Archive/2019"')).toBe('what is in "Archive/2019"');
    // (Not a pair of words said elsewhere than right after a word of place, a comparison, nor a file's path.)
    for (const words of [
      "Read/write access for Sam",
      "the spring/summer catalogue",
      "files > 50 MB",
      "the list is in Ops/Leavers 2024.xlsx",
      "GIVE SAM VIEW/EDIT AND/OR COMMENT RIGHTS",
      "remove user 5 from the Sales/Marketing group",
      "which users are in the Sales/Marketing group",
      "delete the Read/Write collaboration on folder 5",
      "is the price > cost",
      "list collaborations where role > viewer",
      "is it in 2024 Q3/Q4",
      // (Nor a span of time: a period's word, then a year.)
      "which groups were created in Q3 2024/Q4",
      "show the audit log from Jan 2024/Feb",
      "which users were added in FY 2024/FY 2025",
    ])
      expect(rootedPaths(words)).toBe(words);
  });
});

describe("a trashed item named by its name", () => {
  it("is read through the trash's listing, which alone gives its id", () => {
    const query = 'is the file "Council_Minutes_Jan.docx" in the trash or is it gone for good?';
    expect(requestShape(query).byName).toContain(requestShape(query).object);
    const facts = first(query);
    expect(facts.qualifiers).toContain("trashed");
    expect(facts.scope).toBe("every");
    // (By its id, that one trashed item's read.)
    expect(first("is file 5 in the trash?").scope).toBe("one");
  });
});

describe("what a question's subject has on an item named by its name", () => {
  it("is that item's part: the permissions the contractor account has on the CAD folder are the folder's", () => {
    const query = "what permissions does the external contractor account have on the CAD drawings folder";
    const shape = requestShape(query);
    const item = shape.nouns.at(-1)!.noun;
    expect(shape.byName).toContain(item);
    expect(shape.related).toBe(item);
    expect(first(query)).toMatchObject({ resource: shape.object, parent: item });
  });
});

describe("a person named by a login or an email address", () => {
  it("is the user whose account it is, in a read: the groups they are in are their memberships", () => {
    for (const [query, login] of [
      ["which groups is maria.santos in?", "maria.santos"],
      ["What groups is sarah.okafor@harbourline.com a member of?", "sarah.okafor@harbourline.com"],
    ] as const) {
      const person = requestShape(query).nouns.find((m) => query.slice(m.start, m.end).toLowerCase() === login);
      expect(person?.noun, query).toBe("user");
      expect(first(query).parent, query).toBe(person!.noun);
    }
  });
  it("is found by the listing of every user, before the read of one user by an id the request lacks", () => {
    const query = "find the user account for priya.shah@northfield.org";
    const user = requestShape(query).object!;
    expect(first(query)).toMatchObject({ action: "list", resource: user, scope: "every" });
    // (Given the user's id, that one user's read.)
    expect(first(`show me the account of ${user} 5`)).toMatchObject({ resource: user, scope: "one" });
  });
  it("is no person where the request removes an address: it may be the alias that goes", () => {
    const query = "remove old.address@acme.com as an alias of user 5";
    // (The user's alias, a part of the user, not the user.)
    const user = requestShape(query).nouns.at(-1)!.noun;
    expect(first(query).resource).toBe(requestShape(query).object);
    expect([first(query).parent, first(query).action]).toEqual([user, "remove"]);
  });
});

describe("many things of a kind a question asks which of", () => {
  it("are that kind's, not a part of each one, though its verb says the part ('what tasks are assigned to Priya')", () => {
    for (const query of [
      "What tasks are assigned to Priya on the Harbour Bridge drawings?",
      "Are there any open tasks assigned to Nadia on the food safety docs?",
    ]) {
      const { object, count } = requestShape(query);
      expect(count, query).toBe("many");
      expect(first(query).resource, query).toBe(object);
    }
    // (Of one, given by its id, the part its verb says: the task's assignments.)
    const asked = "who is task 5 assigned to?";
    const one = first(asked);
    expect([one.parent, one.resource.startsWith(`${one.parent} `)]).toEqual([requestShape(asked).object, true]);
  });
});

describe("an item named by its name, where a tool reaches it by that name", () => {
  it("is that tool's, before the listing its qualifier names and before the read by an id", () => {
    const keyed = definitions.filter(
      (d) => reachedBy(d, [], toolFacts(d).resource, new Set(["enterprise", "global"])) === "name",
    );
    const reads = keyed.filter((d) => toolFacts(d).action === "get" && toolFacts(d).parent === undefined);
    expect(reads.length).toBeGreaterThan(0);
    for (const query of [
      "what fields does the enterprise vendorContract template define?",
      "show me the schema of the global 'properties' template",
    ]) {
      expect(requestShape(query).byName, query).toContain(toolFacts(reads[0]!).resource);
      expect(
        reads.map((d) => d.name),
        query,
      ).toContain(firstHit(kit, query)?.name);
    }
  });
});

describe("an item named by its name, whose words no tool has", () => {
  it("is found by the listing of items when sought, and read by its record when a field of it is asked", () => {
    for (const query of ["find the Q3 deck", "locate the holiday rota spreadsheet"]) {
      const shape = requestShape(query);
      expect(shape.byName, query).toContain(shape.object);
      const facts = first(query);
      expect([facts.action, facts.resource, facts.scope === "one"], query).toEqual(["list", "item", false]);
    }
    const owner = "who owns the Q3 deck";
    expect(first(owner)).toMatchObject({ action: "get", scope: "one", resource: requestShape(owner).object });
  });

  it("is many of a kind, sought by what is said of them, found by the listing of items; not by what another names", () => {
    const query = "find the pdfs about the ballast water management plan";
    expect(requestShape(query)).toMatchObject({ count: "many", byName: [] });
    const facts = first(query);
    expect([facts.action, facts.resource, facts.scope === "one"], query).toEqual(["list", "item", false]);
    // (Those a hold or a person's act names are that hold's or the record of acts': not the items' listing.)
    for (const other of ["find the files on legal hold", "find the files Rachel uploaded yesterday"])
      expect(first(other).resource, other).not.toBe(facts.resource);
  });

  it("is a file when no word names its kind and the request's verbs ask a field of a file's record", () => {
    const file = first("who owns the Q3 deck").resource;
    for (const query of [
      "is the capex tracker sheet locked?",
      "who last updated the travel expenses policy",
      "when was the site induction checklist created",
      // (A proper name after a preposition says which one: no item of its own.)
      "Is the engagement letter for Delgado Holdings locked?",
    ]) {
      readsRecord(query, file);
    }
    // (The kit's record fields say so: the grammar alone reads no kind into the name.)
    expect(requestShape("is the capex tracker locked?").nouns).toEqual([]);
  });

  it("is the item a place's name after it says which one is meant ('the safeguarding log for St Mary's'), no person", () => {
    const query = "who can edit the safeguarding log for St Mary's?";
    // (A name after a place's abbreviation names the place.)
    expect(requestShape(query).thirdPerson).toBe(false);
    expect(firstHit(kit, query)!.name).toBe(firstHit(kit, "who can edit file 5?")!.name);
  });

  it("is a file when its name is written with capitals and no determiner ('who owns Capex Tracker')", () => {
    const file = first("who owns the Q3 deck").resource;
    for (const query of ["who owns Capex Tracker", "when was Route Planning 2025 last modified"])
      readsRecord(query, file);
  });

  it("is named by its name after its id's noun ('the file id for the fleet roadmap'), found as one named is", () => {
    const query = "whats the file id for the fleet electrification roadmap, i need it for a form";
    expect(requestShape(query).byName).toContain("file");
    expect(firstHit(kit, query)!.name).toBe(firstHit(kit, "what's the id of the Q3 deck?")!.name);
    // (Nor only after a determiner: "the folder id for Central Library / Facilities".)
    const bare = "whats the folder id for Central Library / Facilities";
    expect(requestShape(bare).byName).toContain("folder");
    expect(firstHit(kit, bare)!.name).toBe(firstHit(kit, "where is the Archive folder")!.name);
    // (Not an id given: "file id 5"; nor an item said before: "the file id for it".)
    expect(requestShape("what's the name of file id 5").byName).toEqual([]);
    expect(requestShape("what's the file id for it").byName).toEqual([]);
  });

  it("is a file when only its file name says it and the request's verbs ask a field of a file's record", () => {
    const file = first("who owns the Q3 deck").resource;
    for (const query of ['who has "Lease Abstracts.xlsx" locked and since when?', "who owns budget_v3.xlsx"])
      readsRecord(query, file);
  });
});

describe("a record an item's record holds as a field, said to be on the item named by its name", () => {
  it("is read from that item's record when no tool reads it of such an item ('the lock on the Q3 deck')", () => {
    const query = "when does the lock on the Q3 deck expire";
    const { object, related } = requestShape(query);
    const scope = searchScope(definitions);
    expect([...scope.parts, ...scope.readBy]).not.toContain(`${related} ${object}`);
    readsRecord(query, related);
    // (An item whose record holds no such field is read by that resource's own tool: a folder's lock.)
    expect(first("show me the lock on folder 5").resource).toBe(object);
  });

  it("is read from that item's record when it holds the thing as a plain field ('what tags are on photo 22')", () => {
    // (A kit's resource of that word, read of another kind of item, is not the item's: a template's tags.)
    for (const query of ["what tags are on photo 22", "what tags are on the Q3 deck"]) {
      const { object, related } = requestShape(query);
      expect(searchScope(definitions).resources, query).toContain(object);
      readsRecord(query, related);
    }
  });

  it("is that item's one record when a question asks whether there is one on it ('is there a lock on the Q3 deck?')", () => {
    const query = "is there a lock on the Q3 deck?";
    const { related, existential } = requestShape(query);
    expect(existential).toBe(true);
    readsRecord(query, related);
    // (A name before the item's noun is its name, no person's: "the ATR 72 MEL document".)
    const named = "is there a lock on the ATR 72 MEL document?";
    expect(requestShape(named).nouns.map((m) => m.noun)).not.toContain(PERSON);
    readsRecord(named, related);
    // (Whatever noun heads the phrase: "the Bennett deposition video".)
    const video = "check whether the Bennett deposition video finished uploading";
    expect(requestShape(video).nouns.map((m) => m.noun)).not.toContain(PERSON);
    // (Or in quotation marks before the noun, whatever the tagger reads its words as.)
    const quoted = 'remove the "Grant Deliverable" metadata instance from the Q2 progress report';
    expect(requestShape(quoted)).toMatchObject({ object: "metadata" });
    expect(requestShape(quoted).nouns.map((m) => m.noun)).not.toContain(PERSON);
    // (On an item the record holds no such field of, it is that resource's own listing.)
    expect(first("is there a lock on folder 5?").resource).toBe(requestShape(query).object);
  });
});

describe("a record an item's record holds as a field, said to be on an item named by its file name alone", () => {
  it("is read from the record of the one kind that holds it ('who has a lock on \"Notes.docx\"')", () => {
    const query = 'who has a lock on "Site Survey Notes.docx"';
    const { object, nouns } = requestShape(query);
    // (No resource's word names the item, only its file's name, and no tool reads the object as a part of any kind.)
    expect(nouns.map((m) => m.noun)).toEqual([object, requestShape("file 5").object]);
    const scope = searchScope(definitions);
    expect([...scope.parts, ...scope.readBy].some((p) => p.endsWith(` ${object}`))).toBe(false);
    readsRecord(query, first("who owns the Q3 deck").resource);
  });
});

describe("a field of an item's record said by a participle after the item", () => {
  it("is asked of that record, though the tagger reads the participle as an adjective", () => {
    const query = "when was the Hamilton Street structural report last modified";
    const shape = requestShape(query);
    expect(shape.verbs).toContain("modified");
    readsRecord(query, shape.object);
  });

  it("is asked by a 'when' the verb follows at once, a question, not a clause saying when ('notify me when…')", () => {
    const query = "when was the Hamilton Street structural report last modified and by who";
    const shape = requestShape(query);
    expect(shape.question).toBe(true);
    readsRecord(query, shape.object);
    // (A "when" inside the sentence says when: the tagger reads "file" after it as a verb.)
    expect(requestShape("notify me when file 30003 gets a new comment").question).toBe(false);
  });

  it("is asked by an everyday verb for the field's ('who last edited the …': its `modified_by`)", () => {
    const query = "who last edited the donor gift aid spreadsheet";
    const shape = requestShape(query);
    expect(shape.byName).toContain(shape.object);
    readsRecord(query, shape.object);
  });

  it("is asked by a question naming a record the item's holds that no tool reads of it ('… when does the lock expire')", () => {
    const query = "who locked the vessel schedule and when does the lock expire";
    const shape = requestShape(query);
    expect(shape.nouns.map((m) => m.noun).filter((n) => n !== shape.object)).toHaveLength(1);
    readsRecord(query, shape.object);
    // (One the tools read of it is that tool's: "what's its classification" is the file's classification.)
    const classified = "is file 2290 marked confidential? what's its classification";
    const facts = first(classified);
    expect([facts.resource, facts.parent]).not.toContain(undefined);
    expect(facts.parent).toBe(requestShape(classified).object);
  });

  it("is asked by a yes/no question of a field that is a record of its own, there or not ('is … locked?')", () => {
    const query = 'is the "Pricing 2025.xlsx" file locked? and if so by who';
    const shape = requestShape(query);
    expect(shape.polar).toBe(true);
    readsRecord(query, shape.object);
    // (Of the plain record, not of what a qualified read of it holds beside its own fields: its shared link.)
    const named = "is the capex tracker sheet locked and by who";
    const resource = first(named).resource;
    const qualified = definitions.map(toolFacts).filter((f) => f.resource === resource && f.scope === "one");
    expect(qualified.some((f) => f.qualifiers.length > 0)).toBe(true);
    expect(first(named)).toMatchObject({ action: "get", scope: "one", qualifiers: [] });
  });

  it("is asked by a question a read takes as its object ('check whether … is locked', 'tell me who owns …')", () => {
    const file = first("who owns the Q3 deck").resource;
    for (const query of [
      "can you check whether the infection control policy PDF is locked and by who",
      "can you check when the Parking Enforcement SOP was last modified and by whom",
      "tell me who last edited the donor gift aid spreadsheet",
    ]) {
      const shape = requestShape(query);
      expect([shape.asked, shape.question], query).toEqual([["read"], true]);
      readsRecord(query, file);
    }
    // The read's verb only frames the question: a tool its word names answers another ("check whether … finished").
    const framed = "check whether the Q3 deck finished uploading";
    expect(requestShape(framed).framing).toContain("check");
    readsRecord(framed, file);
    // "Whether" and "if" ask yes or no; "whether there is" whether there is any.
    expect(requestShape("check if the Q3 deck is locked").polar).toBe(true);
    expect(requestShape("check whether there are any tasks on file 5").existential).toBe(true);
    // (Not the way to do something: "tell me how to …".)
    expect(requestShape("tell me how to find the Q3 deck").question).toBe(false);
  });

  it("is asked by a question a read joined after the finding takes ('find … and let me know who owns it')", () => {
    const file = first("who owns the Q3 deck").resource;
    const finding = first("find the budget spreadsheet");
    for (const query of [
      "find the budget spreadsheet and tell me when it was last edited",
      "find the Q3 deck and let me know who owns it",
    ]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], question: true });
      readsRecord(query, file);
      // The listing that finds it stays in the first five.
      expect(
        kit.searchTools(query).map((m) => toolFacts(definitions.find((d) => d.name === m.name)!)),
        query,
      ).toContainEqual(finding);
    }
    // (Not an act joined after it: "find the Q3 deck and tell the team".)
    expect(requestShape("find the budget spreadsheet and tell me how to share it").question).toBe(false);
  });
});

describe("a part said to be of an item named by its name", () => {
  it("is read by the tool that reads that item by the part, not by a search of every such part", () => {
    const query = "whats the shared link for the holiday rota spreadsheet";
    const shape = requestShape(query);
    expect(shape.byName).toContain(shape.related);
    const facts = first(query);
    expect(facts.resource).toBe(shape.related);
    expect(facts.qualifiers.flatMap((q) => requestShape(q).nouns.map((m) => m.noun))).toContain(shape.object);
  });

  it("is that item's when a question asks whether there is one on it, not a search of every such part", () => {
    for (const query of [
      "is there a shared link on the Patient Flow Dashboard spreadsheet? if so who can open it",
      "is there a shared link on file 55",
    ]) {
      const shape = requestShape(query);
      expect(shape.existential, query).toBe(true);
      const facts = first(query);
      expect([facts.resource, facts.scope], query).toEqual([shape.related, "one"]);
      expect(
        facts.qualifiers.flatMap((q) => requestShape(q).nouns.map((m) => m.noun)),
        query,
      ).toContain(shape.object);
    }
  });

  it("is that item's when its name has no resource's word: the kind the tools read the part of ('… the Fleet Log')", () => {
    const scope = searchScope(definitions);
    for (const query of [
      "when does the shared link for the supplier rate card expire",
      "how many versions does the Fleet Maintenance Log have",
    ]) {
      const shape = requestShape(query);
      expect(shape.owner, query).toBeDefined();
      expect(
        shape.nouns.map((m) => m.noun),
        query,
      ).toEqual([shape.object]);
      // (The part is one the tools read of one kind of item: its name is that kind's.)
      const facts = first(query);
      const of = [facts.resource, facts.parent].filter((n) => n !== undefined && ITEM_KINDS.has(n));
      expect(of, query).toHaveLength(1);
      const kind = of[0]!;
      expect([...scope.parts, ...scope.readBy], query).toContain(`${kind} ${shape.object}`);
      expect([facts.scope, facts.resource === shape.object || facts.resource === kind], query).toEqual([
        facts.resource === kind ? "one" : "part",
        true,
      ]);
    }
  });
});

describe("a document named by its kind after its title", () => {
  // (The kind the word "file" names.)
  const FILE = mentions("file")[0]!.noun;

  it("is a file, by a word the vocabulary names it by", () => {
    const shape = requestShape("find me the latest version of the employee handbook");
    expect(shape.nouns.map((m) => m.noun)).toContain(FILE);
  });

  it("is a file where a name stands before a word that alone names another resource", () => {
    const alone = requestShape("show me the report").nouns[0]!.noun;
    expect(ITEM_KINDS.has(alone)).toBe(false);
    const query = "when was the Hamilton Street structural report last modified and by who";
    const shape = requestShape(query, searchScope(definitions).resources);
    expect(shape.nouns.map((m) => m.noun)).toEqual([FILE]);
    expect(shape.byName).toEqual(shape.nouns.map((m) => m.noun));
    expect(first(query).resource).not.toBe(alone);
    // (Not where the kit acts on no file: then it is the other resource, as one said by its id alone is.)
    expect(requestShape(query, []).nouns.map((m) => m.noun)).toEqual([alone]);
    expect(requestShape("show me report 5").nouns.map((m) => m.noun)).toEqual([alone]);
    // (A title's own id is the file's: "the Whitelee T14 inspection report (id 3390017245)".)
    for (const titled of ["what metadata is on the Acme structural report 5", "the Acme inspection report (id 3390)"])
      expect(requestShape(titled).nouns.map((m) => m.noun)).toContain(FILE);
  });

  it("is one file for notes kept as a document, though said in the plural; notes on an item stay its comments", () => {
    const comment = mentions("the note")[0]!.noun;
    for (const query of [
      "Summarise the debrief notes from callout 25-041 for me — key learning points only",
      "summarise the programme note for Sibelius 2",
    ]) {
      const shape = requestShape(query, searchScope(definitions).resources);
      expect(
        shape.nouns.map((m) => m.noun),
        query,
      ).toEqual([FILE]);
      expect(shape.count, query).not.toBe("many");
      expect(first(query), query).toMatchObject({ action: "download", resource: FILE });
    }
    expect(first("show the notes on file 5")).toMatchObject({ resource: comment, parent: FILE });
  });

  it("is a file where an adjective that sorts it stands before that word, not one that grades it", () => {
    const resources = searchScope(definitions).resources;
    const alone = requestShape("show me the report").nouns[0]!.noun;
    const query = "has anyone commented on the structural report since Monday?";
    const shape = requestShape(query, resources);
    expect(shape.nouns.map((m) => m.noun)).toEqual([FILE]);
    expect(shape.byName).toEqual(shape.nouns.map((m) => m.noun));
    expect(first(query)).toMatchObject({ action: "list", scope: "part", parent: FILE });
    expect(requestShape("show me the latest report", resources).nouns.map((m) => m.noun)).toEqual([alone]);
  });
});

describe("a part of an item given by its id, named by the key its tool reaches it by", () => {
  it("is that tool's read of the one part, not a listing of the kind the key names nor of every such part", () => {
    const said = new Set(["enterprise", "global"]);
    const keyed = definitions.filter((d) => {
      const f = toolFacts(d);
      return f.action === "get" && f.parent === "file" && reachedBy(d, [], f.resource, said) === "name";
    });
    expect(keyed.length).toBeGreaterThan(0);
    for (const query of [
      "show the global properties instance on file 8128",
      "the enterprise orderInfo values on file 6174",
    ])
      expect(
        keyed.map((d) => d.name),
        query,
      ).toContain(firstHit(kit, query)?.name);
  });
});

describe("an item named by its id", () => {
  it("is no other item's: the first read takes this one's id, or none", () => {
    const held = "is file 90311 on a legal hold at the moment?";
    const facts = first(held);
    expect(facts.resource.startsWith("legal hold")).toBe(true);
    expect(takesOtherIds(facts, new Set(["file"]))).toBe(false);
    // (Its own record, not a part of it another id reaches: the policy's files are listed by an assignment's id.)
    expect(first("show me retention policy 2204 and how long it keeps files")).toMatchObject({
      action: "get",
      scope: "one",
      resource: "retention policy",
    });
  });
});

describe("an item named by its id with fields of its record", () => {
  it("is that item's record, not a listing of its kind nor of its parts", () => {
    for (const query of ["legal hold 404 - name, description, dates?", "what is hub 19? title and description"]) {
      const shape = requestShape(query);
      expect(shape.count, query).toBe("one");
      const facts = first(query);
      expect([facts.action, facts.scope, facts.resource], query).toEqual(["get", "one", shape.object]);
    }
  });

  it("is the plain record when a question's verb is one of its fields ('who owns folder 4471': `owned_by`)", () => {
    for (const query of ["who owns folder 4471?", "who last modified folder 9"]) {
      const shape = requestShape(query);
      const facts = first(query);
      // (Not a qualified read of the same item, its shared link, though that one's record holds the same fields.)
      expect([facts.action, facts.scope, facts.resource, facts.qualifiers], query).toEqual([
        "get",
        "one",
        shape.object,
        [],
      ]);
    }
  });

  it("is the record when a question or a read asks one field it says is the item's ('the status of user 4452')", () => {
    // (Asked by a read as by a question: "tell me the owner of Budget.xlsx".)
    for (const query of [
      "what's the status of user 4452",
      'tell me the owner of "Chorus_rehearsal_schedule_Oct.xlsx"',
    ]) {
      const { part, object } = requestShape(query);
      expect(part?.owner, query).toBe(object);
      const facts = first(query);
      expect([facts.action, facts.scope, facts.resource], query).toEqual(["get", "one", object]);
    }
  });

  it("is the same item whether its id is marked as one or not ('file id 55', 'file 55'): 'id' is no word to search for", () => {
    const marked = "how many versions does file id 55 have";
    expect(requestShape(marked).framing).toContain("id");
    expect(first(marked)).toEqual(first(marked.replace(" id ", " ")));
  });

  it("names a field by a whole noun phrase: 'email addresses' is no address, a 'phone number' the phone", () => {
    const shape = requestShape("user 3003: email addresses, status");
    expect(fieldsNamed(shape.nounPhrases, ["address", "status"], ["user"])).toBe(1);
    expect(fieldsNamed(requestShape("user 3003: job title, login").nounPhrases, ["job_title", "login"], [])).toBe(2);
    // (A phrase may end in a word for the form of its value: "phone number" names `phone`; "number" alone does not.)
    const phone = requestShape("What job title and phone number are listed for Hana Sato?").nounPhrases;
    expect(fieldsNamed(phone, ["job_title", "phone"], ["user"])).toBe(2);
    expect(fieldsNamed(requestShape("user 3003: number, login").nounPhrases, ["phone", "login"], [])).toBe(1);
    const query = "What job title and phone number are listed for Hana Sato?";
    expect(toolFacts(firstHit(kit, query)!).resource, query).toBe(requestShape(query).object);
  });

  it("is a person's when a name the tagger does not know owns it ('Priya's job title'), not a thing's", () => {
    const chat = createChat({ accessToken: "unused" });
    const query = "What's Priya's job title and timezone in Slack?";
    expect(requestShape(query).part?.owner).toBe("user");
    expect(toolFacts(firstHit(chat, query)!).resource).toBe("user");
    for (const owned of ["what's the file's owner", "show our custodian's account", "show user 5's profile"])
      expect(requestShape(owned).nouns.filter((m) => m.noun === "user").length, owned).toBeLessThan(2);
    expect(requestShape("what's the file's owner").part?.owner).toBe("file");
  });
});

describe("an item named by its name, not by an id", () => {
  // The listing of a folder's items: the kit's one listing of items whose parent is itself an item (facts.ts).
  const finders = definitions.filter((d) => {
    const f = toolFacts(d);
    return f.resource === "item" && f.scope !== "one" && ITEM_KINDS.has(f.parent ?? "") && f.qualifiers.length === 0;
  });
  /** Expects the first hit for the query to be the listing that finds an item by its name. */
  const findsFirst = (query: string) =>
    expect(
      finders.map((d) => d.name),
      query,
    ).toContain(firstHit(kit, query)!.name);

  it("is found first by the listing of the items it is among, whose words do not say its name", () => {
    expect(finders.length).toBeGreaterThan(0);
    const names = new Set(finders.map((d) => d.name));
    for (const query of ["where is the Archive folder", "what's the folder id for Marketing > Clients > Zephyr"]) {
      expect(requestShape(query).byName, query).toContain("folder");
      expect(names.has(firstHit(kit, query)!.name), query).toBe(true);
    }
    // (A quoted name or a file name after the noun names it too.)
    expect(requestShape("summarise the document 'Feasibility Study.pdf'").byName).toEqual(["file"]);
  });

  it("is its own record when a question's verb is one of that record's fields ('who owns the Archive folder')", () => {
    // (So does a measure a question asks: "how big is the Archive folder" asks its `size`.)
    for (const query of [
      "who owns the Archive folder",
      "who last modified the budget spreadsheet",
      "how big is the Archive folder in total",
    ]) {
      const shape = requestShape(query);
      expect(shape.byName, query).toContain(shape.object);
      const facts = first(query);
      expect([facts.action, facts.scope, facts.resource, facts.qualifiers], query).toEqual([
        "get",
        "one",
        shape.object,
        [],
      ]);
    }
  });

  it("is the record of an item given by its id that holds the measure asked of what the item holds", () => {
    // (A record whose field says its kind before a duration: "how long" asks it, though the object is another thing.)
    const measured = definitions.filter((d) => {
      const f = toolFacts(d);
      const schema = kit.outputSchema(d.name);
      if (f.action !== "get" || f.scope !== "one" || f.qualifiers.length > 0 || schema === undefined) return false;
      const own = schemaFields(f.resource, schema, (schema.$defs ?? {}) as Record<string, JsonObject>)[f.resource];
      return namesField(["length", ...f.resource.split(" ")], own ?? []);
    });
    expect(measured.length).toBeGreaterThan(0);
    for (const d of measured) {
      const { resource } = toolFacts(d);
      const query = `how long do we keep stuff under ${resource} 901? show it`;
      expect(requestShape(query).object, query).not.toBe(resource);
      expect(first(query), query).toMatchObject({ action: "get", scope: "one", resource });
    }
  });

  it("is the item a part or the items asked of are said to be of ('how many files are in the Archive folder')", () => {
    const query = "how many files are in the Archive folder total?";
    expect(requestShape(query).related).toBe("folder");
    findsFirst(query);
    // (A read of that item as the request says it, by its shared link, is the part's read: not another kind's.)
    const asked = "is the shared link on the Brand Guidelines PDF public or company only?";
    expect(requestShape(asked).related).toBe("file");
    const read = kit
      .searchTools(asked)
      .map((h) => toolFacts(definitions.find((d) => d.name === h.name)!))
      .filter((f) => f.qualifiers.includes("shared link"));
    expect(read[0]?.resource).toBe("file");
  });

  it("is found in the trash by the trash's listing when said to be there, a digit of its name being no id", () => {
    const first = toolFacts(
      firstHit(kit, 'is the file "Tender_FINAL_v3.docx" in the trash? i deleted it by accident')!,
    );
    expect([first.resource, first.scope, first.qualifiers]).toEqual(["item", "every", ["trashed"]]);
    // (Deleted in a supposition, it is in no trash: "what would happen if I deleted the Clients folder?")
    const supposed = "what would happen if I deleted the Clients folder? would collaborators lose access?";
    expect(toolFacts(firstHit(kit, supposed)!).qualifiers).not.toContain("trashed");
    // (Its verb only frames what is asked of the folder as it is: the folder's own tools come first.)
    for (const query of [
      "what would happen if I deleted the Marketing folder? would the shared links break",
      "what would happen if I deleted the Harbour folder? would the client lose access?",
      // (So is one a modal says would follow: "what would I lose if …".)
      "what would I lose if I deleted folder 4",
    ]) {
      expect(requestShape(query).framing, query).toContain("deleted");
      const facts = toolFacts(firstHit(kit, query)!);
      expect([facts.qualifiers.includes("trashed"), facts.parent ?? facts.resource], query).toEqual([false, "folder"]);
    }
  });

  it("is asked whether one may delete only where what happens is asked, not what a modal says would follow", () => {
    // (What would follow asks what is there now: a kit that cannot do the act still reads it.)
    expect(requestShape("what would I lose if I deleted folder 4").wondered).toEqual([]);
    expect(requestShape("what would happen if I deleted folder 4").wondered).not.toEqual([]);
  });

  it("is found in the trash by the trash's listing when said to be called a name with a digit, which is no id", () => {
    const query = "i removed a document called plan_v4 this morning, can it still be in the bin?";
    const facts = toolFacts(firstHit(kit, query)!);
    expect([facts.resource, facts.scope, facts.qualifiers]).toEqual(["item", "every", ["trashed"]]);
  });

  it("is found in the trash by the trash's listing when many of a kind are said to be there, a span of days no id", () => {
    const facts = toolFacts(firstHit(kit, "which files in the bin are older than 45 days")!);
    expect([facts.resource, facts.scope, facts.qualifiers]).toEqual(["item", "every", ["trashed"]]);
  });

  it("is listed by a listing of every item, whichever kind it is (a trashed file is found among the trash's items)", () => {
    const items = definitions.map(toolFacts).filter((f) => f.resource === "item" && f.scope === "every");
    expect(items.length).toBeGreaterThan(0);
    for (const kind of ITEM_KINDS) expect(searchScope(definitions).listed).toContain(kind);
  });

  it("is no item given by an id when a word of its name before its noun has a digit", () => {
    // ("The Q3 deck" is a file, not some other item numbered Q3: its own collaborations, not a folder's.)
    const first = toolFacts(firstHit(kit, "who has access to the Q3 deck?")!);
    expect([first.resource, first.parent]).toEqual(["collaboration", "file"]);
  });

  it("is what a verb of finding seeks or a question of where it is asks of, though no resource's word heads it", () => {
    for (const query of [
      "find the contract with Halvorson Construction",
      // (A participle before its head says what it is, though the tagger reads the head as a verb after it.)
      "find the signed contract with Thornbury Glass",
      "find the most recent contract with Initech",
      "find the employee handbook",
      // (A possessive pronoun opens its phrase as "the" does.)
      "find our contract with Apex Crane Hire, I think it's somewhere in Legal",
      "hey quick one, where's the SOP for handling aggressive dogs",
      "where is the weeding policy",
    ]) {
      const shape = requestShape(query);
      expect(shape.byName, query).toContain(shape.object);
      findsFirst(query);
    }
    // (Not a resource's part or state, "the zip download status"; nor a part of a resource named after it.)
    expect(requestShape("find the zip download status").byName).toEqual([]);
    const part = "where's the expiry date for the shared link on the Q3 deck";
    expect(
      finders.map((d) => d.name),
      part,
    ).not.toContain(firstHit(kit, part)!.name);
  });

  it("is what a verb of finding seeks, though a clause after it tells by its pronoun who did something to it", () => {
    const query = "find the spreadsheet with the gritting routes, I think it was uploaded by someone in highways";
    expect(requestShape(query).deed).toBeUndefined();
    findsFirst(query);
    // (So a thing said in the topic it is about, no resource the request asks of.)
    findsFirst("find the file Ruairi uploaded about the new phone system");
    // (So a clause telling by "there" of more of its kind: "there are …".)
    findsFirst("find the newest fire drill checklist, there are like 4 versions with different names");
    // (A question of it asks who did the act.)
    expect(requestShape("was it uploaded by someone in highways?").deed?.doer).toBe("unknown");
  });

  it("is what a verb of finding seeks from a sender that holds no items, by a reference set apart by a comma", () => {
    for (const query of [
      "find the quote from Harbour Supply Group, QT-5521",
      "find the delivery docket from the Logistics Team",
      // (Or said to be what "it" is.)
      "find the purchase order from Dairyland Farms, I think it's PO-7731",
    ])
      findsFirst(query);
    // (After its noun, such a reference is that one's id.)
    expect(toolFacts(firstHit(kit, "show the details of signing template ST-9")!).scope).toBe("one");
  });

  it("is a file where a verb of finding seeks a thing of another kind by a document's title before it ('the … report template')", () => {
    const template = "find the condition report template";
    const sought = requestShape(template);
    expect(sought.object, template).toBe("file");
    findsFirst(template);
    findsFirst("can you find the rabies certificate template? the one with the new county logo");
    // (A template of the kit's, asked of by no verb of finding, stays one.)
    const fields = "what fields does the enterprise invoice template have?";
    expect(requestShape(fields).object).toBe(everyMention("template")[0]!.noun);
  });

  it("is a file where a resource's noun stands right before a word for a file's format ('the buyer terms pdf')", () => {
    const shared = toolFor({ operationId: "get_files_id#get_shared_link" });
    const query = "what's the link to the supplier terms pdf we emailed out";
    expect(requestShape(query).nouns.map((n) => n.noun)).not.toContain(everyMention("terms")[0]!.noun);
    expect(firstHit(kit, query)?.name, query).toBe(shared);
    // (Not before the kind's own word: "the webhook file" may be the webhook's.)
    const nouns = (query: string) => requestShape(query).nouns.map((n) => n.noun);
    expect(nouns("show the webhook file")).toContain(everyMention("webhook")[0]!.noun);
    expect(nouns("show the webhook doc")).not.toContain(everyMention("webhook")[0]!.noun);
  });

  it("is a file where a verb of finding seeks a thing a pronoun is then said to be one of ('… it's a pdf')", () => {
    const notice = "find the hub welcome notice, the one reception prints. it's a pdf";
    expect(requestShape(notice).object, notice).toBe("file");
    findsFirst(notice);
    findsFirst("can you find the webhook setup guide for me, it is a word doc");
    // (Nothing said of it keeps the thing its words name.)
    const plain = "find the hub welcome notice, the one reception prints";
    expect(requestShape(plain).object).toBe(everyMention("hub")[0]!.noun);
  });

  it("is what a verb of finding seeks by a title said after whose it is ('Ruth's draft'): a file, no part of a person", () => {
    for (const query of ["find Ruth's draft of the biodiversity action plan", "find Tom's report"]) {
      expect(requestShape(query).object, query).toBe("file");
      findsFirst(query);
    }
  });

  it("is what a verb of finding seeks, said to be called a name of words joined by '_' with a number: no id", () => {
    // (Its number is in its name, wherever the name stands: not only right after "called".)
    findsFirst("find the insurance certificate, I think it's called something like COI_Taproom_2025");
    findsFirst("find the 2024 emergency plan, prob named something like Flood_Emergency_Plan_2024");
    // (A number of its own is an id still.)
    expect(toolFacts(firstHit(kit, "show the details of file 5512")!).scope).toBe("one");
  });

  it("is what a verb of reading through asks the content of, as a download of it does", () => {
    const query = "summarise the latest environmental impact assessment for the Ballyfoyle extension";
    const shape = requestShape(query);
    expect(shape.byName, query).toContain(shape.object);
    expect(toolFacts(firstHit(kit, query)!)).toMatchObject({
      action: "download",
      scope: "one",
      resource: shape.object,
    });
    // (So does one that takes a part of what it says out of it, of the item it is taken from when that part is no
    // item: "extract the budget figures from file 5".)
    const extracted = "extract the budget figures from file 30001";
    expect(requestShape(extracted).asked).toEqual(["read"]);
    expect(toolFacts(firstHit(kit, extracted)!)).toMatchObject({ action: "download", scope: "one" });
    // (Or when it names a thing of the kit's that the item holds no such part of: "the table" said as a tablet.)
    const table = "Extract the table of blade defects from T22_inspection_report.pdf";
    expect(requestShape(table).container).toBe("file");
    expect(toolFacts(firstHit(kit, table)!)).toMatchObject({ action: "download", scope: "one", resource: "file" });
    // (A title said only in the plural is one document: "the minutes from the last lab meeting".)
    const minutes = "Summarise the minutes from the last lab meeting";
    expect(requestShape(minutes).count).toBeUndefined();
    expect(toolFacts(firstHit(kit, minutes)!)).toMatchObject({ action: "download", scope: "one" });
    // (So does a question of the address to download it from: "the URL to download report.pdf".)
    for (const query of ["what's the URL to download report.pdf", "what's the download url for file 5"]) {
      const { object } = requestShape(query);
      expect(toolFacts(firstHit(kit, query)!), query).toMatchObject({ action: "download", resource: object });
    }
  });

  it("is the item whose current version a verb of finding seeks: the item itself, not its versions", () => {
    for (const query of [
      "find me the latest version of the employee handbook",
      "find the latest version of the trustee expenses form",
      "can you find the latest version of the Riverside Library floor plans?",
      // (Said by another word for a version, or by its latest draft.)
      "find the newest revision of the harbour wall survey drawings",
      "Where's the latest draft of the budget?",
    ])
      findsFirst(query);
    // (Another version is one of its versions: "find the oldest version of the Q3 deck".)
    expect(toolFacts(firstHit(kit, "find the oldest version of the Q3 deck")!).resource).toBe("file version");
  });

  it("is the item whatever asks for it when the request says its current version: its record, its content", () => {
    const file = first("who owns the Q3 deck").resource;
    for (const query of [
      "who last edited the latest version of the Q3 deck",
      "when was the most recent version of the Q3 deck modified",
    ])
      readsRecord(query, file);
    const version = requestShape("who last edited the oldest version of the Q3 deck").object;
    expect(version).not.toBe(file);
    // (Another version, or one by its id, is a version: its own record or the listing of them; so is the current one
    // a question asks which it is.)
    for (const query of [
      "who last edited the oldest version of the Q3 deck",
      "who last edited version 4 of the Q3 deck",
      "what's the latest version of the Q3 deck",
    ])
      expect(first(query).resource, query).toBe(version);
  });

  it("is no item given by an id when a word with a digit stands among the words of its name", () => {
    for (const query of ["find the Q3 board deck", "what's the file id of the 2025 broker commission schedule"])
      findsFirst(query);
    // (Nor when an ordinal stands elsewhere: a rank or a day of the month, no id.)
    findsFirst("can you find rota_march_2026.xlsx and tell me who's on breakfast on the 14th?");
    // (A number right after its noun is its id: "version 2 of the deck".)
    expect(toolFacts(firstHit(kit, "delete version 2 of the deck")!).resource).toBe("file version");
  });

  it("is the place a search of its items is confined to: that place's listing, not nothing", () => {
    const query = "show me all files shared with external collaborators in the Partnerships folder";
    expect(requestShape(query).byName).toContain("folder");
    expect(requestShape(query).searching).toBe(false);
    expect(requestShape("show me all files shared with external collaborators").searching).toBe(true);
    findsFirst(query);
  });

  it("is a file when its file name stands anywhere in the request, not only after the noun", () => {
    expect(requestShape('give me the file id for "Site Plan v2.pdf"').byName).toContain("file");
    expect(requestShape("which classification label is on Payroll_Jan.xlsx").byName).toContain("file");
    // (A web address or a mail address is no file's name.)
    expect(requestShape("tell me which folder https://app.example.com/s/xyz opens").byName).not.toContain("file");
    expect(requestShape("send the deck to ana@example.com").byName).not.toContain("file");
    // (Nor is a file so named a place a search is confined to: copies of it are looked for everywhere.)
    expect(requestShape('find duplicates of "holiday_photo.jpg" anywhere in my account').searching).toBe(true);
  });

  it("is answered by its finder alone when the request asks only where it is or its id, not a field of its record", () => {
    const queries = [
      'where is the file called "Rota_v3.xlsx"',
      "where is the Q3 deck",
      'give me the file id for "Site Plan v2.pdf"',
    ];
    for (const query of queries) {
      expect(requestShape(query).byName, query).toContain(requestShape(query).object);
      findsFirst(query);
    }
  });

  it("is not so named when the request gives an id, nor when a number is a comparison", () => {
    expect(requestShape("how big is folder 5").byName).toEqual([]);
    expect(requestShape("what's the parent folder of file 33910021").byName).toEqual([]);
    expect(requestShape("which files in folder 5 are > 50 MB").byName).toEqual([]);
  });
});
