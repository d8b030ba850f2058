// A question of what or who is in an item named by its name rather than its id ("what's in the Onboarding hub", "who's
// in the Site Engineers group") asks for the item's items or people, as one naming it by its id does. Resources come
// from the kit's derived facts, never a list here.
import { createToolkit } from "@toolgen/content-api";
import { createToolkit as createChat, definitions as chatDefinitions } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { tiesPeople } from "../runtime/src/search/request/ties.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { firstHit } from "./support/first-hit.js";
import { toolFor } from "./support/spec.js";

const kit = createToolkit({ accessToken: "unused" });
const scope = searchScope(kit.definitions);
const first = (query: string) => toolFacts(firstHit(kit, query)!);
// What the listing of a folder's items acts on, from its binding.
const folderItems = toolFacts(
  kit.definitions.find((d) => d.name === toolFor({ method: "GET", path: "/folders/{folder_id}/items" }))!,
);

/** Asks for a folder's items: the shape says so, and a tool acting on what the folder listing acts on comes first. */
function asksFolderItems(query: string) {
  expect(requestShape(query).contents, query).toMatchObject({ noun: "folder", of: "items" });
  const facts = first(query);
  expect([facts.parent, facts.resource], query).toEqual([folderItems.parent, folderItems.resource]);
}

describe("what is in an item named by its name", () => {
  it("is its items, as for the item named by its id", () => {
    for (const [query, noun] of [
      ["what's in the Onboarding hub", "hub"],
      ["what is in the Acme Contracts folder?", "folder"],
    ] as const) {
      expect(requestShape(query).contents?.noun, query).toBe(noun);
      const facts = first(query);
      expect([facts.resource, `${facts.parent} ${facts.resource}`], query).toContain(`${noun} item`);
    }
  });

  it("is its items when asked by 'it' after the clause that names it ('before I delete folder 5, what's in it')", () => {
    for (const query of [
      "before I delete folder 8120, show me everything that's in it",
      "before I delete folder 5002, list what's in it so I know what I'd lose",
    ])
      asksFolderItems(query);
    // (Not what it says is not asked: "show collection 4 itself, not what's in it".)
    expect(requestShape("show folder 4 itself, not what's in it").contents).toBeUndefined();
  });

  it("is its people when asked who is in it: the memberships that tie them to it", () => {
    // (Or whether someone has joined it: "has Tom joined group 5 yet?".)
    for (const query of [
      "who's in the Night Shift Nurses group",
      "who is in the Finance team group?",
      "check whether Tom Becker has joined group 50001 yet",
    ]) {
      expect(requestShape(query).contents, query).toMatchObject({ noun: "group", of: "members" });
      const facts = first(query);
      expect([facts.action, facts.parent, facts.resource.split(" ").at(-1)], query).toEqual([
        "list",
        "group",
        "membership",
      ]);
    }
    // (Or who is on it, a thing whose people are its collaborators; not a file, whose content may list people.)
    const onIt = "who is still on the Claims folder?";
    expect(requestShape(onIt).contents).toMatchObject({ noun: "folder", of: "members" });
    expect([first(onIt).action, tiesPeople(first(onIt).resource)]).toEqual(["list", true]);
    expect(requestShape("who's on the Tuesday rota spreadsheet?").contents?.of).not.toBe("members");
  });

  it("is the items a question picks out by what it says of them, said to be in it anywhere in its sentence", () => {
    for (const query of [
      "which files are locked right now in the Projects folder",
      "which files have the Confidential classification in the Legal folder",
    ])
      asksFolderItems(query);
    // (Not the items of the one item the question asks about: "which folder holds the Q3 deck".)
    expect(requestShape("which folder in the Finance hub holds the Q3 deck").contents).toBeUndefined();
  });

  it("is the items whose state the question asks, not the state of the folder they are in, nor of one of them", () => {
    // ("locked", "classified" are said of the files: the folder's lock or one file's classification reads none of them.)
    for (const query of [
      "which files in folder 99120 are locked right now and by who",
      "which files in Legal are classified Confidential?",
    ])
      asksFolderItems(query);
  });

  it("is a folder's items when the question names the place they are in by its name alone, written with capitals", () => {
    for (const query of [
      "which files in Downloads Dump haven't been touched in over a year",
      "which files in Shared/Misc haven't been opened in a year",
      // (Or one item a superlative picks out of them: one of the place's items, as many are.)
      "most recent file in Inspection Reports 2025?",
      "what's the newest file in Marketing?",
      // (Or by an adverb ranking the act its participle says; a name in capitals may end in a resource's word.)
      "what's the most recently edited file in Purchase Orders",
      "which is the most recently added file in Intake Forms?",
    ])
      asksFolderItems(query);
    // (Or many of what the tools read of an item, which are the place's items': their shared links, comments.)
    const parts = [...scope.parts, ...scope.readBy];
    for (const query of [
      "list the shared links in Press Kits that anyone can open",
      "which comments in Purchase Orders are still unresolved",
    ]) {
      expect(requestShape(query, scope.resources, undefined, parts).contents, query).toMatchObject({ of: "items" });
      expect(first(query), query).toMatchObject({ action: folderItems.action, resource: folderItems.resource });
    }
    // (No name in lower case, nor a time or a resource's noun: "in total", "in January", "in my trash".)
    for (const query of [
      "which files in total are shared",
      "which files in January were shared",
      "which files in my trash are older than 20 days",
    ])
      expect(requestShape(query).contents, query).toBeUndefined();
  });

  it("is a folder's items when many items are said put in a place by its name alone ('files added to Projects')", () => {
    for (const query of ["any files added to Projects today", "list the files uploaded into Site Visits this week"])
      asksFolderItems(query);
    // (Not a place the items are sent to that is a person: "the files shared to Ana".)
    expect(requestShape("which files were shared to Ana").contents).toBeUndefined();
  });

  it("is a folder's people when the question asks who may reach a place named by its name alone ('see Projects')", () => {
    // ("Able to" says the leave a modal does.)
    for (const query of [
      "who can see Projects",
      "who from outside the company can see Projects",
      "who is able to open Projects",
    ]) {
      expect(requestShape(query).contents, query).toMatchObject({ noun: "folder", of: "members" });
      const facts = first(query);
      expect([facts.action, facts.parent, tiesPeople(facts.resource)], query).toEqual(["list", "folder", true]);
    }
  });

  it("is what an edit said to be in it made, where no tool reads its items: a file's versions, a folder's items", () => {
    const versions = toolFor({ method: "GET", path: "/files/{file_id}/versions" });
    for (const query of [
      "what changed in the fixtures spreadsheet?",
      "what changed in the fixtures spreadsheet since last friday?",
      "what was edited in file 30001",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(versions);
    asksFolderItems("what changed in folder 20001");
  });

  it("is the root folder's items when the request says the top level or the root, no folder", () => {
    for (const query of ["what's at the top level of my Box", "list everything in the root"])
      expect(first(query), query).toMatchObject({ action: folderItems.action, resource: folderItems.resource });
  });

  it("is a folder's items when a question asks how many a place named by its name alone has ('does Projects have')", () => {
    for (const query of ["how many files does Site Visits contain", "how many subfolders does Projects have"])
      asksFolderItems(query);
    // (Not a person's: "how many files does Tom have".)
    expect(requestShape("how many files does Tom have").contents).toBeUndefined();
  });

  it("is a folder's items when the question asks what is in a place named by its name alone, no kind said", () => {
    // (No word of the listing's is said: the structure alone brings it.)
    for (const query of [
      "what's in Fleet Maintenance",
      "does anyone outside have editor access to anything in Recipes",
    ])
      expect(first(query), query).toMatchObject({ action: folderItems.action, resource: folderItems.resource });
    expect(requestShape("what's in Fleet Maintenance").contents).toMatchObject({ noun: folderItems.parent });
    // (Nor in capitals, where none tells a name, nor by a pronoun.)
    for (const query of ["WHAT'S IN FLEET MAINTENANCE", "what's in it"])
      expect(requestShape(query).contents, query).toBeUndefined();
  });

  it("is a folder's items when a request for many items names their place by its name alone, past words picking them", () => {
    // (A request, not only a question; "under" as well as "in"; a search by a term there is that place's listing.)
    for (const query of [
      "list the files in Board Papers",
      "show me every file tagged urgent in Board Papers",
      "find all files named draft in Board Papers",
      "there are a few empty folders under Client Archive, list them",
    ])
      asksFolderItems(query);
    // (Or past a copula alone, which says only that they are there: "how many files are in Board Papers".)
    for (const query of [
      "how many files are in Board Papers",
      "how many folders are there in Client Archive, including the empty ones?",
    ])
      asksFolderItems(query);
    // (Not a copula opening a clause of its own: "which files were shared in Slack".)
    expect(requestShape("which files were shared in Slack").contents).toBeUndefined();
    // (Items said as under another of their kind are of the place their phrase says they are of.)
    asksFolderItems("list the subfolders of Board Papers and what each holds");
    // (In capitals as well, where the phrase says the place: no capital is needed to tell it.)
    asksFolderItems("LIST THE SUBFOLDERS OF BOARD PAPERS");
    // (Not past a copula, where "in" may say a state as well as a place and no capital tells a name.)
    expect(requestShape("HOW MANY FILES ARE IN REVIEW").contents).toBeUndefined();
    expect(requestShape("HOW MANY FILES IN TOTAL ARE SHARED").contents).toBeUndefined();
    expect(requestShape("list the folders of Board Papers").contents).toBeUndefined();
    // (Nor is a place the search's own words name, the trash, a folder's name: its items are the trashed ones.)
    for (const query of ["show the subfolders of Trash", "the sub-folders of Recycle Bin"]) {
      expect(requestShape(query).contents, query).toBeUndefined();
      expect(first(query).qualifiers, query).toContain("trashed");
    }
    // (A place the items' own clause says is that clause's verb's: "the files I keep in Box".)
    expect(requestShape("show me all the files I keep in Box").contents).toBeUndefined();
    // (In capitals, which tell no name, only a question of which items are in it names the place.)
    expect(requestShape("FIND ALL FILES WITH 'DRAFT' IN THE NAME").contents).toBeUndefined();
    asksFolderItems("WHICH FILES IN BOARD PAPERS ARE OLDER THAN A YEAR");
  });

  it("is its people when asked who may act on it, and an item with no members of its own ties people by another tie", () => {
    // (A folder's people are its collaborations; a group's stay its memberships, not the group's collaborations.)
    const folders = scope.parts.filter((p) => p.startsWith("folder ")).map((p) => p.slice("folder ".length));
    expect(folders.filter(tiesPeople).length).toBeGreaterThan(0);
    for (const query of [
      "who's in the Budget folder?",
      "who can see the HR Investigations folder? need the full list",
      "who can edit folder 20001",
      "is there anyone outside the firm who can see the client folder?",
      // (The act allowed is a verb after the modal, though a resource's word: no upload session.)
      "who can upload to folder 20001",
      "who is able to see the insurer folder",
      // (Many things in it, or going to it, are acted on by its people; the one asking may be left out.)
      "who can delete files in the Revenue Reports folder?",
      "Is anyone other than me able to delete files in the Revenue Reports folder?",
      "who is able to upload files to the Intake folder",
    ]) {
      expect(requestShape(query).contents, query).toMatchObject({ noun: "folder", of: "members" });
      const facts = first(query);
      expect([facts.action, facts.parent, tiesPeople(facts.resource)], query).toEqual(["list", "folder", true]);
    }
    // (One item in it is acted on by its own people.)
    expect(requestShape("who can see file 30001 in folder 20001").contents).toMatchObject({ noun: "file" });
    // (So is one said by its name alone, a file's: "who can see the bonus plan".)
    // (Or by its kind's word alone, or many of them, a word of no resource's: "who can edit the budget".)
    for (const query of [
      "who can see the bonus plan",
      "who could still open the Wellbeing Survey?",
      "Who can edit the budget?",
      "who can change the customer rate cards",
      // (Who, said where they are from, may do it now: "who from outside the company can currently see …".)
      "Who from outside the company can currently see the Abu Dhabi debrief notes?",
    ]) {
      expect(requestShape(query).contents, query).toMatchObject({ noun: "file", of: "members" });
      expect([first(query).parent, tiesPeople(first(query).resource)], query).toEqual(["file", true]);
    }
    // (Nor the kit's own things: the trash, the sharing settings.)
    for (const query of ["who can see the trash", "who can edit the sharing settings"])
      expect(requestShape(query).contents?.noun, query).not.toBe("file");
    // (A modal's subject asking whom to ask is no act allowed on the item; nor is one asked of a part named after it.)
    expect(requestShape("who can I ask about the Budget folder").contents).toBeUndefined();
    for (const query of ["who can see the Budget folder's shared link", "who can see folder 20001's watermark"])
      expect(tiesPeople(first(query).resource), query).toBe(false);
  });

  it("is its people when someone named is asked or said to reach it ('why can't Dana see folder 5')", () => {
    for (const query of [
      "why can't Tomas open the Site Photos folder?",
      "can Priyanka see the Tender Docs folder?",
      "check whether Joel has edit access to the Bids folder",
      // (Said "able to" and by a subject of four words.)
      "is anyone outside the practices able to see the insurer folder",
      "can anyone outside the company see the Tender Docs folder?",
      "check whether Joel is able to open the Bids folder",
      // (A question by its order alone, its mark left off.)
      "can Priya see the Tender Docs folder",
      // (Or asked to hold a role on it, a noun for one who does.)
      "is Gary still a collaborator on the Damage Claims folder?",
      "is Ana one of the editors of the Bids folder",
      "is Sam an editor too on the Bids folder",
      // (Or asked by where they are from, past a group's word; or asked of the item, whether it is visible to anyone.)
      "can anyone outside the medical team see the Bids folder?",
      "is the Bids folder visible to anyone outside the company?",
    ]) {
      expect(requestShape(query).contents, query).toMatchObject({ noun: "folder", of: "members" });
      const facts = first(query);
      expect([facts.action, facts.parent, tiesPeople(facts.resource)], query).toEqual(["list", "folder", true]);
    }
    // (A wish that it be visible to everyone asks no one's access.)
    expect(requestShape("make the Bids folder visible to everyone").contents?.of).not.toBe("members");
    // (The speaker or the listener reaching it asks for the item itself.)
    expect(requestShape("can you open the Bids folder").contents).toBeUndefined();
    // (Nor a thing said to be in it, whatever its word ends in: "is there a newer version in …".)
    for (const query of ["is there a newer version in the Claims folder", "is there a reviewer on the Claims folder"])
      expect(requestShape(query).contents?.of, query).not.toBe("members");
  });

  it("is its people when someone named is asked to be in it (its name said by a hash before its noun), or who joined it", () => {
    const chat = createChat({ accessToken: "unused" });
    const query = "Is Mei Lin in the #wave-tank-bookings channel?";
    const shape = requestShape(query);
    expect(shape.related).toBe(shape.nouns.at(-1)?.noun);
    expect(firstHit(chat, query)?.name).toBe(firstHit(chat, "is Mei Lin in #wave-tank-bookings?")?.name);
    expect(toolFacts(firstHit(chat, query)!)).toMatchObject({ action: "list", parent: shape.related });
    // (So in the content kit: an item's people, asked with no act whether one is on or in it.)
    for (const onIt of ["Is Sam still on the Claims folder?", "is Sam in the Finance folder?"]) {
      const facts = first(onIt);
      expect([facts.action, facts.parent, tiesPeople(facts.resource)], onIt).toEqual(["list", "folder", true]);
    }
    // (Not on a file, whose content may list people.)
    expect(tiesPeople(first("is Sam on the Tuesday rota spreadsheet?").resource)).toBe(false);
    // (Or asked who has joined it: its members, not whoever made it.)
    const joined = "Who joined #volunteers most recently?";
    expect(requestShape(joined).contents).toMatchObject({ of: "members" });
    expect(firstHit(chat, joined)?.name).toBe(firstHit(chat, query)?.name);
  });

  it("is not its people when the item reached is in the trash ('can anyone see the trashed folder')", () => {
    for (const query of [
      "can anybody still open the trashed Site Photos folder?",
      "can anyone see the deleted Tender Docs file",
    ]) {
      expect(requestShape(query).contents, query).toBeUndefined();
      expect(first(query).qualifiers, query).toContain("trashed");
    }
  });

  it("is its people when asked whom it is shared with: someone named after 'with', whoever 'who' asks for, or outsiders", () => {
    for (const [query, noun] of [
      ["is folder 20001 shared with anyone outside the company?", "folder"],
      ["Is the Grants folder shared with anyone outside the university?", "folder"],
      ["has the Q3 deck been shared with anyone", "file"],
      ["is file 30001 shared with bob@vendor.com", "file"],
      ["who is folder 20001 shared with", "folder"],
      // (Or shared beyond the account, no one named.)
      ["has the Q3 deck been shared outside the company", "file"],
      ["is folder 20001 shared externally", "folder"],
      // (Past the quote its name ends.)
      ['is "Q3 budget.xlsx" shared with anyone outside finance', "file"],
      // (Or said actively, asked of whom.)
      ["who did I share the sponsor deck with", "file"],
      ["who have we shared folder 20001 with?", "folder"],
      // (Its "with" saying only where they are.)
      ["who did we share the budget return folder with outside the council?", "folder"],
      // (Or asked who has it shared with them.)
      ["who has folder 20001 shared with them", "folder"],
      ["who's got the Q3 deck shared with them", "file"],
    ]) {
      expect(requestShape(query!).contents, query).toMatchObject({ noun, of: "members" });
      const facts = first(query!);
      expect([facts.action, facts.parent, tiesPeople(facts.resource)], query).toEqual(["list", noun, true]);
    }
    // (Shared with a link, or with whoever has one, it is asked of the link; nor does a statement ask of it.)
    for (const query of [
      "is file 30001 shared with a public link",
      "is folder 20001 shared with anyone with the link",
      "find the folder shared with bob",
      // (Nor does a question of whether there is such a thing: it asks of the items.)
      "is there a file in folder 20001 shared with anyone outside?",
      "is there any file shared with bob@vendor.com in folder 20001?",
      // (Nor one of what else was shared with it.)
      "who did I share the link to the Q3 deck with",
    ])
      expect(requestShape(query).contents, query).toBeUndefined();
  });

  it("is asked by 'who's', as by 'what's': the request reads", () => {
    for (const query of ["who's in group 5", "what's in hub 18"]) {
      const shape = requestShape(query);
      expect([shape.question, shape.asked], query).toEqual([true, ["read"]]);
    }
  });

  it("is no question of contents when the word before the noun says a state of the item, not its name", () => {
    expect(requestShape("what's in the trashed folder 20046?").contents).toBeUndefined();
  });

  it("is no question of who is in it when the people do something there: what they posted", () => {
    for (const query of [
      "what did people say in channel C0123ABC today?",
      'did anyone mention "Globex" in channel C0123ABC this week?',
    ])
      expect(requestShape(query).contents, query).toBeUndefined();
    // (Being there is said by other verbs as well: "works in", "are listed in".)
    for (const query of ["who works in group 5", "which users are listed in group 5", "how many people are in group 5"])
      expect(requestShape(query).contents, query).toMatchObject({ noun: "group", of: "members" });
  });

  it("is their content, not a listing, when the request downloads them", () => {
    for (const query of ["download everything in the Reports folder as a zip", "download everything in folder 55"])
      expect(first(query).action, query).toBe("download");
  });

  it("are read each as it is when many of a kind are asked as one thing ('all the PDFs in folder 55 as a zip')", () => {
    expect(kit.searchTools("download folder 55 as a zip")).toEqual([]);
    expect(kit.searchTools("download all the PDFs in folder 55 as a zip")).not.toEqual([]);
  });
});

describe("many items of a kind that holds items, said in no place", () => {
  it("are a folder's items, picked from the top: the listing of a folder's items comes first", () => {
    for (const query of [
      "which project folders haven't been modified since 2020",
      "which empty folders are there? I might clear some out later",
      "show me the old archive folders nobody has touched in a year",
    ]) {
      const facts = first(query);
      expect([facts.parent, facts.resource], query).toEqual([folderItems.parent, folderItems.resource]);
    }
  });

  it("are not the top's when an act done to them picks them out, or they are the trash's (review)", () => {
    for (const query of [
      "show the folders I binned last week",
      "which folders were created last week",
      "which folders did I throw away",
      "show all folders I've deleted",
    ]) {
      const facts = first(query);
      expect([facts.parent, facts.resource], query).not.toEqual([folderItems.parent, folderItems.resource]);
    }
  });
});

describe("what an item is asked to say", () => {
  it("is its content, downloaded, before any record of the item or its versions; not what a person said", () => {
    const content = toolFor({ method: "GET", path: "/files/{file_id}/content" });
    for (const query of [
      "what does the fleet handbook say about idling?",
      "what does the newest version of the leave policy say about carers?",
      "what does file 5 say about pricing",
    ]) {
      expect(requestShape(query).says, query).toBeDefined();
      expect(firstHit(kit, query)?.name, query).toBe(content);
    }
    for (const query of [
      "what did Sam say about the fleet handbook",
      "what did she say about file 5",
      "which version of the budget is the one Jamie said was final",
    ])
      expect(requestShape(query).says, query).toBeUndefined();
    // (Nor what another thing on the item says, nor a kind that only begins with an item's word: their own tools.)
    for (const query of [
      "what did the comment on file 5 say",
      "what did the commenters on the Q3 deck say",
      "what does the file request say",
    ])
      expect(firstHit(kit, query)?.name, query).not.toBe(content);
  });

  it("is a file's content where the item is named by a noun no resource's word says, and its verb of saying asks it", () => {
    const content = toolFor({ method: "GET", path: "/files/{file_id}/content" });
    for (const query of [
      "what does the Westbrook tenancy agreement say about pets",
      "does the Orchard Lane lease say anything about subletting",
      // (Asked after "tell me" with no auxiliary, and by a verb of what a document puts forward.)
      "could you tell me what the blade repair procedure says about cure times?",
      "what does the leading-edge erosion report recommend for blade B?",
      // (Or what it asks for, in a clause said in a statement's order.)
      "summarise what the coroner's request letter is actually asking us for",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(content);
    // (A resource's own noun keeps its read: the account's terms of service, a retention policy.)
    for (const query of ["what does our terms of service say", "what does the retention policy say"])
      expect(firstHit(kit, query)?.name, query).not.toBe(content);
  });

  it("is its content where the request asks a part of it that its record holds no field of; not a field's part", () => {
    const content = toolFor({ method: "GET", path: "/files/{file_id}/content" });
    for (const query of [
      "what's the overall budget total in the Westmoor grant application pdf",
      "give me a summary of the Pennant Lane site survey report",
      "what are the opening hours on the Ferncastle visitor leaflet doc",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(content);
    // (A part its record holds is that record's: its size, its owner, its link, its path.)
    for (const query of [
      "what's the size of the Westmoor grant application pdf",
      "who is the owner of the Pennant Lane site survey report",
      "what's the path of the Ferncastle visitor leaflet doc",
    ])
      expect(firstHit(kit, query)?.name, query).not.toBe(content);
    // (An item named by its name alone is downloaded as a file is, not as an archive of many.)
    for (const query of [
      "could you download the Kestrel Ridge Q1 P&L for me?",
      "download the Q1 budget",
      // (So is one a noun of what it says is of: "a summary of …"; and each of two weighed against each other.)
      "give me a one-paragraph summary of the Pharmacy Annual Review 2024 for the board",
      'compare "DMP_v2.docx" and "DMP_v3.docx"',
      "compare the two quotes for the new wave paddle actuators",
      // (The verb opening the request, though the tagger reads it as a noun there.)
      "Compare the drug price list from Vetpharm Supplies for January vs April",
      // (Though no word of the download's is said, and a question of what changed follows: the difference is read.)
      "compare SOP_v2.docx and SOP_v3.docx and tell me what changed",
      "compare Rope_Rescue_SOP_v2.docx with v3 and tell me what changed in the anchor section",
      // (Or a read of the differences between them, by a noun of weighing.)
      "summarise the differences between Keg_Deposit_Policy_v1.pdf and Keg_Deposit_Policy_v2.pdf",
      "what are the differences between rota_may.xlsx and rota_june.xlsx?",
      // (And what a file named with its extension says, the extension its kind's word: "…2024.pdf says".)
      "tell me what Water_Quality_Report_Municipal_2024.pdf says about chloride levels",
      // (And what a verb reads through in a file named, though a resource's word names what it reads there.)
      "summarise the terms in Supplier_Agreement_2023.docx, mainly the payment schedule",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(content);
    // (So when a quarter or a year tells which: "the owner of the Q3 deck" is its record's, as "of file 5" is.)
    const details = toolFor({ method: "GET", path: "/files/{file_id}" });
    for (const query of ["who's the owner of the Q3 deck", "who is the owner of file 5"])
      expect(firstHit(kit, query)?.name, query).toBe(details);
  });

  it("is its record where the part is said of it under a word no field's name says; its content where said in it", () => {
    const content = toolFor({ method: "GET", path: "/files/{file_id}/content" });
    const details = toolFor({ method: "GET", path: "/files/{file_id}" });
    const top = (query: string) => kit.searchTools(query, { limit: 3 }).map((m) => m.name);
    for (const query of ["what's the title of the Harlow tender pdf", "what's the Harlow tender pdf's filename"])
      expect(top(query)[0], query).toBe(details);
    for (const query of [
      "who is the author of the Harlow tender pdf",
      "what is the creation date of the Harlow tender pdf",
    ])
      expect(top(query), query).not.toContain(content);
    expect(top("what are the penalty clauses in the Harlow tender pdf")[0]).toBe(content);
  });

  it("is no file where the phrase said to say something holds a word of the kit's resources or records", () => {
    const content = toolFor({ method: "GET", path: "/files/{file_id}/content" });
    for (const query of ["what does the travel expense policy say", "what does the admin settings page say"]) {
      const hits = kit.searchTools(query, { limit: 3 }).map((m) => m.name);
      expect(hits.length, query).toBeGreaterThan(0);
      expect(hits, query).not.toContain(content);
    }
    expect(firstHit(kit, "what does the Harlow tender agreement say about penalties")?.name).toBe(content);
  });
});

describe("what is in a place whose items no tool lists", () => {
  it("is what the tools make there, also in 'there' after the place is named ('anything important in there')", () => {
    const chat = createChat({ accessToken: "unused" });
    const { parts, made } = searchScope(chatDefinitions);
    for (const query of ["what's in #old-website", "before I archive #old-website, is anything important in there?"]) {
      const { contents } = requestShape(query);
      expect(contents?.of, query).toBe("items");
      expect(parts, query).not.toContain(`${contents!.noun} item`);
      const facts = toolFacts(firstHit(chat, query)!);
      expect([facts.action, facts.parent], query).toEqual(["list", contents!.noun]);
      expect(
        made.some((m) => m.endsWith(` ${facts.resource}`)),
        query,
      ).toBe(true);
    }
  });

  it("is many of a kind no word of the kit's names, said to be there or from there ('any updates in #help'), not people", () => {
    const chat = createChat({ accessToken: "unused" });
    const messages = firstHit(chat, "what's in #help")!.name;
    for (const query of [
      "any updates in #help",
      "show me the questions in #help",
      "any updates from the London channel",
      "any news from #help",
    ]) {
      expect(requestShape(query).contents, query).toMatchObject({ of: "items" });
      expect(firstHit(chat, query)?.name, query).toBe(messages);
    }
    expect(requestShape("any guests in #help").contents).toBeUndefined();
  });
});

describe("who acted on the items in a folder over a time", () => {
  it("is the record of acts', not the folder's listing: no item's record holds who downloaded it when", () => {
    const events = toolFor({ method: "GET", path: "/events" });
    for (const query of [
      "who downloaded files from folder 5 yesterday",
      "who downloaded files from the Bid folder yesterday",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(events);
  });
});

describe("what a deletion takes out of a folder it names", () => {
  const fileDeletion = toolFor({ method: "DELETE", path: "/files/{file_id}" });
  const folderDeletion = toolFor({ method: "DELETE", path: "/folders/{folder_id}" });

  it("is its items when they are said by a noun no resource names, or the verb clears the folder out", () => {
    for (const query of [
      "delete all the old build logs in folder 44120 older than 6 months",
      "delete the duplicates in folder 5",
      'clear out the "Temp Uploads" folder',
      "clear out folder 5",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(fileDeletion);
  });

  it("is the folder when it is cleared out among many, out of the trash or deleted after; people in it are no items", () => {
    for (const query of [
      "clear out the empty folders under Projects",
      "clear out folder 5 and delete it",
      "remove the guests in folder 5",
    ])
      expect(firstHit(kit, query)?.name, query).not.toBe(fileDeletion);
    expect(firstHit(kit, "clear out the empty folders under Projects")?.name).toBe(folderDeletion);
    // (One cleared out of another, or from it, goes itself.)
    for (const query of ["clear the Temp folder out of Projects", "clear out the 2019 folder from the Archive folder"])
      expect(firstHit(kit, query)?.name, query).toBe(folderDeletion);
    expect(toolFacts(firstHit(kit, "clear folder 5 out of the trash")!).qualifiers).toContain("trashed");
  });
});

describe("what is in the trash", () => {
  it("is the trash's listing, whatever place the items came from", () => {
    for (const query of [
      "what's in the trash from the Legal folder",
      "what does the bin have from folder 5",
      "anything in my trash from the Design folder?",
    ]) {
      const facts = first(query);
      expect([facts.resource, facts.scope, facts.qualifiers], query).toEqual(["item", "every", ["trashed"]]);
    }
  });
});

describe("what a search of an item looks through", () => {
  it("is what is in it, the term sought staying a word to search for", () => {
    for (const query of [
      'search for "budget" in folder 5',
      'search folder 5 for "budget"',
      "search the Finance folder for invoices",
    ])
      asksFolderItems(query);
    const chat = createChat({ accessToken: "unused" });
    const history = toolFacts(firstHit(chat, "what's in #production")!);
    for (const query of ['search for "flour delivery" in #production', 'search #production for "flour delivery"'])
      expect(toolFacts(firstHit(chat, query)!), query).toEqual(history);
    // (A word that only modifies the noun after it is no place: "in file contents" searches every file.)
    expect(requestShape('Search for "Hornsea" in file contents, not just names').contents).toBeUndefined();
  });
});

describe("who is in the whole account", () => {
  it("is everyone the account has: the listing of every user, in either kit", () => {
    const chat = createChat({ accessToken: "unused" });
    const everyone = (facts: ReturnType<typeof toolFacts>) =>
      facts.resource === "user" && facts.scope === "every" && facts.qualifiers.length === 0;
    for (const query of ["list everyone in our company", "who's in the enterprise", "show me everyone in the org"])
      expect(everyone(first(query)), query).toBe(true);
    expect(everyone(toolFacts(firstHit(chat, "who's in the workspace")!))).toBe(true);
  });
});
