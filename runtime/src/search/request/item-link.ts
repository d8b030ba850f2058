// The link said of an item ("delete the link on file 5", "kill the link for the Budget folder", "take the link off the
// rota folder"), or after a shared link ("the shared link on it is public, kill the link"), is the item's shared link;
// so is one the speaker sent someone. One put in a folder is a web link there.
// The vocabulary names that only by its whole phrase, since a link alone may be a web link ("the link to the wiki"),
// and "a download link for …" may ask for the content.
import { ANY_PREPOSITION } from "./kept.js";
import { SAYING_ENDS } from "../words/forms.js";
import type { Placed } from "../words/tagger.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";

// The resource a shared link is, in the kits' terms.
const SHARED = "shared item";
// The determiners that say which one link is meant.
const WHICH = /^(?:the|that|this|its)$/i;
// What stands between the link and the item it is of: a preposition, then maybe words of the item's name; or "to"
// and the item's name, no other preposition in it ("the link to the budget sheet", not "the link to the old booking
// system from the reception folder"). Before the preposition may stand a clause of who sent or shared the link ("the
// link we sent them for the evidence folder"; not "the link I put on folder 5", a web link in it).
// (The people who may have sent it, and the verbs of sending it.)
const SENDER = "(?:i|we|you|he|she|they)";
const SENDING = "(?:sent|shared|gave|emailed|forwarded)";
const MADE_BY = String.raw`(?:${SENDER}\s+${SENDING}(?:\s+(?:them|him|her|us|you))?\s+)?`;
const OF_ITEM = new RegExp(
  String.raw`^\s+(?:${MADE_BY}(?:on|off|for|of)\s+[^,;:.!?()"]*|to\s+(?:(?!(?:${ANY_PREPOSITION})\s)[^,;:.!?()"\s]+\s+)*)$`,
);

// The speaker's sending a link, right after it, to anyone but themselves: a link sent out is a shared link, whatever
// it is of ("the link we sent the roofing contractor for the survey photos"; not "the link you sent me to the wiki").
const SENT = new RegExp(String.raw`^\s+(?:i|we)\s+${SENDING}\s+(?!(?:me|us|myself|ourselves)\b)`);

// Who put a link in a folder, right after it: a link put there is a web link, an item of its own ("the link I added to
// folder 5").
const PUT = new RegExp(String.raw`^\s+${SENDER}\s+(?:put|added|saved|placed|dropped)\s+(?:on|in|into|to)\s+$`);
const WEB = "web link";
const FOLDER = "folder";

// The end of a phrase that says nothing more of its noun.
const ALONE = new RegExp(`^${SAYING_ENDS}`);

/** The mentions, with each link said of an item read as that item's shared link, where the kit has one (`resources`,
 * when known). */
export function withItemLinks(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  resources?: readonly string[],
): Mention[] {
  if (resources !== undefined && !resources.includes(SHARED)) return [...named];
  const links = placed
    .filter((_, i) => saidLink(placed, i))
    .flatMap(({ start, end }) => {
      if (named.some((n) => n.start < end && start < n.end)) return [];
      const next = named.find((n) => n.start >= end);
      const of = next !== undefined && ITEM_KINDS.has(next.noun) && OF_ITEM.test(text.slice(end, next.start));
      // (Or said again by its last word, after its whole phrase and with no words of its own: "the shared link on it is
      // public … kill the link"; not "… delete the link to the old wiki".)
      const again = named.some((n) => n.noun === SHARED && n.end <= start) && ALONE.test(text.slice(end));
      if (next?.noun === FOLDER && PUT.test(text.slice(end, next.start))) return [{ noun: WEB, start, end }];
      return of || again || SENT.test(text.slice(end)) ? [{ noun: SHARED, start, end }] : [];
    });
  return [...named, ...links].sort((a, b) => a.start - b.start);
}

/** Whether the term at `i` is the word "link" in a phrase a determiner of one opens, maybe a participle between ("the
 * link", "that link", "the expired link"; not "the download link", which may ask for the content, nor "a link"). */
function saidLink(placed: readonly Placed[], i: number): boolean {
  if (placed[i]!.term.text.toLowerCase() !== "link") return false;
  let at = i - 1;
  const joined = (k: number) => !/[^\s]/.test(placed[k]!.term.post);
  // (The tagger reads the participle as a past verb.)
  const participle = ({ term }: Placed) => term.tags.has("PastTense") && !term.tags.has("Noun");
  while (at >= 0 && joined(at) && participle(placed[at]!)) at -= 1;
  return at >= 0 && joined(at) && WHICH.test(placed[at]!.term.text);
}
