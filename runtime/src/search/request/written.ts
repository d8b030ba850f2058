// What is written in an item: a part the request asks of it that its record holds no field of and no tool reads as a
// thing of its own ("the budget total in the Westmoor grant application", "the opening hours on the visitor leaflet doc",
// "a summary of the site survey report") is said in the item, as what the item says is (said.ts). Whether the item has
// content to read is the tools' (downloads.ts' readsSaid).
import { ownRecord, saysFieldWord, type Fields } from "../tools/fields.js";
import type { ObjectPart } from "./parts.js";
import { synonymTerms } from "../words/synonyms.js";
import { mentions, singular } from "../words/vocabulary.js";

// Prepositions that put a part inside the item ("the budget total in the grant application", "the hours on the leaflet").
const WITHIN = new Set(["in", "on", "inside", "within"]);

// An item's whole record said as a part ("the details of the Q3 deck"), which its record is, not its content.
export const RECORD = /^(?:config|configuration|settings?|profile|properties|details|info|information)$/;

/** The item whose content holds the part the request asks of it, if the part is none of its record's: no word of a
 * field of its record or of a record it holds ("the link to the deck" is its `shared_link`; "the owner" `owned_by`),
 * no word of a resource ("the tasks on the deck"), no word for the record itself. Unset where the records' fields are
 * unknown (a kit without a generated index). */
export function writtenIn(
  part: ObjectPart | undefined,
  count: "one" | "many" | undefined,
  byName: readonly string[],
  resources: readonly string[] | undefined,
  fields: Fields | undefined,
): string | undefined {
  // (Of one item named by its name, said after the part or owning it: "the key figures in the Q3 deck", "the deck's key
  // figures"; not a word of the item's name, "the file 'Salary Bands.xlsx'", nor what many items have, "duplicates of
  // the logo files". An item given by its id is more often asked of its record: "the checksum on file 5".)
  if (part === undefined || part.by === "modified" || part.words.length === 0 || count === "many") return undefined;
  if (fields === undefined || resources === undefined || !byName.includes(part.owner)) return undefined;
  const own = fields[part.owner];
  if (own === undefined) return undefined;
  const word = singular(part.word);
  const resourceWord = resources.some((r) => r.split(" ").includes(word));
  if (part.words.some((w) => RECORD.test(w)) || resourceWord || mentions(part.words.join(" ")).length > 0)
    return undefined;
  // (A part said of the item or as its own, "the title of the pdf", "the pdf's creator", is its record's under a word
  // no field's name says, unless the part is its content by the synonyms: "a summary of the report".)
  const within = part.by === "attached" && WITHIN.has(part.via ?? "");
  if (!within && !synonymTerms(part.words.join(" ")).split(" ").includes("content")) return undefined;
  // (Read last: the records the item's record holds, whose fields may say the part too.)
  const held = own.flatMap((f) => fields[ownRecord(f) ?? ""] ?? []);
  return saysFieldWord(part.words, [...own, ...held]) ? undefined : part.owner;
}
