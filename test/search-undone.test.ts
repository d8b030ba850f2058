// What a request undoes or leaves, read for what goes: a verb that undoes a thing the kit has no resource for
// ("unpin") destroys nothing of the item; a deletion of a thing no tool destroys gets nothing, whatever else no tool
// does is asked after it; and a thing left where it is, is kept. Tool names and resources come from the manifest's
// derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { destroys, wordAction } from "../runtime/src/search/words/actions.js";
import { mentions } from "../runtime/src/search/words/vocabulary.js";

const kit = createToolkit({ accessToken: "unused" });
const facts = new Map(definitions.map((d) => [d.name, toolFacts(d)]));
const scope = searchScope(definitions);
const first = (query: string) => kit.searchTools(query)[0]?.name;
const destructive = new Set(definitions.filter((d) => d.annotations.destructiveHint).map((d) => d.name));

describe("a verb that undoes a thing the kit has no resource for", () => {
  // A verb "un…" that deletes, undoing what its root names, a thing no resource of the kit is called.
  const root = "pin";
  it("destroys nothing of the item it is said of: nothing fits", () => {
    expect(destroys(wordAction(`un${root}`)!)).toBe(true);
    expect(scope.resources.filter((r) => r.split(" ").includes(root))).toEqual([]);
    for (const query of [`un${root} the old itinerary in #tour-updates`, `un${root} file 5`])
      expect(kit.searchTools(query), query).toEqual([]);
  });

  it("still deletes the thing itself when the kit has it by a longer name, or a tie taken from a place", () => {
    const thing = scope.destroyed.find((r) => r.split(" ").some((w) => w.startsWith(root) && w !== root))!;
    expect(thing).toBeDefined();
    const query = `un${root} the ${thing.split(" ")[0]} ${root} on Sam's phone`;
    expect(facts.get(first(query)!)?.resource, query).toBe(mentions(`the ${thing.split(" ")[0]} ${root}`)[0]?.noun);
    // (A thing the kit names by the root's own word is no such thing: "unlink" a mapping, from its folder or not.)
    for (const query of ["unlink the #design Slack channel from its folder", "unlink Slack channel mapping 42"])
      expect(destructive.has(first(query)!), query).toBe(true);
  });
});

describe("a deletion of a thing no tool destroys", () => {
  it("gets nothing beside an act asked after it that no tool does either", () => {
    const [, made] = requestShape("delete the shared link on folder 5 and make a new one").asked;
    expect(scope.can).not.toContain(made);
    for (const query of [
      "delete the shared link on folder 5",
      "delete the shared link on folder 5 and make a new one",
      "Delete the shared link on the whole Submissions folder and make a new one that only lets people upload.",
    ])
      expect(kit.searchTools(query), query).toEqual([]);
    // (Asked after such an act, a deletion's object is not the one said first: a tool deletes file 7.)
    const query = "rename the shared link on folder 5 and delete file 7";
    expect(kit.searchTools(query), query).not.toEqual([]);
  });
});

describe("a thing left where it is", () => {
  it("is kept: no deletion is asked, and an act no tool does beside it gets nothing", () => {
    for (const query of [
      "copy file 5 into folder 7 and leave the original where it is",
      "copy the stems into the Stems folder and leave the originals in place",
    ]) {
      expect(requestShape(query).asked.some(destroys), query).toBe(false);
      expect(kit.searchTools(query), query).toEqual([]);
    }
  });
});
