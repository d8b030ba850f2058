// Items a request discards, told by what they are in the speaker's trade rather than by a word of the kit ("the old
// shift rosters", "the duplicate supplier agreement"): a file, whose deletion comes first among the destructive tools.
// Tools come from the kit's derived facts, never a list here.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";

const kit = createToolkit({ accessToken: "unused" });
/** The facts of the first destructive tool among a request's hits. */
const firstDestroyed = (query: string) => {
  const name = kit.searchTools(query, { limit: 10 }).find((m) => {
    const d = definitions.find((t) => t.name === m.name);
    return d?.annotations.destructiveHint === true;
  })?.name;
  const d = definitions.find((t) => t.name === name);
  return d && toolFacts(d);
};

describe("items discarded by what they are", () => {
  it("are files: their deletion is the first destructive tool", () => {
    for (const query of [
      "delete the old shift rosters from the spring tour",
      "delete the duplicate supplier agreement for Norland Freight",
      "please erase the expired hot work permits for level 2",
    ]) {
      expect(requestShape(query).object, query).toBe("file");
      expect(firstDestroyed(query), query).toMatchObject({ action: "delete", resource: "file" });
    }
  });

  it("are no files when people are what goes, nor when the verb may take away access ('remove')", () => {
    for (const query of ["delete the external guests", "remove the contractor from the design folder"])
      expect(firstDestroyed(query)?.resource, query).not.toBe("file");
  });
});
