// What a resource's record holds: the field names of the output schema of a tool that gets one (the generator passes
// it; a kit's definitions do not carry output schemas), and whether a request's object phrase names one ("the due
// date" names `due_at`, "the owner" `owned_by`). A deletion of a field is no deletion of a tool's (scope.ts).
import type { JsonObject } from "../../contract.js";
import { nameWords } from "../words/name-words.js";
import { ITEM_KINDS, mentions, singular } from "../words/vocabulary.js";

/** Field names by the noun whose record holds them: the resource's own, and those of a field that is itself a
 * resource the vocabulary names (a file's shared link: its password, its access). */
export type Fields = Record<string, string[]>;

export const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The fields of a record of `resource` as `schema` describes it, `$ref`s resolved in `defs` (the toolkit's own
 * definitions, "Toolkit…", say how a result was cut, not what the record holds). */
export function schemaFields(resource: string, schema: JsonObject, defs: Readonly<Record<string, JsonObject>>): Fields {
  const fields: Record<string, Set<string>> = {};
  eachField(resource, schema, defs, (owner, name) => (fields[owner] ??= new Set()).add(name));
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [...v].sort()]));
}

/** Each field of a record of `resource` with its schema, by the noun whose record holds it (schemaFields). */
export function eachField(
  resource: string,
  schema: JsonObject,
  defs: Readonly<Record<string, JsonObject>>,
  field: (owner: string, name: string, property: unknown) => void,
): void {
  const visit = (s: unknown, owner: string, depth: number, seen: ReadonlySet<unknown>): void => {
    if (!isObject(s) || seen.has(s)) return;
    const within = new Set([...seen, s]);
    if (typeof s.$ref === "string" && !toolkitRef(s.$ref)) visit(defs[s.$ref.split("/").at(-1)!], owner, depth, within);
    for (const k of ["allOf", "anyOf", "oneOf"])
      if (Array.isArray(s[k])) for (const x of s[k]) visit(x, owner, depth, within);
    if (!isObject(s.properties)) return;
    for (const [name, property] of Object.entries(s.properties)) {
      if (isObject(property) && toolkitRef(property.$ref)) continue;
      field(owner, name, property);
      // A field that is a resource of its own, by its whole name, has fields of its own ("the password on the shared
      // link"); "folder_upload_email" is no folder.
      const whole = ownRecord(name);
      // (A list of such records holds them as its items: "users", each a user.)
      if (depth === 0 && whole !== undefined) visit(itemsOf(property), whole, depth + 1, within);
    }
  };
  visit(schema, resource, 0, new Set());
}

/** Whether a field is a yes-or-no flag of its record (`is_admin`, `is_private`). */
export const isFlag = (field: string) => /^is_/.test(field);

/** The resource a field is by its whole name, whose record it holds ("lock": the folder lock; "shared_link"), if any;
 * "folder_upload_email" is no folder. */
export function ownRecord(field: string): string | undefined {
  const words = nameWords(field).toLowerCase();
  return mentions(words).find((m) => m.start === 0 && m.end === words.length)?.noun;
}

/** Whether a record of `noun` holds one `object` as a field of its own, by the field's singular whole name, where
 * the object is another kind of item's by its name ("folder lock": a file's `lock` is its own; ownRecord). */
export function holdsOne(fields: Fields, noun: string, object: string): boolean {
  const kind = object.split(" ")[0]!;
  if (kind === noun || kind === object || !ITEM_KINDS.has(kind)) return false;
  return (fields[noun] ?? []).some((f) => singular(f) === f && ownRecord(f) === object);
}

/** The nouns the kit holds no resource for that its records say are a kind of one it holds, by a flag named for the
 * kind ("is_reply_comment": a reply is a comment), each with that resource. */
export function kindsHeld(fields: Fields, resources: readonly string[]): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const [resource, names] of Object.entries(fields))
    for (const name of names) {
      const words = nameWords(name).toLowerCase().split(" ");
      if (!isFlag(name) || words.length < 3 || words.at(-1) !== resource) continue;
      const kind = mentions(words.slice(1, -1).join(" "))[0]?.noun;
      if (kind !== undefined && !resources.includes(kind)) kinds.set(kind, resource);
    }
  return kinds;
}

/** The schema of an array's items, or the schema itself. */
const itemsOf = (s: unknown) => (isObject(s) && s.type === "array" ? s.items : s);

const toolkitRef = (ref: unknown) => typeof ref === "string" && ref.split("/").at(-1)!.startsWith("Toolkit");

// Words of a field's name that join its meaning words ("due_at", "owned_by", "is_locked"): not said of it.
// A flag's state is no word of what it flags ("is_password_enabled" is the password).
const JOINING = new Set(["at", "by", "on", "of", "for", "is", "has", "can", "to", "in", "id", "enabled"]);

/** A word's stem for matching a field: "owner" and "owned", "expiry" and "expires" meet, and so do an act's noun and
 * its verb ("expiration" and "expires"). */
function stem(word: string): string {
  const w = singular(word.toLowerCase());
  return w.length > 4 ? w.replace(/(?:ation|ed|er|ing|e|y)$/, "") : w;
}

/** The meaning words of a field's name: "created_by" → created. */
function fieldWords(field: string): string[] {
  return nameWords(field)
    .toLowerCase()
    .split(" ")
    .filter((w) => w !== "" && !JOINING.has(w));
}

/** Whether a phrase's words name one of these fields: every meaning word of its name, maybe in another form. */
export function namesField(words: readonly string[], fields: readonly string[]): boolean {
  const said = new Set(words.map(stem));
  return fields.some((f) => {
    const own = fieldWords(f);
    return own.length > 0 && own.every((w) => said.has(stem(w)));
  });
}

/** Whether any of these words is a meaning word of one of these fields, maybe in another form ("path":
 * `path_collection`; "link": `shared_link`). */
/** Whether a noun the request says names a field of the record of `object` (`records`: every record's fields by its
 * noun): "metadata" of a file, which the listing of a folder's items shows. */
export const namesOwnField = (noun: string, object: string | undefined, records: Fields): boolean =>
  namesField(noun.split(" "), records[object ?? ""] ?? []);

export function saysFieldWord(words: readonly string[], fields: readonly string[]): boolean {
  const said = new Set(words.map(stem));
  return fields.some((f) => fieldWords(f).some((w) => said.has(stem(w))));
}

// Words for the form a field's value is written in, said after the field's own words (language data).
const VALUE_FORMS = new Set(["number", "address"]);

/**
 * How many fields of a record these noun phrases name, each phrase by all the words of a field's name but those
 * implied: the record's own noun is ("name" names a policy's `policy_name`, "job title" `job_title`; "email
 * addresses" is no `address`). Fields named by the same words are one ("created": `created_at`, `created_by`).
 */
export function fieldsNamed(
  phrases: readonly string[][],
  fields: readonly string[],
  implied: readonly string[],
): number {
  const known = new Set(implied.map(stem));
  const key = (words: readonly string[]) => [...new Set(words.map(stem).filter((w) => !known.has(w)))].sort().join(" ");
  // (A phrase may end in a word for the form its value is written in: "phone number" is `phone`.)
  const bare = phrases.filter((p) => p.length > 1 && VALUE_FORMS.has(p.at(-1)!)).map((p) => p.slice(0, -1));
  const said = new Set([...phrases, ...bare].map(key).filter((k) => k !== ""));
  const named = new Set<string>();
  for (const f of fields) {
    const own = key(fieldWords(f));
    if (said.has(own)) named.add(own);
  }
  return named.size;
}

/** Whether a phrase says a word of a resource or part some tool destroys ("the email" of an email alias). */
export function saysDestroyed(words: readonly string[], destroyed: readonly string[]): boolean {
  const said = new Set(words.map(stem));
  return destroyed.some((r) => r.split(" ").some((w) => said.has(stem(w))));
}

/** Whether every word of a phrase is one of these words, maybe in another form. */
export function saysOnly(phrase: readonly string[], words: readonly string[]): boolean {
  const known = new Set(words.map(stem));
  return phrase.every((w) => known.has(stem(w)));
}

/** The kit's fields, merged from each tool's. */
export function mergeFields(each: Iterable<Fields | undefined>): Fields {
  const merged: Record<string, Set<string>> = {};
  for (const fields of each)
    for (const [noun, names] of Object.entries(fields ?? {}))
      for (const n of names) (merged[noun] ??= new Set()).add(n);
  return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, [...v]]));
}
