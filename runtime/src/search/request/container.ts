// The container a request takes its object out of: "remove bob from folder 5", "take it out of my favorites
// collection", "take the Riverside folder off the list of things shared with the Teams channel".
import { PREPOSITIONS } from "./kept.js";
import { shouted } from "./query.js";
import { possessive } from "./phrase.js";
import { gerund, type Placed } from "../words/tagger.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";

export interface Container {
  /** The container's mention, if the request names one. */
  mention?: Mention;
  /** Whether a mention right after the container is a word of its phrase: its own noun said again ("my favorites
   * collection"), or any noun when the verb's object stands before the container ("take the hold off the Finance folder
   * files"). */
  within(m: Mention): boolean;
}

// The words that take a thing out of another.
export const OUT_OF = "(?:from|out of|off)";

// Where the phrase taking a mention out of something opens: "from", "out of", "off", a role on it, up to the mention
// (and a quotation mark opening it: 'from "/Finance/Payroll"').
const FROM = fromPhrase("on|in|to|for|at|by|and|then|when|where|while");
// (Before the verb, a subject's "from" stops at a relative pronoun: "anyone from Acme who's a collaborator on the
// Marston folder should go" says where they are from.)
const SUBJECT_FROM = fromPhrase("on|in|to|for|at|by|and|then|when|where|while|who|who's|who’s|whose|which|that's");

function fromPhrase(stops: string): RegExp {
  return new RegExp(
    String.raw`\b(?:${OUT_OF}|as an? (?:[a-z-]+\s+)?[a-z-]+(?:er|or)s?\s+(?:on|in|of|to|for))\s+(?:([a-z]+ing)\s+(?:on|in|to|with|at)\s+)?(?:(?!(?:${stops})\s)\S*[^\s,;.!?]\s+){0,7}["“]?$`,
  );
}

/** The first of `after` (the mentions the object may be) that follows "from", "out of" or "off" in its clause, a word
 * not inside an item's name (`named`: "the out of the box AI"). It may be told through what lists it ("off the list of
 * things shared with the Teams channel"): a noun a word or two after "of" is the kind listed, not the container. A
 * resource's word written as a word of the name of the item after it is none ("the Public Events Calendar folder"). */
export function containerOf(
  text: string,
  after: readonly Mention[],
  named: readonly Mention[],
  verbEnd: number | undefined,
  query: string,
  placed: readonly Placed[],
): Container {
  // Where the phrase taking a mention out of something opens ("from", "out of", "off"), if one does.
  // (A possessor right before a noun of another kind it owns; "Sarah's account" is hers.)
  const ownsHead = (m: Mention) =>
    possessive(m, placed) &&
    after.some((n) => n.start > m.end && n.noun !== m.noun && /^\S*\s+$/.test(text.slice(m.end, n.start)));
  // ("Off" right after the verb is its particle, before its object: "take off the watermark from the price list".)
  const particle = verbEnd === undefined ? null : /^\s*off(?=\s)/.exec(text.slice(verbEnd));
  const said =
    particle === null
      ? text
      : text.slice(0, verbEnd) + " ".repeat(particle[0].length) + text.slice(verbEnd! + particle[0].length);
  const fromOf = (m: Mention) => {
    // (A mention that is a name's extension is the item the name names: "from Intake_Form.pdf" is from that file.)
    const before = said.slice(0, m.start).replace(/(?<=[^\s.])\.$/, " ");
    // (Within its clause: "download file 5 from the shared drive, then delete folder 3" takes nothing out of a folder;
    // nor a clause of its own after it, "it was from when we set the account up".)
    // (Or from an act on it, said by its gerund: "remove Bob from collaborating on every folder".)
    // (Or from a role held on it: "remove Ana as an editor on folder 5" takes her off the folder, not her account.)
    // (Not across the verb: "the auditor from Hartley doesn't need access to folder 5" is where the auditor is from;
    // after it, "the guy from Acme, remove him from folder 5" still takes him out of the folder.)
    const start = verbEnd !== undefined && verbEnd <= m.start ? verbEnd : 0;
    const found = (verbEnd !== undefined && verbEnd > m.start ? SUBJECT_FROM : FROM).exec(before.slice(start));
    const from = found === null ? null : Object.assign(found, { index: found.index + start });
    if (from?.[1] !== undefined && !gerund(from[1])) return undefined;
    // (The "of" of a role is the container's: "as a member of group 5".)
    const listed = /(?<!out )(?<!\bas an? (?:[a-z-]+\s+)?[a-z-]+(?:er|or)s? )\bof\s+(?:\S+\s+)?$/.test(before);
    return from !== null && !listed && !named.some((n) => n.start <= from.index && from.index < n.end)
      ? from.index
      : undefined;
  };
  // (A word of the name of a container after it is none: "from the Public Events Calendar folder"; nor is the owner of
  // the phrase's head: "from Tom's devices" takes it out of his devices, not his account.)
  const mention = after.find((m) => {
    const next = inNameOf(m, after, text, query, placed);
    return fromOf(m) !== undefined && (next === undefined || fromOf(next) === undefined) && !ownsHead(m);
  });
  const fromAt = mention === undefined ? -1 : fromOf(mention)!;
  // What the verb acts on before the container: "take the hold off …" (nothing in "remove from …").
  const before = verbEnd !== undefined && fromAt > verbEnd && /\S/.test(text.slice(verbEnd, fromAt));
  // (Another noun right after it names the object only when nothing stands between the verb and the container:
  // "remove from the Finance folder files …", not "take the hold off the Finance folder files".)
  const within = (m: Mention) =>
    mention !== undefined &&
    (m.noun === mention.noun || before) &&
    m.start > mention.start &&
    text.slice(mention.end, m.start).trim() === "";
  return { mention, within };
}

// What a pronoun stands for is taken out of, or someone taken off, no word after: "take her off", "…, take him off
// please" (what they were put on is said before).
const FROM_IT = new RegExp(String.raw`^[^,;.!?]*?\b${OUT_OF}\s+(?:it|them)\b`);
const OFF_ALONE = /^\s+(?:him|her)\s+off(?=\s*(?:$|[,;:.!?—–]|(?:please|pls|thanks|now|too)\b))/;

/** The one thing the request names before its verb, where the verb takes something out of it by a pronoun ("take my
 * favourites collection and remove everything from it"), and where that pronoun stands; or, of things of several
 * kinds, the last item said before the verb of a kind other than what is taken out ("the complaints folder is shared
 * with the Field Force group. take the group off it"). */
export function containerBefore(
  text: string,
  named: readonly Mention[],
  verbEnd: number | undefined,
): { mention: Mention; at: number } | undefined {
  const rest = verbEnd === undefined ? "" : text.slice(verbEnd);
  const taken = verbEnd === undefined ? null : (FROM_IT.exec(rest) ?? OFF_ALONE.exec(rest));
  if (verbEnd === undefined || taken === null) return undefined;
  const at = verbEnd + taken[0].length;
  // (Its own noun said again is the same thing: "my favorites collection".)
  const before = named.filter((m) => m.end <= verbEnd);
  if (new Set(before.map((m) => m.noun)).size === 1) return { mention: before.at(-1)!, at };
  const out = new Set(named.filter((m) => m.start >= verbEnd && m.end <= at).map((m) => m.noun));
  const item = before.findLast((m) => ITEM_KINDS.has(m.noun) && !out.has(m.noun));
  return out.size > 0 && item !== undefined ? { mention: item, at } : undefined;
}

// Where a passive takes its subject out of something: right after its verb ("Sam should be removed from folder 5").
const TAKEN_OUT = new RegExp(String.raw`^\s+${OUT_OF}\s+(?:[^\s,;:.!?]+\s+){0,4}$`);

/** The thing of the kit's named right after a passive's verb (ending at `end`) as what its subject is taken out of,
 * whatever its kind: an item, a group, a hold, a task ("Sam should be removed from the legal hold"). */
export function containerAfter(text: string, named: readonly Mention[], end: number): Mention | undefined {
  const m = named.find((n) => n.start >= end);
  return m !== undefined && TAKEN_OUT.test(text.slice(end, m.start)) ? m : undefined;
}

/** The mention whose name a mention is a word of: the words from it up to that one are words of a name, written with
 * capitals (`query`, the request as written), no possessive among them ("the Public Events Calendar folder", not
 * "Sarah's account", nor "Files Under Folder 5"). A request all in capitals says nothing by them: words of a name
 * alone stand between the two there ("THE PUBLIC EVENTS CALENDAR FOLDER", not "THE FINANCE FOLDER FILES"). */
function inNameOf(
  m: Mention,
  after: readonly Mention[],
  text: string,
  query: string,
  placed: readonly Placed[],
): Mention | undefined {
  const next = after.find((n) => n.start >= m.end);
  if (next === undefined || !nameWords(placed, text, m.end, next.start)) return undefined;
  if (shouted(query)) return next;
  // (Where the words stand in the request as written, which may differ from the text read in length.)
  const span = text.slice(m.start, next.start).trim();
  const at = query.toLowerCase().indexOf(span);
  const name = /^(?:[A-Z]\S*\s+)*[A-Z][^\s,;:.!?()]*$/;
  return at >= 0 && name.test(query.slice(at, at + span.length)) && !/['’]s\b/.test(span) ? next : undefined;
}

// What no name's word is: a function word, told by its tag where it stands, or a preposition the tagger may read as
// an adjective ("files under folder 5").
const FUNCTION_TAGS = ["Preposition", "Determiner", "Conjunction", "Pronoun", "Possessive"];
const functionWord = ({ term }: Placed) =>
  FUNCTION_TAGS.some((t) => term.tags.has(t)) || PREPOSITIONS.has(term.text.toLowerCase());

/** Whether the words between two mentions are one to three words of a name: no function word, no punctuation. */
function nameWords(placed: readonly Placed[], text: string, from: number, to: number): boolean {
  const words = placed.filter((p) => p.start >= from && p.end <= to);
  return (
    words.length >= 1 && words.length <= 3 && !/[,;:.!?()]/.test(text.slice(from, to)) && !words.some(functionWord)
  );
}
