// What a request asks, as its grammar says it (grammar.ts reads it; the ranking, engine.ts, and the scope's
// answer of nothing, scope.ts, act on it).
import type { Action } from "../words/actions.js";
import type { ObjectPart } from "./parts.js";
import type { Contents } from "./relations.js";
import type { SettingSaid } from "./setting.js";
import type { Mention } from "../words/vocabulary.js";

export interface RequestShape {
  /** The actions the request asks for: named in a main clause, neither negated nor hypothetical, in order. */
  asked: Action[];
  /** The actions asked after another, each by a verb opening a clause joined to the one before ("look at file 5 and
   * then rename it": rename). */
  coordinated: Action[];
  /** The actions it names but does not ask for: negated, hypothetical, subordinate, or in a question. */
  held: Action[];
  /** The words of the actions it negates ("don't delete or move"): what it does not want is no word to search for. */
  negatedWords: string[];
  /** The actions a question asks whether one can do ("can I restore file 4?", "is it possible to move it?"). */
  wondered: Action[];
  /** Whether it asks a question (what, which, is…): it asks to read, whatever its verbs; and whether one answered yes
   * or no ("did …", "is …"), which asks for a state. */
  question: boolean;
  polar: boolean;
  /** Whether that question asks if there is any item of a kind ("is there a channel for the Leeds site?"). */
  existential: boolean;
  /** Each sentence: where it starts in the text, and whether it opens with a question word ("is Bob online? what's his
   * title": 0 and 15, both questions). */
  sentences: Array<{ start: number; question: boolean }>;
  /** The request as the search reads it (actions.ts' requestText), and every place it names a noun there
   * (vocabulary.ts' everyMention). */
  text: string;
  mentioned: Mention[];
  /** The resource nouns it names, in order. */
  nouns: Mention[];
  /** The noun its main action acts on: the first named after the main verb, not after "from". */
  object?: string;
  /** The object when it is what the main action itself acts on: no other noun stands between them ("clear the
   * values attached to folder 5" acts on values), it heads its phrase ("the ethical wall rule" is a rule) and the verb
   * does not undo something on it ("unlock folder 5"). */
  target?: string;
  /** Whether the object is one item (an id follows it) or many (plural, or "all", "every", "list"); unset when unsaid. */
  count?: "one" | "many";
  /** Whether it searches everything for things by a term ("find all files with 'draft' in the name", "search slack
   * for the invoice") or by what is said of each ("files owned by Gareth"; qualified.ts), not one item or place (no
   * id, no container). */
  searching: boolean;
  /** The key of the listing a search of things the kit reads only within their containers reads from (a
   * conversation's history; ranking/within.ts' searchedWithin), read once by the engine for the ranking and unfit.ts. */
  readWithin?: string;
  /** Whether a question picks its object's items out of all of that kind by what it says each does or is, in no place
   * it names ("which folders are classified Confidential", "is there an upload session still open for the video";
   * qualified.ts' picksOut): only a listing of every such item answers it. */
  picked?: boolean;
  /** Whether it asks for its object's items across the whole account, in no place it names ("the biggest files in our
   * whole enterprise", "any files over 5GB anywhere"; query.ts' acrossAccount). */
  across?: boolean;
  /** Whether it asks of a setting of the whole account ("the enterprise's default setting for shared links"; query.ts'
   * saysAccountSetting). */
  accountSetting?: boolean;
  /** Where the setting's thing is said, when it names one: its clause's end (setting.ts). */
  settingSaid?: SettingSaid;
  /** The noun it removes something from ("remove Maria from group 5"). */
  container?: string;
  /** Whether what it removes from the container is a person, by name ("remove Bob from folder 5"). */
  person?: boolean;
  /** Another item the object is said to be on, for or of, by its id, when the object has none ("the legal hold on
   * file 5"): what ties the two may be what the request acts on. */
  related?: string;
  /** Whether the many objects are said to be with someone ("my DMs with Priya"): in an item shared with them. */
  withSomeone?: boolean;
  /** Where the name stands of the item the object is said to be of, when no resource's word names it ("the versions
   * of the Fleet Maintenance Log"; owners.ts): the kit's tools tell what kind of item it is (owners.ts' ownedByName). */
  owner?: { start: number; end: number };
  /** The noun whose contents it asks for ("what's in folder 5", "what does hub 7 contain"): its items; and the words
   * that say only that things are in it ("what's been uploaded into hub 7"), no word to search for. */
  contents?: Contents;
  /** The words that only frame the question ("who" in "who is user U02DEF?", "been uploaded" in "what's been
   * uploaded into hub 7"): no words to search for. */
  framing: string[];
  /** Whether it says its object stands between two things ("the ethical wall between sales and IB"). */
  between?: boolean;
  /** The noun a record it names is said to link to another ("the record that ties a legal hold to folder 5"): the
   * record is that noun's assignment, membership or mapping. */
  linked?: string;
  /** The nouns it says to keep: "not the folder", "don't touch the file", "keep the policy", "the group stays". */
  spared: string[];
  /** The object of a verb that undoes something on it ("unlock folder 5"): kept when the tools reach something on it
   * (engine.ts). */
  undone?: string;
  /** What that verb undoes, as the verb says it ("unlock": lock). */
  unmade?: string;
  /** Whether it names the trash only as where its object goes ("trash file 5", "move it to the bin"): it asks for
   * no trashed item. */
  binned: boolean;
  /** Whether it speaks of the speaker ("I", "me", "my"), and the nouns it says are the speaker's own ("my user"). */
  firstPerson: boolean;
  /** Whether the speaker is only whom a verb of showing shows to ("show me user 5's profile"). */
  shownTo?: boolean;
  /** Whether the speaker is said only as the subject of a statement after the clause the request asks in ("what
   * timezone is on Marco's profile? I think he's in NZ", "check her profile before I schedule anything"): an aside, not
   * whom it asks of. */
  asideOnly?: boolean;
  /** Whether it speaks of another person, by name or pronoun ("Marcus's title", "her profile"). */
  thirdPerson: boolean;
  /** Whether it asks who is the person a phrase describes by what they are, no name nor id ("who's the Slack admin";
   * described.ts). */
  described?: boolean;
  owned: string[];
  /** Whether it asks only to tidy a place ("clean up folder 5", "clean up #random"): what goes is not said, so no
   * action is asked; a kit that destroys nothing cannot do it (unfit.ts). */
  tidied?: boolean;
  /** Whether its main act is said to recur ("post it every Monday"): a schedule of it (recurring.ts). */
  recurring?: boolean;
  /** Whether its main act is set at a time to come ("remind #ops at 9am monday"): a schedule of it (recurring.ts). */
  atTime?: boolean;
  /** The main action's word as said ("download" in "download version 12 of file 5"). */
  verb?: string;
  /** The word of the first act it wonders whether one can do ("remove" in "can I remove bob from #ops?"). */
  wonderedVerb?: string;
  /** The resource noun the request opens with as its verb, by its own name, when no word asks for an action
   * ("watermark every file in folder 5"): it asks to make or apply one. */
  madeNoun?: string;
  /** The verb opening the request before an item's id that no action word names, when no word asks for an action
   * ("rate file 30103 five stars", "like comment 40030"): an act the action words do not know (misspelt.ts). */
  unnamed?: string;
  /** Words the tagger knows as other than nouns ("older"): never fuzzily matched to a resource word. */
  plainWords: Set<string>;
  /** Words the tagger reads as verbs ("commented", "classified"): one may be a part's noun in another form. */
  verbs: Set<string>;
  /** The unnamed noun heading the main verb's object phrase, and the resource that possesses or modifies it. */
  part?: ObjectPart;
  /** The resource noun heading the main verb's object phrase ("the favorites collection": collection). */
  head?: string;
  /** The actions of the acts it tells of as done, not asked for ("what did the CEO say", "the link Ana posted"). */
  reported: Action[];
  /** The nouns that did those acts, by an indefinite pronoun right before their verbs ("someone posted"). */
  doers: string[];
  /** The act of answering it asks whether was done ("did Rob sign the lease yet?": sign; answered.ts). */
  answered?: string;
  /** The past act it asks the doer of ("who deleted file 5?"), or asks what a named person did (deeds.ts). */
  deed?: Deed;
  /** What it asks what it says, the noun of a verb of saying's subject: an item's content (said.ts). */
  says?: string;
  /** The nouns it names one item of by its name, not by an id ("the Q3 deck", "the Archive folder"; names.ts). */
  byName: string[];
  /** The names of other makers' products said right before the object's noun ("the Zapier integration"; brands.ts). */
  brands: string[];
  /** Its words, as written and in the singular. */
  words: Set<string>;
  /** Its runs of words the tagger reads as nouns, not verbs ("job title", "name"; not "owns"). */
  nounPhrases: string[][];
  /** The nouns besides its resource nouns when it says a span of time ("login failures this week"; happened.ts). */
  spanned: string[];
  /** Whether it says a span of time ("this week", "since monday"; happened.ts). */
  span: boolean;
  /** The verb a span of time it says tells the time of ("shared in the past 90 days": shared; happened.ts' spanOf). */
  spanVerb?: string;
  /** Whether that span measures how long ("shared for longer than 90 days"), no time of an act. */
  spanMeasure?: true;
  /** The noun it says has left where it was ("where did the Vendor folder go"; vanished.ts). */
  vanished?: string;
  /** Where its numbers that are values stand, no item's id ("since jan 1", "50 versions"; values.ts). */
  values: Array<{ start: number; end: number }>;
}

/** A past act the request asks the doer of, or asks what a named person did (deeds.ts). */
export interface Deed {
  /** The act's verb, as its root ("download", "make"), and the action it names, if any. */
  verb: string;
  action?: Action;
  /** The verb joined with its particle, when it has one ("logged in": login). */
  phrasal?: string;
  /** unknown: who (or anyone, someone) did it; named: a person by name did it; speaker: the speaker did it. */
  doer: "unknown" | "named" | "speaker";
  /** Whether the request says when ("this month", "yesterday"): acts over a time are the record of acts'. */
  dated: boolean;
  /** Whether it asks of the acts over a time, a span said or the perfect ("who has edited …", "who viewed it this
   * week"): each act is the record of acts', not only the last one an item's record holds. */
  over?: boolean;
  /** Where its verb stands, when the tagger read it as a noun ("did Priya Raman upload"): it names no resource. */
  at?: number;
}
