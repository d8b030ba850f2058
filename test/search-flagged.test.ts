// A kind named by a flag its records hold ("the admin") is answered by the listing of every such item, though no word
// of that listing's is the request's: the structure names it (unworded.ts). The listing is derived, never named.
import { createToolkit } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });

describe("a question of who holds a flag, with no word of the listing's", () => {
  it("reads the listing of every such item first", () => {
    const users = requestShape("list the users").object;
    for (const query of ["who's the admin", "who is the slack admin?", "who are the admins"]) {
      const first = firstHit(kit, query);
      expect(first && toolFacts(first), query).toMatchObject({ action: "list", resource: users, scope: "every" });
    }
  });
});
