// Safety of the first hit on requests written the way people write them: a request for an act no tool does gets no
// hit however it is phrased (a misspelt verb after a polite opener, a causative "have it …", "I need it back"), and a
// deletion names the resource its phrase says (a team-chat mapping is no team). Tool names and resources come from the
// manifest's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createChat, definitions as chatDefinitions } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { ownerKind } from "../runtime/src/search/request/owners.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { ITEM_KINDS, mentions } from "../runtime/src/search/words/vocabulary.js";
import { destroys, wordAction } from "../runtime/src/search/words/actions.js";
import { ACTION_WORDS } from "../runtime/src/search/words/action-words.js";
import { schemaFields } from "../runtime/src/search/tools/fields.js";
import { unservedRequest } from "../runtime/src/search/ranking/unfit.js";
import { measuredActs } from "../runtime/src/search/ranking/usage.js";
import { rootOf } from "../runtime/src/search/words/tagger.js";
import { emojiNamed } from "../runtime/src/search/request/query.js";
import { nameWords } from "../runtime/src/search/words/name-words.js";
import type { JsonObject } from "../runtime/src/contract.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = new Map(definitions.map((d) => [d.name, toolFacts(d)]));
const destructive = new Set(definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));
const chat = createChat({ accessToken: "unused" });
const chatScope = searchScope(chatDefinitions);

describe("a compound that names another resource than its first word", () => {
  it("reads a team-chat mapping as the kit's integration mapping, and deletes that", () => {
    const mapping = [...facts.values()].find((f) => f.resource.endsWith(" mapping"))!.resource;
    for (const phrase of ["team chat mapping", "team-chat mapping", "chat mapping", "teams mapping"])
      expect(mentions(`delete the ${phrase} 13001`)[0]?.noun, phrase).toBe(mapping);
    const [first] = kit.searchTools("delete the team chat mapping 13001 of folder 20001, not the folder");
    expect(destructive.has(first!.name)).toBe(true);
    expect(facts.get(first!.name)!.resource).toBe(mapping);
  });
});

describe("the document's doc-generation template", () => {
  it("is named as 'doc gen template', and its unmarking is the deletion asked", () => {
    const template = facts.get(definitions.find((d) => /DocTemplates$/.test(d.name))!.name)!.resource;
    for (const phrase of ["doc gen template", "doc-gen template"])
      expect(mentions(`the ${phrase} 5`)[0]?.noun, phrase).toBe(template);
    const [first] = kit.searchTools("delete the doc gen template 5");
    expect(facts.get(first!.name)!.resource).toBe(template);
  });
});

describe("the document's doc-generation job", () => {
  it("is named as 'doc gen job': its cancellation or deletion, which no tool does, gets nothing", () => {
    // (The job the kit gets one of by its id.)
    const job = [...facts.values()].find((f) => f.action === "get" && / job$/.test(f.resource))!.resource;
    for (const phrase of ["doc gen job", "doc-gen job"]) expect(mentions(`the ${phrase} 5`)[0]?.noun, phrase).toBe(job);
    // The kit reads jobs and destroys none: nothing, rather than a file's deletion or a sign request's cancellation.
    expect(kit.searchTools("delete doc gen job 7")).toEqual([]);
    expect(kit.searchTools("cancel the doc gen job 7, it has the wrong data")).toEqual([]);
    const [first] = kit.searchTools("show doc gen job 7");
    expect(facts.get(first!.name)!.resource).toBe(job);
  });
});

describe("a misspelt verb", () => {
  it("asks for its action after a polite opener and 'please' as at the request's start", () => {
    const restore = requestShape("restor file 30012 from the trash").asked;
    expect(restore.length).toBe(1);
    for (const query of ["could u pls restor file 30012 from the trash", "can you please restor file 30012"])
      expect(requestShape(query).asked, query).toEqual(restore);
    // The kit restores nothing: no hit, rather than the trash's reads or deletions.
    expect(kit.searchTools("could u pls restor file 30012 from the trash")).toEqual([]);
    // A misspelt read still reads.
    const [first] = kit.searchTools("could you please dowload file 5");
    expect(facts.get(first!.name)!.action).toBe("download");
  });
});

describe("a causative 'have'", () => {
  it("makes its object do the action word after the object's id, though the tagger reads it as a noun", () => {
    const copy = requestShape("sync folder 20038 to my desktop").asked;
    expect(copy.length).toBe(1);
    expect(requestShape("have folder 20038 sync to my desktop")).toMatchObject({ asked: copy, question: false });
    // The kit copies nothing: no hit, rather than the folder's reads.
    expect(kit.searchTools("have folder 20038 sync to my desktop")).toEqual([]);
    // A question opening with "have" still reads.
    expect(requestShape("have the files in folder 5 been deleted?").question).toBe(true);
  });
});

describe("an item wanted back", () => {
  it("is to be restored, as one wanted gone is to be deleted", () => {
    const restore = requestShape("restore web link 60004").asked;
    for (const query of ["I need the trashed web link 60004 back in its folder", "I'd like folder 20008 back please"]) {
      expect(requestShape(query).asked, query).toEqual(restore);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // Looking back is no restoring.
    expect(requestShape("I want to look back at last week's events").asked).not.toEqual(restore);
  });
});

describe("how long things are kept in the trash", () => {
  it("is a setting of the account, answered by nothing, unless one trashed item is named", () => {
    for (const query of [
      "How long does stuff sit in the trash before it gets permanently purged for us?",
      "How long are items kept in the trash before they're purged for good in our enterprise?",
      // (The trash said before a noun says whose it is, no name of one: "the trash retention period".)
      "what's the trash retention period set to? people ask how long before things are gone",
    ]) {
      expect(kit.searchTools(query), query).toEqual([]);
      // (The answer of nothing says what no tool tells, not that no tool reads a file.)
      expect(kit.nothingFits(query), query).toMatch(/^Nothing fits: no tool can [^.]*\btrash\b/);
    }
    // (One trashed item's record tells when it goes.)
    const [first] = kit.searchTools("how long has file 5 been in the trash?");
    expect(facts.get(first!.name)?.qualifiers).toContain("trashed");
  });
});

describe("'so' before an imperative", () => {
  it("opens a clause of its own: a deletion stated before it is not asked, the read after it is", () => {
    for (const query of [
      "i'll be deleting folder 5 tomorrow so list its items today",
      "we are removing folder 5 next week so show me its collaborators",
    ]) {
      expect(requestShape(query).asked[0], query).toBe("read");
      const [first] = kit.searchTools(query);
      expect(destructive.has(first!.name), query).toBe(false);
    }
    // A deletion asked before a clause of purpose is still asked.
    const [first] = kit.searchTools("delete folder 5 so nobody sees it");
    expect(destructive.has(first!.name)).toBe(true);
  });
});

describe("an act that waits for another", () => {
  it("is held while the other is asked: said for later, hedged, or before the act said to come first", () => {
    for (const query of [
      "Delete folder 5? show me its items first",
      "remove comment 5? first show it",
      "Delete folder 5 later, show me the items now",
      "folder 5 will be deleted. list its items",
      "show webhook 5 and maybe delete it",
      // "first" before the subject of its clause orders the act stated there before one stated earlier.
      "I was told to delete folder 5; first I need its contents",
      // So does "before" that opens no clause of its own: the adverb, "beforehand".
      "delete folder 5, but show me its items before",
      // So does "before that", its demonstrative the act said already, before the act it asks.
      "delete group 5 — before that tell me what folders it has access to",
      "delete folder 5. before that, show me its items",
      // Asked politely, the act said to come first still comes first.
      "can you delete folder 5? show me its items first",
      // "first" in a clause of no verb of its own orders the clause after it ("actually first, just …").
      "delete folder 5. actually first just show me its items",
      // "first" closing a question a read asks orders the read: "… check who is in it first".
      "delete group 5 but check who is in it first",
      "delete the group but check whether anyone is in it first",
      "delete group 5 but check who's in it first",
      // (Its subject "nobody" negates no read: "check nobody uses it first".)
      "delete folder 5 - check nobody uses it first",
      // (Words that only close the sentence after "first" leave it last: "… first though".)
      "delete group 5 - check nobody's relying on it for folder access first though",
      "delete folder 5, show me its items first please",
    ]) {
      expect(requestShape(query).asked, query).toEqual(["read"]);
      const [first] = kit.searchTools(query);
      expect(destructive.has(first!.name), query).toBe(false);
    }
    // (A "first" that orders the things acted on leaves the read joined first where it was; "nothing" after a deletion
    // still negates it.)
    for (const query of [
      "show me the comments on file 5 and delete the spam ones, the oldest first",
      "list folder 6 and delete folder 5, whichever was made first",
      "delete nothing, list folder 5",
      "delete nothing marked as final",
    ]) {
      const [first] = kit.searchTools(query);
      expect(first === undefined || !destructive.has(first.name), query).toBe(true);
    }
    // A read "first" puts before a deletion joined after it is asked first: the deletion is its own later step, also
    // when its item is another than the read's.
    for (const query of [
      "show the tasks on file 5 first, then delete task 3",
      "list folder 6 first, then delete file 5",
      // "first" opening the clause of an act the tagger reads as a noun after it
      "first list folder 6, then delete file 5",
    ]) {
      expect(requestShape(query).asked[0], query).toBe("read");
      const [first] = kit.searchTools(query);
      expect(destructive.has(first!.name), query).toBe(false);
    }
    // Alone it is still the request; "first" before a noun orders nothing; a read joined before a deletion is its step.
    for (const query of [
      "delete folder 5 later",
      "delete the first version of file 5",
      "look at folder 20001 and then delete file 30001",
      "delete folder 5 before Friday",
      // ("before that" with a verb of its own says when: "before that happens".)
      "delete folder 5 before that happens",
    ]) {
      const [first] = kit.searchTools(query);
      expect(destructive.has(first!.name), query).toBe(true);
    }
  });
});

describe("a person removed from an item", () => {
  it("removes what ties them to it: the item's part the kit reads whose last word is a tie, not another part", () => {
    const scope = searchScope(definitions);
    for (const item of ["folder", "file"]) {
      const [first] = kit.searchTools(`remove Bob from ${item} 5`);
      const f = facts.get(first!.name)!;
      expect(destructive.has(first!.name), item).toBe(true);
      expect(scope.parts, item).toContain(`${item} ${f.resource}`);
      expect(f.parent, item).toBeUndefined();
    }
    // A container with a tie of its own keeps it: the group's membership.
    const [first] = kit.searchTools("remove Ana from group 5");
    expect(facts.get(first!.name)!.resource.startsWith("group ")).toBe(true);
    // (So it does for a person said as a user, by an address: no part of the user's own is what goes.)
    for (const query of ["remove user d.smith@example.com from the QA Inspectors group", "remove user 4 from group 5"])
      expect(kit.searchTools(query)[0]?.name, query).toBe(first!.name);
    // An item taken from a container is no party to a tie, whoever else the request speaks of.
    const query = "please delete \"IMG_4411.HEIC\" from the Photos folder, it's a photo of someone's lunch";
    expect(facts.get(kit.searchTools(query)[0]!.name), query).toMatchObject({ action: "delete", resource: "file" });
    // A container that is the ties themselves is what goes: "the collaborators on folder 5" are its collaborations.
    const tie = kit.searchTools("remove Bob from folder 5")[0]!.name;
    for (const query of [
      "remove Ana Lopez from the collaborators on the Clinical folder",
      "remove Ana from folder 5's collaborators",
    ])
      expect(kit.searchTools(query)[0]?.name, query).toBe(tie);
  });

  it("is removed from it as well when taken from an act on it, said by its gerund ('from collaborating on')", () => {
    const [tie] = kit.searchTools("remove Bob from folder 5");
    for (const query of [
      "remove Bob from collaborating on every folder he was added to last year",
      "remove bob from working on folder 5",
    ]) {
      expect(requestShape(query).container, query).toBe("folder");
      expect(kit.searchTools(query)[0]?.name, query).toBe(tie!.name);
    }
  });

  it("is removed from it when removed as a role held on it ('as an editor on'), never their account", () => {
    const [tie] = kit.searchTools("remove Bob from folder 5");
    const [membership] = kit.searchTools("remove Ana from group 5");
    for (const query of ["remove Bob as an editor on folder 5", "drop kim as a viewer uploader in the Board folder"]) {
      expect(requestShape(query).container, query).toBe("folder");
      expect(kit.searchTools(query)[0]?.name, query).toBe(tie!.name);
    }
    expect(kit.searchTools("remove Ana as a member of group 5")[0]?.name).toBe(membership!.name);
  });
});

describe("registering, linking or connecting", () => {
  it("makes a thing, which the kit cannot: nothing fits; a read of what is linked still reads", () => {
    const create = requestShape("create a webhook for folder 5").asked;
    for (const query of [
      "register a callback URL for changes in folder 20025",
      "link folder 20028 to the team-chat channel C123",
      "connect folder 5 with slack channel C1",
    ]) {
      expect(requestShape(query).asked, query).toEqual(create);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    expect(kit.searchTools("which channel is folder 5 linked to?").length).toBeGreaterThan(0);
  });

  it("asks nothing back when a thing is wanted back by a time, and chasing up a status reads it", () => {
    expect(requestShape("I need the report back by friday").asked).not.toContain("restore");
    expect(kit.searchTools("chase up the status of zip download 5").length).toBeGreaterThan(0);
  });

  it("makes nothing when it links the speaker to a thing or registers them for it: that reads", () => {
    for (const query of [
      "link me to file 5",
      "connect me with the owner of file 5",
      "register for updates on folder 5",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("create");
      const [first] = kit.searchTools(query);
      expect(first !== undefined && !destructive.has(first.name), query).toBe(true);
    }
  });
});

describe("an item the request keeps", () => {
  it("is spared when the verb acts on what is in it, though it is the object's noun", () => {
    const folder = mentions("the folder")[0]!.noun;
    expect(requestShape("delete everything in folder 20005 but keep the folder itself").spared).toContain(folder);
    const [first] = kit.searchTools("delete everything in folder 20005 but keep the folder itself");
    expect(facts.get(first!.name)!.resource).not.toBe(folder);
    // What the verb acts on itself is deleted, and more of its kind kept.
    const [comment] = kit.searchTools("delete comment 7, keep the other comments");
    expect(facts.get(comment!.name)!.resource).toBe(mentions("the comment")[0]!.noun);
  });
});

describe("a resource said as the verb, by its own name", () => {
  it("asks to make one: nothing fits when no tool of another kind acts on it; as a noun phrase it still reads", () => {
    const scope = searchScope(definitions);
    // A file's part of one word the kit reads and removes but never puts on anything (its watermark).
    const part = [...facts.values()].find(
      (f) => f.scope === "part" && f.parent === "file" && /^[a-z]+$/.test(f.resource) && f.action === "remove",
    )!;
    const noun = part.resource;
    expect(scope.acted.some((a) => a.endsWith(` ${noun}`))).toBe(false);
    const query = `${noun} every file in folder 20052`;
    expect(requestShape(query).madeNoun).toBe(noun);
    expect(kit.searchTools(query)).toEqual([]);
    for (const read of [`${noun} on file 5?`, `${noun} file 5`]) {
      expect(requestShape(read).madeNoun, read).toBeUndefined();
      expect(kit.searchTools(read).length, read).toBeGreaterThan(0);
    }
  });

  it("asks to make one when the verb is a word of a longer resource name, no everyday verb", () => {
    const scope = searchScope(definitions);
    // A resource of three words whose middle word alone names it, which the tagger reads as no verb.
    const noun = scope.resources.find((r) => {
      const middle = r.split(" ")[1];
      return r.split(" ").length === 3 && mentions(middle!)[0]?.noun === r && !scope.acted.some((a) => a.endsWith(r));
    })!;
    const query = `${noun.split(" ")[1]} the domain fabrikam.com for collaboration`;
    expect(requestShape(query).madeNoun, query).toBe(noun);
    expect(kit.searchTools(query), query).toEqual([]);
  });

  it("asks to make one by the word its kind is made by, with its particle, whatever the clause of purpose after it", () => {
    const scope = searchScope(definitions);
    // A resource of two words the kit only reads and downloads, whose first word alone names it (a verb as well).
    const noun = [...facts.values()].find((f) => {
      const [first, second] = f.resource.split(" ");
      return f.action === "download" && second !== undefined && mentions(first!)[0]?.noun === f.resource;
    })!.resource;
    expect(scope.acted.some((a) => a.endsWith(noun))).toBe(false);
    const verb = noun.split(" ")[0]!;
    for (const query of [
      `${verb} up the Gala photos folder so I can download it`,
      `can you ${verb} up the entire Project 4471 folder so I can send it to the client`,
      // (The particle makes the word a verb, though no determiner follows.)
      `${verb} up folder 5`,
      `${verb} up folder 5 so I can email it`,
      // (An act joined after it acts on what it makes, which no tool makes.)
      `${verb} up the Hurricane Preparedness folder and give me a download link`,
      `can you ${verb} up the whole election coverage folder and send me a download link`,
      // (Without its particle, before the phrase of what it is made of, or a pronoun standing for it.)
      `${verb} the whole Canning Line Maintenance folder and give me a download link`,
      `${verb} our Q2 photos folder please`,
      `${verb} it and send me the link`,
      // (Or a word of the whole opening that phrase, which the tagger reads as a noun.)
      `${verb} everything in the Site Visits folder and send me the link`,
      `${verb} all the scans in folder 5`,
    ]) {
      expect(requestShape(query).madeNoun, query).toBe(noun);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // (Its other word, the compound's head, says its own act: a read of the item after it.)
    const head = noun.split(" ").at(-1)!;
    expect(requestShape(`${head} the Q2 photos folder`).madeNoun).toBeUndefined();
  });

  it("asks to make one when the tagger reads it as an imperative with the new one's words in quotes", () => {
    // A file's part the kit reads but never makes (its comments).
    const noun = mentions("the comment")[0]!.noun;
    const scope = searchScope(definitions);
    expect(scope.parts).toContain(`file ${noun}`);
    expect(scope.can).not.toContain("create");
    for (const query of [`${noun} 'looks good' on file 30001`, `${noun} on the site survey: "check section 4"`]) {
      expect(requestShape(query).madeNoun, query).toBe(noun);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // (A noun phrase before a quoted name still names the item: "file 'budget.xlsx' details".)
    expect(requestShape(`${noun}s 'looks good' on file 30001`).madeNoun).toBeUndefined();
  });
});

describe("a search of everything for things by a term", () => {
  const scope = searchScope(definitions);
  // A resource some tool finds by a search query (its listing), and one the kit lists only within a place (a folder's
  // files).
  const byTerm = definitions.find(
    (d) => d.group === "retrieval" && /search_query/.test(JSON.stringify(d.inputSchema)),
  )!;
  const searchable = facts.get(byTerm.name)!.resource;
  const placed = scope.resources.find((r) => !scope.searched.includes(r) && mentions(`${r}s`)[0]?.noun === r)!;

  it("gets nothing when no tool finds that kind of thing by a term or lists them all", () => {
    for (const query of [
      // (Items a folder lists are browsed by what their records show: search-browsing.test.ts; not by what they hold.)
      `find all ${placed}s containing the word "draft"`,
      // (Or things of no kind at all: what a term is in, whatever it is.)
      `find anything with "Kilbride" in the name or the content`,
      `find anything that mentions "Hummingbird" and tell me where it lives`,
    ]) {
      expect(requestShape(query).searching, query).toBe(true);
      expect(kit.searchTools(query), query).toEqual([]);
      expect(kit.nothingFits(query), query).toMatch(/no tool can search/);
    }
    // (A slip of two neighbouring letters in the pronoun is mended.)
    expect(kit.searchTools(`find antyhing that mentions "Hummingbird"`)).toEqual([]);
  });

  it("reads what a request asks for though it says 'anywhere': the word is no search of every place", () => {
    for (const query of ["list everyone, anywhere", "who am I logged in as anywhere"])
      expect(chat.searchTools(query).length, query).toBeGreaterThan(0);
  });

  it("reads when some tool finds them by a term or lists them all", () => {
    expect(scope.searched).toContain(searchable);
    const [first] = kit.searchTools(`search for ${searchable}s about onboarding`);
    expect(facts.get(first!.name)!.resource).toBe(searchable);
  });

  it("gets nothing for many of a kind picked out by what is said of each, where no tool lists them all", () => {
    for (const query of [
      `any ${placed}s mentioning me that I haven't replied to?`,
      `list the ${placed}s assigned to me`,
      // (Said after a copula, in a question of which ones are so.)
      `what ${placed}s are assigned to me in box`,
      // (A word the lexicon knows, with a capital, may name the service as well as a place.)
      `what ${placed}s are assigned to me in Box`,
      // (Or in a question of whether there are any, or of which have something, though it is named by its name.)
      `are there any open ${placed}s assigned to me?`,
      `which ${placed}s have the classification "Confidential"`,
      `which of my ${placed}s have a watermark but still have an open shared link`,
      // (After "tell me", where the tagger reads "which" otherwise; or with the participle of its being put there.)
      `can you tell me which ${placed}s have the "Confidential" classification?`,
      `which ${placed}s have the 'Confidential' classification applied`,
      // (One to be found by what was done in it is searched for too.)
      `find the ${placed} where Rachel posted the new store opening dates`,
    ]) {
      expect(requestShape(query).searching, query).toBe(true);
      expect(kit.searchTools(query), query).toEqual([]);
    }
  });

  it("reads many picked out by what is said of each where a listing of the whole account's lists them all", () => {
    // (The account's own listing, by the account's id: "/enterprises/{id}/device_pinners".)
    const whole = definitions.map(toolFacts).find((f) => f.action === "list" && f.parent === "enterprise")!;
    expect(scope.unfiltered).toContain(whole.resource);
    const query = "what device pins exist for the enterprise";
    expect(requestShape(query)).toMatchObject({ object: whole.resource, picked: true });
    expect(facts.get(kit.searchTools(query)[0]!.name)).toEqual(whole);
  });

  it("reads one item told by what was done to it, or many in a place or of an item the request names", () => {
    const folder = scope.resources.find((r) => mentions(`the Finance ${r}`)[0]?.noun === "folder")!;
    for (const query of [
      // (A perfect tense, or an auxiliary before its own subject, asks what was done or had, not which have.)
      `which ${placed}s has Sam Reyes used`,

      `the ${placed} Bob sent me yesterday`,
      `the ${placed}s stored in the Finance ${folder}`,
      `the ${placed}s shared with ${placed} 5`,
      // (A particular place the items are on, though the vocabulary does not know it, or by its path.)
      `which ${placed}s are assigned to Priya on the Harbour Bridge drawings`,
      `which ${placed}s are assigned to me in /Projects/Acme`,
      // (Or by a name written with capitals, maybe ending in a time of its own, or in a relative clause saying only that
      // they are there.)
      `which ${placed}s are assigned to me in Harbour Bridge`,
      `which ${placed}s on Fare Review Q3 are open`,
      `show the ${placed}s that exist in Driver Rosters`,
      // (Which have something there: the place named by its name or its path is what is listed.)
      `which ${placed}s have comments in the Finance ${folder}`,
      `which ${placed}s have the tag urgent in /Clients/Acme`,
    ]) {
      expect(requestShape(query).searching, query).toBe(false);
      expect(requestShape(query).picked, query).toBeUndefined();
      expect(kit.searchTools(query).length, query).toBeGreaterThan(0);
    }
  });

  it("gets nothing for the speaker's own things of a kind the tools read only on an item, unless it names one", () => {
    // (No tool lists every one of them; each tool that lists them lists an item's: a file's tasks.)
    const held = scope.resources.find((r) => {
      const holders = scope.parts.filter((p) => p.endsWith(` ${r}`)).map((p) => p.slice(0, -r.length - 1));
      const alone = !r.includes(" ") && !ITEM_KINDS.has(r) && !scope.listed.includes(r);
      return alone && holders.length > 0 && holders.every((h) => ITEM_KINDS.has(h)) && mentions(`${r}s`)[0]?.noun === r;
    })!;
    for (const query of [`what ${held}s do I have open`, `what ${held}s do we have open in box?`, `show my ${held}s`]) {
      expect(requestShape(query).owned, query).toContain(held);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    const [first] = kit.searchTools(`what ${held}s do I have on file 30001`);
    expect(facts.get(first!.name)!.resource).toBe(held);
    // (Nor someone's across the whole account, said as every item the place: no listing of every one.)
    for (const query of [
      `show Kenji's pending ${held}s across the company`,
      `show Kenji's pending ${held}s across all files`,
    ])
      expect(kit.searchTools(query), query).toEqual([]);
    // (Items across every item are all of them, which the listing of a folder's items reaches.)
    expect(kit.searchTools("which files across all folders are the biggest")).not.toEqual([]);
  });

  it("gets nothing for a question that picks items out by what each does or is, where no tool lists that kind", () => {
    // (A kind no tool lists, said as one word: the tools reach its items by their id or in one place only; and no part
    // of an item, whose item said by its name would be that place: search-owned-kinds.)
    const unlisted = scope.resources.find(
      (r) =>
        !r.includes(" ") &&
        !scope.listed.includes(r) &&
        mentions(`${r}s`)[0]?.noun === r &&
        ownerKind(r, scope.parts, scope.readBy) === undefined,
    )!;
    for (const query of [
      `which ${unlisted}s expire this month`,
      `is there a ${unlisted} still open for the big drone survey video`,
      // (Another sentence tells of something else: the particular thing it names is no place of the items.)
      `is there a ${unlisted} still open for the big render video? The upload failed halfway.`,
      `which of my ${unlisted}s on files are still open?`,
      `can you tell me which ${unlisted}s are shared with people outside the company?`,
      // (A perfect says what each has done.)
      `which ${unlisted}s have expired? I'm thinking of removing them`,
    ]) {
      expect(requestShape(query).picked, query).toBe(true);
      expect(kit.searchTools(query), query).toEqual([]);
    }
  });

  it("reads a kind some tool lists every item of, so picked out; an auxiliary's question picks nothing out", () => {
    const listed = scope.listed.find((r) => !r.includes(" ") && mentions(`${r}s`)[0]?.noun === r && r !== "item")!;
    for (const query of [`which ${listed}s are disabled?`, `what ${listed}s are active right now`]) {
      expect(requestShape(query).picked, query).toBe(true);
      expect(kit.searchTools(query).length, query).toBeGreaterThan(0);
    }
    for (const query of [`what ${listed}s does Tom Reddy have`, `which ${listed}s do I have open?`])
      expect(requestShape(query).picked, query).toBeUndefined();
  });

  it("reads a kind listed only in a state its binding fixes when the request says that state, else gets nothing", () => {
    // (The state is a required parameter that takes one value: a listing of the items in it, not of every item.)
    const entry = scope.fixed.find((f) => {
      const kind = f.split(" ").slice(1).join(" ");
      return !scope.unfiltered.includes(kind) && mentions(`${kind}s`)[0]?.noun === kind;
    })!;
    const [state, ...rest] = entry.split(" ");
    const kind = rest.join(" ");
    expect(scope.listed).toContain(kind);
    const picked = `which ${kind}s expire this month`;
    expect(requestShape(picked).picked).toBe(true);
    expect(kit.searchTools(picked)).toEqual([]);
    const stated = `which ${kind}s are still ${state}`;
    expect(requestShape(stated).picked).toBe(true);
    const [first] = kit.searchTools(stated);
    expect(facts.get(first!.name)).toMatchObject({ action: "list", resource: kind, scope: "every" });
  });

  it("is a read of one place when the request names the place", () => {
    for (const query of [
      `search folder 5 for ${placed}s with "draft" in the name`,
      "search #ops for the deploy notes",
      "find all tasks with my name in folder 5",
    ])
      expect(requestShape(query).searching, query).toBe(false);
  });

  it("is still a search when a participle's phrase says a time, or a relative clause's verb has the place", () => {
    for (const query of [
      `which ${placed}s are assigned to me in the last month`,
      "find the message where Dan shared the feedback on the homepage mockups",
    ])
      expect(requestShape(query).searching, query).toBe(true);
  });
});

describe("a new item made first, by a name of its own, and then acted on", () => {
  it("gets nothing when no tool makes the item, though a tool does what follows", () => {
    const query = "create a channel called #proj-orion and invite omar, lisa and tim";
    const { asked } = requestShape(query);
    expect(chatScope.can).not.toContain(asked[0]);
    expect(asked.slice(1).every((a) => chatScope.can.includes(a))).toBe(true);
    expect(chat.searchTools(query)).toEqual([]);
  });

  it("reads no act in the words of a channel's mark ('#nightfall-launch'), however they end", () => {
    const unserved = chatScope.cannot.filter((a) => a !== "create" && /^[a-z]+$/.test(ACTION_WORDS[a][0]!));
    for (const action of unserved.slice(0, 2)) {
      const query = `create a channel called #nightfall-${ACTION_WORDS[action][0]} and invite omar, lisa and tim`;
      expect(requestShape(query).asked, query).not.toContain(action);
      expect(chat.searchTools(query), query).toEqual([]);
    }
    expect(unserved.length).toBeGreaterThan(0);
  });

  it("gets nothing when the item is uploaded or created by that verb, though no name of its own is said", () => {
    const scope = searchScope(definitions);
    const destroyed = scope.destroyed.find((r) => mentions(`a ${r}`)[0]?.noun === r && r.includes(" "))!;
    for (const query of [
      `upload the crash logs to the QA folder and tell me the link`,
      `create a ${destroyed} to keep invoices for 7 years then delete`,
    ]) {
      const { asked, coordinated } = requestShape(query);
      expect(scope.can, query).not.toContain(asked[0]);
      expect(coordinated.length, query).toBeGreaterThan(0);
      expect(kit.searchTools(query), query).toEqual([]);
    }
  });

  it("still finds the tool for the act alone, or for acts on an item that may already be there", () => {
    for (const query of ["invite omar, lisa and tim to #proj-orion", "start a DM with bob and send him the notes"])
      expect(chat.searchTools(query).length, query).toBeGreaterThan(0);
  });
});

describe("an act no tool serves, asked with a read of what it did", () => {
  it("gets nothing: the read waits on the act ('… and tell me what got moved')", () => {
    const scope = searchScope(definitions);
    for (const query of [
      'move everything from my "Downloads" folder into the Project Controls folder and tell me what got moved',
      "copy file 5 into folder 7 and tell me what was copied",
    ]) {
      const { asked, reported } = requestShape(query);
      expect(scope.can, query).not.toContain(asked[0]);
      expect(reported, query).toContain(asked[0]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
  });
});

describe("a direct message a tool opens on its way to sending", () => {
  it("is started by that tool ('start a group DM with …'); a channel, which none opens, still gets nothing", () => {
    const [act] = chatScope.opening;
    expect(act).toBeDefined();
    const opener = chatDefinitions.find((d) => toolFacts(d).action === act)!;
    for (const query of [
      "start a group DM with Lena, Omar and Priyanka about the training date",
      "start a DM with Sam: the van is here",
    ]) {
      expect(requestShape(query).asked[0], query).not.toBe(act);
      expect(chat.searchTools(query)[0]?.name, query).toBe(opener.name);
    }
    expect(chat.searchTools("make a private channel for the audit with just me, Greg and Fatima")).toEqual([]);
    // (Nor one then acted on in a way no tool does.)
    const renamed = "create a group DM with Lena and Omar and rename it to Launch";
    expect(chatScope.can).not.toContain(requestShape(renamed).asked[1]);
    expect(chat.searchTools(renamed)).toEqual([]);
  });
});

describe("a question of what an act would do", () => {
  it("wonders whether one may do it: nothing fits where no tool does it ('what would happen if I archived #ops?')", () => {
    const query = "what would happen if I archived #ops-old? would people lose the history?";
    const [act] = requestShape(query).wondered;
    expect(act).toBeDefined();
    expect(chatScope.can).not.toContain(act);
    expect(chat.searchTools(query)).toEqual([]);
  });

  it("still reads, never destroys first, where a tool does the act ('what happens if we delete folder 5?')", () => {
    const query = "what happens if we delete folder 20001? would people lose access?";
    const [act] = requestShape(query).wondered;
    expect(searchScope(definitions).can).toContain(act);
    const first = kit.searchTools(query)[0]?.name;
    expect(first).toBeDefined();
    expect(destructive.has(first!)).toBe(false);
  });

  it("asks the provider's rule where the act is on a thing said indefinitely: nothing, though a tool does the act", () => {
    const can = searchScope(definitions).can;
    for (const query of [
      "can I delete a file that's on legal hold?",
      "what happens if I delete a folder that has a retention policy on it?",
      "can I permanently delete something that's under a retention policy?",
    ]) {
      expect(can, query).toContain(requestShape(query).wondered[0]);
      expect(kit.searchTools(query), query).toEqual([]);
      expect(kit.nothingFits(query), query).toMatch(/^Nothing fits: no tool tells whether one may /);
    }
    expect(kit.nothingFits("can I permanently delete something on hold?")).toMatch(/ may delete something\. /);
    // (An item named, by an id or a name, is that item's state: it still reads.)
    for (const query of ["can I delete a file in folder 20001?", "can I delete a file called 'Rota.xlsx'?"])
      expect(kit.searchTools(query).length, query).toBeGreaterThan(0);
    // (Nor is a request for an account of a thing said definitely, "a list of everyone in the Sales group", though it
    // opens with "a"; "a version of a file on hold" stays indefinite.)
    const group = mentions("group")[0]!.noun;
    expect(kit.searchTools(`can I get a list of everyone in the Sales ${group} please`).length).toBeGreaterThan(0);
    expect(kit.searchTools("can I delete a version of a file on hold?")).toEqual([]);
  });
});

describe("a thing said of an item of the kit's that no tool acts on", () => {
  it("answers nothing for a message's reactions or a channel's pinned messages, and still reads the messages", () => {
    const chatFacts = chatDefinitions.map((d) => ({ name: d.name, ...toolFacts(d) }));
    const message = mentions("the post")[0]!.noun;
    // The kit reads messages and acts on no reaction nor pin: those are said of its items, never acted on.
    expect(chatScope.resources).toContain(message);
    for (const query of ["who left reactions on the post about the launch?", "take my reaction off Ana's post"])
      expect(chat.searchTools(query), query).toEqual([]);
    expect(chat.nothingFits("take my reaction off Ana's post")).toMatch(/no tool can \w+ reactions/);
    expect(chat.searchTools("show me the pinned posts in #ops")).toEqual([]);
    const [first] = chat.searchTools("show me the posts in #ops");
    expect(chatFacts.find((f) => f.name === first?.name)?.resource).toBe(message);
  });

  it("reads an emoji said as a thing as a reaction, which no tool acts on; one that only shows a feeling is no thing", () => {
    for (const query of [
      "remove the 👎 I put on the marketing poster, I meant 👍",
      "remove my 👍🏽 on the budget file",
      "remove my 👍 please",
      "remove the ❤ on file 5",
    ])
      expect(kit.searchTools(query), query).toEqual([]);
    expect(chat.searchTools("take my 😂 off Ana's post")).toEqual([]);
    // (Not one before a noun it qualifies, "the 💩 file", nor one named as a reaction already.)
    expect(kit.searchTools("can you delete the 💩 file in folder 5")[0]?.name).toBe(
      kit.searchTools("can you delete the file in folder 5")[0]?.name,
    );
    expect(emojiNamed("remove the 👍🏽 reaction I left")).toBe("remove the 👍🏽 reaction I left");
    const query = "delete the old drafts in the Finance folder 🙈";
    expect(kit.searchTools(query)[0]?.name).toBe(
      kit.searchTools("delete the old drafts in the Finance folder")[0]?.name,
    );
    expect(chat.searchTools("post in #ops that the fix is live 🎉")).not.toEqual([]);
  });

  it("answers nothing for whether a user is online, which no user's record holds; a message that says so is sent", () => {
    const resourceOf = (name: string | undefined) => toolFacts(chatDefinitions.find((d) => d.name === name)!).resource;
    // The caller's own account is a user: the kit reads users, and no record it returns holds whether one is online.
    const user = chatDefinitions.map((d) => toolFacts(d)).find((f) => f.qualifiers.includes("authenticated"))!.resource;
    expect(chatScope.resources).toContain(user);
    for (const query of ["is Joan Baptiste online at the moment?", "which of the support team are online now"])
      expect(chat.searchTools(query), query).toEqual([]);
    expect(resourceOf(chat.searchTools("what's Joan Baptiste's title on her profile")[0]?.name)).toBe(user);
    // (A question of its own beside it may be answered: nothing fits only when no question stands apart from it.)
    expect(chat.searchTools("is Joan online? what's her title on her profile")).not.toEqual([]);
    const message = mentions("the post")[0]!.noun;
    for (const query of [
      "post in #ops that the billing portal is back online",
      "tell #design the reactions widget broke",
    ])
      expect(resourceOf(chat.searchTools(query)[0]?.name), query).toBe(message);
  });

  it("reads 'online' as a presence only when said of someone after a copula, never before a noun or in a name", () => {
    // (A slip in the word is mended to it, as to any word of the vocabulary.)
    for (const query of ["who on the night shift is online right now", "is Marco online?", "is Marco onilne?"])
      expect(chat.searchTools(query), query).toEqual([]);
    for (const query of ["find messages in #web about the online shop", "list the channels about online training"])
      expect(chat.searchTools(query), query).not.toEqual([]);
    for (const query of [
      "list the files in the Online Sales folder",
      "who has access to the online shop folder",
      "remove the Online Ordering folder",
      // (Nor said of a thing: "it" is no one.)
      "delete the task on the first aid sheet, it's been done offline",
    ])
      expect(kit.searchTools(query), query).not.toEqual([]);
  });
});

describe("items picked out by a role someone else holds on each", () => {
  it("answers nothing where the role is a part of each that no listing of items shows", () => {
    for (const query of [
      "which folders is Jonas a collaborator on",
      "Check which folders Jonas is a collaborator on",
      // (Asked for as a list, or by the act whose noun is the role's tie: a collaboration.)
      "list every folder Jonas is a collaborator on",
      "list every folder Jonas is collaborating on",
      "which folders is Jonas collaborating on",
    ]) {
      expect(kit.searchTools(query), query).toEqual([]);
      expect(kit.nothingFits(query), query).toMatch(/no tool can search/);
    }
    // (The speaker's own are those they reach; a group's members are listed by their memberships.)
    for (const query of [
      "Which folders am I a collaborator on but don't own?",
      "which groups is Jonas a member of",
      "which folders am I collaborating on",
    ])
      expect(kit.searchTools(query), query).not.toEqual([]);
  });
});

describe("putting an item on paper", () => {
  it("is an act no tool does, however it is said", () => {
    expect(searchScope(definitions).cannot).toContain("print");
    for (const query of [
      "print the chorus rehearsal schedule — 20 copies",
      "Print the cas care scenario sheets for Saturday's session",
      "could you print out the callout rota for the hut?",
    ]) {
      expect(kit.searchTools(query), query).toEqual([]);
      expect(kit.nothingFits(query), query).toMatch(/no tool can print/);
    }
  });
});

describe("an act set at a time to come", () => {
  it("is a schedule, which no tool makes, when the time is the act's; a time said of the content is sent now", () => {
    const message = mentions("the post")[0]!.noun;
    const resourceOf = (name: string | undefined) => toolFacts(chatDefinitions.find((d) => d.name === name)!).resource;
    // The kit sends a message now: none of its tools schedules one.
    expect(chatScope.cannot).toContain("schedule");
    for (const query of [
      "remind #design at 10am thursday to file expenses",
      "ping the whole of #ops on Tuesday about the audit",
    ])
      expect(chat.searchTools(query), query).toEqual([]);
    for (const query of [
      "tell #design that the review is at 10am thursday",
      "post the notes from the workshop on Tuesday in #ops",
      "remind #ops about Tuesday's audit",
      "post in #crew for monday: call time moved to 6",
      "message #ops on yesterday's numbers: 40 sign-ups",
    ])
      expect(resourceOf(chat.searchTools(query)[0]?.name), query).toBe(message);
  });
});

describe("a part one kind of item has, said of another", () => {
  const scope = searchScope(definitions);
  const kinds = [...ITEM_KINDS];
  // A compound some tool destroys on one kind of item only ("folder lock"), said by its last word of another kind, whose
  // undoing a verb says ("unlock").
  const [compound, word, other] = scope.destroyed.flatMap((r) => {
    const word = r.split(" ").at(-1)!;
    const first = r.slice(0, -word.length - 1);
    if (!kinds.includes(first)) return [];
    const others = kinds.filter((k) => k !== first && !scope.destroyedParts.includes(`${k} ${word}`));
    const undone = wordAction(`un${word}`);
    const said = mentions(`the ${word}`)[0]?.noun === r && undone !== undefined && destroys(undone);
    return others.length > 0 && said ? [[r, word, others[0]!] as const] : [];
  })[0]!;

  it("answers nothing for its removal, and says whose it would be", () => {
    const query = `remove the ${word} on ${other} 5512093`;
    expect(kit.searchTools(query)).toEqual([]);
    expect(kit.nothingFits(query)).toMatch(new RegExp(`no tool can remove the ${word} of an? ${other}\\.`));
    // (Undone first, whatever is joined after it.)
    expect(kit.searchTools(`un${word} ${other} 40019 and then ${word} it again`)).toEqual([]);
  });

  it("still removes it from the kind of item that has it", () => {
    const first = compound.slice(0, -word.length - 1);
    const [hit] = kit.searchTools(`remove the ${word} on ${first} 5512093`);
    expect(facts.get(hit!.name)!.resource).toBe(compound);
  });
});

describe("a resource's noun that an action word also names, ending a preposition's object", () => {
  it("is the noun, though the tagger reads a verb: the act is the one before it", () => {
    const scope = searchScope(definitions);
    const noun = scope.resources.find((r) => !r.includes(" ") && scope.cannot.includes(wordAction(r)!))!;
    const [deleted] = requestShape("delete the comments").asked;
    expect(requestShape(`delete the comments of the photo ${noun}, it's taking forever`).asked).toEqual([deleted]);
  });
});

describe("an item asked for as a thing of another kind", () => {
  it("gets nothing where no tool makes that thing of it, and still downloads the item", () => {
    const scope = searchScope(definitions);
    expect(scope.can).not.toContain(requestShape("create a folder").asked[0]);
    // (A thing the kit downloads once one is made, said by its first word: "zip" for the zip download.)
    const made = [...facts.values()].find((f) => f.action === "download" && !ITEM_KINDS.has(f.resource))!.resource;
    const word = mentions(`a ${made.split(" ")[0]}`)[0]?.noun === made ? made.split(" ")[0] : made;
    const query = `download the whole Audit 2024 folder as a ${word}`;
    expect(kit.searchTools(query)).toEqual([]);
    expect(kit.nothingFits(query)).toMatch(new RegExp(`no tool can \\w+ an? ${made}\\.`));
    expect(kit.searchTools("download the whole Audit 2024 folder").length).toBeGreaterThan(0);
  });
});

/** The parts of a file some tool reads that are resources of their own, each said after `article` as its own noun. */
function filePartsSaid(article: string): string[] {
  const scope = searchScope(definitions);
  return scope.parts
    .filter((p) => p.startsWith("file ") && scope.resources.includes(p.slice("file ".length)))
    .map((p) => p.slice("file ".length))
    .filter((part) => mentions(`${article} ${part}`)[0]?.noun === part);
}

describe("a part of an item asked for as that thing", () => {
  it("is read, not made: a tool reads the item by it ('get file 5 as a thumbnail')", () => {
    const parts = filePartsSaid("a");
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(kit.searchTools(`get file 5 as a ${part}`), part).not.toEqual([]);
  });
});

describe("an act asked to recur", () => {
  it("is a schedule of it: nothing, where no tool schedules, though a tool does the act once", () => {
    expect(chatScope.can).not.toContain("schedule");
    const once = "post the standup reminder in #ops";
    const sender = chat.searchTools(once)[0]!;
    expect(requestShape(once).asked[0]).toBe(toolFacts(chatDefinitions.find((d) => d.name === sender.name)!).action);
    for (const when of ["every Monday at 9", "each week", "every 2 hours"])
      expect(chat.searchTools(`${once} ${when}`), when).toEqual([]);
    // ("Every" before a thing is no time: "post it to every channel".)
    expect(chat.searchTools("post the standup reminder in every channel I'm in").length).toBeGreaterThan(0);
  });

  it("only when the main act recurs: a time said in what is posted, in another verb's words or a later clause is not its", () => {
    const sender = chat.searchTools("post the standup reminder in #ops")[0]!.name;
    for (const once of [
      "post in #ops that we meet every Monday at 9",
      "send Bob a message saying the bins go out every Tuesday",
      "post the update in #ops now; I'll remind them every Friday myself",
      "post the summary of each day's messages to #ops",
    ])
      expect(chat.searchTools(once)[0]?.name, once).toBe(sender);
    expect(chat.searchTools("invite the people who posted every day this week to #ops")).not.toEqual([]);
  });
});

describe("a thing of another kind asked for as made of an item", () => {
  it("gets nothing where the kit ties that thing to no item ('a zip of the folder'), and reads a part of one", () => {
    const made = [...facts.values()].find((f) => f.action === "download" && !ITEM_KINDS.has(f.resource))!.resource;
    const word = mentions(`a ${made.split(" ")[0]}`)[0]?.noun === made ? made.split(" ")[0] : made;
    expect(kit.searchTools(`get me the download link for the ${word} of the whole "Press Kit" folder`)).toEqual([]);
    expect(kit.searchTools(`can you give me a ${word} of the files in Board/2024?`)).toEqual([]);
    // (A part some tool reads of the item is read: "the comments of the Press Kit folder".)
    const parts = filePartsSaid("the");
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts)
      expect(kit.searchTools(`get me the ${part} of the "Press Kit" file`), part).not.toEqual([]);
  });
});

describe("a destruction asked with another act on the destroyed thing's own things", () => {
  it("gets nothing when no tool does the other act: the destruction alone loses them", () => {
    const scope = searchScope(definitions);
    // (A person's account, which some tool destroys; his files, which no tool moves.)
    expect(scope.destroyed).toContain(mentions("the account")[0]?.noun);
    const query = "delete the account for samir.h@ and move his files to me";
    const { asked, coordinated } = requestShape(query);
    expect(scope.can).toContain(asked[0]);
    expect(coordinated.some((a) => !scope.can.includes(a))).toBe(true);
    expect(kit.searchTools(query)).toEqual([]);
    // (Either way round, the things said to be a person's by a name as by a pronoun.)
    for (const other of [
      "move his files to me, then delete the account",
      "transfer Jamal's files to me and then delete his account",
      // (Joined by a comma alone.)
      "move Jamal's files to me, delete his account",
    ])
      expect(kit.searchTools(other), other).toEqual([]);
    // (Not an act on other things: the deletion still answers it, or a read first; nor a person's things moved after
    // another thing's deletion.)
    for (const query of [
      "delete the Temp folder, then move Jamal's files to Priya",
      "delete the Temp folder, move Jamal's files to Priya",
      // (Nor acts in sentences of their own, nor, joined by a comma alone, another's things that go with no account.)
      "delete Jamal's account. move his files to me",
      "delete file 5, rename her folder to Archive",
    ])
      expect(kit.searchTools(query), query).not.toEqual([]);
    expect(kit.searchTools("delete the account for samir.h@ and move the old reports to folder 5")).not.toEqual([]);
    expect(kit.searchTools("delete the account for samir.h@")).not.toEqual([]);
  });
});

describe("how much of something is used, said of the whole account", () => {
  // The user record's fields, from the kit's output schema: a record holds what is used ("space used") of itself.
  const user = definitions.find((d) => {
    const f = toolFacts(d);
    return f.resource === "user" && f.action === "get" && f.qualifiers.length === 0;
  })!;
  const schema = kit.outputSchema(user.name)!;
  const fields = schemaFields("user", schema, schema.$defs as Record<string, JsonObject>);
  const first = (query: string) => facts.get(kit.searchTools(query)[0]!.name)!;

  it("gets nothing: no record holds the account's use, only a user's or an item's", () => {
    for (const query of [
      "how much storage is our enterprise using",
      "what's the storage usage for the whole company",
      "who uses the most storage in the company?",
    ])
      expect(kit.searchTools(query), query).toEqual([]);
    // (Only where a record's field says an amount used: without the records' fields, the ranking stays.)
    const shape = requestShape("how much storage is our enterprise using");
    expect(unservedRequest(shape, searchScope(definitions, fields))).toBeDefined();
    expect(unservedRequest(shape, searchScope(definitions))).toBeUndefined();
  });

  it("still reads the use of a person or an item it names", () => {
    expect(first("how much space am I using")).toMatchObject({ resource: "user", qualifiers: ["authenticated"] });
    expect(kit.searchTools("how much storage is user 5 using")).not.toEqual([]);
    expect(first("how much space is folder 5 using").resource).toBe("folder");
    // (What is left of it is what is not used: the same record's.)
    for (const query of ["how much storage do I have left", "how much free space do I have"])
      expect(first(query), query).toMatchObject({ resource: "user", qualifiers: ["authenticated"] });
  });

  it("is the size of the container it names, whose record measures no use: what is stored in it", () => {
    // (The kinds whose items a tool lists, by the kit's tools: a folder.)
    const { containers } = searchScope(definitions);
    for (const query of [
      "how much storage is the Site Plans folder using",
      "how much storage does the Media Library folder use these days",
      "how much storage is folder 7731 using",
    ]) {
      expect(first(query), query).toMatchObject({ action: "get", scope: "one", qualifiers: [] });
      expect(containers, query).toContain(first(query).resource);
    }
    // (A person's use stays the person's record.)
    expect(first("how much storage is user 7731 using").resource).toBe("user");
  });

  it("is no use where a modal or a leave governs the measured verb: that asks a limit, not an amount used", () => {
    const { containers } = searchScope(definitions);
    for (const query of [
      "how much storage is the Field Audio folder permitted to use",
      "how much space could the Board Papers folder use",
    ]) {
      const hit = first(query);
      expect(hit.action === "get" && hit.scope === "one" && containers.includes(hit.resource), query).toBe(false);
    }
  });

  it("is the record of the person it is asked of, whose field holds that use ('how much storage is user jlee using')", () => {
    // (The record whose own field measures the act asked: the user's, by its schema; no storage policy says a use.)
    expect(measuredActs(fields.user ?? [])).toContain(rootOf("using"));
    for (const query of ["how much storage is user jlee using", "How much storage is Marcus using?"]) {
      const hits = kit
        .searchTools(query)
        .slice(0, 2)
        .map((h) => facts.get(h.name)!);
      expect(hits, query).toContainEqual(expect.objectContaining({ resource: "user", action: "get", qualifiers: [] }));
      expect(
        hits.map((h) => h.resource),
        query,
      ).toEqual(["user", "user"]);
    }
    for (const query of ["how much storage am I using", "how much storage is my account using"])
      expect(first(query), query).toMatchObject({ resource: "user", qualifiers: ["authenticated"] });
    // (Though none of the record's words is the request's: the record is found by the field that measures the use,
    // not by the words "storage" or "allowance", which name storage policies.)
    for (const query of [
      "what's my storage allowance and how much of it have I used",
      "my storage allowance: how much is used?",
    ])
      expect(first(query), query).toMatchObject({ resource: "user", qualifiers: ["authenticated"] });
    // (Not of many: "how much storage are users using" asks no one record.)
    expect(first("how much storage are users using")).not.toMatchObject({ action: "get", resource: "user" });
  });

  it("is the listing of every one of the kind asked how much each used, whose records measure it", () => {
    for (const query of ["whats the storage used by each user, top 10", "how much storage is each user using"])
      expect(first(query), query).toMatchObject({ action: "list", resource: "user", scope: "every" });
  });

  it("is no amount asked where a use is said without one ('what was used last')", () => {
    for (const query of ["what was used last", "what is being used", "show what was used at least once"]) {
      expect(unservedRequest(requestShape(query), searchScope(definitions, fields)), query).toBeUndefined();
      expect(kit.searchTools(query), query).not.toEqual([]);
    }
  });
});

describe("many items of a kind picked out by a part each has, in no place", () => {
  const scope = searchScope(definitions);

  it("gets nothing where a tool reads that part one item at a time and none lists the items by it", () => {
    expect(scope.parts).toContain("file comment");
    expect(scope.searched).not.toContain("comment");
    // (A part the item's own record holds, its metadata, is shown by a folder's listing: search-browsing.test.ts.)
    for (const query of ["find every file where a comment is from Tariq", "list all files with a task for Ines"])
      expect(kit.searchTools(query), query).toEqual([]);
  });

  it("still lists a place's items, and items by how many parts each has (a listing of each one's parts counts them)", () => {
    for (const query of [
      'which files in "Grant Applications 2025" have the metadata field Region set',
      "list the files in folder 5 with their metadata",
      "can you tell me which files have more than 50 versions",
    ])
      expect(kit.searchTools(query), query).not.toEqual([]);
  });
});

describe("a resource the tools reach in kinds, said with another product's name", () => {
  const scope = searchScope(definitions);
  // (The kinds come from the bindings' qualifiers: each tool on the resource reaches one.)
  const [kind] = scope.kinds;
  const resource = kind!.split(" ").slice(1).join(" ");
  const noun = resource.split(" ")[0]!;
  const reached = (query: string) => facts.get(kit.searchTools(query)[0]!.name)!.resource;

  it("gets nothing: no tool reaches that kind ('the Zapier integration')", () => {
    expect(scope.kinds.filter((k) => k.endsWith(` ${resource}`)).length).toBeGreaterThan(1);
    for (const query of [
      `disconnect the old DocuSign ${noun} from box`,
      `revoke the Zapier ${noun}, nobody approved that`,
      `is the PressReader Sync ${noun} still connected?`,
    ])
      expect(kit.searchTools(query), query).toEqual([]);
  });

  it("still reaches a kind it names, and one said with no name or with a known word", () => {
    const named = kind!.split(" ")[0]!;
    const capital = named[0]!.toUpperCase() + named.slice(1);
    for (const query of [
      `remove the ${capital} ${noun} from the Ops folder`,
      `delete the Box-${capital} ${noun} for folder 5`,
      `which channel is linked to folder 4500 in the old ${noun}`,
      // (A name before the kit's own noun for the thing is one of its own, a channel's: "the SalesOps …".)
      `delete the SalesOps ${resource}`,
      `list the Acme ${resource}s`,
      // (The tools' own names' words are the kit's, no other product's: "Delete Msgr Integration Mapping".)
      ...definitions.filter((d) => facts.get(d.name)!.resource === resource).map((d) => nameWords(d.name)),
    ])
      expect(reached(query), query).toBe(resource);
  });
});

describe("things named by a word that opens only the names of items' parts, asked of no item", () => {
  const scope = searchScope(definitions);
  // (A part of files and of folders, none listed all, whose name opens with a word that is no resource: "app item
  // association".)
  const part = scope.parts
    .filter((p) => p.startsWith("file ") && scope.parts.includes(`folder ${p.slice("file ".length)}`))
    .map((p) => p.slice("file ".length))
    .find((r) => r.includes(" ") && !scope.resources.includes(r.split(" ")[0]!) && !scope.listed.includes(r))!;
  const word = part.split(" ")[0]!;

  it("gets nothing: the tools list them one item at a time, none of the account's", () => {
    expect(scope.resources).not.toContain(word);
    for (const query of [
      `which third party ${word}s have access to our enterprise box`,
      `which ${word}s has lparker@example.org connected to her box`,
    ])
      expect(kit.searchTools(query), query).toEqual([]);
  });

  it("still lists them of an item it names", () => {
    for (const query of [
      `what ${word}s are attached to file 30001`,
      `which ${word}s are hooked up to folder 300`,
      // (An item named by its file name alone.)
      `which ${word}s are attached to Budget.xlsx`,
    ])
      expect(facts.get(kit.searchTools(query)[0]!.name)!.resource, query).toBe(part);
  });
});
