// Courtesy around a request says nothing of what it asks: a greeting before it, thanks after it, a polite opener or
// "I need you to" leave its first hit as it is without them.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestText } from "../runtime/src/search/words/actions.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";

const kit = createToolkit({ accessToken: "unused" });
const firstName = (query: string) => kit.searchTools(query, { limit: 1 })[0]?.name;

// Plain requests of several moods: a yes/no question, a question of what a thing is applied to, imperatives whose
// object is a list of an item's fields or ends in a place.
const PLAIN = [
  "is folder 510 classified?",
  "which items is legal hold policy 91 applied to?",
  "look up user 2002's name, email and status",
  "list people invited to folder 700",
  "save a copy of file 4040 to my machine",
];

const FRAMES: Array<[string, (plain: string) => string]> = [
  ["a greeting", (p) => `hey, ${p}`],
  ["thanks", (p) => `${p.replace(/\?$/, "")}, thanks!`],
  ["a polite opener", (p) => `could you ${p.replace(/\?$/, "")}?`],
  ["I need you to", (p) => `I need you to ${p}`],
];
const questions = (p: string) => p.endsWith("?");

describe("courtesy around a request", () => {
  for (const [frame, framed] of FRAMES)
    it(`with ${frame}, keeps the first hit of the request without it`, () => {
      // (A polite opener or a bidding before a question is no English: "could you is folder 5 classified?".)
      const plain =
        frame === "a polite opener" || frame === "I need you to" ? PLAIN.filter((p) => !questions(p)) : PLAIN;
      for (const p of plain) {
        const hit = firstName(p);
        expect(hit, p).toBeDefined();
        expect(firstName(framed(p)), framed(p)).toBe(hit);
      }
    });

  it("is left out of the text the grammar reads", () => {
    expect(requestText("Hi there, is folder 5 classified?")).toBe("is folder 5 classified?");
    expect(requestText("what is hold 7 applied to, thanks so much!")).toBe("what is hold 7 applied to");
    expect(requestText("file 5 is wrong. I need you to delete it")).toBe("file 5 is wrong. please delete it");
    // Thanks inside the request, or said in what it looks for, is its own; "morning" names a thing but before a stop.
    for (const own of [
      "list the thanks messages in folder 5",
      "find the messages saying thanks",
      "morning standup notes",
    ])
      expect(requestText(own)).toBe(own);
    expect(requestText("morning! show folder 5")).toBe("show folder 5");
  });

  it("leaves what a question asks a question", () => {
    expect(requestShape("hey, is folder 510 classified?")).toMatchObject({ question: true, asked: ["read"] });
  });

  it("after a clause saying when, asks what the polite request after it asks", () => {
    const query = "before I empty anything, can you show me what's in the trash?";
    const shape = requestShape(query);
    expect(shape.asked[0]).toBe("read");
    expect(shape.held.length).toBeGreaterThan(0);
    const destructive = new Set(kit.definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));
    expect(destructive.has(firstName(query)!)).toBe(false);
  });
});

describe("the form a request asks its answer in", () => {
  it("is no word to search for: 'in about five bullet points' leaves the first hit as it is without it", () => {
    const plain = "summarise the Volunteer Code of Conduct for me";
    for (const form of [
      "in about five bullet points",
      "in a few bullet points",
      "as a short list",
      "in one sentence",
    ]) {
      const query = `${plain} ${form}`;
      expect(requestShape(query).framing, query).toContain(form);
      expect(firstName(query), query).toBe(firstName(plain));
    }
    // (Nor is the modal of a polite opener a misspelt word of a tool's: "could" is no "cold" storage.)
    expect(firstName(`could you ${plain}?`)).toBe(firstName(plain));
    // (A list of the kit's, by its id, is no form: "what's in list 5".)
    expect(requestShape("what's in list 5").framing).not.toContain("in list");
  });
});

describe("asking whether the listener minds doing something", () => {
  it("asks for it, as 'please' does: 'would you mind checking who …' checks", () => {
    for (const [polite, plain] of [
      [
        "Would you mind checking who last edited the budget spreadsheet?",
        "check who last edited the budget spreadsheet",
      ],
      ["would you mind listing the files in folder 5", "list the files in folder 5"],
      // (An "-ing" form the tagger alone reads as an adjective is still the verb's: "telling" is tell.)
      ["would you mind telling me who owns the budget spreadsheet?", "tell me who owns the budget spreadsheet"],
    ]) {
      expect(requestShape(polite!).asked, polite).toEqual(requestShape(plain!).asked);
      expect(firstName(polite!), polite).toBe(firstName(plain!));
    }
    expect(requestText("would you mind telling me who owns it")).toBe("please tell me who owns it");
  });
});

describe("asking whether the listener knows what a question asks, wondering it or not knowing it", () => {
  it("asks the question, as 'tell me' does: 'do you know when …', 'I was wondering who …'", () => {
    const destructive = (name: string) => definitions.find((d) => d.name === name)!.annotations.destructiveHint;
    for (const [indirect, plain] of [
      ["do you know when the Budget file was last changed", "tell me when the Budget file was last changed"],
      ["I was wondering who owns the Budget spreadsheet", "tell me who owns the Budget spreadsheet"],
      ["we're wondering which groups Dana is in", "tell me which groups Dana is in"],
      // (Or saying they want or need to know it.)
      ["I need to know who can see folder 5", "tell me who can see folder 5"],
      ["I want to know when the Budget file was last changed", "tell me when the Budget file was last changed"],
      // (Opening the request, the speaker left unsaid.)
      ["need to know who uploaded the Budget spreadsheet", "tell me who uploaded the Budget spreadsheet"],
      ["sorry, need to know who uploaded the Budget spreadsheet", "tell me who uploaded the Budget spreadsheet"],
      ["sorry — need to know who uploaded the Budget spreadsheet", "tell me who uploaded the Budget spreadsheet"],
      // (Or saying they do not know it.)
      ["I'm not sure who owns the Budget spreadsheet", "tell me who owns the Budget spreadsheet"],
      ["I can't remember which groups Dana is in", "tell me which groups Dana is in"],
      ["I forget who can see folder 5", "tell me who can see folder 5"],
    ]) {
      expect(requestShape(indirect!).asked, indirect).toEqual(["read"]);
      expect(requestShape(indirect!).question, indirect).toBe(true);
      expect(firstName(indirect!), indirect).toBe(firstName(plain!));
      // (A read offers no deletion among its hits.)
      expect(
        kit.searchTools(indirect!).map((h) => destructive(h.name)),
        indirect,
      ).not.toContain(true);
    }
    // (Someone else's wish to know asks nothing of the kit: the act after it is the request's; nor does their
    // wondering, nor "do you know what," before an act, nor the way to do one.)
    const act = "remove Dana from folder 5";
    for (const framed of [
      `Sam wants to know who has access, ${act}`,
      `Kim wondering who can see folder 5, ${act}`,
      `do you know what, ${act}`,
      `do you know how I ${act}`,
    ]) {
      expect(requestShape(framed).asked[0], framed).toBe(requestShape(act).asked[0]);
      expect(firstName(framed), framed).toBe(firstName(act));
    }
    // (Nor does the speaker's not knowing before what they ask done.)
    expect(requestShape("I don't know who set this up, but delete webhook 5").asked[0]).toBe("delete");
  });
});
