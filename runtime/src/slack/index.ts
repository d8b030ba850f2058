import type { JsonValue, Tool } from "../contract.js";
import { ToolError } from "../errors.js";
import type { CallContext, Provider, ToolkitOptions } from "../kit.js";
import { slackCall } from "./api.js";
import { withDefaults } from "./args.js";
import { handlers } from "./handlers.js";
import { ownMethod } from "./names.js";
import { runPlain } from "./plain.js";

export type SlackOptions = ToolkitOptions;

export { SLACK_BASE_URL } from "./api.js";
export { resolveTimeWindow } from "./time-window.js";
export type { SlackWindow } from "./time-window.js";

/** Runs a validated Messaging tool: a plain method through the generic executor, a composite one by
 * the hand-written handler of the Slack method it is bound to. */
export const slackProvider: Provider<SlackOptions> = {
  name: "slack",
  async execute(
    tool: Tool,
    input: Record<string, unknown>,
    options: SlackOptions,
    call: CallContext,
  ): Promise<JsonValue> {
    const name = tool.definition.name;
    const method = ownMethod(tool);
    const plain = tool.binding.kind === "slack" ? tool.binding.plain : undefined;
    if (plain && method !== undefined)
      return runPlain(slackCall(tool, input, options, call), withDefaults(tool, input), tool, method, plain);
    const handler = method !== undefined && Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler) {
      const bound = method === undefined ? "it has no Slack binding" : `none runs Slack's ${method}`;
      throw new ToolError("invalid_input", `The Slack provider has no handler for tool "${name}": ${bound}.`, {
        tool: name,
        hint: "Call one of the Messaging toolkit's tools.",
      });
    }
    return handler.run(slackCall(tool, input, options, call), withDefaults(tool, input), tool);
  },
};
