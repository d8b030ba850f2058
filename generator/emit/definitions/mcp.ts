// definitions/mcp.json: the result of an MCP `tools/list` call.
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";

export const mcpDefinitions: Emitter = (kit) => [
  {
    path: "definitions/mcp.json",
    format: "json",
    content: printJson({
      tools: kit.tools.map(({ definition: d }) => {
        // MCP reads JSON Schema 2020-12 by default, so the dialect need not be named.
        const { $schema: _, ...inputSchema } = d.inputSchema;
        return { name: d.name, title: d.title, description: d.description, inputSchema, annotations: d.annotations };
      }),
    }),
  },
];
