// Things of a kind picked out by what is said of each of them, right after their noun: a relative clause ("the
// messages where Rachel posted the dates", "comments that I haven't replied to"), or a participle with its complement
// ("files owned by Gareth", "tasks assigned to me", "comments mentioning me"), after a copula in a question ("which tasks
// are assigned to me"). Finding many of them, or one that is to be found, is a search of everything of that kind
// (`searchOf`, below), not a listing of one place.
import { SEEKING } from "../words/verb-classes.js";
import { INDEFINITE } from "./deeds.js";
import { RELATIVES } from "./openers.js";
import { ownId } from "./phrase.js";
import { acrossAccount, acrossEveryItem, mentionsTrash, searchesEverything } from "./query.js";
import { questionWord, rootOf, wordSaid, type Placed } from "../words/tagger.js";
import { actNouns, ONE_WHO } from "../words/forms.js";
import { SPEAKER } from "./doers.js";
import { ITEM_KINDS, mentions, type Mention } from "../words/vocabulary.js";
import { being, DEFINITE, placeAfter, subjectsJoined, verb } from "./said-of.js";

// The words that open what a thing says (language data): its topic, "about the launch".
const TOPIC = new Set(["about", "regarding", "concerning"]);
// Prepositions a participle takes to say what it is of each item: by whom, to or with whom, in what.
const PARTICIPLE_PREPOSITIONS = new Set(["by", "to", "with", "in", "on"]);

/**
 * Whether the noun of a mention (the request's object) is followed, in its clause, by what is said of each of its
 * items. A number anywhere names one item or place by its id, and a thing of the kit named after it the place, the
 * item or the group they are of ("files stored in the Finance folder", "folders shared with the sales group"), so the
 * request is then no search.
 */
export function qualifiedKind(placed: readonly Placed[], named: readonly Mention[], object: Mention): boolean {
  if (placed.some((p) => p.term.tags.has("NumericValue"))) return false;
  // A question of which items have something picks them out by it, whatever it names ("which files have the
  // classification 'Confidential'"); not a perfect tense ("which devices has Sam used") nor its auxiliary's subject.
  if (whichHave(placed, named, object)) return true;
  // (Or by a role someone holds on each: "list every folder Hannah is a collaborator on".)
  const next = placed.findIndex((p) => p.start >= object.end);
  if (holdsRole(placed, named, next)) return true;
  // (A person named by an indefinite pronoun is nobody in particular: "where someone shared the notes".)
  const particular = (m: Mention) => !INDEFINITE.has(placed.find((p) => p.start === m.start)?.term.text ?? "");
  if (named.some((m) => m.start >= object.end && particular(m))) return false;
  // A question of which items are so says it after a copula: "which tasks are assigned to me"; as does one of how many
  // are, past the words that modify their noun: "how many store audit reports were uploaded in July".
  let k = placed.findIndex((p) => p.start >= object.start) - 1;
  const modifies = (p: Placed) =>
    p.term.post === " " && ["Noun", "Adjective"].some((t) => p.term.tags.has(t)) && !p.term.tags.has("Pronoun");
  while (k >= 0 && modifies(placed[k]!) && !placed[k]!.term.tags.has("QuestionWord")) k -= 1;
  const which = placed[k]?.term.tags.has("QuestionWord") === true;
  const index = which && placed[next]?.term.tags.has("Copula") ? next + 1 : next;
  const [first, second] = [placed[index], placed[index + 1]];
  if (first === undefined) return false;
  // (Or what each says, right after the noun, of a thing that says something, no item found by its name: "the message
  // about the chimney pot enquiry", not "the spreadsheet about the pallets".)
  const topic = TOPIC.has(first.term.text.toLowerCase()) && first.clause === placed[index - 1]?.clause;
  if (!which && topic && !ITEM_KINDS.has(object.noun)) return true;
  // A relative clause (its own clause) with a verb of its own: "where someone shared …", "that I haven't replied to".
  const rest = placed.slice(index).filter((p) => p.clause === first.clause);
  // (Unless it says only that they are in a particular place: "the shared links that exist in Driver Rosters".)
  if (RELATIVES.has(first.term.text.toLowerCase())) {
    // (Its subject may be two joined by "and", the clause going on after the second: "where Priya and Tom argued".)
    const joined = rest.slice(1).some(verb) ? rest : subjectsJoined(placed, rest);
    return joined.slice(1).some(verb) && !(being(joined) && placeAfter(joined));
  }
  if (first.clause !== placed[index - 1]?.clause || placeAfter(rest)) return false;
  // A gerund, or a participle with its complement: "mentioning me", "owned by Gareth".
  // (Not a preposition said as a gerund: "according to his profile".)
  const complement = second?.clause === first.clause && !second.term.tags.has("Preposition");
  if (first.term.tags.has("Gerund")) return complement;
  const participle = first.term.tags.has("PastTense") || first.term.tags.has("Participle");
  return participle && second?.clause === first.clause && PARTICIPLE_PREPOSITIONS.has(second.term.text.toLowerCase());
}

/**
 * Whether a question picks the object's items out of all of its kind by what it says each does or is, after the noun:
 * "which collaborations expire this month", "which folders are classified Confidential", "is there an upload session
 * still open for the drone video". (No id, and no particular thing named after it, as for qualifiedKind; people said
 * in the plural are nobody in particular: "shared with people outside the company".)
 */
export function picksOut(placed: readonly Placed[], named: readonly Mention[], object: Mention): boolean {
  if (placed.some((p) => p.term.tags.has("NumericValue")) || !asksWhich(placed, object)) return false;
  const next = placed.findIndex((p) => p.start >= object.end);
  // (Nor are things said in the plural before the verb, which say which of the object's kind: "tasks on files".)
  const verbAt = placed.findIndex((p, i) => i >= next && p.term.tags.has("Verb") && !p.term.tags.has("Particle"));
  const particular = (m: Mention) => {
    const at = placed.findIndex((p) => p.start === m.start);
    const term = placed[at]?.term;
    if (term === undefined || INDEFINITE.has(term.text)) return false;
    const some = DEFINITE.has(placed[at - 1]?.term.text.toLowerCase() ?? "");
    return !(term.tags.has("Plural") && !some && (term.tags.has("Actor") || at < verbAt));
  };
  // (Or by a role someone holds on each of them: "which folders is Jonas a collaborator on".)
  if (holdsRole(placed, named, next)) return true;
  // (In the object's own clause: another sentence tells of something else, "… still open? The upload failed halfway.")
  const clause = placed[next]?.clause;
  const inClause = (m: Mention) => placed.find((p) => p.start === m.start)?.clause === clause;
  if (named.some((m) => m.start >= object.end && inClause(m) && particular(m))) return false;
  return saysOfEach(placed, next);
}

/** Whether the words from `next`, after the object, say someone else holds a role on each of its items: a name and a
 * copula either way round, "a" or "an", a noun of the kit's for one who does, then "on", "in" or "of" ending the clause
 * ("which folders is Jonas a collaborator on", "check which folders Jonas is a collaborator on"); or the copula and
 * the act whose noun is the kit's tie ("every folder Hannah is collaborating on": a collaboration). */
function holdsRole(placed: readonly Placed[], named: readonly Mention[], next: number): boolean {
  const rest = placed.slice(next).filter((p) => p.clause === placed[next]?.clause);
  const copula = rest.findIndex((p) => p.term.tags.has("Copula"));
  const [role, on] = [rest.at(-2), rest.at(-1)];
  if (copula < 0 || role === undefined || on === undefined || !/^(?:on|in|of)$/i.test(on.term.text)) return false;
  // (Where the role's phrase opens: its article, or the act's own word.)
  const acting = /ing$/i.test(role.term.text);
  const opens = acting ? rest.length - 2 : rest.findIndex((p) => /^an?$/i.test(p.term.text));
  if (!acting && opens !== rest.length - 3) return false;
  // (The name after the copula in a question, before it in a clause said in a statement's order.)
  const subject = copula === 0 ? rest.slice(1, opens) : copula === opens - 1 ? rest.slice(0, copula) : [];
  // (Not the speaker, whose own items are those they reach: "which folders am I a collaborator on".)
  if (subject.length === 0 || subject.some((p) => SPEAKER.has(wordSaid(p)))) return false;
  if (acting) return actNouns(rootOf(wordSaid(role))).some((w) => mentions(w).length > 0);
  const noun = named.some((m) => m.start <= role.start && role.end <= m.end);
  return noun && ONE_WHO.test(role.term.text.toLowerCase());
}

/** Whether the object's phrase is what a question asks which (or whether any) of: "which (of my) X", "is there an X",
 * "are there any X". */
function asksWhich(placed: readonly Placed[], object: Mention): boolean {
  const before = placed.filter((p) => p.end <= object.start);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    const { tags, text } = before[i]!.term;
    if (questionWord(before[i]!) || tags.has("There")) return true;
    const modifies = ["Adjective", "Determiner", "Possessive"].some((t) => tags.has(t));
    if (!modifies && text.toLowerCase() !== "of") return false;
  }
  return false;
}

// Verbs that ask of a subject after them: "does Tom have", "can I generate", "has Sam used".
const AUXILIARIES = /^(?:do|does|did|have|has|had|can|could|will|would|should|may|might|must|shall)$/i;

/**
 * Whether the words after the object's noun (from `next`) say what each of its items does or is, in its clause: a
 * verb of its own ("expire this month", "have expired"), or after a copula or no verb at all what they are ("are classified
 * Confidential", "still open"); not where they are ("are in the Finance folder"), nor an auxiliary's question ("does
 * Bob own", "can I generate"), nor a verb the tagger reads in the noun ("files in").
 */
function saysOfEach(placed: readonly Placed[], next: number): boolean {
  const clause = placed.slice(next).filter((p) => p.clause === placed[next]?.clause);
  if (clause.length === 0 || placeAfter(clause)) return false;
  // (Past a phrase that says which of them, no place in particular: "which of my tasks on files are still open".)
  const verbAt = clause.findIndex((p) => p.term.tags.has("Verb"));
  const rest = clause[0]!.term.tags.has("Preposition") && verbAt > 0 ? clause.slice(verbAt) : clause;
  const at = rest[0]!.term.tags.has("Copula") ? 1 : 0;
  const said = rest.slice(at).find((p) => !p.term.tags.has("Adverb"));
  if (said === undefined) return false;
  const { tags } = said.term;
  // (So does a perfect: "which shared links have expired".)
  const done = rest[rest.indexOf(said) + 1];
  if (at === 0 && /^ha(?:ve|s)$/i.test(said.term.text) && done?.term.tags.has("PastTense")) return verb(done);
  const asking = AUXILIARIES.test(said.term.text) || ["Copula", "Gerund", "Particle"].some((t) => tags.has(t));
  if (at === 0 && tags.has("Verb")) return verb(said) && !asking;
  return tags.has("Adjective") && !tags.has("Possessive");
}

/** Whether a question asks which of the object's items have something: "which (of my) X have|has …", no verb after
 * it, nor a place they are in. What they have may be named by its name: it is no place. */
export function whichHave(placed: readonly Placed[], named: readonly Mention[], object: Mention): boolean {
  const next = haveAsked(placed, object);
  if (next < 0) return false;
  const verb = placed[next];
  const rest = placed.slice(next + 1).filter((p) => p.clause === verb!.clause);
  // (Nor what they have said by what a particular thing of the kit does to it, in a relative clause: its records
  // hold what it applies to. "Which folders have files that the retention policy would now let us delete".)
  const after = placed.slice(next + 1 + rest.length);
  const relative = RELATIVES.has(after[0]?.term.text.toLowerCase() ?? "");
  const inRelative = (m: Mention) => {
    const at = after.findIndex((p) => p.start === m.start);
    return at > 0 && after[at]!.clause === after[0]!.clause && DEFINITE.has(after[at - 1]!.term.text.toLowerCase());
  };
  if (relative && named.some(inRelative)) return false;
  const subject = rest[0]?.term.tags;
  // (Nor "has … got", which says what has them: "how many versions has the budget got".)
  if (rest.length > 1 && wordSaid(rest.at(-1)!) === "got") return false;
  // (What they have may end with the participle of its having been put there: "which folders have the classification
  // applied".)
  const said = rest.at(-1)?.term.tags.has("PastTense") && rest.length > 1 ? rest.slice(0, -1) : rest;
  // (A gerund after a noun only says which of those things: "which files have comments mentioning me".)
  const modifies = (p: Placed, i: number) => p.term.tags.has("Gerund") && said[i - 1]?.term.tags.has("Noun") === true;
  return (
    rest.length > 0 &&
    !said.some((p, i) => p.term.tags.has("Verb") && !modifies(p, i)) &&
    !placeAfter(rest) &&
    !["Pronoun", "ProperNoun", "Person"].some((t) => subject?.has(t))
  );
}

/** Where "have" or "has" stands right after a mention a question word asks which of ("which groups have …"), or -1. */
function haveAsked(placed: readonly Placed[], object: Mention): number {
  const next = placed.findIndex((p) => p.start >= object.end);
  const verb = placed[next];
  const asked = placed.some((p) => p.end <= object.start && p.clause === verb?.clause && questionWord(p));
  return asked && /^ha(?:ve|s)$/.test(verb?.term.text.toLowerCase() ?? "") ? next : -1;
}

/** The object of a question of which holders have something on an item: what they have, not who has it ("which
 * groups have access to the Release Builds folder" asks the folder's access, its holders picked out of it); `onItem`
 * says whether a mention is said to be of an item. (Items picked out by what they have are the object themselves:
 * "which files have comments in folder 5".) */
export function heldOn(
  placed: readonly Placed[],
  [holder, held]: readonly Mention[],
  onItem: (m: Mention) => boolean,
): Mention | undefined {
  const holds = holder !== undefined && !ITEM_KINDS.has(holder.noun) && haveAsked(placed, holder) >= 0;
  return holds && held !== undefined && onItem(held) ? held : undefined;
}

/** Whether a request searches everything of a kind for what it asks, whether it picks its object's items out by
 * what is said of each of them, and whether it asks for them across the whole account. Only of many, or of one to be
 * found, in no place, item or channel the request names ("search #ops for the deploy notes", "find all files in folder
 * 5 with a draft"), nor by its name: "all files shared outside in the Partnerships folder" are that folder's, and so
 * are those in a folder said by its name alone, "files tagged 'allergen' in Taproom Menus"; a file's name said with no
 * noun, "duplicates of 'logo.png'", is what a search looks for. */
export function searchOf(
  request: {
    text: string;
    placed: readonly Placed[];
    named: readonly Mention[];
    byName: readonly string[];
    mainWords: string;
    polar: boolean;
    existential: boolean;
  },
  object: { mention?: Mention; count?: "one" | "many"; from?: Mention; related?: string; inPlace?: boolean },
): { searching: boolean; picked?: true; across?: true } {
  const { text, placed, named, byName, mainWords, polar, existential } = request;
  const { mention, count } = object;
  const binned = mentionsTrash(text);
  const unconfined =
    count !== "one" &&
    object.from === undefined &&
    object.related === undefined &&
    !object.inPlace &&
    !/(?:^|\s)#[\w-]/.test(text) &&
    !named.some((m) => ownId(text, m) !== null) &&
    (!byName.some((noun) => noun !== mention?.noun && named.some((m) => m.noun === noun)) ||
      (mention !== undefined && whichHave(placed, named, mention)));
  const searching =
    (searchesEverything(text) ||
      // (A question answered yes or no asks of one thing: "is the Slack integration turned on for our box?"; unless
      // it asks whether there are any: "are there any tasks assigned to me?")
      // (Of many, or one to be found: "the file Bob sent me" is one item, told by what was done to it; "find the
      // message where Rachel posted the dates" searches for it.)
      (mention !== undefined &&
        seeks(count, mainWords.split(" ")[0]!) &&
        (!polar || existential) &&
        !binned &&
        qualifiedKind(placed, named, mention))) &&
    unconfined;
  const picked = unconfined && mention !== undefined && !binned && picksOut(placed, named, mention);
  // (Many of them in the whole account are in no one place: "the biggest files in our whole enterprise".)
  const across =
    unconfined &&
    mention !== undefined &&
    !binned &&
    (acrossAccount(text) || (!ITEM_KINDS.has(mention.noun) && acrossEveryItem(text).length > 0));
  return { searching, ...(picked ? { picked: true as const } : {}), ...(across ? { across: true as const } : {}) };
}

/** Whether a request seeks what its object names: many of them, or one to be found by its main verb ("find", "look
 * for"). */
export const seeks = (count: "one" | "many" | undefined, verb: string): boolean =>
  count === "many" || SEEKING.has(verb);
