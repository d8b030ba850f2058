// Narrow deletions a request asks without naming the thing deleted: the undoing of an act it tells of ("I shared the
// folder with the wrong address, undo it"), the things a listing it asks for finds ("…, then remove them"), a schema
// taken off one item (its instance there, not the schema), and people a relative clause tells of twice ("whose … but
// who …").
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const first = (query: string) => {
  const hit = firstHit(kit, query);
  return hit && { ...toolFacts(hit), destructive: hit.annotations.destructiveHint };
};

describe("a schema taken off one item", () => {
  it("is its instance on that item, named by the item's file name", () => {
    expect(requestShape("delete the comment from Review_Notes.pdf").container).toBe("file");
    expect(first("take the metadata template off Onboarding_Checklist.pdf")).toMatchObject({
      resource: "metadata",
      parent: "file",
    });
  });

  it("is its instance on the item it is said to be on, as off the item it is taken from", () => {
    for (const query of [
      "get rid of the confidential metadata template on the Marketing folder",
      'remove the "confidential" metadata template on folder 5',
      "remove the confidential metadata template from the Marketing folder",
    ])
      expect(first(query), query).toMatchObject({ resource: "metadata", parent: "folder", destructive: true });
    // (Not where the request says the whole of it.)
    for (const query of [
      "delete the whole metadata template on the Marketing folder, not just its values",
      "delete the confidential metadata template everywhere, including on folder 5",
      "delete the confidential metadata template itself, the one on the Marketing folder",
      'delete the entire "Confidential" metadata template on the Marketing folder',
      "delete the metadata template on the Marketing folder and every other folder",
    ])
      expect(first(query), query).toMatchObject({ resource: "metadata template", destructive: true });
    // (A word of the whole said of another thing, or in a name, leaves the instance.)
    for (const query of [
      "remove the metadata template on the entire Marketing folder",
      "remove the metadata template on the Marketing folder, the template itself stays",
      'delete the "Entire Team" metadata template on the Marketing folder',
    ])
      expect(first(query), query).toMatchObject({ resource: "metadata", parent: "folder", destructive: true });
  });

  it("is the schema itself when no item is named", () => {
    expect(first("delete the metadata template called Intake")).toMatchObject({ resource: "metadata template" });
  });
});

describe("a relative clause joined to another by a conjunction", () => {
  it("tells of the same noun: its act is held, the main clause's asked", () => {
    const query = "remove the collaborators on the Atlas folder whose invites lapsed but who still show up in the list";
    expect(requestShape(query).asked).toEqual(["delete"]);
    expect(first(query)).toMatchObject({ resource: "collaboration", destructive: true });
  });
});

describe("a deletion joined after a listing, of what the listing finds", () => {
  it("deletes the listed things, named by a pronoun", () => {
    const query = "give me a list of the collaborators on the Harbor folder who left the company, then remove them";
    expect(first(query)).toMatchObject({ resource: "collaboration", destructive: true });
  });
});

describe("a verb of reversal whose object is a pronoun for an act told of", () => {
  it("asks that act's undoing, on what the act acted on: a share goes, the folder stays", () => {
    const query = "I shared the Design folder with an old client address last week, can you undo that?";
    expect(requestShape(query).asked).toEqual(["delete"]);
    expect(first(query)).toMatchObject({ resource: "collaboration", destructive: true });
    expect(first("i shared the Ledger folder with the wrong person, fix it")).toMatchObject({
      resource: "collaboration",
    });
  });

  it("leaves an act whose undoing brings an item back, and a reversal with an object of its own", () => {
    expect(requestShape("I deleted the Design folder by mistake, can you undo it").asked).toEqual(["restore"]);
    expect(requestShape("I shared the Design folder, now undo the upload of file 5").asked).toEqual(["restore"]);
  });

  it("undoes only the speaker's last act told of: not one another did after it", () => {
    for (const query of [
      "I shared the Crew folder with dan@example.com and he deleted the budget file, undo it",
      "we shared the Crew folder with Maya, then she moved the call sheets, please revert that",
    ])
      expect(first(query)?.destructive, query).not.toBe(true);
  });

  it("mends an act only when the request says it was a mistake: otherwise a repair is asked", () => {
    for (const query of [
      "I shared the Script folder with lee@example.com but he can't open it, can you fix it?",
      "I locked the Dailies folder but people can still edit the files, fix it",
    ])
      expect(first(query)?.destructive, query).not.toBe(true);
  });
});

describe("a verb that undoes what tied people to an item", () => {
  it("takes their tie to the item named after them, not their account nor the item's parts", () => {
    const unshared = first("unshare folder 20001 with Bob")!;
    expect(unshared.destructive).toBe(true);
    for (const query of [
      "uninvite the interns on the Budget folder",
      "disinvite the two people who never accepted the invite to the Harbor folder",
      "uninvite Dana from the Design folder",
    ]) {
      expect(requestShape(query).asked, query).toEqual(["delete"]);
      expect(first(query), query).toMatchObject({ resource: unshared.resource, destructive: true });
    }
  });
});

describe("keeping an item to some people only", () => {
  it("takes everyone else's tie to it, as unsharing does, and keeps the item", () => {
    const unshared = first("unshare folder 20001 with Bob")!;
    for (const query of [
      "restrict the Grant Drafts folder so only the review panel can open it",
      "the Salary Bands folder has to be hidden from everybody except the pay committee",
      "please make the Bid Notes folder visible only to the estimators",
    ]) {
      expect(requestShape(query).asked, query).toEqual(["delete"]);
      expect(first(query), query).toMatchObject({ resource: unshared.resource, destructive: true });
    }
  });

  it("is no deletion when only asked of ('is the Bid Notes folder visible only to the estimators?')", () => {
    expect(first("is the Bid Notes folder visible only to the estimators?")?.destructive).not.toBe(true);
  });

  it("is no deletion of what the kit shares with no one ('restrict the comments on file 5 so only Dana can see them')", () => {
    for (const [query, resource] of [
      ["restrict the comments on file 20001 so only the auditors can read them", "comment"],
      ["limit the watermark on file 20001 so only legal can see it", "watermark"],
    ] as const)
      expect(first(query), query).toMatchObject({ resource, destructive: false });
    // (Nor of people, nor of an item nothing names.)
    for (const query of [
      "restrict the Site Engineers group so only admins can see it",
      "make the webhook visible only to the ops team",
      "make sure it is visible only to HR",
    ])
      expect(first(query)?.destructive, query).not.toBe(true);
  });

  it("is not opening an item to everyone, nor 'only' before more ('available to everyone only after sign-off')", () => {
    for (const query of [
      "make folder 20001 available to everyone only after sign-off",
      "make the Bid Notes folder editable to anybody only",
      "make the Bid Notes folder visible to the estimators only after the award",
    ])
      expect(requestShape(query).asked, query).not.toContain("delete");
    expect(requestShape("please make the Bid Notes folder visible to the estimators only").asked).toEqual(["delete"]);
  });

  it("of a part of a shared item reads the part ('restrict the shared link on folder 5 so only …')", () => {
    expect(first("restrict the shared link on the Bids folder so only staff can open it")).toMatchObject({
      resource: "folder",
      qualifiers: ["shared link"],
    });
  });
});

describe("an item no longer to be kept", () => {
  it("is taken out of what keeps it: 'stop retaining folder 5' removes its retention, not the folder", () => {
    const query = "stop retaining folder 5";
    expect(requestShape(query).asked).toEqual(["delete"]);
    // (What keeps it: the record that puts the retention the vocabulary names on it.)
    const retention = requestShape("the retention policy on folder 5").object!;
    expect(first(query)).toMatchObject({ destructive: true, scope: "one" });
    expect(first(query)!.resource.startsWith(`${retention} `)).toBe(true);
  });
});
