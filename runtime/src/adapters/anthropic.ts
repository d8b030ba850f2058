// Anthropic Messages API tools: the tools to send, and an `execute` whose result fills a `tool_result` block.
import type { CallOptions } from "../kit.js";
import type { Discovery } from "../search/discovery.js";
import { adapterMode } from "./mode.js";
import { errorText, valueText, withResultBudget, type AnyToolkit, type ResultOptions } from "./result.js";
import { selectTools, type ToolSelection } from "./select.js";
import { anthropicTool, type AnthropicTool } from "./shapes.js";

/** Anthropic's server-side tool search tool, in the two variants its documentation names. */
export type AnthropicToolSearchTool =
  | { type: "tool_search_tool_bm25_20251119"; name: "tool_search_tool_bm25" }
  | { type: "tool_search_tool_regex_20251119"; name: "tool_search_tool_regex" };

export interface AnthropicToolsOptions extends ToolSelection, ResultOptions {
  /**
   * Provider-side deferred loading: every tool is sent with `defer_loading: true` behind Anthropic's tool search
   * tool, so Claude loads only the tools its searches find. Needs the beta header `advanced-tool-use-2025-11-20`.
   */
  deferLoading?: boolean;
  /** With `deferLoading`: Claude searches with natural-language queries (`bm25`, default) or regex patterns. */
  toolSearch?: "bm25" | "regex";
  /**
   * `search`: only `search_tools` and `call_tool` (run by `execute`); `code`: only `search_api` and `execute` (a
   * script against the selected tools). Default `all`; `deferLoading` goes with `all` only.
   */
  discovery?: Discovery;
}

export interface AnthropicTools {
  /** The request's `tools`: with `deferLoading`, the tool search tool first, then every tool marked deferred. */
  tools: Array<AnthropicTool | AnthropicToolSearchTool>;
  /**
   * Runs a `tool_use` block's call. Spread the result into the answer:
   * `{ type: "tool_result", tool_use_id: block.id, ...(await execute(block.name, block.input)) }`.
   * Never rejects on a ToolError: the error comes back as text with `is_error: true`.
   */
  execute(name: string, input: unknown, call?: CallOptions): Promise<{ content: string; is_error: boolean }>;
}

export function toAnthropicTools(given: AnyToolkit, options: AnthropicToolsOptions = {}): AnthropicTools {
  const kit = withResultBudget(given, options.resultBudget);
  const selected = selectTools(kit.definitions, options);
  if (options.deferLoading && (options.discovery ?? "all") !== "all")
    throw new TypeError("deferLoading is Anthropic's own discovery: it goes with discovery 'all' only.");
  const mode = adapterMode(kit, options, selected);
  const tools: AnthropicTools["tools"] = mode.entries
    ? mode.entries.map(anthropicTool)
    : options.deferLoading
      ? [
          options.toolSearch === "regex"
            ? { type: "tool_search_tool_regex_20251119", name: "tool_search_tool_regex" }
            : { type: "tool_search_tool_bm25_20251119", name: "tool_search_tool_bm25" },
          ...selected.map((d) => ({ ...anthropicTool(d), defer_loading: true as const })),
        ]
      : selected.map(anthropicTool);
  return {
    tools,
    async execute(name, input, call) {
      const outcome = await mode.run(name, input, call);
      return outcome.ok
        ? { content: valueText(outcome.value), is_error: false }
        : { content: errorText(outcome.error), is_error: true };
    },
  };
}
