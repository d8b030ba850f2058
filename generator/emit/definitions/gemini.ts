// definitions/gemini.json: one Gemini `Tool` whose function declarations use the OpenAPI schema subset.
import { geminiDeclaration } from "@toolgen/runtime/adapters/shapes.js";
import { listingEmitter, type Listing } from "./listing.js";

export const geminiListing: Listing = {
  path: "definitions/gemini.json",
  key: "functionDeclarations",
  item: geminiDeclaration,
  itemType: "GeminiFunctionDeclaration",
};
export const geminiDefinitions = listingEmitter(geminiListing);
