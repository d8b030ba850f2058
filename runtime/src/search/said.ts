// What an item is said to say ("what does the tariff document say about demurrage", "what does file 5 say about
// pricing"): a verb of saying whose subject is an item, not a person, asks what the item holds, its content.
import type { ToolFacts } from "./facts.js";
import type { RequestShape } from "./shape.js";
import { rootOf, type Placed } from "./tagger.js";
import { ITEM_KINDS, type Mention } from "./vocabulary.js";

// Verbs of saying (language data): what a thing says, mentions or states is written in it.
const SAYING = new Set(["say", "mention", "state"]);

/** Whether a noun is an item's kind or a part of one ("file version"). */
const itemOrPart = (noun: string) => [...ITEM_KINDS].some((k) => noun === k || noun.startsWith(`${k} `));

/** The item kind whose content the request asks for: the subject of a verb of saying, the last noun before it in its
 * clause, is an item or a part of one. */
export function saidBy(placed: readonly Placed[], named: readonly Mention[]): string | undefined {
  for (const verb of placed) {
    if (!verb.term.tags.has("Verb") || !SAYING.has(rootOf(verb.term.text.toLowerCase()))) continue;
    const before = placed.filter((p) => p.clause === verb.clause && p.end <= verb.start);
    // (The word before the verb, its auxiliary aside: a person or a pronoun is the speaker, not the item.)
    const subject = before.findLast((p) => !p.term.tags.has("Auxiliary"));
    if (subject === undefined || ["Person", "Pronoun"].some((t) => subject.term.tags.has(t))) continue;
    const noun = named.findLast((m) => m.end <= verb.start && m.start >= (before[0]?.start ?? 0));
    if (noun !== undefined && itemOrPart(noun.noun)) return noun.noun;
  }
  return undefined;
}

/** Whether a tool downloads the content of the item the request asks what it says (of a file's version, the file's:
 * its download takes the version). */
export function readsSaid(facts: ToolFacts | undefined, shape: RequestShape): boolean {
  const { says } = shape;
  if (facts === undefined || says === undefined || facts.action !== "download" || facts.scope !== "one") return false;
  return says === facts.resource || says.startsWith(`${facts.resource} `);
}
