// definitions/<file>.json.d.ts: the type of each definitions file, the runtime's type of one of its items, so that
// `import tools from "<package>/definitions/anthropic.json" with { type: "json" }` passes to a provider's SDK under
// `tsc --strict` (TypeScript would widen a JSON import's strings, and `"object"` widened to `string` is refused).
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import { printTypeScript, file } from "../print.js";
import type { Emitter } from "../types.js";
import { anthropicListing } from "./anthropic.js";
import { canonicalListing } from "./canonical.js";
import { geminiListing } from "./gemini.js";
import type { Listing } from "./listing.js";
import { mcpListing } from "./mcp.js";
import { openaiStrictListing } from "./openai-strict.js";
import { openaiListing } from "./openai.js";

const listings = [canonicalListing, mcpListing, openaiListing, openaiStrictListing, anthropicListing, geminiListing];

export const definitionTypes: Emitter = (_kit, context) => listings.map((listing) => typeFile(listing, context));

function typeFile(listing: Listing, context: Parameters<Emitter>[1]) {
  const list = `${listing.itemType}[]`;
  return file(
    `${listing.path}.d.ts`,
    printTypeScript(context, {
      statements: [
        {
          kind: StructureKind.ImportDeclaration,
          isTypeOnly: true,
          moduleSpecifier: "@toolgen/runtime",
          namedImports: [listing.itemType],
        },
        {
          kind: StructureKind.VariableStatement,
          leadingTrivia: (writer) => writer.blankLineIfLastNot(),
          docs: [`The type of ${listing.path.split("/").pop()}.`],
          hasDeclareKeyword: true,
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name: "definitions", type: listing.key ? `{ ${listing.key}: ${list} }` : list }],
        },
        { kind: StructureKind.ExportAssignment, isExportEquals: false, expression: "definitions" },
      ],
    }),
  );
}
