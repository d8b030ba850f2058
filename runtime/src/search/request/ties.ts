// What ties people to items: a collaboration, a membership, a member; whether a request undoes such a tie ("unshare
// the Notes folder with everyone", "uninvite the people who never accepted on the Design folder"), and which of an
// item's resources are its people ("who's in group 5": its memberships).
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";
import { undoing } from "./kept.js";
import { synonymTerms } from "../words/synonyms.js";
import { NOUNS } from "../words/nouns.js";
import { PERSON } from "./persons.js";
import { wordAction } from "../words/actions.js";
import { questionWord, wordSaid, type Placed } from "../words/tagger.js";
import { PEOPLE_ASKED } from "./item-phrase.js";

/** Whether the request undoes what ties people to its object ("unshare the Notes folder with everyone", "stop sharing
 * folder 5", "unshare the Budget folder from Finance-Temps"; not "unlock folder 5 with Bob"): that tie goes, as when
 * they are removed from the object, whoever they are and however they are said (a team's name is no person the tagger
 * knows). Not when the object is people themselves, whose ties to items are what goes ("stop sharing with the Legal
 * group"). `words`: the main verb's. */
export function undoneWith(object: Mention | undefined, words: string): boolean {
  return object !== undefined && !isPeople(object.noun) && undoing(words) && namesTie(words);
}

/** The item people are taken off by a verb that undoes what tied them to it, said after them ("uninvite the people
 * who never accepted on the Design folder"): the first item named after the object, when the object is people and
 * nothing says what they are taken out of. `words`: the main verb's. */
export function untiedFrom(object: Mention | undefined, words: string, after: readonly Mention[]): Mention | undefined {
  if (object === undefined || !isPeople(object.noun) || !undoing(words)) return undefined;
  if (!namesTie(words)) return undefined;
  return after.find((m) => m.start >= object.end && ITEM_KINDS.has(m.noun));
}

/** The item whose people a clause before asks of ("check who has access to the Crew Agreements folder and remove
 * Jim", "list the collaborators on folder 9 and remove Sam", "list folder 5's collaborators and remove Jim", "check who
 * can see the Budget folder and remove Sam"): the first noun named after what ties people to it, or before it as its
 * owner, or the item whose people a question asks for (`contents`, relations.ts') where the kit ties people to it
 * (`parts`, what its tools reach of an item), when it is an item, in a sentence that opens by asking (a verb of
 * reading or a question word), before the verb (at `verbStart`) that takes a person off. A statement of someone's
 * access asks nothing of it ("Jim has access to folder 9 but he left, remove Jim"). */
export function accessedBefore(
  text: string,
  named: readonly Mention[],
  placed: readonly Placed[],
  verbStart: number,
  contents?: { noun: string; of: string },
  parts?: readonly string[],
): Mention | undefined {
  const before = named.filter((m) => m.end <= verbStart);
  const tie = before.findLast((m) => tiesPeople(m.noun));
  const owner = tie && before.findLast((m) => m.end <= tie.start && OWNED.test(text.slice(m.end, tie.start)));
  // (Or asked for by a question of its people said before the verb: not "… remove Jim, then show me who can see it".)
  const asked = contents?.of === "members" && WHO.test(text.slice(0, verbStart)) ? contents.noun : undefined;
  const [anchor, item] =
    tie !== undefined
      ? [tie, owner ?? before.find((m) => m.start >= tie.end)]
      : [undefined, before.find((m) => m.noun === asked)];
  if (item === undefined || !ITEM_KINDS.has(item.noun)) return undefined;
  // (An item the kit ties people to: a web link has no collaborators.)
  if (parts !== undefined && !parts.some((p) => p.startsWith(`${item.noun} `) && tiesPeople(p))) return undefined;
  // (Asked of by its sentence's first word, after any courtesy: a question word or a verb of reading, whatever the
  // tagger reads it as, "check who has access …", "list the collaborators on …"; not a statement that tells of a
  // question, "Jim asked who has access …", "the report that shows who …".)
  const at = (anchor ?? item).start;
  const sentence = placed.find((p) => p.start <= at && at < p.end)?.sentence;
  const opener = placed.find((p) => p.sentence === sentence && !p.term.tags.has("Expression"));
  const asks = opener !== undefined && (questionWord(opener) || wordAction(wordSaid(opener)) === "read");
  return asks ? item : undefined;
}

// The words of a question of people: "who", "anyone", "the people in …".
const WHO = new RegExp(String.raw`\b(?:${PEOPLE_ASKED})\b`);

// An item's possessive right before what ties people to it, past its id and a word or two that modify: "folder 5's
// collaborators"; not "folder 5's owner and the collaborators on file 9".
const OWNED = /^(?:\s+[\w-]+)?['’]s\s+(?:(?!(?:and|or|the|a|an)\s)[a-z-]+\s+){0,2}$/;

/** Whether a noun is people: a user, or a kind of thing that has members (a group). */
export const isPeople = (noun: string) =>
  noun === PERSON || NOUNS.some((n) => n.noun.startsWith(`${noun} `) && MEMBERS.test(n.noun.split(" ").at(-1)!));

/** Whether words (a verb, maybe with its undoing) name by their synonyms what ties people to an item ("uninvite"). */
export const namesTie = (words: string) => synonymTerms(words).split(" ").some(tiesPeople);

/** Whether a resource ties a person to an item, by its last word: a collaboration, a membership, a member. */
export const tiesPeople = (resource: string) =>
  /^(?:collaboration|membership|member)$/.test(resource.split(" ").at(-1)!);

// The last word of a resource that makes a person one of an item's own: a member, a membership.
const MEMBERS = /^member(?:ship)?$/;

/** Whether a resource is what makes people an item's own, its people: its members or memberships, or, on an item with
 * none (`parts`: what the tools read of an item, scope.ts'), whatever else ties people to it ("who's in the Budget
 * folder": its collaborations; "who's in group 5": its memberships, not the group's collaborations on folders). */
export function itsPeople(noun: string, resource: string, parts: readonly string[]): boolean {
  const last = (r: string) => r.split(" ").at(-1)!;
  if (MEMBERS.test(last(resource))) return true;
  const own = parts.filter((p) => p.startsWith(`${noun} `)).map((p) => p.slice(noun.length + 1));
  return tiesPeople(resource) && !own.some((r) => MEMBERS.test(last(r)));
}
