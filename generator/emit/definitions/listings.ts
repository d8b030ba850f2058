// definitions/<file>.json: every tool in one provider's shape, one JSON document a provider. The shapes are the
// runtime's, so a file holds what the kit's adapters hand that provider. Beside each, its type (print.ts,
// jsonDeclaration): TypeScript would widen a JSON import's strings, and `"object"` widened to `string` is refused.
import type { ToolDefinition } from "@toolgen/runtime";
import { anthropicTool, geminiDeclaration, mcpTool, openaiTool } from "@toolgen/runtime/adapters/shapes.js";
import type { ToolModel } from "../../model/index.js";
import { file, jsonDeclaration, printJson } from "../print.js";
import type { Emitter } from "../types.js";

export interface Listing {
  path: string;
  /** The key of the list in an object around it (MCP's `tools`); without one the document is the list. */
  key?: string;
  /** One tool in this file's shape (the model, for what the definition does not carry). */
  item: (definition: ToolDefinition, tool: ToolModel) => unknown;
  /** The runtime's type of one item, which types the file for TypeScript. */
  itemType: string;
}

/**
 * tools.json holds the canonical records, the shape `toolgen list --json` prints, with each tool's `outputSchema`
 * after its `inputSchema` (only here: the tool modules, which the kit imports, do not carry it).
 */
export const canonicalListing: Listing = {
  path: "definitions/tools.json",
  item: (definition, tool) =>
    Object.fromEntries(
      Object.entries(definition).flatMap((entry) =>
        entry[0] === "inputSchema" ? [entry, ["outputSchema", tool.outputSchema]] : [entry],
      ),
    ),
  itemType: "ToolDefinition",
};

/** openai.json: Chat Completions function tools (JSON Schema, non-strict); openai-strict.json, for structured outputs. */
export const openaiListing: Listing = {
  path: "definitions/openai.json",
  item: (definition) => openaiTool(definition),
  itemType: "OpenAITool",
};

export const LISTINGS: readonly Listing[] = [
  canonicalListing,
  // The answer to an MCP `tools/list` call, as the runtime's MCP server gives it.
  { path: "definitions/mcp.json", key: "tools", item: mcpTool, itemType: "McpTool" },
  openaiListing,
  { path: "definitions/openai-strict.json", item: (d) => openaiTool(d, true), itemType: "OpenAITool" },
  // Messages API tools.
  { path: "definitions/anthropic.json", item: anthropicTool, itemType: "AnthropicTool" },
  // One Gemini `Tool` whose function declarations use the OpenAPI schema subset.
  {
    path: "definitions/gemini.json",
    key: "functionDeclarations",
    item: geminiDeclaration,
    itemType: "GeminiFunctionDeclaration",
  },
];

/** Each listing's JSON file, and its declaration file. */
export const listings: Emitter = (kit, context) =>
  LISTINGS.flatMap(({ path, key, item, itemType }) => {
    const items = kit.tools.map((tool) => item(tool.definition, tool));
    const type = key ? `{ ${key}: ${itemType}[] }` : `${itemType}[]`;
    return [
      file(path, printJson(key === undefined ? items : { [key]: items })),
      jsonDeclaration(context, path, { imported: itemType, type, name: "definitions" }),
    ];
  });
