// Verbs whose action is not the bare word's: phrasal verbs, exchanges, being told of changes, an item said to belong
// somewhere, a deletion verb given a folder to go into, and a verb the loose plural of a noun would have swallowed.
import { createToolkit } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { mentions } from "../runtime/src/search/words/vocabulary.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const messaging = createMessaging({ accessToken: "unused" });

describe("verbs the bare word does not name", () => {
  it("reads a phrasal verb as its phrase's action", () => {
    expect(requestShape("spin up a new folder for the board pack").asked).toEqual(["create"]);
    expect(requestShape("open up folder 20001 to the design team").asked).toEqual(["share"]);
    expect(requestShape("hand folder 20002 over to Ben").asked).toEqual(["move"]);
    expect(requestShape("look over the comments on file 30001").asked).toEqual(["read"]);
    expect(kit.searchTools("open up folder 20001 to the design team")).toEqual([]);
    expect(kit.searchTools("look over the comments on file 30001")[0]?.name).toBeDefined();
  });

  it("reads opening a document one has as reading what it says, not its shared link's access", () => {
    for (const q of ["open the budget spreadsheet", "open the kit inspection checklist"]) {
      expect(requestShape(q).asked, q).toEqual(["read"]);
      expect(toolFacts(firstHit(kit, q)!), q).toMatchObject({ resource: "file", qualifiers: [] });
    }
  });

  it("reads what one wants done to an item named with its id in parentheses as that act", () => {
    const wanted = "I want the Old drafts folder (20008) deleted";
    expect(requestShape(wanted).asked).toEqual(["delete"]);
    expect(toolFacts(firstHit(kit, wanted)!)).toMatchObject({ resource: "folder" });
    expect(firstHit(kit, wanted)?.annotations.destructiveHint).toBe(true);
    expect(kit.searchTools("get the NDA (file 30107) countersigned")).toEqual([]);
  });

  it("reads an action word joined to a name by '_' or '.' as the name's, no act", () => {
    expect(requestShape("show file 5 called delete_me.txt").asked).toEqual(["read"]);
    expect(firstHit(kit, "show file 5 called delete_me.txt")?.annotations.destructiveHint).not.toBe(true);
    expect(requestShape("open trash.log in folder 5 and list it").asked).toEqual(["read"]);
    expect(requestShape("delete file 5.").asked).toEqual(["delete"]);
  });

  it("reads a hyphenated compound as its last word's act", () => {
    expect(requestShape("password-protect file 30113").asked).toEqual(requestShape("protect file 30113").asked);
    expect(kit.searchTools("password-protect file 30113")).toEqual([]);
    expect(requestShape("soft-delete file 5").asked).toEqual(["delete"]);
    expect(firstHit(kit, "double-check the lock on folder 20005")?.group).toBe("retrieval");
    // A compound naming a thing after a determiner is no act ("the auto-delete settings").
    expect(requestShape("show the auto-delete settings of folder 5").asked).toEqual(["read"]);
  });

  it("reads exchanging one value for another as an edit", () => {
    for (const q of ["bump retention policy 6001 to ten years", "switch file 5's classification to Confidential"])
      expect(requestShape(q).asked).toEqual(["edit"]);
    expect(kit.searchTools("swap the watermark on file 30001 for the confidential one")).toEqual([]);
  });

  it("reads pausing a thing going on as a change of its state, which no tool of either kit does", () => {
    const edit = requestShape("mute #random for a week").asked;
    for (const q of ["pause the download of zip 9902 for a bit", "pause my notifications for two hours"])
      expect(requestShape(q).asked, q).toEqual(edit);
    expect(kit.searchTools("pause the download of zip 9902 for a bit")).toEqual([]);
    expect(messaging.searchTools("pause my notifications for two hours")).toEqual([]);
  });

  it("asks to be told of changes to an item, which no tool of either kit serves; following rules is no such thing", () => {
    expect(requestShape("follow folder 20004").asked).toEqual(["watch"]);
    expect(requestShape("subscribe me to changes in folder 20001").asked).toEqual(["watch"]);
    expect(kit.searchTools("subscribe me to file 30001")).toEqual([]);
    expect(messaging.searchTools("watch #incidents for me")).toEqual([]);
    const rules = "Jake (exemption 14) must follow the approved-domain sharing rules again";
    expect(requestShape(rules).asked).not.toContain("watch");
    expect(kit.searchTools(rules)).not.toEqual([]);
  });

  it("asks to be told of changes to an item named by a phrase of its own ('the contract'), except by 'follow'", () => {
    for (const q of ["subscribe me to changes on the contract", "notify me when the contract changes"]) {
      expect(requestShape(q).asked, q).toEqual(["watch"]);
      expect(kit.searchTools(q), q).toEqual([]);
    }
    expect(requestShape("follow the steps in the onboarding doc").asked).not.toContain("watch");
  });

  it("hears an item said to belong, live or go in a place as its move; belonging to a group is membership", () => {
    expect(requestShape("file 30001 belongs in folder 20004").asked).toEqual(["move"]);
    expect(requestShape("the report should live under folder 20003").asked).toEqual(["move"]);
    expect(requestShape("these drafts need to go in folder 20002").asked).toEqual(["move"]);
    expect(kit.searchTools("file 30001 belongs in folder 20004")).toEqual([]);
    expect(requestShape("webhook 5 has to go").asked).toEqual(["delete"]);
    expect(requestShape("Dana belongs to group 5 — show her memberships").asked).not.toContain("move");
  });

  it("moves what a deletion verb puts into a folder; a folder the object is only said to be in changes nothing", () => {
    expect(requestShape("toss file 30001 into folder 20004").asked).toEqual(["move"]);
    expect(kit.searchTools("toss file 30001 into folder 20004")).toEqual([]);
    expect(requestShape("remove Eve's access to the folder Shared with Partner").asked).toEqual(["delete"]);
    expect(requestShape("clear the metadata values attached to folder 4321").asked).toEqual(["delete"]);
  });

  it("never reads a verb as the plural of a noun ending in s", () => {
    expect(mentions("toss file 5").map((m) => m.noun)).toEqual(["file"]);
    expect(mentions("list the aliases of user 4").map((m) => m.noun)).toEqual(["email alias", "user"]);
    expect(requestShape("toss file 30001").asked).toEqual(["delete"]);
  });
});

describe("a verb that is also a word of a resource", () => {
  it("names no resource of another act: 'list the classifications' reads them, not a shield list by its id", () => {
    const listing = kit.definitions.map((d) => toolFacts(d)).find((f) => f.resource.split(" ").at(-1) === "list");
    expect(listing, "a resource named by the verb 'list'").toBeDefined();
    const query = "list the classifications";
    const [noun] = mentions("classifications").map((m) => m.noun);
    expect(toolFacts(firstHit(kit, query)!).resource, query).toBe(noun);
  });

  it("is a relative clause's verb after its noun, no resource: what the pronoun after it stands for is that noun", () => {
    const query = "the webhook that posts to our old Teams channel is broken, kill it";
    expect(requestShape(query)).toMatchObject({ asked: ["delete"], target: "webhook" });
    expect(firstHit(kit, query)!.group).toBe("deletion");
    expect(toolFacts(firstHit(kit, query)!).resource).toBe("webhook");
  });

  it("opens a phrase that names a thing after a determiner: the link sent is no link made", () => {
    const query = "the link on folder 20001 was sent to the wrong supplier, can you turn it off?";
    expect(requestShape(query)).toMatchObject({ asked: ["delete"], target: "shared item" });
    expect(requestShape("link folder 20001 to channel C1").asked).toEqual(["create"]);
  });
});

describe("an action word joined by 'and' to nouns before 'of'", () => {
  it("is one of a list of things, no act: 'email and title of W012A3CDE' reads the user", () => {
    const user = toolFacts(firstHit(messaging, "user W012A3CDE")!);
    for (const request of ["email and title of W012A3CDE please", "email and phone number of W012A3CDE"]) {
      expect(requestShape(request).asked, request).toEqual([]);
      expect(toolFacts(firstHit(messaging, request)!), request).toEqual(user);
    }
    // (Joined to a verb it is one: "email and text Bob the update".)
    expect(requestShape("email and text Bob the update").asked.length).toBeGreaterThan(0);
  });
});

describe("a verb of showing", () => {
  it("asks to read what it shows, and is no word of any tool's: 'show me file 5' reads the file's own record", () => {
    for (const request of ["show me file 5", "display folder 7"]) {
      const { object } = requestShape(request);
      expect(toolFacts(firstHit(kit, request)!), request).toMatchObject({ resource: object, scope: "one" });
    }
  });

  it("is a verb of looking with its particle too, which no tool's 'look up' says: the item named is read", () => {
    const request = "Look at Playout_Schedule_wk11.xlsx";
    const { object, framing } = requestShape(request);
    expect(framing).toEqual(expect.arrayContaining(["look", "at"]));
    expect(toolFacts(firstHit(kit, request)!)).toMatchObject({ resource: object, scope: "one" });
  });
});

describe("restoring said otherwise", () => {
  it("restores what is brought back to life, resurrected or revived, and asks what someone is asked if they can do", () => {
    for (const q of ["bring file 30001 back to life", "resurrect folder 20008", "revive the deleted web link 60003"])
      expect(requestShape(q).asked, q).toEqual(["restore"]);
    expect(kit.searchTools("can someone restore file 30001")).toEqual([]);
    const first = firstHit(kit, "can anyone delete comment 40001");
    expect(first?.annotations.destructiveHint).toBe(true);
  });

  it("undoes what is reversed, though a reverse order only sorts", () => {
    expect(requestShape("reverse the removal of user 11112 from group 50001").asked).toEqual(["restore"]);
    expect(kit.searchTools("reverse the removal of user 11112 from group 50001")).toEqual([]);
    expect(requestShape("list the trash in reverse order").asked).toEqual(["read"]);
  });
});

describe("a goal after a verb the table lacks", () => {
  it("moves what goes to a folder, unless the folder is a resource noun's ('access to folder 5')", () => {
    expect(requestShape("chuck file 30001 to folder 20004").asked).toEqual(["move"]);
    const query = "cut ben's access to folder 20001, collaboration 70001";
    expect(requestShape(query).asked).not.toContain("move");
    expect(kit.searchTools(query).length).toBeGreaterThan(0);
  });
});

describe("speaking to someone", () => {
  it("sends a message to whoever is asked or reminded; reminding of an item resends it", () => {
    expect(requestShape("ask #general whether the projector is free").asked).toEqual(["send"]);
    expect(requestShape("remind the team in #launch that the freeze starts Friday").asked).toEqual(["send"]);
    expect(requestShape("remind @jane to send the slides").asked).toEqual(["send"]);
    expect(messaging.searchTools("ask alice whether the standup is still at 10")[0]?.name).toBe("SendMessage");
    expect(requestShape("remind the signers of sign request 5").asked).toEqual(["resend"]);
    // Nudging is reminding: someone addressed is sent a message, an item's people are sent it again.
    expect(requestShape("nudge bob in #general about the report").asked).toEqual(["send"]);
    expect(requestShape("nudge the signers of sign request 5").asked).toEqual(["resend"]);
    // People told apart by what they did to an item are the item's: reminded of it, they are not spoken to.
    expect(requestShape("remind the people who haven't signed request 4242 yet").asked).toEqual(["resend"]);
    expect(requestShape("remind the people who are in #ops that the deploy is today").asked).toEqual(["send"]);
    // (So are people told by the act an item of the kit's is for: signing is a sign request's.)
    // ("Send a reminder" is to remind.)
    const action = (k: typeof kit | typeof messaging, request: string) => {
      const hit = k.definitions.find((d) => d.name === k.searchTools(request)[0]?.name);
      return hit && toolFacts(hit).action;
    };
    for (const signers of [
      "remind the people who haven't signed the supply contract",
      "send a reminder to the two people who still haven't signed the settlement release",
    ]) {
      expect(requestShape(signers).asked, signers).toEqual(["resend"]);
      expect(action(kit, signers), signers).toBe("resend");
      // (A kit that has no such item speaks to them.)
      expect(action(messaging, signers), signers).toBe("send");
    }
    // Someone told to do to an item what it is for is reminded of it too, and so is a reminder for an item ("chase" is
    // to remind, though chasing up a status reads it); a kit that has no such item speaks to them.
    for (const reminded of ["nudge Mrs Patel to sign the lease", "send a reminder for the lease signature"]) {
      expect(action(kit, reminded), reminded).toBe("resend");
      expect(action(messaging, reminded), reminded).toBe("send");
    }
    expect(requestShape("chase the client to sign the quote").asked).toEqual(["resend"]);
    expect(action(kit, "chase the client to sign the quote")).toBe("resend");
    expect(requestShape("chase up the signature on the NDA").asked).not.toContain("resend");
    for (const told of ["send a reminder to #general about the fire drill", "send Bob a reminder about the invoices"])
      expect(requestShape(told).asked, told).toEqual(["send"]);
    expect(requestShape("ask the AI agent 4471 what it is configured for").asked).not.toContain("send");
    // Asked to do something, an agent is spoken to: no tool of the kit asks an agent anything.
    expect(requestShape("ask the AI agent to summarise file 30027").asked).toEqual(["send"]);
    expect(kit.searchTools("ask the AI agent 4471 to summarise file 30027")).toEqual([]);
    expect(kit.searchTools("ask the agent about file 30027")).toEqual([]);
    expect(requestShape("ask the AI agent 4471 about its configuration").asked).not.toContain("send");
  });

  it("reads a message quoted after a verb of saying and a colon as the message, not as the request's question", () => {
    for (const q of ["post in #ops: is the deploy done?", "ask #general: who has the projector key?"]) {
      expect(requestShape(q)).toMatchObject({ asked: ["send"], question: false });
      expect(messaging.searchTools(q)[0]?.name).toBe("SendMessage");
    }
    // A heading's question is still asked.
    expect(requestShape("purge list: which files in the trash are older than a week").asked).toEqual(["read"]);
  });
});

describe("acts named by a phrase", () => {
  it("reads a separable phrasal verb with its object between verb and particle", () => {
    expect(requestShape("roll file 30001 back to version 3").asked).toEqual(["restore"]);
    expect(requestShape("back folder 20001 up").asked).toEqual(["copy"]);
    expect(kit.searchTools("roll file 30001 back to version 3")).toEqual([]);
  });

  it("hears a pronoun between a reading verb and the particle off as taking it off, and any object after get", () => {
    const query = "email alias 9902 of user 11112 is no longer needed, get it off the account";
    expect(requestShape(query).asked).toEqual(["delete"]);
    const alias = firstHit(kit, query)!;
    expect(alias.annotations.destructiveHint).toBe(true);
    expect(toolFacts(alias).resource).toBe(mentions("the email alias")[0]!.noun);
    // The light verb "get" takes its particle after any object; "show" does not.
    expect(requestShape("pls get the watermark off file 30001").asked).toEqual(["delete"]);
    expect(requestShape("show the files taken off hold").asked[0]).toBe("read");
    expect(requestShape("show me the files taken off hold").asked[0]).toBe("read");
  });

  it("hears a light verb with an act as its noun as that act", () => {
    expect(requestShape("do a restore of file 30001").asked).toEqual(["restore"]);
    expect(requestShape("get a copy of folder 20002 in folder 20005").asked).toEqual(["copy"]);
    expect(requestShape("take a look at the comments on file 30001").asked).toEqual(["read"]);
    // A word of the table that qualifies a noun names no act.
    expect(requestShape("get a clear view of the trash").asked).toEqual(["read"]);
    expect(kit.searchTools("Could we get a copy of folder 20002 in folder 20005?")).toEqual([]);
  });

  it("hears rights given as sharing", () => {
    expect(requestShape("give ben editor rights on folder 20002").asked).toEqual(["share"]);
    expect(requestShape("show me who has rights on folder 20002").asked).toEqual(["read"]);
  });
});

describe("making, permitting and finishing", () => {
  it("makes a new thing left on an item, where the bare verb would delete; dropping someone from a group deletes", () => {
    expect(requestShape("leave a comment on file 30001 saying approved").asked).toEqual(["create"]);
    expect(requestShape("drop a note on file 30001 for Ben").asked).toEqual(["create"]);
    // A note dropped in a thread is a reply posted there.
    const reply = "drop a note in the thread 1713000000.000100 in #eng";
    expect(requestShape(reply).asked).toEqual(["send"]);
    expect(messaging.searchTools(reply)[0]?.name).toBe("SendMessage");
    expect(kit.searchTools("leave a comment on file 30001 saying approved")).toEqual([]);
    expect(requestShape("drop a user from group 50001").asked).toEqual(["delete"]);
    expect(messaging.searchTools("leave a note in #ops saying the deploy is done")[0]?.name).toBe("SendMessage");
  });

  it("makes a new thing written on an item, and reads the text after its colon as the thing's, not the request's", () => {
    const query = "write a comment on file 30001: please review by Friday";
    expect(requestShape(query)).toMatchObject({ asked: ["create"], held: [] });
    expect(kit.searchTools(query)).toEqual([]);
    expect(requestShape("write to ben about file 30001").asked).toEqual(["send"]);
  });

  it("shares what someone is allowed or permitted to see, and approves what is finished", () => {
    expect(requestShape("allow ben@example.com to view folder 20001").asked).toEqual(["share"]);
    expect(requestShape("permit the contractors group to edit folder 20002").asked).toEqual(["share"]);
    expect(requestShape("finish the upload session 8001").asked).toEqual(["approve"]);
    expect(kit.searchTools("commit upload session 8001")).toEqual([]);
  });
});

describe("what is stated rather than asked", () => {
  it("holds back an act stated for later while another is stated for now; alone it is still asked", () => {
    const later = "I want to see which legal hold assignments exist, I'll remove some later";
    expect(requestShape(later)).toMatchObject({ asked: ["read"], held: ["delete"] });
    expect(firstHit(kit, later)?.group).toBe("retrieval");
    expect(requestShape("webhook details for 88002, I'm going to delete it afterwards").asked).toEqual(["read"]);
    expect(requestShape("I'll delete webhook 88002").asked).toEqual(["delete"]);
  });

  it("states a wish reported of someone else; an item's own need, and the speaker's wish, are asked", () => {
    const reported = "my manager wants webhook 88002 deleted, but show it to me first";
    expect(requestShape(reported)).toMatchObject({ asked: ["read"], held: ["delete"] });
    expect(firstHit(kit, reported)?.annotations.destructiveHint).not.toBe(true);
    expect(firstHit(kit, "someone wants comment 40001 removed; show it")?.annotations.destructiveHint).not.toBe(true);
    expect(requestShape("file 30001 needs its watermark removed").asked).toEqual(["delete"]);
    expect(requestShape("I want the watermark on file 30001 removed").asked).toEqual(["delete"]);
  });

  it("reads what quotation marks hold as a name or a message, no act; a request quoted whole still asks", () => {
    const quoted = 'show comment 40007 that says "please delete this"';
    expect(requestShape(quoted).asked).toEqual(["read"]);
    expect(firstHit(kit, quoted)?.annotations.destructiveHint).not.toBe(true);
    expect(requestShape("list the items of the folder 'To Delete' (20009)").asked).toEqual(["read"]);
    expect(requestShape('"delete folder 5"').asked).toEqual(["delete"]);
    expect(requestShape("show ana's files, don't delete").asked).toEqual(["read"]);
  });

  it("reads an action word before a noun that asks to read as naming what is read", () => {
    expect(requestShape("Trash contents please")).toMatchObject({ asked: ["read"], held: [] });
    expect(requestShape("trash file 30001").asked).toEqual(["delete"]);
  });
});

describe("everyday verbs of an item's content", () => {
  it("reads what is summarised of an item as its content, and of a conversation as its messages", () => {
    const query = "summarise the patient safety incident report for me";
    const shape = requestShape(query);
    expect(toolFacts(firstHit(kit, query)!)).toMatchObject({ action: "download", resource: shape.object });
    expect(toolFacts(firstHit(messaging, "summarise #general for me")!)).toMatchObject({
      resource: "message",
      parent: "conversation",
    });
    // (So is what is read of one: "read the minutes from the May meeting" reads what they say.)
    const read =
      "Read the minutes from the 12 May depot managers' meeting and tell me what was agreed about Sunday services.";
    expect(toolFacts(firstHit(kit, read)!)).toMatchObject({ action: "download", resource: requestShape(read).object });
  });

  it("downloads one item named by its name as that item's content, not as a download of many", () => {
    for (const query of [
      "download the Q3 deck",
      "can you download the budget spreadsheet for me",
      // (Two words of one's name that each say a file are one item: its name is said whole.)
      "Download the Staff Handbook 2024 PDF for me please",
    ]) {
      const shape = requestShape(query);
      expect(toolFacts(firstHit(kit, query)!), query).toMatchObject({
        action: "download",
        scope: "one",
        resource: shape.object,
      });
    }
    // (Many are downloaded together: "download all files in folder 5", two named.)
    for (const query of [
      "download all files in folder 5",
      "download the Q3 deck and the budget spreadsheet",
      // (Said side by side: each with its own determiner, or after a file's whole name.)
      "download the Handbook PDF the Policy PDF",
      "download Handbook.pdf Policy.pdf Rota.xlsx",
    ])
      expect(toolFacts(firstHit(kit, query)!), query).not.toMatchObject({ resource: requestShape(query).object });
  });
});

describe("everyday verbs of a conversation", () => {
  it("reads a conversation's messages, members or info as a request puts them, and sends a heads-up or the word", () => {
    expect(requestShape("catch me up on #ops").asked).toEqual(["read"]);
    // What one is caught up on in a conversation is what was said there: its messages.
    const caught = firstHit(messaging, "catch me up on #ops")!;
    expect(toolFacts(caught)).toMatchObject({ resource: "message", parent: "conversation" });
    // So is what one missed, though the request names no conversation at all.
    for (const q of [
      "what did I miss while I was away",
      "have we missed anything important",
      // (And news, and where someone said a thing.)
      "any news on the callout in #ops",
      "find where Sam mentioned the ropes",
    ])
      expect(toolFacts(firstHit(messaging, q)!), q).toMatchObject({ resource: "message", parent: "conversation" });
    // A yes/no question about one named channel asks of its settings: its info, not the list.
    const asked = messaging.searchTools("is #finance a private channel or a public one?")[0]?.name;
    expect(toolFacts(messaging.definitions.find((d) => d.name === asked)!)).toMatchObject({
      action: "get",
      resource: "conversation",
    });
    // People said to be in a channel are its members.
    const people = messaging.searchTools("how many people are in #all-hands? list them, 500 at a time")[0]?.name;
    expect(toolFacts(messaging.definitions.find((d) => d.name === people)!)).toMatchObject({
      resource: "member",
      parent: "conversation",
    });
    const read = "read the group DM with jdoe and msmith from this week";
    const history = firstHit(messaging, read)!;
    expect(toolFacts(history)).toMatchObject({ resource: "message", parent: "conversation" });
    expect(requestShape("summarize #design from yesterday").asked).toEqual(["read"]);
    // Being filled in is being told; filling in a field edits it.
    expect(requestShape("fill me in on what happened in #design today").asked).toEqual(["read"]);
    expect(messaging.searchTools("fill me in on what happened in #design today").length).toBeGreaterThan(0);
    expect(requestShape("fill in the projectInfo metadata on folder 20002").asked).toEqual(["edit"]);
    for (const q of [
      "give the #support folks a heads-up about the outage",
      "spread the word in #general: lunch is on us",
    ])
      expect(messaging.searchTools(q)[0]?.name).toBe("SendMessage");
    expect(requestShape("shout out to #team: great job").asked).toEqual(["send"]);
  });

  it("reads people who belong to a channel as its members, and the roster of the whole workspace as its users", () => {
    const facts = (q: string) => toolFacts(firstHit(messaging, q)!);
    expect(facts("how many users belong to channel C02ABC?")).toMatchObject({
      resource: "member",
      parent: "conversation",
    });
    expect(facts("is anyone from legal part of channel C0LEGAL?")).toMatchObject({ resource: "member" });
    const roster = facts("who is working here? pull the company directory");
    expect(roster.resource).toBe("user");
    expect(roster.parent).toBeUndefined();
  });

  it("sends what one is asked to say, and invites whoever is to be or become a member of a conversation", () => {
    const facts = (q: string) => toolFacts(firstHit(messaging, q)!);
    expect(requestShape("open a group DM with U01AAA and U02BBB and say the build is green").asked).toContain("send");
    expect(facts("open a group DM with U01AAA and U02BBB and say the build is green").action).toBe("send");
    expect(requestShape("what did people say about the outage in #ops?").asked).toEqual(["read"]);
    expect(requestShape("Priya ought to become a member of #design").asked).toEqual(["invite"]);
    expect(facts("Priya ought to become a member of #design").action).toBe("invite");
    expect(requestShape("is Priya a member of #design?").asked).toEqual(["read"]);
    // (One got into a conversation is invited; a thing got rid of goes, whatever conversation it posts to.)
    expect(requestShape("get Sam into #ops").asked).toEqual(["invite"]);
    const rid = "get rid of the webhook that posts to #inventory every time a file changes";
    expect(requestShape(rid).asked).toEqual(["delete"]);
    expect(messaging.searchTools(rid)).toEqual([]);
    const gone = firstHit(kit, rid)!;
    expect([gone.annotations.destructiveHint, toolFacts(gone).resource]).toEqual([true, requestShape(rid).object]);
  });
});

describe("acts asked in other shapes", () => {
  it("asks the act one asks the way to do, or help with", () => {
    for (const q of [
      "What's the best way to restore folder 20008?",
      "any way to undo the deletion of comment 7001?",
      "need help renaming folder 20006",
    ]) {
      expect(requestShape(q).asked, q).not.toContain("read");
      expect(kit.searchTools(q), q).toEqual([]);
    }
    expect(requestShape("which way to the trash?").asked).toEqual(["read"]);
  });

  it("wonders whether an act can be done in the passive, a light verb's too; a deletion wondered still reads first", () => {
    expect(requestShape("can a copy be made of folder 20003?").wondered).toEqual(["copy"]);
    expect(kit.searchTools("can a copy be made of folder 20003?")).toEqual([]);
    expect(kit.searchTools("could file 30001 be restored?")).toEqual([]);
    const first = firstHit(kit, "can file 30001 be deleted?");
    expect(first?.group).toBe("retrieval");
    expect(requestShape("a copy was made of file 30001 yesterday, show its versions").asked).toEqual(["read"]);
  });

  it("hears whether it is all right to do something as whether one can: it asks for the act, and a deletion still reads first", () => {
    for (const q of ["OK to rename hub 81011 to Partners?", "is it alright for us to move folder 5 into folder 6?"]) {
      expect(requestShape(q).wondered.length, q).toBe(1);
      expect(kit.searchTools(q), q).toEqual([]);
    }
    expect(requestShape("is it okay to delete folder 5?").wondered).toEqual(["delete"]);
    expect(firstHit(kit, "is it okay to delete folder 5?")?.group).toBe("retrieval");
  });

  it("asks what 'have' makes an item do; 'have' before a subject or a participle still asks a question", () => {
    expect(requestShape("have the shared link of file 30008 expire on Friday")).toMatchObject({
      asked: ["edit"],
      question: false,
    });
    expect(kit.searchTools("have the shared link of file 30008 expire on Friday")).toEqual([]);
    expect(requestShape("have the files in folder 20005 been deleted").asked).toEqual(["read"]);
    expect(requestShape("have you moved file 30001").asked).toEqual(["read"]);
  });

  it("hears whether one can do something asked after a statement as asking for it", () => {
    for (const q of [
      "I accidentally deleted folder 20008, can I get it back?",
      "oops, trashed file 30007 by mistake - could we restore it?",
    ]) {
      expect(requestShape(q).wondered).toContain("restore");
      expect(kit.searchTools(q)).toEqual([]);
    }
    // Whether one can delete is still only asked: reads come first.
    const deletion = kit.searchTools("I see folder 20008 in the list, can I delete it?")[0]?.name;
    expect(kit.definitions.find((d) => d.name === deletion)?.group).toBe("retrieval");
  });

  it("reads a thing wanted by name as made, an access level as no act, protecting as a lock, filling in as an edit and a name it should have as a rename", () => {
    expect(requestShape("folder 20001 needs a subfolder named Drafts").asked).toEqual(["create"]);
    expect(requestShape("share folder 20001 w/ the sales group, view only").asked).toEqual(["share"]);
    expect(requestShape("prevent anyone from deleting folder 20005").asked).toEqual(["lock"]);
    // (Stopping or keeping one from an act prevents it; stopping an act ends it.)
    const stop = "stop segment 8101 from collaborating with segment 8103";
    expect(requestShape(stop).asked).toEqual(["lock"]);
    expect(kit.searchTools(stop)).toEqual([]);
    expect(requestShape("keep bob from deleting folder 20005").asked).toEqual(["lock"]);
    expect(requestShape("stop sharing folder 20005").asked).toEqual(["delete"]);
    expect(requestShape("protect file 30001 from edits").asked).toEqual(["lock"]);
    expect(requestShape("fill in the projectInfo metadata on folder 20002").asked).toEqual(["edit"]);
    expect(requestShape("file 30001 should be called final.docx").asked).toEqual(["rename"]);
    expect(requestShape("view the items of folder 20001").asked).toEqual(["read"]);
  });
});

describe("a state an item is to be in", () => {
  it("edits it, which no tool does; gone still deletes, a place still moves, and a question still reads", () => {
    for (const q of ["file 30001 should be read-only from now on", "folder 20001 must stay confidential"]) {
      expect(requestShape(q).asked, q).toEqual(["edit"]);
      expect(kit.searchTools(q), q).toEqual([]);
    }
    expect(requestShape("webhook 88001 should be gone").asked).toEqual(["delete"]);
    expect(requestShape("file 30001 should be in folder 20004").asked).toEqual(["move"]);
    expect(requestShape("which files should be private?").asked).toEqual(["read"]);
  });

  it("edits what one wants an item to be, as what it should be; a passive or a place keeps its own action", () => {
    for (const q of ["I want folder 20005 to be private", "I'd like user 11113 to be an admin"]) {
      expect(requestShape(q).asked, q).toEqual(["edit"]);
      expect(kit.searchTools(q), q).toEqual([]);
    }
    expect(requestShape("I want file 30001 to be deleted").asked).toEqual(["delete"]);
    expect(requestShape("I need folder 20003 to be in folder 20004").asked).not.toContain("edit");
  });

  it("edits whom an item is to belong to, its owner; one to belong to a channel is not edited, a question reads", () => {
    expect(requestShape("file 30007 should belong to Ana from now on").asked).toEqual(["edit"]);
    expect(kit.searchTools("file 30007 should belong to Ana from now on")).toEqual([]);
    expect(requestShape("Dana should belong to #ops").asked).not.toContain("edit");
    expect(requestShape("does file 30007 belong to Ana?").asked).toEqual(["read"]);
  });
});

describe("managing an item, said vaguely", () => {
  it("changes it, which no tool does; of an act it asks for that act, of a pronoun for what was said before", () => {
    for (const q of [
      "sort out the permissions on folder 20001 so the Sales group can upload to it",
      "deal with the ownership of folder 20003, Ana is taking it over",
      "handle the expiry of the shared link on file 30008",
    ]) {
      expect(requestShape(q).asked, q).toEqual(["edit"]);
      expect(kit.searchTools(q), q).toEqual([]);
    }
    expect(requestShape("take care of renaming folder 20006").asked).toEqual(["rename"]);
    expect(requestShape("take care of deleting comment 5001").asked).toEqual(["delete"]);
    expect(kit.searchTools("take care of deleting comment 5001")[0]?.name).toBe("DeleteComment");
    expect(requestShape("Dana should be part of #hiring too, please sort that out").asked).toEqual(["invite"]);
    expect(requestShape("find the user with handle bob").asked).toEqual(["read"]);
  });
});

describe("an act the kit serves on other kinds of item", () => {
  it("answers nothing for resending what no tool resends; the kinds it resends, and messages sent anywhere, still fit", () => {
    expect(kit.searchTools("re-send the email for file request 4001")).toEqual([]);
    expect(kit.searchTools("resend the notification about comment 5001")).toEqual([]);
    expect(kit.searchTools("resend sign request 7001")[0]?.name).toBe("ResendSignatureRequestEmail");
    expect(messaging.searchTools("reply in the thread 1717000000.000600 in #ops with: on it")[0]?.name).toBe(
      "SendMessage",
    );
    expect(messaging.searchTools("invite user U01ABC to #design")[0]?.name).toBe("InviteUsersToChannel");
  });
});

describe("requests put politely", () => {
  const group = (q: string) => firstHit(kit, q)?.group;

  it("asks what a polite request after a statement asks", () => {
    expect(requestShape("I deleted comment 7001 by accident, can you undo that?").asked).toEqual(["restore"]);
    expect(kit.searchTools("I deleted comment 7001 by accident, can you undo that?")).toEqual([]);
    expect(kit.searchTools("comment 7001 is spam, could you delete it?")[0]?.name).toBe("DeleteComment");
    // A read so asked is left to the words, as before (asking it measured worse on a held-out set's top-5).
    expect(requestShape("I'm cleaning up, could you show me the trash?").held).toContain("read");
    // But after a deletion the speaker states, the read asked is what it leads to: the deletion is theirs to do.
    for (const query of [
      "I'm about to clear out folder 20001. Before I do, can you check whether any of the files in it are shared?",
      "I'm going to delete folder 20001. Can you list its files?",
      // (Or after a deletion forbidden: the read is asked instead.)
      "don't delete anything but can you tell me which folders in folder 20001 are the biggest",
    ]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], held: ["delete"] });
      const hit = firstHit(kit, query);
      expect(hit, query).toBeDefined();
      expect(hit!.annotations.destructiveHint, query).not.toBe(true);
    }
  });

  it("asks what the listener is hoped or asked if they could do", () => {
    expect(requestShape("I was hoping you could rename file 30001 to final.docx").asked).toEqual(["rename"]);
    expect(requestShape("I'd really appreciate it if you could move file 30001 to folder 20004").asked).toEqual([
      "move",
    ]);
    // (Or wondered whether they could: "I was wondering whether you could …".)
    expect(requestShape("I was wondering whether you could rename file 30001 to final.docx").asked).toEqual(["rename"]);
    // (Working out what a question asks is a read of it: "could you figure out how big the Media folder is".)
    for (const query of ["could you figure out how big the Media folder is", "can you work out who owns the Q3 deck"])
      expect(requestShape(query), query).toMatchObject({ asked: ["read"], question: true });
    expect(kit.searchTools("hey, any chance you could restore folder 20008?")).toEqual([]);
    expect(kit.searchTools("Would it be possible to get folder 20008 restored?")).toEqual([]);
    expect(kit.searchTools("if you could remove the watermark from file 30003, that'd be great")[0]?.name).toBe(
      "RemoveFileWatermark",
    );
  });

  it("still supposes what a condition, a question or a hedge only supposes", () => {
    expect(group("before you can delete folder 20003, show me its items")).toBe("retrieval");
    expect(group("which files do you think you could remove?")).toBe("retrieval");
    expect(group("you could delete folder 20003 maybe, but first show me what's in it")).toBe("retrieval");
    expect(group("if the folder 20003 is empty you can delete it")).not.toBe("deletion");
  });
});

describe("nouns and phrases of the vocabulary", () => {
  it("names e-signature templates as sign templates, and what is started by hand as a manual start", () => {
    expect(mentions("show the e-signature templates I made").map((m) => m.noun)).toEqual(["sign template"]);
    const facts = (q: string) => toolFacts(firstHit(kit, q)!);
    expect(facts("show the e-signature templates I made").resource).toBe("sign template");
    expect(facts("which processes on folder 20001 can I kick off by hand?").resource).toBe("workflow");
  });

  it("names a user's acceptance of the terms as their terms-of-service status, which no tool deletes", () => {
    expect(mentions("user 11112's terms of service acceptance").map((m) => m.noun)).toContain(
      "term of service user status",
    );
    expect(kit.searchTools("delete user 11112's terms of service acceptance")).toEqual([]);
    expect(kit.searchTools("show user 11112's terms of service acceptance for tos 801")[0]?.name).toBe(
      "GetUserTosStatus",
    );
  });
});

describe("verbs of the table", () => {
  it("schedules what is postponed, delayed or deferred, which no tool does", () => {
    expect(requestShape("postpone task 5003 by a week").asked).toEqual(["schedule"]);
    expect(kit.searchTools("delay the deletion of folder 20009 until Monday")).toEqual([]);
  });

  it("deletes what is chucked, dumped or thrown into the trash, however long its name; a question still reads", () => {
    const q = "chuck old revision 77 of file 5550 into the bin";
    expect(requestShape(q).asked).toEqual(["delete"]);
    expect(kit.searchTools(q)[0]?.name).toBe("DeleteContentFileVersion");
    expect(requestShape("throw web link 70001 in the trash").asked).toEqual(["delete"]);
    expect(requestShape("what did I dump in the trash last week?").asked).toEqual(["read"]);
    // The light verb "get" moves what it gets into a folder, also after "I need to"; the kit has no move.
    expect(requestShape("get file 30001 into folder 20002").asked).toEqual(["move"]);
    const into = "I need to get a new file into the Contracts folder from my laptop";
    expect(requestShape(into).asked).not.toContain("read");
    expect(kit.searchTools(into)).toEqual([]);
  });

  it("reads texting shorthand as its word, and giving a named group access as sharing", () => {
    expect(requestShape("i trashed the board deck by accident, can u get it back").asked).toEqual(["restore"]);
    // A polite request opening a later clause asks, as one opening the sentence does.
    expect(requestShape("i binned folder 20008 by mistake, can you bring it back?").asked).toEqual(["restore"]);
    expect(kit.searchTools("i binned folder 20008 by mistake, can you bring it back?")).toEqual([]);
    expect(requestShape("show me u.txt in folder 20001 pls").asked).toEqual(["read"]);
    // "b4" is "before": the removal it opens is subordinate, so the read comes first; "whats" is "what's", a question.
    const b4 = "whats the watermark on folder 20017 b4 i remove it";
    expect(requestShape(b4)).toMatchObject({ asked: ["read"], held: ["delete"], question: true });
    expect(kit.searchTools(b4)[0]?.name).toBe("GetFolderWatermark");
    expect(requestShape("give the Sales team access to folder 20001").asked).toEqual(["share"]);
    expect(kit.searchTools("give the Sales team access to folder 20001")).toEqual([]);
    expect(requestShape("give me everyone with access to folder 20001").asked).not.toContain("share");
  });

  it("reads a fresh thing as made, the act named as a noun as asked, and merging or dragging into a place as a move", () => {
    expect(requestShape("I'd like a fresh folder for the Q4 board pack").asked).toEqual(["create"]);
    expect(kit.searchTools("I'd like a fresh folder for the Q4 board pack")).toEqual([]);
    expect(requestShape("the creation of a folder called Invoices, please").asked).toEqual(["create"]);
    expect(requestShape("restoration of file 30001 asap").asked).toEqual(["restore"]);
    expect(requestShape("merge folder 20003 into folder 20004").asked).toEqual(["move"]);
    expect(requestShape("drag file 30001 into folder 20002").asked).toEqual(["move"]);
    expect(kit.searchTools("shift the whole Marketing folder (20007) under Projects 20009")).toEqual([]);
    // An item that has to come back is restored, someone who should have access is given it; a question reads.
    expect(kit.searchTools("the folder I binned yesterday must come back")).toEqual([]);
    expect(kit.searchTools("Priya should have access to the Legal folder too")).toEqual([]);
    expect(requestShape("can I get version 2 of file 30001 back?").wondered).toEqual(["restore"]);
    expect(requestShape("who should have access to folder 20001?").asked).toEqual(["read"]);
    // Favouriting an item pins it and reopening one edits its state, which no tool does; favourite items are read.
    expect(kit.searchTools("favourite folder 20003 for me")).toEqual([]);
    expect(kit.searchTools("reopen task 9001, it is not done")).toEqual([]);
    expect(requestShape("list my favorite folders").asked).toEqual(["read"]);
    // A terse note opening with one new thing makes it; new things (plural) are read.
    expect(requestShape("note to self: new web link Payroll portal in folder 20001").asked).toEqual(["create"]);
    expect(kit.searchTools("New folder Board 2026 under 0")).toEqual([]);
    expect(requestShape("new comments on file 30001 since Monday?").asked).toEqual(["read"]);
    // A noun the act's name only modifies is a field ("the creation date"): the request reads.
    expect(requestShape("show the creation date of folder 20001").asked).toEqual(["read"]);
  });

  it("reads what is grabbed, pulled, verified or compared; deletes what is retracted or disconnected", () => {
    for (const q of [
      "grab the raw bytes of file 7712",
      "pull the admin log for last week",
      "verify the lock on folder 20005",
      "compare the versions of file 5",
    ])
      expect(requestShape(q).asked, q).toEqual(["read"]);
    expect(firstHit(kit, "grab the raw bytes of file 7712")?.name).toBe(
      kit.definitions.find((d) => toolFacts(d).action === "download" && toolFacts(d).resource === "file")?.name,
    );
    // Retracting a person's access deletes the collaboration the request names, not a read of the file's.
    const retract = firstHit(kit, "retract Dana's access to file 30130, collaboration 70030");
    expect(retract?.annotations.destructiveHint).toBe(true);
    expect(toolFacts(retract!).resource).toBe(mentions("collaboration")[0]!.noun);
    expect(requestShape("disconnect the team chat channel from folder 5, integration mapping 77").asked).toEqual([
      "delete",
    ]);
    // Someone brought on board joins the conversation: an invitation.
    expect(requestShape("bring U01ABC on board in #design").asked).toEqual(["invite"]);
    // What is no longer to be applied to an item comes off it: the record that applies it.
    const applied = "stop applying the records policy to folder 20001; its retention assignment is 9";
    expect(requestShape(applied).asked).toEqual(["delete"]);
    expect(toolFacts(firstHit(kit, applied)!).resource).toBe(mentions("retention policy assignment 9")[0]!.noun);
    // So is someone onboarded into one.
    const onboard = "onboard W0ABC9876 into the design channel C0DES1GN";
    expect(requestShape(onboard).asked).toEqual(["invite"]);
    expect(toolFacts(firstHit(messaging, onboard)!).action).toBe("invite");
    // Someone who should not be in one is to leave it: no invitation (nor anything, where no tool removes them).
    const invite = firstHit(messaging, "Steve should be part of #board-private")!;
    expect(toolFacts(invite).action).toBe("invite");
    for (const q of ["Steve shouldn't be in #board-private", "he's off the board now so he shouldn't be in #board"]) {
      expect(requestShape(q).asked, q).toEqual(["delete"]);
      expect(
        messaging.searchTools(q).map((h) => h.name),
        q,
      ).not.toContain(invite.name);
    }
    // A thing retired or decommissioned is taken out of service: deleted, the one the request names.
    for (const q of ["decommission webhook 4410, nobody uses it", "please retire the old webhook 4410"]) {
      expect(requestShape(q).asked, q).toEqual(["delete"]);
      const hit = firstHit(kit, q);
      expect(hit?.annotations.destructiveHint, q).toBe(true);
      expect(toolFacts(hit!).resource, q).toBe(mentions("webhook")[0]!.noun);
    }
  });

  it("edits what is expired and makes what is associated", () => {
    expect(requestShape("expire the shared link for file 30001 now").asked).toEqual(["edit"]);
    expect(requestShape("associate file 30001 with app item 5").asked).toEqual(["create"]);
  });
});

describe("the head of the object's phrase", () => {
  it("answers nothing for deleting a resource no tool deletes, named as the head of its phrase", () => {
    expect(requestShape("delete the favorites collection")).toMatchObject({ asked: ["delete"], head: "collection" });
    expect(kit.searchTools("delete the favorites collection")).toEqual([]);
    expect(requestShape("remove the AI agent default config").head).toBeUndefined();
    expect(kit.searchTools("delete file 30001's watermark")[0]?.name).toBe("RemoveFileWatermark");
  });
});

describe("clauses of purpose, goals of what is wanted, and actions asked beside others", () => {
  it('reads a clause of purpose after "so" as why, not as what to do', () => {
    expect(requestShape("I'd like to follow folder 20004 so I see new uploads")).toMatchObject({
      asked: ["watch"],
      held: ["read"],
    });
    expect(requestShape("lock folder 20005 so nobody can move it").asked).toEqual(["lock"]);
    expect(requestShape("delete file 30001 so we free up space").asked).toEqual(["delete"]);
  });

  it("asks what is wanted done to an item before its goal", () => {
    expect(requestShape("I want file 30001 renamed to final-v2.docx").asked).toEqual(["rename"]);
    expect(requestShape("I need folder 20003 moved into folder 20004").asked).toEqual(["move"]);
    expect(kit.searchTools("I want file 30001 renamed to final-v2.docx")).toEqual([]);
  });

  it("answers nothing for a read asked as the step before an act no tool serves; a served act keeps its tools", () => {
    for (const q of [
      "look at file 30005 and then rename it to report-final.pdf",
      "list the collaborators of folder 20006 and change Ana's role to viewer",
    ]) {
      expect(requestShape(q).coordinated, q).toHaveLength(1);
      expect(kit.searchTools(q), q).toEqual([]);
    }
    expect(kit.searchTools("look at file 30001 and then delete it")[0]?.name).toBe("DeleteFileFromContent");
    // (So does a read joined before a deletion no tool serves, the deletion its main act.)
    const found = "find and delete the message in #front-desk with the passport photo";
    expect(requestShape(found).asked[0]).toBe("delete");
    expect(searchScope(messaging.definitions).can).not.toContain("delete");
    expect(messaging.searchTools(found)).toEqual([]);
    expect(requestShape("show me the signers and fields set up in sign template 88").coordinated).toEqual([]);
  });

  it("answers nothing for an act no tool serves asked after a read in a sentence of its own, of what it read", () => {
    const q = "the whole Hospital Contracts folder is in the trash??? restore it please";
    const [, act] = requestShape(q).asked;
    expect(requestShape(q).asked).toEqual(["read", act]);
    expect(searchScope(kit.definitions).can).not.toContain(act);
    expect(kit.searchTools(q)).toEqual([]);
    // (A served act asked so keeps its tools.)
    const served = firstHit(kit, "folder 20001 is in the trash??? delete it for good");
    expect(served?.annotations.destructiveHint).toBe(true);
  });

  it("answers nothing when the one served action asked acts on no item of that kind, whatever else is asked", () => {
    const q = "resend the collaboration invite for folder 20001 to ben";
    expect(requestShape(q).asked).toEqual(expect.arrayContaining(["resend"]));
    expect(kit.searchTools(q)).toEqual([]);
  });
});

describe("a relative clause without 'that'", () => {
  const first = (query: string) => firstHit(kit, query)!;
  it("tells of the noun the request opens with: it reads that, asking nothing of the verb", () => {
    for (const query of ["the terms people outside our company have to accept", "the files Ana uploaded yesterday"]) {
      const shape = requestShape(query);
      expect(shape.asked, query).toEqual([]);
      expect(toolFacts(first(query)).resource, query).toBe(shape.object);
    }
    // One noun phrase before the verb is its subject, not a relative's head; "you" is whom a request asks.
    expect(requestShape("the old webhooks should be deleted").asked).toEqual(["delete"]);
    expect(requestShape("hey, any chance you could restore folder 20008?").asked).toEqual(["restore"]);
    expect(requestShape("the user profile picture of user 5 has to go").asked).toEqual(["delete"]);
  });

  it("after the object of an act asked: the name before its verb is that verb's subject, no part of the object", () => {
    // ("Get" opening "get rid of" wants nothing done: the participle at the end is the relative's.)
    for (const query of ["get rid of the test webhooks Ahmed created", "delete the files priya has uploaded"]) {
      const shape = requestShape(query);
      expect(shape.asked, query).toEqual(["delete"]);
      expect(shape.part, query).toBeUndefined();
      const hit = first(query);
      expect([hit.annotations.destructiveHint, toolFacts(hit).resource], query).toEqual([true, shape.object]);
    }
  });
});
