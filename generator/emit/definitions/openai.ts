// definitions/openai.json: Chat Completions function tools (JSON Schema, non-strict).
import { openaiTool } from "@toolgen/runtime/adapters/shapes.js";
import { listingEmitter, type Listing } from "./listing.js";

export const openaiListing: Listing = {
  path: "definitions/openai.json",
  item: (definition) => openaiTool(definition),
  itemType: "OpenAITool",
};
export const openaiDefinitions = listingEmitter(openaiListing);
