// Governance requests that do not say which item they mean ("is anything under a legal hold?"): a tool that lists
// records filtered by such an item's id (a required parameter naming its kind) starts at the listing of that kind,
// which finds the id; so does one that names such an item by its name. One that asks which such item applies to a folder
// it gives by id is not answered by that item's compounds, which need its id. Tools and kinds come from the bindings
// and the derived facts, never named here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { takesId, toolFacts } from "../runtime/src/search/tools/facts.js";
import { nameWords } from "../runtime/src/search/words/name-words.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { filtersByName, opensKind, takesOtherIds } from "../runtime/src/search/ranking/ids.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });

/** The kinds a tool's required parameters name by their ids ("legal_hold_policy_id": legal hold policy). */
const requiredKinds = (d: (typeof definitions)[number]) =>
  ((d.inputSchema.required ?? []) as string[]).flatMap((p) => {
    const kind = /^(.+)_id$/.exec(p)?.[1];
    return kind === undefined ? [] : [nameWords(kind).toLowerCase()];
  });

describe("a request that asks which item of a kind it means", () => {
  it("starts at the listing of that kind, before the records filtered by one item's id", () => {
    const query = "is anything currently under a legal hold? which custodians?";
    const kind = requestShape(query).object!;
    // The filtered listing: every record of a compound of the kind, by a required id of the kind.
    const filtered = definitions.find((d) => {
      const f = toolFacts(d);
      return f.scope === "every" && f.resource.startsWith(`${kind} `) && requiredKinds(d).includes(kind);
    });
    const opening = definitions.find((d) => opensKind(d, toolFacts(d)) && toolFacts(d).resource === kind);
    expect(filtered).toBeDefined();
    expect(opening).toBeDefined();
    const names = kit.searchTools(query).map((h) => h.name);
    expect(names.slice(0, 2), query).toEqual([opening!.name, filtered!.name]);
  });

  it("is no such request when it gives the item's id: the filtered records come first", () => {
    const query = "which custodians are under legal hold policy 4410?";
    const hit = kit.searchTools(query)[0]?.name;
    const first = definitions.find((d) => d.name === hit)!;
    const kind = requestShape(query).nouns.at(-1)!.noun;
    expect(toolFacts(first).scope).toBe("every");
    expect(requiredKinds(first)).toContain(kind);
  });
});

describe("an item of a kind said with an indefinite determiner, no id nor name", () => {
  it("is found by the listing of its kind before the read of one item that needs its id", () => {
    const query = "are the legal team and the trading desk separated by an ethical wall?";
    const shape = requestShape(query);
    const wall = shape.nouns.at(-1)!;
    // (The kind is no object of the request: the teams are.)
    expect(shape.object).not.toBe(wall.noun);
    const [first, second] = kit.searchTools(query).map((h) => definitions.find((d) => d.name === h.name)!);
    expect(opensKind(first!, toolFacts(first!)), query).toBe(true);
    expect(toolFacts(first!).resource).toBe(wall.noun);
    expect(toolFacts(second!)).toMatchObject({ scope: "one", resource: wall.noun });
  });
});

describe("an item of a kind named by its name, no id", () => {
  it.each(['show me the retention policy "Seven Year Ledger"', 'what is the legal hold policy "Harbor Dispute" about'])(
    "is found by the listing of its kind before the read of one item that needs its id: %s",
    (query) => {
      const shape = requestShape(query);
      expect(shape.byName).toContain(shape.object);
      const [first, second] = kit.searchTools(query).map((h) => definitions.find((d) => d.name === h.name)!);
      expect(opensKind(first!, toolFacts(first!)), query).toBe(true);
      expect(filtersByName(first!)).toBe(true);
      expect(toolFacts(first!).resource).toBe(shape.object);
      expect(toolFacts(second!)).toMatchObject({ scope: "one", resource: shape.object });
    },
  );
});

describe("a request that asks its object of a file or folder it gives by id", () => {
  it("is answered by a tool on the object before one on its compound that needs the object's id", () => {
    const query = "which retention policy covers folder 5120?";
    const shape = requestShape(query);
    const given = new Set(shape.nouns.filter((n) => n.noun !== shape.object).map((n) => n.noun));
    expect(given.size).toBeGreaterThan(0);
    const defs = kit
      .searchTools(query, { limit: definitions.length })
      .map((h) => definitions.find((d) => d.name === h.name)!);
    // The kit has a compound of the object reached by the object's id (a policy's assignments), and the first answer
    // is on the object itself.
    const compound = (d: (typeof definitions)[number]) =>
      takesId(d) && takesOtherIds(toolFacts(d), given) && toolFacts(d).resource.startsWith(`${shape.object!} `);
    expect(defs.some(compound), query).toBe(true);
    expect(toolFacts(defs[0]!).resource, query).toBe(shape.object);
  });

  it("is not answered by a listing of items of the given one's kind held by another record, whose id it needs", () => {
    const query = "is file 8812 covered by any retention policy";
    const given = new Set(requestShape(query).nouns.map((n) => n.noun));
    const first = toolFacts(firstHit(kit, query)!);
    // (Such listings are in the kit: files under a policy's assignment, or on a hold's.)
    const held = definitions.map(toolFacts).filter((f) => f.scope === "part" && given.has(f.resource));
    expect(held.length).toBeGreaterThan(0);
    expect(held, query).not.toContainEqual(first);
  });
});

describe("an item told by its party or subject, no noun of its kind said, no id", () => {
  it.each(["has the caterer signed the venue booking form yet?", "find the signed copy of the Birchwood depot lease"])(
    "is found by the listing of the kind the read by id reads, before that read: %s",
    (query) => {
      const [first, second] = kit.searchTools(query).map((h) => definitions.find((d) => d.name === h.name)!);
      // (No noun of the kind found is said; a document's may be: "the venue booking form".)
      expect(requestShape(query).nouns.map((n) => n.noun)).not.toContain(toolFacts(first!).resource);
      expect(opensKind(first!, toolFacts(first!)), query).toBe(true);
      expect(takesId(second!)).toBe(true);
      expect(toolFacts(second!)).toMatchObject({ scope: "one", resource: toolFacts(first!).resource });
    },
  );

  it("reads a hyphened word for the kind as its noun: the item it names, by no id, is found by the listing", () => {
    const query = "what's the status of the e-sign request I mailed the printer last week";
    const [first, second] = kit.searchTools(query).map((h) => definitions.find((d) => d.name === h.name)!);
    expect(requestShape(query).nouns.map((n) => n.noun)).toEqual([toolFacts(first!).resource]);
    expect(opensKind(first!, toolFacts(first!)), query).toBe(true);
    expect(toolFacts(second!)).toMatchObject({ scope: "one", resource: toolFacts(first!).resource });
  });

  it("is read by its id first when nothing but a pronoun tells it (one at hand)", () => {
    const hit = kit.searchTools("has it been signed yet?")[0]?.name;
    const first = definitions.find((d) => d.name === hit)!;
    expect(takesId(first)).toBe(true);
    expect(toolFacts(first).scope).toBe("one");
  });
});

describe("a request that does not know which item holds the parts a tool lists", () => {
  const byName = (name: string) => definitions.find((d) => d.name === name)!;
  /** Whether a tool lists parts of an item of the kind, or records filtered by such an item's id. */
  const reachedBy = (d: (typeof definitions)[number], kind: string) =>
    (toolFacts(d).scope === "part" && toolFacts(d).parent === kind && takesId(d)) || requiredKinds(d).includes(kind);

  it.each([
    "what retention policy applies to the Bexley Claims folder?",
    "is the Bexley Claims folder under a retention policy?",
    "show me the retention policy on the Bexley Claims folder",
    "are any files under legal hold in the Bexley Claims folder?",
  ])("starts at the listing of that item's kind, which finds it: %s", (query) => {
    const [first, ...rest] = kit.searchTools(query).map((h) => byName(h.name));
    expect(opensKind(first!, toolFacts(first!)), `${query}: ${first!.name}`).toBe(true);
    expect(rest.some((d) => reachedBy(d, toolFacts(first!).resource))).toBe(true);
  });

  it("lists the parts of an item it names first: 'list everyone in the Legal group'", () => {
    const first = byName(kit.searchTools("list everyone in the Legal group")[0]!.name);
    expect(toolFacts(first)).toMatchObject({ scope: "part" });
    expect(takesId(first)).toBe(true);
  });
});

describe("people said to be kept from talking to each other", () => {
  it("are kept so by an information barrier, not by their groups", () => {
    const barrier = toolFacts(firstHit(kit, "which ethical walls do we have")!).resource;
    for (const query of ["which groups can't talk to each other", "who can't talk to the sales team"])
      expect(toolFacts(firstHit(kit, query)!).resource.startsWith(barrier), query).toBe(true);
  });
});
