// definitions/<file>.json.d.ts: the type of each definitions file, with literal types, so that
// `import tools from "<package>/definitions/anthropic.json" with { type: "json" }` passes to a provider's SDK under
// `tsc --strict` (TypeScript widens a JSON import's strings, and `"object"` widened to `string` is refused).
import { generatedMarker, type Emitter } from "../types.js";
import { anthropicDefinitions } from "./anthropic.js";
import { canonicalDefinitions } from "./canonical.js";
import { geminiListing } from "./gemini.js";
import { itemTexts, listingText } from "./listing.js";
import { mcpDefinitions } from "./mcp.js";
import { openaiStrictDefinitions } from "./openai-strict.js";
import { openaiDefinitions } from "./openai.js";

// A JSON text is a TypeScript type with the same literals: these files' types are their texts as printed.
const literal = [
  canonicalDefinitions,
  mcpDefinitions,
  openaiDefinitions,
  openaiStrictDefinitions,
  anthropicDefinitions,
];

// @google/genai types a schema's `type` as its own enum, which no literal matches: Gemini's schemas stay open objects.
const OPEN = "<open schema>";
const geminiTypes = itemTexts(geminiListing, (key, value) => (key === "parameters" ? OPEN : value));

export const definitionTypes: Emitter = (kit, context) => {
  const texts = literal
    .flatMap((emit) => emit(kit, context))
    .map(({ path, content }) => ({ path, type: content.trimEnd() }));
  const gemini = listingText(
    geminiListing,
    kit.tools.map((t) => geminiTypes(t, context)),
  );
  texts.push({ path: geminiListing.path, type: gemini.replaceAll(`"${OPEN}"`, "{ [key: string]: unknown }") });
  return texts.map(({ path, type }) => ({
    path: `${path}.d.ts`,
    format: "verbatim",
    content: [
      `// ${generatedMarker(context)} The type of ${path.split("/").pop()}, with literal types.`,
      `declare const definitions: ${type};`,
      "export default definitions;",
      "",
    ].join("\n"),
  }));
};
