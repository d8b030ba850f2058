// Speaking to someone: a verb of asking, reminding or nudging whose object is someone to speak to sends them a message ("ask
// #general …", "remind @jane …", "remind the team …"), and so does a read done by an agent ("summarise file 5 using
// Box AI"); reminding of an item resends it ("remind the signers of sign request 5"). What follows a verb of saying and
// a colon is the message ("post in #ops: is the deploy done?"): its mood and verbs are the message's, not the
// request's; nor are those of what it quotes.
import type { ActionSpan } from "../words/actions.js";
import { REMINDING } from "../words/verb-classes.js";
import type { Clause } from "./clauses.js";
import { modifier } from "./kept.js";
import { conjugated, rootOf, type Placed } from "../words/tagger.js";
import { mentions, type Mention } from "../words/vocabulary.js";
import { synonymTerms } from "../words/synonyms.js";
import { covers, innerQuotes, QUOTED } from "./query.js";

/** Verbs that speak to the one they act on. */
const SPEAKING = /^(?:ask|remind|nudge|chase)$/;
/** A phrase of reminding, whole (verb-classes.ts' REMINDING). */
const SPEAKING_PHRASE = new RegExp(`^${REMINDING}$`);
/** The nouns that name someone a message can be sent to. */
const PEOPLE = new Set(["user", "group", "conversation", "member"]);
/** Nouns that are spoken to only when asked to do something or about something else ("ask the AI agent to summarise
 * file 5", "ask the agent about file 5", "ask the AI what file 5 says"); asked what it is configured for, or about
 * itself, an agent is read. */
const DIRECTED = new Set(["ai agent"]);

// A question put to an agent of something other than itself ("ask the Box AI what the risks in file 5 are"); one of
// itself is read ("ask the AI agent 4471 what it is configured for").
const ASKED_OF = /^(?: \S*\d\S*)? (?:what|which|who|how|whether|if|when|where|why)\b(?![^,.;!?]*\b(?:it|its|itself)\b)/;

/** Whether a relative clause telling people apart (at `from`) names an item they acted on: by its id or its noun
 * ("… who haven't signed request 5"), or by the act an item of the kit's is for ("… who haven't signed the lease": a
 * sign request's signers, where the kit acts on sign requests: `resources`). */
function namesItem(relative: string, from: number, named: readonly Mention[], resources?: readonly string[]): boolean {
  return (
    /[a-z] \d+\b/.test(relative) ||
    named.some((n) => n.start > from && n.end <= from + relative.length && !PEOPLE.has(n.noun)) ||
    forKitItem(relative, resources)
  );
}

/** Whether the people a phrase of reminding goes to, said after it, are told apart by an item they acted on ("send a
 * reminder to everyone who still hasn't signed the lease"), or it is a reminder of an item the kit acts on ("send a
 * reminder for the lease signature"): reminded of it, which resends it. */
function remindedOfItem(text: string, named: readonly Mention[], end: number, resources?: readonly string[]): boolean {
  const clause = /^[^,.;!?]*/.exec(text.slice(end))![0];
  const at = clause.search(/ (?:who|that) /);
  if (at >= 0 && namesItem(clause.slice(at), end + at, named, resources)) return true;
  const of = /^ (?:for|about|on) (.*)/.exec(clause)?.[1];
  return of !== undefined && resources !== undefined && forKitItem(of, resources);
}

/** Whether words name an item by the act it is for ("the lease signature", "signed the lease": a sign request), one
 * the kit acts on where its `resources` are known. */
const forKitItem = (words: string, resources?: readonly string[]) =>
  mentions(synonymTerms(words)).some((n) => !PEOPLE.has(n.noun) && (resources?.includes(n.noun) ?? true));

/** An infinitive's phrase told as done ("sign the lease": "signed the lease"), as forKitItem reads an act. */
function done(phrase: string): string {
  const [verb = "", ...rest] = phrase.trim().split(" ");
  return [conjugated(rootOf(verb)).PastTense ?? verb, ...rest].join(" ");
}

/** Whether the words after `end` begin with someone to speak to: a channel, a handle, a name or people. */
function addressee(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  end: number,
  resources?: readonly string[],
): boolean {
  if (/^ (?:the |our |my )?[#@]/.test(text.slice(end))) return true;
  // (Whoever is told to do to an item of the kit's what it is for is reminded of it: "nudge Mrs Patel to sign the
  // lease".)
  const told = /^[^,.;!?]*? to (?!(?:the |our |my )?[#@])([^,.;!?]*)/.exec(text.slice(end))?.[1];
  if (told !== undefined && resources !== undefined && forKitItem(done(told), resources)) return false;
  const next = placed.find((p) => p.start > end);
  if (next?.term.tags.has("Person") === true) return true;
  const m = named.find((n) => n.start >= end);
  if (m === undefined) return false;
  // (A name in quotes is one word: "ask the "Contract Bot" AI agent to …".)
  if (text.slice(end, m.start).replace(QUOTED, "name").split(" ").filter(Boolean).length > 2) return false;
  // People told apart by what they did to an item are that item's: they are reminded of it, not spoken to.
  const relative = /^ (?:who|that) [^,.;!?]*/.exec(text.slice(m.end))?.[0];
  if (relative !== undefined && namesItem(relative, m.end, named, resources)) return false;
  return (
    PEOPLE.has(m.noun) ||
    (DIRECTED.has(m.noun) &&
      (/^(?: \S*\d\S*)? (?:to|about(?! (?:it|its|itself)\b)) /.test(text.slice(m.end)) ||
        ASKED_OF.test(text.slice(m.end))))
  );
}

// The means an act is done by, just before it: "using (Box) …", "via the …", "through our …".
const BY_MEANS = /\b(?:using|via|through) (?:\S+ ){0,2}$/;

/** Whether an agent spoken to is the means of a read said before it ("summarise file 5 using Box AI"): the agent
 * reads, asked by a message, which is what the request asks. Not when the read is of agents ("list the AI agents I
 * can use through Box AI"), nor when the agent only modifies what the read goes through ("via the AI agent
 * settings"). */
function byAgent(text: string, placed: readonly Placed[], named: readonly Mention[], end: number): boolean {
  return named.some(
    (m) =>
      DIRECTED.has(m.noun) &&
      m.start >= end &&
      !/[.;!?]/.test(text.slice(end, m.start)) &&
      BY_MEANS.test(text.slice(end, m.start)) &&
      !named.some((o) => o.noun === m.noun && o.start >= end && o.end <= m.start) &&
      !modifier(m, placed, text),
  );
}

/**
 * The spans with each verb of speaking read by its object: sending to someone addressed, else its table's action
 * (remind, nudge: resend), else none (ask).
 */
export function speechSpans(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  spans: readonly ActionSpan[],
  resources?: readonly string[],
): ActionSpan[] {
  const phrase = (s: ActionSpan) => SPEAKING_PHRASE.test(text.slice(s.start, s.end).toLowerCase());
  const read = spans
    .filter((s) => !SPEAKING.test(text.slice(s.start, s.end)) && !phrase(s))
    .map((s) => (s.action === "read" && byAgent(text, placed, named, s.end) ? { ...s, action: "send" as const } : s));
  for (const p of placed) {
    if (
      !SPEAKING.test(p.term.text.toLowerCase()) ||
      spans.some((s) => s.start < p.end && p.start < s.end && s.end > p.end)
    )
      continue;
    const own = spans.find((s) => s.start === p.start && s.end === p.end);
    if (addressee(text, placed, named, p.end, resources)) read.push({ action: "send", start: p.start, end: p.end });
    else if (own !== undefined) read.push(own);
  }
  // (A phrase of reminding sends a message, unless whom it goes to are told apart by an item they acted on.)
  for (const s of spans.filter(phrase))
    read.push(remindedOfItem(text, named, s.end, resources) ? s : { ...s, action: "send" });
  return read.sort((a, b) => a.start - b.start);
}

/** Whether a term opens a quotation: a quotation mark stands right before it ("the task "Call lab"", "'Q3 plan'"). */
export const opensQuote = (p: Placed): boolean => /["“‘']$/.test(p.term.pre);

/** The spans outside quotation marks that something before them in the request opens. */
export function outsideQuotes(text: string, spans: readonly ActionSpan[]): ActionSpan[] {
  const quoted = innerQuotes(text);
  return spans.filter((s) => !quoted.some((q) => covers(q, s)));
}

/**
 * Marks the clauses after a verb of saying whose clause ends with a colon as quoted (as a heading is: neither asks
 * anything), and returns the spans outside them.
 */
export function unquoted(placed: readonly Placed[], clauses: Clause[], spans: readonly ActionSpan[]): ActionSpan[] {
  const saying = spans.find((s) => {
    // (Or of writing a new thing: "write a comment on file 5: please review" — the text is the comment's.)
    if (s.action !== "send" && s.action !== "create") return false;
    const at = placed.find((p) => p.start <= s.start && s.start < p.end);
    const last = at && placed.filter((p) => p.clause === at.clause).at(-1);
    return last !== undefined && last.term.post.includes(":");
  });
  if (saying === undefined) return [...spans];
  const at = placed.find((p) => p.start <= saying.start && saying.start < p.end)!;
  const quote = placed.find((p) => p.clause > at.clause);
  if (quote === undefined) return [...spans];
  for (const [index, clause] of clauses.entries())
    if (clause !== undefined && index > at.clause) Object.assign(clause, { label: true, question: false });
  return spans.filter((s) => s.start < quote.start);
}
