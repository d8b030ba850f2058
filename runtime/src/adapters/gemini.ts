// Gemini function calling: one `Tool` of function declarations, and an `execute` whose object is the function
// response to send back.
import type { JsonValue } from "../contract.js";
import type { CallOptions } from "../kit.js";
import { errorText, runTool, type AnyToolkit } from "./result.js";
import { selectTools, type ToolSelection } from "./select.js";
import { geminiDeclaration, type GeminiFunctionDeclaration } from "./shapes.js";

export interface GeminiTools {
  /** The request's `tools`: one Tool holding the selected declarations (as in `gemini.json`). */
  tools: [{ functionDeclarations: GeminiFunctionDeclaration[] }];
  /**
   * Runs a `functionCall` part's `name` and `args`. Resolves with the `response` of the `functionResponse` part to
   * send back: `{ output }` with the result, or `{ error }` with the text the model corrects from. Never rejects on
   * a ToolError.
   */
  execute(
    name: string,
    args: Record<string, unknown> | null | undefined,
    call?: CallOptions,
  ): Promise<{ output: JsonValue } | { error: string }>;
}

export function toGeminiTools(kit: AnyToolkit, options: ToolSelection = {}): GeminiTools {
  const selected = selectTools(kit.definitions, options);
  const offered = new Set(selected.map((d) => d.name));
  return {
    tools: [{ functionDeclarations: selected.map(geminiDeclaration) }],
    async execute(name, args, call) {
      const outcome = await runTool(kit, name, args ?? {}, { ...call, offered });
      return outcome.ok ? { output: outcome.value } : { error: errorText(outcome.error) };
    },
  };
}
