// OpenAI function calling: the tools to send, and an `execute` whose string goes back as the tool output.
import { ToolError } from "../errors.js";
import type { CallOptions } from "../kit.js";
import type { Discovery } from "../search/discovery.js";
import { adapterMode } from "./mode.js";
import { errorText, valueText, withResultBudget, type AnyToolkit, type ResultOptions } from "./result.js";
import { selectTools, type ToolSelection } from "./select.js";
import { openaiResponsesTool, openaiTool, type OpenAIResponsesTool, type OpenAITool } from "./shapes.js";

export interface OpenAIToolsOptions extends ToolSelection, ResultOptions {
  /** Strict function calling: every parameter required, optional ones nullable (nulls are dropped before the call). */
  strict?: boolean;
  /** The API the tools are sent to: Chat Completions (default) or Responses. */
  api?: "chat-completions" | "responses";
  /**
   * `search`: instead of every selected tool, only `search_tools` and `call_tool`, which `execute` runs against
   * `kit.searchTools` and the kit (within the selection); `code`: only `search_api` and `execute` (a script against
   * the selected tools). Default `all`.
   */
  discovery?: Discovery;
}

export interface OpenAITools<Tool = OpenAITool> {
  /** The request's `tools` (OpenAI accepts at most 128 per request: select for large kits). */
  tools: Tool[];
  /**
   * Runs a function call: `arguments` as the model sent them (JSON text) or parsed. Resolves with the text for the
   * tool message: the result as JSON, or the error for the model to correct from. Never rejects on a ToolError.
   */
  execute(name: string, args: string | Record<string, unknown> | null | undefined, call?: CallOptions): Promise<string>;
}

export function toOpenAITools(
  kit: AnyToolkit,
  options: OpenAIToolsOptions & { api: "responses" },
): OpenAITools<OpenAIResponsesTool>;
export function toOpenAITools(
  kit: AnyToolkit,
  options?: OpenAIToolsOptions & { api?: "chat-completions" },
): OpenAITools;
export function toOpenAITools(
  given: AnyToolkit,
  options: OpenAIToolsOptions = {},
): OpenAITools<OpenAITool | OpenAIResponsesTool> {
  const kit = withResultBudget(given, options.resultBudget);
  const strict = options.strict ?? false;
  const selected = selectTools(kit.definitions, options);
  const shape = options.api === "responses" ? openaiResponsesTool : openaiTool;
  const mode = adapterMode(kit, options, selected, { argumentsAsText: strict });
  const tools = (mode.entries ?? selected).map((d) => shape(d, strict));
  return {
    tools,
    async execute(name, args, call) {
      let input: unknown;
      try {
        input = typeof args === "string" ? (args.trim() === "" ? {} : JSON.parse(args)) : (args ?? {});
      } catch {
        return errorText(
          new ToolError("invalid_input", `${name}: the arguments are not valid JSON.`, {
            tool: name,
            hint: "Send the arguments as one JSON object.",
          }).toJSON(),
        );
      }
      // Strict mode makes the model send null for every parameter it leaves out; the toolkit wants it absent.
      if (strict && input !== null && typeof input === "object" && !Array.isArray(input)) {
        input = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
      }
      const outcome = await mode.run(name, input, call);
      return outcome.ok ? valueText(outcome.value) : errorText(outcome.error);
    },
  };
}
