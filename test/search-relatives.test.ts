// Clauses and phrases that tell of a noun or ask of it rather than ask an act: a relative clause after the noun ("the
// thread where we decided to delete the repo", "the workflow we use to approve invoices"), a participle after it
// ("messages asking us to restore files"), a question joined to the clause before ("…, and who is allowed to invite to
// it"). The act any of them names is never the request's; a kind it says none of ("channels with no messages") is no
// answer either.
import { createToolkit } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const messaging = createMessaging({ accessToken: "unused" });

describe("a relative clause after a noun", () => {
  it("holds the act it tells of the noun, so a read of the noun is answered", () => {
    const query = "the thread where we decided to delete the old repo, ts 1700000000.1 in #eng";
    const shape = requestShape(query);
    expect(shape.asked).not.toContain("delete");
    expect(shape.held).toContain("delete");
    const first = firstHit(messaging, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: shape.object });
  });

  it("reads one after a comma, opened by 'where' or 'which' before its own subject, as telling of the noun", () => {
    const query = "delete the message in #general, where he complained about the company";
    expect(requestShape(query).asked).toEqual(["delete"]);
    // (No tool deletes a message: nothing fits, no read of the channel offered for it.)
    expect(messaging.searchTools(query)).toEqual([]);
    expect(requestShape("delete the message in #general, which he posted yesterday").asked).toEqual(["delete"]);
    // (A question after the comma still asks.)
    expect(requestShape("delete the old Rota file, where is it?").asked).toContain("read");
  });

  it("tells of the noun before it: a pronoun after it stands for that noun, not for one the clause names", () => {
    const query = "the webhook that sends new file alerts to #ops isn't needed any more, please delete it";
    const shape = requestShape(query);
    expect(shape.object).toBe(requestShape("delete the webhook").object);
    const first = firstHit(kit, query);
    expect(first?.annotations.destructiveHint).toBe(true);
    expect(first && toolFacts(first).resource).toBe(shape.object);
    // (Only where that noun may stand for the pronoun: "it" for no one, "them" for no one thing; and only for a noun in
    // the clause's own phrase, before a second verb, the main clause's.)
    const file = toolFacts(firstHit(kit, "delete the Q3 deck")!).resource;
    for (const query of [
      "the person who made the Q3 deck left, can you delete it?",
      "someone who left made the Q3 deck, delete it",
      "the webhook that Sam set up created the Q3 deck, delete it",
      "the folder where the old decks are - delete them",
    ]) {
      const hit = firstHit(kit, query);
      expect(hit?.annotations.destructiveHint, query).toBe(true);
      expect(hit && toolFacts(hit).resource, query).toBe(file);
    }
  });

  it("counts as its own a verb that 'to' opens: a pronoun after it still stands for the noun it tells of", () => {
    const query = "the comment that tells Sam to fix the Q3 deck is outdated, delete it";
    const hit = firstHit(kit, query);
    expect(hit?.annotations.destructiveHint).toBe(true);
    expect(hit && toolFacts(hit).resource).toBe(requestShape("delete the comment").object);
  });

  it("ends at a modal after its own verb: the predicate that follows is the noun's, and asks its act", () => {
    for (const query of [
      "the webhook that posts to the old account should be deleted",
      "The webhook on the Engagements folder that posts to the old Zapier account should be deleted.",
      "the file that Sam uploaded should go",
      // (A verb of saying its pronoun says is the clause's own act.)
      "the comment that says spam should be removed",
    ]) {
      const shape = requestShape(query);
      expect(shape.asked, query).toEqual(["delete"]);
      const first = firstHit(kit, query);
      expect(first?.annotations.destructiveHint, query).toBe(true);
      expect(first && toolFacts(first).resource, query).toBe(shape.object);
    }
    // (Not a modal after a subject of the clause's own: "we can delete" tells of the folder; nor after a relative clause
    // of a noun a verb came before, which says its own act: "Sam thinks …" reports.)
    expect(requestShape("the folder that I said we can delete").asked).not.toContain("delete");
    expect(requestShape("Sam thinks the webhook that posts to the old account should be deleted").asked).not.toContain(
      "delete",
    );
    // (Nor a modal that says what will be, that opens a question of its own, that has a subject of the clause's own
    // before it, or whose predicate another verb follows in its clause: the relative clause says each.)
    for (const query of [
      "the files that Sam uploaded will be deleted automatically next week",
      "the folder that Sam owns should I delete it",
      "the folder that Sam said the intern should delete is in Shared",
      "the files that Dana said should be deleted are still in the Archive folder",
      "the files that we agreed should go are still there",
      // (Nor one after a verb of saying with a subject of its own: the modal is the report's.)
      "the files that Dana said should be deleted",
      "the webhooks that I think should be deleted",
      // (Nor one said of someone: no thing of the kit's is named to act on.)
      "the contractor who uploaded the Q3 deck should be removed from folder 5",
      "the client who commented on the Q3 deck should be removed",
    ])
      expect(requestShape(query).asked, query).not.toContain("delete");
    // (Past relative clauses inside each other, the predicate is the first noun's.)
    const nested = "the file that the webhook that posts to #ops created should be deleted";
    expect(toolFacts(firstHit(kit, nested)!).resource).toBe(requestShape("delete the file").object);
  });

  it("keeps the act of the main clause: the relative only tells which item it acts on", () => {
    expect(requestShape("delete the comment that says spam on file 5").asked).toEqual(["delete"]);
    // (Its pronoun and copula joined: "that's".)
    const joined = "delete the links on anything that's set to never expire";
    expect(requestShape(joined).asked).toEqual(requestShape(joined.replace("that's", "that is")).asked);
    const query = "list the comments on file 5 that ask us to restore the old version";
    const shape = requestShape(query);
    expect(shape.asked).toEqual(["read"]);
    expect(shape.held).toContain("restore");
    const first = firstHit(kit, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: "comment", parent: "file" });
  });
});

describe("a plural before a group's word", () => {
  it("is the group's name, no relative clause's subject: the clause's act is asked", () => {
    const query = "the volunteers group shouldn't be able to see the Grants folder any more";
    expect(requestShape(query).asked).toEqual(["delete"]);
    // (Its access is what ends, as when it is taken off the folder; a person it needs no more leaves it.)
    expect(firstHit(kit, query)?.name).toBe(firstHit(kit, "take the volunteers group off the Grants folder")?.name);
    expect(firstHit(kit, "the drivers group no longer needs Sam")?.name).toBe(
      firstHit(kit, "remove Sam from the drivers group")?.name,
    );
  });
});

describe("a question joined by a conjunction to the clause before", () => {
  it("opens with its question word: it reads, and the act it asks about is held", () => {
    const query = "group 88 - description, and who is allowed to invite people to it";
    const shape = requestShape(query);
    expect(shape.asked).toEqual(["read"]);
    expect(shape.held).toContain("invite");
    const first = firstHit(kit, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "get", resource: "group" });
  });
});

describe("a phrase that tells of a noun without a relative pronoun", () => {
  it("holds the act after a participle right after the noun", () => {
    const query = "messages in #support asking us to restore files";
    expect(requestShape(query).held).toContain("restore");
    const first = firstHit(messaging, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: requestShape(query).object });
    const users = "users permitted to share outside the approved domains";
    expect(requestShape(users).asked).not.toContain("share");
    expect(requestShape(users).held).toContain("share");
    expect(kit.searchTools(users)).not.toEqual([]);
  });

  it("holds the act a verb taking 'to' leads on to in a relative clause without 'that'", () => {
    const query = "the workflow we use to approve invoices in folder 12";
    expect(requestShape(query).asked).toEqual([]);
    const first = firstHit(kit, query);
    expect(first && toolFacts(first).resource).toBe(requestShape(query).nouns[0]?.noun);
  });

  it("keeps an act a past participle says is to become of the verb's object", () => {
    expect(requestShape("I want comment 5 deleted").asked).toEqual(["delete"]);
  });
});

describe("a question of how many of a kind are so", () => {
  it("picks them out by what is said after the copula, as 'which' does: a search, not a read of one item", () => {
    for (const [count, which] of [
      ["how many files were uploaded in July?", "which files were uploaded in July?"],
      ["how many tasks are assigned to me?", "which tasks are assigned to me?"],
      // (Past the words that modify their noun, a word for an act among them: "store".)
      ["how many store audit reports were uploaded in July?", "which files were uploaded in July?"],
    ]) {
      expect(requestShape(count!).searching, count).toBe(true);
      expect(kit.searchTools(count!)[0]?.name, count).toBe(kit.searchTools(which!)[0]?.name);
    }
  });
});

describe("a relative clause whose doer is nobody in particular", () => {
  it("picks things out by what was done, as a name's does: a search, read from the listing that holds that kind", () => {
    const query = "find the message where someone shared the new VPN instructions";
    const named = requestShape("find the message where Rachel shared the new VPN instructions");
    const shape = requestShape(query);
    expect(shape.searching).toBe(named.searching);
    expect(shape.searching).toBe(true);
    // (No tool searches messages; the kit finds one by reading the conversations' histories: within.ts.)
    const first = firstHit(messaging, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: shape.object });
  });

  it("reads two doers joined by 'and' as the relative clause's subject, as one doer is", () => {
    const one = requestShape("find the message where Priya argued about the rules");
    const two = requestShape("find the message where Priya and Tom argued about the rules");
    expect(one.searching).toBe(true);
    expect(two.searching).toBe(one.searching);
  });
});

describe("a read that says none of a kind", () => {
  it("does not answer with that kind: 'channels with no messages' are channels", () => {
    for (const query of [
      "which channels have had no messages in the last 6 months",
      "list channels with no posts",
      // (A negated having says none as well.)
      "which channels haven't had any messages in the last 6 months",
    ]) {
      const shape = requestShape(query);
      expect(shape.spared, query).not.toContain(shape.object);
      expect(shape.spared.length, query).toBeGreaterThan(0);
      expect(toolFacts(firstHit(messaging, query)!).resource, query).toBe(shape.object);
    }
  });

  it("deletes the things themselves, not that kind's records of them: 'the groups with no members' are groups", () => {
    const query = "delete the groups with no members";
    const shape = requestShape(query);
    expect(shape.spared.length).toBeGreaterThan(0);
    const first = firstHit(kit, query)!;
    expect([first.annotations.destructiveHint, toolFacts(first).resource]).toEqual([true, shape.object]);
  });
});

describe("a question of which items have things a particular thing of the kit acts on", () => {
  it("is no search of the items: the thing's records hold what it applies to", () => {
    for (const query of [
      "Which shop folders have files that the retention policy would now allow us to delete?",
      "Which folders have files that the legal hold is keeping?",
    ]) {
      const shape = requestShape(query);
      expect(shape.searching, query).toBe(false);
      // (A listing of what the thing applies to, or of the thing's own records.)
      const { resource, parent } = toolFacts(firstHit(kit, query)!);
      expect(`${resource} ${parent}`, query).toContain(shape.nouns.at(-1)!.noun.split(" ")[0]);
    }
    // (Things picked out by what they have, with no such clause, are still searched for.)
    expect(requestShape("which files have the Confidential classification").searching).toBe(true);
    // (So are they by what they have said with a gerund that tells which of those: no listing of files shows it.)
    const mentioning = "which files have comments mentioning me";
    expect(requestShape(mentioning).searching).toBe(true);
    expect(kit.searchTools(mentioning)).toEqual([]);
  });
});
