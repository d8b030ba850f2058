// Hints name the tool to call next by the Slack method it is bound to, `{users.list}`: the name is looked up in the
// kit's tools at call time, so a tool renamed in the manifest is named as the kit offers it.
import type { Tool } from "../contract.js";

/** The Slack method a Messaging tool makes its own call with: its binding's first (the rest resolve arguments). */
export function ownMethod(tool: Tool): string | undefined {
  return tool.binding.kind === "slack" ? tool.binding.methods[0] : undefined;
}

/** `text` with each `{slack.method}` replaced by the name of the kit's tool bound to it (a description without one). */
export function named(call: { kit: Readonly<Record<string, Tool>> }, text: string): string {
  return text.replace(
    /\{([a-z]+\.[A-Za-z]+)\}/g,
    (_, method: string) =>
      Object.values(call.kit).find((t) => ownMethod(t) === method)?.definition.name ?? `the tool over ${method}`,
  );
}
