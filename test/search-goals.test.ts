// What a request asks through a phrase around its verb and its nouns: the means after "by" is asked whatever act comes
// before it, the speaker's own device as a goal brings an item down and so does the speaker as its receiver, a word
// inside a file name names no resource, and a question naming an item's part by the part's verb ("who commented on
// file 5") reads that part.
import { definitions, createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { namesBareItem } from "../runtime/src/search/request/phrase.js";
import { mentions } from "../runtime/src/search/words/vocabulary.js";

const kit = createToolkit({ accessToken: "unused" });
const factsOf = (name: string | undefined) => {
  const d = definitions.find((x) => x.name === name);
  return d && toolFacts(d);
};

describe("the means and the goal of an act", () => {
  it("asks for the means after 'by', though another act with 'to' comes before it", () => {
    expect(requestShape("reset user 5's avatar back to the default by deleting it").asked).toContain("delete");
    expect(requestShape("set folder 5 to private by removing collaboration 7").asked).toContain("delete");
    const first = factsOf(kit.searchTools("reset user 5's avatar back to the default by deleting it")[0]?.name);
    expect(first).toMatchObject({ action: "remove", resource: "avatar" });
  });

  it("reads what is saved or stored to the speaker's own device: a download", () => {
    expect(requestShape("save a copy of file 4040 to my computer").asked).toEqual(["read"]);
    expect(requestShape("store file 12 on my local disk").asked).toEqual(["read"]);
    const first = factsOf(kit.searchTools("save a copy of file 4040 to my computer")[0]?.name);
    expect(first).toMatchObject({ action: "download", resource: "file" });
  });
});

describe("the speaker's own computer as where an item is wanted", () => {
  it("reads the item down, though no verb says so", () => {
    const query = "I need the previous version (version 87) of file 610 on my disk, not the latest";
    expect(requestShape(query).asked).toEqual(["read"]);
    const top = kit.searchTools(query).map((m) => factsOf(m.name)?.action);
    expect(top).toContain("download");
    // (Another verb's goal is that verb's: syncing to the desktop is a copy, which no tool makes.)
    expect(kit.searchTools("have folder 20038 sync to my desktop")).toEqual([]);
  });
});

describe("the speaker as the one who receives", () => {
  it("reads what is sent or given to the speaker; a new message sent to them is still sent", () => {
    const query = "send me the contents of folder 5";
    expect(requestShape(query).asked).toEqual(["read"]);
    expect(factsOf(kit.searchTools(query)[0]?.name)).toMatchObject({
      action: "list",
      resource: "item",
      parent: "folder",
    });
    expect(requestShape("send me the last 5 messages in #ops").asked).toEqual(["read"]);
    expect(requestShape("send me a DM saying hi").asked).toEqual(["send"]);
    // A resource named bare, which the tagger may take for a verb, comes to them too.
    expect(requestShape("send me file 5").asked).toEqual(["read"]);
    // So is what there is, sent to them after its verb's object: no act no tool does.
    for (const query of [
      "download file 5 and send it to me",
      "email the Q3 deck over to me",
      "get file 5, send it over",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("send");
      expect(kit.nothingFits(query), query).toBeUndefined();
    }
    expect(requestShape("send a reminder to me about file 5").asked).toEqual(["send"]);
  });
});

describe("a file name", () => {
  it("names no resource by a word before its extension", () => {
    for (const d of definitions) {
      const last = toolFacts(d).resource.split(" ").at(-1)!;
      const found = mentions(`open ${last}.docx now`);
      expect(
        found.filter((m) => m.start === 5),
        `${last}.docx`,
      ).toEqual([]);
    }
  });

  it("keeps the item the request acts on: the watermark off report.pdf, not a report", () => {
    expect(requestShape("take the watermark off report.pdf, file 7712").nouns.map((m) => m.noun)).not.toContain(
      toolFacts(definitions.find((d) => /report/.test(toolFacts(d).resource))!).resource,
    );
    // (Nor does a word joined by "_" into a name with a number: "RAMS_rope_access_v6" is a file, no one's access.)
    const access = mentions("who has access to folder 5")[0]!.noun;
    expect(mentions("compare RAMS_rope_access_v6 and v7").map((m) => m.noun)).not.toContain(access);
    expect(mentions("list the rope_access policies").map((m) => m.noun)).toContain(access);
    // (Nor does "the file system", the storage service itself.)
    const file = mentions("file 30001")[0]!.noun;
    expect(mentions("what's Dmitri's user id on the file system?").map((m) => m.noun)).not.toContain(file);
    expect(mentions("the file on the system drive").map((m) => m.noun)).toContain(file);
  });

  it("said with no other noun is the file the request acts on, as 'file 5' is ('delete Budget_2023.xlsx')", () => {
    const first = (query: string) => factsOf(kit.searchTools(query)[0]?.name);
    for (const verb of ["delete", "download", "unlock"]) {
      const byId = first(`${verb} file 30001`);
      expect(first(`${verb} Budget_2023.xlsx`), verb).toEqual(byId);
      // (So as the verb's object before the place it is in, though that names a kind: "… from the Rotas folder".)
      expect(first(`${verb} "Budget_2023.xlsx" from the Finance > Budgets folder`), verb).toEqual(byId);
      // (Or one given by its id: "… from folder 5" names the place by its id, and the file by its name.)
      expect(first(`${verb} budget.xlsx from folder 5`), verb).toEqual(byId);
      // (Not when a part of it follows its name: "budget.xlsx version 2" is that version.)
      expect(first(`${verb} budget.xlsx version 2 from folder 5`), verb).toEqual(
        first(`${verb} version 2 of file 30001`),
      );
      // (Also one whose extension the tagger reads as a web address's, which no host's name with "_" is, and one
      // with the number of its copy: "budget (1).xlsx".)
      expect(first(`${verb} the T14_blade_B_leading_edge.jpg`), verb).toEqual(byId);
      expect(first(`${verb} the duplicate budget_2023 (1).xlsx`), verb).toEqual(byId);
    }
    // (A login or a web address is no file's name: "kelly.wong", "partner.com".)
    const file = factsOf(kit.searchTools("delete file 30001")[0]?.name)!.resource;
    for (const query of ["remove kelly.wong", "remove partner.com"])
      expect(
        requestShape(query).nouns.map((m) => m.noun),
        query,
      ).not.toContain(file);
  });
});

describe("a part named by a verb of its noun", () => {
  const part = (resource: string, parent: string) =>
    definitions.find((d) => {
      const f = toolFacts(d);
      return f.resource.endsWith(resource) && f.parent === parent && f.action === "list";
    })!.name;

  it("reads the part of the item a question names by the part's verb or participle, before the item itself", () => {
    expect(kit.searchTools("who commented on the launch deck, file 1200?")[0]?.name).toBe(part("comment", "file"));
    expect(kit.searchTools("is folder 510 classified")[0]?.name).toBe(part("classification", "folder"));
  });
});

/** Whether a request names an item by a bare id, as the search reads it (its shape's text, mentions and values). */
function bare(request: string): boolean {
  const { text, mentioned, values } = requestShape(request);
  return namesBareItem(text, mentioned, values);
}

describe("an id in parentheses after a noun", () => {
  it("is that noun's own id: one item, and no other item named by a bare id", () => {
    const request = "what is the Acme litigation hold (policy 70) applied to?";
    expect(requestShape(request).count).toBe("one");
    expect(bare(request)).toBe(false);
    expect(requestShape("Jake (exemption 14) must follow the domain rules again").count).toBe("one");
    // (Two words before the id are no apposition of the noun.)
    expect(bare("the folder (see ticket 88)")).toBe(true);
  });
});

describe("an id said to be one, after 'with'", () => {
  it("is that noun's own id, as one right after it is ('the file with ID 55')", () => {
    const first = (query: string) => kit.searchTools(query)[0]?.name;
    for (const [query, plain] of [
      ["delete the file with ID 77310428816", "delete file 77310428816"],
      ["what is the folder with id 5?", "what is folder 5?"],
    ] as const) {
      expect(requestShape(query).count, query).toBe("one");
      expect(bare(query), query).toBe(false);
      expect(first(query), query).toBe(first(plain));
    }
  });
});

describe("a number that is a value", () => {
  it("is no item's id: a date, or a count or qualifier of the noun after it", () => {
    for (const request of [
      "find pdfs uploaded to the Board Meetings folder since jan 1",
      "can you tell me which files have more than 50 versions",
      "there are like 40 copies of the invoice in Layouts",
      "when does retention expire on the 2019 payroll exports",
      "who accessed the Food Safety Records folder in 2024",
      "show me all login failures in the last 24 hrs",
      // (Or measures it, joined to its word by a hyphen.)
      "find the watching brief report and give me a 5-line summary",
      // (Or the last word of a name written with capitals.)
      "find last year's field school handbook (Hollins Moor 2024 I think)",
      "what's in the Route 42 Consultation folder?",
      // (Or the label of a thing the kit has none of, in a phrase after a preposition: which item is meant.)
      "find the provenance sheet for lot 1187",
      "the photo register from trench 5",
    ])
      expect(bare(request), request).toBe(false);
    // (Not after a word that marks an id, nor one that ends a name of the kit's things: a policy's id.)
    expect(bare("the message at ts 1711111111.000300")).toBe(true);
    expect(bare("what's the retention period of policy 77")).toBe(true);
    // (Not after a word of the kit's own things, whose id it is: a barrier's report.)
    expect(bare("Show Information Barrier Report 5")).toBe(true);
  });

  it("is an id standing alone or after a word that names no resource", () => {
    expect(bare("what's in 12345")).toBe(true);
    expect(bare("delete 4410923")).toBe(true);
    expect(bare("show ticket 88 attachments")).toBe(true);
  });
});

describe("a question of where or to what an item is applied", () => {
  it("asks for the records that link it, whatever noun the question word takes", () => {
    for (const request of [
      "which items is legal hold policy 91 applied to?",
      "where is retention policy 4400 applied?",
    ]) {
      const { linked } = requestShape(request);
      expect(linked, request).toBeDefined();
      const first = factsOf(kit.searchTools(request)[0]?.name);
      expect(first?.resource, request).toBe(`${linked} assignment`);
      expect(first?.scope, request).not.toBe("one");
    }
  });
});

describe("a yes/no question of what the named things did", () => {
  it("reads the status of those things first", () => {
    const status = definitions.find((d) => /^term of service .*status$/.test(toolFacts(d).resource))!.name;
    expect(kit.searchTools("did user 12 agree to terms of service 9 yet?")[0]?.name).toBe(status);
  });
});

describe("a verb that says how to read", () => {
  it("puts a listing first when the request says to list what the kit's listings list", () => {
    const requests = definitions
      .map(toolFacts)
      .filter((f) => f.action === "list")
      .map((f) => `list the ${f.resource}${f.parent ? ` of ${f.parent} 5` : ""}`);
    const listed = requests.filter((r) => factsOf(kit.searchTools(r)[0]?.name)?.action === "list");
    expect(listed.length / requests.length).toBeGreaterThanOrEqual(0.85);
  });
});

describe("things of an item's kinds said to be in an item", () => {
  it("are that item's items: files in a folder or a collection are its listing", () => {
    const listings = definitions.filter((d) => toolFacts(d).resource === "item" && toolFacts(d).parent !== undefined);
    expect(listings.length).toBeGreaterThan(0);
    for (const d of listings) {
      const request = `how many files are in ${toolFacts(d).parent} 44?`;
      expect(kit.searchTools(request)[0]?.name, request).toBe(d.name);
    }
  });
});

describe("the new value a complement gives the object of a verb the vocabulary does not know", () => {
  it("asks to change the object, which no tool does: into new things, by an amount, to a time, over to someone", () => {
    const asked: Array<[string, string]> = [
      ["split file 30108 into two PDFs", "convert"],
      ["bundle folders 20001 and 20002 into a zip for download", "convert"],
      ["rotate the photo in file 30106 by 90 degrees", "edit"],
      ["push the due date of task 5512 to next Monday", "schedule"],
      ["hand ownership of file 30053 over to user 11130", "move"],
      ["nest folder 20054 under folder 20055", "move"],
    ];
    for (const [query, action] of asked) {
      expect(requestShape(query).asked, query).toEqual([action]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
  });

  it("still reads where the complement only orders, bounds, says who did it or where they are", () => {
    for (const query of [
      "sort the files in folder 5 by size",
      "tally the events from monday to friday",
      "collect the sign requests sent by a manager",
      "skim the files under folder 6",
      // Made into no item: how what is read is told, or over what time.
      "compile the events into a report",
      "collect the comments of file 5 into a list",
      "filter the events by 7 days",
      "chunk folder 5's items by 100",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("convert");
      expect(requestShape(query).asked, query).not.toContain("edit");
      expect(requestShape(query).asked, query).not.toContain("schedule");
      expect(requestShape(query).asked, query).not.toContain("move");
      expect(kit.searchTools(query).length, query).toBeGreaterThan(0);
    }
  });
});
