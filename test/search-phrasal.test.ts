// Requests whose action is a phrase, a predicate or a noun: the object may stand inside a phrasal verb, a verb's
// particle or goal may say what it does, and a predicate acts on its subject.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/facts.js";
import { requestShape } from "../runtime/src/search/grammar.js";

const kit = createToolkit({ accessToken: "unused" });
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
});
