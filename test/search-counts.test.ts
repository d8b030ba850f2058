// One item or many: a request for many of a kind of item (files, folders, web links) fits a listing of items, which
// lists every kind of them, as well as a tool on that kind.
import { createToolkit, definitions } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../runtime/src/contract.js";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { schemaValues } from "../runtime/src/search/tools/field-values.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { widerListings } from "../runtime/src/search/ranking/narrowing.js";
import { listsParts } from "../runtime/src/search/tools/part-listing.js";
import { everyMention, plural } from "../runtime/src/search/words/vocabulary.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });

describe("many of a kind of item", () => {
  it("is what a listing of items lists", () => {
    const query = "show all folders I've deleted";
    expect(requestShape(query)).toMatchObject({ object: "folder", count: "many" });
    const first = firstHit(kit, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: "item", qualifiers: ["trashed"] });
    // (The trash's listing is the one tool that lists trashed items.)
    const listings = definitions.map(toolFacts).filter((f) => f.action === "list" && f.qualifiers.includes("trashed"));
    expect(listings.map((f) => f.resource)).toEqual(["item"]);
  });

  it("is whatever the trash holds, when the request names no kind: the trash's listing, not a read of one by its id", () => {
    const query = "before emptying it, show me whatever has been in the trash for a month";
    expect(requestShape(query).nouns).toEqual([]);
    const first = firstHit(kit, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", scope: "every", qualifiers: ["trashed"] });
    // (Nor when it asks who did an act: the record of acts tells.)
    const told = "who deleted what's in the trash";
    expect(requestShape(told).deed).toMatchObject({ verb: "delete" });
    expect(firstHit(kit, told)?.name).toBe(firstHit(kit, "who deleted file 5")?.name);
    expect(firstHit(kit, told)?.name).not.toBe(first?.name);
  });
});

describe("one person said by a possessive", () => {
  it("is one: the 's' of 'Tom Okafor's' is no plural's", () => {
    for (const query of [
      "Show me failed login attempts for Tom Okafor's account this week",
      "what's Jo Okafor's email",
    ])
      expect(requestShape(query).count, query).not.toBe("many");
  });
});

describe("many of a kind, asked for by a listing verb", () => {
  it("is that kind's listing: the verb adds nothing to a listing of a kind the request does not name", () => {
    const query = "list all the channels in the workspace";
    const shape = requestShape(query);
    expect(shape).toMatchObject({ verb: "list", count: "many" });
    const first = firstHit(createMessaging({ accessToken: "unused" }), query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: shape.object, scope: "every" });
  });

  it("is that kind's listing when every one is said in the singular, as when all are said in the plural", () => {
    for (const query of ["list every group", "show each group"]) {
      const shape = requestShape(query);
      expect(shape.count, query).toBe("many");
      const first = firstHit(kit, query);
      expect(first && toolFacts(first), query).toMatchObject({
        action: "list",
        resource: shape.object,
        scope: "every",
      });
      expect(first?.name, query).toBe(firstHit(kit, `list all ${plural(shape.object!)}`)?.name);
    }
  });
});

describe("two items of a kind said together", () => {
  it("are many, both of the item named after the second: the listing of its parts, not a read of one", () => {
    const query = "what's the difference between version 3 and version 5 of file 4410?";
    const shape = requestShape(query);
    expect(shape).toMatchObject({ count: "many", related: "file" });
    const facts = toolFacts(firstHit(kit, query)!);
    expect([facts.action, facts.resource, facts.parent]).toEqual(["list", shape.object, shape.related]);
    // (One of them alone is one.)
    expect(requestShape("what's in version 3 of file 4410?").count).toBe("one");
  });
});

describe("many parts of an item named by its name", () => {
  it("are the listing of its parts, not a read of one ('is there a newer version of the … brief?')", () => {
    const query = "is there a newer version of the sound design brief than the one I have open (v4)?";
    const shape = requestShape(query);
    expect(shape).toMatchObject({ existential: true, count: "many" });
    const facts = toolFacts(firstHit(kit, query)!);
    expect([facts.action, facts.resource, facts.scope]).toEqual(["list", shape.object, "part"]);
  });
});

describe("one part of an item, told by its order or its time, with no id of it", () => {
  it("starts at the listing of the item's parts, which gives the id the read of one part needs", () => {
    const facts = (name: string) => toolFacts(definitions.find((d) => d.name === name)!);
    for (const query of [
      "what's the oldest version of the Travel Policy we still have?",
      "which version of the onboarding deck did we send the client last spring?",
    ]) {
      const shape = requestShape(query);
      const hits = kit.searchTools(query).map((h) => facts(h.name));
      const first = hits.findIndex((f) => f.resource === shape.object);
      expect(hits[first], query).toMatchObject({ action: "list", scope: "part" });
      // (The read of one part by its id still follows it.)
      expect(hits[first + 1], query).toMatchObject({
        resource: shape.object,
        scope: "one",
        parent: hits[first]!.parent,
      });
    }
    // Given the part's id, its own read comes first.
    const one = firstHit(kit, "show me version 87 of file 610");
    expect(one && toolFacts(one)).toMatchObject({ scope: "one", parent: "file" });
  });
});

describe("the parts of entries of a listing the request seeks, with no value for them", () => {
  it("start at the wider listing, which finds the entries ('threads in #qa that nobody replied to')", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const wider = widerListings(messaging.definitions);
    const [narrower, key] = Object.entries(wider)[0]!;
    const listing = messaging.definitions.find((d) => listsParts(toolFacts(d)) === key)!;
    const names = (query: string) => messaging.searchTools(query).map((h) => h.name);
    for (const query of [
      "show me threads in #qa-deviations that nobody replied to",
      "find the thread where someone posted the new sepsis workflow last week in #ed-physicians",
    ]) {
      const hits = names(query);
      expect(hits[0], query).toBe(listing.name);
      expect(hits[1], query).toBe(narrower);
    }
    // Given the entry's value, telling of the one entry it means, or naming the parts by the narrower listing's own
    // noun for them, the narrower listing comes first.
    const parts = toolFacts(messaging.definitions.find((d) => d.name === narrower)!).resource;
    for (const query of [
      "summarise the thread I started at 1719000000.000100 in my DM with bob",
      "show me the thread under the budget announcement in #finance-team",
      `show me all ${plural(parts)} to the budget announcement in #finance-team`,
    ])
      expect(names(query)[0], query).toBe(narrower);
    // (No listing of the files' kit narrows another.)
    expect(widerListings(definitions)).toEqual({});
  });
});

describe("an item said by its mark", () => {
  it("is one item of its noun: '#random' is one channel, whose record a question of it asks", () => {
    const query = "who's the owner of the #random channel and when was it created";
    const shape = requestShape(query);
    expect(shape).toMatchObject({ count: "one" });
    expect(shape.nouns.map((n) => n.noun)).toEqual([shape.object]);
    const first = firstHit(createMessaging({ accessToken: "unused" }), query);
    expect(first && toolFacts(first)).toMatchObject({ resource: shape.object, scope: "one" });
    // ("whos", its apostrophe left out, asks the same question.)
    const bare = "whos the owner of the #random channel";
    expect(requestShape(bare)).toMatchObject({ question: true, count: "one" });
    const owner = firstHit(createMessaging({ accessToken: "unused" }), bare);
    expect(owner && toolFacts(owner)).toMatchObject({ resource: shape.object, scope: "one" });
  });

  it("is asked a state its record holds as a flag by a yes/no question: 'is #general archived?'", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    // (What the request leaves out is no other thing asked: "no messages needed".)
    const spared = "is #general archived or public? no messages needed";
    expect(requestShape(spared).spared).toHaveLength(1);
    for (const query of ["is #general archived?", "is channel C0123ABCD private", spared]) {
      const shape = requestShape(query);
      const first = firstHit(messaging, query);
      expect(first && toolFacts(first), query).toMatchObject({ resource: shape.object, scope: "one" });
    }
  });

  it("names a kind by a flag its records hold ('the admins'): the listing of every such item answers which they are", () => {
    const messaging = createMessaging({ accessToken: "unused" });
    const users = requestShape("list the users").object;
    for (const query of [
      "who are the workspace admins and owners",
      "who's the admin here? I need a guest account for my contractor",
    ]) {
      const first = firstHit(messaging, query);
      expect(first && toolFacts(first), query).toMatchObject({ action: "list", resource: users, scope: "every" });
    }
    // (One item said by its mark is asked the flag of itself: "is #ops private".)
    const one = firstHit(messaging, "is #ops private");
    expect(one && toolFacts(one)).toMatchObject({ scope: "one" });
    // (Nor is one person named by name, asked yes or no.)
    for (const query of ["is Sam Reyes an admin?", "check whether Sam Reyes is an admin"]) {
      const named = firstHit(messaging, query);
      expect(named && toolFacts(named), query).toMatchObject({ resource: users, scope: "one" });
    }
  });

  it("names a kind by a value a field of its records takes ('the co-admins'): the listing of every such item", () => {
    const users = requestShape("list the users").object;
    // (Also when the request names the kind itself, the value picking some: "every user with admin or co-admin rights".)
    const picked = ["list every user with admin or co-admin rights", "which users have admin or co-admin roles?"];
    for (const query of ["list every co-admin", "show me every admin in the enterprise", ...picked]) {
      const first = firstHit(kit, query);
      expect(first && toolFacts(first), query).toMatchObject({ action: "list", resource: users, scope: "every" });
    }
    // (Not where the value says what the kind's own are of: "logins on admin accounts" are no listing of users.)
    const events = firstHit(kit, "show me failed login attempts on admin accounts this week");
    expect(events && toolFacts(events)).not.toMatchObject({ resource: users, scope: "every" });
    // (A person named by name, asked yes or no, is asked of their own record, found by that listing.)
    const asked = kit.searchTools("is Marcus Webb an admin?").slice(0, 2);
    const read = asked.map((h) => toolFacts(definitions.find((d) => d.name === h.name)!));
    expect(read).toContainEqual(expect.objectContaining({ action: "get", resource: users, scope: "one" }));
    // (A field's values name kinds when the tagger reads each as a noun: a role, not a reach nor a state.)
    const schema: JsonObject = {
      properties: {
        role: { enum: ["admin", "coadmin"] },
        copy_access: { enum: ["all", "company", "none"] },
        status: { enum: ["active", "inactive"] },
      },
    };
    expect(schemaValues("user", schema, {})).toEqual({ user: ["admin", "coadmin"] });
  });

  it("is a version said alone by its number ('v3'), two of them many, never a word of a file's name", () => {
    const query = "what changed between v3 and v4 of the Drainage Calc Spreadsheet?";
    const shape = requestShape(query);
    const version = requestShape("list the versions of file 5").object;
    expect(everyMention(query).filter((m) => m.noun === version)).toHaveLength(2);
    expect(shape).toMatchObject({ object: version, count: "many", related: "file" });
    const facts = toolFacts(firstHit(kit, query)!);
    expect([facts.action, facts.resource, facts.parent]).toEqual(["list", version, "file"]);
    for (const name of ["find SOP v7.docx", "where is budget_v3.xlsx"])
      expect(
        everyMention(name).map((m) => m.noun),
        name,
      ).not.toContain(version);
  });

  it("is no second item beside its noun: 'the #design Slack channel', 'channel #ops'", () => {
    for (const query of ["unlink the #design Slack channel from its folder", "archive channel #ops"]) {
      const said = everyMention(query).filter((n) => n.noun === requestShape("#ops").object);
      expect(said, query).toHaveLength(1);
      expect(said[0]!.start, query).toBe(query.indexOf("channel"));
    }
  });
});

describe("many of a kind, with no id", () => {
  it("start at the listing of that kind, which comes before the read of one item by its id", () => {
    const query = "which retention policies are there, and how long does each one keep things";
    const shape = requestShape(query);
    expect(shape).toMatchObject({ count: "many" });
    const facts = (name: string) => toolFacts(definitions.find((d) => d.name === name)!);
    const hits = kit.searchTools(query).map((h) => facts(h.name));
    expect(hits[0]).toMatchObject({ action: "list", resource: shape.object, scope: "every" });
    // (The read of one such item still follows it.)
    expect(hits.some((f) => f.resource === shape.object && f.scope === "one")).toBe(true);
    // Given one's id, its own read comes first.
    const one = firstHit(kit, "how long does retention policy 901 keep things? show the policy");
    expect(one && toolFacts(one)).toMatchObject({ resource: shape.object, scope: "one" });
  });
});

describe("one of a kind told by what it covers, or by a record it links, with no id", () => {
  it("starts at the listing of that kind, before the read of one item (or of its compound) by its id", () => {
    const facts = (name: string) => toolFacts(definitions.find((d) => d.name === name)!);
    for (const query of [
      // (What it covers, named after it.)
      "which retention policy covers the Payroll folder",
      // (A custodian on a hold is the hold's assignment: a record the hold links.)
      "which custodian sits on the legal hold for the Harbour merger",
    ]) {
      const shape = requestShape(query);
      expect(shape.count, query).not.toBe("many");
      const kind = shape.nouns.map((n) => n.noun).find((n) => n.endsWith("policy"))!;
      const hits = kit.searchTools(query).map((h) => facts(h.name));
      expect(hits[0], query).toMatchObject({ action: "list", resource: kind, scope: "every" });
      // (The read of one such item, or of a record it links, still follows it.)
      expect(
        hits.some((f) => f.resource.startsWith(kind) && f.scope === "one"),
        query,
      ).toBe(true);
    }
  });
});

describe("an amount asked of what a place holds", () => {
  it("is no download's: a download fetches content, which tells no count or size", () => {
    for (const query of [
      "how many GB is the Field Audio archive",
      "folder 6620 — how big is it and how many files are in it",
      "what are the largest files in folder 6620",
    ])
      expect(toolFacts(firstHit(kit, query)!).action, query).not.toBe("download");
    // (Unless the request asks to download them.)
    expect(toolFacts(firstHit(kit, "download the ten biggest files in folder 6620")!).action).toBe("download");
  });
});

describe("a person said by an email address", () => {
  it("is one person, whose parts the request reads ('the group memberships for tom@…': his)", () => {
    const query = "list the group memberships for tom.whitfield@quarrylane-arch.co.uk";
    const shape = requestShape(query);
    expect(shape.related).toBeDefined();
    expect(firstHit(kit, query) && toolFacts(firstHit(kit, query)!)).toMatchObject({
      resource: shape.object,
      parent: shape.related,
    });
  });
});
