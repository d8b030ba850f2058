// One item or many: a request for many of a kind of item (files, folders, web links) fits a listing of items, which
// lists every kind of them, as well as a tool on that kind.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/facts.js";
import { requestShape } from "../runtime/src/search/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });

describe("many of a kind of item", () => {
  it("is what a listing of items lists", () => {
    const query = "show all folders I've deleted";
    expect(requestShape(query)).toMatchObject({ object: "folder", count: "many" });
    const first = firstHit(kit, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: "item", qualifiers: ["trashed"] });
    // (The trash's listing is the one tool that lists trashed items.)
    const listings = definitions.map(toolFacts).filter((f) => f.action === "list" && f.qualifiers.includes("trashed"));
    expect(listings.map((f) => f.resource)).toEqual(["item"]);
  });
});
