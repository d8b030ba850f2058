// definitions/mcp.json: the result of an MCP `tools/list` call, as the runtime's MCP server answers it.
import { mcpTool } from "@toolgen/runtime/adapters/shapes.js";
import { listingEmitter, type Listing } from "./listing.js";

export const mcpListing: Listing = { path: "definitions/mcp.json", key: "tools", item: mcpTool, itemType: "McpTool" };
export const mcpDefinitions = listingEmitter(mcpListing);
