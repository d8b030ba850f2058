// A deletion never falls back to the owner or the container of what it names: a part a resource no tool destroys
// modifies ("the event log entries"), or an item taken out of a container no tool takes anything out of ("remove file
// 5 from collection 7"), is answered with nothing. Resources come from the kit's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../runtime/src/contract.js";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { namesField, schemaFields } from "../runtime/src/search/tools/fields.js";
import { holdsItems } from "../runtime/src/search/ranking/contents-fit.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { PERSON } from "../runtime/src/search/request/persons.js";
import { tiesPeople } from "../runtime/src/search/request/ties.js";
import { nothingFits } from "../runtime/src/search/kit-search.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { mentions } from "../runtime/src/search/words/vocabulary.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const scope = searchScope(definitions);
// Resources a request can name by their own noun, and whether some tool destroys them or a part or compound of them.
const named = scope.resources.filter((r) => mentions(`the ${r} 123`)[0]?.noun === r);
const reached = (r: string) =>
  [...scope.destroyed, ...scope.destroyedParts].some((x) => x === r || x.startsWith(`${r} `));

describe("the object phrase's unnamed head", () => {
  it("is the possessed noun, the noun a named resource modifies or one tied to it; never an id, a name or more of a kind", () => {
    expect(requestShape("remove user 11112's password").part).toEqual({
      word: "password",
      owner: "user",
      by: "possessed",
      words: ["password"],
    });
    expect(requestShape("delete the event log entries for file 30001").part).toEqual({
      word: "entries",
      owner: "event",
      by: "modified",
      words: ["log", "entries"],
    });
    expect(requestShape("clear the due date on task 5001").part).toEqual({
      word: "date",
      owner: "task",
      by: "attached",
      via: "on",
      words: ["due", "date"],
    });
    for (const query of [
      "delete the rest of the versions of file 5",
      "delete the file notes.txt",
      "delete the Old Projects folder (id 5001)",
      "delete user 5's avatar",
      "delete it",
    ])
      expect(requestShape(query).part, query).toBeUndefined();
  });
});

describe("a deletion of a part or out of a container", () => {
  it("answers nothing for what a resource no tool destroys modifies, and ranks tools for one a tool destroys", () => {
    const unreached = named.filter((r) => !reached(r));
    expect(unreached.length).toBeGreaterThan(0);
    expect(named.filter(reached).length).toBeGreaterThan(0);
    for (const r of named) {
      const query = `delete the ${r} summary entries`;
      expect(kit.searchTools(query).length === 0, query).toBe(!reached(r));
    }
    expect(nothingFits({ definitions }, "remove the AI agent default config")).toMatch(
      /^Nothing fits: no tool can remove/,
    );
    // Out of a container: what no tool does is take the item out, not delete it; both are described.
    expect(nothingFits({ definitions }, "remove file 30001 from collection 70")).toMatch(
      /no tool can remove a file from a collection\. .* With a file they can .*delete.*; with a collection they can /,
    );
  });

  it("reads a container's whole phrase as the container: what goes out of it may be said by its name alone", () => {
    // Containers no tool takes anything out of, by a word that names them before their own noun ("favorites").
    const kept = named.filter((r) => !reached(r) && scope.parts.includes(`${r} item`));
    const said = kept.flatMap((r) =>
      ["favorites", "starred"].filter((w) => mentions(w)[0]?.noun === r).map((w) => [w, r]),
    );
    expect(said.length).toBeGreaterThan(0);
    for (const [word, r] of said) {
      const query = `remove "Old Assets" from my ${word} ${r}`;
      expect(requestShape(query).object, query).toBeUndefined();
      expect(kit.searchTools(query), query).toEqual([]);
      // (Or by a pronoun for it, named before the verb.)
      const before = `take my ${word} ${r} and remove everything from it that's older than last year`;
      expect(requestShape(before).container, before).toBe(r);
      expect(kit.searchTools(before), before).toEqual([]);
    }
    // Whom a pronoun's container is taken from is a person still: "…, remove Bob from it" ends Bob's access.
    const folder = mentions("folder")[0]!.noun;
    const bob = `look at ${folder} 20001 and remove Bob from it`;
    expect(requestShape(bob), bob).toMatchObject({ container: folder, person: true });
    // (So is one taken off with no word after, what they were put on said before.)
    const off = `Sam was added to the Budget ${folder} by mistake, can you take him off?`;
    expect(requestShape(off), off).toMatchObject({ container: folder, person: true });
    // (Of things of several kinds before the verb, it is the last item of a kind other than what goes out of it: a
    // group taken off a folder loses its tie to it, as when the folder is named there.)
    const group = mentions("group")[0]!.noun;
    const shared = `the complaints ${folder} is shared with the Field Force ${group}. take the ${group} off it`;
    expect(requestShape(shared).container, shared).toBe(folder);
    expect(firstHit(kit, shared)!.name, shared).toBe(firstHit(kit, `take the ${group} off ${folder} 20001`)!.name);
    // Another noun right after the container is no word of its phrase: it is what goes, unless the verb acts on
    // something before the container; and the container is in the clause that takes something out of it.
    const hold = "take the hold off the Finance folder files";
    expect(toolFacts(firstHit(kit, hold)!).resource, hold).not.toBe(mentions("files")[0]!.noun);
    const later = "download file 30001 from the shared drive, then delete folder 20001";
    expect(requestShape(later).container, later).toBeUndefined();
    expect(toolFacts(firstHit(kit, later)!).resource, later).toBe(mentions("folder")[0]!.noun);
    // ("Off" right after the verb is its particle: what follows is what goes, not what it goes off.)
    const particle = "take off the watermark from the charity shop price list";
    expect(requestShape(particle).object, particle).toBe(mentions("watermark")[0]!.noun);
    expect(toolFacts(firstHit(kit, particle)!).resource, particle).toBe(mentions("watermark")[0]!.noun);
    // (The "from" after it still opens the container: "take off the watermark from folder 20001".)
    expect(requestShape("take off the watermark from folder 20001").container).toBe(mentions("folder")[0]!.noun);
    // (Nor is it in a clause of its own after "from": "it was from when we set the account up" takes nothing out.)
    // (And the verb acts on the folder itself, though a word of its quoted name reads as a noun.)
    for (const when of [
      "delete the Testing folder, it was from when we set the account up",
      'delete the whole "Testing - ignore" folder, it was from when we set the account up',
    ]) {
      expect(requestShape(when).container, when).toBeUndefined();
      expect(toolFacts(firstHit(kit, when)!).resource, when).toBe(mentions("folder")[0]!.noun);
    }
    const files = mentions("files")[0]!.noun;
    for (const query of [
      "remove from the Finance folder files older than a year",
      "delete from my root folder files named draft",
    ]) {
      expect(requestShape(query).object, query).toBe(files);
      expect(toolFacts(firstHit(kit, query)!).resource, query).toBe(files);
    }
    // A container that holds no items, and of which no tool destroys a part or a compound, only says where the object
    // is thought to be: the object goes, never the container.
    const archive = mentions("the archive")[0]!.noun;
    expect(scope.destroyed).toContain(archive);
    expect([...scope.destroyed, ...scope.destroyedParts].some((r) => r.startsWith(`${archive} `))).toBe(false);
    for (const query of ["delete the inquest photo from the archive", "delete the inquest file from the archive"]) {
      const shape = requestShape(query);
      expect(shape.container, query).toBe(archive);
      const first = firstHit(kit, query)!;
      expect([first.annotations.destructiveHint, toolFacts(first).resource], query).toEqual([true, shape.object]);
    }
  });

  it("reads a resource's word written as a word of the container's name as no container of its own", () => {
    const query = "remove the Confidential classification from the Public Events Calendar folder";
    const [events, folder] = ["events", "folder"].map((w) => mentions(w)[0]!.noun);
    expect(events).not.toBe(folder);
    expect(requestShape(query).container, query).toBe(folder);
    expect(toolFacts(firstHit(kit, query)!), query).toMatchObject({
      resource: requestShape(query).object,
      parent: folder,
    });
    // (In capitals throughout, the words of a name between two nouns still tell it; none do between "folder" and
    // "files". Nor is a preposition a word of a name, though the tagger may read it as an adjective.)
    expect(requestShape(query.toUpperCase()).container).toBe(folder);
    const files = mentions("files")[0]!.noun;
    for (const under of [
      "Remove The Watermark From Files Under Folder 5",
      "REMOVE THE WATERMARK FROM FILES UNDER FOLDER 5",
    ])
      expect(requestShape(under).container, under).toBe(files);
    expect(requestShape("TAKE THE HOLD OFF THE FINANCE FOLDER FILES").container).toBe(folder);
    // (Nor does a possessive: "Sarah's account" is hers, the item taken out of it no person.)
    expect(requestShape("remove device pin 7781 from Sarah's account").person).toBeUndefined();
  });

  it("removes a party the kit reads the container's ties of from the container by that tie, not from its own", () => {
    const query = "kick the interns group off the Finance folder";
    const { object, container } = requestShape(query);
    const first = firstHit(kit, query)!;
    expect(first.annotations.destructiveHint, query).toBe(true);
    // The tie both have as a part ("group collaboration", "folder collaboration"), not the party's own.
    const tie = toolFacts(first).resource;
    expect(scope.parts, query).toEqual(expect.arrayContaining([`${object} ${tie}`, `${container} ${tie}`]));
    // (Only as its phrase's head: "the Teams integration" is the integration, not the group.)
    const integration = "remove the Teams integration from the Ops folder";
    expect(toolFacts(firstHit(kit, integration)!).resource, integration).not.toBe(tie);
  });

  it("never offers first the deletion of what possesses the part a deletion names", () => {
    const owners = named.filter((r) => scope.destroyed.includes(r));
    expect(owners.length).toBeGreaterThan(0);
    for (const r of owners) {
      const query = `remove ${r} 123's password`;
      const first = firstHit(kit, query);
      if (first !== undefined) expect(toolFacts(first).resource, query).not.toBe(r);
    }
  });

  it("answers nothing for an item taken out of a container no tool takes anything out of", () => {
    // A noun that ends other resources' names is their kind ("item"): a request may mean one of those.
    const kinds = (r: string) => scope.resources.some((x) => x.endsWith(` ${r}`));
    const closed = named.filter((r) => !reached(r) && !kinds(r) && r !== "file");
    expect(closed.length).toBeGreaterThan(0);
    for (const r of closed) {
      const query = `remove file 30001 from the ${r} 70`;
      expect(kit.searchTools(query), query).toEqual([]);
    }
    // (Unless its items are records of their own that no tool destroys: the next test's.)
    const records = (r: string) => scope.resources.includes(`${r} item`) && !scope.destroyed.includes(`${r} item`);
    for (const r of named.filter((r) => reached(r) && r !== "file" && !records(r))) {
      const query = `remove file 30001 from the ${r} 70`;
      expect(kit.searchTools(query).length, query).toBeGreaterThan(0);
    }
  });

  it("answers nothing for a file taken out of a container whose items are records no tool destroys (a hub's)", () => {
    const holders = scope.resources
      .filter((r) => r.endsWith(" item") && !scope.destroyed.includes(r))
      .map((r) => r.slice(0, -" item".length))
      .filter((c) => named.includes(c) && scope.destroyed.includes(c));
    expect(holders.length).toBeGreaterThan(0);
    for (const c of holders) expect(kit.searchTools(`take file 30001 out of ${c} 77`), c).toEqual([]);
    // A person removed from it still removes their tie to it.
    expect(firstHit(kit, `remove ben from ${holders[0]} 77`)?.annotations.destructiveHint).toBe(true);
  });

  it("deletes the item itself when taken out of a container whose items are such things (a folder's files)", () => {
    // Containers whose items the kit lists as their part, and kinds of item some tool deletes.
    const holders = scope.parts.filter((p) => p.endsWith(" item")).map((p) => p.slice(0, -" item".length));
    const folder = holders.find((h) => scope.destroyed.includes(h))!;
    expect(folder).toBeDefined();
    for (const item of ["file", "web link", "folder"].filter((r) => scope.destroyed.includes(r))) {
      const query = `remove ${item} 30001 from ${folder} 20001`;
      const first = firstHit(kit, query);
      expect(first?.annotations.destructiveHint, query).toBe(true);
      expect(toolFacts(first!).resource, query).toBe(item);
    }
  });
});

describe("a state said to end", () => {
  it("deletes what the predicate names inside it, not the subject that holds it; alone, the subject goes", () => {
    const query = "folder 20004 doesn't need its watermark anymore";
    expect(requestShape(query).object).toBe(mentions("the watermark")[0]!.noun);
    const first = firstHit(kit, query)!;
    expect(toolFacts(first)).toMatchObject({ resource: "watermark", parent: "folder" });
    expect(requestShape("webhook 88001 has to go").object).toBe(mentions("the webhook")[0]!.noun);
  });
});

describe("stripping, and leaving a thing alone", () => {
  it("strips a part off its item, and keeps what is left alone; leaving a channel still deletes", () => {
    const query = "strip the watermark from file 30001, leave the file alone";
    expect(requestShape(query)).toMatchObject({ asked: ["delete"], spared: [mentions("the file")[0]!.noun] });
    const first = firstHit(kit, query)!;
    expect(toolFacts(first)).toMatchObject({ resource: "watermark", parent: "file" });
    expect(requestShape("leave #ops").asked).toEqual(["delete"]);
    // Leaving a thing alone is no act on it, said first or after.
    expect(requestShape("leave file 30001 alone but delete its old versions").object).toBe(
      mentions("the versions")[0]!.noun,
    );
    expect(requestShape("leave the folder alone, delete lock 9001").spared).toEqual(
      mentions("the folder").map((m) => m.noun),
    );
  });
});

describe("removals said in other shapes", () => {
  it("answers nothing for undoing on an item what no tool removes from that kind of item", () => {
    expect(requestShape("unlock file 30006")).toMatchObject({ undone: "file", unmade: "lock" });
    expect(kit.searchTools("unlock file 30006")).toEqual([]);
    expect(kit.searchTools("unlock folder 20005")[0]?.name).toBe("DeleteFolderLock");
    expect(kit.searchTools("unwatermark file 30003")[0]?.name).toBe("RemoveFileWatermark");
  });

  it("deletes what an item is not to have, or is to have no more of; a bound is no such thing", () => {
    const watermark = mentions("the watermark")[0]!.noun;
    for (const query of ["file 30001 shouldn't have a watermark", "no more watermark on folder 20004"]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["delete"], object: watermark });
      const first = firstHit(kit, query)!;
      expect(toolFacts(first).resource, query).toBe(watermark);
    }
    expect(requestShape("list no more than 5 files in folder 20001").asked).toEqual(["read"]);
  });

  it("cancels what is abandoned, and undoes what de- undoes, keeping its object", () => {
    expect(requestShape("abandon upload session 8001").asked).toEqual(["cancel"]);
    const query = "declassify file 30004";
    expect(requestShape(query)).toMatchObject({ asked: ["delete"], undone: "file" });
    const first = firstHit(kit, query)!;
    expect(toolFacts(first)).toMatchObject({ parent: "file" });
    expect(toolFacts(first).resource).not.toBe("file");
    expect(requestShape("delete file 30001").undone).toBeUndefined();
  });

  it("deletes the compound of an object and the item it is said to be to or on", () => {
    const query = "remove ben's access to hub 3021 but keep the hub (collaboration 3101)";
    const hub = mentions("the hub")[0]!.noun;
    const compound = `${hub} ${requestShape(query).object}`;
    expect(scope.destroyed).toContain(compound);
    const first = firstHit(kit, query)!;
    expect(toolFacts(first).resource).toBe(compound);
  });
});

describe("a container said with its owner", () => {
  it("is the owned noun, not the owner; of the object's own kind, it is the set the object is one of", () => {
    expect(requestShape("remove Bob from Sarah's folder").container).toBe(mentions("the folder")[0]!.noun);
    const device = mentions("the device")[0]!.noun;
    for (const query of [
      "remove the stolen tablet from Priya's devices",
      "take the lost iPhone off Marco's devices, he got a new one",
    ]) {
      expect(requestShape(query), query).toMatchObject({ asked: ["delete"], object: device });
      expect(toolFacts(firstHit(kit, query)!).resource, query).toBe(device);
    }
  });
});

describe("the item an object is said to be on", () => {
  it("is named after a copula or participle as after a bare preposition", () => {
    const file = mentions("the file")[0]!.noun;
    expect(requestShape("what custom attributes are set on file 900?").related).toBe(file);
    expect(requestShape("show the comments that are on file 900").related).toBe(file);
    expect(requestShape("show the comments on file 900").related).toBe(file);
  });

  it("is named after a predicate the tagger reads: adverbs, then an adjective or a participle", () => {
    const folder = mentions("the folder")[0]!.noun;
    expect(requestShape("which collaborations are still pending for folder 77?").related).toBe(folder);
    expect(requestShape("what metadata is currently applied to folder 77").related).toBe(folder);
    expect(requestShape("which collaborations are active on folder 77?").related).toBe(folder);
  });

  it("gives a read of a part of that item the part's tool first, never the item's own details", () => {
    const query = "what custom attributes are set on file 900?";
    const { object, related } = requestShape(query);
    expect(scope.parts).toContain(`${related} ${object}`);
    const first = firstHit(kit, query)!;
    expect(toolFacts(first)).toMatchObject({ action: "list", resource: object, parent: related });
  });
});

describe("a deletion of a field of a record", () => {
  it("answers nothing: the tools delete items and the parts they name, never a field the index says a record holds", () => {
    for (const query of [
      "remove the description from folder 20001",
      "clear the due date on task 5001",
      "delete user 11113's job title",
      "remove the owner of folder 20001",
      "erase folder 20003's description",
      // An act's noun names the field its verb does ("expiration", "expires_at").
      "remove the expiration date from collaboration 70002",
      // A phone number is no device; a phrasal verb's particle stands before the phrase.
      "delete the phone number from user 11113's profile",
      "clear out the phone field for user 11112",
    ]) {
      expect(requestShape(query).part?.words.length, query).toBeGreaterThan(0);
      expect(kit.searchTools(query), query).toEqual([]);
    }
  });

  it("takes people said by a plural noun for those who do for people, though a field's word is said with it", () => {
    const people = toolFacts(firstHit(kit, "take the auditors off folder 20001")!).resource;
    for (const query of [
      "take the external auditors off folder 20001",
      "remove the external contractors from the Finance folder",
    ])
      expect(toolFacts(firstHit(kit, query)!).resource, query).toBe(people);
    // (A plural that is a field's own word stays the field: "the owners", "the triggers".)
    for (const query of [
      "remove the owners from folder 20001",
      "remove the triggers from webhook 5",
      "delete the phone numbers on user 11113's account",
    ])
      expect(kit.searchTools(query), query).toEqual([]);
  });

  it("says so, and what the tools can do with the item: the kit knows the fields its index stores", () => {
    const sentence = kit.nothingFits("remove the description from folder 20001");
    expect(sentence).toMatch(
      /^Nothing fits: no tool can remove the description of a folder\. .* With a folder they can /,
    );
    expect(kit.nothingFits("remove user 11112's password")).toMatch(/remove the password of a user\. .* With a user /);
    // The definitions alone carry no fields: a field is not known as one without the index.
    expect(nothingFits({ definitions }, "remove the description from folder 20001")).toBeUndefined();
  });

  it("ranks tools for a device said as a phone", () => {
    expect(kit.searchTools("remove the phone pin for user 11112")[0]?.name).toBe("DeleteDevicePin");
  });

  it("answers nothing for deleting a thing no tool acts on, unless it only modifies the resource heading its phrase", () => {
    for (const query of ["get rid of the message on task 5003", "erase the login history of user 11112"]) {
      expect(requestShape(query).target, query).toBe("message");
      expect(kit.searchTools(query), query).toEqual([]);
    }
    const mapping = "delete the slack channel mapping 9601 for the folder, not the folder";
    expect(kit.searchTools(mapping)[0]?.name).toBe("DeleteMsgrIntegrationMapping");
  });

  it("ranks tools for what a tool destroys or tells such a tool apart by, and for an item named by its id", () => {
    for (const query of [
      "remove the old secondary address 555 from user 1001",
      "clear the trash of folder 5",
      "delete the email address from user 5",
    ])
      expect(kit.searchTools(query).length, query).toBeGreaterThan(0);
  });

  it("takes a field of any record the kit returns, a flag's too; not words the tools' names say", () => {
    // "password" is a field of no user record, but of a shared link's ("is_password_enabled"): no tool removes one.
    expect(kit.searchTools("remove user 11112's password")).toEqual([]);
    expect(kit.searchTools("get rid of the password protection on folder 20001's shared link")).toEqual([]);
    // A tool's name says "content": what the tools act on is no mere field.
    expect(kit.searchTools("delete the contents of folder 5").length).toBeGreaterThan(0);
    // Someone's is no word of the phrase after it.
    const query = "release the custodian's content from legal hold — hold assignment 3301";
    expect(requestShape(query).part?.words).toEqual(["content"]);
    expect(requestShape("delete the old custodian's description from folder 5").part?.words).toEqual(["description"]);
    const first = firstHit(kit, query)!;
    expect(toolFacts(first).resource).toBe(requestShape(query).object);
  });

  it("takes the fields from the output schema: references resolved, a field that is a resource with its own", () => {
    const defs: Record<string, JsonObject> = {
      Folder: { properties: { description: {}, shared_link: { $ref: "#/$defs/Link" } } },
      Link: { properties: { access: {} } },
      ToolkitCut: { properties: { omitted: {} } },
    };
    const schema: JsonObject = {
      allOf: [{ $ref: "#/$defs/Folder" }, { properties: { cut_to_fit: { $ref: "#/$defs/ToolkitCut" } } }],
    };
    const link = mentions("the shared link")[0]!.noun;
    expect(schemaFields("folder", schema, defs)).toEqual({
      folder: ["description", "shared_link"],
      [link]: ["access"],
    });
    // (A list of such records holds them as its items.)
    const listed: JsonObject = { properties: { shared_links: { type: "array", items: { $ref: "#/$defs/Link" } } } };
    expect(schemaFields("folder", listed, defs)).toEqual({ folder: ["shared_links"], [link]: ["access"] });
    expect(namesField(["due", "date"], ["due_at"])).toBe(true);
    expect(namesField(["owner"], ["owned_by"])).toBe(true);
    expect(namesField(["date"], ["due_at"])).toBe(false);
  });
});

describe("an object named by its own id", () => {
  it("is the deletion's target wherever the request says it is ('kick ben off folder 5 (collaboration 7)')", () => {
    for (const query of [
      "kick ben off folder 20001 (collaboration 70001)",
      "remove ben from folder 20001 (collaboration 70001)",
    ]) {
      const { object, container, count } = requestShape(query);
      expect({ container: container !== undefined, count }, query).toEqual({ container: true, count: "one" });
      const first = firstHit(kit, query)!;
      expect(toolFacts(first), query).toMatchObject({ resource: object, scope: "one" });
      expect(first.annotations.destructiveHint, query).toBe(true);
    }
  });

  it("is the tie of a person removed from a container, when the request names the tie after the person", () => {
    const query = "remove ana from folder 20001 — her collab id is 70001";
    const { nouns, container, person } = requestShape(query);
    expect({ container: container !== undefined, person }).toEqual({ container: true, person: true });
    // The tie is the container's part the request names.
    const tie = nouns.find((m) => scope.parts.includes(`${container} ${m.noun}`))?.noun;
    expect(tie).toBeDefined();
    const first = firstHit(kit, query)!;
    expect(toolFacts(first)).toMatchObject({ resource: tie, scope: "one" });
    expect(first.annotations.destructiveHint).toBe(true);
  });

  // A person removed from a container: the first hit deletes a part of that container.
  const removesPersonsPart = (query: string) => {
    const { container, person } = requestShape(query);
    expect(person, query).toBe(true);
    const first = firstHit(kit, query)!;
    expect(scope.parts, query).toContain(`${container} ${toolFacts(first).resource}`);
    expect(tiesPeople(toolFacts(first).resource), query).toBe(true);
    expect(first.annotations.destructiveHint, query).toBe(true);
    return toolFacts(first);
  };

  it("is a candidate when a person is removed with a verb none of its words has ('boot carl from folder 5')", () => {
    for (const query of ["boot carl from folder 20001", "drop ana from file 30001"]) {
      const { resource } = removesPersonsPart(query);
      expect(resource.split(" ").at(-1), query).toMatch(/^(?:collaboration|membership|member)$/);
    }
  });

  it("is a person's tie when a lower-case first name follows the verb ('kick bob out of folder 5')", () => {
    // (Thrown out of it, too.)
    for (const query of [
      "kick bob out of folder 20001",
      "take bob off folder 20001",
      "throw bob out of folder 20001",
      "take off bob from folder 20001",
    ])
      removesPersonsPart(query);
  });

  it("is a person's tie when the person is an email address whose domain has a hyphen ('ksmith@vestas-partner.com')", () => {
    for (const query of [
      "remove ksmith@vestas-partner.example.com from every folder she's on",
      "take ana@north-west.example.org off folder 20001",
    ])
      removesPersonsPart(query);
  });

  it("is the tie of people named by a kind: one who acts ('the guests'), or one a 'who' clause tells of", () => {
    for (const query of [
      "remove the guests from folder 20001",
      "take the contractors who left off folder 20001",
      "remove the contractor who never accepted from the Design folder",
      // (Or a noun for people by their place that the lexicon tags as nothing more: "the intern", "the volunteers".)
      "remove the intern from the Finance folder",
      "remove the volunteers from folder 20001",
      "take the locum off the Harbour Road folder",
      // (Or one owning what is said of them: "the patient's email".)
      "remove the patient's email from the Referrals folder collaborators",
    ])
      removesPersonsPart(query);
    // (Not such a noun that modifies the one after it: the client's drafts are things; nor one owning things that do
    // not name them, the patient's scans.)
    expect(requestShape("remove the client approved drafts from folder 20001").person).not.toBe(true);
    expect(requestShape("remove the patient's scans from the Referrals folder").person).not.toBe(true);
  });

  it("is a person's tie when the container is named by its name ('remove Tom Becker from the Site Engineers group')", () => {
    for (const query of [
      "remove Tom Becker from the Site Engineers group",
      "remove Ana Silva from the Q3 Board Pack folder",
      // (A word for people in the group's name is the name's: "the Tour Staff group".)
      "drop Dmitri from the Tour Staff group",
    ])
      removesPersonsPart(query);
  });

  it("is a person's tie when the person is a name the lexicon does not know, written with capitals ('Priya Nair')", () => {
    for (const query of [
      "remove Oluwaseun Adeyemi from the Lakehouse Designs folder, he left",
      "kick Siobhan off file 30001",
      "please take Thandeka Mbatha off the Board Pack folder",
    ])
      removesPersonsPart(query);
    // (A capitalised word in a thing's phrase, or in the container's own name, is no person: "the Zorblax", "the
    // Project Zorblax metadata", "from the Project Zorblax folder".)
    for (const query of [
      "remove the Zorblax from folder 20001",
      "remove the Project Zorblax metadata from folder 20001",
      "disconnect the webhook from the Project Zorblax folder",
      // (Nor is a place the lexicon knows, said in the container's phrase: "the london folder".)
      "remove the retention policy from the london folder",
      "delete the watermark from the paris brochure folder",
      // (All in capitals, any unknown word would be a name: a slip or a thing's name is none.)
      "REMOVE TEMPALTE ZORBLAX FROM FILE 30001",
    ])
      expect(requestShape(query).person, query).toBeFalsy();
  });

  it("is a person's tie when the container is told through what lists it ('off the list of people sharing folder 5')", () => {
    // The noun right after "of" is the kind listed, not the container: the container is the item after it.
    expect(removesPersonsPart("take ana off the list of people sharing folder 20001").resource).not.toBe(PERSON);
    // (Told as the access the list is of, the person's tie goes: not their account, not a group's membership.)
    const access = "take bob off the list of people with access to folder 20001";
    expect(toolFacts(firstHit(kit, access)!).resource, access).toBe(mentions("access")[0]!.noun);
  });

  it("removes what is pulled out of a container: the container's part, not a read ('pull user 5 out of group 9')", () => {
    for (const query of [
      "pull user 40001 out of group 50001",
      "pull ana@example.com out of group 50001",
      // (Got out of it, or said by a pronoun got out, as taken out.)
      "get Sam out of the Finance group",
      "Sam was added to the Claims folder by mistake, can you get him out of it?",
    ]) {
      const { asked, container } = requestShape(query);
      expect(asked, query).toEqual(["delete"]);
      const first = firstHit(kit, query)!;
      expect(first.annotations.destructiveHint, query).toBe(true);
      expect(scope.parts, query).toContain(`${container} ${toolFacts(first).resource}`);
    }
    // (Not what one gets out of a group, nor things got out as "them": no deletion comes first.)
    for (const query of [
      "get the names out of the Finance group",
      "get Tom's details out of the Finance group",
      "get those files out of the Finance group",
      "get the spreadsheet out of the Sales team folder",
      "the invoices went to the trash by mistake, get them out",
      "take file 30001 and file 30002 out of the trash",
    ])
      expect(firstHit(kit, query)?.annotations.destructiveHint, query).not.toBe(true);
    // (Said to come out of a channel, which no tool takes anyone out of: nothing fits.)
    expect(
      createMessaging({ accessToken: "unused" }).searchTools("the client can come out of #harbour-road now"),
    ).toEqual([]);
    // What is pulled out of a file is read from it: no deletion comes first.
    for (const query of ["pull the numbers out of the Q3 report", "pull the invoice total out of file 30039"]) {
      expect(requestShape(query).asked, query).not.toContain("delete");
      expect(firstHit(kit, query)?.annotations.destructiveHint, query).not.toBe(true);
    }
  });

  it("is a task's assignment when a person is taken off the task, wherever it is ('remove Sam from task 7')", () => {
    for (const query of ["remove Sam from task 70001", "remove Sam from the review task on file 30001"]) {
      const { container, person, object } = requestShape(query);
      expect([person, object], query).toEqual([true, PERSON]);
      const first = firstHit(kit, query)!;
      expect(toolFacts(first).resource, query).toBe(`${container} assignment`);
      expect(first.annotations.destructiveHint, query).toBe(true);
    }
  });

  it("is a person's tie when the person is named by a login or as everyone ('take ana.silva off folder 5')", () => {
    for (const query of [
      "take ana.silva off folder 20001",
      "remove everyone except me from folder 20001",
      // (Off it, past two of them between the verb and its particle.)
      "take everyone except me and Helen off folder 20001",
    ])
      removesPersonsPart(query);
    // (A file's name is no login: "notes.txt" is not a person.)
    expect(requestShape("remove notes.txt from folder 20001").person).toBeFalsy();
  });

  it("is a person's tie when the person is a pronoun ('remove me from the Party folder'), not one owning a thing", () => {
    for (const query of ["remove me from the Christmas Party folder", "take him off folder 20001"])
      removesPersonsPart(query);
    // (A pronoun before a noun owns it: "her files" are files.)
    expect(requestShape("remove her files from folder 20001").person).toBeFalsy();
  });

  it("is a person's tie when an item is unshared with someone ('unshare folder 5 with Bob')", () => {
    for (const query of [
      "unshare the Reporters' Notes folder with everyone who isn't on the news team",
      "stop sharing folder 20001 with Bob",
      "unshare file 30001 with ana@example.com",
      // (Or from them, or with a team by its name, which the tagger reads as no person, or with nobody named: its
      // people's ties go all the same.)
      "unshare the Budget folder from Finance-Temps",
      "stop sharing file 30001 with Finance-Temps",
      "unshare folder 20001",
    ])
      removesPersonsPart(query);
    // (An undoing of another act, done with someone, is no person's tie: "unlock folder 5 with Bob" unlocks it.)
    for (const query of ["unlock folder 20001 with Bob", "unwatermark the Budget folder with Dana"]) {
      expect(requestShape(query).person, query).toBeFalsy();
      expect(tiesPeople(toolFacts(firstHit(kit, query)!).resource), query).toBe(false);
    }
    // (Nor are people themselves what is unshared: a group's ties to items go, not its members.)
    for (const query of ["stop sharing with the Legal group", "stop sharing the Legal group"]) {
      expect(requestShape(query).person, query).toBeFalsy();
      expect(toolFacts(firstHit(kit, query)!).parent, query).not.toBe("group");
    }
  });

  it("is no person's tie when a company or a thing is taken off a container, but the record its own id names", () => {
    const query = "disconnect the Microsoft Teams channel from folder 20001, integration mapping 70001";
    const { nouns, person } = requestShape(query);
    expect(person).toBeFalsy();
    const first = firstHit(kit, query)!;
    expect(first.annotations.destructiveHint).toBe(true);
    expect(toolFacts(first).resource).toBe(nouns.at(-1)!.noun);
  });

  it("is a person's tie when the person is named by an email address ('remove ana@acme.com from folder 5')", () => {
    for (const query of ["remove ana@example.com from folder 20001", "take j.doe@example.org out of group 50001"])
      removesPersonsPart(query);
  });

  it("is each one's deletion when the request removes many of a part no tool takes off the container at once", () => {
    for (const query of ["remove all collaborators from folder 20001", "remove the comments from file 30001"]) {
      const { object, container, count } = requestShape(query);
      expect({ object: object !== undefined, count }, query).toEqual({ object: true, count: "many" });
      expect(scope.destroyedParts, query).not.toContain(`${container} ${object}`);
      const first = firstHit(kit, query)!;
      expect(toolFacts(first), query).toMatchObject({ resource: object, scope: "one" });
      expect(first.annotations.destructiveHint, query).toBe(true);
    }
  });

  it("is cut off as it is removed", () => {
    expect(requestShape("cut ben's access to folder 20001, collaboration 70001").asked).toEqual(["delete"]);
  });
});

describe("a folder named by a noun", () => {
  it("is the folder, not its contents ('remove the watermark from the tender documents folder')", () => {
    const query = "remove the watermark from the tender documents folder";
    expect(mentions(query).map((m) => m.noun)).toEqual(["watermark", "folder"]);
    const first = firstHit(kit, query)!;
    expect(toolFacts(first)).toMatchObject({ resource: "watermark", parent: "folder" });
    expect(mentions("how big is the Archive folder").map((m) => m.noun)).toEqual(["folder"]);
    expect(mentions("delete the file comments").map((m) => m.noun)).toEqual(["file", "comment"]);
    // (Every word of the name before it: "the bereavement support group notes folder" names no group.)
    expect(mentions("who has access to the bereavement support group notes folder").map((m) => m.noun)).toEqual([
      "collaboration",
      "folder",
    ]);
  });

  it("names a group said twice by the words before it, and takes what that group owns ('the Events Team group's access')", () => {
    const query = "Remove the Events Team group's access from the Patient Stories folder";
    const group = mentions("delete group 5")[0]!.noun;
    expect(mentions(query).map((m) => m.noun)).toEqual([group, "collaboration", "folder"]);
    expect(toolFacts(firstHit(kit, query)!).resource).toBe(mentions("remove Sam's access")[0]!.noun);
  });
});

describe("a question of what is in an item", () => {
  const first = (query: string) => firstHit(kit, query)!;
  it("asks for the item's items, whatever verb says they were put there, not for the item itself", () => {
    for (const [query, noun] of [
      ["what's been uploaded into hub 7120 so far?", "hub"],
      ["what does hub 5 contain", "hub"],
      ["what's in my favourites (collection 11)", "collection"],
      ["list everything in folder 4321 sorted by size, largest first", "folder"],
    ] as const) {
      expect(requestShape(query).contents?.noun, query).toBe(noun);
      const facts = toolFacts(first(query));
      expect([facts.resource, `${facts.parent} ${facts.resource}`], query).toContain(`${noun} item`);
    }
    expect(requestShape("what's been uploaded into hub 7120 so far?").contents?.words).toEqual(["been", "uploaded"]);
    expect(requestShape("who owns folder 5678").contents).toBeUndefined();
  });

  it("is no question of contents when it names what it asks for before 'in' ('what collaborations are in folder 5')", () => {
    for (const query of ["what collaborations are in folder 12345", "what webhooks are in folder 5"]) {
      const shape = requestShape(query);
      expect(shape.contents, query).toBeUndefined();
      expect(toolFacts(first(query)).resource, query).toBe(shape.object);
    }
  });

  it("asks for its members when it asks who is in it, never for one member or another item's memberships", () => {
    for (const [query, noun] of [
      ["how many people are in group 120", "group"],
      ["who is in barrier segment 82", "shield information barrier segment"],
    ] as const) {
      const shape = requestShape(query);
      expect(shape.contents, query).toMatchObject({ noun, of: "members" });
      const facts = toolFacts(first(query));
      expect(facts.resource.startsWith(`${noun} `) && facts.scope !== "one", query).toBe(true);
      expect(facts.parent ?? noun, query).toBe(noun);
      // The members of it are listed: a tool on one member, or the memberships of a user, is not that.
      const members = definitions.map(toolFacts).filter((f) => holdsItems(f, shape));
      expect(members.length, query).toBeGreaterThan(0);
      for (const f of members)
        expect([f.scope, f.parent ?? noun], query).toEqual([expect.not.stringMatching(/^one$/), noun]);
    }
  });
});

describe("a record said to link one thing to another", () => {
  const first = (query: string) => firstHit(kit, query)!;
  it("is that thing's assignment, one when the record's own id is given", () => {
    for (const [query, noun] of [
      ["show me record 3310 that ties the litigation hold to our custodian's account", "legal hold policy"],
      ["look up the record that puts legal hold 77001 on folder 20001, id 3302", "legal hold policy"],
      ["record 6061 that hands task 909 to Dana: is it complete?", "task"],
      ["which folder does retention link 9081 cover, and under which policy?", "retention policy"],
    ] as const) {
      expect(requestShape(query).linked, query).toBe(noun);
      expect(toolFacts(first(query)), query).toMatchObject({ resource: `${noun} assignment`, scope: "one" });
    }
    expect(requestShape("show me legal hold 5 and folder 7").linked).toBeUndefined();
  });

  it("is asked for by which thing an item is on or in, or what a thing is applied to: its links, not the thing", () => {
    for (const [query, noun] of [
      ["WHICH GROUPS is user 310 in", "group"],
      ["which storage policy is user 88 on?", "storage policy"],
      ["how much space is user 8823 allowed, which storage policy is on them", "storage policy"],
      ["what is legal hold 70 applied to?", "legal hold policy"],
      ["which retention policies are applied to folder 5", "retention policy"],
      // (Or said to belong to it.)
      ["what groups does user 5 belong to", "group"],
      ["Which groups does Kev Doyle belong to", "group"],
      // (In a statement's order too.)
      ["Can you tell me which groups Oluwaseun belongs to?", "group"],
      ["can you tell me which groups Dana is in", "group"],
      ["tell me which storage policy user 88 is on", "storage policy"],
      // (Or asked of the speaker, who is the other end: "which groups am I a member of".)
      ["which groups am I in", "group"],
      ["which groups am I a member of", "group"],
    ] as const) {
      expect(requestShape(query).linked, query).toBe(noun);
      expect(toolFacts(first(query)).resource, query).toMatch(new RegExp(`^${noun} (?:assignment|membership)$`));
    }
    expect(requestShape("which groups have user 4 as a member").linked).toBeUndefined();
  });

  it("is asked for by which custodians are on a hold: people, the hold's records that link them to it", () => {
    const query = "Which custodians are on the Henderson v. Trust legal hold?";
    const shape = requestShape(query);
    expect(shape.object).toBe(requestShape("which users are on legal hold 70").object);
    expect(shape.linked).toBe(shape.object);
    const hold = shape.nouns.at(-1)!.noun;
    expect(toolFacts(first(query)).resource).toMatch(new RegExp(`^${hold} assignment$`));
  });

  it("is not asked for by a state said of the thing ('what tasks are overdue on the Appeal folder'): those things", () => {
    const query = "What tasks are overdue on the Christmas Appeal folder?";
    const shape = requestShape(query);
    expect(shape.linked).toBeUndefined();
    expect(toolFacts(first(query)).resource).not.toMatch(new RegExp(`^${shape.object} (?:assignment|membership)$`));
  });

  it("is asked for of a person named by name, who is a user ('what groups is Tom Becker in')", () => {
    const query = "what groups is Tom Becker in";
    const { nouns, linked } = requestShape(query);
    expect(nouns.map((m) => query.slice(m.start, m.end))).toEqual(["groups", "Tom Becker"]);
    expect(nouns.map((m) => m.noun)).toEqual(["group", "user"]);
    expect(linked).toBe("group");
    expect(toolFacts(first(query))).toMatchObject({ resource: "group membership", parent: "user" });
  });

  it("is the item's, when a question asks which users are in an item ('which users are in the Lantern group')", () => {
    const query = "which users are in the Lantern Readers group?";
    const { object, related } = requestShape(query);
    expect(object).toBe(PERSON);
    expect(toolFacts(first(query))).toMatchObject({ resource: `${related} membership`, parent: related });
    // (Not when the item owns another thing said after it: "the Lantern group's folder" is no group's members.)
    const owned = "which users are in the Lantern Readers group's folder?";
    expect(toolFacts(first(owned)).resource).not.toBe(`${related} membership`);
  });

  it("is asked for of a person named by a first and a last name the lexicon does not know, after the copula", () => {
    const query = "what groups is Thandiwe Okonkwo a member of";
    const { nouns } = requestShape(query);
    expect(nouns.map((m) => [query.slice(m.start, m.end), m.noun])).toContainEqual(["Thandiwe Okonkwo", "user"]);
    expect(toolFacts(first(query))).toMatchObject({ resource: "group membership", parent: "user" });
    // (Asked of as a user: "is Thandiwe Okonkwo an admin?" reads users.)
    expect(toolFacts(first("is Thandiwe Okonkwo an admin?")).resource).toBe("user");
  });

  it("is asked for of a person the lexicon does not know, said as the doer after the copula or 'has'", () => {
    for (const query of ["how much storage is Priya using", "how much space has Priya used"]) {
      const { nouns } = requestShape(query);
      expect(
        nouns.map((m) => [query.slice(m.start, m.end), m.noun]),
        query,
      ).toContainEqual(["Priya", "user"]);
      expect(toolFacts(first(query)).resource, query).toBe("user");
    }
    // (Not a thing said to be in a state: "is Kestrel locked".)
    expect(requestShape("is Kestrel locked").nouns.map((m) => m.noun)).not.toContain("user");
  });

  it("is what a deletion of it deletes, before the thing it links, which some tool also deletes", () => {
    for (const [query, noun] of [
      ["delete the record that puts legal hold 77001 on folder 20001", "legal hold policy"],
      ["remove the record tying retention policy 88001 to folder 20002", "retention policy"],
    ] as const) {
      expect(requestShape(query).linked, query).toBe(noun);
      expect(scope.destroyed, query).toContain(noun);
      expect(toolFacts(first(query)), query).toMatchObject({ resource: `${noun} assignment`, action: "remove" });
    }
  });
});

describe("a quote in the object phrase", () => {
  it("opens only where it closes before its clause ends: a stray mark hides no head", () => {
    const closed = requestShape("clear the 'Do Not Use' description on folder 5").part;
    for (const request of ["clear the 'draft description on folder 5", 'clear the "old description on folder 5'])
      expect(requestShape(request).part).toMatchObject({ word: closed?.word, owner: closed?.owner, by: closed?.by });
  });
});

describe("a request of no verb, a thing tied to another by a preposition", () => {
  it("reads that thing of the other: 'members of the group DM G0123ABCD45' are its members", () => {
    const chat = createMessaging({ accessToken: "unused" });
    const query = "members of the group DM G0123ABCD45";
    const shape = requestShape(query);
    expect([shape.verbs.size, shape.asked.length]).toEqual([0, 0]);
    expect(toolFacts(firstHit(chat, query)!)).toMatchObject({ resource: shape.object, parent: shape.related });
  });
});
