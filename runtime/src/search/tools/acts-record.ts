// Which list is the kit's record of acts, from its output schema: its entries each name a doer (a field "…_by") and
// the kind of act, a field whose values name several actions. The generator stores its act words with the index
// (documents.ts); records.ts answers questions of who did what with it.
import type { JsonObject } from "../../contract.js";
import { wordAction } from "../words/actions.js";
import { isObject } from "./fields.js";

/** How many actions a field's values must name for its records to tell acts apart. */
const ACT_KINDS = 4;

/** The words of the acts a list's entries record, when its output schema holds a record of acts: its entries each
 * name a doer (a field "…_by") and the kind of act, a field whose values name several actions ("DOWNLOAD",
 * "ITEM_TRASH", "COMMENT_CREATE"). */
export function actsRecord(schema: JsonObject, defs: Readonly<Record<string, JsonObject>>): string[] | undefined {
  const resolved = (s: unknown, depth = 0): JsonObject[] => {
    if (!isObject(s) || depth > 4) return [];
    const own = typeof s.$ref === "string" ? resolved(defs[s.$ref.split("/").at(-1)!], depth + 1) : [];
    const parts = ["allOf", "anyOf", "oneOf"].flatMap((k) =>
      Array.isArray(s[k]) ? s[k].flatMap((x) => resolved(x, depth + 1)) : [],
    );
    return [s, ...own, ...parts];
  };
  const properties = (s: unknown) =>
    resolved(s).flatMap((x) => (isObject(x.properties) ? Object.entries(x.properties) : []));
  const entries = properties(schema).flatMap(([, p]) => resolved(p).flatMap((x) => (isObject(x) ? [x.items] : [])));
  for (const entry of entries) {
    const fields = properties(entry);
    if (!fields.some(([name]) => name.endsWith("_by"))) continue;
    for (const [, p] of fields) {
      const values = resolved(p).flatMap((x) => (Array.isArray(x.enum) ? x.enum : []));
      const words = [
        ...new Set(values.flatMap((v) => (typeof v === "string" ? v.toLowerCase().split(/[^a-z]+/) : []))),
      ];
      if (new Set(words.map(wordAction).filter((a) => a !== undefined)).size >= ACT_KINDS) return words.sort();
    }
  }
  return undefined;
}
