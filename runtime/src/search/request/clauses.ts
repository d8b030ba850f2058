// A request's clauses, from compromise's tagging: where each term stands, which clause and sentence it belongs to, and
// whether a clause says when or whether (before, if…) or is a heading ("purge list:"); and what the tagger says of a
// word (a verb, a person's name). Which clauses ask a question is questions.ts', how a clause puts its act mood.ts',
// what opens one openers.ts', the words that tell how it asks clause-words.ts'; the tagger itself is tagger.ts'.
import { wordAction } from "../words/actions.js";
import {
  afterSubordinate,
  beforeThat,
  CLAUSE_BREAK,
  CLAUSE_CONJUNCTIONS,
  consequence,
  politeIf,
  purpose,
  relative,
  RELATIVES,
  SUBORDINATORS,
} from "./openers.js";
import {
  asNeighboursSay,
  DOING,
  governedPhrase,
  namesSomeone,
  nlp,
  ownsNotIs,
  rootOf,
  wordSaid,
  type Placed,
  type Term,
} from "../words/tagger.js";
import { REPORTING } from "../words/verb-classes.js";
import { quotedSpans } from "./query.js";
import { ASKING, INTERJECTIONS, opensQuestion, POLITE } from "./clause-words.js";

/** A clause's first word after any greeting, "please", a polite opener and the conjunction joining it ("and drop
 * webhook 5"): its verb when it is an imperative. */
export function openingWord(placed: readonly Placed[], clause: Clause): Placed | undefined {
  const polite = POLITE.test(clause.words.join(" "));
  const members = placed.filter((p) => p.clause === placed[clause.start]?.clause);
  return members.find((p) => {
    const word = p.term.text.toLowerCase();
    return (
      word !== "" &&
      !p.term.tags.has("Expression") &&
      !INTERJECTIONS.has(word) &&
      !CLAUSE_CONJUNCTIONS.has(word) &&
      !(polite && ASKING.test(word))
    );
  });
}

// Each mark that closes a clause (openers.ts' CLAUSE_BREAK), found one after another.
const BREAKS = new RegExp(CLAUSE_BREAK, "g");

/** The tagger's terms with where each stands in `text`, and the clause it belongs to. */
export function placeTerms(text: string): Placed[] {
  const placed: Placed[] = [];
  let offset = 0;
  let clause = 0;
  // (A mark inside quotation marks is a name's, no clause's end: "the "TEST - ignore" folder can be deleted".)
  const quoted = quotedSpans(text);
  const inside = (at: number) => quoted.some((q) => q.start < at && at < q.end - 1);
  // (A mark after the closing one is the clause's: "the files ending in "(1)", get rid of them".)
  const named = (post: string, end: number) => [...post.matchAll(BREAKS)].every((m) => inside(end + m.index));
  for (const [index, sentence] of nlp()(text).docs.entries()) {
    // (Whether an auxiliary or a modal stands before the term in its sentence; whether another verb does, and a phrase
    // a determiner or an owner opens after it, its object.)
    let helping = false;
    let verb = false;
    let acting = false;
    let causing = false;
    // (Whether the clause is a relative one, and whether its own verb has been said.)
    let telling = false;
    let told = false;
    // (A break after a term ending at `end` closes its clause; not one inside quotation marks.)
    const closes = (post: string, end: number) => {
      if (CLAUSE_BREAK.test(post) && !named(post, end)) [clause, telling, told] = [clause + 1, false, false];
    };
    for (const [at, term] of sentence.entries()) {
      const [helped, acted, caused, verbed] = [helping, acting, causing, verb];
      // ("Do", "does" and "did" help a verb after their subject, though the tagger may read a verb of their own: "what
      // does the style guide say".)
      const auxiliary = term.tags.has("Auxiliary") || DOING.test(term.text);
      helping ||= auxiliary || term.tags.has("Modal");
      acting ||= verb && (term.tags.has("Determiner") || term.tags.has("Possessive"));
      const acts = term.tags.has("Verb") && !auxiliary && !term.tags.has("Copula");
      // (The verb that takes the object is the last one before it: "remove Dana from it and let the lead approve".)
      if (acts) causing = CAUSATIVE.test(term.text);
      verb ||= acts;
      // (A possessive's "'s" is no verb where the tagger reads one: "remove Gary's old cert" owns the cert. What
      // follows the "is" follows the name.)
      if (ownsNotIs(sentence, at) && placed.length > 0) {
        const owner = placed.at(-1)!.term;
        const tags = new Set([...owner.tags, "Possessive"]);
        placed.at(-1)!.term = { ...owner, tags, post: owner.post + term.post };
        closes(term.post, placed.at(-1)!.end);
        continue;
      }
      const found = term.text === "" ? offset : text.indexOf(term.text.toLowerCase(), offset);
      const start = found < 0 ? offset : found;
      const end = start + term.text.length;
      const word = term.text.toLowerCase();
      // A subordinator or a clause-starting conjunction opens a clause of its own; not one a hyphen joins to the word
      // before, a part of a compound ("the slip-and-fall hold").
      const joined = sentence[at - 1]?.post === "-";
      const relates = relative(word, placed.at(-1));
      // (A modal after a relative clause's own verb and what it takes, not after a subject of its own, is the
      // predicate of the noun the clause tells of, where no verb came before that noun: "the webhook that posts to
      // #ops should be deleted".)
      const predicate = told && !placed.at(-1)!.term.tags.has("Pronoun") && predicateFrom(sentence, at);
      const opens =
        !joined &&
        (SUBORDINATORS.has(word) ||
          relates ||
          predicate ||
          CLAUSE_CONJUNCTIONS.has(word) ||
          purpose(word, sentence[at + 1], sentence[at + 2]) ||
          consequence(word, sentence[at + 1], sentence[at + 2]) ||
          afterSubordinate(
            placed.filter((p) => p.clause === clause),
            term,
            sentence[at + 1],
          ));
      if (placed.length > 0 && opens) clause += 1;
      // (Not of someone: what "should be removed" says of a person names no thing of the kit's to act on.)
      const someone = /^(?:who|whom)$/.test(word) || (placed.length > 0 && namesSomeone(placed.at(-1)!.term));
      if (opens) telling = relates && !verbed && !someone;
      // (A verb of saying after the clause's own subject makes a modal after it the report's: "the files that Dana
      // said should be deleted"; not one its pronoun says, "the comment that says spam should be removed".)
      const subject = placed.length > 0 && !RELATIVES.has(wordSaid(placed.at(-1)!));
      if (telling && acts && subject && REPORTING.has(rootOf(word))) telling = false;
      told = telling && (told || acts);
      placed.push({
        term: asNeighboursSay(term, sentence[at - 1], sentence[at + 1], {
          helped,
          governed: governedPhrase(sentence, at),
          next: sentence[at + 2],
          acted,
          caused,
          opening: !verbed && ["Determiner", "Possessive"].some((t) => sentence[0]!.tags.has(t)),
        }),
        start,
        end,
        clause,
        sentence: index,
      });
      offset = end;
      closes(term.post, end);
    }
    clause += 1;
  }
  return placed;
}

// The modals a predicate said of a thing opens: what ought or may be done to it ("should go", "can be removed"), not
// what will be ("will be deleted automatically").
const OUGHT = /^(?:should|must|can|could)$/i;

/** Whether the modal at `at` opens a predicate that ends its clause: "be" or "go" after it, its participle, and no
 * other verb before the clause ends ("the files that Dana said should be deleted are still there" tells of them). */
function predicateFrom(sentence: readonly Term[], at: number): boolean {
  const next = sentence[at + 1]?.text.toLowerCase() ?? "";
  if (!OUGHT.test(sentence[at]!.text) || !/^(?:be|go)$/.test(next)) return false;
  // (The participle a passive's "be" takes is the predicate's own.)
  const own = next === "go" ? at + 1 : at + 2;
  for (let i = at + 2; i < sentence.length && !CLAUSE_BREAK.test(sentence[i - 1]!.post); i += 1)
    if (sentence[i]!.tags.has("Verb") && i > own) return false;
  return true;
}

// The verbs that let or make their object act, a bare verb after it ("let the intern view …", "have Sam wipe it").
const CAUSATIVE = /^(?:let|lets|make|makes|made|have|has|had|help|helps|helped|get|gets|got|see|saw|watch|hear)$/i;

export interface Clause {
  start: number;
  words: string[];
  /** Opened by before, if, when, until…: it says when or whether, not what to do. */
  subordinate: boolean;
  /** A heading before a colon with no verb in it ("purge list: …"), or a message quoted after a verb of saying and a
   * colon (speech.ts): neither is what the request asks. */
  label: boolean;
  /** It asks a question (questions.ts marks it): opened by a question word ("— what does it do?"), or an inverted
   * auxiliary in a sentence that ends with "?" ("would deleting it also remove its avatar?"), unless it asks politely
   * ("could you…"). */
  question: boolean;
}

/** Whether the first clause with words after the one at `index` is a question that names a thing by a pronoun. */
function questionOfIt(placed: readonly Placed[], index: number): boolean {
  const following = placed.find((p) => p.clause > index)?.clause;
  const next = placed.filter((p) => p.clause === following);
  return (
    opensQuestion(next[0]?.term.text.toLowerCase() ?? "") &&
    next.some((p) => /^(?:it|its|they|them)$/i.test(p.term.text))
  );
}

/** Whether a term is a question word the verb follows at once, its subject after the verb ("when was the Q3 deck last
 * modified?", "when does the lock expire?"): it asks, it says no time of another act ("notify me when file 5 gets a
 * comment", "when I delete folder 5, …"). */
function asksWhen(placed: readonly Placed[], at: number): boolean {
  const [prior, term, next] = [placed[at - 1], placed[at]!, placed[at + 1]];
  // (Opening its sentence, or after a break: the tagger reads "file" after a mid-sentence "when" as a verb.)
  const opens = prior === undefined || prior.sentence !== term.sentence || CLAUSE_BREAK.test(prior.term.post);
  return opens && term.term.tags.has("QuestionWord") && next?.term.tags.has("Verb") === true;
}

export function clauseFacts(placed: readonly Placed[]): Clause[] {
  const clauses: Clause[] = [];
  placed.forEach((p, i) => {
    const c = (clauses[p.clause] ??= { start: i, words: [], subordinate: false, label: false, question: false });
    // "if you could …" asks politely; it supposes nothing.
    const word = p.term.text.toLowerCase();
    if (c.words.length === 0)
      c.subordinate =
        (SUBORDINATORS.has(word) && !politeIf(placed, i) && !asksWhen(placed, i) && beforeThat(placed, i) < 0) ||
        purpose(word, placed[i + 1]?.term, placed[i + 2]?.term) ||
        relative(word, placed[i - 1], placed[i + 1]?.term.text.toLowerCase()) ||
        // (A relative clause joined to one before it tells of the same noun: "whose access expired but who still…".)
        (/^(?:and|but)$/.test(word) &&
          RELATIVES.has(placed[i + 1]?.term.text.toLowerCase() ?? "") &&
          clauses[p.clause - 1]?.subordinate === true &&
          relative(clauses[p.clause - 1]!.words[0] ?? "", placed[clauses[p.clause - 1]!.start - 1]));
    if (p.term.text !== "") c.words.push(p.term.text.toLowerCase());
  });
  for (const [index, c] of clauses.entries()) {
    if (!c) continue;
    const members = placed.filter((p) => p.clause === index);
    const last = members.at(-1);
    // A heading is a clause before a colon with no verb, or a noun phrase before a dash when a question about it
    // follows, naming it again by a pronoun: "That photo IMG_4471.jpg from the strip-out — when was it uploaded?".
    const asksOfIt = /[—–]|\s-\s/.test(last?.term.post ?? "") && questionOfIt(placed, index);
    // (A phrase a determiner opens is one though a clause inside it has a verb: "that spreadsheet Jo sent round".)
    const phrase = asksOfIt && members[0]?.term.tags.has("Determiner") === true;
    // "please" asks for an act, so a clause with it is an imperative the tagger missed ("upload pls: a.pdf into 5").
    c.label =
      last !== undefined &&
      (last.term.post.includes(":") || asksOfIt) &&
      !members.some(
        (p) => (p.term.tags.has("Verb") && !phrase) || /^(?:please|kindly)$/.test(p.term.text.toLowerCase()),
      ) &&
      !placesObject(members);
  }
  // Array.from, not map: map skips the holes a break leaves before an empty clause ("re: before …").
  return Array.from(
    clauses,
    (c, i) =>
      c ?? {
        start: placed.findIndex((p) => p.clause === i),
        words: [],
        subordinate: false,
        label: false,
        question: false,
      },
  );
}

/**
 * Whether a clause opens with a word naming an act whose object a preposition then places ("set metadata on file 5: …"):
 * an imperative the tagger read as a noun, not a heading ("audit log: …", "purge candidates: …").
 */
function placesObject(members: readonly Placed[]): boolean {
  const [first, ...rest] = members;
  return wordAction(first?.term.text ?? "") !== undefined && rest.some((p) => p.term.tags.has("Preposition"));
}

/** Where the words after a clause's copula ("what's", "what is") begin, if it has one. */
export function copulaEnd(placed: readonly Placed[], clause: Clause | undefined): number | undefined {
  if (clause === undefined) return undefined;
  const at = placed.findIndex((p) => p.clause === placed[clause.start]?.clause && p.term.tags.has("Copula"));
  return at < 0 ? undefined : placed[at + 1]?.start;
}
