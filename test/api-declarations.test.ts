// Code mode's declarations (definitions/api.d.ts) as a script's author reads them: each input's bounds stated where
// the parameter is declared, from the tools' own schemas.
import { definitions as contentDefinitions } from "@toolgen/content-api";
import { definitions as messagingDefinitions } from "@toolgen/messaging";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiDeclarations } from "../runtime/src/code/declarations.js";
import { TypeChecker } from "../runtime/src/code/typecheck.js";
import { ROOT } from "./support/paths.js";
import { specTool } from "./support/spec.js";

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

describe("results typed as the call can answer", () => {
  const api = declarations("content-api");
  const checker = new TypeChecker();
  // Picked by binding: a folder's details (answers 304 to a call with an etag) and a folder's listing (paged).
  const details = specTool({ operationId: "get_folders_id" });
  const listing = specTool({ operationId: "get_folders_id_items" });
  const pathParam = (tool: typeof details) => tool.params.find((p) => p.in === "path")!.name;
  const etag = details.params.find((p) => p.in === "header" && p.upstream === "if-none-match")!.name;
  const problems = async (tool: string, code: string) =>
    ((await checker.check(code, api.of([tool])))?.diagnostics ?? []).map((d) => `${d.line}: ${d.message}`);

  it("a call without an etag reads the record's fields without narrowing", async () => {
    const script = `const f = await ${details.name}({ ${pathParam(details)}: "0" });\nconst n: string | undefined = f.name;\nreturn n;`;
    expect(await problems(details.name, script)).toEqual([]);
  }, 120_000);

  it("a call with an etag may answer 304 Not Modified, so it narrows first", async () => {
    const call = `await ${details.name}({ ${pathParam(details)}: "0", ${etag}: "1" })`;
    expect(await problems(details.name, `const f = ${call};\nreturn f.name;`)).toEqual([
      expect.stringMatching(/^2: Property 'name' does not exist/),
    ]);
    const narrowed = `const f = ${call};\nif ("notModified" in f) return null;\nreturn f.name;`;
    expect(await problems(details.name, narrowed)).toEqual([]);
  }, 120_000);

  it("a listing's value has no cut notice: only a model's view of it is cut (kit.call and a script's call never are)", async () => {
    const script = `const r = await ${listing.name}({ ${pathParam(listing)}: "0" });\nreturn r.cut_to_fit;`;
    expect(await problems(listing.name, script)).toEqual([
      expect.stringMatching(/^2: Property 'cut_to_fit' does not exist/),
    ]);
    const outputs = readFileSync(path.join(ROOT, "generated/content-api/src/outputs.ts"), "utf8");
    expect(outputs).not.toContain("cut_to_fit");
  }, 120_000);
});
