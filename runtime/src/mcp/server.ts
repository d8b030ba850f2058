// An MCP server over a toolkit, on the SDK's low-level `Server`: the schemas are plain JSON Schema already, so
// there is nothing for the zod-based `McpServer` helpers to do.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { errorText, runTool, valueText, type AnyToolkit } from "../adapters/result.js";
import { selectTools, type ToolSelection } from "../adapters/select.js";
import { mcpTool } from "../adapters/shapes.js";

export interface McpServerOptions extends ToolSelection {
  /** Reported to clients in `initialize` (default "toolgen"). */
  name?: string;
  version?: string;
}

/**
 * A server listing the selected tools and running calls through `kit.invoke`. A ToolError — invalid input
 * included — is a tool result with `isError: true` (text for the model, the envelope as `structuredContent`),
 * never a protocol error: the model can read it and correct the call. Throws a SelectionError on a selection
 * that names no tool. A `Server` serves one connection: create one per session.
 */
export function createMcpServer(kit: AnyToolkit, options: McpServerOptions = {}): Server {
  const selected = selectTools(kit.definitions, options);
  const offered = new Set(selected.map((d) => d.name));
  const tools = selected.map((d) => mcpTool(d) as Tool);
  const server = new Server(
    { name: options.name ?? "toolgen", version: options.version ?? "0.0.0" },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  // A client's notifications/cancelled aborts `extra.signal`: the call stops sending and ends.
  server.setRequestHandler(CallToolRequestSchema, async ({ params }, extra): Promise<CallToolResult> => {
    const outcome = await runTool(kit, params.name, params.arguments ?? {}, {
      offered,
      exposure: "this server's options",
      signal: extra.signal,
    });
    if (!outcome.ok) {
      return {
        isError: true,
        content: [{ type: "text", text: errorText(outcome.error) }],
        structuredContent: { ...outcome.error },
      };
    }
    const { value } = outcome;
    const result: CallToolResult = { content: [{ type: "text", text: valueText(value) }] };
    // structuredContent must be an object; arrays and scalars travel as text only.
    if (value !== null && typeof value === "object" && !Array.isArray(value)) result.structuredContent = value;
    return result;
  });
  return server;
}
