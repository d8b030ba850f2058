// `--discovery search` for one MCP session: the list starts with `search_tools` and `call_tool`; every tool a search
// finds joins it, and the client hears `notifications/tools/list_changed` and may reload and call it by name.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { AnyToolkit, ToolOutcome } from "../adapters/result.js";
import type { ToolSelection } from "../adapters/select.js";
import { mcpTool } from "../adapters/shapes.js";
import type { ToolDefinition } from "../contract.js";
import { discoveryTools, runDiscoveryTool, SEARCH_TOOLS, type FoundTool } from "../search/discovery.js";

/** What hides a tool of the kit from this server's clients, as a refused call names it. */
export const EXPOSURE = "this server's options";

/** What a server's request handlers need of a session: its tool list now, and how a call runs. */
export interface Session {
  list(): Tool[];
  call(name: string, input: unknown, signal: AbortSignal): Promise<ToolOutcome>;
}

export function discoverySession(
  server: Server,
  kit: AnyToolkit,
  selected: ToolDefinition[],
  selection: ToolSelection,
): Session {
  const entry = discoveryTools(selected.length) as Tool[];
  const scope = { kit, selection, offered: new Set(selected.map((d) => d.name)) };
  // In catalogue order, whatever order the searches found them in.
  const found = new Set<string>();
  return {
    list: () => [...entry, ...selected.filter((d) => found.has(d.name)).map((d) => mcpTool(d) as Tool)],
    async call(name, input, signal) {
      const outcome = await runDiscoveryTool(scope, name, input, { exposure: EXPOSURE, signal });
      if (name === SEARCH_TOOLS && outcome.ok) {
        const before = found.size;
        for (const tool of (outcome.value as unknown as { tools: FoundTool[] }).tools) found.add(tool.name);
        // A client that is gone cannot hear it; the search's answer still stands.
        if (found.size > before) await server.sendToolListChanged().catch(() => undefined);
      }
      return outcome;
    },
  };
}
