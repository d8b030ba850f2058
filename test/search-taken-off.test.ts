// A person taken off items is the removal of their access to them, never of their account: whether the request names
// the items by a noun ("take the inspectors off the site plans folder") or not ("remove marco from everything", "take
// her off all of it", "remove the contractors from Quarterly Close"). Which resources tie people to items is derived
// from the kit's facts, never named here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { PERSON } from "../runtime/src/search/request/persons.js";
import { tiesPeople } from "../runtime/src/search/request/ties.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { ITEM_KINDS } from "../runtime/src/search/words/vocabulary.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const scope = searchScope(definitions);

/** Whether the first hit deletes what ties a person to an item of some kind (a folder's or a file's part). */
const untiesFromItems = (query: string) => {
  const first = firstHit(kit, query);
  const resource = first === undefined ? "" : toolFacts(first).resource;
  return (
    first?.annotations.destructiveHint === true &&
    tiesPeople(resource) &&
    [...ITEM_KINDS].some((k) => scope.parts.includes(`${k} ${resource}`))
  );
};

describe("a person taken off things no noun of the kit's names", () => {
  it("removes their ties to items: off everything, all of it, or an item said by its name alone", () => {
    for (const query of [
      "remove marco from everything, he left the firm",
      "take her off all of it",
      "remove dana.ortiz@example.net from everything",
      "take Lena Fischer off Harbor Portfolio and add her manager instead",
      "the audit is over. remove the contractors from Quarterly Close",
      "REMOVE MARCO FROM HARBOR PORTFOLIO",
    ]) {
      expect(requestShape(query).person, query).toBe(true);
      expect(untiesFromItems(query), query).toBe(true);
    }
  });

  it("leaves a thing taken off everything, and a person released from what a common noun names, as they were", () => {
    for (const query of [
      "remove the watermark from everything",
      "release Ana Ruiz from the Kestrel hold, it's over",
      "RELEASE ANA RUIZ FROM THE KESTREL HOLD",
      "take Omar off Tuesday",
      "REMOVE MARCO FROM COMPANY",
      "REMOVE MARCO FROM ENTERPRISE",
    ])
      expect(untiesFromItems(query), query).toBe(false);
    // (Deleting the person's account is said so.)
    expect(toolFacts(firstHit(kit, "delete marco's user account")!).resource).toBe(PERSON);
  });
});

describe("a person removed after a question of who has access to an item", () => {
  it("is taken off that item, where no place is said after them", () => {
    const pairs = [
      [
        "Check who has access to the Crew Agreements folder and remove Jim Baumgartner",
        "remove Jim Baumgartner from the Crew Agreements folder",
      ],
      ["list who has access to folder 5 and remove Priya Shah", "remove Priya Shah from folder 5"],
      // (The item said as the owner of its collaborators, or after a question of who may act on it; the person taken
      // off by the phrase, its particle after the name.)
      ["list folder 5's collaborators and remove Jim Baumgartner", "remove Jim Baumgartner from folder 5"],
      ["check who can see the Budget folder and remove Sam Ortiz", "remove Sam Ortiz from the Budget folder"],
      ["look at who has access to the Crew folder and take Sam off", "remove Sam from the Crew folder"],
      ["list who's in the Budget folder and remove Sam Ortiz", "remove Sam Ortiz from the Budget folder"],
      ["list the people in folder 5 and remove Jim Baumgartner", "remove Jim Baumgartner from folder 5"],
      // (Several names, and a word of when after them.)
      ["check who has access to folder 5 and remove Jim and Sam too", "remove Jim and Sam from folder 5"],
      // (The owner right before what ties people to it; not one said before another item's people.)
      ["show folder 5's owner and the collaborators on file 9, then remove Jim", "remove Jim from file 9"],
    ];
    for (const [query, plain] of pairs) {
      expect(firstHit(kit, query!)?.name, query).toBe(firstHit(kit, plain!)?.name);
      expect(untiesFromItems(query!), query).toBe(true);
    }
    const [query, plain] = pairs[0]!;
    expect(requestShape(query!)).toMatchObject({ person: true, container: requestShape(plain!).container });
  });

  it("leaves the account where the request says it, does away with the person, or only tells of a question", () => {
    for (const query of [
      "check who has access to folder 5 and delete Jim's account",
      "check who has access to folder 5 and delete user 7",
      "check who has access to folder 5 and delete Jim, he no longer works here",
      "check who has access to folder 5 and remove Jim from the company",
      "check who has access to folder 5, and remove Jim and his account",
      "list the collaborators on folder 5 and wipe Jim",
      "Jim has access to folder 9 but he left the company, remove Jim",
      "Jim asked who has access to folder 5; remove Jim",
      "Jim asked who can see folder 5; remove Jim",
      "check the lock on folder 5 and remove Jim, then show me who can see folder 5",
      "list folder 5's collaborators and remove Jim and Sam from the company",
    ])
      expect(toolFacts(firstHit(kit, query)!).resource, query).toBe(PERSON);
  });
});

describe("things no noun names unshared with someone", () => {
  it("removes that person's ties to items ('unshare everything with …')", () => {
    for (const query of ["unshare all of it with the contractors", "unshare everything with marco@example.com"]) {
      expect(requestShape(query).person, query).toBe(true);
      expect(untiesFromItems(query), query).toBe(true);
    }
  });

  it("removes ties to an item said by its name alone, from people said after 'from', whoever an exception spares", () => {
    for (const query of [
      "Unshare Masters from everyone.",
      "Unshare Masters from everyone except Rafa and the A&R group.",
      "unshare folder 5 with everyone except the Finance group",
      "remove everyone except Sam from folder 5",
      "take everyone except me and Helen off the DBS Checks folder",
    ]) {
      expect(requestShape(query).person, query).toBe(true);
      expect(untiesFromItems(query), query).toBe(true);
    }
    // (A thing the exception spares is no object; a read's may still say the kind read.)
    expect(requestShape("unshare Masters from everyone except the A&R group").object).toBeUndefined();
    expect(requestShape("is anything locked other than folder 5?").object).toBe(
      requestShape("is folder 5 locked?").object,
    );
  });
});

describe("people of a kind taken off an item a noun names", () => {
  it("removes their ties to it: a noun for people, or one for who does an act that the lexicon does not know", () => {
    for (const query of [
      "take the inspectors off the site plans folder",
      "remove the warehouse staff from the Safety Manuals folder",
      "remove the trainees from folder 20001",
    ]) {
      expect(requestShape(query).person, query).toBe(true);
      expect(untiesFromItems(query), query).toBe(true);
    }
  });

  it("takes no one out when only a word of the container's own name is one for people ('… the Dealer Agreements folder')", () => {
    const request = "Delete Pricing_Draft_v2.xlsx from the Dealer Agreements folder";
    expect(requestShape(request).person, request).toBeUndefined();
    expect(toolFacts(firstHit(kit, request)!).resource).toBe(requestShape(request).object);
    // (A person said before the container's phrase is still taken out of it.)
    expect(untiesFromItems("remove the volunteers from the volunteer rota folder")).toBe(true);
  });

  it("removes their ties to it when 'them' stands for them and 'it' for the item ('…, take them off it')", () => {
    for (const query of [
      "the contractors shouldnt see folder 5, take them off it",
      "the temps can't see the rota folder anymore, take them off it",
      // (Or one such person, said by a noun for one who does: "them" for one whose sex is not said.)
      "the editor is still on the Claims folder, take them off it",
    ]) {
      // ("Them" stands for no one thing: not the folder, which is what they are taken off.)
      expect(requestShape(query).object, query).toBeUndefined();
      expect(requestShape(query).person, query).toBe(true);
      expect(untiesFromItems(query), query).toBe(true);
    }
    // (Not people a preposition governs, "photos of the volunteers"; and "them" stands for things joined by "and".)
    expect(requestShape("photos of the volunteers are in folder 5, remove them from it").person).toBeUndefined();
    for (const query of [
      "the old rota and the budget file are wrong, delete them",
      "the budget spreadsheet and the donor list are old, delete them",
    ])
      expect(requestShape(query).object, query).toBe(requestShape("delete the budget file").object);
  });

  it("removes a group's access by the group's name, though a word of the name may be read as a verb ('Supplies')", () => {
    for (const query of [
      "Can you remove the Vetpharm Supplies group's access to our Supplier Contracts folder?",
      "remove the Vetpharm group's access to the Contracts folder",
    ])
      expect(untiesFromItems(query), query).toBe(true);
  });
});

describe("a person taken out of people said by a noun for them", () => {
  it("removes their membership of the group those people are, never their account", () => {
    // (The kind a team is, as the vocabulary names it.)
    const group = requestShape("drop Tom from the night team").container;
    expect(group).toBeDefined();
    for (const query of [
      "remove Liam from the volunteers",
      "remove Liam from seasonal staff",
      "take Priya off the duty managers",
      // (A plural name of people is theirs: no item is said to be left.)
      "take Ana Ruiz out of Line Supervisors",
    ]) {
      expect(requestShape(query), query).toMatchObject({ container: group, person: true });
      const first = firstHit(kit, query)!;
      const { resource } = toolFacts(first);
      expect(first.annotations.destructiveHint, query).toBe(true);
      expect([resource.startsWith(`${group} `), tiesPeople(resource)], query).toEqual([true, true]);
    }
    // (People taken off an item the kit names are still taken off that item; the kit's own word for its people names
    // its accounts, no group.)
    expect(requestShape("remove Liam from the volunteers folder").container).not.toBe(group);
    expect(requestShape("remove Liam from the users").container).not.toBe(group);
  });
});
