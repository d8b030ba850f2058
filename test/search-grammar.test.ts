// The request's grammar decides what search offers first: an action negated, supposed or named in a clause that says
// when ("before I remove") is not asked for, so no destructive tool comes first; one asked in the main clause is.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createMessaging, definitions as messagingDefinitions } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { PERSON } from "../runtime/src/search/request/persons.js";
import { nothingFits } from "../runtime/src/search/kit-search.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { ITEM_KINDS, mentions, plural } from "../runtime/src/search/words/vocabulary.js";
import { NOUNS } from "../runtime/src/search/words/nouns.js";
import { firstHit } from "./support/first-hit.js";
import { toolFor } from "./support/spec.js";

const kit = createToolkit({ accessToken: "unused" });
const byName = new Map(definitions.map((d) => [d.name, d]));
const first = (query: string) => byName.get(kit.searchTools(query)[0]!.name)!;

describe("requestShape", () => {
  it("holds back an action that is negated, hypothetical, subordinate or asked about", () => {
    expect(requestShape("show me the spreadsheets in it; don't delete or move anything")).toMatchObject({
      asked: ["read"],
      held: ["delete", "move"],
    });
    expect(requestShape("list the legal holds before I remove anything")).toMatchObject({
      asked: ["read"],
      held: ["delete"],
    });
    expect(requestShape("which versions could I delete")).toMatchObject({ asked: ["read"], question: true });
    expect(requestShape("what would be deleted if I empty the trash").asked).toEqual(["read"]);
  });

  it("reads the things a read names where they are, though a deletion held back says the trash ('I might bin them')", () => {
    for (const said of [
      "list the old drafts in the Planning folder",
      "find everything in the Planning folder that's older than 6 months",
    ]) {
      const query = `${said}, I might bin them`;
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], held: ["delete"] });
      expect(first(query), query).toBe(first(said));
    }
    // (One told of as done put them there: what it put there is asked, as what is in the trash is.)
    // (So does one said with where it sent what the question asks of: "what went into the trash", whatever is
    // negated before it.)
    for (const query of [
      "what's been put in the trash",
      "what was put in the trash yesterday",
      "show me what went into the trash in the last week",
      "don't delete anything, just show me what went into the trash in the last week",
      "don't move anything to the trash, just show me what went into the trash last week",
    ])
      expect(first(query), query).toBe(first("what's in the trash"));
  });

  it("hears the imperative after a clause that says when, no comma between ('before I delete #x tell me …')", () => {
    for (const query of [
      "before I delete #temp-coverage tell me if there's anything important in there",
      "before I remove folder 20001 list the files in it",
    ])
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], held: ["delete"] });
    // (So does a modal asking "you" after "before … it".)
    for (const query of [
      "we don't use group 5 anymore, but before you delete it can you tell me which folders it's on",
      // (An adjective after a copula says what the thing is, no act: "… folder 5 is empty".)
      "before you delete it can you confirm folder 5 is empty",
    ]) {
      expect(requestShape(query).asked, query).toEqual(["read"]);
      expect(first(query).annotations.readOnlyHint, query).toBe(true);
    }
    // (Not the bare verb after a verb whose object does it: that clause still only says when or whether.)
    for (const query of [
      "if I let Dana delete the file can she restore it",
      "if I make user 5 delete file 7 can I undo it",
    ])
      expect(requestShape(query).asked, query).not.toContain("delete");
  });

  it("reads a noun the tagger takes for a verb because 'now' follows as the noun it is ('the donor list now')", () => {
    for (const query of ["delete the donor list now", "PLEASE REMOVE THE PUBLIC LINK ON THE DONOR LIST NOW"]) {
      const without = query.replace(/ now$/i, "");
      expect(requestShape(query).asked, query).toEqual(requestShape(without).asked);
    }
    const link = "PLEASE REMOVE THE PUBLIC LINK ON THE DONOR LIST NOW";
    expect(kit.searchTools(link)).toEqual(kit.searchTools(link.replace(/ now$/i, "")));
    // (After a modal the verb is the verb: "what can the contractor delete now".)
    expect(requestShape("what can the contractor delete now").held).toEqual(
      requestShape("what can the contractor delete").held,
    );
  });

  it("hears an imperative, also a polite one or one the tagger reads as a noun", () => {
    expect(requestShape("could you please remove Maria from group 5?")).toMatchObject({
      asked: ["delete"],
      container: "group",
    });
    expect(requestShape("trash file 5").asked).toEqual(["delete"]);
    expect(requestShape("bin that revision of file 5")).toMatchObject({ asked: ["delete"], object: "file version" });
    // A heading before a colon names a thing: "purge list:" asks for nothing.
    expect(requestShape("purge list: which files in the trash are older than a week").asked).toEqual(["read"]);
    // With "please" it is an imperative the tagger read as a noun: the act is asked, and the kit has no upload.
    expect(requestShape("Upload pls: scan_0042.jpg into 20003").asked).toEqual(["upload"]);
    expect(kit.searchTools("Upload pls: scan_0042.jpg into 20003")).toEqual([]);
    // A bare "how?" after a statement asks the way to do what it states, not to read.
    expect(requestShape("i need to put a new file into folder 20002, how?").asked).toEqual(["move"]);
    expect(kit.searchTools("i need to put a new file into folder 20002, how?")).toEqual([]);
    // "go about" a gerund undertakes its act; "thinking about" it only speaks of it.
    expect(requestShape("how would I go about restoring file 30001?").asked).toEqual(["restore"]);
    expect(kit.searchTools("how would I go about restoring file 30001?")).toEqual([]);
    expect(requestShape("thinking about restoring file 5, show it")).toMatchObject({
      asked: ["read"],
      held: ["restore"],
    });
  });

  it("reads a deletion's word the tagger reads as a noun as a thing when the request denies deleting the same", () => {
    // "trash items" names what the trash holds once "not emptying it" denies the deletion of what the words name.
    for (const query of [
      "trash items older than 30 days — not emptying it, just want to see them",
      "trash items older than a week, not deleting, just looking",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("delete");
      expect(first(query).annotations.destructiveHint, query).toBeFalsy();
    }
    // (Alone, or denying the deletion of another item, it is the imperative.)
    expect(requestShape("trash items older than 30 days").asked).toEqual(["delete"]);
    expect(requestShape("trash file 5, not deleting folder 5").asked).toEqual(["delete"]);
  });

  it("reads a role said of the one acted on ('… as a collaborator on …') as what the act takes away", () => {
    const collaboration = mentions("a collaborator")[0]!.noun;
    for (const query of [
      "remove the caterers as collaborators on Gala 2025",
      "remove Kestrel Events as a collaborator on Gala 2025",
    ]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["delete"], target: collaboration });
      expect(first(query).annotations.destructiveHint, query).toBe(true);
      expect(toolFacts(first(query)).resource, query).toBe(collaboration);
    }
  });

  it("reads an action word after a name's possessive as a noun, as after a determiner ('Kate's review task')", () => {
    const query = "extend the due date on Kate's review task";
    const shape = requestShape(query);
    expect(shape.asked).toEqual(requestShape("extend the due date on the review task").asked);
    expect(shape.asked).not.toContain("read");
    // (The act it asks is none of the kit's: nothing fits, no read of the task.)
    expect(searchScope(definitions).can).not.toContain(shape.asked[0]);
    expect(kit.searchTools(query)).toEqual([]);
  });

  it("reads a name's 's before a modifier, as a verb's object, as its possessive: the thing after it is acted on", () => {
    // (The tagger reads "Gary's old" as "Gary is old"; no "is" stands after a verb's object.)
    const query = "remove Gary's old first aid cert";
    expect(requestShape(query).object).toBe(requestShape("remove Gary's first aid cert").object);
    expect(toolFacts(first(query)).resource).toBe("file");
  });

  it("reads a file's name with a number before its extension as one name, no noun after it", () => {
    // (The tagger splits "0412.jpg" into a number and a unit with no text of its own.)
    const query = "delete CCTV still 0412.jpg";
    expect(requestShape(query)).toMatchObject({ object: "file", target: "file" });
    expect(toolFacts(first(query)).resource).toBe("file");
  });

  it("hears a polite request after the conjunction joining its clause as asked ('…, but can you restore it', '… so can you')", () => {
    for (const query of [
      "not sure this is possible but can you delete the menu",
      "I know it's late, but can you delete folder 5",
      // (Or after "so": the request is a clause of its own, whatever the statement before it says.)
      "Marco isn't doing tastings anymore so can you delete the task on file 5?",
    ]) {
      expect(requestShape(query).asked[0], query).toBe("delete");
      expect(first(query).annotations.destructiveHint, query).toBe(true);
    }
    // (An act the kit has no tool for, asked so, is answered with nothing, no read near its words.)
    const query = "sorry to bother you but can you restore the menu";
    expect(requestShape(query).asked[0]).toBe("restore");
    expect(searchScope(definitions).can).not.toContain("restore");
    expect(kit.searchTools(query)).toEqual([]);
  });

  it("reads a bare verb after an adjective, no object after it, as a noun: 'on sick leave' asks no act", () => {
    for (const query of [
      "Dana's on annual leave. Can you sort out her files?",
      "Dana is on sick leave and Chloe is covering, can you sort that?",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("delete");
      const hit = kit.searchTools(query)[0];
      expect(hit === undefined || byName.get(hit.name)!.annotations.destructiveHint !== true, query).toBe(true);
    }
    // (An object after it keeps it a verb, as does a phrase no preposition governs: "file 5 is obsolete delete.")
    for (const query of ["file 5 is obsolete delete.", "file 5 in Archive delete."])
      expect(first(query).annotations.destructiveHint, query).toBe(true);
    expect(requestShape("did anyone from outside download the tender documents?").deed?.verb).toBe("download");
  });

  it("reads 'rid' after 'get' as the idiom's participle, no noun the object is a part of", () => {
    const query = "I need to get rid of the 2019 invoices folder";
    expect(requestShape(query)).toMatchObject({ asked: ["delete"], target: "folder" });
    expect(toolFacts(first(query)).resource).toBe("folder");
  });

  it("reads an action word after a determiner and a participle as a noun ('the signed copy of the letter')", () => {
    const query = "download the signed copy of the engagement letter and put it in the billing folder";
    expect(requestShape(query).asked).toEqual(
      requestShape("download the engagement letter and put it in the billing folder").asked,
    );
    // (The read is the step to an act none of the kit's tools does: nothing fits.)
    expect(searchScope(definitions).can).not.toContain(requestShape(query).coordinated[0]);
    expect(kit.searchTools(query)).toEqual([]);
  });

  it("reads an action word the tagger reads as an adjective before a noun as its modifier, not after 'to' or opening", () => {
    // ("Empty" deletes as a verb: an adjective modifying the folders, it asks nothing.)
    const query = "find empty folders under Projects so I can delete them";
    expect(requestShape(query).asked).toEqual(
      requestShape("find old folders under Projects so I can delete them").asked,
    );
    expect(firstHit(kit, query)?.annotations.destructiveHint, query).toBe(false);
    for (const act of ["empty folder 20001", "I want to empty folder 20001", "can you empty folder 20001"])
      expect(requestShape(act).asked, act).toEqual(requestShape("delete folder 20001").asked);
  });

  it("reads words listed before a noun, after the clause's first word, as which of those things ('download, preview and edit events')", () => {
    const query = "show me download, preview and edit events on file 5 since Monday";
    const shape = requestShape(query);
    expect(shape.asked).toEqual(["read"]);
    expect(shape.object).toBe(requestShape("show me the events on file 5 since Monday").object);
    expect(kit.searchTools(query)).not.toEqual([]);
    // (Opening the clause, they are acts; two may be two things: "a watermark or download restriction".)
    expect(requestShape("download, rename and delete the old files").asked).toContain("delete");
    const two = "is there a watermark or download restriction on file 5";
    expect(requestShape(two).mentioned.map((m) => m.noun)).toContain(requestShape("the watermark").mentioned[0]!.noun);
  });

  it("reads an action word the tagger reads as an adjective after a comma ending the request as what the thing is to be", () => {
    // ("Copy folder 5's structure, empty": the copy is to be empty; nothing is emptied.)
    const query = "duplicate the folder structure of folder 20001 for next year, empty";
    expect(requestShape(query).asked).toEqual(requestShape("duplicate the folder structure of folder 20001").asked);
    expect(kit.searchTools(query)).toEqual([]);
  });

  it("hears what a thing is to let people do as sharing it, not as a read ('a link that lets people view')", () => {
    const query = "make a shared link for the press kit that expires in 7 days and only lets people view";
    const shape = requestShape(query);
    expect(shape.asked).not.toContain("read");
    expect(shape.asked).toEqual(expect.arrayContaining(requestShape("let people view the press kit").asked));
    expect(kit.searchTools(query)).toEqual([]);
  });

  it("hears everyday verbs for actions the kit has no tool for, and answers them with nothing", () => {
    const unserved: Record<string, string> = {
      "retain file 7 for five years": "hold",
      "put folder 3 on legal hold": "hold",
      "trigger the workflow on folder 2": "run",
      "enable AI agent 4": "edit",
      "grant bob access to file 9": "share",
      "revert file 7 to version 3": "restore",
      "approve task 3": "approve",
      "attach a pdf to task 3": "create",
      "get file 9 back": "restore",
      "give the folder a new name": "rename",
      "setup a new retention policy": "create",
      // (A passive made of a resource's noun puts one on the item: "folder 5 should be watermarked".)
      "folder 5 should be watermarked": "create",
    };
    for (const [query, action] of Object.entries(unserved)) {
      expect(requestShape(query).asked, query).toEqual([action]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // Reading verbs stay reads: "let me see", "resolve a link".
    for (const query of [
      "let me see the files in folder 3",
      "resolve this shared link: https://example.com/s/x",
      "get me back the list of files",
    ])
      expect(requestShape(query).asked, query).toEqual(["read"]);
  });

  it("reads a misspelt opening verb as the action it is one edit from, never a known word or a word's form", () => {
    for (const [query, action] of [
      ["restor file 5", "restore"],
      ["uplaod report.pdf to folder 3", "upload"],
      ["renmae folder 4", "rename"],
    ] as const) {
      expect(requestShape(query).asked, query).toEqual([action]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // A short verb with its last letter doubled is that verb: the narrow deletion it names comes first.
    const binned = "binn just version 12 of file 77, the rest stays";
    expect(requestShape(binned).asked).toEqual(requestShape("bin version 12 of file 77").asked);
    expect(toolFacts(first(binned))).toMatchObject({ resource: requestShape(binned).object, scope: "one" });
    expect(first(binned).annotations.destructiveHint).toBe(true);
    // "updated" and "renamed" are forms of verbs, "clean" a word of its own (one letter from "clear"): none asks for
    // an action.
    for (const query of ["updated files in folder 3", "renamed files in folder 3", "clean up folder 5"]) {
      expect(requestShape(query).asked, query).toEqual([]);
      expect(first(query).annotations.destructiveHint, query).toBe(false);
    }
  });

  it("holds an act named as a thing (a gerund after a preposition) or in a question clause; not the means (by …ing)", () => {
    const aboutDeleting = "I'm thinking about deleting webhook 5 — what does it do?";
    expect(requestShape(aboutDeleting)).toMatchObject({ asked: ["read"], held: ["delete"] });
    expect(requestShape("show file 5 rather than deleting it")).toMatchObject({ asked: ["read"], held: ["delete"] });
    // An auxiliary before its subject, in a sentence ending with "?", asks; the later imperative is what is asked.
    const wouldDeleting = "would deleting user 5 also remove their avatar? show me the avatar first";
    expect(requestShape(wouldDeleting)).toMatchObject({ asked: ["read"], held: ["delete", "delete"] });
    for (const query of [aboutDeleting, wouldDeleting])
      expect(first(query).annotations.destructiveHint, query).toBe(false);
    expect(requestShape("put Lena back on the default storage by deleting her storage assignment 7").asked).toContain(
      "delete",
    );
  });

  it("holds an act a gerund names as the subject of a verb; a gerund standing alone asks", () => {
    for (const query of [
      "deleting stuff is not what I want. Just show me the comments on file 30001",
      "Deleting is not the plan. show the comments on file 30001",
    ]) {
      expect(requestShape(query)).toMatchObject({ asked: ["read"], held: ["delete"] });
      expect(first(query).annotations.destructiveHint, query).toBe(false);
    }
    expect(requestShape("deleting file 5 now").asked).toEqual(["delete"]);
  });

  it("asks an action a subject states or an infinitive names only when nothing else is asked", () => {
    for (const query of [
      "Getting ready to purge the trash: list what's in there",
      "show the legal hold assignments, I'm going to remove one",
      "I want to delete the old webhooks. Which ones are there?",
    ]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], held: ["delete"] });
      expect(first(query).annotations.destructiveHint, query).toBe(false);
    }
    expect(requestShape("I want to delete the old webhooks").asked).toEqual(["delete"]);
  });

  it("hears a question without a question word, a negative object, and a spaced dash between clauses", () => {
    expect(requestShape("any webhooks worth deleting?")).toMatchObject({ asked: ["read"], held: ["delete"] });
    expect(requestShape("delete nothing; list trashed files")).toMatchObject({ asked: ["read"], held: ["delete"] });
    const dash = "Planning to remove user 11114 - show their group memberships";
    expect(requestShape(dash)).toMatchObject({ asked: ["read"], held: ["delete"] });
    expect(first(dash).annotations.destructiveHint).toBe(false);
  });

  it("hears a question opened by 'any…' though its mark is left off, only in the request's first sentence", () => {
    // ("Anything unread in #compliance" asks whether there is, as "is there anything…?" does: a read, no other act.)
    expect(requestShape("anything unread in #compliance").asked).toEqual(["read"]);
    expect(requestShape("anything new in #ops").asked).toEqual(["read"]);
    // (A later sentence may tell which of what the first asks for: its act stays the one asked.)
    expect(requestShape("delete the old test folders. anything starting with tmp-").asked).toEqual(["delete"]);
  });

  it('hears an action asked as a question and answered no ("delete? not yet.") as negated', () => {
    for (const query of [
      "remove? no - just show me comment 40001",
      "delete? not yet. show folder 20003's items first",
    ]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], held: ["delete"] });
      expect(first(query).annotations.destructiveHint, query).toBe(false);
    }
    // "now" alone answers nothing; "yes" does not negate.
    for (const query of ["delete file 5, now", "delete file 5? yes"])
      expect(requestShape(query).asked).toEqual(["delete"]);
  });

  it("reads a noun that asks to read as asking only when no verb does, and un-X as one word", () => {
    for (const [query, action] of [
      ["copy the contents of folder 20002 into folder 20004", "copy"],
      ["un-delete file 30007", "restore"],
    ] as const) {
      expect(requestShape(query).asked, query).toEqual([action]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    expect(requestShape("folder 20001 details").asked).toEqual(["read"]);
  });

  it('hears "how do I…?" as asking for the act: nothing, when no tool does it', () => {
    const query = "how do I restore a deleted file?";
    expect(requestShape(query).asked).toEqual(["restore"]);
    expect(kit.searchTools(query)).toEqual([]);
  });

  it("hears what the request keeps: a noun a negation or keeping verb governs, one that stays, an undone object", () => {
    expect(requestShape("delete Frank's avatar (user 5), not his account").spared).toEqual(["user"]);
    expect(requestShape("remove membership 4 from the group, the group stays").spared).toEqual(["group"]);
    expect(requestShape("drop the hold on file 5; keep the legal hold policy").spared).toEqual(["legal hold policy"]);
    expect(requestShape("remove assignment 6 from task 5 but leave the task").spared).toEqual(["task"]);
    // (What is not to be touched is kept: any act touches it.)
    expect(requestShape("remove the watermark from folder 5, don't touch the folder itself").spared).toEqual([
      "folder",
    ]);
    // (Not others of a kind: the one asked of that kind still goes.)
    const other = "remove Sam from group 5 but don't touch his other memberships";
    expect(first(other).name).toBe(first("remove Sam from group 5").name);
    expect(requestShape("unlock folder 5")).toMatchObject({ spared: [], undone: "folder" });
    // Undoing the object itself deletes it when the tools destroy nothing on it: no lock, part or compound of it (the
    // files a retention assignment lists are no part it removes).
    const scope = searchScope(definitions);
    expect(scope.parts.some((r) => r.startsWith("retention policy assignment "))).toBe(true);
    for (const [query, resource] of [
      ["unassign task assignment 9", "task assignment"],
      ["uninstall the integration mapping 4", "integration mapping"],
      ["unassign retention policy assignment 600", "retention policy assignment"],
    ] as const) {
      const on = [...scope.destroyed, ...scope.destroyedParts].some((r) => r.startsWith(`${resource} `));
      expect(on, query).toBe(false);
      expect(toolFacts(first(query)).resource, query).toBe(resource);
    }
    // A noun between the negation and the noun makes that one the negation's object.
    expect(requestShape("delete user 5, no one uses the account").spared).toEqual([]);
    // (Nor does a thing said ought never to have been had keep it: what the deletion takes away is that access.)
    const unowed = "Take the Novarix group off the unblinded data folder, they should never have had access";
    expect(requestShape(unowed).spared).toEqual([]);
    // (Having a thing done, said with a modal and a negation, still keeps it.)
    expect(requestShape("remove the group's access, but we mustn't have the group deleted").spared).toEqual(["group"]);
    expect(toolFacts(first(unowed)).resource).toBe("collaboration");
    // The kept ones are others of the kind the main action deletes: that deletion still comes first.
    for (const query of [
      "delete comment 7 but keep the other comments",
      "delete version 2 of file 5, not the current version",
    ]) {
      expect(requestShape(query).spared).toEqual([]);
      expect(first(query).annotations.destructiveHint).toBe(true);
    }
    // "may" supposes, as "might" does.
    expect(requestShape("show file request 3390, I may delete it after").asked).toEqual(["read"]);
  });

  it("narrows the target to its compound a noun names, not by a verb telling which one it is ('the task I assigned')", () => {
    const scope = searchScope(definitions);
    const task = requestShape("delete task 5").target!;
    const compound = scope.destroyed.find((r) => r.startsWith(`${task} `))!;
    expect(toolFacts(first("remove the task assignment for Lina on task 5")).resource).toBe(compound);
    for (const query of [
      "delete the task I assigned to Lina on the audit report",
      "Remove the task on the Q3 deck that's assigned to Tom, it's been sorted.",
    ])
      expect(toolFacts(first(query)).resource, query).toBe(task);
  });

  it("reads the object's noun phrase: a name or id after its head, a possessive with an id, its own modifiers", () => {
    // A name after the noun names it: the file is deleted, not a comment or a task on it.
    const file = definitions.find((d) => d.group === "deletion" && toolFacts(d).resource === "file")!;
    expect(requestShape("delete the file notes.txt")).toMatchObject({ object: "file", target: "file" });
    expect(toolFacts(first("delete the file notes.txt")).resource).toBe(toolFacts(file).resource);
    expect(requestShape("delete the webhook abc-123").target).toBe("webhook");
    // "file 5's" is one possessive: the watermark is removed, the file kept.
    expect(requestShape("remove file 30010's watermark").object).toBe("watermark");
    expect(requestShape("delete user 5's avatar")).toMatchObject({ object: "avatar", target: "avatar" });
    // A noun inside the object's own phrase is no other thing the verb acts on; one after a preposition is.
    expect(requestShape("remove the Engineering group membership of user 4").target).toBe("group membership");
    expect(requestShape("drop the hold on file 30005").target).toBeUndefined();
  });

  it("removes what ties a target to an item it is said to be on, when it is no part of that item", () => {
    const scope = searchScope(definitions);
    for (const [query, target] of [
      ["delete the legal hold on version 2 of file 5", "legal hold policy"],
      ["delete the retention policy on folder 20003", "retention policy"],
      // (Or on many, by their name.)
      ["remove the legal hold on the Henderson litigation files", "legal hold policy"],
      // (Past a number that opens their name: "the 2021 …".)
      ["Release the legal hold on the 2021 Kessler Roofing dispute files.", "legal hold policy"],
      // (Or from one by its file's name.)
      ['remove the legal hold from "Henderson_Report.pdf"', "legal hold policy"],
    ] as const) {
      const compounds = scope.destroyed.filter((r) => r.startsWith(`${target} `));
      expect(compounds, query).toHaveLength(1);
      expect(requestShape(query).target, query).toBe(target);
      expect(toolFacts(first(query)).resource, query).toBe(compounds[0]);
    }
    // A task on a file is part of the file: its own deletion comes first, and so it does on a folder, on its files.
    expect(scope.parts).toContain("file task");
    expect(scope.parts).not.toContain("folder task");
    for (const query of ["delete the task on file 5", "delete the expired tasks on folder 5"])
      expect(toolFacts(first(query)).resource, query).toBe("task");
    // With its own id the item is the target itself; so is one said to be on what no resource's word names (its own
    // subject, "the hold on the Henderson matter").
    expect(requestShape("delete group 5 in the enterprise").related).toBeUndefined();
    expect(toolFacts(first("remove the legal hold on the Henderson matter")).resource).toBe("legal hold policy");
    // (Nor where the request says the whole of it.)
    for (const query of [
      "delete the whole legal hold policy on the 2021 Kessler Roofing dispute files",
      "delete the entire legal hold on the Henderson litigation files",
    ])
      expect(toolFacts(first(query)).resource, query).toBe("legal hold policy");
    // (Not by a word of the whole said of another thing.)
    for (const query of [
      "remove the legal hold on the Henderson litigation files, not the whole policy",
      "remove the legal hold on the whole Henderson litigation folder",
      "remove the legal hold on the Whole Foods contract files",
    ])
      expect(toolFacts(first(query)).resource, query).not.toBe("legal hold policy");
  });

  it("offers no permanent deletion of a trashed item when the trash is only where the object goes", () => {
    // A passive's participle says the state asked for, not the trash: "deleted" there is no deleted item.
    const passives = ["I want file 30001 to be deleted", "file 30002 should be deleted, please"];
    // The main verb's own word says it wherever it stands, not only opening the request.
    passives.push("after checking what folder 20002 holds, trash the file 30009 in it");
    for (const query of [
      "trash file 5",
      "move file 5 to the trash",
      "bin folder 3",
      "please trash web link 4",
      ...passives,
    ]) {
      expect(requestShape(query).binned, query).toBe(true);
      expect(toolFacts(first(query)).qualifiers, query).not.toContain("trashed");
      expect(first(query).annotations.destructiveHint, query).toBe(true);
    }
    // Nor is the trash named by the manner of a deletion the request does not want.
    for (const query of [
      "move file 5 to trash, don't delete it permanently",
      "trash file 5 but don't delete it permanently",
      "delete file 5, not permanently",
      // (Said between the negation and its act.)
      "don't permanently delete folder 3, just trash the folder",
    ]) {
      expect(toolFacts(first(query)).qualifiers, query).not.toContain("trashed");
      expect(first(query).annotations.destructiveHint, query).toBe(true);
    }
    for (const query of ["purge file 5 from the trash", "move file 5 to the trash, then purge it from the trash"]) {
      expect(requestShape(query).binned, query).toBe(false);
      expect(toolFacts(first(query)).qualifiers, query).toContain("trashed");
    }
  });

  it("offers a deletion from the trash, never a move to it, for what a request says the trash holds", () => {
    for (const query of [
      "get rid of everything in my trash older than 30 days but nothing newer",
      "delete the files in my trash older than 30 days",
    ]) {
      const facts = toolFacts(first(query));
      expect(facts.qualifiers, query).toContain("trashed");
      expect(facts.qualifiers, query).not.toContain("to trash");
    }
  });

  it('hears a pseudo-cleft ("what I need is …") as a statement of what is asked, not a question', () => {
    const query = "after all the reorganising, what I actually need is for folder 20002 to be renamed to Reports";
    expect(requestShape(query)).toMatchObject({ question: false, asked: ["rename"] });
    expect(searchScope(definitions).can).not.toContain("rename");
    expect(kit.searchTools(query)).toEqual([]);
    expect(requestShape("what I need is to see folder 20001").asked).toEqual(["read"]);
    expect(requestShape("what do I need to delete in folder 20001?").question).toBe(true);
  });

  it('hears a question word with its "is" contracted ("where\'s") as opening a question', () => {
    for (const query of ["where's the budget spreadsheet", "how's the upload of file 30001 going"])
      expect(requestShape(query)).toMatchObject({ question: true, asked: ["read"] });
    expect(requestShape("it's in folder 20001").question).toBe(false);
  });

  it("hears a question word past the adverbs leading it as opening a question, with no question mark", () => {
    for (const query of ["roughly how many files are in folder 20001", "exactly how big is folder 20001 right now"])
      expect(requestShape(query), query).toMatchObject({ question: true, asked: ["read"] });
    // (Not a copula past an adverb: "forever is fine" asks nothing.)
    expect(requestShape("delete file 30001, forever is fine").asked).toEqual(["delete"]);
  });

  it('hears a later clause opened by "can I" as a question, with no question mark: it asks to read', () => {
    const query = "I deleted web link 3300 by mistake, can I still see it";
    expect(requestShape(query).asked).toEqual(["read"]);
    expect(requestShape(`${query}?`).asked).toEqual(["read"]);
    // (And what it wonders one can do is wondered, as with its "?": no tool restores.)
    const back = "I accidentally deleted folder 20008, can I get it back, thanks!";
    expect(requestShape(back).wondered).toEqual(requestShape(back.replace(", thanks!", "?")).wondered);
    expect(kit.searchTools(back)).toEqual(kit.searchTools(back.replace(", thanks!", "?")));
    // (Not a deletion said after it: "…, can you delete it" asks the listener.)
    expect(requestShape("I moved web link 3300 by mistake, can you delete it").asked).toEqual(["delete"]);
  });

  it("hears a read joined before a deletion as the step to it: the deletion and its object are the request's", () => {
    for (const [query, object] of [
      ["look at folder 20001 and then delete file 30001", "file"],
      ["show me file 30001 and delete comment 70001", "comment"],
    ] as const) {
      expect(requestShape(query), query).toMatchObject({ asked: ["delete", "read"], object });
      expect(toolFacts(first(query)), query).toMatchObject({ resource: object, scope: "one" });
      expect(first(query).annotations.destructiveHint, query).toBe(true);
    }
    // Asked as a question, it still reads first.
    expect(requestShape("what is in folder 20001, and then delete file 30001?").asked[0]).toBe("read");
  });

  it('hears an act said "instead" in a later sentence as replacing the acts before it, on their object', () => {
    const gone = definitions.find((d) => d.annotations.destructiveHint && toolFacts(d).scope === "one")!;
    const { resource } = toolFacts(gone);
    expect(searchScope(definitions).cannot).toContain("restore");
    const query = `delete ${resource} 30001 permanently. actually wait, restore it instead`;
    expect(requestShape(query)).toMatchObject({ asked: ["restore"], held: ["delete"], object: resource });
    expect(requestShape(query).verb).toBe("restore");
    expect(kit.searchTools(query)).toEqual([]);
    // A read said instead reads the object of the deletion it replaces.
    const read = "delete file 30001. actually, download it instead";
    expect(requestShape(read)).toMatchObject({ asked: ["read"], held: ["delete"], object: "file", verb: "download" });
    expect(first(read).annotations.destructiveHint).not.toBe(true);
    // Not a fallback said under a condition, nor an act on another item its sentence names: the read of a part of
    // one item (a file's comments) stays first, not the deletion of that part.
    const part = toolFacts(byName.get(toolFor({ method: "GET", path: "/files/{file_id}/comments" }))!);
    const other = toolFacts(byName.get(toolFor({ method: "DELETE", path: "/tasks/{task_id}" }))!).resource;
    for (const then of ["if there are none, delete them instead", `actually, delete the ${other} instead`]) {
      const query = `list the ${plural(part.resource)} on ${part.parent} 30001. ${then}`;
      expect(requestShape(query).asked[0], query).toBe("read");
      expect(first(query).annotations.destructiveHint, query).not.toBe(true);
    }
  });

  it("hears a deletion said in a later sentence under a condition as waiting for the act before it (a fallback)", () => {
    const { resource } = toolFacts(byName.get(toolFor({ method: "GET", path: "/files/{file_id}/content" }))!);
    for (const query of [
      `download ${resource} 30001. if that fails, delete it`,
      `show me ${resource} 30001. when you're done, delete it`,
    ]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], held: ["delete"] });
      expect(first(query).annotations.destructiveHint, query).not.toBe(true);
    }
    // Said first, the condition is the deletion's own: it is asked.
    expect(requestShape(`if ${resource} 30001 is empty, delete it`).asked).toEqual(["delete"]);
  });

  it("hears a passive with should or must as asking, on its subject; one that is supposed or asked about is held", () => {
    const query = "Only the watermark on file 30001 should be removed.";
    expect(requestShape(query)).toMatchObject({ asked: ["delete"], object: "watermark" });
    expect(toolFacts(first(query))).toMatchObject({ resource: "watermark", parent: "file" });
    expect(requestShape("comment 4 needs to be removed from file 3").object).toBe("comment");
    expect(requestShape("version 3 of file 30002 must be deleted").object).toBe("file version");
    for (const held of [
      "which versions should be deleted?",
      "file 5 could be deleted",
      "what would be deleted if I empty the trash",
    ])
      expect(requestShape(held).asked, held).not.toContain("delete");
  });

  it("finds the object named again after the verb, or by a pronoun of the kind kept or named, and deletes that kind", () => {
    for (const query of [
      "keep the latest version, remove all other versions of file 5",
      "keep the current version but delete the rest",
      "keep only the newest version of file 5 and delete the older ones",
    ]) {
      expect(requestShape(query)).toMatchObject({ object: "file version", spared: [] });
      expect(toolFacts(first(query)).resource, query).toBe("file version");
    }
    // A demonstrative pronoun after the verb stands for the kind named before it, which the verb deletes itself.
    const those = 'there are 40 files called "Copy of Copy of..." in the shared drive. can you delete those?';
    expect(requestShape(those)).toMatchObject({ object: "file", target: "file" });
    expect(toolFacts(first(those)).resource).toBe("file");
    expect(first(those).annotations.destructiveHint).toBe(true);
    // "It" stands for the head of what was said, not a noun a preposition governs, past two words of its own.
    const it = "the comment Priya left on the Q3 deck is out of date, bin it";
    expect(requestShape(it)).toMatchObject({ object: "comment", target: "comment" });
    expect(toolFacts(first(it)).resource).toBe("comment");
    // "The whole thing", "the whole lot" stand for the item of another kind than most named before, no file named by
    // its name; after a file, or with nothing named, they are read as before.
    for (const [whole, named] of [
      ['the "Neon Drift" folder is dead, delete the whole thing', "delete the Neon Drift folder"],
      ["the Archive folder: delete the whole lot", "delete the Archive folder"],
    ]) {
      expect(requestShape(whole!).object, whole).toBe(requestShape(named!).object);
      expect(first(whole!).name, whole).toBe(first(named!).name);
    }
    expect(first("the Q3 deck is obsolete, bin the whole thing").name).toBe(first("bin the Q3 deck").name);
    // (Of the head named last, not of a place a preposition governs: the webhook on the folder, the deck in it.)
    for (const [whole, named] of [
      ["the webhook on folder 5 is broken, remove the whole thing", "remove the webhook on folder 5"],
      ["the Q3 deck in the Archive folder is obsolete, delete the whole thing", "delete the Q3 deck"],
    ])
      expect(first(whole!).name, whole).toBe(first(named!).name);
    expect(requestShape("delete the whole thing").object).toBe(requestShape("delete the budget thing").object);
    // "Anyone" stands for people named before it, and for nothing else.
    const collaborators = requestShape("list the collaborators on folder 90317").object;
    const anyone = "list the collaborators on folder 90317 and remove anyone using a gmail address";
    expect(requestShape(anyone).object).toBe(collaborators);
    expect(toolFacts(first(anyone))).toMatchObject({ action: "remove", resource: collaborators });
    expect(requestShape("list folder 90317 and remove anyone using a gmail address").object).toBeUndefined();
    // (Users said in a group are its members, no accounts to delete.)
    const members = "list the users in group 5 and remove anyone inactive";
    expect(toolFacts(first(members)).resource).not.toBe(requestShape("delete user 5").object);
    // A noun named again in a later clause is not the main verb's object: "stop sharing" undoes nothing on it.
    const query = "stop sharing with bob@vendor.com: remove collaboration 4410 entirely";
    expect(requestShape(query).undone).toBeUndefined();
    expect(toolFacts(first(query)).resource).toBe("collaboration");
  });

  it('reads a possessive as a modifier and a word after "as" as what the object becomes', () => {
    expect(requestShape("remove a person's access to a folder").object).toBe("collaboration");
    // (A name of two words is one owner, its last word saying it: "Theo Marchetti's".)
    const owned = "remove Theo Marchetti's access to the Influencer Contracts folder, he only needs the photo folders";
    expect(requestShape(owned).object).toBe("collaboration");
    expect(toolFacts(first(owned)).resource).toBe("collaboration");
    // (What the owner has, said right after it, is the object though it is a person's word too: the account.)
    expect(requestShape("is Dana's slack account still active?").object).toBe("user");
    // (A possessive opening the request is no verb taking a goal: "Acme's access to the Tender folder …" moves nothing.)
    const stop = "Acme's access to the Tender folder needs to stop";
    expect(requestShape(stop).asked).not.toContain("move");
    expect(toolFacts(first(stop)).resource).toBe("collaboration");
    // (Wanting to know asks to read: "I'd like to know who can edit the Q4 budget".)
    expect(requestShape("I'd like to know who can edit the Q4 budget before I send it round").asked).toEqual(["read"]);
    expect(requestShape("mark #general as read")).toMatchObject({ asked: ["edit"], held: ["read"] });
    expect(createMessaging({ accessToken: "unused" }).searchTools("mark #general as read")).toEqual([]);
  });

  it("narrows a thing said to stand between two others to its compound that keeps one part from another", () => {
    const query = "remove the ethical wall between Sales and Engineering, it was set up by mistake";
    const { object, between } = requestShape(query);
    expect(between).toBe(true);
    const hit = first(query);
    expect(hit.annotations.destructiveHint).toBe(true);
    expect(toolFacts(hit).resource).toMatch(new RegExp(`^${object} .* restriction$`));
    expect(requestShape("remove the ethical wall for Sales").between).toBeUndefined();
  });

  it("names the target only when the main verb acts on the object itself", () => {
    expect(requestShape("delete version 3 of file 5").target).toBe("file version");
    expect(requestShape("clear the enterprise values attached to folder 4321").target).toBeUndefined();
    expect(requestShape("unlock folder 5").target).toBeUndefined();
    expect(requestShape("stop sharing folder 5 with bob").target).toBeUndefined();
  });

  it("names as the target the item whose copies a request deletes: copies of a file are files", () => {
    for (const query of [
      "delete the duplicate copies of file 30001",
      "remove the copies of the Brand Guidelines pdf",
      // (Past a filler word between "of" and what they are copies of.)
      "remove the copies of, like, the Events folder",
    ]) {
      const { object, target } = requestShape(query);
      expect(target, query).toBe(object);
      expect(first(query).annotations.destructiveHint, query).toBe(true);
      expect(toolFacts(first(query)).resource, query).toBe(object);
    }
    expect(requestShape("remove the copies of, like, the Events folder").object).toBe(
      requestShape("remove the Events folder").object,
    );
  });

  it("reads a file's name as the verb's object past the phrase of its copies", () => {
    const plain = toolFacts(first("delete consent.docx in the Reception folder")).resource;
    for (const query of [
      "delete the copies of consent.docx in the Reception folder",
      "delete both duplicate copies of consent.docx in the Reception folder",
      "delete the two extra copies of consent.docx in the Reception folder",
      "delete all of the copies of consent.docx in the Reception folder",
    ])
      expect(toolFacts(first(query)).resource, query).toBe(plain);
  });

  it("reads copies of a thing no item's kind names as items: files, the kind most items are", () => {
    for (const query of [
      "remove all the duplicate copies of the staff handbook",
      "clear out the copies of the Gala Invite in the Events folder",
      // (A place a later clause names is not what they are copies of.)
      "delete the duplicate copies of the cast list — there are like four of them in different folders",
    ]) {
      const { object, target } = requestShape(query);
      expect(ITEM_KINDS.has(object!), query).toBe(true);
      expect(target, query).toBe(object);
      expect(first(query).annotations.destructiveHint, query).toBe(true);
      expect(toolFacts(first(query)).resource, query).toBe(object);
    }
  });

  it("refers a pronoun to the copies or the items said before it, not to the place they are in", () => {
    for (const query of [
      'there\'s like 40 copies of "Untitled Document" in my root folder, delete them all',
      "there are 40 old files in my root folder, delete them",
    ]) {
      const { object, target } = requestShape(query);
      expect(ITEM_KINDS.has(object!) && object !== "folder", query).toBe(true);
      expect(target, query).toBe(object);
      expect(first(query).annotations.destructiveHint, query).toBe(true);
      expect(toolFacts(first(query)).resource, query).toBe(object);
    }
    // ("All of them" are them.)
    for (const query of [
      "there are 6 copies of the Prop List now, delete all of them except the real one",
      "there are 40 old files in my root folder, delete all of them",
    ])
      expect(toolFacts(first(query)).resource, query).toBe(requestShape(query.replace(/all of /, "")).object);
    // Copies of an item of a kind named are items of that kind.
    for (const kind of ITEM_KINDS) {
      const query = `there are 2 copies of the Archive ${kind} in my root folder, delete them`;
      expect(requestShape(query).object, query).toBe(kind);
      expect(toolFacts(first(query)).resource, query).toBe(kind);
    }
    // "It" stands for the item named before it, by its name; not for a place whose items are picked by "anything".
    for (const kind of ITEM_KINDS) {
      const query = `take the Old Rota ${kind} out - delete it`;
      expect(requestShape(query), query).toMatchObject({ object: kind, target: kind });
      expect(toolFacts(first(query)).resource, query).toBe(kind);
    }
    const picked = "tidy the Shared folder — anything over 5 years old with no activity, list it so I can decide";
    expect(toolFacts(first(picked))).toMatchObject({ action: "list", parent: "folder" });
  });

  it("reads many things said to be with someone as the parts of an item shared with them", () => {
    const chat = createMessaging({ accessToken: "unused" });
    const dms = "find my DMs with Priya from last tuesday";
    // (Or "from" them: "any DMs from Maggie I haven't read yet?".)
    for (const query of [dms, dms.toUpperCase(), "show my messages with sam reyes", "any DMs from Maggie today?"]) {
      const shape = requestShape(query);
      expect(shape.withSomeone, query).toBe(true);
      const facts = toolFacts(firstHit(chat, query)!);
      expect(facts, query).toMatchObject({ resource: shape.object, scope: "part" });
    }
    // (Not things said to have something, nor a word written as a plain one.)
    expect(requestShape("find messages with attachments").withSomeone).toBeUndefined();
    expect(requestShape("Show Messages With Attachments").withSomeone).toBeUndefined();
    expect(requestShape("find my DMs with priya").withSomeone).toBeUndefined();
    expect(requestShape("find the messages from Support Tickets").withSomeone).toBeUndefined();
  });

  it("counts the object: one item when an id follows it, many when plural", () => {
    expect(requestShape("show revision 22 of file 555").count).toBe("one");
    expect(requestShape("show older versions of file 555").count).toBe("many");
  });

  it("reads 'do' before its subject as a question, whoever the subject is ('do any files in folder 5 have …')", () => {
    for (const query of ["do any files in folder 5 have a classification", "do we have any webhooks"])
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], question: true });
    // The files' own classifications are asked, so the listing that finds them comes before the folder's own.
    expect(toolFacts(first("do any files in folder 5 have a classification"))).toMatchObject({
      action: "list",
      resource: "item",
    });
    // ("Do not" negates an act; it asks nothing.)
    expect(requestShape("do not delete folder 5")).toMatchObject({ asked: [], question: false });
  });
});

describe("ranking on the request's structure", () => {
  it("offers no destructive tool first when the deletion is negated, supposed or subordinate", () => {
    for (const query of [
      "clean up the Finance folder for me, just show me the spreadsheets in it; don't delete or move anything",
      "list the legal holds before I remove anything",
      "purge list: which files in the trash are older than a week",
      "which comments could I delete on file 5?",
    ]) {
      expect(first(query).annotations.destructiveHint, query).toBe(false);
    }
  });

  it("never offers first the deletion of what the request keeps, and offers its target's before a broader one", () => {
    for (const [query, resource] of [
      ["delete Frank's avatar (user 11115), not his account", "avatar"],
      ["please remove Ben's collaboration 70001 on the Projects folder, not the folder", "collaboration"],
      ["remove the watermark on folder 4 but leave the files", "watermark"],
      ["delete version 302 of file 30002, not the whole file", "file version"],
      [
        "drop the hold on file 30005 only (assignment 77102); keep the legal hold policy",
        "legal hold policy assignment",
      ],
      ["unmark file 30009 as a doc generation template (keep the file)", "docgen template"],
      // Out of a container: the container's part the request names, not a compound it does not say (file version).
      ["kick member 8801 out of segment 8101", "shield information barrier segment member"],
      ["remove comment 40002 from the budget file", "comment"],
      // A negation carried by a verb that does not destroy keeps nothing: "don't need comment 4" lets it go.
      ["we don't need comment 40001 anymore, delete it", "comment"],
      ["Ben no longer needs access to folder 20001; remove his collaboration 70001", "collaboration"],
      // Greetings and "please" before an imperative ending in "?" still ask.
      ["please delete version 3 of file 30002?", "file version"],
      ["hi, remove comment 40001?", "comment"],
      // The narrowest deletion the request names: the hold's assignment, not the hold.
      ["remove the legal hold on file 30005 (assignment 77101)", "legal hold policy assignment"],
      // A pending invitation is a collaboration.
      ["revoke the pending invitation 70009", "collaboration"],
      // So is an invite to a folder or a file (an invite alone may be to the account).
      ["revoke Lisa's invite to folder 20001", "collaboration"],
      ["Lisa's invite to the finance folder should be cancelled", "collaboration"],
      // "It" for a thing said with "a" and a noun of no kind's is an item in the place said, no person.
      ["there's a scan in the Manifests folder, delete it", "file"],
      ["someone uploaded a scan into the Manifests folder by mistake, delete it", "file"],
      // (Not a thing said by a word of the kit's: a hold, a link.)
      ["there's a link in the Marketing folder, delete it", "web link"],
      // (A document's title is a file's word, though: "there's an invoice in …".)
      ["there's an invoice in the Finance folder, delete it", "file"],
      // (Copies said before it are what it stands for, of the kind their "of" names, whatever they are said to be.)
      ["the copy of the Harbour Photos folder is a duplicate, delete it", "folder"],
      // (Not where a thing of its own is said of them after: the link.)
      ["the copy of the Harbour folder has a broken link, delete it", "web link"],
      // A subject's "from" before the verb stops at a relative pronoun; after the verb, the phrase is where they go.
      ["Anyone from marstonlogistics.com who's a collaborator on the Marston folder should go", "collaboration"],
      ["remove the people from Acme who are collaborators on folder 20001", "collaboration"],
    ] as const) {
      expect(toolFacts(first(query)).resource, query).toBe(resource);
      expect(first(query).annotations.destructiveHint, query).toBe(true);
    }
  });

  it("offers the deletion of the files a request names in a folder, not the folder's, nor a trashed file's", () => {
    const facts = toolFacts(first("delete all the files in folder 20001"));
    expect(facts.resource).toBe("file");
    expect(facts.qualifiers).not.toContain("trashed");
  });

  it("offers the deletion of an item's contents, never the item's, when asked to delete everything in it", () => {
    for (const query of [
      "delete everything in folder 20001",
      "remove anything inside the Downloads folder",
      // (Or as the next clause's subject, after the item.)
      "tidy up folder 20001, anything older than a year can go",
    ]) {
      const { contents } = requestShape(query);
      expect(contents?.of, query).toBe("items");
      const hit = first(query);
      expect(hit.annotations.destructiveHint, query).toBe(true);
      expect(ITEM_KINDS.has(toolFacts(hit).resource), query).toBe(true);
      expect(toolFacts(hit).resource, query).not.toBe(contents!.noun);
    }
  });

  it("offers the deletion of what the request names, never a resource a fuzzy match made up", () => {
    // "older" is an adjective: it is never read as "folder".
    const older = kit.searchTools("older", { limit: definitions.length });
    expect(older.length).toBeGreaterThan(0);
    for (const m of older) expect(toolFacts(byName.get(m.name)!).resource, m.name).not.toBe("folder");
    const webhook = toolFacts(first("delete the older of our two webhooks"));
    expect(webhook).toMatchObject({ resource: "webhook" });
    expect(toolFacts(first("delete version 3 of file 5"))).toMatchObject({
      action: "delete",
      resource: "file version",
    });
  });

  it("names a resource by its whole phrase: a file request is no file, a folder lock no folder", () => {
    const deletions = definitions.filter((d) => d.group === "deletion").map(toolFacts);
    const nouns = [...new Set(deletions.map((f) => f.resource))];
    const compounded = nouns.filter((n) => nouns.some((m) => m.startsWith(`${n} `)));
    expect(compounded.length).toBeGreaterThan(0);
    for (const noun of compounded) {
      for (const query of [`delete a ${noun}`, `delete the ${noun} 123`])
        expect(toolFacts(first(query)).resource, query).toBe(noun);
    }
    // A verb may name the compound's other word: "unlock" removes the lock, not the folder.
    const folderLock = nouns.find((n) => n.startsWith("folder "))!;
    expect(toolFacts(first("unlock folder 3")).resource).toBe(folderLock);
  });

  it("searches neither the words of a negated action nor a compound of a noun named alone", () => {
    const query = "show me the spreadsheets in the Finance folder; don't delete or move anything";
    expect(requestShape(query).negatedWords).toEqual(["delete", "move"]);
    // The folder's listing, not its locks (whose keywords speak of move and delete protection).
    expect(toolFacts(first(query))).toMatchObject({ action: "list", parent: "folder" });
    const cleanUp =
      "clean up the Finance folder for me, just show me the spreadsheets in it; don't delete or move anything";
    expect(toolFacts(first(cleanUp)).resource.startsWith("folder ")).toBe(false);
  });

  it("searches no conjunction of condition: a clause saying when or whether asks of the same item", () => {
    // ("if" is a word of some tools' caveats: "works only if …".)
    const plain = first("what happens to folder 5");
    expect(first("what happens to folder 5 if I remove it").name).toBe(plain.name);
    expect(toolFacts(plain).qualifiers).not.toContain("trashed");
  });

  it("answers a question whether one can do what no tool does with nothing; one about a deletion reads", () => {
    for (const query of ["can I restore file 4?", "is it possible to move folder 3 into folder 8?"]) {
      expect(kit.searchTools(query), query).toEqual([]);
      expect(nothingFits({ definitions }, query), query).toMatch(/^Nothing fits/);
    }
    expect(first("can I delete file 4?").annotations.destructiveHint).toBe(false);
    expect(requestShape("which could I delete").wondered).toEqual([]);
  });

  it("answers nothing for a deletion of what the tools only read, and says so of that resource", () => {
    const scope = searchScope(definitions);
    const named = (r: string) => mentions(`the ${r} 123`)[0]?.noun === r;
    // A resource the tools may destroy through a compound of it (its assignment), or one that heads other resources'
    // names ("item": a hub item, a trashed file), may be what a deletion means: some tool may fit.
    const reached = (r: string) =>
      scope.destroyed.some((x) => x.startsWith(`${r} `)) || scope.resources.some((x) => x.endsWith(` ${r}`));
    const readOnly = scope.resources.filter((r) => !scope.destroyed.includes(r) && named(r));
    expect(readOnly.filter((r) => !reached(r)).length).toBeGreaterThan(0);
    for (const r of readOnly) expect(kit.searchTools(`delete the ${r} 123`).length === 0, r).toBe(!reached(r));
    expect(readOnly.filter(reached)).toEqual(expect.arrayContaining(["item", "storage policy"]));
    for (const r of scope.destroyed.filter(named))
      expect(kit.searchTools(`delete the ${r} 123`).length, r).toBeGreaterThan(0);
    expect(nothingFits({ definitions }, "remove the shared link from file 30001 but keep the file")).toMatch(
      /^Nothing fits: no tool can remove a shared item\./,
    );
    // Only what the kit has is named: a chat kit's sentence speaks of no folder.
    const chat = nothingFits({ definitions: messagingDefinitions }, "clear the description of folder 5");
    expect(chat).toMatch(/^Nothing fits: no tool can clear\. /);
    expect(chat).not.toMatch(/folder/);
    // A resource that modifies the noun acted on is not what is deleted: the rule of an ethical wall is a restriction.
    expect(kit.searchTools("lift the ethical wall rule that blocks Sales from Research, restriction 7").length).toBe(5);
    // A word inside a resource's name names the resource, not an action ("information" reads elsewhere).
    expect(requestShape("delete the shield information barrier 5").asked).toEqual(["delete"]);
  });

  it("offers a tool on the caller's own account first only to a request in the first person", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const facts = new Map(messagingDefinitions.map((d) => [d.name, toolFacts(d)]));
    const own = (query: string) =>
      facts.get(messaging.searchTools(query)[0]!.name)!.qualifiers.includes("authenticated");
    // (Another user named by a bare Slack id is no speaker's own: "show W0ABC9876's profile".)
    for (const query of [
      "show the profile of user U0789GHI",
      "what's the real name of U0123ABC?",
      "show W0ABC9876's profile",
    ])
      expect(own(query), query).toBe(false);
    for (const query of ["who am I?", "show my own profile"]) expect(own(query), query).toBe(true);
    // (Anything of the speaker's asked for alone that names no other thing is theirs, as "Priya's status" is hers.)
    for (const query of ["what's my status", "what's my title"]) expect(own(query), query).toBe(true);
    // (So is a field of the caller's record said after "my", though a noun names it: "my team" is the record's.)
    for (const query of ["what's my team and my user id here?", "whats my real name on this workspace"])
      expect(own(query), query).toBe(true);
    // (And its own id, said by the record's kind, though a listing's words say "user id" too.)
    const mine = definitions.map(toolFacts).find((f) => f.qualifiers.includes("authenticated") && f.action === "get")!;
    // (Or the whole record, by a word for it: "show my profile".)
    for (const query of [`what's my ${mine.resource} id`, `what is my ${mine.resource} ID?`, "show my profile"])
      expect(toolFacts(first(query)).qualifiers, query).toContain("authenticated");
    // (Or a field of it the tool's own words never say, where the request asks for that field and nothing else.)
    for (const query of ["what's my role in the company", "show my phone number"])
      expect(toolFacts(first(query)).qualifiers, query).toContain("authenticated");
    // (So is which one of it the speaker has or is in, the words saying they belong no other thing.)
    for (const query of ["which enterprise am I part of", "what enterprise do I belong to", "what role do I have"])
      expect(toolFacts(first(query)).qualifiers, query).toContain("authenticated");
    // Many people of the kind are no caller's own, though they are said to log in ("which users haven't logged in").
    const logged = (query: string) => toolFacts(first(query));
    for (const query of ["which users have not logged in this year? I want to see them", "who am I logged in as"])
      expect(logged(query).resource, query).toBe("user");
    expect(logged("which users have not logged in this year? I want to see them").scope).not.toBe("one");
    expect(logged("who am I logged in as").qualifiers).toContain("authenticated");
    // Nor is another person named by name or by a pronoun ("her profile"), though no id names them.
    for (const query of [
      "what's Dana's job title according to her profile",
      "what time zone is he in per his profile",
      "what timezone is the new intern in according to their profile",
    ]) {
      expect(requestShape(query).thirdPerson, query).toBe(true);
      expect(own(query), query).toBe(false);
    }
    // "Me" after a verb of telling is the speaker still: "show me which account is signed in" asks of their own.
    for (const query of ["show me which account is signed in", "tell me whose account this is"]) {
      expect(own(query), query).toBe(true);
      expect(toolFacts(first(query)).qualifiers, query).toContain("authenticated");
    }
  });

  it("reads the profile of a person named by name as that user's record, not the caller's ('show Marcus's profile')", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const query = "show Marcus's profile";
    expect(requestShape(query).part).toMatchObject({ word: "profile", owner: "user", by: "possessed" });
    const named = firstHit(messaging, query)!;
    expect(toolFacts(named)).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
    // A person named by name is the user a request acts on.
    for (const query of ["look up Tom Becker", "delete Tom Becker"]) {
      expect(requestShape(query).object, query).toBe("user");
      expect(toolFacts(first(query)), query).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
    }
    // So is what a question asks of a person's own ("what's Dana's job title"): their record, not the caller's.
    const asked = "what's Dana's job title and time zone, per her profile";
    expect(requestShape(asked).part).toMatchObject({ word: "title", owner: "user", by: "possessed" });
    const record = firstHit(messaging, asked)!;
    expect(toolFacts(record)).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
    // A time zone is a person's, no storage zone.
    expect(mentions("what time zone is Marcus in").map((m) => m.noun)).not.toContain("storage policy");
  });

  it("reads a field of a person's, on their profile, after their title or asked by the question's noun, as their record", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const record = (query: string) => toolFacts(firstHit(messaging, query)!);
    // A part said to be on a person's profile is the person's ("the mobile number on Nadia Ruiz's profile").
    const attached = "what's the mobile number on Nadia Ruiz's slack profile";
    expect(requestShape(attached).part).toMatchObject({ owner: "user", by: "attached" });
    // A title and its dot before a name are one person ("Dr. Patel's"), who owns what follows.
    const titled = "what's Dr. Patel's phone number";
    const persons = requestShape(titled).nouns.filter((m) => m.noun === "user");
    expect(persons.map((m) => titled.toLowerCase().slice(m.start, m.end))).toEqual(["dr. patel's"]);
    // What a question word asks of the person after its copula is theirs ("what timezone is Nadia Ruiz in": her
    // timezone).
    const asked = "what timezone is Nadia Ruiz in according to slack";
    expect(requestShape(asked).part).toMatchObject({ word: "timezone", owner: "user", by: "possessed" });
    for (const query of [attached, titled, asked])
      expect(record(query), query).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
  });

  it("reads the noun a question asks of a person though the tagger reads its first word as a verb ('what time zone')", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const record = (query: string) => toolFacts(firstHit(messaging, query)!);
    const asked = "what time zone is Gregory in these days";
    expect(requestShape(asked).part).toMatchObject({ word: "zone", owner: "user", by: "possessed" });
    expect(record(asked)).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
    // (Or what it is for them, after "it": their local time.)
    const local = "what time is it for Gus right now";
    expect(requestShape(local).part).toMatchObject({ word: "time", owner: "user", by: "attached" });
    expect(record(local)).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
  });

  it("reads a question's subject named by a capitalised word the lexicon does not know as a person", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const record = (query: string) => toolFacts(firstHit(messaging, query)!);
    const persons = (query: string) => requestShape(query).nouns.filter((m) => m.noun === PERSON).length;
    for (const query of [
      "what timezone is Oyelaran in?",
      "is Tiwatope a workspace admin?",
      // (An aside after the question leaves its place at the question's end.)
      "What time zone is Priya in? She's on secondment abroad somewhere",
      // (Or by "he" or "she", a person known already.)
      "what timezone is she in?",
      "is he a workspace admin?",
    ]) {
      expect(persons(query), query).toBe(1);
      expect(record(query), query).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
    }
    // Not written as a name, or said of by what a thing may be ("is Kestrel archived"), it is no one.
    // Nor is a capitalised word asked of by nothing, by a place that names another thing, or by a place no noun asked
    // before the copula leaves ("what is Ops about").
    for (const query of [
      "is oyelaran a workspace admin?",
      "is Kestrel archived?",
      "what is Zorbly",
      "is Zorbly on the calendar",
      "what is Zorbly about",
      // ("He" or "she" doing something asks of the thing: "which file is she talking about".)
      "which file is she talking about?",
    ])
      expect(persons(query), query).toBe(0);
  });

  it("names a resource in its plural, and reads it as many, whatever its last letter", () => {
    const scope = searchScope(definitions);
    const named = scope.resources.filter((r) => mentions(`the ${r} 123`)[0]?.noun === r);
    // ("policy" → "policies": "which retention policies do we have" asks for the listing.)
    expect(named.filter((r) => /[^aeiou]y$/.test(r)).length).toBeGreaterThan(0);
    for (const r of named) {
      const query = `which ${plural(r)} do we have`;
      expect(mentions(query)[0]?.noun, query).toBe(r);
      expect(requestShape(`list the ${plural(r)}`).count, r).toBe("many");
    }
  });

  it("reads a noun's longer word whole where a shorter one of its words begins it ('collaboration invites')", () => {
    // Every word of the table that begins with another of the same noun's words, said in the plural, is one mention.
    const longer = NOUNS.flatMap(({ noun, words }) =>
      [noun, ...words].filter((w) => [noun, ...words].some((v) => v !== w && w.startsWith(`${v} `))),
    );
    expect(longer.length).toBeGreaterThan(0);
    for (const word of longer) {
      const query = `list the ${plural(word)} here`;
      const found = mentions(query);
      expect(
        found.map((m) => query.toLowerCase().slice(m.start, m.end)),
        query,
      ).toEqual([plural(word)]);
    }
    // So a folder's invites are its collaborations, not the caller's own pending invites.
    const query = "pending collaboration invites on the Tour 2025 folder, are there any?";
    expect(toolFacts(first(query))).toMatchObject({ resource: "collaboration", parent: "folder" });
  });

  it("reads an item's config or settings as its own record, not a default or a part of it", () => {
    const query = "show the AI agent 4471's config";
    expect(requestShape(query).part).toMatchObject({ word: "config", owner: "ai agent", by: "possessed" });
    expect(toolFacts(first(query))).toMatchObject({ resource: "ai agent", scope: "one" });
  });

  it("reads someone's profile as their record, also for the speaker ('show me'), and not a part named like it", () => {
    for (const query of ["show me user 11112's profile", "show user 11112's profile"]) {
      expect(requestShape(query).part, query).toMatchObject({ word: "profile", owner: "user", by: "possessed" });
      // The record's one get, not the avatar (a "profile picture") nor the caller's own account.
      expect(toolFacts(first(query)), query).toMatchObject({ resource: "user", scope: "one", qualifiers: [] });
      // Another user's record is no reason to offer the caller's own account next to it.
      const own = kit.searchTools(query, { limit: 2 }).map((m) => toolFacts(byName.get(m.name)!).qualifiers);
      expect(own.flat(), query).not.toContain("authenticated");
    }
  });

  it("names metadata by the custom data it is", () => {
    const query = "what custom data is attached to folder 2020";
    expect(requestShape(query)).toMatchObject({ object: "metadata", related: "folder" });
    expect(toolFacts(first(query))).toMatchObject({ resource: "metadata", parent: "folder" });
  });

  it("reads a yes/no question as asking for the status of what it names", () => {
    for (const query of ["did user 11112 accept terms of service 9701?", "is my zip download 7Hk2 finished?"]) {
      expect(requestShape(query).polar, query).toBe(true);
      const facts = toolFacts(first(query));
      expect(facts.resource.split(" ").at(-1), query).toBe("status");
    }
  });

  it("reads a question of whether there is any of a kind as a listing of every item of it, not one item's read", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    for (const [search, query] of [
      [kit, "is there a webhook for the invoices bot already?"],
      [messaging, "is there a channel for the hiking club yet?"],
    ] as const) {
      const shape = requestShape(query);
      expect(shape, query).toMatchObject({ polar: true, existential: true, count: "many" });
      expect(toolFacts(firstHit(search, query)!), query).toMatchObject({
        action: "list",
        scope: "every",
        resource: shape.object,
      });
    }
    expect(requestShape("is folder 5 shared?").existential).toBe(false);
  });

  it("reads what comes out of the box as the default, and no container in a resource's own words", () => {
    for (const query of [
      "what's the out-of-the-box AI setup for answering questions in French?",
      "what would the out-of-the-box AI setup look like for Q&A in German?",
    ])
      expect(toolFacts(first(query)).resource, query).toBe("ai agent default");
    const shape = requestShape("what does the out of the box AI use for extracting fields, in German");
    expect(shape).toMatchObject({ object: "ai agent default" });
    expect(shape.container).toBeUndefined();
  });

  it("reads a question of who a user is, by a Slack id of any length, as that user's record, not the caller's", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const facts = new Map(messagingDefinitions.map((d) => [d.name, toolFacts(d)]));
    // (Also as a sentence of its own before another: "who's W0QR5678? details please".)
    for (const query of ["Who Is U02DEF?", "who's U0G9QF9C6?", "who's W0QR5678? details please"]) {
      expect(requestShape(query).framing, query).toEqual(["who"]);
      const found = facts.get(messaging.searchTools(query)[0]?.name ?? "");
      expect(found, query).toMatchObject({ action: "get", resource: "user" });
      expect(found!.qualifiers, query).not.toContain("authenticated");
    }
    expect(requestShape("who has access to folder 5").framing).toEqual([]);
  });

  it("reads a question of who did something in a channel as one of its messages, not of its members", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const facts = new Map(messagingDefinitions.map((d) => [d.name, toolFacts(d)]));
    for (const query of ["who wrote in #design last week", "who shared the launch doc in #design yesterday"]) {
      expect(requestShape(query).framing, query).toEqual(["who"]);
      expect(facts.get(messaging.searchTools(query)[0]?.name ?? ""), query).toMatchObject({ resource: "message" });
    }
    // (A state is no act: "who has access", "who was in the meeting".)
    // ("was" in "who was in #design" only says who is in it: the channel's members, no act.)
    for (const query of ["who has access to folder 5", "who was in #design"])
      expect(requestShape(query).framing, query).not.toContain("who");
  });

  it("reads a question of which holders have something on an item as that thing, the item's, not the holders", () => {
    // ("which groups have access to the Release Builds folder": the folder's access, as "who has access to …" is.)
    for (const holder of ["groups", "users"]) {
      const query = `which ${holder} have access to the Release Builds folder`;
      const asked = requestShape("who has access to the Release Builds folder");
      expect(requestShape(query), query).toMatchObject({ object: asked.object, related: asked.related });
      expect(first(query).name, query).toBe(first("who has access to the Release Builds folder").name);
    }
    // (Items picked out by what they have are still the object: "which files have comments in folder 5".)
    const files = requestShape("which files have comments in folder 5");
    expect(files.object).not.toBe(requestShape("list the comments in folder 5").object);
  });

  it("reads a question after a statement as asking of what it names, not of the people the statement tells of", () => {
    const plain = "does he still have edit rights on the O&M contracts folder?";
    for (const query of [
      `Ewan Mackie left in June — ${plain}`,
      `Ewan Mackie left in June. ${plain[0]!.toUpperCase()}${plain.slice(1)}`,
      `Priya Ramanathan moved over to the corporate group — ${plain.replace("he", "she")}`,
    ]) {
      expect(requestShape(query).object, query).toBe(requestShape(plain).object);
      expect(first(query).name, query).toBe(first(plain).name);
    }
    // (A question that names nothing asks of what the statement names; nor are an item the statement names, nor an
    // imperative before the question, left out.)
    expect(requestShape("I uploaded the Q3 deck yesterday, who owns it?").object).toBe("file");
    expect(requestShape("we're reviewing the webhook on folder 5, what events is it subscribed to?").object).toBe(
      "webhook",
    );
    expect(requestShape("list all groups and how many members each has").object).toBe("group");
    // (What the question names, though the statement gives an item by its id: "… sent me file 5 — what versions …".)
    expect(requestShape("Dana Lee sent me file 5 — what versions are there?").object).toBe("file version");
    // (Nor where the question names a person itself.)
    for (const [query, plain] of [
      [
        "Dana shared folder 5 with Sam — who are the collaborators on folder 5?",
        "who are the collaborators on folder 5?",
      ],
      [
        "Ewan Mackie's contract ended — is the user still a collaborator on folder 5?",
        "is the user still a collaborator on folder 5?",
      ],
    ])
      expect(first(query!).name, query).toBe(first(plain!).name);
    // (Nor the person, where the question asks what is theirs or names nothing else: "what's her user ID?".)
    for (const query of [
      "Dana Lee created folder 5 — what's her user ID?",
      "Sam Patel created folder 5 — when did he join?",
      "Ewan Mackie left in June — what are his groups?",
      // (Nor after an imperative, which is no statement: the person it names is asked of.)
      "look up Sam Patel — which groups is he in?",
    ])
      expect(requestShape(query).object, query).toBe("user");
  });

  it("reads the object, not the item it is said to be in: the people in a channel are its members", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const query = "list the people in channel C0ABCDEF";
    expect(requestShape(query)).toMatchObject({ object: "user", related: "conversation" });
    const facts = toolFacts(firstHit(messaging, query)!);
    expect(facts).toMatchObject({ action: "list", parent: "conversation" });
  });

  it("reads the members of a group DM as a conversation's members, not a group's memberships", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const query = "members of the group DM G0123ABCD45";
    const group = mentions("group membership 5")[0]!.noun;
    expect(requestShape(query).nouns.map((m) => m.noun)).not.toContain(group);
    const listed = messaging
      .searchTools(query)
      .map((m) => toolFacts(messagingDefinitions.find((d) => d.name === m.name)!));
    expect(listed).toContainEqual(expect.objectContaining({ action: "list", parent: "conversation", scope: "part" }));
    expect(mentions("the members of the group Finance")[0]!.noun).toBe(group);
  });

  it("hears what was said in response to a message as its thread's replies", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const query = "everything people said in response to the outage post, ts 1711111111.000300, channel C0OPS1";
    const listed = messaging
      .searchTools(query)
      .map((m) => toolFacts(messagingDefinitions.find((d) => d.name === m.name)!));
    expect(listed.findIndex((f) => f.resource === "reply")).toBeLessThan(2);
  });

  it("matches an action other than reading or destroying by the action itself: send is not invite", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const facts = new Map(messagingDefinitions.map((d) => [d.name, toolFacts(d)]));
    for (const [query, action] of [
      ["forward this to #eng", "send"],
      ["start a group chat with alice and bob saying lunch?", "send"],
      ["invite bob to #eng", "invite"],
      ["give priya access to the private channel #exec", "invite"],
    ] as const) {
      expect(facts.get(messaging.searchTools(query)[0]!.name)!.action, query).toBe(action);
    }
  });
});
