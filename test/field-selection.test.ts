// The upstream's field selection is stated once, among the conventions a model is told (MCP instructions), from the
// manifest's one marker: what it does, its example and every parameter bound to it. No parameter repeats it, which
// keeps the full listing within its bound.
import { createToolkit, definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { specManifest } from "./support/spec.js";
import { listingTokens } from "./support/tokens.js";

const manifest = specManifest("content-api");
const marker = manifest.upstream.fieldSelection!;
const kit = createToolkit({ accessToken: "unused" });
/** What issue 33 bounds ContentApi's full MCP listing (tools/list) to. */
const FULL_LISTING_TOKENS = 15_000;

describe("field selection", () => {
  const bound = definitions.flatMap((d) =>
    "params" in d.operation
      ? d.operation.params
          .filter((p) => p.in === "query" && p.upstream === marker.upstream)
          .map((p) => [d.name, p.name] as const)
      : [],
  );

  it("exists (the marker names a parameter the kit binds)", () => {
    expect(bound.length).toBeGreaterThan(1);
  });

  it("is stated once among the conventions, with its example and every parameter bound to it", () => {
    const stated = (kit.conventions ?? []).filter((c) => /return only these attributes \(plus id and type\)/.test(c));
    expect(stated).toHaveLength(1);
    expect(stated[0]).toMatch(/; makes the result much smaller\./);
    for (const attribute of marker.example) expect(stated[0]).toContain(JSON.stringify(attribute));
    for (const [, param] of bound) expect(stated[0]).toMatch(new RegExp(`\\b${param}\\b`));
  });

  it("is not repeated on any parameter, and the full listing stays within its bound", () => {
    const repeating = definitions.flatMap((d) =>
      Object.entries(d.inputSchema["properties"] as Record<string, { description?: string }>)
        .filter(([, s]) => /return only these attributes/i.test(s.description ?? ""))
        .map(([name]) => `${d.name}.${name}`),
    );
    expect(repeating).toEqual([]);
    expect(listingTokens("content-api", "mcp").whole).toBeLessThanOrEqual(FULL_LISTING_TOKENS);
  });
});
