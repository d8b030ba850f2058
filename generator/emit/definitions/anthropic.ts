// definitions/anthropic.json: Messages API tools.
import { anthropicTool } from "@toolgen/runtime/adapters/shapes.js";
import { listingEmitter, type Listing } from "./listing.js";

export const anthropicListing: Listing = {
  path: "definitions/anthropic.json",
  item: anthropicTool,
  itemType: "AnthropicTool",
};
export const anthropicDefinitions = listingEmitter(anthropicListing);
