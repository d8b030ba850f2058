// The values a record's fields are said to take, by name (a Box user's `role`: admin, coadmin, user): a kind of
// thing named by such a value ("the co-admins") is the items whose record holds it, as one named by a flag is
// (flags.ts), and a yes-or-no question of one item asks its record ("is Dr. Okafor an admin?", record-fields.ts).
import type { JsonObject } from "../../contract.js";
import { eachField, isObject, namesField, saysOnly, type Fields } from "./fields.js";
import { nameWords } from "../words/name-words.js";
import { nlp } from "../words/tagger.js";
import { mentions } from "../words/vocabulary.js";

/** The named values of the fields of a record of `resource` (their schemas' `enum`s) that may name kinds of it, by the
 * noun whose record holds them, as schemaFields has its fields: a field whose every value the tagger reads as a noun (a
 * user's `role`: admin, coadmin, user), not one that holds a state or a reach (`status`: active, inactive;
 * `copy_hub_access`: all, company, none). A record's `type`, whose one value is the noun of its own kind ("folder"),
 * is kept too; namesValue finds no kind in a noun of the vocabulary. */
export function schemaValues(resource: string, schema: JsonObject, defs: Readonly<Record<string, JsonObject>>): Fields {
  const values: Record<string, Set<string>> = {};
  eachField(resource, schema, defs, (owner, _name, property) => {
    const named = isObject(property) && Array.isArray(property.enum) ? property.enum : [];
    const kinds = named.filter((v): v is string => typeof v === "string" && noun(v));
    if (kinds.length > 0 && kinds.length === named.length) for (const v of kinds) (values[owner] ??= new Set()).add(v);
  });
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [...v].sort()]));
}

/** Whether the tagger reads a value as a noun, by its last word ("previewer uploader"). */
const noun = (value: string) => nlp()(nameWords(value).toLowerCase()).docs[0]?.at(-1)?.tags.has("Noun") === true;

/** A value's words, or a phrase's, with a hyphen's parts as one ("co-admin" and `coadmin` meet). */
const joined = (word: string) => word.replace(/-/g, "");

/** Whether a phrase names a value of a field of `resource`'s record and nothing else but the fields that hold it ("the
 * co-admins", "admin roles"); but a value that is a noun of the vocabulary (a `user` role, a `file` type) names the
 * thing itself, and one that names a field of a record (`fields`) that field ("the owner": `owned_by`), no kind. */
export function namesValue(
  phrase: readonly string[],
  resource: string,
  values: Fields,
  fields: Fields,
  kinds: readonly string[],
): boolean {
  const own = fields[resource] ?? [];
  const rest = phrase.map(joined).filter((w) => !namesField([w], own));
  return rest.length > 0 && kinds.some((v) => namesField(rest, [v]) && saysOnly(rest, nameWords(v).split(" ")));
}

/** The values of `resource`'s record that may name a kind of it (namesValue): those that are no noun of the
 * vocabulary nor a field's name. They depend on the record alone (kit-tables.ts finds them once a kit). */
export function valueKinds(resource: string, values: Fields, fields: Fields): string[] {
  const named = values[resource] ?? [];
  if (named.length === 0) return [];
  const known = Object.values(fields).flat();
  return named
    .map(joined)
    .filter((v) => mentions(nameWords(v).toLowerCase()).length === 0 && !namesField(nameWords(v).split(" "), known));
}
