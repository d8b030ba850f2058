// A read of a kind of item the request gives no id of starts at the listing that finds it, not at the read of one by
// its id: a number that counts what follows a pronoun ("keep them 7 years") is a value, no item's id.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { toolFacts } from "../runtime/src/search/tools/facts.js";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstHit } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });

describe("a request that gives no id", () => {
  it("reads a number after a pronoun as a value, and starts at the listing", () => {
    const query =
      "is there a retention policy for grant files? the funder wants us to keep them 10 years after the audit";
    const at = query.indexOf("10");
    expect(requestShape(query).values).toContainEqual({ start: at, end: at + 2 });
    const first = firstHit(kit, query);
    expect(first && toolFacts(first)).toMatchObject({ action: "list", resource: "retention policy", scope: "every" });
  });
});
