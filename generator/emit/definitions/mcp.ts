// definitions/mcp.json: the result of an MCP `tools/list` call, as the runtime's MCP server answers it.
import { mcpTool } from "@toolgen/runtime/adapters/shapes.js";
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";

export const mcpDefinitions: Emitter = (kit) => [
  {
    path: "definitions/mcp.json",
    format: "json",
    content: printJson({ tools: kit.tools.map(({ definition }) => mcpTool(definition)) }),
  },
];
