// What a request asks, from its grammar: its main action and the nouns it acts on, its object, container and parts.
// Which of its acts are asked and which held back (negated, hypothetical, subordinate: "don't delete", "before I
// remove", "what would be deleted if") is acts.ts'; what the main verb acts on, object.ts'. The tagging is
// compromise's (loaded at the first search, never when a kit is imported); which words name an action is actions.ts',
// which nouns name a resource vocabulary.ts'.
import { destroys, requestText, tidies } from "../words/actions.js";
import { peoplePlace } from "./taken-off.js";
import { readActs } from "./acts.js";
import { seekingVerbs, showing } from "./sought.js";
import { clauseFacts, copulaEnd, placeTerms } from "./clauses.js";
import { markQuestions, questionAfterStatement } from "./questions.js";
import { recurs, setAtTime } from "./recurring.js";
import { saysSpan, spanOf, spannedNouns } from "./happened.js";
import { vanished } from "./vanished.js";
import { sentencesOf } from "./sentences.js";
import { blanked, valueSpans } from "../words/values.js";
import { askedDeed, askedDoer, doerNounDeed } from "./deeds.js";
import { reported } from "./reported.js";
import { questionedDeed } from "./questioned.js";
import { brandsOf } from "./brands.js";
import { answeredAct } from "./answered.js";
import { PERSON, personMentions, subjectName, withSomeone, writtenNames } from "./persons.js";
import { sparedNouns, undoneAct } from "./kept.js";
import { deferredDeletion, embeddedQuestion, joinedQuestion } from "./mood.js";
import { namedByName } from "./names.js";
import { excepted } from "../words/restricting.js";
import { titled } from "./titles.js";
import { withItemLinks } from "./item-link.js";
import { itemNameWords, outsidePaths, pathNames } from "./name-spans.js";
import { kindsHeld, type Fields } from "../tools/fields.js";
import { objectOf } from "./object.js";
import { restricts } from "../words/restricting.js";
import { sharedItem } from "./shares.js";
import { objectPart } from "./parts.js";
import { capitalisedNames, mentionsTrash, withoutWords, writtenCapitals } from "./query.js";
import { accountSetting } from "./setting.js";
import { searchOf } from "./qualified.js";
import {
  binned,
  sentThereDone,
  namesMany,
  whoDid,
  whoIs,
  objectHead,
  nounPhrases,
  clauseOf,
  idMarkers,
  ownedNouns,
  plainWords,
} from "./phrase.js";
import { hadNouns } from "./had.js";
import { contentsOf, inPlaceByName, linkedBy } from "./relations.js";
import type { RequestShape } from "./shape.js";
import { saidBy } from "./said.js";
import { answerForm } from "./answer-form.js";
import { asksWhoIsDescribed } from "./described.js";
import { writtenIn } from "./written.js";
import { withoutModifiers } from "./modifiers.js";
import { toldAsDone, wordSaid, type Placed } from "../words/tagger.js";
import { firstOfEach, mentionsAndNames, singular, type Mention } from "../words/vocabulary.js";

export type { RequestShape } from "./shape.js";

const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself"]);
// Pronouns that stand for a person other than the speaker (a thing is "it", people in general "they"; "their" owns,
// though: "the intern's timezone, per their profile").
const THIRD_PERSON = new Set(["he", "him", "his", "himself", "she", "her", "hers", "herself", "their"]);

/** The request's shape; `resources`: what the kit's tools act on, `fields` their records' fields (names.ts' titled),
 * and `parts` what they reach of an item or read it by (scope.ts' parts and readBy), when known. `restricting`:
 * whether a restriction's words may ask an act. `kinds`: the nouns the records say are a kind of a resource (scope.ts'
 * kindsOf, derived once a kit). */
export function requestShape(
  query: string,
  resources?: readonly string[],
  fields?: Fields,
  parts?: readonly string[],
  restricting = true,
  kinds: ReadonlyMap<string, string> | undefined = fields && resources ? kindsHeld(fields, resources) : undefined,
): RequestShape {
  const text = requestText(query);
  const placed = writtenNames(query, writtenCapitals(query, placeTerms(text)));
  const clauses = clauseFacts(placed);
  markQuestions(placed, clauses);
  const { mentions: spoken, names } = mentionsAndNames(text);
  // (A thing the kit's records say is a kind of one of its resources is that resource: "Sam's reply in the comment
  // thread" is a comment where replies are comments.)
  const every = spoken.map((m) => (kinds?.has(m.noun) ? { ...m, noun: kinds.get(m.noun)! } : m));
  const mentioned = withoutModifiers(every, placed, text);
  const span = saysSpan(placed);
  const deed = askedDeed(placed, span) ?? questionedDeed(placed, span) ?? doerNounDeed(placed, span);
  const byTitle = titled(text, placed, outsidePaths(text, mentioned), resources, fields, deed);
  const { titles } = byTitle;
  const named = withItemLinks(text, placed, byTitle.mentions, resources);
  const shown = showing(placed);
  const speaker = placed.filter((p) => FIRST_PERSON.has(p.term.text.toLowerCase()));
  const {
    opening,
    asked,
    held,
    wondered,
    wonderedWords,
    supposed,
    negatedWords,
    heldDeletions,
    coordinated,
    mainEnd,
    mainWords,
    madeNoun,
    unnamed,
    ordered,
    said,
    stepOnRead,
  } = readActs(text, placed, clauses, named, mentioned, restricting, resources);
  const { first, question } = opening;
  // (An aside: the speaker only as the subject "I" of a statement after the clause the request asks in: "what's
  // Marco's timezone? I think he's in NZ", "check her profile before I schedule anything"; not "Marco wants to know:
  // what's my timezone?", "Marco says: tell me my user ID".)
  const asking = first === undefined ? -1 : clauses.indexOf(first);
  const aside = (p: Placed) =>
    asking >= 0 && p.clause > asking && !clauses[p.clause]?.question && /^i(?:'m|'ve|'d|'ll)?$/i.test(p.term.text);
  const opener = first?.words[0] ?? "";
  // (A person named by name is a user: "what groups is Tom Becker in"; so is one named by an email address, unless the
  // request destroys: the address may be what goes, an alias.)
  const found = personMentions(placed, named, !asked.some(destroys));
  // (And one a question names as its subject by a name the lexicon does not know: "is Priya an admin?".)
  const persons = found.length > 0 ? found : subjectName(query, placed, named);
  // (Nor is the doer a question of who did an act asks for a noun it names: "who was the last person to edit the SOP".)
  const doer = askedDoer(placed, named);
  // (People a person is taken out of are a group: "remove Liam from the volunteers".)
  const crowd = asked.some(destroys) ? peoplePlace(placed, named, query) : undefined;
  const apart = (m: Mention) => crowd === undefined || m.end <= crowd.start || m.start >= crowd.end;
  const withPersons = [...named.filter(apart), ...persons, ...(crowd ? [crowd] : [])]
    .filter((m) => m !== doer && (deed?.at === undefined || m.end <= deed.at || m.start > deed.at))
    .sort((a, b) => a.start - b.start);
  // (A read asked by a question after a statement of what someone did asks of what the question names, not of what
  // the statement does: "Ewan Mackie left in June — does he still have edit rights on the O&M folder?"; unless the
  // question names a person itself, nothing of its own, or asks what is theirs: "… — what's her user ID?".)
  const questionAt = asked[0] === "read" ? questionAfterStatement(placed, clauses, asking) : -1;
  const inQuestion = (at: number) => (clauseOf(placed, at) ?? questionAt) >= questionAt;
  const someone = (m: Mention) => persons.includes(m) || m.noun === PERSON;
  const questioned = withPersons.filter((m) => inQuestion(m.start));
  const asksOwnThings = () =>
    withPersons.some((m) => !inQuestion(m.start) && someone(m)) &&
    questioned.length > 0 &&
    !questioned.some(someone) &&
    !placed.some((p) => inQuestion(p.start) && /^(?:his|her|their)$/.test(wordSaid(p)));
  // (Only the object is chosen among them, never a thing an exception spares from a destruction, "unshare Masters from
  // everyone except Rafa and the A&R group" (a read's may say the kind read, "which files besides Q3.xlsx are locked");
  // what else the request tells of is read from every mention.)
  const spared = (m: Mention) => asked.some(destroys) && excepted(text.slice(0, m.start));
  const candidates = (questionAt > 0 && asksOwnThings() ? questioned : withPersons).filter((m) => !spared(m));
  const nouns = firstOfEach(withPersons);
  // (A question a read takes as its object is asked too: "check whether the Q3 deck is locked", "tell me who owns it";
  // so is one a read joined after it takes: "find the Q3 deck and tell me who owns it".)
  const reads = !question && asked[0] === "read";
  const own = reads ? embeddedQuestion(placed, mainEnd) : undefined;
  const embedded = own ?? (reads ? joinedQuestion(placed, mainEnd) : undefined);
  const polar = (question && /^(?:is|are|was|were|does|did|has|have)$/.test(opener)) || embedded?.polar === true;
  // "Is there a …", "are there any …": whether any item of a kind is there.
  const existential = polar && placed[embedded?.at ?? first!.start + 1]?.term.tags.has("There") === true;
  // (Unless "first" puts the read before it: "show the tasks on file 5 first, then delete task 3".)
  const stepTo = !question && !ordered && asked[0] === "read" && coordinated.some(destroys);
  const byName = namedByName(text, placed, named);
  const contents = contentsOf(query, text, named, placed, parts);
  const {
    verbEnd,
    mention: objectMention,
    object,
    direct,
    from: fromNoun,
    removedFrom,
    person,
    unneeded,
    count,
    related,
    owner,
  } = objectOf({
    contents,
    parts,
    query,
    text,
    placed,
    named,
    withPersons: candidates,
    nouns: firstOfEach(candidates),
    persons,
    byName,
    mainEnd,
    mainWords,
    existential,
    deed,
  });
  // Tidying takes away the many things it names ("clean up the bot messages"); of a place ("clean up folder 5") it says
  // neither what goes nor that the place does: it asks nothing.
  const tidied = tidies(mainWords) && !namesMany(text, placed, named, mainEnd);
  // (What it asks of an item that no field of its record holds is written in it: written.ts.)
  const { part } = objectPart(placed, withPersons, [verbEnd, mainEnd, question ? copulaEnd(placed, first) : undefined]);
  const says = saidBy(placed, named) ?? writtenIn(part, count, byName, resources, fields);
  const linked = linkedBy(text, withPersons, placed);
  // The acts it tells of as done, and who did them when nobody in particular did (deeds.ts).
  const told = reported(placed, nouns, deed);
  // A restriction of what the kit does not share undoes no sharing: read without it. (Its item is the one people are
  // taken off: "restrict the Grant Drafts folder so …", whose name may read as a person.)
  const reached = resources === undefined ? undefined : [...resources, ...(parts ?? [])];
  if (restricting && restricts(mainWords) && !sharedItem(removedFrom?.noun ?? object, reached))
    return requestShape(query, resources, fields, parts, false, kinds);
  // (What a person needs no more was shared with them: object.ts' unneeded.)
  const unmade = object ? (undoneAct(mainWords) ?? (unneeded ? "share" : undefined)) : undefined;
  return {
    // A read that is the step to a deletion joined after it leaves the deletion the main action.
    asked: tidied ? [] : [...new Set(stepTo ? [...asked.filter(destroys), ...asked] : asked)],
    ...(tidied ? { tidied } : {}),
    ...(recurs(placed, mainEnd) ? { recurring: true } : {}),
    ...(setAtTime(placed, mainEnd) ? { atTime: true } : {}),
    coordinated,
    held,
    negatedWords,
    wondered,
    question: question || embedded !== undefined,
    polar,
    existential,
    sentences: sentencesOf(placed),
    text,
    mentioned,
    nouns,
    ...(object ? { object } : {}),
    ...(object && (direct || (stepTo && stepOnRead)) ? { target: object } : {}),
    ...(removedFrom ? { container: removedFrom.noun } : {}),
    ...(person ? { person } : {}),
    ...(related ? { related } : {}),
    ...(objectMention && count === "many" && withSomeone(query, placed, named, objectMention)
      ? { withSomeone: true }
      : {}),
    ...(owner ? { owner } : {}),
    ...(contents ? { contents } : {}),
    ...(says ? { says } : {}),
    ...(linked ? { linked } : {}),
    ...(/\bbetween\b[^,.;:?!]*\band\b/.test(text) ? { between: true } : {}),
    ...accountSetting(text, placed, mentioned, object),
    // (A supposed act's verb only frames the question: "what would happen if I deleted the Marketing folder" asks what
    // it holds.)
    framing: [
      ...(supposed ? [supposed] : []),
      // (So does a deletion put off until after what is asked: "before I delete the Okafor folder, how big is it?")
      ...[deferredDeletion(placed)].filter((w) => w !== undefined),
      // (And a deletion held back while a read is asked, said as a word of the trash: "list the old drafts, I might
      // bin them" asks of them where they are; not one told of as done, which put them there: "what's been put in the
      // trash".)
      ...(asked[0] === "read" ? heldDeletions.filter((w) => mentionsTrash(w) && !toldDone(placed, w)) : []),
      // (So does a read whose object is a question: "check whether the upload finished" asks of the upload; not one
      // a question is joined after, "read the contract and tell me …".)
      ...(own ? [mainWords] : []),
      ...(contents?.words ?? []),
      ...names,
      ...whoIs(text),
      ...whoDid(placed),
      ...answerForm(text),
      ...shown.filter((p) => !speaker.includes(p)).map((p) => p.term.text),
      ...idMarkers(text, nouns),
      ...pathNames(text, mentioned),
      ...itemNameWords(text, mentioned),
      ...capitalisedNames(placed, mentioned),
      ...titles,
      ...(doer ? [text.slice(doer.start, doer.end)] : []),
    ],
    // (A question with no verb of its own asks of what follows its copula: "what's Marcus's title?")
    ...(part ? { part } : {}),
    ...(count ? { count } : {}),
    ...searchOf(
      { text, placed, named, byName, mainWords, polar, existential },
      {
        mention: objectMention,
        count,
        from: fromNoun,
        related,
        // (A search in a place is of what is in it: relations.ts' contentsOf.)
        inPlace: inPlaceByName(contents, named) || contents?.of === "items",
      },
    ),
    // (The main verb's own words say no trashed item: "…, trash the file in it"; nor do the words of what it does not
    // want: "trash file 5, don't delete it permanently".)
    binned: binned(
      withoutWords(
        mainEnd === undefined ? text : blanked(text, [{ start: mainEnd - mainWords.length, end: mainEnd }]),
        negatedWords,
      ),
      mainWords,
      sentThereDone(text, placed),
    ),
    firstPerson: speaker.length > 0,
    ...(speaker.length > 0 && speaker.every((p) => shown.includes(p)) ? { shownTo: true } : {}),
    ...(speaker.length > 0 && speaker.every(aside) ? { asideOnly: true } : {}),
    // (Another person, by name or by a pronoun: "Marcus's title", "her profile".)
    thirdPerson: persons.length > 0 || placed.some((p) => THIRD_PERSON.has(p.term.text.toLowerCase())),
    ...(asksWhoIsDescribed(placed, nouns) ? { described: true } : {}),
    owned: [...ownedNouns(placed, nouns), ...hadNouns(placed, nouns)],
    // What the main action deletes is not what the request keeps: "delete comment 7, keep the other comments" keeps
    // other items of the kind it deletes one of ("keep the latest version, delete the rest"). An object named where
    // the verb does not act on it itself is kept when the request says so ("delete everything in folder 5 but keep the
    // folder itself").
    spared: sparedNouns(mentioned, placed, clauses).filter(
      (n) => n !== object || (objectMention !== undefined && !direct),
    ),
    ...(unmade !== undefined ? { undone: object, unmade } : {}),
    plainWords: plainWords(placed),
    ...seekingVerbs(placed, said ?? mainWords),
    ...(wonderedWords ? { wonderedVerb: wonderedWords.split(" ")[0]! } : {}),
    ...(madeNoun ? { madeNoun } : {}),
    ...(unnamed ? { unnamed } : {}),
    ...(verbEnd !== undefined ? objectHead(placed, named, verbEnd) : {}),
    ...(deed ? { deed } : {}),
    ...answeredAct(placed, polar),
    reported: told.acts,
    doers: told.doers,
    byName,
    brands: brandsOf(query, text, placed, objectMention),
    words: new Set(text.split(/[^a-z0-9-]+/).flatMap((w) => [w, singular(w)])),
    nounPhrases: nounPhrases(placed),
    spanned: span ? spannedNouns(placed, [...nouns, ...mentioned]) : [],
    span,
    ...(span ? spanOf(placed) : {}),
    ...vanished(placed, named, mainEnd),
    values: valueSpans(placed, named),
  };
}

/** Whether an act's words open with a verb told of as done, past or a participle ("put in the trash" after "been"). */
function toldDone(placed: readonly Placed[], words: string): boolean {
  const verb = words.split(" ")[0];
  return placed.some((p) => p.term.text.toLowerCase() === verb && toldAsDone(p.term));
}
