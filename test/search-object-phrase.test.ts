// The noun phrase a verb acts on: a clause after a stop is no part of it.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstKind } from "./support/first-hit.js";

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
