// Items a request seeks, told by what they are rather than by a word of the kit ("the Q2 mileage claim forms"): no tool
// searches them, so the listing of the items they are among comes first, however the seeking is said. Resources come
// from the kit's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createChat } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { actionKind, toolFacts } from "../runtime/src/search/tools/facts.js";
import { ITEM_KINDS } from "../runtime/src/search/words/vocabulary.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { SEEKING } from "../runtime/src/search/words/verb-classes.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
// The listing of a folder's items: the kit's one listing of items whose parent is itself an item (facts.ts).
const finders = definitions.filter((d) => {
  const f = toolFacts(d);
  return f.resource === "item" && f.scope !== "one" && ITEM_KINDS.has(f.parent ?? "") && f.qualifiers.length === 0;
});
/** The kit's facts of the query's first hit. */
const firstFacts = (query: string) => toolFacts(firstHit(kit, query)!);
/** Expects the first hit for the query to be the listing that finds an item by its name. */
const findsFirst = (query: string) =>
  expect(
    finders.map((d) => d.name),
    query,
  ).toContain(firstHit(kit, query)!.name);

describe("items sought by what they are", () => {
  it("are many when their head is plural, found by the listing of items, as one is", () => {
    expect(finders.length).toBeGreaterThan(0);
    for (const query of [
      "find the Q2 mileage claim forms",
      "where are the lifting plans for the east crane",
      "find the tenancy agreements for the Leith flats",
    ]) {
      expect(requestShape(query), query).toMatchObject({ object: "file", count: "many" });
      findsFirst(query);
    }
    // (An amount of money that tells which is no item's id: "over $5,000".)
    findsFirst("find the grant award letters for amounts over $5,000");
    // (A plural head that names a kind of item is that kind's, no name: the words after it say which.)
    expect(requestShape("find the pdfs about the harbour dredging").byName).toEqual([]);
  });

  it("are of the resource their words name when their plural head is a kind of item ('the recent files')", () => {
    for (const query of ["find the recent files", "I need the recently opened files"]) {
      const { object } = requestShape(query);
      expect(ITEM_KINDS.has(object ?? ""), query).toBe(false);
      expect(firstFacts(query).resource, query).toBe(object);
    }
  });

  it("are sought when the speaker says a search of theirs failed ('I can't find …')", () => {
    const query = "i cant find the fire drill rota for the night shift";
    expect(requestShape(query).asked).toEqual(["read"]);
    findsFirst(query);
    findsFirst("we couldn't find the boiler inspection notices");
  });

  it("are sought, not found by a tool named for finding, when the speaker says a search of theirs failed", () => {
    for (const query of ["I couldn't find the collaborators", "I still can't find the metadata"]) {
      const { object, verb } = requestShape(query);
      expect(SEEKING.has(verb ?? ""), query).toBe(false);
      expect(firstFacts(query).resource, query).toBe(object);
    }
    // (A search for a way to do an act is of that act.)
    const way = "I can't find a way to delete the webhook";
    expect(requestShape(way).asked).toEqual(["delete"]);
    expect(actionKind(firstFacts(way).action), way).toBe("destroy");
  });

  it("are sought when the speaker says they need them ('I need the …'), not a new one nor an act", () => {
    for (const query of [
      "I need the floor plan for the Dunmore depot",
      "we need all the catering quotes for the spring gala",
    ]) {
      expect(requestShape(query).asked, query).toEqual(["read"]);
      findsFirst(query);
    }
    // (A word that only stresses the need reads as the need does; so does the need with its subject left unsaid.)
    findsFirst("I really need the signed lease");
    for (const query of ["just need the signed lease, thanks", "need the floor plan for the Dunmore depot"]) {
      expect(requestShape(query).asked, query).toEqual(["read"]);
      findsFirst(query);
    }
    expect(requestShape("need a new folder called Quotes").asked).not.toEqual(["read"]);
    expect(requestShape("looking for the employee handbook").asked).toEqual(["read"]);
    findsFirst("looking for the employee handbook");
    expect(firstHit(kit, "I really need the signed lease")!.name).toBe(firstHit(kit, "I need the signed lease")!.name);
    expect(requestShape("I need to find the Q3 deck").verb).toBe("find");
    expect(requestShape("I need a new folder called Quotes").asked).not.toEqual(["read"]);
    // (So when they say they want them, or are looking for them; not when they want them changed.)
    for (const query of [
      "I want the employee handbook",
      "I'm looking for the employee handbook",
      'I\'m looking for a doc called something like "PPE policy". Can you search?',
    ]) {
      expect(requestShape(query).asked, query).toEqual(["read"]);
      findsFirst(query);
    }
    expect(requestShape("I want the Finance folder 20002 to be read-only").asked).not.toEqual(["read"]);
  });

  it("are sought by a verb of finding with its particle ('look for', 'track down'), as by 'find'", () => {
    for (const query of [
      "look for the 2023 audit letter",
      "can you track down the signed NDA from Globex",
      "pull up the onboarding deck for new drivers",
    ]) {
      expect(requestShape(query).verb, query).toMatch(/ /);
      findsFirst(query);
    }
    findsFirst("grab the vendor contract with Acme");
    // (Not the verb without its particle: "look at" asks no item found.)
    expect(requestShape("look at the permissions on folder 5").verb).toBe("look");
  });

  it("are sought where a verb of finding asks where they are ('find where the rulebook is stored')", () => {
    for (const query of [
      "find where the rulebook is stored",
      "Find where the tournament rulebook for the Spring Split is stored",
    ])
      findsFirst(query);
  });

  it("are sought when the tagger reads their last word as a verb after one thing ('the fleet lease contract')", () => {
    for (const query of ["find the fleet lease contract", "find the boiler service contract for the depot"]) {
      expect(requestShape(query).object, query).toBe("file");
      findsFirst(query);
    }
    // (Not a verb after many, which may be a clause's: "the files people upload to the portal".)
    expect(requestShape("find the files people upload to the portal").byName).toEqual([]);
  });

  it("are sought after a time's possessive, which says which as a determiner does ('last year's budget')", () => {
    for (const query of [
      "find last year's budget",
      // (A plural head the tagger reads as a verb ends its phrase at a dash too.)
      "Please find last season's subscriber survey results — xlsx, probably in Marketing",
    ])
      findsFirst(query);
  });

  it("are one sought by its name when a clause tells who acted on it ('the spreadsheet Tom sent about …')", () => {
    for (const query of [
      "find the spreadsheet Tom sent about the Welsh slate pallets",
      "I'm trying to find that spreadsheet Ruth sent about the gala seating",
      "find the contract we signed with Acme",
      // (The verb's particle, which the tagger reads as a noun, is no noun the verb makes a compound with.)
      "find that spreadsheet Tom sent round about the PPL music returns for Q4",
    ]) {
      expect(requestShape(query).byName, query).toContain("file");
      findsFirst(query);
    }
    // (Many a person acted on over a time are the record of acts', which no listing of items tells.)
    const many = "show me the files Rachel uploaded this month";
    expect(finders.map((d) => d.name)).not.toContain(firstHit(kit, many)!.name);
  });

  it("are sought when a question asks where someone keeps or put them ('where do we keep the …')", () => {
    for (const query of [
      "where do we usually keep the vendor onboarding checklists",
      "where did I save the quarterly fuel audit",
      "where do they store the crane inspection certificates?",
      "where did Priya file the boiler service report",
    ])
      findsFirst(query);
  });

  it("are sought when a question asks where they came to be ('where did the … end up')", () => {
    for (const query of [
      "Where did the Ashby Lane fire risk assessment end up? I've looked everywhere.",
      "where did the boiler service report wind up",
    ])
      findsFirst(query);
  });

  it("are not sought where 'where' names a place after a copula, asking none ('it's not where it used to be')", () => {
    const asked = 'who moved the "Consent Forms" folder?';
    const query = `${asked} It is not where it used to be.`;
    expect(firstHit(kit, query)!.name).toBe(firstHit(kit, asked)!.name);
    expect(finders.map((d) => d.name)).not.toContain(firstHit(kit, query)!.name);
  });

  it("are no file when said to be a part of a resource's phrase after 'on' ('the expiry date on the link')", () => {
    // (The tool that discards an item sought by its name, as the old quotes are.)
    const discards = firstHit(kit, "delete the old catering quotes")!.name;
    for (const query of [
      "erase the due date on the intake link",
      "delete the password on the vendor link",
      "delete the footer on the invoice template",
    ])
      expect(firstHit(kit, query)?.name, query).not.toBe(discards);
  });

  it("are no file when their head alone is a word of a resource's name ('delete the link to the wiki')", () => {
    const query = "delete the link to the wiki";
    const facts = firstFacts(query);
    expect(actionKind(facts.action), query).toBe("destroy");
    expect(facts.resource.split(" "), query).toContain("link");
    // (A head with words of a name before it is a file's: "delete the old price list".)
    expect(firstFacts("delete the old price list").resource).toBe("file");
  });

  it("are sought when words of the clause's time or a courtesy close it ('delete the donor list now')", () => {
    const plain = "delete the donor list";
    expect(firstFacts(plain).resource).toBe("file");
    for (const query of [`${plain} now`, `${plain} please`, `${plain} now please, it's out of date`]) {
      expect(requestShape(query).object, query).toBe("file");
      expect(firstHit(kit, query)!.name, query).toBe(firstHit(kit, plain)!.name);
    }
    findsFirst("find the donor list now");
    findsFirst("find the donor list please");
  });

  it("are not sought when the question asks where to do something else with them ('where do I sign the …')", () => {
    for (const query of [
      "where do I sign the tenancy renewal",
      "where do we pay the scaffolding invoice",
      "where do we get the kiln glazes from",
      "where do I download the venue contract",
    ])
      expect(
        finders.map((d) => d.name),
        query,
      ).not.toContain(firstHit(kit, query)?.name);
  });
});

describe("one thing of a kind sought by what it is for, by no name or id", () => {
  it("is found by the listing of every thing of its kind ('find the channel for the Berlin office')", () => {
    const chat = createChat({ accessToken: "unused" });
    for (const [toolkit, query] of [
      [chat, "find the channel for the Berlin office"],
      [chat, "which channel is for payroll questions"],
      [kit, "which retention policy is for HR records"],
    ] as const) {
      const { object } = requestShape(query);
      expect(toolFacts(firstHit(toolkit, query)!), query).toMatchObject({
        resource: object,
        scope: "every",
        qualifiers: [],
      });
    }
    // (Not what a pronoun says it is for: that thing is one the conversation named before.)
    expect(toolFacts(firstHit(chat, "find the channel for it")!).scope).not.toBe("every");
  });
});

describe("an aside in brackets inside the phrase a verb takes", () => {
  it("is no word of its name: the phrase goes on past it, to the item's kind", () => {
    for (const query of [
      'delete the "Mammoths venue (cancelled)" folder',
      "delete the Mammoths venue (cancelled) folder",
      "delete the Mammoths venue (cancelled!) folder",
    ]) {
      const shape = requestShape(query);
      expect([shape.object, shape.nouns.map((n) => n.noun)], query).toEqual(["folder", ["folder"]]);
      expect(firstFacts(query), query).toMatchObject({ resource: "folder", scope: "one" });
    }
  });

  it("ends nothing: what follows it still ends the phrase", () => {
    expect(firstFacts("find the budget (final) for me")).toEqual(firstFacts("find the budget for me"));
    findsFirst("find the budget (final), Tom wants it");
  });
});

describe("a document sought by a reference's code", () => {
  it("is found by the listing of items: a code of letters and a number after a preposition is no id of the kit's", () => {
    findsFirst("i need the lumper receipt for LD-50711");
    findsFirst("find the signed invoice for INV-30918");
  });

  it("is no code where its letters mark an id", () => {
    expect(finders.map((d) => d.name)).not.toContain(firstHit(kit, "find the file with id-5521")!.name);
  });
});

describe("a clause after a stop that names the sought item again by a pronoun", () => {
  it("tells of it: a person or thing named there is no other thing sought", () => {
    findsFirst("can you find the condition report for the Allosaurus femur cast, I think Leah uploaded it last month");
    findsFirst("i need the lumper receipt, the driver says he uploaded it yesterday");
  });

  it("does not where that clause asks of something on it, or asks for more", () => {
    for (const query of [
      "find the contract, is there a task on it?",
      "find the budget file, and the tasks on it",
      "find the contract, how many tasks does it have?",
      "find the budget file, and the comments that mention it",
    ])
      expect(
        finders.map((d) => d.name),
        query,
      ).not.toContain(firstHit(kit, query)!.name);
  });
});
