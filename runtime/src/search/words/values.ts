// Which of a request's numbers are values, no item's id: the tagger tells a date ("since jan 1", "the Q3 deck", "in
// 2024") and a number that counts or qualifies the noun after it ("more than 50 versions", "40 random files", "the 2019
// payroll exports", "the last 24 hrs"), an amount of money ("over $10,000"), an ordinal ("the 14th"), and the label of
// a thing the kit has none of ("for lot 1187"). An id stands alone or after its noun ("file 610", "what's in 12345").
import type { Placed } from "./tagger.js";
import { knownNounEnding, mentions, singular } from "./vocabulary.js";

/** Where the request's numbers that are values stand, from its placed terms and where it names the kit's things
 * (`named`: a number right after one is its id). */
export function valueSpans(
  placed: readonly Placed[],
  named: ReadonlyArray<{ start: number; end: number }> = [],
): Array<{ start: number; end: number }> {
  return placed.flatMap((p, i) => {
    const { tags, text: word, post } = p.term;
    if (!/\d/.test(word)) return [];
    const [before, next] = [placed[i - 1]?.term.tags, placed[i + 1]?.term.tags];
    // (An id follows its noun: "ticket 88 attachments" gives ticket 88; a pronoun names no kind: "keep them 7 years".)
    const noun = before?.has("Noun") && !before.has("Pronoun");
    // (Or measures it, joined to its word by a hyphen: "a 5-line summary".)
    const joined = post === "-" && /^[a-z]+$/i.test(placed[i + 1]?.term.text ?? "");
    const counts =
      tags.has("Value") && !noun && (/^\s*$/.test(post) || joined) && (next?.has("Noun") || next?.has("Adjective"));
    // (A number after a name written with capitals, past the request's first word, is the name's last word: "the
    // Hollins Moor 2024 handbook", "the Route 42 folder".)
    const name = noun && i > 1 && before?.has("Capital") === true && namePart(placed[i - 1]!, named);
    // (So is one after a word in a phrase after a preposition, a word the kit has no thing for nor ends a thing's name
    // with ("policy 77"): that thing's label, which says which item is meant, "the provenance sheet for lot 1187"; unless
    // the word marks an id, "at ts 1711111111.0003".)
    const label =
      noun &&
      i > 1 &&
      placed[i - 2]!.term.tags.has("Preposition") &&
      !ID_WORD.test(placed[i - 1]!.term.text) &&
      knownNounEnding(singular(placed[i - 1]!.term.text.toLowerCase())) === undefined &&
      namePart(placed[i - 1]!, named);
    // (So is one joined by a hyphen to letters right after a preposition, a reference's code: "the receipt for
    // LD-50711"; not one after a noun, which may be its id, "retention rt-4412", nor a word that marks one, "id-5521".)
    const letters = placed[i - 1];
    const code =
      letters?.term.post === "-" &&
      /^[a-z]+$/i.test(letters.term.text) &&
      !ID_WORD.test(letters.term.text) &&
      !named.some((m) => m.start <= letters.start && letters.end <= m.end) &&
      placed[i - 2]?.term.tags.has("Preposition") === true;
    // (An amount of money is a value wherever it stands: "the letters for gifts over $10,000"; so is an ordinal, a
    // rank or a day of the month: "who's on breakfast on the 14th".)
    const valued = tags.has("Date") || tags.has("Money") || tags.has("Ordinal");
    return valued || counts || name || label || code ? [{ start: p.start, end: p.end }] : [];
  });
}

/** Whether a word right before a number ends a name: no stop after it, and no word of the kit's things, there or
 * alone ("Report 5" is a barrier's report). */
const namePart = (word: Placed, named: ReadonlyArray<{ start: number; end: number }>) =>
  word.term.post.trim() === "" &&
  !named.some((m) => m.start <= word.start && word.end <= m.end) &&
  mentions(word.term.text.toLowerCase()).length === 0;

// Words that mark what follows as an id ("id 7", "ts 1711111111.0003").
const ID_WORD = /^(?:ids?|ts|no|nos|number|num|nr)$/i;

/** The text with `spans` blanked out, the same length (values, names in quotation marks). */
export function blanked(text: string, spans: ReadonlyArray<{ start: number; end: number }>): string {
  return spans.reduce(
    (rest, { start, end }) => `${rest.slice(0, start)}${" ".repeat(end - start)}${rest.slice(end)}`,
    text,
  );
}
