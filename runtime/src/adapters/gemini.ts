// Gemini function calling: one `Tool` of function declarations, and an `execute` whose object is the function
// response to send back.
import type { JsonValue } from "../contract.js";
import type { CallOptions } from "../kit.js";
import type { Discovery } from "../search/discovery.js";
import { adapterMode } from "./mode.js";
import { errorText, withResultBudget, type AnyToolkit, type ResultOptions } from "./result.js";
import { geminiDialect, providerSchema } from "./schema.js";
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

export interface GeminiToolsOptions extends ToolSelection, ResultOptions {
  /**
   * `search`: only `search_tools` and `call_tool` (run by `execute`) instead of every selected tool; `code`: only
   * `search_api` and `execute` (a script against the selected tools). Default `all`.
   */
  discovery?: Discovery;
}

export function toGeminiTools(given: AnyToolkit, options: GeminiToolsOptions = {}): GeminiTools {
  const kit = withResultBudget(given, options.resultBudget);
  const selected = selectTools(kit.definitions, options);
  // Gemini's schema subset has no free-form object: call_tool takes its arguments as JSON text.
  const mode = adapterMode(kit, options, selected, { argumentsAsText: true });
  const declarations = mode.entries
    ? mode.entries.map(({ name, description, inputSchema }) => ({
        name,
        description,
        parameters: providerSchema(inputSchema, geminiDialect),
      }))
    : selected.map(geminiDeclaration);
  return {
    tools: [{ functionDeclarations: declarations }],
    async execute(name, args, call) {
      const outcome = await mode.run(name, args ?? {}, call);
      return outcome.ok ? { output: outcome.value } : { error: errorText(outcome.error) };
    },
  };
}
