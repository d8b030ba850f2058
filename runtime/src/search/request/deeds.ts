// Questions of who did what, read from the request: a past act asked of an unknown doer ("who deleted file 5?", "did
// anyone download it?") or of what a named person did ("the files Rachel uploaded"). The acts it only tells of as
// done are reported.ts'; which tools' records answer them is records.ts'.
import { actionOf, wordAction, type Action } from "../words/actions.js";
import { auxiliary, participle, rootOf, wordSaid, type Placed } from "../words/tagger.js";
import { actors, EVERY, headOf, kitNoun, modifier, people, SPEAKER } from "./doers.js";
import { qualifiesNoun } from "./happened.js";
import type { Deed } from "./shape.js";
import { knownNoun, type Mention } from "../words/vocabulary.js";

/** The indefinite pronouns for a person: "someone" names nobody in particular. */
export const INDEFINITE: ReadonlySet<string> = new Set(["anyone", "anybody", "someone", "somebody"]);
// The words that ask who did an act, or whether anyone did: a question word and the indefinite pronouns.
const UNKNOWN = new Set(["who", ...INDEFINITE]);

/** Whether a mention is an indefinite pronoun after "by", the agent of a passive ("locked by someone"). */
export const indefiniteAgent = (text: string, m: Mention): boolean =>
  INDEFINITE.has(text.slice(m.start, m.end)) && /\bby\s+$/.test(text.slice(0, m.start));
// The auxiliaries a question of a past act opens with ("did anyone …", "has someone …").
export const AUXILIARY = new Set(["did", "has", "have", "had"]);
// The auxiliaries of the perfect ("who has edited …").
const PERFECT = new Set(["has", "have"]);

/** The past act the request asks about, by its doer, if any: the doer right before the verb, an adverb between
 * them ("who last opened it"), and the auxiliary before the doer when the verb is not itself in the past ("did Tom
 * delete …"). A passive or a present verb ("who was asked", "who owns folder 5") asks no act's doer; nor does a
 * statement ("someone sent me a link", "Kim mentioned a thread"): "anyone" or a name is asked of after an auxiliary
 * ("did anyone …", "what did Tom …"), and a name after the items it did something to ("the files Rachel uploaded");
 * "who" after a noun tells of it ("the user who uploaded file 5"). `span`: whether the request says a span of time
 * (happened.ts' saysSpan), which makes the act one over it. */
export function askedDeed(placed: readonly Placed[], span: boolean): Deed | undefined {
  for (const [i, p] of placed.entries()) {
    const tags = p.term.tags;
    if (!tags.has("Verb") || ["Copula", "Auxiliary", "Passive"].some((t) => tags.has(t))) continue;
    // (A verb that modifies the noun after it names no act: "read access"; nor one the kit's nouns name, "files".)
    if (modifier(placed, i) || kitNoun(wordSaid(p))) continue;
    // (A gerund after "has been" tells of acts done up to now, as the perfect does: "who's been looking at …".)
    const progressive =
      tags.has("Gerund") && wordSaid(placed[i - 1] ?? p) === "been" && PERFECT.has(wordSaid(placed[i - 2] ?? p));
    let d = progressive ? i - 3 : i - 1;
    // (A bare verb right before a past one is no verb of its own but a word the tagger misread: "who last viewed".)
    // (Nor does the perfect's auxiliary: "who has edited", "who's edited" — acts done up to now; but an answer to a
    // request so far is that request's state, "who has signed".)
    const perfect = (q: Placed) =>
      tags.has("PastTense") &&
      PERFECT.has(wordSaid(q)) &&
      q.term.tags.has("Auxiliary") &&
      actionOf(p.term.text.toLowerCase()) !== "approve";
    if (having(placed[i - 1], p)) continue;
    const modifies = (q: Placed) =>
      q.term.tags.has("Adverb") ||
      perfect(q) ||
      (tags.has("PastTense") && q.term.tags.has("Infinitive") && !auxiliary(q));
    while (d >= 0 && modifies(placed[d]!) && placed[d]!.clause === p.clause) d -= 1;
    d = qualifiedDoer(placed, d);
    const doer = placed[d];
    if (doer === undefined || doer.clause !== p.clause) continue;
    const word = wordSaid(doer);
    const unknown = UNKNOWN.has(word);
    const before = placed[d - 1];
    // (Many people before "who", or after "which", picked out by an act that leaves no state are the doers asked for:
    // "everyone who opened file 5", "which users have downloaded …".)
    const picked =
      stateless(p) &&
      (word === "who" ? people(placed, d - 1) : /^wh(?:ich|at)$/.test(wordSaid(before ?? doer)) && actors(doer));
    if (!unknown && !picked && !doer.term.tags.has("Person") && !SPEAKER.has(word)) continue;
    const past = tags.has("PastTense") || progressive;
    const asked = AUXILIARY.has(before?.term.text.toLowerCase() ?? "") || timeOf(placed, d);
    const afterItems =
      before !== undefined &&
      before.term.tags.has("Noun") &&
      !before.term.tags.has("Pronoun") &&
      !/[,;:.!?()—-]/.test(before.term.post);
    if (!picked && (word === "who" ? afterItems : !asked && (unknown || !afterItems))) continue;
    // ("Who" asks of a verb in the past, said at once; "anyone" and a name of one after "did" as well.)
    if (!(past || (asked && tags.has("Infinitive"))) || (word === "who" && !past)) continue;
    const deed = {
      ...deedOf(placed, p, unknown || picked ? "unknown" : SPEAKER.has(word) ? "speaker" : "named"),
      ...joined(placed, i),
    };
    return placed.slice(d + 1, i).some(perfect) || progressive || span ? { ...deed, over: true } : deed;
  }
  return passiveDeed(placed) ?? subjectDeed(placed, span);
}

/** Whether a verb is "got" after the perfect's "has" or "have": having, no act ("who's got the lock on the floor plan",
 * "how many versions has Croissant_Costing.xlsx got"). */
const having = (aux: Placed | undefined, verb: Placed) =>
  aux !== undefined && PERFECT.has(wordSaid(aux)) && wordSaid(verb) === "got";

// The time of an act a question asks, said before its doer: "when was the last time anyone opened …", "the first time
// Tom logged in".
const TIME_OF = /^(?:last|first|latest|earliest)$/;

/** Whether the doer at `d` is said right after "the last time" (maybe "that" between), which asks when it acted. */
function timeOf(placed: readonly Placed[], d: number): boolean {
  const word = (k: number) => (k >= 0 ? wordSaid(placed[k]!) : "");
  const at = word(d - 1) === "that" ? d - 2 : d - 1;
  return word(at) === "time" && TIME_OF.test(word(at - 1));
}

/** Whether the verb's act is taken for one that leaves no state a record holds: a read ("viewed", "downloaded"), or a
 * verb no action word names, which is most often an access ("opened", "previewed", "skimmed") though not always
 * ("checked out"). What an action word says made, changed or ended something ("joined", "left", "signed") is held by
 * what it acted on (the group's members, the request's status), not only by a record of acts. */
export const stateless = (verb: Placed) =>
  !AUXILIARY.has(wordSaid(verb)) && [undefined, "read"].includes(actionOf(verb.term.text.toLowerCase()));

/** The verb at `i` joined with the particle or preposition after it ("logged in": login), a word a record's acts may
 * name the act by; whether one does is records.ts' (the tagger may read the particle as a preposition: "which users
 * have logged in this week"). */
export function joined(placed: readonly Placed[], i: number): Pick<Deed, "phrasal"> {
  const particle = placed[i + 1];
  if (particle === undefined) return {};
  const own = placed[i]!.term.tags.has("PhrasalVerb") && particle.term.tags.has("Particle");
  if (!own && !particle.term.tags.has("Preposition")) return {};
  return { phrasal: rootOf(placed[i]!.term.text.toLowerCase()) + particle.term.text.toLowerCase() };
}

/** The act a verb tells of, by its root and the action it names (with the words after it in its clause, where they
 * make a phrase of another act: "left a comment on" makes one, "left" alone ends a membership), with its doer and
 * whether a date is said. */
export function deedOf(placed: readonly Placed[], verb: Placed, doer: Deed["doer"]): Deed {
  const said = verb.term.text.toLowerCase();
  const action = phraseAction(placed, verb) ?? actionOf(said);
  return { verb: rootOf(said), ...(action ? { action } : {}), doer, dated: dated(placed) };
}

/** The action the verb's root names with up to five words after it in its clause, the longest such phrase first. */
export function phraseAction(placed: readonly Placed[], verb: Placed): Action | undefined {
  const at = placed.indexOf(verb);
  const after = placed.slice(at + 1, at + 6).filter((p) => p.clause === verb.clause);
  for (let n = after.length; n > 0; n -= 1) {
    const phrase = [rootOf(verb.term.text.toLowerCase()), ...after.slice(0, n).map((p) => p.term.text.toLowerCase())];
    const action = wordAction(phrase.join(" "));
    if (action !== undefined) return action;
  }
  return undefined;
}

// The words a phrase that qualifies a doer is made of ("anyone outside the company", "someone from legal").
const QUALIFYING = ["Noun", "Determiner", "Adjective", "Preposition"];

/** Where the doer before a verb stands: an indefinite pronoun a short phrase qualifies ("anyone outside the company
 * downloaded …") is the doer, not the phrase's last noun; otherwise the word before the verb. */
function qualifiedDoer(placed: readonly Placed[], d: number): number {
  const at = placed[d];
  if (at === undefined || INDEFINITE.has(at.term.text.toLowerCase())) return d;
  for (let k = d - 1; k >= Math.max(0, d - 4); k -= 1) {
    const q = placed[k]!;
    if (q.clause !== at.clause || /[,;:.!?()]/.test(q.term.post)) return d;
    if (INDEFINITE.has(q.term.text.toLowerCase())) return k;
    if (q.term.tags.has("Pronoun") || !QUALIFYING.some((t) => q.term.tags.has(t))) return d;
  }
  return d;
}

/** The past act a passive verb tells of with its doer after "by", when the doer is a person or people ("which files
 * have been viewed by external people", "downloaded by someone"): the doer is named when the tagger knows a person. */
function passiveDeed(placed: readonly Placed[]): Deed | undefined {
  for (const [i, p] of placed.entries()) {
    const tags = p.term.tags;
    // (A past verb after a copula in its clause is a passive, though the tagger may not read one where a name stands
    // between them: 'was "Summary.pdf" previewed by anyone'; not a participle's phrase, "grouped by user".)
    // (Or "been", the perfect's: "has the memo been opened by …".)
    const copula = placed
      .slice(0, i)
      .some((q) => q.clause === p.clause && (q.term.tags.has("Copula") || wordSaid(q) === "been"));
    if (!(tags.has("Passive") || copula) || !tags.has("PastTense")) continue;
    // (A pronoun before the copula tells of an item already said, asks nothing: "find the pdf, I think it was
    // uploaded by someone in legal"; not "was it uploaded by anyone".)
    if (toldOf(placed, i)) continue;
    if (placed[i + 1]?.term.text.toLowerCase() !== "by") continue;
    let k = i + 2;
    const opening = (q: Placed | undefined) =>
      q !== undefined && (["Adjective", "Determiner"].some((t) => q.term.tags.has(t)) || EVERY.has(wordSaid(q)));
    while (opening(placed[k])) k += 1;
    const doer = placed[k];
    if (doer === undefined || doer.clause !== p.clause) continue;
    const person = doer.term.tags.has("Person");
    // (Many people of any kind are the doers of an act that leaves no state: "opened by all the hospital liaisons".)
    const picked = stateless(p) && people(placed, headOf(placed, k));
    if (!person && !picked && !doer.term.tags.has("Actor") && !INDEFINITE.has(doer.term.text.toLowerCase())) continue;
    return deedOf(placed, p, person ? "named" : "unknown");
  }
  return undefined;
}

/** Whether the passive verb at `i` follows a pronoun and its copula, as a statement does ("it was uploaded"). */
function toldOf(placed: readonly Placed[], i: number): boolean {
  let c = i - 1;
  while (c > 0 && placed[c]!.term.tags.has("Adverb")) c -= 1;
  const pronoun = placed[c - 1];
  return (
    placed[c]?.term.tags.has("Copula") === true &&
    pronoun !== undefined &&
    pronoun.clause === placed[i]!.clause &&
    pronoun.term.tags.has("Pronoun") &&
    !INDEFINITE.has(pronoun.term.text.toLowerCase())
  );
}

/** Whether the request says when ("this month", "yesterday"), not by a name the tagger reads as a date ("the HR
 * folder", "the Q2 report"). */
const dated = (placed: readonly Placed[]) =>
  placed.some((q, i) => q.term.tags.has("Date") && !qualifiesNoun(placed, i));

/** The past act a question asks of a doer between its auxiliary and its verb, a noun phrase the tagger does not
 * know for a person ("did Priya Raman upload …", "has the intern uploaded …"): after the auxiliary, the doer's
 * nouns, then the verb; a verb the tagger took for the phrase's last noun is one whose root names an action. */
function subjectDeed(placed: readonly Placed[], span: boolean): Deed | undefined {
  for (const [i, aux] of placed.entries()) {
    if (!aux.term.tags.has("Verb") || !AUXILIARY.has(aux.term.text.toLowerCase())) continue;
    let k = i + 1;
    if (placed[k]?.term.tags.has("Determiner")) k += 1;
    const from = k;
    // (A name written with a capital is the doer's, whatever the tagger read in lower case: "did Mark lock …".)
    const nominal = (q: Placed | undefined) =>
      q !== undefined &&
      q.clause === aux.clause &&
      ((q.term.tags.has("Noun") && !q.term.tags.has("Pronoun")) || q.term.tags.has("Capital"));
    while (nominal(placed[k])) k += 1;
    const next = placed[k];
    const verbal =
      next !== undefined &&
      next.clause === aux.clause &&
      next.term.tags.has("Verb") &&
      !["Copula", "Auxiliary", "Passive"].some((t) => next.term.tags.has(t));
    // (After an indefinite pronoun the next word is the verb, whatever the tagger read: "did anyone change …".)
    const indefinite = INDEFINITE.has(placed[from]?.term.text.toLowerCase() ?? "") && k - from >= 2;
    const said = indefinite ? placed[from + 1] : verbal ? next : k - from >= 2 ? placed[k - 1] : undefined;
    const doers = indefinite ? [placed[from]!] : placed.slice(from, verbal ? k : k - 1);
    // (A doer is one person: a plural is people in general or things, "did people leave", "did the AI skills pull".)
    const one = (q: Placed) => !["Date", "Plural", "Acronym"].some((t) => q.term.tags.has(t));
    if (said === undefined || doers.length === 0 || !doers.every(one)) continue;
    if (!indefinite && actionOf(said.term.text.toLowerCase()) === undefined) continue;
    if (having(aux, said)) continue;
    // (Nor is "get" before a past verb, a passive, which tells what was done to the subject: "did the agreement get
    // signed", "did Budget Final get locked", the tagger's adjective.)
    const after = placed[placed.indexOf(said) + 1];
    const past = after !== undefined && (after.term.tags.has("PastTense") || participle(wordSaid(after)));
    if (rootOf(wordSaid(said)) === "get" && past) continue;
    const unknown = doers.length === 1 && UNKNOWN.has(doers[0]!.term.text.toLowerCase());
    const deed = deedOf(placed, said, unknown ? "unknown" : "named");
    return { ...deed, ...(said === next ? {} : { at: said.start }), ...(span ? { over: true } : {}) };
  }
  return undefined;
}

/** The noun a question of who did an act says for its doer ("who was the last person to edit the SOP", "who is the
 * user that approved it"): the answer sought, no resource the request acts on. After "who" and a copula, a phrase
 * headed by a noun of a doer (the tagger's actor), then the act: an infinitive, or a relative clause's verb. */
export function askedDoer(placed: readonly Placed[], named: readonly Mention[]): Mention | undefined {
  const head = doerPhrase(placed)?.head;
  return head && named.find((m) => m.start <= head.start && head.end <= m.end);
}

/** The act such a question asks the doer of, by whom nobody in particular ("who was the last person to open the
 * Delgado agreement": an opening, as "who last opened …" asks). `span`: whether the request says a span of time. */
export function doerNounDeed(placed: readonly Placed[], span: boolean): Deed | undefined {
  const verb = doerPhrase(placed)?.verb;
  if (verb === undefined) return undefined;
  const deed = deedOf(placed, verb, "unknown");
  return span ? { ...deed, over: true } : deed;
}

/** The doer's noun and the act's verb of a question of who did an act said by a noun (askedDoer). */
function doerPhrase(placed: readonly Placed[]): { head: Placed; verb: Placed } | undefined {
  const [who, copula] = placed;
  if (who?.term.text.toLowerCase() !== "who" || !copula?.term.tags.has("Copula")) return undefined;
  let i = 2;
  while (placed[i]?.term.tags.has("Determiner") || placed[i]?.term.tags.has("Adjective")) i += 1;
  const head = placed[i];
  const [link, verb] = [placed[i + 1], placed[i + 2]];
  if (head === undefined || !head.term.tags.has("Actor") || /[,;:.!?()]/.test(head.term.post)) return undefined;
  if (!/^(?:to|who|that)$/.test(link?.term.text.toLowerCase() ?? "") || !verb?.term.tags.has("Verb")) return undefined;
  return { head, verb };
}

/** The noun an asked act makes, where its verb stands, when the vocabulary knows it ("who commented on …": comment). */
export function deedNoun(placed: readonly Placed[], deed: Deed | undefined): Mention | undefined {
  if (deed === undefined || !knownNoun(deed.verb)) return undefined;
  const verb = placed.find((p) => p.term.tags.has("Verb") && rootOf(p.term.text.toLowerCase()) === deed.verb);
  return verb && { noun: deed.verb, start: verb.start, end: verb.end };
}
