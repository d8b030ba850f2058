// Whom an item is shared with, asked of it ("is folder 5 shared with anyone outside the company", "who is the Q3 deck
// shared with"): the people it is shared with are its own, what ties them to it (ties.ts' itsPeople), not a link.
import { personBetween } from "./persons.js";
import { isPeople } from "./ties.js";
import type { Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";
import { ITEM } from "./item-phrase.js";

// Right after the item, past its id or the quote its name ends.
const PAST_ITEM = String.raw`^["'”’]?(?:\s+[\w-]*\d[\w-]*)?\s+`;
// The item's passive of sharing there: "folder 5 shared", "the deck has been shared", '"Q3 budget.xlsx" shared'.
const SHARED = String.raw`${PAST_ITEM}(?:(?:has|have)\s+)?(?:been\s+)?(shared)\s+`;
// …with someone: "folder 5 shared with".
const SHARED_WITH = new RegExp(String.raw`${SHARED}with(?![\w-])`);
// …or beyond the account: "has the deck been shared outside the company", "is folder 5 shared externally".
const SHARED_OUT = new RegExp(String.raw`${SHARED}(?:outside|externally|beyond)\b`);

// …or said actively, asked of whom: "who did I share the sponsor deck with", "who have we shared folder 5 with?".
const WHO_SHARED = new RegExp(
  String.raw`\bwho(?:m)?\s+(?:(?:did|have|has|had)\s+)?(?:i|we|you|they|he|she)\s+(?:already\s+)?(?:share|shared)\s+${ITEM}`,
  "d",
);
// …or asked who has it shared with them: "who has the Certs folder shared with them?".
const WHO_HAS = new RegExp(String.raw`\bwho(?:'s|s)?\s+(?:(?:has|have)\s+)?(?:got\s+)?${ITEM}`, "d");
const WITH_THEM = new RegExp(
  String.raw`${PAST_ITEM}shared\s+with\s+(?:them|him|her|themselves)\s*(?:$|[,;:.!?]|and\b)`,
);
// (The item's "with" ends the clause, maybe saying only where they are: "…the deck with?", "…the deck with outside the
// council?"; not "…the deck with Acme".)
const WITH_WHOM = new RegExp(String.raw`${PAST_ITEM}with\s*(?:$|[,;:.!?]|(?:outside|beyond)\s)`);

/** The item a question asks is shared with people, as the people it holds (`members`): someone the request names after "with"
 * (a person, anyone, a group), whoever a question of who asks for ("who is folder 5 shared with"), or anyone outside
 * the account ("has the deck been shared outside the company"). */
export function sharedWith(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
): { noun: string; of: "members"; words: string[] } | undefined {
  for (const m of named) {
    const [before, after] = [text.slice(0, m.start), text.slice(m.end)];
    // (The item is the one shared, no preposition before its noun: not "who did I share the link to the deck with".)
    const active = WHO_SHARED.exec(before);
    const said = active?.indices?.[1]?.[0] ?? m.start;
    const ofOther = placed.some((p) => p.start >= said && p.end <= m.start && p.term.tags.has("Preposition"));
    const asked =
      (active !== null && WITH_WHOM.test(after) && !ofOther) || (WHO_HAS.test(before) && WITH_THEM.test(after));
    if (asked) return { noun: m.noun, of: "members", words: ["shared"] };
    const out = SHARED_OUT.exec(after);
    if (out !== null && asks(placed, m)) return { noun: m.noun, of: "members", words: [out[1]!] };
    const shared = SHARED_WITH.exec(after);
    if (shared === null || !asks(placed, m)) continue;
    const from = m.end + shared[0].length;
    const stop = /[,;:.!?](?=\s|$)|$/.exec(text.slice(from))!.index + from;
    // (Not whoever has a thing: "shared with anyone with the link" is the link's reach.)
    const whom =
      !/(?<![\w-])with(?![\w-])/.test(text.slice(from, stop)) &&
      (personBetween(placed, named, from, stop) ||
        named.some((n) => n.start >= from && n.end <= stop && isPeople(n.noun)) ||
        (text.slice(from, stop).trim() === "" && /^who(?:m)?\b/.test(text)));
    if (whom) return { noun: m.noun, of: "members", words: [shared[1]!] };
  }
  return undefined;
}

/** Whether the item's clause asks of it: it opens with "who" or with the verb of a question answered yes or no ("is
 * folder 5 shared with…", "has the deck been…"); not a statement of it ("find the folder shared with Acme"), nor a
 * question of whether there is such a thing ("is there a file in folder 5 shared with…": the items' listing). */
function asks(placed: readonly Placed[], m: Mention): boolean {
  const clause = placed.find((p) => p.start >= m.start)?.clause;
  const [opener, next] = placed.filter((p) => p.clause === clause).map((p) => p.term.text.toLowerCase());
  return /^(?:who|whom|is|are|was|were|has|have)$/.test(opener ?? "") && next !== "there";
}
