// What a request's main verb acts on: its object and whether the verb acts on it itself, the container a thing is
// taken out of and the person taken out, and how many the object is and what item it is of (owners.ts). The request's
// acts and their words are acts.ts'; grammar.ts puts these facts together with the rest of the request's shape.
import { containerAfter, containerBefore, containerOf } from "./container.js";
import { deedNoun } from "./deeds.js";
import { EVERY } from "./doers.js";
import { compoundHead, modifier, undoing } from "./kept.js";
import { ceasing, ONE_WHO } from "../words/forms.js";
import { TAKEN_OFF, TAKING_OFF } from "../words/verb-classes.js";
import { ASIDES } from "../words/action-words.js";
import { GROUP, ITEM_KINDS, plural, type Mention } from "../words/vocabulary.js";
import { objectTies } from "./related-item.js";
import { PERSON, personBetween, THEY } from "./persons.js";
import { accessedBefore, undoneWith, untiedFrom } from "./ties.js";
import type { Contents } from "./relations.js";
import { takenOffUnnamed, untiedWith } from "./taken-off.js";
import { clauseOf, ownId, phraseStart, possessive, predicate, subjectStart } from "./phrase.js";
import { anaphor, copiedKind, copiesOf, referent, unnamedThing } from "./referred.js";
import { heldOn } from "./qualified.js";
import { covers, quotedSpans } from "./query.js";
import type { Deed } from "./shape.js";
import { rootOf, type Placed } from "../words/tagger.js";

/** What the object is read from: the request, its terms and mentions, and its main action's words and end. */
export interface ObjectContext {
  query: string;
  text: string;
  placed: readonly Placed[];
  /** The mentions of the kit's nouns. */
  named: readonly Mention[];
  /** Those and the persons named, in order. */
  withPersons: readonly Mention[];
  /** The first mention of each noun. */
  nouns: readonly Mention[];
  /** The persons among `withPersons`. */
  persons: readonly Mention[];
  /** The nouns of items named by their name (names.ts). */
  byName: readonly string[];
  mainEnd: number | undefined;
  mainWords: string;
  existential: boolean;
  deed: Deed | undefined;
  /** What it asks is in an item, its things or its people (relations.ts' contentsOf). */
  contents?: Contents;
  /** What the kit's tools reach of an item (scope.ts' parts), when known. */
  parts?: readonly string[];
}

export interface ObjectFacts {
  /** Where the main verb's first word ends. */
  verbEnd?: number;
  /** The object's mention, when a noun names it. */
  mention?: Mention;
  /** The object: a noun named, the kind a pronoun stands for, a kind copied, or what an asked deed makes. */
  object?: string;
  /** Whether the main verb acts on the object itself, not on a word it qualifies. */
  direct: boolean;
  /** The container the request takes something out of ("remove Bob from folder 5"). */
  from?: Mention;
  /** What something is removed from: the container, or the object a person is unshared from. */
  removedFrom?: Mention;
  /** Whether the one removed is a person. */
  person: boolean;
  /** Whether a person is said to need the object no more: their share of it is undone. */
  unneeded?: boolean;
  count?: "one" | "many";
  related?: string;
  owner?: { start: number; end: number };
}

// The words from the verb to a role said of what it acts on: something named, then "as a" ("… Ana as an editor"); and
// a role's word, a noun for one who does (forms.ts' ONE_WHO; not "save it as a zip", "as a new version").
const ROLE = /^ \S.*? as (?:an? )?$/;

// Where a thing someone is in is said after "be": "(doesn't need to) be in the Finance group".
const BEING_IN = /\bbe\s+(?:in|on|part\s+of)\s+(?:\S+\s+){0,4}$/;
// The phrase that takes what it names off, said whole: "take Sam off".
const TAKE_OFF = new RegExp(`^${TAKEN_OFF}$`);
// What joins names said together ("Jim and Sam", "Jim, Sam and Ann"), and what may end what is said of them: nothing, a
// stop, or a word of when or please ("… remove Jim and Sam too").
const NAMES_JOINED = /^\s*(?:,\s*(?:and\s+)?|and\s+)$/;
const NOTHING_AFTER = new RegExp(String.raw`^\s*(?:(?:${ASIDES}|as well)\b\s*)*(?:$|[,;.!?])`);

export function objectOf(context: ObjectContext): ObjectFacts {
  const { query, text, placed, named, withPersons, nouns, persons, byName, mainEnd, mainWords, existential, deed } =
    context;
  const { contents, parts } = context;
  // A predicate acts on its clause's subject, the nouns before it: a passive ("comment 4 should be removed"), or any
  // action that follows what it acts on ("webhook 5 has to go", "comment 4 needs removing"), whatever it is taken out
  // of ("Sam should be removed from folder 5", "the Finance group needs removing from the Budget folder").
  const outOf = mainEnd === undefined ? undefined : containerAfter(text, named, mainEnd);
  const groups = named.filter((m) => m.noun === GROUP);
  // (A person said after a state that ends is what it ends on: "the Finance group no longer needs Sam"; one before a
  // verb taking them out of a thing named right after it is what it acts on: "Sam needs removing from folder 5".)
  const inClause = (p: { start: number }, at: number) => clauseOf(placed, p.start) === clauseOf(placed, at);
  const endsOn = (end: number) => ceasing(mainWords) && persons.some((m) => m.start >= end && inClause(m, end - 1));
  const takenOut = (start: number) =>
    outOf !== undefined &&
    persons.some((m) => m.end <= start && inClause(m, start)) &&
    // (Not an active verb's object said after the place: "Tom wants to remove from the Claims folder the old drafts".)
    !placed.some((p) => p.start >= outOf.end && inClause(p, start) && p.term.tags.has("Noun"));
  const passive =
    mainEnd !== undefined &&
    (mainWords.startsWith("be ") ||
      (predicate(
        placed,
        named.filter((m) => m !== outOf),
        mainEnd - mainWords.length,
        mainEnd,
      ) &&
        !endsOn(mainEnd)) ||
      takenOut(mainEnd - mainWords.length))
      ? subjectStart(placed, mainEnd - mainWords.length)
      : -1;
  // A noun's first place, or one in the main verb's clause: the object may name again a noun said before it ("keep
  // version 3, delete the other versions"), but not in a later clause ("…, but leave the task").
  const mainClause = mainEnd === undefined ? undefined : clauseOf(placed, mainEnd - 1);
  // A phrase's object may stand inside it, after its verb ("send folder 3 to the bin", "take her access off the hub"),
  // though not as its last word ("stop sharing").
  const verb = mainWords.split(" ")[0]!;
  const verbEnd = mainEnd === undefined ? undefined : mainEnd - mainWords.length + verb.length;
  // (Or what a first mention owns, said a word or two after it, though of the same noun: "is Dana's slack account
  // still active?" asks of the account.)
  const firstSaid = (m: Mention) => nouns.some((n) => n.start === m.start);
  const owned = (m: Mention) =>
    withPersons.some(
      (o) =>
        o.end <= m.start &&
        firstSaid(o) &&
        possessive(o, placed) &&
        /^\s+(?:\S+\s+){0,2}$/.test(text.slice(o.end, m.start)),
    );
  const after = withPersons.filter(
    (m) =>
      (firstSaid(m) || owned(m) || clauseOf(placed, m.start) === mainClause) &&
      (passive >= 0
        ? m.start >= passive && m.end <= mainEnd! - mainWords.length
        : verbEnd === undefined || (m.start >= verbEnd && (m.end < mainEnd! || m.start >= mainEnd!))),
  );
  const container = containerOf(text, after, named, verbEnd, query, placed);
  const said = container.mention === undefined ? containerBefore(text, named, verbEnd) : undefined;
  const fromNoun = container.mention ?? said?.mention ?? (passive >= 0 ? outOf : undefined);
  // A predicate's subject heads its clause: a noun after a preposition there only says where the subject is ("the hold
  // on file 5 can go" does not delete the file).
  const governed = (m: Mention) =>
    passive >= 0 && /\b(?:of|on|in|for|from|to|at)\s+(?:\S+\s+)?["“'‘]?$/.test(text.slice(0, m.start));
  const candidates = after.filter(
    (m) => m !== fromNoun && !container.within(m) && !possessive(m, placed) && !governed(m),
  );
  // (A person removed from a container is told by `person`: the object is what ties them to it, when its own id
  // names it: "remove ben from folder 5 (collaboration 7)"; no item, which holds the container, "the task on file 5".)
  const tie =
    fromNoun === undefined ? undefined : candidates.find((m) => ownId(text, m) !== null && !ITEM_KINDS.has(m.noun));
  const ties = (m: Mention | undefined) => objectTies(text, placed, { named, nouns, byName }, m, existential);
  // (A role said of the one acted on names what is acted on: "remove the caterers as collaborators on the Gala
  // folder" takes their collaboration, whatever names them: "remove Kestrel Events as a collaborator".)
  const role = candidates.find(
    (m) => ROLE.test(text.slice(verbEnd ?? 0, m.start)) && ONE_WHO.test(text.slice(m.start, m.end)),
  );
  const first =
    role ??
    heldOn(placed, candidates, (m) => ties(m).related !== undefined) ??
    (persons.includes(candidates[0]!) ? (tie ?? candidates[0]) : candidates[0]);
  // (A compound's last noun heads it where the noun before says whose part it is, a part the kit's tools reach, "the
  // folder collaborators", or where it says an item's kind by its own word, "the collaboration agreement file"; not
  // where the words together name one thing, "the avatar image", nor where the last is no part of the first's, "the
  // folder retention policy".)
  const head = first && compoundHead(first, candidates, placed, text);
  const partOf = head !== undefined && parts?.includes(`${first!.noun} ${head.noun}`) === true;
  const mention = head !== undefined && (partOf || saysKind(text, head)) ? head : first;
  // "the rest", "the older ones", "the others", "those": more of the kind named last before the verb, which the verb
  // acts on itself.
  // (After a verb's whole phrase when the words after the verb name nothing, no slot for an object between: "get rid
  // of it", not "take him off it"; and no thing of no kind's said with "a" before it, which "it" may stand for: "the
  // Design folder has an old logo, get rid of it".)
  const afterPhrase = (start: number, end: number) => {
    const inPhrase = placed.filter((p) => p.start >= start && p.end <= end);
    const whole =
      inPhrase.length > 0 &&
      inPhrase.every((p) => !p.term.tags.has("Noun") && !p.term.tags.has("Pronoun")) &&
      !unnamedThing(placed, named, end);
    return whole ? anaphor(text, placed, named, end) : undefined;
  };
  const referred =
    mention === undefined && verbEnd !== undefined
      ? (anaphor(text, placed, named, verbEnd) ?? afterPhrase(verbEnd, mainEnd!))
      : undefined;
  const copied = verbEnd === undefined ? undefined : copiedKind(text, placed, verbEnd, mention);
  // (A question of who did an act that names no noun asks of what the act makes: "who commented on the logo concepts".)
  const made = (mention ?? referred ?? copied) ? undefined : deedNoun(placed, deed);
  const object = copied ?? mention?.noun ?? referred ?? made?.noun;
  // (Its name in quotation marks, right before its noun.)
  const itsName =
    mention === undefined ? [] : quotedSpans(text).filter((q) => text.slice(q.end, mention.start).trim() === "");
  // (An item said to be needed no more by a person, a name or "he", "she", "they", is their access that goes: "Sam no
  // longer needs the Payroll folder" takes him off it, where "we no longer need folder 5" deletes it; so is anything
  // they need be in no more, "Sam doesn't need to be in the Finance group anymore".)
  const unneeded =
    mention !== undefined &&
    (ITEM_KINDS.has(mention.noun) ||
      (mainEnd !== undefined && BEING_IN.test(text.slice(mainEnd - mainWords.length, mention.start)))) &&
    mainEnd !== undefined &&
    ceasing(mainWords) &&
    neededBy(placed, [...persons, ...groups], mainEnd - mainWords.length, text);
  const direct =
    !unneeded &&
    (referred !== undefined ||
      copied !== undefined ||
      (mention !== undefined &&
        verbEnd !== undefined &&
        !undoing(mainWords) &&
        !placed.some(
          (p, i) =>
            p.start >= verbEnd &&
            p.end <= phraseStart(placed, mention.start) &&
            mention !== role &&
            p.term.tags.has("Noun") &&
            !p.term.tags.has("Pronoun") &&
            !p.term.tags.has("Possessive") &&
            // (A quantifier the tagger reads as a noun heads nothing: "remove all the duplicate copies of …"; nor does a
            // word of the item's name in quotation marks: "delete the whole "Testing - ignore" folder".)
            !EVERY.has(p.term.text.toLowerCase()) &&
            !itsName.some((q) => covers(q, p)) &&
            !copiesOf(placed, i),
        ) &&
        !modifier(mention, placed, text)));
  // Whom a request removes from a container: a person ("remove Bob from folder 5"; "unshare folder 5 with Bob").
  const unshared = undoneWith(mention, mainWords) || unneeded;
  // (Or people taken off an item by undoing what tied them to it: "uninvite the contractor on the Design folder".)
  const untied = fromNoun === undefined ? untiedFrom(mention, mainWords, after) : undefined;
  // (People the object names as such are taken out too: "remove the front desk staff from the Radiographs folder".)
  const taken = (from: Mention) =>
    (mention?.noun === PERSON && mention.end <= from.start) ||
    // (Up to the container's phrase: a word of its name is no person taken out, "… from the Dealer Agreements folder".)
    personBetween(placed, named, verbEnd!, from === said?.mention ? said.at : phraseStart(placed, from.start), query);
  // (Or off things no noun names, which are items: "remove jenny from everything"; taken-off.ts.)
  const unnamed =
    fromNoun === undefined &&
    untied === undefined &&
    !unshared &&
    verbEnd !== undefined &&
    (takenOffUnnamed(placed, named, verbEnd, mention, query) ||
      untiedWith(placed, named, verbEnd, mainWords, mention, query));
  // (A group said to have or need a person no more lets them go: "the Drivers group no longer needs Sam".)
  const left =
    fromNoun === undefined && mention?.noun === PERSON && mainEnd !== undefined && ceasing(mainWords)
      ? covering(groups, subjectEnd(placed, mainEnd - mainWords.length))
      : undefined;
  // (Or off the item whose people a clause before asks of, the person said by their name, nothing after them saying
  // where from, and the verb one that takes them off rather than does away with them: "check who has access to the
  // Crew Agreements folder and remove Jim", not "… and delete Jim", "… remove Jim from the company"; ties.ts.)
  // (Or taken off by the phrase, its particle after the name: "… and take Sam off".)
  const nameOnly = persons.find((m) => m.start === mention?.start && m.end === mention.end);
  const takenOff = TAKE_OFF.test(mainWords);
  // (Or other names joined to it by "and" or a comma, nothing after the last either but a word of when or please: not
  // "… remove Jim and Sam from the company".)
  const joined = (l: Mention | undefined, m: Mention) =>
    l !== undefined && NAMES_JOINED.test(text.slice(l.end, m.start));
  const last = persons.reduce((l, m) => (m.start > (l?.end ?? Infinity) && joined(l, m) ? m : l), nameOnly);
  const rest = last === undefined ? "" : text.slice(last.end).replace(takenOff ? /^\s+off\b/ : /^/, "");
  const alone = last !== undefined && NOTHING_AFTER.test(rest);
  const accessed =
    fromNoun === undefined &&
    untied === undefined &&
    left === undefined &&
    !unshared &&
    !unnamed &&
    alone &&
    mainEnd !== undefined &&
    (takenOff || TAKING_OFF.has(rootOf(verb)))
      ? accessedBefore(text, named, placed, mainEnd - mainWords.length, contents, parts)
      : undefined;
  const person =
    unshared ||
    untied !== undefined ||
    left !== undefined ||
    accessed !== undefined ||
    (fromNoun !== undefined && verbEnd !== undefined && taken(fromNoun)) ||
    unnamed;
  // How many the object is, and the item it is said to be of, by an id or a name.
  // (Or of the thing a pronoun stands for, where that was said: "the legal hold on file 5 can go, remove it".)
  const pointed = referred === undefined || verbEnd === undefined ? undefined : referent(text, placed, named, verbEnd);
  const antecedent = pointed?.noun === referred ? pointed : undefined;
  const tied = mention ?? made ?? antecedent;
  const removedFrom = unshared ? mention : (fromNoun ?? untied ?? left ?? accessed);
  const from = fromNoun ?? left;
  return {
    ...(verbEnd !== undefined ? { verbEnd } : {}),
    ...(mention ? { mention } : {}),
    ...(object ? { object } : {}),
    direct,
    ...(removedFrom ? { removedFrom } : {}),
    person,
    ...(unneeded ? { unneeded } : {}),
    ...(from ? { from } : {}),
    ...ties(tied),
  };
}

/** Whether a person or a group is the subject right before `start`, a modal aside: a name or a group (`subjects`) or
 * "he", "she", "they"; or a name said with where the person is from ("Mike from Apex Roofing isn't on the framework
 * any more"). */
function neededBy(placed: readonly Placed[], subjects: readonly Mention[], start: number, text: string): boolean {
  const before = subjectEnd(placed, start);
  if (before === undefined) return false;
  // (Where they are from is a name's words, no verb among them: "Mike from Apex said we …" is no subject of the need.)
  const words = (m: Mention) => placed.filter((p) => p.start >= m.end && p.end <= start);
  const from = (m: Mention) =>
    /^\s+from\s+(?:[\w&'-]+\s+){1,3}$/.test(text.slice(m.end, start)) &&
    words(m).every((p) => !p.term.tags.has("Verb") && !p.term.tags.has("Pronoun"));
  return THEY.test(before.term.text.toLowerCase()) || covering(subjects, before) !== undefined || subjects.some(from);
}

/** The word ending a subject right before `start`, past a modal ("Sam should no longer have the Payroll folder"), if
 * no break stands between. */
function subjectEnd(placed: readonly Placed[], start: number): Placed | undefined {
  const preceding = placed.filter((p) => p.end <= start);
  const before = preceding.at(preceding.at(-1)?.term.tags.has("Modal") === true ? -2 : -1);
  return before === undefined || /[,;:.!?]/.test(before.term.post) ? undefined : before;
}

/** Whether an item's mention says its kind by the kind's own word ("file", "folders"). */
function saysKind(text: string, m: Mention): boolean {
  const word = text.slice(m.start, m.end).toLowerCase();
  return ITEM_KINDS.has(m.noun) && (word === m.noun || word === plural(m.noun));
}

/** The one of `mentions` that holds `word`, if any. */
function covering(mentions: readonly Mention[], word: Placed | undefined): Mention | undefined {
  return word === undefined ? undefined : mentions.find((m) => m.start <= word.start && word.end <= m.end);
}
