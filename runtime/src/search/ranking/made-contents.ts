// What a place holds when the kit keeps no items of it: what its tools make there ("what's in #ops": the messages
// sent to it, as no tool lists a conversation's items).
import type { RequestShape } from "../request/grammar.js";
import type { ToolFacts } from "../tools/facts.js";
import { holdsItemsIn, mentions } from "../words/vocabulary.js";
import { actionOf } from "../words/actions.js";
import { rootOf } from "../words/tagger.js";
import { holdsDoer } from "../request/records.js";
import type { Fields } from "../tools/fields.js";
import { saysTopic } from "../request/said.js";
import { countOf } from "../request/phrase.js";
import { READING_THROUGH } from "../words/verb-classes.js";
import { PERSON } from "../request/persons.js";

/** Whether a tool lists the things the kit's tools make in the place whose contents the request asks for, when no
 * tool reads that place's items: `parts`, what the tools read of an item; `made`, what an action makes (scope.ts). */
export function listsMade(
  facts: ToolFacts,
  shape: RequestShape,
  parts: readonly string[] = [],
  made: readonly string[] = [],
): boolean {
  const { contents } = shape;
  if (contents?.of !== "items" || holdsItemsIn(parts, contents.noun)) return false;
  return (
    facts.action === "list" && facts.parent === contents.noun && made.some((m) => m.endsWith(` ${facts.resource}`))
  );
}

/** Whether a tool lists what an edit said to be in a place made there, when no tool reads that place's items ("what
 * changed in the fixtures spreadsheet"): its parts whose record holds who made that edit (a file's versions). */
export function listsChanged(
  facts: ToolFacts,
  shape: RequestShape,
  parts: readonly string[] = [],
  records: Fields = {},
): boolean {
  const { contents } = shape;
  if (contents?.of !== "items" || holdsItemsIn(parts, contents.noun)) return false;
  if (facts.action !== "list" || facts.parent !== contents.noun || facts.scope !== "part") return false;
  const own = records[facts.resource] ?? [];
  return contents.words.some((w) => {
    const action = actionOf(w);
    return action === "edit" && holdsDoer(own, { verb: rootOf(w), action, doer: "unknown", dated: false });
  });
}

/** Whether a tool lists the things the kit's tools make in one place the request names, by its mark, id or name, when
 * it asks of a topic ("what did the property managers channel decide about snow removal", "check #ops for anything
 * about the permit"): what was said of it is in those things, not in the place's record. Not when the request names
 * another part of the place than its people, who may have said it, by a noun or its act's verb (a thread's replies
 * are the thread's: "did anyone reply to …"), nor where the tools read the place's items. */
export function listsSaidOn(
  facts: ToolFacts,
  shape: RequestShape,
  parts: readonly string[] = [],
  made: readonly string[] = [],
): boolean {
  const place = facts.parent;
  if (facts.action !== "list" || place === undefined || holdsItemsIn(parts, place)) return false;
  if (!made.some((m) => m.endsWith(` ${facts.resource}`))) return false;
  const { nouns, text, byName } = shape;
  const places = nouns.filter((n) => n.noun === place && (countOf(text, n) === "one" || byName.includes(place)));
  const acted = shape.deed === undefined ? [] : mentions(shape.deed.verb).map((m) => m.noun);
  const other = [...nouns.map((n) => n.noun), ...acted].some(
    (noun) => noun !== facts.resource && noun !== PERSON && parts.includes(`${place} ${noun}`),
  );
  // (Where it tells of the act that makes them, "who posts the most in #production? … ask about the print schedule",
  // a topic in another sentence is theirs too.)
  const told = [...shape.verbs].some((v) => mentions(v).some((m) => m.noun === facts.resource));
  // (Or where it asks to read the place itself through, what was said there is what it reads: "summarise the #loans
  // channel"; not a part of its record said after it, "summarise the #loans channel description", "read the #eng channel
  // topic", nor its people, "summarise the users in #loans", nor one thing said there, whose own replies may be meant:
  // "read the whole discussion under the deploy announcement in #eng".)
  const through =
    READING_THROUGH.has(shape.verb ?? "") &&
    shape.object === place &&
    shape.part === undefined &&
    places.every((m) => endsPhrase(shape, m)) &&
    !nouns.some((n) => n.noun === facts.resource);
  return places.length > 0 && !other && (through || saysTopic(text, nouns, told ? undefined : places));
}

/** Whether a mention's last word ends the run of nouns it stands in ("the #loans channel", not "the #loans channel
 * topic"). */
function endsPhrase(shape: RequestShape, m: { start: number; end: number }): boolean {
  const last = shape.text.slice(m.start, m.end).split(/\s+/).at(-1)!.toLowerCase();
  return shape.nounPhrases.every((run) => !run.includes(last) || run.at(-1) === last);
}
