// Where a request names a person: by name, by a login or an email address, or as everyone; a person named is a user.
import { auxiliary, knownWord, nlp, withoutS, type Placed } from "../words/tagger.js";
import { singular, type Mention } from "../words/vocabulary.js";
import { shouted } from "./query.js";
import { ONE_WHO } from "../words/forms.js";

/** The kind a person named is. */
export const PERSON = "user";

// The tagger's lexicon tags of first names.
const NAMES = new Set(["FirstName", "MaleName", "FemaleName"]);

// Words that stand for people without naming them ("remove everyone but me from folder 5").
const SOMEONE = /^(?:every|any|some)(?:one|body)$/;

// The object pronouns that stand only for people ("remove me from folder 5"; "it" and "them" may be things).
const PERSONAL = new Set(["me", "us", "him", "her"]);

// An email address the tagger reads as a web address, its domain hyphenated ("ksmith@vestas-partner.example.com").
const AN_ADDRESS = String.raw`[^\s@/:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}`;
const ADDRESS = new RegExp(`^${AN_ADDRESS}$`, "i");
const SAYS_ADDRESS = new RegExp(AN_ADDRESS, "i");

/** Whether a request names someone by an email address anywhere in it. */
export const saysAddress = (text: string) => SAYS_ADDRESS.test(text);

/** Whether a word is an email address, whole. */
export const isAddress = (word: string) => ADDRESS.test(word);

/** Whether a term is a person's login: a first name the lexicon knows joined to another word by a dot or an underscore
 * ("jamie.rowe"; not "notes.txt"), or, where `addresses`, an email address. */
export function login(term: Placed["term"], addresses: boolean): boolean {
  if (term.tags.has("Email") || ADDRESS.test(term.text)) return addresses;
  const first = /^([a-z]+)[._][a-z]+$/.exec(term.text.toLowerCase())?.[1];
  return first !== undefined && NAMES.has(nlp().world().model.one.lexicon[first] ?? "");
}

/** Whether a person stands between two places of the request ("remove Bob from folder 5"): a name the tagger knows as
 * one, a proper noun said in no thing's phrase (nameOpens: not "from the london folder"), or a word its lexicon knows
 * as a first name that no determiner makes a thing ("kick bob out of folder 5", where the lower-case name after a verb
 * is read as a verb; not "remove the mark from file 5"), a login or an email address ("take jamie.rowe off folder 5"),
 * everyone, a pronoun for a person, no noun after it ("remove me from the Party folder"; not "remove her files from
 * it"), or, where `query` (the request as written) is given, a name the lexicon does not know that it capitalises, said
 * in no thing's phrase (nameOpens: "remove Priya Nair from the Q3 folder"; not "remove the Zorblax from it"). A request
 * all in capitals names no one by them: there a word the lexicon does not know is as likely a slip or a thing's name
 * ("REMOVE THE TEMPALTE FROM FILE 5"). */
export function personBetween(
  placed: readonly Placed[],
  named: readonly Mention[],
  start: number,
  end: number,
  query?: string,
): boolean {
  const lexicon = nlp().world().model.one.lexicon;
  const firstName = (word: string) => NAMES.has(lexicon[word] ?? "");
  return placed.some((p, i) => {
    const word = p.term.text.toLowerCase();
    return (
      p.start >= start &&
      p.end <= end &&
      // (A company's name is no person, nor is a word of a noun the vocabulary names: "the Microsoft Teams channel".)
      !p.term.tags.has("Organization") &&
      !named.some((m) => m.start < p.end && p.start < m.end) &&
      // (Nor a name inside a thing's phrase: "remove the Smith hold from folder 4".)
      ((p.term.tags.has("Person") && !modifiesNamed(placed, named, i)) ||
        (p.term.tags.has("ProperNoun") && nameOpens(placed, start, i)) ||
        SOMEONE.test(word) ||
        kindOfPerson(placed, i) ||
        (PERSONAL.has(word) && !placed[i + 1]?.term.tags.has("Noun")) ||
        (word === "them" && peopleBefore(placed, i)) ||
        login(p.term, true) ||
        (firstName(word) && !placed[i - 1]?.term.tags.has("Determiner")) ||
        (query !== undefined && !shouted(query) && writtenName(query, p) && nameOpens(placed, start, i)))
    );
  });
}

/** Whether the last plural noun before `i` that no preposition governs names a kind of person, whom a "them" at `i`
 * stands for: "the contractors shouldn't see folder 5, take them off it"; not "photos of the volunteers …". So may
 * one such person said by a noun for one who does ("their person is still a collaborator on it, get them off it"). */
function peopleBefore(placed: readonly Placed[], i: number): boolean {
  for (let at = i - 1; at >= 0; at -= 1) {
    const { tags, text } = placed[at]!.term;
    const one = ONE_WHO.test(text.toLowerCase()) && kindOfPerson(placed, at);
    if ((!tags.has("Plural") && !one) || tags.has("Pronoun")) continue;
    let opens = at;
    while (opens > 0 && IN_PHRASE.some((t) => placed[opens - 1]!.term.tags.has(t))) opens -= 1;
    if (!placed[opens - 1]?.term.tags.has("Preposition")) return kindOfPerson(placed, at);
  }
  return false;
}
// The words a noun phrase may open with before its head: "the new", "our", "the site".
const IN_PHRASE = ["Determiner", "Adjective", "Possessive", "Noun"];

/** Whether the term at `i` stands, from `start` on, after no determiner and no preposition: a name said as the one
 * removed ("remove Priya Nair from …"), not a word of a thing's phrase ("the Zorblax", "the Project Info metadata",
 * "from the Project Alpha folder"). */
function nameOpens(placed: readonly Placed[], start: number, i: number): boolean {
  const before = placed.slice(0, i).filter((p) => p.start >= start);
  return !before.some((p) => p.term.tags.has("Preposition") || p.term.tags.has("Determiner"));
}

/** Whether the term at `i` names a kind of person, not a person by name: a noun the tagger's lexicon knows as one who
 * acts ("the guests", "the employees"), or one a relative clause of a person follows ("the contractor who never
 * accepted"). */
export function kindOfPerson(placed: readonly Placed[], i: number): boolean {
  const { tags, text } = placed[i]!.term;
  if (!tags.has("Noun") || tags.has("Pronoun")) return false;
  // (Or a noun for people the lexicon does not tag so, heading its phrase: "the intern", not "the patient files" nor
  // "the client approved drafts".)
  // (Or one owning what names them, its own phrase's head: "the patient's email"; not "the patient's scans".)
  const modifies = ["Noun", "Adjective", "PastTense", "Gerund"].some((t) => placed[i + 1]?.term.tags.has(t));
  const named = tags.has("Possessive") && IDENTITY.test(placed[i + 1]?.term.text ?? "");
  const head = !modifies || /[,;:.!?]/.test(placed[i]!.term.post) || named;
  const word = withoutS(text.toLowerCase());
  return (
    tags.has("Actor") ||
    agentNoun(word) ||
    (head && PEOPLE.has(singular(word.split("-").at(-1)!))) ||
    /^who(?:m)?$/i.test(placed[i + 1]?.term.text ?? "")
  );
}

/** The subject pronouns for another person: "he no longer needs it", "can she see folder 5". */
export const THEY = /^(?:he|she|they)$/i;

// What names a person to the kit: "the patient's email".
const IDENTITY = /^(?:e-?mail|address|login|username|account)$/i;

// Nouns for people by their place in an organisation, which the lexicon does not tag as people (language data).
const PEOPLE = new Set([
  ..."intern volunteer patient client customer student parent guest visitor nurse doctor colleague".split(" "),
  ..."locum temp consultant assistant accountant freelancer guy".split(" "),
]);

// The endings of a noun for one who does an act or has it done to them ("auditor", "contractor", "trainee").
const AGENT = /^[a-z]{2,}[^aeiou\W](?:or|ee)$/;

/** Whether a word (maybe plural, maybe after a prefix: "the ex-contractor") is a noun for one who acts that the
 * lexicon knows as nothing else: the lexicon's actors are too few ("auditors", "trainees"). */
function agentNoun(word: string): boolean {
  const last = word.toLowerCase().split("-").at(-1)!.replace(/s$/, "");
  return AGENT.test(last) && nlp().world().model.one.lexicon[last] === undefined;
}

/** Whether many of the object are said to be "with" or "from" someone ("my DMs with Priya", "messages with sam
 * reyes", "any DMs from Maggie"): had in an item shared with that person. The word after it is a person
 * (personBetween) or a word the lexicon does not know that `query`, the request as written, capitalises: a name ("with
 * Priya"; not "with attachments", "with PII"). */
export function withSomeone(
  query: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  object: Mention,
): boolean {
  const next = afterWith(placed, object);
  if (next === undefined) return false;
  return personBetween(placed, named, next.start, next.end) || writtenName(query, next, String.raw`(?:with|from)\s+`);
}

/** Whether a term is a name by how `query`, the request as written, writes it (after `before`, if given): a word the
 * lexicon does not know, with a capital ("Priya"; not "Budget"). A request all in capitals says nothing by them: any
 * such word may be a name. A plural is none: "With Attachments". */
function writtenName(query: string, p: Placed, before = ""): boolean {
  return !p.term.tags.has("Plural") && capitalisedUnknown(query, p, before);
}

/** Whether `query`, the request as written, writes a term the lexicon does not know with a capital (after `before`,
 * if given), or the whole request is in capitals. */
function capitalisedUnknown(query: string, p: Placed, before = ""): boolean {
  const word = p.term.text.toLowerCase();
  if (!/^[a-z]+$/.test(word) || knownWord(word)) return false;
  const written = new RegExp(String.raw`\b${before}(${word})\b`, "i").exec(query)?.[1];
  const capital = shouted(query) ? /^[A-Z]+$/ : /^[A-Z][a-z]+$/;
  return written !== undefined && capital.test(written);
}

/** The placed words, with a name the lexicon does not know, written with a capital right after a noun, read as a
 * person's where a verb in the past follows it (maybe after its auxiliary): the doer of a clause that tells which
 * items ("every file Priya has modified this month"; the lexicon knows only some first names); and one opening its
 * sentence before a negated verb (opensClause). */
export function writtenNames(query: string, placed: readonly Placed[]): readonly Placed[] {
  // (A request all in capitals tells no name by them.)
  if (shouted(query)) return placed;
  return placed.map((p, i) => {
    const before = placed[i - 1]?.term;
    const at = placed[i + 1]?.term.tags.has("Auxiliary") ? i + 2 : i + 1;
    const verb = placed[at]?.term;
    const doer =
      before !== undefined &&
      before.tags.has("Noun") &&
      !before.tags.has("Pronoun") &&
      !/[^\s]/.test(before.post) &&
      verb !== undefined &&
      verb.tags.has("PastTense") &&
      !verb.tags.has("Noun") &&
      !p.term.tags.has("Person") &&
      capitalisedUnknown(query, p);
    if (endsPeoplesName(placed, i)) return { ...p, term: { ...p.term, tags: new Set(["Noun", "Plural", "Capital"]) } };
    return doer || opensClause(placed, i, query)
      ? { ...p, term: { ...p.term, tags: new Set([...p.term.tags, "Person"]) } }
      : p;
  });
}

/** Whether the term at `i` ends a name written with capitals, past its sentence's first word, as a noun for people the
 * tagger reads as a verb in "s" after a noun of the name: "in Night Nurses", those people; not "Site Leads". */
function endsPeoplesName(placed: readonly Placed[], i: number): boolean {
  const [before, p, after] = [placed[i - 1], placed[i]!, placed[i + 1]];
  const { tags, text } = p.term;
  const verb = tags.has("PresentTense") && !tags.has("Infinitive") && tags.has("Capital") && /s$/i.test(text);
  const people = agentNoun(text) || PEOPLE.has(singular(text.toLowerCase()));
  return (
    verb &&
    people &&
    before !== undefined &&
    before.term.tags.has("Capital") &&
    before.term.tags.has("Noun") &&
    !before.term.tags.has("Person") &&
    placed[i - 2]?.sentence === p.sentence &&
    /^\s+$/.test(before.term.post) &&
    after?.term.tags.has("Noun") !== true
  );
}

/** Whether the term at `i` is a name the lexicon does not know, written with a capital, that opens its sentence as the
 * subject of a negated verb after it, maybe past adverbs and its auxiliary: one who is to have no more ("Priya no
 * longer needs the Finance folder", "Priya doesn't need to be in …"; the lexicon knows only some first names). Not a
 * thing said to be acted on ("Timesheet needs to be deleted", "Moodboard has been moved"), which no negation tells
 * apart. */
function opensClause(placed: readonly Placed[], i: number, query: string): boolean {
  const p = placed[i]!;
  if ((i > 0 && placed[i - 1]!.sentence === p.sentence) || p.term.tags.has("Person")) return false;
  let at = i + 1;
  let negated = false;
  // (The tagger may read "doesn't" as a plain verb: its "n't" says it is the negated auxiliary.)
  const helping = (q: Placed | undefined) =>
    q !== undefined && (auxiliary(q) || /^(?:does|do|did)(?:n['’]t)?$/i.test(q.term.text));
  while (placed[at]?.term.tags.has("Adverb") || placed[at]?.term.text === "" || helping(placed[at])) {
    const { tags, text } = placed[at]!.term;
    negated ||= tags.has("Negative") || /^(?:no|not|never)$|n['’]t$/i.test(text);
    at += 1;
  }
  const verb = placed[at]?.term.tags;
  const verbal = verb !== undefined && verb.has("Verb") && !verb.has("Noun") && !verb.has("Copula");
  return /^\s+$/.test(p.term.post) && negated && verbal && writtenName(query, p);
}

/** The word after "with" (or "from": "my DMs from Marcus") when it follows an object, if any. */
function afterWith(placed: readonly Placed[], object: Mention): Placed | undefined {
  const at = placed.findIndex((p) => p.start >= object.end);
  return /^(?:with|from)$/.test(placed[at]?.term.text.toLowerCase() ?? "") ? placed[at + 1] : undefined;
}

/** Where the request names a person by name, as the user they are ("what groups is Tom Becker in"): a run of the
 * tagger's person terms or a login ("which groups is maria.santos in"; an email address where `addresses`) outside any
 * noun the vocabulary names, or a word the tagger's lexicon does not know that owns something, itself owned by no one
 * ("priya's job title"; not "the file's owner", "our custodian's", "user 5's"). */
export function personMentions(placed: readonly Placed[], named: readonly Mention[], addresses = true): Mention[] {
  const lexicon = nlp().world().model.one.lexicon;
  const found: Mention[] = [];
  const owner = (p: Placed, i: number) => {
    const name = /^([a-z]+)'s$/.exec(p.term.text.toLowerCase())?.[1];
    const owned = ["Determiner", "Possessive"].some((t) => placed[i - 1]?.term.tags.has(t));
    return p.term.tags.has("Possessive") && name !== undefined && !owned && lexicon[name] === undefined;
  };
  for (const [i, p] of placed.entries()) {
    if (
      !(p.term.tags.has("Person") || login(p.term, addresses) || owner(p, i)) ||
      named.some((m) => m.start < p.end && p.start < m.end)
    )
      continue;
    // (A name that modifies a noun the vocabulary names, inside its phrase, is the item's name: "the MEL document".)
    if (modifiesNamed(placed, named, i)) continue;
    const last = found.at(-1);
    // (A first name and a last name are one person, and so are a title and a name: "Dr. Hughes", its dot between.)
    const titled =
      last !== undefined && placed[i - 1]?.end === last.end && placed[i - 1]!.term.tags.has("Abbreviation");
    if (last !== undefined && p.start - last.end <= (titled ? 2 : 1)) last.end = p.end;
    else found.push({ noun: PERSON, start: p.start, end: p.end });
  }
  return found;
}

/** Where a question names its subject, right after its opening copula, by a word the lexicon does not know that
 * `query`, the request as written, capitalises: a person's name ("is Priya an admin?", "what timezone is Priya in?";
 * the lexicon knows only some first names). Not a word the vocabulary names, nor one after a determiner ("is the
 * Kestrel deck locked"). */
export function subjectName(query: string, placed: readonly Placed[], named: readonly Mention[]): Mention[] {
  // (Or its auxiliary, where a participle tells what they did: "how much space has Priya used".)
  const has = placed.findIndex((p) => /^(?:has|have)$/i.test(p.term.text));
  const verb = placed.findIndex((p) => p.term.tags.has("Copula"));
  const copula = verb < 0 ? has : verb;
  // (The tagger may read "how" as a preposition: "how much space has Priya used".)
  const asks = placed[0]?.term.tags.has("QuestionWord") === true || /^how$/i.test(placed[0]?.term.text ?? "");
  const opens = copula === 0 || (copula > 0 && copula <= 3 && asks);
  const subject = placed[copula + 1];
  // (A first name and a last name, each written so: "is Priya Natarajan an admin?".)
  let last = copula + 1;
  while (placed[last + 1] !== undefined && capitalisedUnknown(query, placed[last + 1]!)) last += 1;
  // (Said of by a noun phrase after it, "is Priya an admin", or by the place a noun asked before the copula leaves at
  // the end, "what timezone is Priya in"; not "what is Kubernetes", "is Retro on the calendar", "what is Ops about",
  // and "is Kestrel locked" may ask of a thing.)
  const next = placed[last + 1]?.term.tags;
  // (The place ends the question, though an aside may follow: "what timezone is Priya in? She's abroad".)
  const ends = last + 1 === placed.length - 1 || /[.?!]/.test(placed[last + 1]?.term.post ?? "");
  const stranded = next?.has("Preposition") === true && ends && copula >= 2;
  // (Or a verb of what they do or did: "how much storage is Priya using", "how much space has Priya used"; not a
  // state, "is Kestrel locked".)
  const doing = verb >= 0 ? next?.has("Gerund") === true : next?.has("PastTense") === true && !next.has("Copula");
  // (Or "who" asks who they are: "who is Priya Shah".)
  const who = copula === 1 && /^who(?:'s)?$/i.test(placed[0]?.term.text ?? "");
  const predicate = next?.has("Determiner") === true || stranded || (copula >= 2 && doing) || who;
  const end = placed[last]?.end ?? 0;
  if (!opens || !predicate || subject === undefined || named.some((m) => m.start < end && subject.start < m.end))
    return [];
  // (Or "he" or "she" said of by what they are or where they are, "what groups is he in?"; not what they do, "which
  // file is she talking about", which asks of the thing.)
  const pronoun = /^(?:he|she)$/i.test(subject.term.text) && !(copula >= 2 && doing);
  const someone = capitalisedUnknown(query, subject) || pronoun;
  return someone ? [{ noun: PERSON, start: subject.start, end }] : [];
}

const QUOTE = /["“”]/;

/** Whether the term at `i` stands inside quotation marks that close right before a noun the vocabulary names. */
function quotedBefore(placed: readonly Placed[], named: readonly Mention[], i: number): boolean {
  let open = i;
  while (open >= 0 && !QUOTE.test(placed[open]!.term.pre)) {
    if (open < i && QUOTE.test(placed[open]!.term.post)) return false;
    open -= 1;
  }
  let close = i;
  while (close < placed.length && !QUOTE.test(placed[close]!.term.post)) close += 1;
  const next = placed[close + 1];
  return open >= 0 && next !== undefined && named.some((m) => m.start === next.start);
}

// Tags of a word of an item's name before its noun: "the ATR 72 MEL document".
const NAMING = ["Noun", "Value"];

/** Whether the term at `i` stands inside a noun phrase a determiner or a possessive opens and a noun heads, one the
 * vocabulary names or a thing's, with only words of a name between ("the ATR 72 MEL document", "our Mark Jones
 * folder", "the Bennett deposition video"), or inside quotation marks that end before such a noun ('the "Grant
 * Deliverable" metadata'). */
function modifiesNamed(placed: readonly Placed[], named: readonly Mention[], i: number): boolean {
  if (quotedBefore(placed, named, i)) return true;
  const name = (p: Placed | undefined) =>
    p !== undefined &&
    NAMING.some((t) => p.term.tags.has(t)) &&
    !p.term.tags.has("Pronoun") &&
    !/[^\s]/.test(p.term.post);
  let at = i;
  while (name(placed[at - 1])) at -= 1;
  const opener = placed[at - 1]?.term;
  if (opener === undefined || !["Determiner", "Possessive"].some((t) => opener.tags.has(t))) return false;
  let to = i;
  while (name(placed[to]) && !named.some((m) => m.start === placed[to + 1]?.start)) to += 1;
  if (name(placed[to]) && named.some((m) => m.start === placed[to + 1]?.start)) return true;
  // (Or a thing's noun, no person's name, after it in the phrase or heading it: "the Bennett deposition video"; not
  // "the Hughes" alone.)
  const thing = (p: Placed) =>
    p.term.tags.has("Noun") && !["Person", "ProperNoun", "Pronoun"].some((t) => p.term.tags.has(t));
  return placed.slice(i + 1, to + 1).some(thing);
}
