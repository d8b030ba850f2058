// The form a request asks its answer in ("in about five bullet points", "as a short list", "in one sentence"): how the
// agent is to write, no word of what to read.

// A count said before a unit of text, maybe hedged (language data).
const HEDGE = String.raw`(?:(?:about|around|roughly|under|at most|no more than|just|only)\s+)?`;
const NUMBER = String.raw`(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|\d+)`;
const COUNT = `${HEDGE}${NUMBER}`;
// Units of written text (language data).
const UNIT = String.raw`(?:bullet\s+points?|bullets?|points?|sentences?|lines?|words|paragraphs?)`;
const FORMS = [
  String.raw`(?:in|as|into)\s+${COUNT}\s+(?:short\s+|quick\s+|brief\s+)?${UNIT}`,
  // (Bullets need no count; a list is a form only after "as": "what's in list 5" is a list of the kit's.)
  String.raw`(?:in|as)\s+(?:bullet\s+points|bullets|bullet\s+form|an?\s+bullet(?:ed)?\s+list)`,
  String.raw`as\s+an?\s+(?:short\s+|numbered\s+|bullet(?:ed)?\s+)?list`,
];
const FORM = new RegExp(String.raw`(?<![a-z0-9-])(?:${FORMS.join("|")})(?![a-z0-9-])`, "g");

/** The phrases that say the answer's form, as the request says them (lower case). */
export function answerForm(text: string): string[] {
  return [...text.matchAll(FORM)].map((m) => m[0]);
}
