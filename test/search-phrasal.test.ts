// Requests whose action is a phrase, a predicate or a noun: the object may stand inside a phrasal verb, a verb's
// particle or goal may say what it does, and a predicate acts on its subject.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const chat = createMessaging({ accessToken: "unused" });
const byName = new Map(definitions.map((d) => [d.name, d]));
const first = (query: string) => byName.get(kit.searchTools(query)[0]!.name)!;

describe("phrasal actions", () => {
  it("finds the object inside a phrase that carries its goal, not as the phrase's own last word", () => {
    expect(requestShape("send folder 3 to the recycle bin")).toMatchObject({ asked: ["delete"], target: "folder" });
    expect(requestShape("move web link 7 into the bin")).toMatchObject({ asked: ["delete"], target: "web link" });
    expect(requestShape("stop sharing with bob: remove collaboration 4410").object).not.toBe("collaboration");
    // The folder's deletion to the trash, not a trashed folder's permanent one.
    const deletion = first("send folder 3 to the recycle bin");
    expect(deletion.group).toBe("deletion");
    expect(toolFacts(deletion)).toMatchObject({ resource: "folder", qualifiers: ["to trash"] });
  });

  it("hears an item said to go as its deletion, acting on the predicate's subject; a negative subject negates it", () => {
    expect(requestShape("webhook 5 has to go")).toMatchObject({ asked: ["delete"], target: "webhook" });
    expect(requestShape("comment 4 needs removing")).toMatchObject({ asked: ["delete"], target: "comment" });
    // ("Needs" is that verb, no plural noun its subject modifies, whatever follows the act.)
    for (const [said, active] of [
      ["the spreadsheet needs deleting", "delete the spreadsheet"],
      ["the webhook on folder 7 needs removing asap", "delete the webhook on folder 7"],
      ["file 5 needs deleting asap", "delete file 5"],
    ]) {
      expect(requestShape(said!), said).toMatchObject({ asked: ["delete"], target: requestShape(active!).target });
      expect(first(said!).name, said).toBe(first(active!).name);
    }
    // (A verb the tagger reads after a noun and a hyphen, before a noun, in the object, is a word of its name: the
    // tag is what goes, "needs-review" which one.)
    const hyphened = "remove the needs-review tag from everything in Technical Services";
    expect(requestShape(hyphened).target).toBe(requestShape(hyphened.replace("needs-review", "review")).target);
    // (Whatever comes first acts on the tag, or nothing does: no file's deletion.)
    const hit = firstHit(kit, hyphened);
    expect(hit === undefined || toolFacts(hit).resource === requestShape(hyphened).target).toBe(true);
    // (Not where a noun follows the act's form, one name: "the customer needs mapping doc" is a file.)
    expect(requestShape("delete the customer needs mapping doc").target).toBe(requestShape("delete the doc").target);
    // (Nor in the object of a verb before it, nor after a word that modifies "needs" as a noun.)
    for (const [named, plain] of [
      ["delete the special needs testing", "delete the special testing"],
      ["delete the customer needs testing from last year", "delete the customer testing from last year"],
      ["where is the special needs testing from last year", "where is the special testing from last year"],
    ])
      expect(first(named!).name, named).toBe(first(plain!).name);
    expect(requestShape("I want the profile picture of user 4 gone")).toMatchObject({
      asked: ["delete"],
      target: "avatar",
    });
    expect(requestShape("the hold on file 5 (assignment 7) can go now").asked).toEqual(["delete"]);
    // (Said after a participle that tells of it, the modal's act is the statement's own: "… pointed at … should go".)
    for (const query of ["The webhook pointed at the old CRM should go.", "folder 5 shared with the vendor should go"])
      expect(requestShape(query).asked, query).toEqual(["delete"]);
    // (Not where a gerund's phrase holds the modal, nor where the thing goes on to someone or through a step.)
    for (const query of [
      "the comment on file 5 saying the draft should go",
      "webhook 5 should go to the new CRM",
      "the Q3 deck must go through legal review",
      "Sam mentioned the old draft should go",
      "the intern mentioned the old draft should go",
      "the Q3 deck should go to the trash folder",
    ])
      expect(requestShape(query).asked, query).not.toContain("delete");
    // (So is a thing on an item said to come off, naming nothing after; not someone said to come off a place.)
    const off = "The legal hold on the Pruitt personnel file can come off now, HR closed it.";
    expect(requestShape(off).asked, off).toEqual(["delete"]);
    expect(first(off).name).toBe(first("remove the legal hold from the Pruitt personnel file").name);
    for (const query of [
      "Sam can come off the Budget folder now",
      "Sam can come off now",
      "the Finance group can come off",
      "the contractor on the Budget folder can come off now",
    ])
      expect(requestShape(query).asked, query).not.toContain("delete");
    // (A hold said by its matter's name, first in the sentence, is no act of holding.)
    expect(first("the Pruitt hold on file 5 can come off now").name).toBe(
      first("remove the legal hold from file 5").name,
    );
    expect(requestShape("the Q3 deck should go to the trash").asked).toEqual(["delete"]);
    // (Or in it, the trash said with the verb: its item goes there, none in it now is deleted.)
    const bin = 'The "Butterfly Pavilion 2022" folder can go in the bin, that exhibition closed ages ago.';
    expect(requestShape(bin).asked).toEqual(["delete"]);
    expect(first(bin).name).toBe(first("put the Butterfly Pavilion 2022 folder in the bin").name);
    expect(requestShape("the Q3 deck can go in the Archive folder").asked).not.toContain("delete");
    // (Nor is one said to go in the trash can in it now: it goes there.)
    expect(first("file 5 can go in the trash can").name).toBe(first("put file 5 in the bin").name);
    // (Said by someone the request reports, it is still the thing that goes, not the one who said it.)
    for (const query of ["Tom says folder 7 can go in the bin", "Tom said the Budget folder should be deleted"])
      expect(toolFacts(first(query)), query).toMatchObject(toolFacts(first("delete folder 7")));
    expect(requestShape("nothing has to go yet; list the collaborations on folder 6")).toMatchObject({
      asked: ["read"],
      held: ["delete"],
    });
    expect(requestShape("I don't want folder 3 gone, only show its items").asked).toEqual(["read"]);
    expect(toolFacts(first("the classification on file 30004 has to go"))).toMatchObject({
      resource: "security classification",
      parent: "file",
    });
    expect(first("nothing has to go yet; list the collaborations on folder 6").group).toBe("retrieval");
    // (Said to be taken out of an item or a group, the subject is who leaves it, as the active says.)
    for (const [passive, active] of [
      ["Sam should be removed from folder 5", "remove Sam from folder 5"],
      ["the Finance group needs removing from the Budget folder", "remove the Finance group from the Budget folder"],
      ["Sam should be removed from the Finance group", "remove Sam from the Finance group"],
      // (A person's name before a verb taking them out of a thing named next, as a noun of the kit's is.)
      ["Sam needs removing from the Claims folder", "remove Sam from the Claims folder"],
      // (Out of any thing the kit has, a hold or a task too; taken or thrown out of it, or off it.)
      ["Sam should be removed from the legal hold", "remove Sam from the legal hold"],
      ["Sam should be removed from the review task", "remove Sam from the review task"],
      ["Sam should be taken off the retention policy", "take Sam off the retention policy"],
      ["Sam should be taken out of the Finance group", "take Sam out of the Finance group"],
      ["Sam should be thrown out of the Finance folder", "remove Sam from the Finance folder"],
    ])
      expect(first(passive!).name, passive).toBe(first(active!).name);
    // (Not an active verb whose object is said after the place: its object is what goes.)
    expect(first("Tom wants to remove from the Claims folder all the old drafts").name).not.toBe(
      first("remove Tom from the Claims folder").name,
    );
    // (Pulled out of a body of people; nothing taken out of the trash, which restores, nor pulled out of a file, which
    // reads.)
    expect(first("Sam should be pulled out of the Finance group").name).toBe(
      first("remove Sam from the Finance group").name,
    );
    for (const query of [
      "the file needs to be taken out of the trash",
      "the file needs to be taken out of your trash",
      "the numbers should be pulled out of the Q3 report",
      "report.pdf must be pulled out of the Finance folder before Friday",
    ])
      expect(
        kit.searchTools(query)[0] && byName.get(kit.searchTools(query)[0]!.name)!.annotations.destructiveHint,
        query,
      ).not.toBe(true);
  });

  it('hears a verb with "re" before it as the verb, and a word the vocabulary names as itself', () => {
    expect(requestShape("re-enable webhook 88002").asked).toEqual(["edit"]);
    expect(requestShape("reshare file 3 with the legal team").asked).toEqual(["share"]);
    expect(requestShape("re-check the lock on folder 5").asked).toEqual(["read"]);
    expect(requestShape("remove comment 5").asked).toEqual(["delete"]);
    expect(requestShape("restore file 5").asked).toEqual(["restore"]);
    expect(kit.searchTools("re-enable webhook 88002")).toEqual([]);
    expect(kit.searchTools("re-upload the contract to folder 1")).toEqual([]);
  });

  it("reads the trash at the end of the verb's phrase as where the object goes, elsewhere as where it is", () => {
    expect(requestShape("put folder 3 in the bin").binned).toBe(true);
    expect(toolFacts(first("put folder 3 in the bin"))).toMatchObject({ resource: "folder", qualifiers: ["to trash"] });
    expect(requestShape("delete file 5 in the trash").binned).toBe(false);
    expect(toolFacts(first("delete file 5 in the trash")).qualifiers).toContain("trashed");
  });

  it("deletes an object that is a part of the item it is taken off, on that item", () => {
    expect(requestShape("wipe the watermark off file 3")).toMatchObject({ target: "watermark", container: "file" });
    expect(toolFacts(first("wipe the watermark off file 3"))).toMatchObject({ resource: "watermark", parent: "file" });
    expect(toolFacts(first("take the watermark off folder 3"))).toMatchObject({
      resource: "watermark",
      parent: "folder",
    });
  });

  it("takes the action of a verb it does not know from its goal or particle, never over a verb it knows", () => {
    expect(requestShape("strip retention policy assignment 61 off folder 4")).toMatchObject({
      asked: ["delete"],
      target: "retention policy assignment",
    });
    expect(requestShape("chuck version 302 of file 2 into the trash")).toMatchObject({
      asked: ["delete"],
      target: "file version",
    });
    expect(requestShape("pop file 3 into folder 2").asked).toEqual(["move"]);
    expect(requestShape("I want folder 3 back from the trash").asked).toEqual(["restore"]);
    expect(requestShape("place folder 4 under legal hold policy 7").asked).toEqual(["hold"]);
    expect(kit.searchTools("pop file 3 into folder 2")).toEqual([]);
    expect(kit.searchTools("I want folder 3 back from the trash")).toEqual([]);
    // Where an unknown verb's object is, not where it goes; and a verb the vocabulary knows keeps its action.
    expect(requestShape("grab the files in the trash").asked).not.toContain("delete");
    expect(requestShape("get the items in the trash").asked).toEqual(["read"]);
  });

  it("hears putting one thing on or in another as attaching it, unless a longer phrase says where it goes", () => {
    expect(requestShape("put retention policy 6 on folder 4").asked).toEqual(["create"]);
    expect(requestShape("stick a lock on folder 5").asked).toEqual(["create"]);
    expect(kit.searchTools("put retention policy 6 on folder 4")).toEqual([]);
    expect(requestShape("put folder 3 in the bin").asked).toEqual(["delete"]);
    expect(requestShape("put file 5 back").asked).toEqual(["restore"]);
    expect(requestShape("put it on hold").asked).toEqual(["hold"]);
  });

  it('hears an action named as a thing after "a", with its object after "of" or wanted, when nothing else asks', () => {
    expect(requestShape("a duplicate of folder 2 in Archive, please")).toMatchObject({
      asked: ["copy"],
      object: "folder",
    });
    expect(requestShape("folder 5 needs a lock so nobody moves it").asked).toEqual(["lock"]);
    expect(kit.searchTools("a duplicate of folder 2 in Archive, please")).toEqual([]);
    expect(requestShape("give me a list of the webhooks").asked).toEqual(["read"]);
    expect(requestShape("remove a lock from folder 5").asked).toEqual(["delete"]);
    expect(requestShape("files with a hold on them").asked).toEqual([]);
  });

  it('hears "let someone know" as telling them: a message is sent', () => {
    expect(requestShape("let #random know I'm out tomorrow").asked).toEqual(["send"]);
    expect(requestShape("let the team in #general know we ship today").asked).toEqual(["send"]);
    const messaging = createMessaging({ accessToken: "unused" });
    const hit = messaging.searchTools("let #random know I'm out tomorrow")[0]!.name;
    expect(toolFacts(messaging.definitions.find((d) => d.name === hit)!).action).toBe("send");
    expect(requestShape("let bob see folder 5").asked).toEqual(["share"]);
  });

  it("hears a new thing put into a conversation as posted there; a verb that deletes keeps its action", () => {
    expect(requestShape("drop a note in #random that I'm out").asked).toEqual(["send"]);
    expect(requestShape("leave a message in the ops channel").asked).toEqual(["send"]);
    expect(requestShape("delete a message in #general").asked).toEqual(["delete"]);
    expect(requestShape("drop the message in #general").asked).toEqual(["delete"]);
  });

  it("hears a thing dropped into or onto another as put there, no deletion; into the bin it is deleted", () => {
    for (const query of [
      "pull the meter readings for last week and drop them into a spreadsheet in the Billing folder",
      "drop the readings into a spreadsheet",
      "drop the scans onto the shared drive",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("delete");
      expect(kit.searchTools(query), query).toEqual([]);
    }
    for (const query of ["drop file 5 into the recycle bin", "drop the old drafts into the recycling bin"])
      expect(requestShape(query).asked, query).toEqual(["delete"]);
    // (Nor is a deletion before a break or a conjunction, another act after it putting something else there.)
    for (const query of [
      "drop file 5, then move file 6 into folder 3",
      "drop file 5 and copy file 6 into folder 3",
      "drop file 5 - move file 6 into folder 3",
      "drop the old drafts after copying them into the archive folder",
      // (Nor into the bin by another name.)
      "drop the scans into the rubbish",
      "drop the old drafts into the waste bin",
    ])
      expect(requestShape(query).asked[0], query).toBe("delete");
  });

  it("hears everyday verbs of getting rid of a thing as deleting it", () => {
    for (const verb of ["ditch", "nuke", "axe", "yank", "boot"]) {
      expect(requestShape(`${verb} comment 40002`).asked, verb).toEqual(["delete"]);
      expect(toolFacts(first(`${verb} comment 40002`)), verb).toMatchObject({ action: "delete", resource: "comment" });
    }
    // ("It" after the whole of "get rid of" stands for what was named before, as after "delete".)
    for (const said of [
      "we don't need the Census Outreach folder any more, can you get rid of it?",
      "the webhook on folder 7 is broken, get rid of it",
    ]) {
      const plain = said.replace("get rid of", "delete");
      expect(requestShape(said).object, said).toBe(requestShape(plain).object);
      expect(first(said).name, said).toBe(first(plain).name);
    }
    // (Nor where a thing of no kind's is said with "a" before it, which "it" may stand for: the folder stays.)
    const unnamed = "the Design folder has an old logo, get rid of it";
    expect(toolFacts(first(unnamed)).resource).not.toBe(requestShape("delete the Design folder").object);
    // (Not after a phrase with a person in it: "take him off it" takes him off the folder, which stays.)
    const taken = "Jim shouldn't see folder 9 anymore, take him off it";
    expect(requestShape(taken)).toMatchObject({ person: true, container: "folder" });
    expect(requestShape(taken).object).toBeUndefined();
    expect(first(taken).name).toBe(first("take Jim off folder 9").name);
  });

  it("hears an item taken out of the trash as restored, never deleted", () => {
    expect(requestShape("take folder 3 out of the bin").asked).toEqual(["restore"]);
    expect(requestShape("get file 7 out of the trash").asked).toEqual(["restore"]);
    expect(kit.searchTools("take folder 3 out of the bin")).toEqual([]);
    expect(requestShape("take Ben out of the Finance Team group").asked).toEqual(["delete"]);
  });

  it("hears a new thing asked for as one to make; a new thing only spoken of is read", () => {
    expect(requestShape("I need a new folder for the Q3 invoices").asked).toEqual(["create"]);
    expect(requestShape("new folder called Reports under folder 1").asked).toEqual(["create"]);
    expect(kit.searchTools("I need a new folder for the Q3 invoices")).toEqual([]);
    expect(requestShape("is there a new version of file 5?").asked).toEqual(["read"]);
    expect(requestShape("show me a new version of file 5").asked[0]).toBe("read");
  });

  it("holds back an act the object is fit for, or a gerund opening its clause, when a read is asked", () => {
    expect(requestShape("the webhooks that are safe to delete")).toMatchObject({ asked: [], held: ["delete"] });
    expect(first("the webhooks that are safe to delete").annotations.destructiveHint).not.toBe(true);
    const later = "deleting folder 20003 later; first show its contents";
    expect(requestShape(later).asked).toEqual(["read"]);
    expect(first(later).group).toBe("retrieval");
    expect(requestShape("deleting folder 20003, please").asked).toEqual(["delete"]);
    expect(requestShape("delete the first comment on file 5").target).toBe("comment");
  });

  it("hears a state said to end as the deletion of what holds it, when no verb asks something else", () => {
    const access = "Bob shouldn't have access to folder 6 anymore (collaboration 4410)";
    expect(requestShape(access)).toMatchObject({ asked: ["delete"], target: "collaboration" });
    expect(toolFacts(first(access))).toMatchObject({ action: "remove", resource: "collaboration" });
    expect(requestShape("we no longer need webhook 88002")).toMatchObject({ asked: ["delete"], target: "webhook" });
    // ("Any more" in two words, up to ten words after the negation, no comma between.)
    const twoWords = "Tom doesn't need access to the Budget folder any more";
    expect(requestShape(twoWords).asked).toEqual(["delete"]);
    expect(toolFacts(first(twoWords))).toMatchObject({ action: "remove", resource: "collaboration" });
    const channel = "Tom's contract has ended; he shouldn't be in #sports-desk any more";
    expect(requestShape(channel).asked).toEqual(["delete"]);
    expect(searchScope(chat.definitions).can).not.toContain("delete");
    expect(chat.searchTools(channel)).toEqual([]);
    // (So is one who doesn't need to be in it.)
    const needless = "the Skyline guy doesn't need to be in #ops-internal";
    expect(requestShape(needless).asked).toEqual(["delete"]);
    expect(chat.searchTools(needless)).toEqual([]);
    // (Or "in there" after one; not after an item, which no one is said to be in.)
    const there = "Sam was in #ops for the launch, he doesn't need to be in there";
    expect(requestShape(there).asked).toEqual(["delete"]);
    expect(chat.searchTools(there)).toEqual([]);
    const folder = "the contractors were on the Bids folder, they don't need to be in there";
    expect(first(folder).annotations.destructiveHint, folder).not.toBe(true);
    // ("Any more" before a noun counts it: no state ends.)
    for (const counted of [
      "we don't need any more copies of file 30001",
      "I don't want any more comments on file 30001",
    ])
      expect(first(counted).annotations.destructiveHint, counted).not.toBe(true);
    // A verb named inside keeps its own reading; one asked elsewhere is the main action.
    expect(requestShape("don't delete anything anymore, just list folder 5")).toMatchObject({ asked: ["read"] });
    const entry = "partner.com is no longer trusted for external sharing, drop allowlist entry 61";
    expect(requestShape(entry).object).toBe("collaboration whitelist entry");
  });

  it("hears a sight or an access said to end as the access that goes, whatever else the sentence says", () => {
    const collaboration = (query: string) => {
      expect(requestShape(query).asked, query).toEqual(["delete"]);
      expect(toolFacts(first(query)), query).toMatchObject({ action: "remove", resource: "collaboration" });
    };
    // Seeing a thing is having access to it.
    collaboration("Tom doesn't need to see the Budget folder any more");
    // (However many words the item's name takes.)
    collaboration("Sarah's left, so she doesn't need to see the Harwood Road site survey folder any more.");
    collaboration("she shouldn't be able to view folder 6 anymore");
    collaboration("Jo no longer needs to open the Rota spreadsheet");
    // (Getting into it is seeing it; what one is to make sure can't be seen any more is a sight that ends.)
    collaboration("Sarah shouldn't be able to get into the Depot Rotas folder any more");
    collaboration("Can you make sure she can't get into the Depot Rotas folder any more?");
    // (What one can't see is a fault: nothing goes.)
    expect(first("Tom can't see the Budget folder any more").annotations.destructiveHint).not.toBe(true);
    // An act's word inside names a thing; where someone is from is no container; a state drawn after "so" is stated.
    collaboration("the contractor doesn't need access to the Edit folder any more");
    collaboration("the auditor from Hartley Assurance doesn't need access to the Budget folder any more");
    collaboration("Jamie's contract finished on Friday so he doesn't need access to the Budget folder any more");
    collaboration("Priya has left so she shouldn't have access to the Finance folder");
    // A person's name opening the clause is its subject, no verb; after a noun for one who does it is that one's.
    collaboration("Tom Ashby doesn't need access to the Brennan folder any more");
    collaboration(
      "The freelancer Tom Ashby doesn't need to see the sports desk drafts any more now his contract's over.",
    );
    // (Leaving them on another item keeps that one, no act of its own; leaving a channel is still one.)
    collaboration(
      "The agency group shouldn't be able to see the Claims folder any more. Please sort it, but leave them on the Rotas folder.",
    );
    expect(chat.searchTools("leave it in #random please")).toEqual([]);
    // An item a person needs no more is their share of it that goes; one we need no more goes itself.
    collaboration("Sam has moved to the Leeds office; he no longer needs the Payroll folder");
    collaboration("Sam doesn't need the Payroll folder any more");
    // (Said by a name the lexicon does not know, written with a capital, opening the sentence: its subject; not a
    // thing's name before a verb no negation leads, "Timesheet needs to be deleted".)
    collaboration("Priya no longer needs the Finance folder");
    collaboration("Priya doesn't own folder 20001 anymore");
    // (Past a modal, and said of a group: what it is to have no more is its share that goes.)
    collaboration("Sam should no longer have the Payroll folder");
    collaboration("make sure the Drivers group no longer has the Claims folder");
    // (Not what the person is no longer needed to do: no deletion.)
    expect(first("the Sales team no longer needs Tom to approve invoices").annotations.destructiveHint).not.toBe(true);
    // (A person a group is to have no more leaves the group.)
    expect(first("the Finance group should no longer have Tom").name).toBe(
      first("remove Tom from the Finance group").name,
    );
    expect(requestShape("Timesheet needs to be deleted").thirdPerson).toBe(false);
    // (So after a state of theirs said to end, the name said with where they are from.)
    collaboration("Mike from Apex Roofing isn't on the framework any more so he doesn't need the repairs folder");
    expect(toolFacts(first("we no longer need the Payroll folder"))).toMatchObject({ resource: "folder" });
    // (And a group they need be in no more, named or said by a noun for its people, is their membership that goes.)
    const membership = first("remove Sam from the Finance group").name;
    for (const query of [
      "Sam doesn't need to be in the Finance group anymore",
      "Priya doesn't need to be in Wedding Coordinators anymore",
      // (A name's last word the tagger reads as a verb in "s" is its people: "Night Nurses".)
      "Priya doesn't need to be in Night Nurses anymore",
    ])
      expect(first(query).name, query).toBe(membership);
    // (Not a name's last word that names no people: "Site Leads" is a place, the person's account stays.)
    const account = toolFacts(first("delete Ana's user account")).resource;
    expect(toolFacts(first("remove Ana from Site Leads")).resource).not.toBe(account);
    collaboration("Tom should not be able to access folder 20001 anymore");
    // (Or pulled, a person's access said by their pronoun; elsewhere "pull" fetches.)
    collaboration("the photographer doesn't need the run sheet any more, pull their access");
    for (const read of [
      "pull the permissions on folder 20001",
      "please pull Tom's rights on the Finance folder",
      "pull their folder access.",
    ])
      expect(first(read).annotations.destructiveHint, read).not.toBe(true);
    // Working on it with others is having access to it; "still" said inside changes nothing, nor does a subject of
    // two nouns the tagger might take for a verb and its object.
    collaboration("the scaffolders should no longer be collaborating on the Millbrook folder");
    collaboration("the scaffolders shouldn't still have access to the Millbrook folder");
    collaboration("Apex Access shouldn't be collaborating on the Millbrook folder");
    collaboration("the guy from Acme remove him from folder 20001");
  });

  it("keeps what a state said to end does not reach: an act it negates, an obligation, the speaker's own sight", () => {
    for (const held of [
      "I don't want anyone to delete folder 20001 anymore",
      "I don't think Sam should be removed from group 5 anymore",
      // (Nor a hedge, nor the speaker's own working on a thing, nor working with the speaker.)
      "I'm not sure the retention policy on folder 20001 applies anymore",
      "we shouldn't be collaborating on folder 20001 with Apex",
      "Apex shouldn't be collaborating with us on the Millbrook folder",
    ])
      expect(first(held).annotations.destructiveHint, held).not.toBe(true);
    // (Nor advice: "you don't need to be in #ops to …".)
    expect(requestShape("you don't need to be in #general to get the alerts").asked).not.toContain("delete");
    expect(toolFacts(first("Jo doesn't have to read the weekly report any more")).resource).not.toBe("collaboration");
    // (Nor is someone said before a verb of saying the one whose need ends: "we" need it no more.)
    const said = "Mike from Apex said we don't need the repairs folder any more";
    expect(toolFacts(first(said)).resource).not.toBe("collaboration");
    expect(toolFacts(first("we no longer need to see the old comments on file 30001")).resource).toBe("comment");
    // (Nor is a thing that goes somewhere gone, nor one that will be: "so" after a command is a purpose.)
    expect(first("zip folder 20001 so it can go to the client").annotations.destructiveHint).not.toBe(true);
    expect(requestShape("the client has signed, so the draft will be deleted").asked).toEqual([]);
    expect(
      requestShape("I put the files in folder 20001 by mistake, take them out and put them in folder 20004").asked,
    ).not.toContain("delete");
    // (Asked who may act on a thing by its name alone, only seeing or changing it makes it a file.)
    expect(requestShape("who can approve the holiday request").contents).toBeUndefined();
  });

  it('hears a thing said to go after "so" as asked, and a person taken out by a pronoun as their removal', () => {
    // A thing said to go after "so" follows from the statement before it, as one said it can be deleted does (a
    // statement that grants it: search-granted.test.ts); a purpose after "so" is still held.
    expect(requestShape("it's been superseded, so the old draft file can go").asked).toEqual(["delete"]);
    expect(requestShape("zip folder 5 so the client can download it").held).toContain("read");
    expect(requestShape("it's been superseded, so the old draft file can be deleted").asked).toEqual(["delete"]);
    const out = "group 5 still has Priya in it. Can you take her out but keep the group itself.";
    expect(requestShape(out).asked).toEqual(["delete"]);
    expect(toolFacts(first(out))).toMatchObject({ action: "remove", resource: "group membership" });
  });

  it("holds back an infinitive that says what a named thing is for, and asks one after need to or have to", () => {
    for (const query of [
      "the files to delete in folder 20001",
      "webhooks to get rid of",
      "candidates to remove from group 5",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("delete");
      expect(first(query).group, query).toBe("retrieval");
    }
    expect(requestShape("version history of file 2, to decide what to delete").asked).toEqual([]);
    expect(requestShape("my team needs to delete webhook 5").asked).toEqual(["delete"]);
    expect(requestShape("time to delete folder 3").asked).toEqual(["delete"]);
  });

  it("deletes a part of the item it is said to be on before a compound its other words evoke", () => {
    const query = "get rid of the metadata on folder 20004 (template properties)";
    expect(requestShape(query)).toMatchObject({ target: "metadata", related: "folder" });
    expect(toolFacts(first(query))).toMatchObject({ resource: "metadata", parent: "folder" });
  });

  it('hears "how can I …" as asking how to do the act, like "how do I …"', () => {
    expect(requestShape("how can I share folder 6 with bob?").asked).toEqual(["share"]);
    expect(kit.searchTools("how can I share folder 6 with bob?")).toEqual([]);
    expect(requestShape("how do I restore file 5?").asked).toEqual(["restore"]);
  });

  it("hears the passive of any action as that action, on its subject", () => {
    expect(requestShape("file 30001 needs to be locked")).toMatchObject({ asked: ["lock"], object: "file" });
    expect(requestShape("folder 3 should be moved under folder 1").asked).toEqual(["move"]);
    expect(requestShape("file 5 must be copied to folder 2").asked).toEqual(["copy"]);
    expect(kit.searchTools("file 30001 needs to be locked")).toEqual([]);
    expect(requestShape("which files would be shared with bob? list them").asked).toEqual(["read"]);
  });

  it("hears what one wants done to an item as a participle closing the clause, not one describing the item", () => {
    expect(requestShape("I'd like the watermark on file 3 removed")).toMatchObject({
      asked: ["delete"],
      target: "watermark",
    });
    expect(requestShape("get the folder lock 4401 removed")).toMatchObject({
      asked: ["delete"],
      target: "folder lock",
    });
    expect(requestShape("I want file 5 restored").asked).toEqual(["restore"]);
    // A participle before a preposition or a time may describe the item ("the files deleted last week").
    expect(requestShape("I need the files deleted last week").asked).not.toContain("delete");
    expect(requestShape("I need the messages posted in #ops today").asked).not.toContain("send");
  });

  it("takes a predicate's subject from the head of its clause, never a noun after a preposition there", () => {
    const hold = "the hold on file 30005 (assignment 7702) can go now";
    expect(requestShape(hold).object).toBeUndefined();
    expect(toolFacts(first(hold)).resource).not.toBe("file");
    expect(requestShape("comment 4 on file 5 has to go").target).toBe("comment");
  });
});

describe("whose item, and which item, a request means (messaging)", () => {
  const messaging = createMessaging({ accessToken: "x" });
  const firstFacts = (query: string) => toolFacts(firstHit(messaging, query)!);

  it("gives the speaker's own item ('my user id') to the tool on the caller's own account", () => {
    const query = "tell me my own slack user id and workspace";
    expect(requestShape(query).owned).toEqual([firstFacts(query).resource]);
    expect(firstFacts(query).qualifiers).toContain("authenticated");
    expect(requestShape("show the user id of U01ABC").owned).toEqual([]);
  });

  it("reads a part of an item only when the request names some item: else the whole kind", () => {
    const whole = firstFacts("who's on this slack team?");
    expect(whole).toMatchObject({ action: "list", scope: "every" });
    expect(firstFacts("how many people are in #all-hands? list them")).toMatchObject({ scope: "part" });
  });

  it("hears what was written as messages", () => {
    expect(requestShape("what was written in #general today").object).toBe(firstFacts("list the messages").resource);
  });
});

describe("being told later", () => {
  it("is a subscription when the time clause is of any occurrence yet to come; a past or a 'whether' stays a read", () => {
    expect(searchScope(definitions).can).not.toContain("watch");
    for (const query of [
      "watch folder 20001 and tell me when anything changes",
      "let me know whenever someone uploads to folder 20004",
      "tell me once a new comment lands on file 30003",
    ]) {
      expect(requestShape(query).asked, query).toEqual(["watch"]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    for (const query of [
      "tell me when I uploaded file 5",
      "tell me if folder 5 has a watermark",
      "let me know what's in folder 5",
    ])
      expect(requestShape(query).asked, query).toEqual(["read"]);
  });
});

describe("items sorted into places", () => {
  it("moves them there, which no tool does; sorted into an order, a list or groups, or by a field, they are read", () => {
    for (const query of [
      "sort the invoices in the Inbox folder into subfolders by year",
      'could you sort everything in "Unfiled" into the right project folders?',
    ]) {
      expect(requestShape(query).asked, query).toEqual(["move"]);
      expect(kit.searchTools(query), query).toEqual([]);
    }
    for (const query of [
      "sort the files in folder 5 into alphabetical order",
      "list folder 5's files sorted by date",
      "sort the files in folder 5 into a table by size",
      "sort the users into groups by department",
    ]) {
      expect(requestShape(query).asked, query).not.toContain("move");
      expect(first(query).group, query).toBe("retrieval");
    }
  });
});

describe("a question answered yes or no", () => {
  it("asks for a state: the tool on the status of what it names fits", () => {
    const query = "has user 11114 agreed to the terms of service?";
    expect(requestShape(query).polar).toBe(true);
    expect(toolFacts(first(query)).resource).toMatch(/ status$/);
    expect(requestShape("which users agreed to the terms of service?").polar).toBe(false);
  });
});
