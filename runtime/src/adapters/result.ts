// Running one tool for a model: a failure is an answer the model reads and corrects from, never an exception
// that ends its turn. Shared by the MCP server and every adapter.
import type { JsonValue } from "../contract.js";
import { ToolError, unknownTool, type ToolErrorEnvelope } from "../errors.js";
import type { CallOptions, Toolkit } from "../kit.js";
import { budgetProblems, DEFAULT_RESULT_BUDGET, fitResult } from "./budget.js";

/** What the servers and adapters need of a toolkit, whatever its tool-name → input map (its own search if it has one). */
export type AnyToolkit = Pick<Toolkit<object>, "definitions" | "invoke"> &
  Partial<Pick<Toolkit<object>, "searchTools" | "nothingFits" | "conventions" | "resultBudget" | "outputSchema">>;

export type ToolOutcome = { ok: true; value: JsonValue } | { ok: false; error: ToolErrorEnvelope };

/** The result budget of a server or adapter. */
export interface ResultOptions {
  /**
   * Largest result the model is shown, in o200k tokens (estimated); default: the kit's `resultBudget` (10000). A
   * listing over it is cut at a whole entry with the call that continues it; any other result over it is a
   * `too_large` error naming the parameter that narrows it. `false` shows every result whole.
   */
  resultBudget?: number | false;
}

/** Largest image shown to a model as an image rather than as base64 text (MCP image content). */
export const SMALL_IMAGE_BYTES = 1024 * 1024;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)\b/i;

/** A downloaded image small enough to show a model as an image (the runtime's binary shape: base64 with its type). */
export function smallImage(value: JsonValue): { data: string; mimeType: string } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { contentType, encoding, data, size } = value;
  if (typeof contentType !== "string" || !IMAGE_TYPES.test(contentType) || encoding !== "base64") return undefined;
  if (typeof data !== "string" || typeof size !== "number" || size > SMALL_IMAGE_BYTES) return undefined;
  return { data, mimeType: contentType.split(";")[0]!.trim().toLowerCase() };
}

export interface RunOptions extends CallOptions, ResultOptions {
  /** Small images are shown as images (MCP image content): the budget does not count their base64 text. */
  imagesAsContent?: boolean;
  /** The tools the model was offered; any other name is unknown to it. */
  offered?: ReadonlySet<string>;
  /** Who left a tool of the kit out of `offered`, for the refusal ("this server's options"). */
  exposure?: string;
}

/** The kit with its result budget replaced by `budget`, when one is given (what a server's or adapter's option sets). */
export function withResultBudget(kit: AnyToolkit, budget: number | false | undefined): AnyToolkit {
  if (budget === undefined) return kit;
  const problems = budgetProblems("resultBudget", budget);
  if (problems.length > 0) throw new RangeError(problems.join(" "));
  // The kit's own members first (whatever else it offers), then the ones used here bound to it.
  return {
    ...kit,
    definitions: kit.definitions,
    invoke: (name, input, call) => kit.invoke(name, input, call),
    ...(kit.searchTools ? { searchTools: kit.searchTools.bind(kit) } : {}),
    ...(kit.nothingFits ? { nothingFits: kit.nothingFits.bind(kit) } : {}),
    resultBudget: budget,
  };
}

/** Runs `name` unless `offered` leaves it out; a ToolError becomes `{ ok: false, error: envelope }`. */
export async function runTool(
  kit: AnyToolkit,
  name: string,
  input: unknown,
  options: RunOptions = {},
): Promise<ToolOutcome> {
  const { offered, exposure, resultBudget, imagesAsContent, ...call } = options;
  try {
    // A tool the selection hides cannot be called, even though the kit has it (e.g. a write in read-only mode).
    if (offered && !offered.has(name)) {
      const hidden = kit.definitions.some((d) => d.name === name);
      throw unknownTool(name, {
        offered,
        ...(hidden ? { hidden: exposure ?? "the tool selection these tools were made with" } : {}),
      });
    }
    const value = await kit.invoke(name, input, call);
    const budget = resultBudget ?? kit.resultBudget ?? DEFAULT_RESULT_BUDGET;
    const definition = budget === false ? undefined : kit.definitions.find((d) => d.name === name);
    if (budget === false || !definition || (imagesAsContent && smallImage(value))) return { ok: true, value };
    const fitting = {
      definition,
      input: (input ?? {}) as Record<string, unknown>,
      budget,
      reread: (smaller: Record<string, unknown>) => kit.invoke(name, smaller, call),
    };
    return { ok: true, value: await fitResult(value, fitting) };
  } catch (error) {
    if (error instanceof ToolError) return { ok: false, error: error.toJSON() };
    throw error;
  }
}

/** The envelope as a few lines for a model: what failed, whether retrying helps, and how to correct the call. */
export function errorText(envelope: ToolErrorEnvelope): string {
  const traits: string[] = [envelope.kind];
  if (envelope.status !== undefined) traits.push(`status ${envelope.status}`);
  if (envelope.retryable) {
    traits.push(
      envelope.retryAfterMs === undefined
        ? "retryable"
        : `retryable after ${Math.ceil(envelope.retryAfterMs / 1000)} s`,
    );
  }
  const lines = [`Error (${traits.join(", ")}): ${envelope.message}`];
  const upstream = envelope.upstream;
  if (upstream && (upstream.code || upstream.message)) {
    lines.push(`Upstream: ${[upstream.code, upstream.message].filter(Boolean).join(" — ")}`);
  }
  if (envelope.hint) lines.push(`Hint: ${envelope.hint}`);
  return lines.join("\n");
}

/** Success as text: compact JSON (the model reads it; indentation only costs tokens). */
export function valueText(value: JsonValue): string {
  return JSON.stringify(value);
}
