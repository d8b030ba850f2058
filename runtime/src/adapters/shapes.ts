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
  /** Loaded only when Anthropic's tool search tool finds it (`toAnthropicTools(kit, { deferLoading: true })`). */
  defer_loading?: true;
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
  /** Only where it says more than the name re-spaced. */
  title?: string;
  description: string;
  /** Typed with its root's literal `"object"`, as the MCP SDK types it. */
  inputSchema: JsonObject & { type: "object" };
  /** Only the hints that differ from MCP's defaults; absent when none does. */
  annotations?: McpAnnotations;
}

export type McpAnnotations = Partial<Omit<ToolAnnotations, "title">>;

// MCP's defaults for a tool that states no hint: it may write, destructively, not idempotently, in an open world.
const MCP_DEFAULT_HINTS = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
const HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

/** What a provider's tool record is made of: a kit's definitions, and the discovery tools. */
type Described = Pick<ToolDefinition, "name" | "description" | "inputSchema">;

/** The schema in a lower-case dialect, its root typed as the literal it is. */
function objectSchema(d: Described, dialect: typeof openaiDialect): JsonObjectSchema {
  return { ...providerSchema(d.inputSchema, dialect), type: "object" };
}

export function openaiTool(d: Described, strict = false): OpenAITool {
  const { name, description } = d;
  return strict
    ? {
        type: "function",
        function: { name, description, strict: true, parameters: objectSchema(d, openaiStrictDialect) },
      }
    : { type: "function", function: { name, description, parameters: objectSchema(d, openaiDialect) } };
}

export function openaiResponsesTool(d: Described, strict = false): OpenAIResponsesTool {
  const { name, description, parameters } = openaiTool(d, strict).function;
  return { type: "function", name, description, strict, parameters };
}

export function anthropicTool(d: Described): AnthropicTool {
  return { name: d.name, description: d.description, input_schema: objectSchema(d, openaiDialect) };
}

export function geminiDeclaration(d: ToolDefinition): GeminiFunctionDeclaration {
  const parameters = providerSchema(d.inputSchema, geminiDialect);
  // A tool without parameters declares none rather than an empty object.
  return Object.keys(parameters.properties).length > 0
    ? { name: d.name, description: d.description, parameters }
    : { name: d.name, description: d.description };
}

/**
 * The compact MCP record: every listed tool costs tokens on every turn, so nothing is said twice or by default. A
 * title that is the name re-spaced is left out (clients show the name), and so is each hint that equals MCP's
 * default, but for `destructiveHint: true`: what warns a model of a destructive tool is stated, not left to be
 * inferred from an absent hint. A read-only tool states only `readOnlyHint`: MCP gives the destructive and
 * idempotent hints meaning only for tools that write (a read changes nothing, so it is neither destructive nor
 * anything but idempotent).
 */
export function mcpTool(d: ToolDefinition): McpTool {
  // MCP reads JSON Schema 2020-12 by default, so the dialect need not be named. `additionalProperties: false` is
  // left out as in the OpenAI and Anthropic shapes: the parameters listed are all there are, and the toolkit refuses
  // any other as invalid_input, naming it, before a request.
  const { $schema: _, additionalProperties: __, ...inputSchema } = d.inputSchema;
  const annotations = mcpAnnotations(d.annotations);
  return {
    name: d.name,
    ...(respaced(d.title, d.name) ? {} : { title: d.title }),
    description: d.description,
    // `type` keeps its place: a key assigned again stays where it was.
    inputSchema: { ...inputSchema, type: "object" },
    ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
  };
}

function mcpAnnotations(a: ToolAnnotations): McpAnnotations {
  const hints: McpAnnotations = {};
  const stated = a.readOnlyHint ? (["readOnlyHint", "openWorldHint"] as const) : HINTS;
  for (const hint of stated) {
    if (a[hint] !== MCP_DEFAULT_HINTS[hint] || (hint === "destructiveHint" && a[hint])) hints[hint] = a[hint];
  }
  return hints;
}

/** "Get AI Agent Details" is "GetAiAgentDetails" re-spaced; "Team-chat Integration Mappings" is not "CollabMappings". */
function respaced(title: string, name: string): boolean {
  const squash = (text: string) => text.replace(/[\s_-]+/g, "").toLowerCase();
  return squash(title) === squash(name);
}
