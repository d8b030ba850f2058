// What was said of a topic in one place a request names is in the things the kit's people make there (a channel's
// messages), not in the place's record; the tools are derived from the kit's definitions, never named.
import { createToolkit, definitions } from "@toolgen/messaging";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
// What the kit's people make: the resource of its tool that sends.
const made = definitions.map(toolFacts).find((f) => f.action === "send")!.resource;
// …and the place they make it in: the parent of the listing of it.
const place = definitions.map(toolFacts).find((f) => f.action === "list" && f.resource === made)!.parent;

describe("a topic of what was said in a place", () => {
  it("lists what is made in that place first", () => {
    for (const request of [
      "what did the night shift channel agree about the rota swap",
      "look through #allotment-committee for anything about the water trough",
      "what did Hannah Bell say in #bakery-orders regarding the gluten-free loaves",
    ]) {
      const first = toolFacts(firstHit(kit, request)!);
      expect([first.action, first.resource, first.parent !== undefined], request).toEqual(["list", made, true]);
    }
  });

  it("lists what is made in that place where the request asks to read the place through, of no topic", () => {
    for (const request of ["summarise the #loans channel", "can you summarize #night-shift for me"]) {
      const first = toolFacts(firstHit(kit, request)!);
      expect([first.action, first.resource, first.parent !== undefined], request).toEqual(["list", made, true]);
    }
    // (Not a part of the place's record it names.)
    for (const request of [
      "summarise the #loans channel description",
      "read the #loans channel topic",
      "read the #eng channel topic",
    ])
      expect(toolFacts(firstHit(kit, request)!).resource, request).toBe(place);
    // (Nor its people.)
    expect(toolFacts(firstHit(kit, "summarise the users in #loans")!).resource).not.toBe(made);
    // (Nor one thing said there, whose own replies may be meant.)
    const under = "read the whole discussion under the deploy announcement (ts 1700000000.123400) in #eng";
    expect(toolFacts(firstHit(kit, under)!).resource).not.toBe(made);
  });

  it("reads the place's own record where what it is about is the place itself", () => {
    for (const request of [
      "what is #allotment-committee about?",
      "tell me about the night shift channel",
      "is #allotment-committee about the water trough?",
    ]) {
      const first = toolFacts(firstHit(kit, request)!);
      expect([first.resource, first.scope], request).toEqual([place, "one"]);
    }
  });

  it("is no topic of what was said where the topic is the asker's aside after the sentence that names the place", () => {
    for (const request of [
      "who's in #bakery-orders? asking about the gluten-free loaves",
      "when was #allotment-committee set up? curious about the water trough",
    ]) {
      const first = toolFacts(firstHit(kit, request)!);
      expect(first.resource, request).not.toEqual(made);
    }
  });
});
