// A question of who is the person a phrase describes by what they are, no name nor id, picks them out of all the
// kit's people: the listing of every person, derived from the kit's definitions, never named.
import { createToolkit, definitions } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
// The listing of every person: the unqualified listing of the resource the kit's own-account read is on.
const person = definitions.map(toolFacts).find((f) => f.qualifiers.includes("authenticated"))!.resource;

describe("who is the person a phrase describes", () => {
  it("is read from the listing of every person", () => {
    for (const request of [
      "who's the payroll lead",
      "can you find out who the head groundskeeper is, I want to send them the mower quotes",
      "who are the owners of this workspace",
      // (Or by a right they hold.)
      "who has admin rights",
      "who holds the co-admin role",
    ]) {
      expect(requestShape(request).described, request).toBe(true);
      const first = toolFacts(firstHit(kit, request)!);
      expect([first.resource, first.scope, first.qualifiers], request).toEqual([person, "every", []]);
    }
  });

  it("is no such question where a thing of the kit's is named in its clause or before it, or an act follows", () => {
    for (const request of [
      "who's the owner of #garden-club",
      "the #garden-club channel — who's the owner?",
      "who's the right person to ask about the mower quotes",
      "who has access to #garden-club",
    ])
      expect(requestShape(request).described, request).toBeUndefined();
  });

  it("is no such question where its clause names the signed-in account, whose own read answers", () => {
    for (const request of ["who's the current user on this workspace", "who is the signed-in user right now"]) {
      expect(requestShape(request).described, request).toBeUndefined();
      expect(toolFacts(firstHit(kit, request)!).qualifiers, request).toContain("authenticated");
    }
  });
});
