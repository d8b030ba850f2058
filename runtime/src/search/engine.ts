// Tool search: a request's structure ranks a kit's tools first, the index's words (search-index.ts) second.
import type MiniSearch from "minisearch";
import type { Query } from "minisearch";
import type { ToolDefinition } from "../contract.js";
import { narrows, selectTools, type ToolSelection } from "../adapters/select.js";
import type { SearchDocument } from "./tools/documents.js";
import { buildSearchIndex, INDEX_OPTIONS, miniSearch, SEARCH_DEFAULTS } from "./tools/search-index.js";
import {
  emojiNamed,
  itemsByName,
  mentionsTrash,
  queryText,
  rootedPaths,
  SOUGHT_ITEM,
  withoutWords,
} from "./request/query.js";
import { synonymTerms } from "./words/synonyms.js";
import { HAPPENED } from "./request/vanished.js";
import { destroys } from "./words/actions.js";
import { keptResources, searchScope, type SearchScope } from "./ranking/scope.js";
import { unservedRequest } from "./ranking/unfit.js";
import { unfitSentence } from "./ranking/unfit-sentence.js";
import { toolFacts, type ToolFacts } from "./tools/facts.js";
import { mergeFields, namesField, type Fields } from "./tools/fields.js";
import { requestShape, type RequestShape } from "./request/grammar.js";
import { narrowed } from "./ranking/target.js";
import { namesBareItem, ownId } from "./request/phrase.js";
import { answersDeed, recordsMade } from "./request/records.js";
import { browses, saysTrash, seeksNamed } from "./ranking/finding.js";
import { ownedByName } from "./request/owners.js";
import { asCurrentItem } from "./ranking/current.js";
import { unwordedTools } from "./ranking/unworded.js";
import { everyOnePlural } from "./ranking/across.js";
import { withoutNames } from "./request/name-spans.js";
import { mendedSwaps, slipTargets } from "./request/misspelt.js";
import { renamedNouns } from "./words/vocabulary.js";
import { afterListings, byRank, type Step } from "./ranking/ids.js";
import { kindOf, weighTool } from "./ranking/weigh.js";
import { throughOpening } from "./ranking/opening.js";
import { KitTables } from "./tools/kit-tables.js";
import { asRoleHolders } from "./ranking/roles.js";
import { measuredActs } from "./ranking/usage.js";
import { searchedWithin } from "./ranking/within.js";

/** One search hit, best first. */
export interface ToolMatch {
  name: string;
  title: string;
  description: string;
  /** The BM25+ score; only its order means anything. */
  score: number;
}

export interface SearchToolsOptions extends ToolSelection {
  /** How many matches at most (default 5). */
  limit?: number;
}

/** How much the manifest terms added for a request's everyday words (see synonyms.ts) weigh against its own words. */
const SYNONYM_WEIGHT = 0.3;

/** The request's own words, and the manifest terms its everyday words stand for at a lower weight. */
function expandedQuery(text: string, added: string): Query {
  if (added === "") return text;
  return { combineWith: "OR", queries: [text, { queries: [added], boostTerm: () => SYNONYM_WEIGHT }] };
}

/** How far a misspelt word may be from an indexed one (a share of its length). */
const FUZZY = 0.2;

/** The search over one kit's tools: from its generated index, or indexed from the definitions on first use. */
export class ToolSearch {
  #index: MiniSearch<SearchDocument> | undefined;
  #scope: SearchScope | undefined;
  #fields: Fields | undefined;
  #values: Fields | undefined;
  #words: ReadonlySet<string> | undefined;
  readonly #tables = new KitTables(measuredActs);
  readonly #byName: ReadonlyMap<string, ToolDefinition>;

  constructor(
    private readonly definitions: readonly ToolDefinition[],
    private readonly source?: () => string,
  ) {
    this.#byName = new Map(definitions.map((d) => [d.name, d]));
  }

  search(request: string, options: SearchToolsOptions = {}): ToolMatch[] {
    const limit = options.limit ?? 5;
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, not ${limit}.`);
    const chosen = this.#chosen(options);
    const allowed = chosen && new Set(chosen.map((d) => d.name));
    // The request's grammar: what it asks (not what it negates, supposes or mentions in passing) and on what.
    const scope = this.#scopeOf(chosen);
    const query = this.#asSaid(request, scope);
    const shape = this.#shapeOf(query, scope);
    // A request for an action no tool serves (restore, when the tools read and delete) is answered with nothing:
    // the nearest words would be a tool that does something else, often the destructive opposite.
    if (unservedRequest(shape, scope) !== undefined) return [];
    // A destructive tool may come first only when the request asks, in its main clause and unnegated, to destroy.
    const destroying = shape.asked.some(destroys);
    const { kept, target } = keptResources(shape, scope);
    // The narrowest deletion the request names: "the legal hold on file 5 (assignment 7)" is the hold's assignment.
    const narrowest = narrowed(target, scope, shape);
    const main = shape.asked[0] && kindOf(shape.asked[0]);
    const text = withoutWords(queryText(query), [...shape.negatedWords, ...shape.framing]);
    // (Where a vanished item went is what happened to it: vanished.ts. Every one of a kind said in the singular is said
    // in its listing's plural too: across.ts.)
    const synonyms = synonymTerms(shape.vanished === undefined ? text : `${text}. ${HAPPENED}`);
    const added = `${synonyms} ${everyOnePlural(shape, scope.everywhere)}`.trim();
    const trashIn = (unsaid: readonly string[]) =>
      !shape.binned && mentionsTrash(`${withoutWords(query, [...shape.negatedWords, ...unsaid])} ${added}`);
    const trash = trashIn([]);
    // (A trashed item is no read's unless the trash is said beside the verb framing the question: "what would happen
    // if I deleted the Archive folder" asks of the folder as it is. Only a verb: a name framing it may say the trash,
    // "MY TRASH" read as one in capitals.)
    const trashed = trashIn(shape.framing.filter((w) => shape.verbs.has(w)));
    const { text: lower, mentioned } = shape;
    // (A digit in a name is no id: "the file 'Pricing 2025.xlsx'".)
    const identified = namesBareItem(withoutNames(lower, mentioned), mentioned, shape.values);
    // The nouns the request names an item of by its own id ("post 1716123456.789000").
    const byId = new Set(mentioned.flatMap((m) => (ownId(lower, m) ? [m.noun] : [])));
    // What every tool's fit is weighed with beside the request's shape (fit.ts, finding.ts).
    const parts = scope.reached;
    const { sharedQualifiers: shared, toolWords } = scope;
    const tables = this.#tables;
    const { made, held, records } = scope;
    // (Items sought across every folder by what their records show are found by browsing: finding.ts' browsing.)
    const browsing = main === "read" && browses(shape, scope);
    const around = { trash, identified, added, shared, parts, made, held, records, toolWords, tables, browsing };
    const given = identified || byId.size > 0;
    const inTrash = saysTrash(shape, around);
    const nounWords = new Set(shape.nouns.flatMap((m) => lower.slice(m.start, m.end).split(" ")));
    // Fuzzy matching mends a misspelt word, never turns a known word into a resource word ("older" → "folder").
    const fuzzy = (term: string) =>
      term.length >= 5 && !shape.plainWords.has(term) && !nounWords.has(term) ? FUZZY : false;
    const ranked: Array<Step & { match: ToolMatch }> = [];
    const searched = (more: string) =>
      this.#loaded().search(expandedQuery(text, [added, more].join(" ").trim()), { ...SEARCH_DEFAULTS, fuzzy });
    // A request whose words no tool uses may still name a resource by a word of its own ("the budget spreadsheet").
    let hits = searched("");
    // (So is one whose words reach no tool on a resource of the kit's it names: "what timezone is sam reyes in
    // according to slack" names a user.)
    const renamed = renamedNouns(shape.text, shape.nouns);
    const acted = renamed.filter((n) => scope.resources.includes(n));
    const reached = (h: (typeof hits)[number]) => acted.includes((h.facts as ToolFacts | undefined)?.resource ?? "");
    if (hits.length === 0 || (acted.length > 0 && !hits.some(reached))) hits = searched(renamed.join(" "));
    // A tool the structure names is a candidate though none of its words is the request's (unworded.ts).
    const found = new Set(hits.map((h) => h.id as string));
    const fields = this.#recordFields();
    const seeking = main === "read" && seeksNamed(shape, parts, records);
    // (The listing a search of things read within their containers reads: within.ts.)
    const within = main === "read" ? shape.readWithin : undefined;
    const asking = { destroying, reading: main === "read", seeking, within, told: { scope, byId } };
    const stored = (name: string) => this.#stored(name);
    const unworded = unwordedTools(this.definitions, found, stored, shape, asking, fields, around);
    const candidates = [...hits, ...unworded.map((d) => ({ id: d.name, score: 0, facts: this.#stored(d.name) }))];
    const asks = { shape, scope, main, destroying, kept, narrowest, inTrash, trashed, byId, given, seeking, within };
    const weighing = { ...asks, fields, values: this.#recordValues(), around };
    for (const hit of candidates) {
      const d = this.#byName.get(hit.id as string);
      // Left out: a tool the options exclude, or an index entry the definitions no longer have.
      if (!d || (allowed && !allowed.has(d.name))) continue;
      const step = weighTool(d, (hit.facts as ToolFacts | undefined) ?? toolFacts(d), hit.score, weighing);
      if (step === undefined) continue;
      // (The step is this tool's own: its match is added to it, where a copy of every step was made.)
      ranked.push(
        Object.assign(step, { match: { name: d.name, title: d.title, description: d.description, score: 0 } }),
      );
    }
    // Structure first, BM25 for what it leaves tied; the score states that order (tier, then the words' share).
    afterListings(ranked);
    const top = Math.max(1, ...ranked.map((r) => r.words));
    const order = ranked.sort(byRank);
    // A destructive tool may take the words' slot unless the request reads or holds a deletion back ("don't delete").
    const reading = main === "read" || shape.held.some(destroys);
    // A request to read is offered no deletion at all, however near its words come ("what the lease says": a
    // membership's "leave group").
    const destructive = (r: (typeof order)[number]) => this.#byName.get(r.match.name)!.annotations.destructiveHint;
    const offered = destroying || main !== "read" ? order : order.filter((r) => !destructive(r));
    const final = withWordsPick(offered, (r) => destroying || !reading || r.tier >= 2);
    let last = Infinity;
    return final.slice(0, limit).map((r) => {
      last = Math.min(last, round(r.tier + (0.999 * r.words) / top));
      return { ...r.match, score: last };
    });
  }
  /**
   * Why a search finds nothing, when it is because no tool can do what the request asks: that, what the tools can
   * do, and what they can with the resource named (scope.ts); undefined when some tool may fit.
   */
  nothingFits(query: string, options: SearchToolsOptions = {}, subject?: string): string | undefined {
    const chosen = this.#chosen(options);
    const scope = this.#scopeOf(chosen);
    const shape = this.#shapeOf(this.#asSaid(query, scope), scope);
    return unfitSentence(chosen ?? this.definitions, scope, shape, subject);
  }

  /** The request's shape. A verb the action words do not name ("rate file 5") is kept as an act no tool does only when
   * no tool's indexed words say it: a word of the kit's own documents may be what one of its tools does. With the
   * listing a search of things read within their containers reads, among the tools searched (`searched`; within.ts),
   * read once for the ranking and the answer of nothing. */
  #shapeOf(request: string, searched: SearchScope): RequestShape {
    const shape = this.#readShape(request);
    const readWithin = searchedWithin(shape, searched.within, searched.made);
    return readWithin === undefined ? shape : { ...shape, readWithin };
  }

  /** The request's shape, as every tool's scope reads it (#shapeOf). */
  #readShape(request: string): RequestShape {
    const scope = this.#scopeOf();
    const fields = this.#recordFields();
    const read = asCurrentItem(
      ownedByName(requestShape(request, scope.resources, fields, scope.reached, true, scope.kindsOf), scope, fields),
    );
    const asked = throughOpening(read, scope.opening, scope.can);
    // A question of who did what to things ("which files were downloaded by Anna") that the record of acts answers is
    // no search of everything: no term finds them, the record does.
    // (Nor is a search for things of a kind no tool lists, told of as made, whose making the record of acts records:
    // "the shared links created last month" is that record's, happened.ts.)
    const unlisted = (a: RequestShape) => a.object !== undefined && !scope.listed.includes(a.object);
    const told = (a: RequestShape) => this.definitions.some((d) => recordsMade(this.#stored(d.name), a));
    const recorded = (a: RequestShape) => this.#recordsDeed(a) || (unlisted(a) && told(a));
    const searched = asked.searching && recorded(asked) ? { ...asked, searching: false } : asked;
    // (Nor is a read across the whole account of things told of as done or made, which that record holds: "how many
    // files were uploaded across the company last week".)
    const across = searched.across === true && (this.#recordsDeed(searched) || told(searched));
    const shape = across ? { ...searched, across: false } : searched;
    const { unnamed, ...rest } = shape;
    if (unnamed === undefined) return shape;
    const said = this.#loaded().search(unnamed, { prefix: false, fuzzy: false }).length > 0;
    return said ? rest : shape;
  }

  /** Whether some tool's record of acts answers the request's question of who did what (records.ts). */
  #recordsDeed(shape: RequestShape): boolean {
    if (shape.deed === undefined) return false;
    const fields = this.#recordFields();
    return this.definitions.some((d) => answersDeed(this.#stored(d.name), shape, fields));
  }

  /** A tool's facts as the index stores them (with its record's fields and the acts it records). */
  #stored(name: string): ToolFacts | undefined {
    return this.#loaded().getStoredFields(name)?.facts as ToolFacts | undefined;
  }

  /** The field names of every record the index stores, by the noun whose record holds them (merged once). */
  #recordFields(): Fields {
    return (this.#fields ??= mergeFields(this.definitions.map((d) => this.#stored(d.name)?.fields)));
  }

  /** The named values of the records' fields the index stores (field-values.ts), merged once. */
  #recordValues(): Fields {
    return (this.#values ??= mergeFields(this.definitions.map((d) => this.#stored(d.name)?.values)));
  }

  /** A request as the search reads it: an emoji said as a thing called a reaction, its swapped letters mended (to a
   * word of the records' values too: "adimns" is admins), its folder paths rooted, and whatever it seeks by a name or
   * another field of a file the files it is, where folders hold the items. */
  #asSaid(request: string, scope: SearchScope): string {
    const said = asRoleHolders(rootedPaths(mendedSwaps(emojiNamed(request), this.#valueWords())), scope.heldRoles);
    if (scope.containers.length === 0) return said;
    const fields = this.#recordFields()[SOUGHT_ITEM] ?? [];
    return itemsByName(said, (word) => namesField([word], fields));
  }

  /** The kit's words a slip is mended to (misspelt.ts' slipTargets), gathered once. */
  #valueWords(): ReadonlySet<string> {
    if (this.#words) return this.#words;
    const acts = this.definitions.flatMap((d) => this.#stored(d.name)?.acts ?? []);
    const names = this.definitions.map((d) => d.name);
    return (this.#words = slipTargets({ values: this.#recordValues(), acts, fields: this.#recordFields(), names }));
  }

  /** What these tools (default: every tool) can do, with the records' fields the index stores. (Every tool's scope is
   * derived once; a selection's, at each search.) */
  #scopeOf(selected?: readonly ToolDefinition[]): SearchScope {
    const fields = this.#recordFields();
    if (selected) return searchScope(selected, fields, this.#recordValues());
    return (this.#scope ??= searchScope(this.definitions, fields, this.#recordValues()));
  }

  /** The tools the options leave, or undefined when they leave every one. */
  #chosen(options: SearchToolsOptions): readonly ToolDefinition[] | undefined {
    return narrows(options) ? selectTools(this.definitions, options) : undefined;
  }

  /** The index, read from the generated file (or built from the definitions) on first use. */
  #loaded(): MiniSearch<SearchDocument> {
    return (this.#index ??= this.source
      ? miniSearch().loadJSON<SearchDocument>(this.source(), INDEX_OPTIONS)
      : buildSearchIndex(this.definitions));
  }
}

/** The rank (from 0) that goes to the words rather than the structure. */
const WORDS_SLOT = 4;

/**
 * The structure's order, except that the fifth place goes to the tool whose words fit best among those it put lower
 * (another action, or a destructive tool when allowed): the tiers decide what comes first and what is safe, and do
 * not push the tool BM25 ranks best out of the first five ("Jake must follow the domain rules again").
 */
function withWordsPick<T extends { words: number }>(order: readonly T[], allowed: (r: T) => boolean): T[] {
  const lower = order.slice(WORDS_SLOT);
  const pick = lower.filter(allowed).reduce<T | undefined>((a, r) => (a && a.words >= r.words ? a : r), undefined);
  if (pick === undefined) return [...order];
  return [...order.slice(0, WORDS_SLOT), pick, ...lower.filter((r) => r !== pick)];
}

const round = (score: number) => Math.round(score * 1000) / 1000;
