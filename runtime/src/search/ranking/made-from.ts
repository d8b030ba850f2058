// A thing of another kind asked for as made of an item: "download folder 5 as a zip" (madeAs), or the other way round,
// "a zip of the files in Board/2024", "the zip of the Press Kit folder" (madeFrom).
import type { RequestShape } from "../request/shape.js";
import type { SearchScope } from "./scope.js";
import { ITEM_KINDS } from "../words/vocabulary.js";

/**
 * The creation a request asks for when it asks for a resource "of" an item, in the words right after it, that the kit
 * ties to no kind of item: the thing is to be made of it, and a kit that creates nothing makes none (its tools read
 * one once made). A part of an item a tool reads is read ("the comments of file 5", "the lock of folder 5").
 */
export function madeFrom(shape: RequestShape, scope: SearchScope): "create" | undefined {
  const { object, mentioned, text } = shape;
  if (scope.can.includes("create") || shape.question || shape.asked[0] !== "read") return undefined;
  if (object === undefined || ITEM_KINDS.has(object) || !scope.resources.includes(object)) return undefined;
  const said = mentioned.find((m) => m.noun === object);
  if (said === undefined) return undefined;
  const next = mentioned.find((m) => m.start > said.end);
  if (next === undefined || !ITEM_KINDS.has(next.noun)) return undefined;
  // ("of", then only the words naming that item: no clause break, "the zip of the whole 'Press Kit' folder".)
  const between = text.slice(said.end, next.start);
  if (!/^ of /.test(between) || /[,;:.!?]/.test(between)) return undefined;
  // (Nor one a word of which the kit ties to any kind of item, by its own name or another's: "folder lock",
  // "retention policy assignment file", "file metadata" for a metadata template.)
  const words = object.split(" ");
  const item = (r: string) => [...ITEM_KINDS].some((k) => ` ${r} `.includes(` ${k} `));
  const tied = (r: string) => item(r) && r.split(" ").some((w) => words.includes(w));
  return [...scope.parts, ...scope.readBy, ...scope.resources].some(tied) ? undefined : "create";
}

/**
 * An item asked for as a thing of another kind ("download folder 5 as a zip"): that thing is to be made of it, and a
 * kit that creates nothing makes none (its tools read such a thing once one is made). A part of the item a tool reads
 * it by is read, not made ("file 5 as a thumbnail", "as a shared link").
 */
export function madeAs(shape: RequestShape, scope: SearchScope): "create" | undefined {
  if (scope.can.includes("create")) return undefined;
  const made = madeOf(shape);
  if (made === undefined || !scope.resources.includes(made)) return undefined;
  const part = `${shape.object} ${made}`;
  return scope.parts.includes(part) || scope.readBy.includes(part) ? undefined : "create";
}

/** The thing of another kind an item itself is asked to be read as, after it: "folder 5 as a zip". (Not its contents,
 * nor many items, each read as it is: "everything in folder 5 as a zip", "all the PDFs in folder 5 as a zip"; nor a
 * question of what it is: "is file 4 a template?") */
export function madeOf(shape: RequestShape): string | undefined {
  const { object, mentioned, text, asked } = shape;
  // (Asked of a read: "remove Bob as a collaborator" says whom as, no thing to make.)
  if (asked[0] !== "read" || shape.contents !== undefined || shape.count === "many" || shape.question) return undefined;
  if (object === undefined || !ITEM_KINDS.has(object)) return undefined;
  const at = mentioned.find((m) => m.noun === object)?.end ?? text.length;
  const as = / as an? $/;
  return mentioned.find((m) => m.start > at && !ITEM_KINDS.has(m.noun) && as.test(text.slice(0, m.start)))?.noun;
}
