import type { SlackBinding, Tool } from "../contract.js";
import type { SlackParams } from "./api.js";

/**
 * The tool's pass-through parameters as the arguments of its own Slack method (`binding.args`, from the manifest's
 * `upstream:`): unchanged, an array comma-joined as Slack takes lists. Absent values are not sent.
 */
export function passThrough(tool: Tool, args: Record<string, unknown>): SlackParams {
  const names = (tool.binding as SlackBinding).args ?? {};
  const out: SlackParams = {};
  for (const [param, arg] of Object.entries(names)) {
    const value = args[param];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out[arg] = value.map(String).join(",");
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[arg] = value;
  }
  return out;
}
