// Vercel AI SDK (`ai` ^6) tool set. `ai` is an optional peer dependency, loaded only when this function runs, so
// the runtime works without it.
import type { ToolSet } from "ai";
import type { JsonValue } from "../contract.js";
import type { ToolErrorEnvelope } from "../errors.js";
import type { Discovery } from "../search/discovery.js";
import { adapterMode } from "./mode.js";
import { withResultBudget, type AnyToolkit, type ResultOptions } from "./result.js";
import { openaiDialect, providerSchema } from "./schema.js";
import { selectTools, type ToolSelection } from "./select.js";

/** What a tool's `execute` resolves with when the call fails: the envelope, for the model to correct from. */
export interface AISDKToolError {
  error: ToolErrorEnvelope;
}

/**
 * The kit's tools as an AI SDK `ToolSet` for `generateText` / `streamText`. Each tool's `execute` runs the call and
 * resolves with the result, or with `{ error: envelope }` on a ToolError (never rejects on one), so the model reads
 * what went wrong and how to correct it.
 */
export interface AISDKToolsOptions extends ToolSelection, ResultOptions {
  /**
   * `search`: only `search_tools` and `call_tool`, executed against the kit, instead of every selected tool; `code`:
   * only `search_api` and `execute` (a script against the selected tools).
   */
  discovery?: Discovery;
}

export async function toAISDKTools(given: AnyToolkit, options: AISDKToolsOptions = {}): Promise<ToolSet> {
  const kit = withResultBudget(given, options.resultBudget);
  const { jsonSchema, tool } = await import("ai").catch((cause: unknown) => {
    throw new Error('toAISDKTools needs the "ai" package (version 6): npm install ai@^6', { cause });
  });
  const selected = selectTools(kit.definitions, options);
  const mode = adapterMode(kit, options, selected);
  const entries = mode.entries
    ? mode.entries.map((d) => ({ ...d, title: undefined }))
    : selected.map((d) => ({
        name: d.name,
        title: d.title as string | undefined,
        description: d.description,
        inputSchema: d.inputSchema,
      }));
  const tools: ToolSet = {};
  for (const d of entries) {
    tools[d.name] = tool({
      ...(d.title !== undefined ? { title: d.title } : {}),
      description: d.description,
      // The toolkit validates every call itself; the schema is what the model is shown.
      inputSchema: jsonSchema<Record<string, unknown>>(
        providerSchema(d.inputSchema, openaiDialect) as Parameters<typeof jsonSchema>[0],
      ),
      execute: async (input: Record<string, unknown>, { abortSignal }): Promise<JsonValue | AISDKToolError> => {
        const call = abortSignal ? { signal: abortSignal } : {};
        const outcome = await mode.run(d.name, input, call);
        return outcome.ok ? outcome.value : { error: outcome.error };
      },
    });
  }
  return tools;
}
