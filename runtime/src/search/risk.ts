// The sentences of a tool's description that state a risk (language data: the words the manifests' descriptions use
// for it). A search hit is shortened to what the tool does; these sentences go with it, so a model deciding from the
// hit alone still reads that a deletion is irreversible, takes dependants along, needs an admin or is rate-limited,
// and what a listing leaves out.

/** What makes a sentence a risk fact, by kind. */
const RISKS: Record<string, RegExp> = {
  irreversible: /\birreversib|\bcannot be undone\b/i,
  permanent: /\bpermanent(ly)?\b/i,
  dependants: /\b(?:together with|along with|too\b|discards? everything|with everything)/i,
  permission: /^requires\b/i,
  rateLimit: /\blimit:|\brate[- ]limit|\bper \d+ (?:hours?|minutes?|days?)\b/i,
  // What a listing leaves out or whom it serves ("the previous versions only", "Premium accounts only"), and the
  // root folder's id: without them a model answers from the hit and gets the count or the id wrong.
  caveat: /\bonly\b|\bexclud|\bnot included\b|\broot folder\b/i,
};

/** A description's sentences: split after a full stop, question or exclamation mark followed by a space. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s !== "");
}

/** The sentences of `description` that state a risk, in their order. */
export function riskSentences(description: string): string[] {
  return sentences(description).filter((s) => Object.values(RISKS).some((pattern) => pattern.test(s)));
}

/** What a search hit says of a tool: its first sentence (what it does), then every sentence that states a risk. */
export function hitDescription(description: string): string {
  const [first = description, ...rest] = sentences(description);
  return [first, ...rest.filter((s) => riskSentences(s).length > 0)].join(" ");
}
