// Running one tool for a model: a failure is an answer the model reads and corrects from, never an exception
// that ends its turn. Shared by the MCP server and every adapter.
import type { JsonValue } from "../contract.js";
import { ToolError, unknownTool, type ToolErrorEnvelope } from "../errors.js";
import type { CallOptions, Toolkit } from "../kit.js";

/** What the servers and adapters need of a toolkit, whatever its tool-name → input map (its own search if it has one). */
export type AnyToolkit = Pick<Toolkit<object>, "definitions" | "invoke"> &
  Partial<Pick<Toolkit<object>, "searchTools" | "conventions">>;

export type ToolOutcome = { ok: true; value: JsonValue } | { ok: false; error: ToolErrorEnvelope };

export interface RunOptions extends CallOptions {
  /** The tools the model was offered; any other name is unknown to it. */
  offered?: ReadonlySet<string>;
  /** Who left a tool of the kit out of `offered`, for the refusal ("this server's options"). */
  exposure?: string;
}

/** Runs `name` unless `offered` leaves it out; a ToolError becomes `{ ok: false, error: envelope }`. */
export async function runTool(
  kit: AnyToolkit,
  name: string,
  input: unknown,
  options: RunOptions = {},
): Promise<ToolOutcome> {
  const { offered, exposure, ...call } = options;
  try {
    // A tool the selection hides cannot be called, even though the kit has it (e.g. a write in read-only mode).
    if (offered && !offered.has(name)) {
      const hidden = kit.definitions.some((d) => d.name === name);
      throw unknownTool(name, {
        offered,
        ...(hidden ? { hidden: exposure ?? "the tool selection these tools were made with" } : {}),
      });
    }
    return { ok: true, value: await kit.invoke(name, input, call) };
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
