// `--discovery search` for one MCP session: the list starts with `search_tools` and `call_tool` and grows by what the
// model is likely to call next: the first hit of each search, and each tool it calls. The client hears
// `notifications/tools/list_changed` and may reload and call those by name. Not every hit: each listed tool costs
// tokens on every later turn (measured in `make bench`: about 87 o200k tokens for a ContentApi search's first hit,
// 429 for all five, and the first hit is the tool the task needs for 87 % of the bench's tasks).
import type { Server, Tool } from "@modelcontextprotocol/server";
import type { AnyToolkit, ToolOutcome } from "../adapters/result.js";
import type { ToolSelection } from "../adapters/select.js";
import { mcpTool } from "../adapters/shapes.js";
import type { ToolDefinition } from "../contract.js";
import { CALL_TOOL, discoveryTools, runDiscoveryTool, SEARCH_TOOLS, type FoundTools } from "../search/discovery.js";

/** What hides a tool of the kit from this server's clients, as a refused call names it. */
export const EXPOSURE = "this server's options";

/** How many of a search's hits join the session's list. */
export const LISTED_HITS = 1;

/** What a server's request handlers need of a session: its tool list now, and how a call runs. */
export interface Session {
  list(): Tool[];
  call(name: string, input: unknown, signal: AbortSignal): Promise<ToolOutcome>;
}

/**
 * `server` tells a 2025-era session's client that its list grew. Without one (the 2026-07-28 era: no session) the
 * list stays the two discovery tools, and a found tool is called by name or through `call_tool`.
 */
export function discoverySession(
  server: Server | undefined,
  kit: AnyToolkit,
  selected: ToolDefinition[],
  selection: ToolSelection,
): Session {
  const entry = discoveryTools(selected.length) as Tool[];
  const scope = { kit, selection, offered: new Set(selected.map((d) => d.name)) };
  // In catalogue order, whatever order they were found or called in.
  const found = new Set<string>();
  return {
    list: () => [...entry, ...selected.filter((d) => found.has(d.name)).map((d) => mcpTool(d) as Tool)],
    async call(name, input, signal) {
      const outcome = await runDiscoveryTool(scope, name, input, { exposure: EXPOSURE, signal });
      if (!server) return outcome;
      const before = found.size;
      if (name === SEARCH_TOOLS && outcome.ok) {
        const { tools } = outcome.value as unknown as FoundTools;
        for (const tool of tools.slice(0, LISTED_HITS)) found.add(tool.name);
      } else {
        const called = name === CALL_TOOL ? (input as { name?: unknown } | undefined)?.name : name;
        if (typeof called === "string" && scope.offered.has(called)) found.add(called);
      }
      // A client that is gone cannot hear it; the answer still stands.
      if (found.size > before) await server.sendToolListChanged().catch(() => undefined);
      return outcome;
    },
  };
}
