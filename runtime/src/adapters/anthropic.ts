// Anthropic Messages API tools: the tools to send, and an `execute` whose result fills a `tool_result` block.
import type { CallOptions } from "../kit.js";
import { errorText, runTool, valueText, type AnyToolkit } from "./result.js";
import { selectTools, type ToolSelection } from "./select.js";
import { anthropicTool, type AnthropicTool } from "./shapes.js";

export interface AnthropicTools {
  tools: AnthropicTool[];
  /**
   * Runs a `tool_use` block's call. Spread the result into the answer:
   * `{ type: "tool_result", tool_use_id: block.id, ...(await execute(block.name, block.input)) }`.
   * Never rejects on a ToolError: the error comes back as text with `is_error: true`.
   */
  execute(name: string, input: unknown, call?: CallOptions): Promise<{ content: string; is_error: boolean }>;
}

export function toAnthropicTools(kit: AnyToolkit, options: ToolSelection = {}): AnthropicTools {
  const selected = selectTools(kit.definitions, options);
  const offered = new Set(selected.map((d) => d.name));
  return {
    tools: selected.map(anthropicTool),
    async execute(name, input, call) {
      const outcome = await runTool(kit, name, input, { ...call, offered });
      return outcome.ok
        ? { content: valueText(outcome.value), is_error: false }
        : { content: errorText(outcome.error), is_error: true };
    },
  };
}
