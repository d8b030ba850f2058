// The result budget: what a model is shown of one result stays within a number of tokens. Tokens are estimated from
// characters (the runtime loads no tokenizer), conservatively: the ratios below are at or under the fewest characters
// per o200k token measured on the sandbox's results (runtime/test/result-budget.test.ts checks the estimate against
// gpt-tokenizer on them).
import type { JsonObject, JsonValue, ToolDefinition } from "../contract.js";
import { ToolError } from "../errors.js";

/** Default budget, in o200k tokens: well below the 25,000 at which a client (Claude Code) rejects a result. */
export const DEFAULT_RESULT_BUDGET = 10_000;

/** Characters per token of ordinary JSON (measured: 2.74 at the fewest, 3.26 overall, over 34 sandbox results). */
const CHARS_PER_TOKEN = 2.5;
/** Characters per token of long runs without punctuation (base64 measured 1.46, hex 1.75, UUIDs 1.63). */
const DENSE_CHARS_PER_TOKEN = 1.4;
const DENSE_RUN = /[A-Za-z0-9+/=_-]{24,}/g;

/** The most characters a token is estimated at: text longer than budget × this is over the budget. */
export const MAX_CHARS_PER_TOKEN = CHARS_PER_TOKEN;

/** Estimated o200k tokens of `text`: never fewer than the tokenizer counts on the results measured. */
export function estimateTokens(text: string): number {
  let dense = 0;
  for (const run of text.matchAll(DENSE_RUN)) dense += run[0].length;
  // Characters outside ASCII count a token each (CJK text measured 1.75 characters per token).
  let wide = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) wide++;
  return Math.ceil((text.length - dense - wide) / CHARS_PER_TOKEN + dense / DENSE_CHARS_PER_TOKEN + wide);
}

/** The parameters of a tool that page or narrow its result, by the upstream parameter each is bound to. */
export interface ResultParams {
  offset?: string;
  marker?: string;
  limit?: string;
  /** Selects the attributes returned (Box's `fields`). */
  fields?: string;
  /** A byte range of content (Box's `range` header). */
  range?: string;
}

const WIRE: Record<keyof ResultParams, { in: string; upstream: string }> = {
  offset: { in: "query", upstream: "offset" },
  marker: { in: "query", upstream: "marker" },
  limit: { in: "query", upstream: "limit" },
  fields: { in: "query", upstream: "fields" },
  range: { in: "header", upstream: "range" },
};

/** The tool's own names of the parameters that page or narrow its result, derived from its binding. */
export function resultParams(definition: ToolDefinition): ResultParams {
  return resultParamsOf("params" in definition.operation ? definition.operation.params : []);
}

/** The same, from a binding's parameters (the generator reads them from the manifest). */
export function resultParamsOf(params: ReadonlyArray<{ name: string; in: string; upstream: string }>): ResultParams {
  const out: ResultParams = {};
  for (const [role, wire] of Object.entries(WIRE) as Array<[keyof ResultParams, (typeof WIRE)[keyof ResultParams]]>) {
    const found = params.find((p) => p.in === wire.in && p.upstream.toLowerCase() === wire.upstream);
    if (found) out[role] = found.name;
  }
  return out;
}

/** Runs the tool again with other input (a smaller page), as the same call. */
export type Reread = (input: Record<string, unknown>) => Promise<JsonValue>;

/** The JSON Schema of a cut listing's notice (`CUT_KEY`), for the tools' output schemas. */
export const CUT_NOTICE_SCHEMA: JsonObject = {
  description:
    "Present when the listing was cut to fit the result budget: the entries shown, of how many, the input that continues right after them, and what to do.",
  type: "object",
  properties: {
    shown: { type: "integer", minimum: 0 },
    of: { type: "integer", minimum: 0 },
    next: { type: "object" },
    note: { type: "string" },
  },
  required: ["shown", "of", "note"],
  additionalProperties: false,
};

/** What the result says when it was cut to fit. */
export interface CutNotice {
  /** Entries shown, and how many the upstream's page held. */
  shown: number;
  of: number;
  /** The call that continues right after the last entry shown, in the tool's parameter names. */
  next?: Record<string, JsonValue>;
  note: string;
}

/** The key a cut listing carries its notice under (no upstream listing has it). */
export const CUT_KEY = "cut_to_fit";

interface Fitting {
  definition: ToolDefinition;
  input: Record<string, unknown>;
  budget: number;
  reread: Reread;
}

/**
 * The result as a model may be shown it within `budget` tokens: unchanged when it fits; a listing cut at a whole
 * entry, with the one call that continues it; otherwise a `too_large` ToolError naming the parameter that narrows it.
 */
export async function fitResult(value: JsonValue, fitting: Fitting): Promise<JsonValue> {
  const text = JSON.stringify(value);
  if (estimateTokens(text) <= fitting.budget) return value;
  const params = resultParams(fitting.definition);
  if (isListing(value) && (params.offset || params.marker)) {
    const fitted = await fitListing(value, params, fitting);
    if (fitted) return fitted;
  }
  throw overBudget(fitting, params, estimateTokens(text));
}

function isListing(value: JsonValue): value is JsonObject & { entries: JsonValue[] } {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Array.isArray(value["entries"]);
}

/** How many leading entries fit beside the rest of the listing and a notice (0 when not even one does). */
function entriesThatFit(listing: JsonObject & { entries: JsonValue[] }, budget: number): number {
  // The envelope without its entries, and a notice's worth of room (its text is at most a few hundred characters).
  const envelope = estimateTokens(JSON.stringify({ ...listing, entries: [] })) + 150;
  let used = envelope;
  let count = 0;
  for (const entry of listing.entries) {
    used += estimateTokens(JSON.stringify(entry)) + 1;
    if (used > budget) break;
    count++;
  }
  return count;
}

async function fitListing(
  listing: JsonObject & { entries: JsonValue[] },
  params: ResultParams,
  fitting: Fitting,
): Promise<JsonValue | undefined> {
  const { input, budget } = fitting;
  const count = entriesThatFit(listing, budget);
  if (count === 0) return undefined;
  const of = listing.entries.length;
  const narrow =
    params.fields && input[params.fields] === undefined ? ` Pass ${params.fields} to shrink each entry.` : "";
  // Marker paging: a marker is the upstream's own token, so a page cut short has none for its middle. Read the page
  // again at the size that fits: its next marker then continues right after the last entry shown.
  // Offset paging answers with its offset (or total count); a marker page with neither (and, but on its last page, a
  // next marker).
  const offsetPaging =
    params.offset !== undefined &&
    ("offset" in listing || "total_count" in listing) &&
    !("next_marker" in listing) &&
    (params.marker === undefined || input[params.marker] === undefined);
  const markerPaging = !offsetPaging;
  if (markerPaging) {
    if (!params.limit || !params.marker) return undefined;
    const smaller = await fitting.reread({ ...input, [params.limit]: count });
    if (!isListing(smaller) || estimateTokens(JSON.stringify(smaller)) > budget) return undefined;
    const marker = smaller["next_marker"];
    const next =
      typeof marker === "string" && marker !== "" ? { [params.marker]: marker, [params.limit]: count } : undefined;
    const notice: CutNotice = {
      shown: smaller.entries.length,
      of,
      ...(next ? { next } : {}),
      note: `Read ${smaller.entries.length} entries a page (${params.limit}) so the result fits.${next ? ` Continue with the same input plus next.` : ""}${narrow}`,
    };
    return { ...smaller, [CUT_KEY]: notice as unknown as JsonValue };
  }
  const offset = params.offset!;
  const start = typeof input[offset] === "number" ? (input[offset] as number) : Number(listing["offset"] ?? 0) || 0;
  const nextOffset = start + count;
  // Only a continuation the tool itself would accept: within its offset's maximum, a whole number.
  const most = offsetMaximum(fitting.definition, offset);
  const continues = Number.isSafeInteger(nextOffset) && nextOffset >= 0 && nextOffset <= most;
  const notice: CutNotice = {
    shown: count,
    of,
    ...(continues ? { next: { [offset]: nextOffset } } : {}),
    note: continues
      ? `Cut to the first ${count} of ${of} entries to fit. Continue with the same input and ${offset}=${nextOffset}.${narrow}`
      : `Cut to the first ${count} of ${of} entries to fit; ${offset} cannot go past ${Number.isFinite(most) ? most : "this point"}, so the rest cannot be read by paging on.${narrow}`,
  };
  return { ...listing, entries: listing.entries.slice(0, count), [CUT_KEY]: notice as unknown as JsonValue };
}

/** The largest value the tool's own schema allows for its offset parameter (unbounded if it states none). */
function offsetMaximum(definition: ToolDefinition, offset: string): number {
  const properties = (definition.inputSchema as { properties?: Record<string, { maximum?: unknown }> }).properties;
  const maximum = properties?.[offset]?.maximum;
  return typeof maximum === "number" ? maximum : Number.MAX_SAFE_INTEGER;
}

function overBudget(fitting: Fitting, params: ResultParams, tokens: number): ToolError {
  const name = fitting.definition.name;
  const ways: string[] = [];
  if (params.fields) ways.push(`pass ${params.fields} with only the attributes needed`);
  if (params.range) ways.push(`pass ${params.range} to read a part of the content`);
  if (params.limit) ways.push(`pass a smaller ${params.limit}`);
  const hint =
    ways.length > 0
      ? `Ask for less: ${ways.join(", or ")}.`
      : "This tool has no parameter that makes its result smaller; the server's result budget would have to be raised.";
  return new ToolError(
    "too_large",
    `${name}: the result is about ${tokens} tokens, more than the ${fitting.budget}-token result budget.`,
    { tool: name, hint },
  );
}

/** The smallest budget accepted: below it even one entry of a listing rarely fits. */
export const MIN_RESULT_BUDGET = 500;

/** Problems with a `resultBudget` option (`false`, or a whole number of tokens, at least MIN_RESULT_BUDGET). */
export function budgetProblems(name: string, value: unknown): string[] {
  if (value === false || (Number.isInteger(value) && (value as number) >= MIN_RESULT_BUDGET)) return [];
  return [`${name} must be false or a whole number of tokens, at least ${MIN_RESULT_BUDGET} (got ${String(value)}).`];
}
