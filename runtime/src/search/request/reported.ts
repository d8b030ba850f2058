// The acts a request tells of as done, not asked of ("what did the CEO say in #news", "the link someone posted"),
// and those who did them when nobody in particular did. The acts it asks the doer of are deeds.ts'.
import { actionOf, type Action } from "../words/actions.js";
import { TALKING } from "../words/verb-classes.js";
import { auxiliary, questionWord, rootOf, wordSaid, type Placed } from "../words/tagger.js";
import { AUXILIARY, INDEFINITE, phraseAction } from "./deeds.js";
import type { Deed } from "./shape.js";
import type { Mention } from "../words/vocabulary.js";

/** The acts a request tells of as done, not asked for, where their verbs stand: a verb in the past, a participle or a
 * gerund ("the link someone posted", "what are people saying"), or one after "did" ("what did the CEO say"); not one
 * it says was not done ("the DMs I haven't answered"). Words said to others are sent (verb-classes.ts' TALKING). */
function reportedVerbs(placed: readonly Placed[]): Array<{ at: number; action: Action }> {
  const verbs: Array<{ at: number; action: Action }> = [];
  for (const [i, p] of placed.entries()) {
    const tags = p.term.tags;
    if (!tags.has("Verb") || ["Copula", "Auxiliary", "Imperative"].some((t) => tags.has(t))) continue;
    const done = ["PastTense", "Participle", "Gerund"].some((t) => tags.has(t));
    const before = placed.slice(0, i).filter((q) => q.clause === p.clause);
    // (A negative before a question the act is told in negates the knowing of it: "I'm not sure who posted the rota".)
    const negates = (q: Placed) =>
      q.term.tags.has("Negative") && !before.some((w) => w.start > q.start && questionWord(w));
    if (before.some(negates) || toldAfterQuestion(placed, p)) continue;
    const asked = before.some((q) => AUXILIARY.has(q.term.text.toLowerCase()) && q.term.tags.has("PastTense"));
    if (!done && !(asked && tags.has("Infinitive"))) continue;
    const said = p.term.text.toLowerCase();
    const action = phraseAction(placed, p) ?? actionOf(said) ?? (TALKING.has(rootOf(said)) ? "send" : undefined);
    if (action !== undefined) verbs.push({ at: i, action });
  }
  return verbs;
}

/** Whether a term stands in a statement after a question, which tells only what the asker knows ("is there a file
 * called X anywhere? Jonah swears he saved it on Thursday"): a sentence after one ending with "?", with no "?" of its
 * own, that opens with no verb. */
function toldAfterQuestion(placed: readonly Placed[], p: Placed): boolean {
  const own = placed.filter((q) => q.sentence === p.sentence);
  const asked = placed.some((q) => q.sentence < p.sentence && q.term.post.includes("?"));
  return asked && !own.at(-1)!.term.post.includes("?") && !own[0]!.term.tags.has("Verb");
}

/** The acts a request tells of as done (reportedVerbs): their actions, with the act it asks the doer of where the
 * tagger read its verb as a noun ("did anyone reply to …"); and the nouns that did them by an indefinite pronoun right
 * before the verb, maybe with an auxiliary between ("the link someone posted", "has anybody sent"): nobody in
 * particular, not what the request asks for. */
export function reported(
  placed: readonly Placed[],
  nouns: readonly Mention[],
  deed?: Deed,
): { acts: Action[]; doers: string[] } {
  const verbs = reportedVerbs(placed);
  const read = deed?.at !== undefined && deed.action !== undefined ? [deed.action] : [];
  const doers = new Set<string>();
  for (const { at } of verbs) {
    let i = at - 1;
    while (i >= 0 && auxiliary(placed[i])) i--;
    const before = placed[i];
    // (So are people a question asks what they said of, by a noun of persons after its auxiliary: "what did people say
    // in #ops", "are users talking about it"; not the people it asks for, "which people posted", nor whether they
    // answered, "did people respond to the survey post".)
    const anyone =
      before !== undefined &&
      (INDEFINITE.has(wordSaid(before)) ||
        (actor(before) && inverted(placed, i) && SAYING.has(rootOf(wordSaid(placed[at]!)))));
    const doer = anyone ? nouns.find((n) => n.start <= before.start && before.end <= n.end) : undefined;
    if (doer !== undefined) doers.add(doer.noun);
  }
  return { acts: [...new Set([...verbs.map((v) => v.action), ...read])], doers: [...doers] };
}

// The verbs whose object is what was said: a question of them asks for the words, not for who spoke.
const SAYING: ReadonlySet<string> = new Set(["say", ...TALKING]);
const actor = (p: Placed) => p.term.tags.has("Actor") && !p.term.tags.has("Pronoun");

/** Whether the subject at `d` follows the auxiliary or copula that opens a question of it ("did people …", "are the
 * nurses …"), past its determiner. */
function inverted(placed: readonly Placed[], d: number): boolean {
  let k = d - 1;
  if (placed[k]?.term.tags.has("Determiner")) k -= 1;
  const aux = placed[k];
  return aux !== undefined && aux.clause === placed[d]!.clause && (AUXILIARY.has(wordSaid(aux)) || auxiliary(aux));
}
