// A definitions file is one JSON document listing every tool in one provider's shape. It is printed a tool at a time,
// exactly as `JSON.stringify(document, null, 2)` prints it whole, so each tool's text is remembered by its model
// (emit/per-tool.ts) and a `--watch` save prints only the tools it changed.
import type { ToolDefinition } from "@toolgen/runtime";
import type { ToolModel } from "../../model/index.js";
import { perTool } from "../per-tool.js";
import type { EmitContext, Emitter } from "../types.js";

export interface Listing {
  path: string;
  /** The key of the list in an object around it (MCP's `tools`); without one the document is the list. */
  key?: string;
  /** One tool in this file's shape (the model, for what the definition does not carry). */
  item: (definition: ToolDefinition, tool: ToolModel) => unknown;
  /** The runtime's type of one item, which types the file for TypeScript (definitions/types.ts). */
  itemType: string;
}

/** The emitter of a listing's JSON file. */
export function listingEmitter(listing: Listing): Emitter {
  const text = itemTexts(listing);
  return (kit, context) => [
    {
      path: listing.path,
      format: "json",
      content: `${listingText(
        listing,
        kit.tools.map((t) => text(t, context)),
      )}\n`,
    },
  ];
}

/** Each tool's text in a listing, remembered per tool. */
function itemTexts(listing: Listing): (tool: ToolModel, context: EmitContext) => string {
  const indent = "  ".repeat(listing.key === undefined ? 1 : 2);
  return perTool(
    `listing:${listing.path}`,
    (tool) => indent + JSON.stringify(listing.item(tool.definition, tool), null, 2).replaceAll("\n", `\n${indent}`),
  );
}

/** The document around its items' texts (from `itemTexts`), without the final newline. */
function listingText(listing: Listing, items: string[]): string {
  if (listing.key === undefined) return items.length === 0 ? "[]" : `[\n${items.join(",\n")}\n]`;
  const list = items.length === 0 ? "[]" : `[\n${items.join(",\n")}\n  ]`;
  return `{\n  ${JSON.stringify(listing.key)}: ${list}\n}`;
}
