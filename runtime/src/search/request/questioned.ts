// A question of what someone did, its object fronted: "what did he download", "which files did sam@acme.com delete
// last week", "how many files did the Harbourview people upload", "when did Garrison last log in". The question word
// opens it, the auxiliary "did" follows, then the doer and the bare verb; or "what", the doer and the verb in the past
// ("show me what the fleet manager uploaded"): the act is asked of, done by that doer. The doer is anyone a person may be said by (a name, an address, a word for people, a pronoun for one); a thing said there
// ("when did the request expire") asks of that thing's state, not of an act. A passive question asks the like of what
// underwent an act ("what was downloaded from folder 5 this week"), when the act leaves no state its item holds.
import { actionOf } from "../words/actions.js";
import { TALKING } from "../words/verb-classes.js";
import { questionWord, rootOf, wordSaid, type Placed } from "../words/tagger.js";
import { deedOf, joined, stateless } from "./deeds.js";
import { kitNoun, SPEAKER } from "./doers.js";
import type { Deed } from "./shape.js";

// The pronouns that stand for a person other than the speaker, as a doer ("they" may stand for things: "when did they
// expire").
const OTHER = new Set(["he", "she"]);

/** Whether a word may say a doer: a name, an email address, a word for people, a pronoun for one; or a noun the kit
 * names nothing by said bare, as a name is in lower case ("when did garrison last log in"), not after a determiner
 * ("when did the contract expire"). */
function personal(p: Placed, bare: boolean): boolean {
  const { tags } = p.term;
  const word = wordSaid(p);
  if (tags.has("Pronoun")) return OTHER.has(word) || SPEAKER.has(word);
  if (tags.has("Email") || tags.has("Person") || tags.has("Actor")) return true;
  return (tags.has("ProperNoun") || (bare && tags.has("Singular"))) && !kitNoun(word);
}

// The words of a doer's phrase before its nouns ("the Harbourview people"), and its nouns ("FF Garrison").
const OPENING = ["Determiner", "Adjective"];
const NOMINAL = ["Noun", "Acronym", "ProperNoun", "Email"];

/** Whether a term stands in the opener's clause with one of these tags, and is no verb. */
const inClause = (q: Placed | undefined, opener: Placed, tags: readonly string[]) =>
  q !== undefined && q.clause === opener.clause && tags.some((t) => q.term.tags.has(t)) && !q.term.tags.has("Verb");

/** Where a noun phrase starting at `k` in the opener's clause ends: past its opening words, then its nouns. */
function pastPhrase(placed: readonly Placed[], k: number, opener: Placed): number {
  while (inClause(placed[k], opener, OPENING)) k += 1;
  while (inClause(placed[k], opener, NOMINAL)) k += 1;
  return k;
}

/** Where the verb of the act a question with its object fronted asks of a doer stands (see above), and who the doer
 * is, or undefined: after "did" and the doer the bare verb, or right after "what" the doer and the verb in the past
 * ("show me what the fleet manager uploaded"). The verb's root names an action, or its particle joins it into a word a
 * record may name the act by ("log in"), which records.ts reads. */
export function questionedVerb(placed: readonly Placed[]): { at: number; doer: "named" | "speaker" } | undefined {
  for (const [i, opener] of placed.entries()) {
    const did = wordSaid(opener) === "did" && opener.term.tags.has("Verb");
    const what = wordSaid(opener) === "what";
    if (did && !placed.slice(0, i).some((q) => q.clause === opener.clause && questionWord(q))) continue;
    if (!did && !what) continue;
    let k = placed[i + 1]?.term.tags.has("Pronoun") ? i + 2 : pastPhrase(placed, i + 1, opener);
    const doer = placed[k - 1];
    if (k === i + 1 || doer === undefined || !personal(doer, !inClause(placed[i + 1], opener, OPENING))) continue;
    // (A plural alone is people in general, who leave things rather than do acts asked of: "what notes did people
    // leave"; a phrase picks some out, "the finance people".)
    if (k === i + 2 && doer.term.tags.has("Plural")) continue;
    // (An adverb may stand before the verb: "when did Garrison last log in".)
    while (placed[k] !== undefined && ["Adverb", "Adjective"].some((t) => placed[k]!.term.tags.has(t))) k += 1;
    const verb = placed[k];
    const form = did ? "Infinitive" : "PastTense";
    if (verb === undefined || verb.clause !== opener.clause || !verb.term.tags.has(form)) continue;
    const phrasal = verb.term.tags.has("PhrasalVerb") && placed[k + 1]?.term.tags.has("Particle") === true;
    // (What someone said is the words, no act a record holds: "what did he say about the budget".)
    const root = rootOf(verb.term.text.toLowerCase());
    if ((actionOf(root) === undefined && !phrasal) || root === "say" || TALKING.has(root)) continue;
    return { at: k, doer: SPEAKER.has(wordSaid(doer)) ? "speaker" : "named" };
  }
  return undefined;
}

// The auxiliaries of a passive in the past ("what was downloaded", "what got deleted").
const PAST_PASSIVE = new Set(["was", "were", "got"]);

/** Where the verb of a passive question of what underwent an act stands, its subject the question ("what was
 * downloaded from folder 5 this week", "which files were previewed"), or undefined: the question word opens the
 * clause, its nouns next, then the passive's auxiliary and the verb in the past. Who did it is unsaid. */
export function questionedPassive(placed: readonly Placed[]): number | undefined {
  for (const [i, opener] of placed.entries()) {
    if (!questionWord(opener) || wordSaid(opener) === "who" || placed[i - 1]?.clause === opener.clause) continue;
    const k = pastPhrase(placed, i + 1, opener);
    const [aux, verb] = [placed[k], placed[k + 1]];
    // (In the past: a present passive tells a state, "which domain is trusted"; nor is a compound's first word a verb,
    // "trusted-list".)
    if (aux === undefined || !aux.term.tags.has("Passive") || !PAST_PASSIVE.has(wordSaid(aux))) continue;
    const past = verb?.term.tags.has("Passive") === true && verb.term.tags.has("PastTense");
    if (verb?.clause === opener.clause && past && !verb.term.tags.has("Hyphenated")) return k + 1;
  }
  return undefined;
}

/** The act a question with its object fronted asks of a doer ("what did he download"), or one a passive question
 * asks what underwent, when it leaves no state ("what was downloaded from folder 5": its doer unknown), where the
 * other readings of deeds.ts find none. `span`: whether the request says a span of time, which makes it one over it. */
export function questionedDeed(placed: readonly Placed[], span: boolean): Deed | undefined {
  const asked = questionedVerb(placed);
  const passive = questionedPassive(placed);
  const underwent = passive !== undefined && stateless(placed[passive]!) ? passive : undefined;
  const at = asked?.at ?? underwent;
  if (at === undefined) return undefined;
  // (A passive's verb takes no particle: "how many incidents were logged in july".)
  const deed = {
    ...deedOf(placed, placed[at]!, asked?.doer ?? "unknown"),
    ...(asked ? joined(placed, at) : {}),
  };
  return span ? { ...deed, over: true } : deed;
}
