// One tool definition in each ecosystem's shape. The generator prints definitions/*.json from these and the
// adapters and the MCP server hand the same records to clients at run time.
import type { JsonObject, ToolAnnotations, ToolDefinition } from "../contract.js";
import { geminiDialect, openaiDialect, openaiStrictDialect, providerSchema } from "./schema.js";

/** A Chat Completions function tool (`definitions/openai.json`, `openai-strict.json`). */
export interface OpenAITool {
  type: "function";
  function: { name: string; description: string; strict?: true; parameters: JsonObject };
}

/** A Responses API function tool: flat, with `strict` always stated because that API's default is strict. */
export interface OpenAIResponsesTool {
  type: "function";
  name: string;
  description: string;
  strict: boolean;
  parameters: JsonObject;
}

/** A Messages API tool (`definitions/anthropic.json`). */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: JsonObject;
}

/** A Gemini function declaration (`definitions/gemini.json` is one `Tool` holding them all). */
export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  parameters?: JsonObject;
}

/** An entry of an MCP `tools/list` result (`definitions/mcp.json`). */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonObject;
  annotations: ToolAnnotations;
}

export function openaiTool(d: ToolDefinition, strict = false): OpenAITool {
  const { name, description } = d;
  return strict
    ? {
        type: "function",
        function: { name, description, strict: true, parameters: providerSchema(d.inputSchema, openaiStrictDialect) },
      }
    : { type: "function", function: { name, description, parameters: providerSchema(d.inputSchema, openaiDialect) } };
}

export function openaiResponsesTool(d: ToolDefinition, strict = false): OpenAIResponsesTool {
  const { name, description, parameters } = openaiTool(d, strict).function;
  return { type: "function", name, description, strict, parameters };
}

export function anthropicTool(d: ToolDefinition): AnthropicTool {
  return { name: d.name, description: d.description, input_schema: providerSchema(d.inputSchema, openaiDialect) };
}

export function geminiDeclaration(d: ToolDefinition): GeminiFunctionDeclaration {
  const parameters = providerSchema(d.inputSchema, geminiDialect);
  // A tool without parameters declares none rather than an empty object.
  return Object.keys(parameters.properties as JsonObject).length > 0
    ? { name: d.name, description: d.description, parameters }
    : { name: d.name, description: d.description };
}

export function mcpTool(d: ToolDefinition): McpTool {
  // MCP reads JSON Schema 2020-12 by default, so the dialect need not be named.
  const { $schema: _, ...inputSchema } = d.inputSchema;
  return { name: d.name, title: d.title, description: d.description, inputSchema, annotations: d.annotations };
}
