// Code mode's declarations (definitions/api.d.ts) as a script's author reads them: each input's bounds stated where
// the parameter is declared, from the tools' own schemas.
import { definitions as contentDefinitions } from "@toolgen/content-api";
import { definitions as messagingDefinitions } from "@toolgen/messaging";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiDeclarations } from "../runtime/src/code/declarations.js";
import { ROOT } from "./support/paths.js";

const KITS = [
  ["content-api", contentDefinitions],
  ["messaging", messagingDefinitions],
] as const;

const declarations = (kit: string) =>
  new ApiDeclarations(readFileSync(path.join(ROOT, "generated", kit, "definitions/api.d.ts"), "utf8"));

/** The JSDoc above a property of the tool's input type, in its declarations. */
function docOf(text: string, param: string): string {
  const found = new RegExp(`/\\*\\* (.*) \\*/\\n\\s*${param}\\??:`).exec(text);
  return found?.[1] ?? "";
}

describe.each(KITS)("%s declarations", (kit, definitions) => {
  const api = declarations(kit);
  const bounded = definitions.flatMap((d) =>
    Object.entries(
      d.inputSchema.properties as Record<string, { minimum?: number; maximum?: number; maxItems?: number }>,
    )
      .filter(([, p]) => p.minimum !== undefined || p.maximum !== undefined || p.maxItems !== undefined)
      .map(([name, p]) => [d.name, name, p] as const),
  );

  it("has bounded parameters to check", () => expect(bounded.length).toBeGreaterThan(0));

  it.each(bounded)("%s states the bounds of %s", (tool, param, schema) => {
    const doc = docOf(api.of([tool]), param);
    for (const bound of [schema.minimum, schema.maximum, schema.maxItems])
      if (bound !== undefined) expect(doc, `${tool}.${param}`).toContain(String(bound));
  });
});
