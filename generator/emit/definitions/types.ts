// definitions/<file>.json.d.ts: the type of each definitions file, with literal types, so that
// `import tools from "<package>/definitions/anthropic.json" with { type: "json" }` passes to a provider's SDK under
// `tsc --strict` (TypeScript widens a JSON import's strings, and `"object"` widened to `string` is refused).
import { generatedMarker, type Emitter, type EmittedFile } from "../types.js";
import { anthropicDefinitions } from "./anthropic.js";
import { canonicalDefinitions } from "./canonical.js";
import { geminiDefinitions } from "./gemini.js";
import { mcpDefinitions } from "./mcp.js";
import { openaiStrictDefinitions } from "./openai-strict.js";
import { openaiDefinitions } from "./openai.js";

const typed = [
  canonicalDefinitions,
  mcpDefinitions,
  openaiDefinitions,
  openaiStrictDefinitions,
  anthropicDefinitions,
  geminiDefinitions,
];

// @google/genai types a schema's `type` as its own enum, which no literal matches: Gemini's schemas stay open objects.
const OPEN = "<open schema>";
const openSchemas = (file: string) => (key: string, value: unknown) =>
  file === "definitions/gemini.json" && key === "parameters" ? OPEN : value;

export const definitionTypes: Emitter = (kit, context) =>
  typed
    .flatMap((emit) => emit(kit, context))
    .map((file): EmittedFile => ({
      path: `${file.path}.d.ts`,
      // A JSON text is a TypeScript type with the same literals; printed as it is, like the JSON beside it.
      format: "verbatim",
      content: [
        `// ${generatedMarker(context)} The type of ${file.path.split("/").pop()}, with literal types.`,
        `declare const definitions: ${JSON.stringify(JSON.parse(file.content), openSchemas(file.path), 2).replaceAll(`"${OPEN}"`, "{ [key: string]: unknown }")};`,
        "export default definitions;",
        "",
      ].join("\n"),
    }));
