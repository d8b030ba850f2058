// The settings of something the kit keeps no record of ("the enterprise's default setting for shared links", "our
// enterprise settings for shared links"): a word its tools' names say only of other things (the enterprise's users,
// its retention policies), so no tool reads that record and nothing fits (unfit.ts).
import { placeTerms } from "./clauses.js";
import type { RequestShape } from "./shape.js";
import type { SearchScope } from "./scope.js";
import type { Placed } from "./tagger.js";

// Words for a thing's whole record, as fit.ts reads them of an item ("agent 4471's config").
const SETTINGS = /^(?:config|configuration|settings?)$/;
// Tags of the words of the phrase before it.
const PHRASE = ["Noun", "Adjective", "Gerund", "Possessive"];
// Determiners said as possessives: whose it is, not what.
const POSSESSIVE_DETERMINERS = new Set(["my", "our", "your", "his", "her", "their", "its"]);

/** The read a request asks of settings whose owner, heading their phrase, is a word of the tools' names that names no
 * resource: what the kit keeps no record of. */
export function unrecordedSettings(shape: RequestShape, scope: SearchScope): "read" | undefined {
  if (shape.asked[0] !== "read" || !shape.text.split(/\W+/).some((w) => SETTINGS.test(w.toLowerCase())))
    return undefined;
  const placed = placeTerms(shape.text);
  const at = placed.findIndex((p) => SETTINGS.test(p.term.text.toLowerCase()));
  const owner = ownerWord(placed, at);
  if (owner === undefined || shape.mentioned.some((m) => m.start <= owner.start && owner.start < m.end))
    return undefined;
  // (A resource said between them owns the settings, unless the owner is said as a possessive: "the enterprise
  // default AI agent config" is the agent's; "the enterprise's collaboration settings" the enterprise's.)
  const possessive = owner.term.tags.has("Possessive") || /'s$/i.test(owner.term.text);
  const between = shape.mentioned.some((m) => m.start > owner.start && m.start < placed[at]!.start);
  if (between && !possessive) return undefined;
  // (Settings for a kind of thing some tool lists all of, needing nothing, are read by that listing: "the enterprise
  // settings for external collaboration" are its safe collaboration domains. In their own clause: "…, can people
  // create open links?" asks another thing.)
  const stop = placed.findIndex((p, i) => i >= at && /[,;:.!?—–-]/.test(p.term.post));
  const end = stop < 0 ? shape.text.length : placed[stop]!.end;
  const about = shape.mentioned.filter((m) => m.start > owner.start && m.start < end).map((m) => ` ${m.noun} `);
  if (scope.opened.some((r) => about.some((noun) => ` ${r} `.includes(noun)))) return undefined;
  const word = owner.term.text.toLowerCase().replace(/'s$/, "");
  const named = scope.resources.some((r) => r.split(" ").includes(word));
  return scope.toolWords.includes(word) && !named ? "read" : undefined;
}

/** The first noun of the phrase ending at `at`, past a possessive determiner; not a name ("the Finance folder
 * settings"). */
function ownerWord(placed: readonly Placed[], at: number): Placed | undefined {
  let i = at;
  // (The tagger may leave a possessive's "'s" a word of no text of its own: "our enterprise's sharing settings".)
  const inPhrase = ({ term }: Placed) => term.text === "" || PHRASE.some((t) => term.tags.has(t));
  while (i > 0 && inPhrase(placed[i - 1]!) && !/[,;:.!?]/.test(placed[i - 1]!.term.post)) i -= 1;
  const phrase = placed.slice(i, at).filter((p) => !POSSESSIVE_DETERMINERS.has(p.term.text.toLowerCase()));
  const first = phrase.find((p) => p.term.tags.has("Noun") && !p.term.tags.has("Pronoun"));
  return first === undefined || /^[A-Z]/.test(first.term.text) ? undefined : first;
}
