// A kit's tables (kit-tables.ts) answer what each tool's record gave when the ranking read it per tool per query.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ToolFacts } from "../runtime/src/search/tools/facts.js";
import { mergeFields } from "../runtime/src/search/tools/fields.js";
import { valueKinds } from "../runtime/src/search/tools/field-values.js";
import { KitTables } from "../runtime/src/search/tools/kit-tables.js";
import { INDEX_OPTIONS, miniSearch } from "../runtime/src/search/tools/search-index.js";
import { measuredActs } from "../runtime/src/search/ranking/usage.js";
import { kindHeldOn } from "../runtime/src/search/words/vocabulary.js";
import { ROOT } from "./support/paths.js";

/** Each tool's facts as the kit's generated index stores them. */
function storedFacts(kit: string): ToolFacts[] {
  const json = readFileSync(path.join(ROOT, "generated", kit, "definitions/search-index.json"), "utf8");
  const index = miniSearch().loadJSON(json, INDEX_OPTIONS);
  const names = (JSON.parse(json) as { documentIds: Record<string, string> }).documentIds;
  return Object.values(names).map((name) => index.getStoredFields(name)!.facts as ToolFacts);
}

describe.each(["content-api", "messaging"])("the %s kit's tables", (kit) => {
  const facts = storedFacts(kit);
  const fields = mergeFields(facts.map((f) => f.fields));
  const values = mergeFields(facts.map((f) => f.values));

  it("hold what each tool's record gives afresh, found once", () => {
    const tables = new KitTables(measuredActs);
    for (const f of facts) {
      const [own, ownValues, ownFields] = [f.fields?.[f.resource] ?? [], f.values ?? {}, f.fields ?? {}];
      expect(tables.measured(own), f.resource).toEqual(measuredActs(own));
      expect(tables.kinds(f.resource, ownValues, ownFields)).toEqual(valueKinds(f.resource, ownValues, ownFields));
      // (Asked again, the same answer, not found anew.)
      if (own.length > 0) expect(tables.measured(own)).toBe(tables.measured(own));
    }
    // (The kit's own fields and values: once a resource.)
    for (const resource of new Set(facts.map((f) => f.resource))) {
      expect(tables.kinds(resource, values, fields)).toEqual(valueKinds(resource, values, fields));
      expect(tables.heldOn(resource)).toEqual(kindHeldOn(resource));
    }
  });
});

// (So that the comparison above is of something: some record of the kits measures an act, some value names a kind.)
it("find some measured acts and some kinds in the kits' records", () => {
  const facts = ["content-api", "messaging"].flatMap(storedFacts);
  const tables = new KitTables(measuredActs);
  const own = (f: ToolFacts) => [f.resource, f.values ?? {}, f.fields ?? {}] as const;
  expect(facts.some((f) => tables.measured(f.fields?.[f.resource] ?? []).length > 0)).toBe(true);
  expect(facts.some((f) => tables.kinds(...own(f)).length > 0)).toBe(true);
});
