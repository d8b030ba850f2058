// A thing taken off an item it is put on goes by the record that puts it there: "remove the legal hold from folder 4"
// is the hold's assignment to the folder, not the hold itself; and a hold said by its matter's name ("the Smith hold"),
// whose name may read as a person's, is that hold, never someone's collaboration.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { tiesPeople } from "../runtime/src/search/request/ties.js";
import { titleOf } from "../runtime/src/search/words/vocabulary.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { placeTerms } from "../runtime/src/search/request/clauses.js";
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

describe("a word the tagger reads as a phrasal verb ('hold on') after a name or a compound in a verb's object", () => {
  it("is the noun they modify, no act of its own: the hold is what goes", () => {
    for (const query of [
      "remove the Smith hold on the incident files",
      "remove the slip-and-fall hold on the incident files",
    ])
      expect(requestShape(query).asked, query).toEqual(["delete"]);
    // (A hyphen's words are one compound: its "and" opens no clause of its own, and "it" stands for the hold.)
    const lifted =
      "Our lawyer says the slip-and-fall hold on the Riverside incident files can be lifted, please remove it.";
    expect(
      new Set(
        placeTerms(lifted.toLowerCase())
          .slice(0, 8)
          .map((p) => p.clause),
      ).size,
    ).toBe(1);
    expect(toolFacts(firstHit(kit, lifted)!).resource.startsWith(hold), lifted).toBe(true);
  });

  it("leaves a bare verb after the object of a verb that lets or makes it act: 'let the admin wipe out the trash'", () => {
    for (const query of ["let the admin wipe out the trash", "have the intern wipe out the old versions"])
      expect(requestShape(query).asked, query).toEqual(["delete"]);
  });

  it("leaves a verb after 'does' and its subject the verb: 'what does the style guide recommend' asks what it says", () => {
    const asked = requestShape("what does the style guide recommend?");
    expect(asked.says).toBeDefined();
    expect(asked.says).toBe(requestShape("what does the style guide say?").says);
  });
});
