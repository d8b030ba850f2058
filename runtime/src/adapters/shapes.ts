// One tool definition in each ecosystem's shape. The generator prints definitions/*.json from these and the
// adapters and the MCP server hand the same records to clients at run time.
import type { JsonObject, ToolAnnotations, ToolDefinition } from "../contract.js";
import { geminiDialect, openaiDialect, openaiStrictDialect, providerSchema, type ObjectSchema } from "./schema.js";

// The shapes are typed as the providers' SDKs type them (an Anthropic `input_schema` is `type: "object"`, OpenAI
// parameters are a plain object), so that they pass to those SDKs under `tsc --strict` without a cast.

/** An input schema whose root is typed as the literal `"object"`. */
export type JsonObjectSchema = ObjectSchema & { type: "object" };

/** A Chat Completions function tool (`definitions/openai.json`, `openai-strict.json`). */
export interface OpenAITool {
  type: "function";
  function: { name: string; description: string; strict?: true; parameters: JsonObjectSchema };
}

/** A Responses API function tool: flat, with `strict` always stated because that API's default is strict. */
export interface OpenAIResponsesTool {
  type: "function";
  name: string;
  description: string;
  strict: boolean;
  parameters: JsonObjectSchema;
}

/** A Messages API tool (`definitions/anthropic.json`). */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: JsonObjectSchema;
}

/** A Gemini function declaration (`definitions/gemini.json` is one `Tool` holding them all). */
export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  /** An open object: @google/genai types a schema's `type` as its own enum, which no JSON literal matches. */
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

/** The schema in a lower-case dialect, its root typed as the literal it is. */
function objectSchema(d: ToolDefinition, dialect: typeof openaiDialect): JsonObjectSchema {
  return { ...providerSchema(d.inputSchema, dialect), type: "object" };
}

export function openaiTool(d: ToolDefinition, strict = false): OpenAITool {
  const { name, description } = d;
  return strict
    ? {
        type: "function",
        function: { name, description, strict: true, parameters: objectSchema(d, openaiStrictDialect) },
      }
    : { type: "function", function: { name, description, parameters: objectSchema(d, openaiDialect) } };
}

export function openaiResponsesTool(d: ToolDefinition, strict = false): OpenAIResponsesTool {
  const { name, description, parameters } = openaiTool(d, strict).function;
  return { type: "function", name, description, strict, parameters };
}

export function anthropicTool(d: ToolDefinition): AnthropicTool {
  return { name: d.name, description: d.description, input_schema: objectSchema(d, openaiDialect) };
}

export function geminiDeclaration(d: ToolDefinition): GeminiFunctionDeclaration {
  const parameters = providerSchema(d.inputSchema, geminiDialect);
  // A tool without parameters declares none rather than an empty object.
  return Object.keys(parameters.properties).length > 0
    ? { name: d.name, description: d.description, parameters }
    : { name: d.name, description: d.description };
}

export function mcpTool(d: ToolDefinition): McpTool {
  // MCP reads JSON Schema 2020-12 by default, so the dialect need not be named.
  const { $schema: _, ...inputSchema } = d.inputSchema;
  return { name: d.name, title: d.title, description: d.description, inputSchema, annotations: d.annotations };
}
