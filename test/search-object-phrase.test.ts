// The noun phrase a verb acts on: a clause after a stop is no part of it, and a passive's "it" stands for a noun said
// before.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit, firstKind } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const kindOf = (query: string) => firstKind(kit, query);

describe("a clause opening past a stop after the object", () => {
  it("is no part of its phrase: the object is still what the verb acts on", () => {
    for (const query of [
      "delete patient_list.csv, someone saved it",
      "delete patient_list.csv, someone saved it to the reception folder",
    ]) {
      expect(requestShape(query).target, query).toBe("file");
      expect(kindOf(query), query).toEqual({ action: "destroy", resource: "file" });
    }
  });
});

describe("a passive's pronoun subject", () => {
  it("stands for the noun said before it: what the passive destroys", () => {
    const query = "Pete's comment on the driver checklist has a client's phone number in it, it has to be deleted.";
    expect(requestShape(query).object).toBe("comment");
    expect(kindOf(query)).toEqual({ action: "destroy", resource: "comment" });
  });

  it("is its clause's thing, with what ties it to an item: the policy's assignment on the folder, not the policy", () => {
    const query = "the retention policy on folder 5 expired, it should be removed";
    expect(firstHit(kit, query)?.name).toBe(firstHit(kit, "the retention policy on folder 5 should be removed")?.name);
  });
});
