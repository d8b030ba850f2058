// Which download serves a request: the content of the one item its verb asks to download or to read through, or of
// the item it asks what it says (said.ts reads which).
import { READING_THROUGH, WEIGHED, WEIGHING } from "../words/verb-classes.js";
import type { ToolFacts } from "../tools/facts.js";
import type { RequestShape } from "../request/shape.js";
import { asksAmount } from "./usage.js";
import { EXTENSION } from "../request/query.js";
import type { Mention } from "../words/vocabulary.js";

/** Whether a tool downloads one item of a noun's kind, or a part of one the download takes (a file's version). */
function downloadsOne(facts: ToolFacts | undefined, noun: string | undefined): boolean {
  if (facts === undefined || noun === undefined || facts.action !== "download" || facts.scope !== "one") return false;
  return noun === facts.resource || (facts.taken ?? []).includes(noun);
}

// What stands between two things said apart: "the Q3 deck and the budget sheet", "DMP_v2.docx, DMP_v3.docx", "the deck
// the spreadsheet", "the Handbook PDF with the Policy PDF".
const APART = /[,;&+/]|\b(?:and|or|plus|vs|versus|with|then|the|a|an|this|that|my|our)\b/;
// A file's whole name, by its extension: what follows it is another ("Handbook.pdf Policy.pdf").
const NAMED = new RegExp(`${EXTENSION}$`, "i");

// The address a download is made from: "the URL to download …", "a download link for …".
const DOWNLOAD_ADDRESS = /\b(?:url|link|address)\s+(?:to|for)\s+download(?:ing)?\b|\bdownload\s+(?:url|link|address)\b/;

/** Whether a tool downloads the one item the request's verb asks to download, or a part of it the download takes
 * ("download the Q3 deck", "download version 12 of file 5"): the item's content, however much the words of a download
 * of many (a zip) match the verb. Two items named apart are many ("download the Q3 deck and the budget sheet"). */
export function downloadsObject(
  facts: ToolFacts | undefined,
  shape: RequestShape,
  parts: readonly string[] = [],
): boolean {
  const { verb, count, mentioned, container } = shape;
  // (A verb that reads an item through asks its content as one of downloading does: "summarise the latest impact
  // assessment"; of the item it takes a part out of, when that part is no item ("extract the defects table from
  // T22_report.pdf") or no part of it the tools read ("extract the table of defects from T22_report.pdf", a table read
  // as a tablet: what the file says).)
  const through = READING_THROUGH.has(verb ?? "");
  // (Or of the item its object is said to be in, by a name: "summarise the terms in Trade_Terms.docx".)
  const holder = container ?? (shape.byName.includes(shape.related ?? "") ? shape.related : undefined);
  const inside = holder !== undefined && !parts.includes(`${holder} ${shape.object}`);
  const held = through && (shape.object === undefined || inside);
  const object = held ? holder : shape.object;
  // (Two said apart: a conjunction, a comma or a determiner between them, or a file's whole name before the second;
  // not two words of one's name, "the Staff Handbook 2024 PDF".)
  const same = mentioned.filter((m) => m.noun === object);
  const apart = (a: Mention, b: Mention) =>
    APART.test(shape.text.slice(a.end, b.start)) || NAMED.test(shape.text.slice(0, a.end));
  const two = same.some((m, i) => i > 0 && apart(same[i - 1]!, m));
  // (Or its address asked for: "the URL to download report.pdf", "the download link for file 5".)
  const asks = verb === facts?.action || through || DOWNLOAD_ADDRESS.test(shape.text);
  // (How many the object is says nothing of the one item holding it.)
  const many = count === "many" && !(held && holder !== container);
  // (So does one that weighs items against each other, of each of them: "compare DMP_v2.docx and DMP_v3.docx", or a
  // read of the differences between them.)
  const weighs = WEIGHING.has(verb ?? "") || (shape.asked[0] === "read" && WEIGHED.test(shape.text));
  return ((asks && !many && !two) || weighs) && downloadsOne(facts, object);
}

/** Whether a tool downloads the content of what the request asks what it says: its item, or a part of it the download
 * takes (a file's version; not its comments, which say their own). */
export function readsSaid(facts: ToolFacts | undefined, shape: RequestShape): boolean {
  return downloadsOne(facts, shape.says);
}

/** Whether a tool downloads something the request does not name while it asks an amount ("how many files are in Site
 * Photos", "how big is folder 5"): a download is an act that fetches content, which tells no count or size; nor does
 * the request ask to download or read through it. */
export function downloadsUncounted(facts: ToolFacts, shape: RequestShape): boolean {
  if (facts.action !== "download" || !asksAmount(shape.text)) return false;
  const asked = shape.verb === facts.action || READING_THROUGH.has(shape.verb ?? "");
  return !asked && shape.nouns.every((m) => m.noun !== facts.resource && !(facts.taken ?? []).includes(m.noun));
}
