// What a request undoes or leaves, read for what goes: a deletion of a thing no tool destroys gets nothing, whatever
// else no tool does is asked after it; and a thing left where it is, is kept. Tool names and resources come from the
// manifest's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { searchScope } from "../runtime/src/search/ranking/scope.js";
import { destroys } from "../runtime/src/search/words/actions.js";

const kit = createToolkit({ accessToken: "unused" });
const scope = searchScope(definitions);

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
    // (Asked after such an act, a deletion's object is not the one said first: deleting file 7 is an act a tool
    // does, so the request is not answered with nothing.)
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
