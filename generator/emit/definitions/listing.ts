// A definitions file is one JSON document listing every tool in one provider's shape. Each tool's item is kept in its
// unit (emit/per-tool.ts) and handed to the write stage apart, which prints an item at a time exactly as within the
// whole, so a `--watch` save prints only the items of the tools it changed.
import type { ToolDefinition } from "@toolgen/runtime";
import type { ToolModel } from "../../model/index.js";
import { perTool } from "../per-tool.js";
import type { Emitter } from "../types.js";

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
  const text = perTool(`listing:${listing.path}`, (tool) => JSON.stringify(listing.item(tool.definition, tool)));
  return (kit, context) => {
    const items = kit.tools.map((t) => text(t, context));
    const list = `[${items.join(",")}]`;
    return [
      {
        path: listing.path,
        format: "json",
        content: listing.key === undefined ? list : `{${JSON.stringify(listing.key)}:${list}}`,
        list: { ...(listing.key !== undefined && { key: listing.key }), items },
      },
    ];
  };
}
