// What an adapter offers a model in each discovery mode, decided in one place: every selected tool (`all`), the
// search pair (`search`), or code mode's pair (`code`); and how a call to what it offered runs.
import type { JsonObject, ToolDefinition } from "../contract.js";
import type { CallOptions } from "../kit.js";
import { codeModeKit, codeTools, runCodeTool } from "../code/tools.js";
import { discoveryScope, discoveryTools, runDiscoveryTool, type Discovery } from "../search/discovery.js";
import { runTool, type AnyToolkit, type ToolOutcome } from "./result.js";
import type { ToolSelection } from "./select.js";

/** A tool an adapter offers that is not one of the kit's own: a name, a description and an input schema. */
export interface EntryTool {
  name: string;
  description: string;
  inputSchema: JsonObject;
}

export interface AdapterMode {
  /** The mode's own tools, or undefined when the selected tools themselves are offered. */
  entries?: EntryTool[];
  run(name: string, input: unknown, call?: CallOptions): Promise<ToolOutcome>;
}

export function adapterMode(
  kit: AnyToolkit,
  options: ToolSelection & { discovery?: Discovery },
  selected: readonly ToolDefinition[],
  { argumentsAsText = false } = {},
): AdapterMode {
  const selection: ToolSelection = { tools: options.tools, group: options.group, readOnly: options.readOnly };
  const scope = discoveryScope(kit, selection, selected);
  if (options.discovery === "search")
    return {
      entries: discoveryTools(selected.length, { argumentsAsText }),
      run: (name, input, call) => runDiscoveryTool(scope, name, input, call),
    };
  if (options.discovery === "code") {
    const code = codeModeKit(kit);
    return {
      entries: codeTools(selected.length),
      run: (name, input, call) => runCodeTool(code, selection, name, input, call),
    };
  }
  return { run: (name, input, call) => runTool(kit, name, input, { ...call, offered: scope.offered }) };
}
