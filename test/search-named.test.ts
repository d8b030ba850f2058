// Things a request names without their id: a person by a login ("maria.santos"). Resources come from the kit's
// derived facts, never a list here.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/facts.js";
import { requestShape } from "../runtime/src/search/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const first = (query: string) => toolFacts(firstHit(kit, query)!);

describe("a person named by a login", () => {
  it("is a user, as one named by name is, and a question of which groups they are in asks for their memberships", () => {
    for (const [query, login] of [
      ["which groups is maria.santos in?", "maria.santos"],
      ["what groups is tom_becker in", "tom_becker"],
    ] as const) {
      const shape = requestShape(query);
      const user = shape.nouns.find((m) => m.noun === "user");
      expect(user && query.slice(user.start, user.end), query).toBe(login);
      expect(shape.linked, query).toBe("group");
      const facts = first(query);
      expect([facts.resource.startsWith("group "), facts.parent], query).toEqual([true, "user"]);
    }
  });

  it("is no person when the first part is no first name ('report.pdf')", () => {
    expect(requestShape("which folder is report.pdf in").nouns.map((m) => m.noun)).not.toContain("user");
  });
});
