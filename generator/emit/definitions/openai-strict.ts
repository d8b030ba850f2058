// definitions/openai-strict.json: function tools for strict mode (structured outputs).
import { openaiTool } from "@toolgen/runtime/adapters/shapes.js";
import { listingEmitter, type Listing } from "./listing.js";

export const openaiStrictListing: Listing = {
  path: "definitions/openai-strict.json",
  item: (definition) => openaiTool(definition, true),
  itemType: "OpenAITool",
};
export const openaiStrictDefinitions = listingEmitter(openaiStrictListing);
