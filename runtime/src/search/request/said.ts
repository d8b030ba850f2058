// What an item is said to say ("what does the tariff document say about demurrage", "what does file 5 say about
// pricing"): a verb of saying whose subject's head is an item or a part of one (its version), not a person nor
// another thing on the item ("what did the comment on file 5 say": the comment's), asks what the item holds.
import { questionWord, rootOf, type Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";

// Verbs of saying (language data): what a thing says, mentions, states or asks for is written in it.
const SAYING = new Set(["say", "mention", "state", "recommend", "suggest", "conclude", "propose", "ask"]);

/** Whether a verb, any form of it, is one of saying ("mentions", "said"). */
export const saying = (verb: string) => SAYING.has(rootOf(verb.toLowerCase()));

/** The noun of what the request asks what it says: the head of the subject of a verb of saying, its last word before
 * any preposition ("the newest version of the leave policy": version), after the auxiliary that asks ("what does …").
 * Whether that is an item or its part is the tools' (readsSaid). */
export function saidBy(placed: readonly Placed[], named: readonly Mention[]): string | undefined {
  for (const verb of placed) {
    if (!verb.term.tags.has("Verb") || !saying(verb.term.text)) continue;
    const before = placed.filter((p) => p.clause === verb.clause && p.end <= verb.start);
    // (Or after the question word, with no auxiliary: "tell me what the repair procedure says", where the tagger may
    // read "what" as a preposition.)
    const opens = before.findLastIndex((p) => p.term.tags.has("Auxiliary") || questionWord(p));
    // (Or before the auxiliary, in a clause said in a statement's order: "what the request letter is actually asking".)
    const stated =
      before[opens]?.term.tags.has("Auxiliary") === true &&
      before.slice(opens + 1).every((p) => p.term.tags.has("Adverb"));
    const subject = stated
      ? before.slice(before.slice(0, opens).findLastIndex(questionWord) + 1, opens)
      : before.slice(opens + 1);
    const cut = subject.findIndex((p) => p.term.tags.has("Preposition"));
    // (Its id aside, "file 5"; the tagger may read the head as a verb there.)
    const head = (cut < 0 ? subject : subject.slice(0, cut)).findLast((p) => !p.term.tags.has("Value"));
    // (A person or a pronoun is the speaker, not the item, as is one right before the verb: "the one Jamie said".)
    const speaker = (p: Placed | undefined) => ["Person", "Pronoun"].some((t) => p?.term.tags.has(t));
    if (head === undefined || speaker(head) || speaker(subject.at(-1))) continue;
    // (Or within it, a file's name whose extension names its kind: "what Water_Report_2024.pdf says".)
    const noun = named.find(
      (m) => (m.start <= head.start && head.end <= m.end) || (head.start <= m.start && m.end <= head.end),
    );
    if (noun !== undefined) return noun.noun;
  }
  return undefined;
}

// Words that say what something said is about (language data): its topic, "about the permit renewal".
const TOPIC = /\b(?:about|regarding|concerning)\s+(?:(?:the|a|an|my|his|her|their|our|this|that)\s+)?/g;

// A copula (language data): "is #design about the rebrand?" says what the place is about, as its record does.
const COPULA = /\b(?:is|are|was|were)\s+(?:(?:the|our|this|that|your)\s+)?(?:[\w#-]+\s+){0,2}$/i;

/** Whether the request says the topic of what was said in the place it names (`places`, the mentions of it): a phrase
 * after "about" whose first words name none of the kit's things ("about the permit renewal deadline"; not "what is
 * #design about?", "tell me about the design channel", which ask of the thing itself), in the sentence that names the
 * place, not an aside after it ("who's in #ops? asking about the permit" asks of the channel's people), and not said
 * of the place by a copula ("is #design about the rebrand?" asks what the place is for). Without `places` (the request
 * tells of the act that makes what was said: "who posts the most in #x? …") a topic anywhere is one. */
export function saysTopic(text: string, nouns: readonly Mention[], places?: readonly Mention[]): boolean {
  for (const m of text.matchAll(TOPIC)) {
    const at = m.index + m[0].length;
    const phrase = /^[^\s,;:.!?]+(?:\s+[^\s,;:.!?]+){0,2}/.exec(text.slice(at));
    if (phrase === null) continue;
    const end = at + phrase[0].length;
    if (nouns.some((n) => n.start >= at && n.start < end)) continue;
    const place =
      places === undefined ||
      places.some((p) => {
        const between = p.end <= m.index ? text.slice(p.end, m.index) : text.slice(end, p.start);
        if (/[;.!?](?:\s|$)/.test(between)) return false;
        // (The place, then "about" with nothing between, after a copula: the place is what is about it.)
        return !(p.end <= m.index && between.trim() === "" && COPULA.test(text.slice(0, p.start)));
      });
    if (place) return true;
  }
  return false;
}
