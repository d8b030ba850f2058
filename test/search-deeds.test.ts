// Questions of who did what are the record of acts', unless the item's own record holds the act's doer; an act told of
// as done is read from the listing of what it makes. Which tool lists the record of acts is derived from each kit's
// output schemas here, never named.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createMessaging, definitions as messagingDefinitions } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { firstHit } from "./support/first-hit.js";
import { recordsOfActs } from "./support/records-of-acts.js";

const kit = createToolkit({ accessToken: "unused" });
const messaging = createMessaging({ accessToken: "unused" });

const logs = recordsOfActs("content-api");

describe("the record of acts", () => {
  it("is the list whose entries name a doer and a kind of act, in a kit that has one", () => {
    expect(logs.length).toBeGreaterThan(0);
    for (const name of logs) expect(toolFacts(definitions.find((d) => d.name === name)!).action).toBe("list");
    expect(recordsOfActs("messaging")).toEqual([]);
  });

  it("is what a read of its own resource asks for, with a verb or none ('sign-in activity across the company')", () => {
    for (const query of [
      "sign-in activity across the company between May 2 and May 9",
      "show me activity on file 31",
    ]) {
      const first = firstHit(kit, query)!;
      expect(requestShape(query).object).toBe(toolFacts(first).resource);
      expect(logs).toContain(first.name);
    }
    // (Not when they are another item's: the events a webhook watches are the webhook's.)
    const query = "what events is webhook 7 subscribed to";
    expect(requestShape(query).nouns.map((n) => n.noun)).toContain(toolFacts(firstHit(kit, query)!).resource);
    expect(logs).not.toContain(firstHit(kit, query)!.name);
  });

  it("is what a read over a span of time asks for when it names acts by nouns ('logins', 'file deletions')", () => {
    for (const query of [
      "any logins from new countries this month?",
      "list the file deletions across the company over the past two weeks",
      // (A noun whose next word opens a clause that tells of it names an act still: "the logins Bob had".)
      "show me the failed logins Bob had in the last 30 days",
      "list the logins users had this week",
      // (A plural the tagger reads as a verb with no subject is a noun: "show us logins"; a word it splits at its
      // hyphen is whole, and its everyday word the act's: sign-ins are logins.)
      "show us logins from new countries this week",
      "any sign-ins from abroad over the past week?",
      // (Nor need it ask any act, and a slip in the act's word is mended to the record's: "loigns" are logins.)
      "any logins from new countries this month",
      "show us loigns from new countries this week",
    ])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    // (Not a thing a tool's name says, over a span: the trash's items are the trash's.)
    // Nor a word of time that qualifies a noun: the HR handbook is no span of hours.
    // Nor a word that qualifies a resource named after it, wherever it is named: the box sign requests are sign
    // requests.
    for (const query of [
      "show the trash items from the last two weeks",
      "which classification label is on the HR benefits guide",
    ])
      expect(logs, query).not.toContain(firstHit(kit, query)?.name);
    for (const query of [
      "list the box sign requests we sent over the past two weeks",
      "what's the signing status of the box sign requests we sent this month",
    ]) {
      const facts = toolFacts(firstHit(kit, query)!);
      expect({ action: facts.action, resource: facts.resource }, query).toEqual({
        action: "list",
        resource: requestShape(query).object,
      });
    }
  });

  it("reads a date after 'since' as a span up to now ('all sharing changes on the Board folder since monday')", () => {
    const query = "show me all sharing changes on the Board folder since monday";
    expect(requestShape(query).span).toBe(true);
    expect(logs, query).toContain(firstHit(kit, query)?.name);
  });

  it("is what happened to an item said to have vanished ('where did the Budget folder go', 'the deck is gone')", () => {
    for (const query of [
      "where did the Budget 2025 folder go? it was here yesterday",
      "why is the Onboarding folder gone",
      "the Q3 deck has disappeared",
      "can you tell me why the Onboarding folder is gone",
      // (Or taken out of where they were: the place's listing no longer holds them.)
      "which files were moved out of Incident Reports in the last 30 days, and by whom?",
      "which documents were taken out of the Contracts folder?",
    ])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    // (Not where an item is, nor where it should go; nor a thing sent on, a thing's part, or a vanishing said only
    // beside another act asked.)
    for (const query of [
      "where is the Budget 2025 folder",
      "where should the Q3 deck go",
      "the Q3 deck went to legal, who has access to it now?",
      "did the Q3 deck go out to the client? show me its shared link",
      "did the upload of the Q3 deck go through",
      "the shared link on the Q3 deck has disappeared, show me the link",
      "the Q3 deck disappeared from the folder listing, list folder 5",
    ]) {
      expect(requestShape(query).vanished, query).toBeUndefined();
      const first = firstHit(kit, query)?.name;
      expect(first, query).toBeDefined();
      expect(logs, query).not.toContain(first);
    }
  });

  it("is what a read of things told of as made over a span asks for, their making ('links created this month')", () => {
    for (const query of [
      "which external collaborators were added this week",
      "show me shared links created in the last 30 days that are open to anyone",
    ])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    // (Not those of one item, which its own listing holds.)
    for (const query of [
      "show me comments added this week on file 5",
      "show me tasks created this week on the Q3 deck",
    ]) {
      const { object } = requestShape(query);
      expect(toolFacts(firstHit(kit, query)!), query).toMatchObject({ resource: object, parent: "file" });
    }
  });
});

describe("a past act asked of its doer", () => {
  it("is read from an unknown doer or a named one, never from a statement, a passive or a present state", () => {
    expect(requestShape("who deleted the file 'Offsite agenda.docx'?").deed).toMatchObject({
      verb: "delete",
      doer: "unknown",
    });
    expect(requestShape("did anyone download the salary bands spreadsheet?").deed).toMatchObject({
      verb: "download",
      doer: "unknown",
    });
    expect(requestShape("who made hub 18").deed).toMatchObject({ verb: "make", action: "create" });
    expect(requestShape("show me the files Rachel uploaded this month").deed).toMatchObject({
      doer: "named",
      dated: true,
    });
    expect(requestShape("what did Tom delete yesterday").deed).toMatchObject({ verb: "delete", doer: "named" });
    // (A name the lexicon does not know is one where written with a capital before its verb; in lower case, no name.)
    expect(requestShape("Show me every file Priya has modified this month").deed).toMatchObject({ doer: "named" });
    expect(requestShape("show me every file priya has modified this month").deed).toBeUndefined();
    expect(requestShape("SHOW ME EVERY FILE PRIYA HAS MODIFIED THIS MONTH").deed).toBeUndefined();
    // (A past verb with its doer after "by" is a passive the tagger may not read as one, a name between.)
    expect(requestShape('was "Board Minutes.docx" viewed by anyone outside the company').deed).toMatchObject({
      verb: "view",
      doer: "unknown",
    });
    // A doer the tagger knows for no person, between the auxiliary and the verb; people in general, or things, are
    // no doer.
    expect(requestShape("What files has the trainee uploaded since monday?").deed).toMatchObject({
      verb: "upload",
      doer: "named",
    });
    expect(requestShape("what remarks did people leave on file 2001?").deed).toBeUndefined();
    // A verb the tagger took for a noun names no resource ("upload" is no upload session there).
    const asked = requestShape("which files did Maya Okonkwo upload yesterday");
    expect(asked.deed).toMatchObject({ verb: "upload", doer: "named" });
    expect(asked.nouns.map((n) => n.noun)).toEqual(["file"]);
    // (A name written with a capital is the doer's, where the tagger, reading it in lower case, took it for a verb.)
    for (const [request, verb] of [
      ["what files did Ollie upload yesterday", "upload"],
      ["which folders did Mark lock", "lock"],
    ] as const)
      expect(requestShape(request).deed, request).toMatchObject({ verb, doer: "named" });
    // (But "get" before a participle is a passive, whatever the subject: no one did it.)
    expect(requestShape("did Budget Final get locked").deed).toBeUndefined();
    for (const request of [
      "who owns folder 5678",
      "who was asked to review in task 4402",
      "someone sent me a link to file 5, which file is it?",
      "Kim mentioned a comment thread on file 1200, show me the comments",
      "find the user who uploaded file 5",
      "list this month's file deletions, grouped by user",
    ])
      expect(requestShape(request).deed).toBeUndefined();
  });

  it("ranks the record of acts first, unless the item's record or a record of the act itself names the doer", () => {
    for (const request of [
      "who deleted the file 'Offsite agenda.docx'? it was there on monday",
      "Did anyone download the salary bands spreadsheet?",
      "who accessed file 12009 in the last 30 days",
      "show me the files Rachel uploaded this month",
      "what did Tom delete yesterday",
      "What files has the trainee uploaded since monday?",
      "which files did Maya Okonkwo upload yesterday",
      "Show me every file Priya has modified this month",
      // ("Do" stands for any act: all of them are asked.)
      "what did Sarah do on friday? she says she only read things",
      // (A thing named in a later statement tells what the asker knows, no place the acts were in.)
      "could you list the files Renata uploaded this week? She mentioned a new fee waiver template",
      'was "Board Minutes.docx" previewed by anyone outside the company',
      // (Items are listed only in the place that holds them: many said of none are found by the acts, though each
      // one's record names its uploader.)
      "list all the files Greg uploaded since he started",
    ])
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    // The hub's record says who created it; the file's says who uploaded it; a lock is a record of its own, with its
    // creator; writing is no act the record keeps; a polar question of a named person's act asks a state.
    for (const request of [
      "who created hub 18",
      "who uploaded version 55 of file 2323",
      "who locked file 77",
      "who wrote comment 6612",
      "has Maria accepted the invite to folder 8?",
      "list the files John uploaded to folder 5",
    ]) {
      const first = firstHit(kit, request);
      expect(first).toBeDefined();
      expect(logs).not.toContain(first!.name);
    }
  });

  it("reads the act a verb makes with the words after it: leaving comments on a file makes them, leaving a channel ends", () => {
    const query = "Who left comments on the structural drawings PDF (file 88213)?";
    const comments = requestShape(query).object;
    expect(requestShape(query).deed?.action).toBe("create");
    expect(toolFacts(firstHit(kit, query)!)).toMatchObject({ resource: comments, action: "list" });
    expect(requestShape("who left a comment on file 88213?").deed?.action).toBe("create");
    expect(requestShape("who left #ops?").deed?.action).toBe("delete");
  });

  it("asks the doer of an act the file's record names of that file's record, though only its name says it is a file", () => {
    // (Its record names the uploader, as it names the owner: the act is no record of acts' question.)
    const owner = toolFacts(firstHit(kit, "who owns file 5")!);
    for (const request of [
      'who uploaded "Dock rota 2.xlsx"? i need to ask them something',
      "who uploaded site_survey_03.pdf and when",
      "who uploaded the quarterly forecast deck",
      // (Or asked when, or by whom, it was done.)
      "when was IMG_4471.jpg uploaded and by who?",
      "when was site_survey_03.pdf uploaded",
      // (Its name said as a heading first, the question after it opening what is asked.)
      "site_survey_03.pdf: when was it uploaded and by who?",
      // (Or a phrase before a dash, when the question after it names it again by a pronoun.)
      "That photo IMG_4471.jpg from the Halsall strip-out — when was it uploaded and by who?",
    ])
      expect(toolFacts(firstHit(kit, request)!), request).toEqual(owner);
  });

  it("reads the speaker's own acts over a time from the record of acts, those on an item from the item", () => {
    for (const request of ["which documents did I upload yesterday", "show me everything we deleted this week"]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "speaker", dated: true });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
    // (Said of no time, on an item it names, of one item, of a read, or told as a statement, it is no question for the
    // record of acts.)
    for (const request of [
      "list the tasks I created",
      "show me the comments I posted on file 2001 yesterday",
      "I uploaded file 5 yesterday, show me its versions",
      "what's the status of the sign request I sent to Jo yesterday",
      "what files did I open yesterday",
    ]) {
      const first = firstHit(kit, request);
      expect(first, request).toBeDefined();
      expect(logs, request).not.toContain(first!.name);
    }
  });

  it("reads the act of a doer the tagger parted from its verb by a word it misread as a bare verb", () => {
    const request = "who last viewed the budget spreadsheet for the new wing";
    expect(requestShape(request).deed).toMatchObject({ verb: "view", doer: "unknown" });
    expect(logs).toContain(firstHit(kit, request)?.name);
  });

  it("reads the act of a doer said after 'the last time', which asks when it acted, not a statement", () => {
    for (const request of [
      "when was the last time anyone opened the policy doc",
      "tell me the last time someone downloaded file 5",
    ]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "unknown" });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
    // (Not "time" alone, which may be a statement's: "someone opened the doc at that time".)
    expect(requestShape("a new time someone opened the policy doc").deed).toBeUndefined();
  });

  it("is no act where 'has got' says having ('who's got the lock on the floor plan'): the item's record holds it", () => {
    for (const request of ["who's got the lock on the floor plan", "who has got the lock on file 5"]) {
      expect(requestShape(request).deed, request).toBeUndefined();
      expect(logs, request).not.toContain(firstHit(kit, request)?.name);
    }
  });

  it("asks whether a named person did an act that leaves no state of the record of acts ('did the client download …')", () => {
    for (const request of ["did the client download the proposal", "did Tom download the proposal"]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "named", action: "read" });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
  });

  it("reads no act from 'get' before a past verb, a passive ('did the agreement get signed yet?')", () => {
    expect(requestShape("did the Okafor freelance agreement get signed yet?").deed).toBeUndefined();
  });

  it("offers the record of acts among the first two for acts on many things over a time, beside the item's listing", () => {
    const request = "who has added collaborators to the Payroll folder";
    expect(requestShape(request).deed).toMatchObject({ doer: "unknown", over: true });
    const hits = kit.searchTools(request, { limit: 2 }).map((h) => h.name);
    expect(hits.filter((name) => logs.includes(name))).toHaveLength(1);
  });

  it("names the act by its verb joined with its particle ('logged in': a login)", () => {
    for (const query of ["who logged in from a new device this week", "who logged in to the admin console yesterday"])
      expect(logs, query).toContain(firstHit(kit, query)?.name);
    expect(requestShape("who logged in from a new device").deed).toMatchObject({ verb: "log", phrasal: "login" });
  });

  it("reads the word after 'did anyone' as the act asked of, though the tagger took it for a noun", () => {
    for (const request of [
      "did anyone preview the Morrison custody file after we closed the matter",
      "did anyone change permissions on the HR Terminations folder",
    ]) {
      const { deed } = requestShape(request);
      expect(deed, request).toMatchObject({ doer: "unknown" });
      expect(request.split(" ")[2], request).toMatch(new RegExp(`^${deed!.verb}`));
    }
    expect(logs).toContain(firstHit(kit, "did anyone preview the Morrison custody file last week")?.name);
  });

  it("reads acts asked of over a time (the perfect, a span) from the record of acts, though the item holds its last doer", () => {
    for (const request of [
      "who's edited the pricing spreadsheet this week",
      "who has edited the Q3 deck in the last 48 hours?",
      "who has viewed the offsite agenda doc",
    ]) {
      expect(requestShape(request).deed, request).toMatchObject({ doer: "unknown", over: true });
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
    // (The last doer is the item's; each version's is its version's; an answer so far is the request's state.)
    for (const request of [
      "who last edited the pricing spreadsheet?",
      "show me the version history of the Q3 deck, who changed it last week",
      "who has accepted the external collaborator terms of service",
    ]) {
      const first = firstHit(kit, request);
      expect(first, request).toBeDefined();
      expect(logs, request).not.toContain(first!.name);
    }
    // (An act done once to an item, its making, or kept as a record of its own, a lock, has its one doer in the item's
    // record, though asked in the perfect.)
    for (const request of ["who has created file 30001", "who has locked file 30001", "who has created the Q3 deck"]) {
      expect(requestShape(request).deed, request).toMatchObject({ over: true });
      const first = firstHit(kit, request)!;
      expect(toolFacts(first), request).toMatchObject({ resource: "file", action: "get", scope: "one" });
    }
  });

  it("reads the doer of a passive act after 'by' (people, or a person) and an indefinite doer a phrase qualifies", () => {
    expect(requestShape("which of our spreadsheets were opened by outside users last week").deed).toMatchObject({
      verb: "open",
      doer: "unknown",
      dated: true,
    });
    expect(requestShape("has someone in marketing downloaded the brand kit this week?").deed).toMatchObject({
      verb: "download",
      doer: "unknown",
    });
    // (A thing is no doer: "created by the workflow".)
    expect(requestShape("list the files created by the workflow 5").deed).toBeUndefined();
    for (const request of [
      "which of our spreadsheets were opened by outside users last week",
      "has someone in marketing downloaded the brand kit this week?",
    ])
      expect(logs, request).toContain(firstHit(kit, request)?.name);
  });

  it("is no search of everything for things a term finds when it answers who did what to them", () => {
    for (const request of [
      "which files were downloaded by Anna",
      "which files were shared by someone outside the company",
    ]) {
      expect(requestShape(request).searching, request).toBe(true);
      expect(kit.nothingFits(request), request).toBeUndefined();
      expect(logs, request).toContain(firstHit(kit, request)?.name);
    }
    // (A search by a term in what they hold still finds nothing: "find all files containing 'draft'".)
    expect(kit.nothingFits("find all files containing 'draft'")).toBeDefined();
  });

  it("is no search of everything for things by an act told of them that the record of acts records", () => {
    // (Shared links are read one at a time, by the link: no tool lists them all, so a search of them finds none.)
    const request = "show me the shared links created in the last month";
    const shape = requestShape(request);
    expect(shape.searching).toBe(true);
    expect(searchScope(definitions).searched).not.toContain(shape.object);
    expect(kit.nothingFits(request)).toBeUndefined();
  });

  it("gains no first hit where the kit keeps no record of acts", () => {
    for (const request of [
      "who posted the payroll screenshot in #random yesterday",
      "who deleted the message in #ops",
    ]) {
      const first = firstHit(messaging, request);
      expect(first === undefined || !first.annotations.destructiveHint).toBe(true);
    }
    expect(messagingDefinitions.length).toBeGreaterThan(0);
  });
});

describe("an act the request tells of as done", () => {
  it("is read from the listing of what the kit's tool for that act makes, not from where it was done", () => {
    const made = messagingDefinitions.map(toolFacts).filter((f) => f.action === "send" && f.parent === undefined);
    expect(made.length).toBeGreaterThan(0);
    for (const request of [
      "what did the VP say in #town-hall about hiring",
      "what did the head of sales announce in #sales",
    ]) {
      expect(requestShape(request).reported, request).toContain("send");
      const first = toolFacts(firstHit(messaging, request)!);
      expect([first.action, made.map((f) => f.resource)], request).toEqual(["list", [first.resource]]);
    }
  });

  it("is read there though the request names no place nor any word of the listing's ('who posted about …')", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    for (const request of ["who posted about the walk-in freezer being broken", "who mentioned the broken freezer"]) {
      expect(requestShape(request).reported, request).toContain("send");
      const first = toolFacts(firstHit(messaging, request)!);
      expect([first.action, first.resource], request).toEqual(["list", made.resource]);
    }
  });

  it("is no act done when the request says it was not ('the DMs I haven't answered')", () => {
    expect(requestShape("list the DMs I haven't answered").reported).toEqual([]);
    expect(requestShape("what did the CEO say in #news").reported).toEqual(["send"]);
  });

  it("is an act done though the speaker says they do not know who did it ('I'm not sure who posted …')", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    for (const request of [
      "I'm not sure who posted the rota in #general",
      "I don't know who posted the rota in #ops",
    ]) {
      expect(requestShape(request).reported, request).toContain("send");
      const first = toolFacts(firstHit(messaging, request)!);
      expect([first.action, first.resource], request).toEqual(["list", made.resource]);
    }
  });

  it("is read there though nobody in particular did it ('the file someone posted in #x'), a doer and no part", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    const request = "show me the spreadsheet someone posted in #ops";
    expect(requestShape(request).doers.length).toBeGreaterThan(0);
    const first = toolFacts(firstHit(messaging, request)!);
    expect([first.action, first.resource]).toEqual(["list", made.resource]);
  });

  it("is read there when people a question asks what they said of are its doers ('what did users say in #x')", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    const request = "what did users say in #helpdesk about the new VPN";
    expect(requestShape(request).doers.length).toBeGreaterThan(0);
    const first = toolFacts(firstHit(messaging, request)!);
    expect([first.action, first.resource]).toEqual(["list", made.resource]);
    // (Not the people a question asks for: "which people posted in #x" asks who.)
    expect(requestShape("which people posted in #general today").doers).toEqual([]);
  });

  it("is a message sent when its verb tells of talking ('is anyone in #x talking about …'), not who is there", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    for (const request of [
      "is anyone in #design talking about the new logo",
      "did anyone in #ops discuss the outage",
    ]) {
      const shape = requestShape(request);
      expect([shape.reported, shape.contents], request).toEqual([["send"], undefined]);
      const first = toolFacts(firstHit(messaging, request)!);
      expect([first.action, first.resource], request).toEqual(["list", made.resource]);
    }
    // (Who is in the place, said after it with a copula, is its members still.)
    expect(requestShape("is anyone in #design an admin").contents?.of).toBe("members");
  });

  it("is read there when the request names another part of the place only as its doer, topic or modifier", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    for (const request of [
      // (The person named is who did it.)
      "did Priya message me about the rota?",
      // (What was said names people; a noun that modifies another is no part asked for.)
      "what did Omar say to me in DMs about the user survey",
      "who posted the document of member birthdays in #social",
    ]) {
      const first = toolFacts(firstHit(messaging, request)!);
      expect([first.action, first.resource], request).toEqual(["list", made.resource]);
    }
    // (A part it names by its own id is asked for: "the thread ts 1712345678.000100" is the thread's.)
    const request = "what did people answer under Sam's question (thread ts 1712345678.000100) in #help?";
    expect(toolFacts(firstHit(messaging, request)!).resource).not.toBe(made.resource);
  });

  it("is a message sent when someone asked in the place ('has anyone in #x asked about …')", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    const request = "has anyone in #design asked about the new logo lately";
    expect(requestShape(request).reported).toEqual(["send"]);
    const first = toolFacts(firstHit(messaging, request)!);
    expect([first.action, first.resource]).toEqual(["list", made.resource]);
  });

  it("is what the kit's act made there when no tool does the act told of in the place ('did anyone in #x share …')", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    for (const request of ["did anyone in #design share the new mockups?", "who reacted to my post in #launch"]) {
      const first = toolFacts(firstHit(messaging, request)!);
      expect([first.action, first.resource], request).toEqual(["list", made.resource]);
    }
    // (Not an act on the place itself, whose own record holds its doer.)
    const listing = messagingDefinitions
      .map(toolFacts)
      .find((f) => f.action === "list" && f.resource === made.resource)!;
    expect(toolFacts(firstHit(messaging, "who created #design")!).resource).toBe(listing.parent);
  });

  it("is what the kit's act made when asked where someone did it, no place named ('find where someone shared …')", () => {
    const made = messagingDefinitions.map(toolFacts).find((f) => f.action === "send" && f.parent === undefined)!;
    for (const request of [
      "Find where someone shared the link to the Spring Appeal script.",
      "where did someone share the link to the Spring Appeal script?",
    ]) {
      const first = toolFacts(firstHit(messaging, request)!);
      expect([first.action, first.resource], request).toEqual(["list", made.resource]);
    }
    // (Not where a thing is, nor a relative clause after a noun: the content kit's record of acts keeps its place.)
    const events = "show me events where someone changed permissions on the Finance folder since 1 Oct";
    expect(kit.searchTools(events)[1]?.name).toBe(kit.searchTools("show me events on the Finance folder")[1]?.name);
  });

  it("is no act where the verb after the place says what they are, in the present: who in it has, owns, reports to …", () => {
    for (const request of [
      "who in the Night Shift group has edit rights",
      "who in the Field Crew group owns the most folders",
      "who in the Finance team group reports to Dana",
      "who in the Night Shift group holds the archive lock",
    ]) {
      expect(requestShape(request).contents, request).toMatchObject({ noun: "group", of: "members" });
      const first = toolFacts(firstHit(kit, request)!);
      expect([first.action, first.parent, first.resource.split(" ").at(-1)], request).toEqual([
        "list",
        "group",
        "membership",
      ]);
    }
    // (A verb told of as done, or asked after "did", is what they do there.)
    for (const request of ["is anyone in #support posting about the outage", "did anyone in #ops mention the outage"])
      expect(requestShape(request).contents, request).toBeUndefined();
  });

  it("is read from the listing of its verb's own noun where the verb names one ('did anyone reply to …')", () => {
    const request = "did anyone reply to my question in #helpdesk about the scanner";
    const { deed, reported } = requestShape(request);
    expect(reported.length).toBeGreaterThan(0);
    const listed = messagingDefinitions.map(toolFacts).find((f) => f.action === "list" && f.resource === deed?.verb);
    expect(listed).toBeDefined();
    expect(toolFacts(firstHit(messaging, request)!)).toEqual(listed);
  });
});

describe("the doer a question of who did an act says by a noun ('who was the last person to edit …')", () => {
  it("is the answer sought, no noun the request acts on: the item's own record holds who did it", () => {
    const asked = "who last edited the Q3 deck";
    const request = "who was the last person to edit the Q3 deck";
    const shape = requestShape(request);
    expect(shape.mentioned.length).toBeGreaterThan(shape.nouns.length);
    expect(shape.object).toBe(requestShape(asked).object);
    expect(toolFacts(firstHit(kit, request)!)).toEqual(toolFacts(firstHit(kit, asked)!));
    // (So by an everyday word for editing: "who last touched the Q3 deck".)
    expect(toolFacts(firstHit(kit, "who last touched the Q3 deck")!)).toEqual(toolFacts(firstHit(kit, asked)!));
    // (And an act no field of the item's record holds is asked as "who last opened …" asks it: of the record of acts.)
    const opened = "who last opened the Delgado settlement agreement";
    const person = "who was the last person to open the Delgado settlement agreement";
    expect(requestShape(person).deed).toMatchObject({ verb: requestShape(opened).deed!.verb, doer: "unknown" });
    expect(firstHit(kit, person)!.name).toBe(firstHit(kit, opened)!.name);
    // (A noun after the copula that does no act is the one asked of: "who is the custodian on legal hold 5".)
    const custodian = requestShape("who is the custodian on legal hold 5");
    expect(custodian.nouns.length).toBe(custodian.mentioned.length);
  });
});

describe("a question of who did an act that names no noun but the item's name ('who commented on the logo concepts')", () => {
  it("asks of what the act makes, on the item named by its name: the kind the tools read that as a part of", () => {
    const request = "who commented on the new logo concepts";
    const { deed, object, owner, mentioned } = requestShape(request);
    expect(mentioned).toEqual([]);
    expect(object).toBe(deed?.verb);
    expect(request.slice(owner!.start, owner!.end)).toBe("new logo concepts");
    const file = toolFacts(firstHit(kit, "who owns the Q3 deck")!).resource;
    const facts = toolFacts(firstHit(kit, request)!);
    expect([facts.action, facts.resource, facts.parent]).toEqual(["list", object, file]);
  });
});

describe("'has … got'", () => {
  it("says what something has, no act done nor items picked out: the versions are the file's", () => {
    const versions = toolFacts(firstHit(kit, "list the versions of file 5")!);
    for (const request of [
      "how many versions has the budget got",
      "how many versions has Croissant_Costing.xlsx got, and when was the most recent one?",
    ]) {
      const shape = requestShape(request);
      expect([shape.deed, shape.searching], request).toEqual([undefined, false]);
      expect(toolFacts(firstHit(kit, request)!), request).toEqual(versions);
    }
  });
});
