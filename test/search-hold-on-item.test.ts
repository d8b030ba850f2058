// A thing taken off an item it is put on goes by the record that puts it there: "remove the legal hold from folder 4"
// is the hold's assignment to the folder, not the hold itself; and a hold said by its matter's name ("the Smith hold"),
// whose name may read as a person's, is that hold, never someone's collaboration.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { tiesPeople } from "../runtime/src/search/request/ties.js";
import { titleOf } from "../runtime/src/search/words/vocabulary.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
// The noun "hold" names as a title's last word, and the record that puts one on an item.
const hold = titleOf("hold")!;
const assignment = kit.definitions.find(
  (d) => d.annotations.destructiveHint && toolFacts(d).resource === `${hold} assignment`,
)!;

describe("a hold said by its matter's name", () => {
  it("taken off an item, is the hold's assignment, not a person's access", () => {
    expect(assignment).toBeDefined();
    for (const query of ["take the Smith hold off folder 4", "remove the Smith hold from folder 4"])
      expect(firstHit(kit, query)?.name, query).toBe(assignment.name);
  });

  it("leaves a person said by name taken off the item", () => {
    const first = firstHit(kit, "remove Tom Smith from folder 4")!;
    expect(tiesPeople(toolFacts(first).resource)).toBe(true);
  });
});

describe("a hold taken off an item it is put on", () => {
  it("goes by its assignment to the item, not by the hold's own deletion", () => {
    for (const query of [
      "remove the litigation hold for the Smith matter from folder 4",
      "remove the Smith matter legal hold from folder 4",
    ])
      expect(firstHit(kit, query)?.name, query).toBe(assignment.name);
  });
});
