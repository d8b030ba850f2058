// definitions/tools.json: the canonical records, the same shape `toolgen list --json` prints.
import { listingEmitter, type Listing } from "./listing.js";

export const canonicalListing: Listing = {
  path: "definitions/tools.json",
  item: (definition) => definition,
  itemType: "ToolDefinition",
};
export const canonicalDefinitions = listingEmitter(canonicalListing);
