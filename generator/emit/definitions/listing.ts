// A definitions file is one JSON document listing every tool in one provider's shape.
import type { ToolDefinition } from "@toolgen/runtime";
import type { ToolModel } from "../../model/index.js";
import { file, printJson } from "../print.js";
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
  return (kit) => {
    const items = kit.tools.map((tool) => listing.item(tool.definition, tool));
    return [file(listing.path, printJson(listing.key === undefined ? items : { [listing.key]: items }))];
  };
}
