// A yes-or-no question of a person named by name, of what they are or where, asks of that person's record; the tool
// that reads one person's record is derived from the kit's definitions, never named.
import { createToolkit, definitions } from "@toolgen/messaging";
import { createToolkit as createContent } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const content = createContent({ accessToken: "unused" });

describe("a polar question of a person named by name", () => {
  it("reads that person's record first, whatever else its words name", () => {
    for (const request of [
      "is Nadia Okoro on slack yet? she starts monday",
      "is Omar Haddad a guest or a full member",
      "is Beatrix Lund still on slack or did she leave",
    ]) {
      const shape = requestShape(request);
      expect(shape.polar, request).toBe(true);
      const first = toolFacts(firstHit(kit, request)!);
      expect([first.resource, first.scope, first.qualifiers], request).toEqual([shape.object, "one", []]);
    }
  });

  it("is asked as well by 'who is', of a name the lexicon may not know", () => {
    for (const request of ["who is Marcus Lee in slack, which depot is he at?", "who's Priya Shah"]) {
      const shape = requestShape(request);
      expect(shape.polar, request).toBe(false);
      const first = toolFacts(firstHit(kit, request)!);
      expect([first.resource, first.scope, first.qualifiers], request).toEqual([shape.object, "one", []]);
    }
  });

  it("is no question of the person where it names a place they are in", () => {
    const request = "is Omar Haddad a member of #design";
    const first = toolFacts(firstHit(kit, request)!);
    const place = definitions.map(toolFacts).find((f) => f.resource === first.resource && f.parent !== undefined);
    expect(place).toBeDefined();
    expect(first.parent).toBe(place!.parent);
    // (Nor where it names what they are under: a thing of its own.)
    const held = "is Omar Haddad's account under a legal hold";
    expect(toolFacts(firstHit(content, held)!).resource).not.toBe(requestShape(held).object);
  });
});
