// definitions/tools.json: the canonical records, the same shape `toolgen list --json` prints, with each tool's
// `outputSchema` after its `inputSchema` (only here: the tool modules, which the kit imports, do not carry it).
import { listingEmitter, type Listing } from "./listing.js";

export const canonicalListing: Listing = {
  path: "definitions/tools.json",
  item: (definition, tool) =>
    Object.fromEntries(
      Object.entries(definition).flatMap(([key, value]) =>
        key === "inputSchema"
          ? [
              [key, value],
              ["outputSchema", tool.outputSchema],
            ]
          : [[key, value]],
      ),
    ),
  itemType: "ToolDefinition",
};
export const canonicalDefinitions = listingEmitter(canonicalListing);
