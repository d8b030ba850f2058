// Which of a request's numbers are values, no item's id: the tagger tells a date ("since jan 1", "the Q3 deck", "in
// 2024") and a number that counts or qualifies the noun after it ("more than 50 versions", "40 random files", "the 2019
// payroll exports", "the last 24 hrs"). An id stands alone or after its noun ("file 610", "what's in 12345").
import { placeTerms } from "./clauses.js";

/** The text with the numbers that are values blanked out (the same length). */
export function withoutValues(text: string): string {
  if (!/\d/.test(text)) return text;
  const placed = placeTerms(text);
  let rest = text;
  for (const [i, p] of placed.entries()) {
    const { tags, text: word, post } = p.term;
    if (!/\d/.test(word)) continue;
    const [before, next] = [placed[i - 1]?.term.tags, placed[i + 1]?.term.tags];
    // (An id follows its noun: "ticket 88 attachments" gives ticket 88.)
    const counts =
      tags.has("Value") && !before?.has("Noun") && /^\s*$/.test(post) && (next?.has("Noun") || next?.has("Adjective"));
    if (tags.has("Date") || counts)
      rest = `${rest.slice(0, p.start)}${" ".repeat(p.end - p.start)}${rest.slice(p.end)}`;
  }
  return rest;
}
