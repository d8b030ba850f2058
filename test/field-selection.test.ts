// Every parameter bound to the upstream's field selection is described, from the manifest's one marker, as the way
// to a much smaller result.
import { definitions } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { specManifest } from "./support/spec.js";

const manifest = specManifest("content-api");
const marker = manifest.upstream.fieldSelection!;

describe("field-selection parameters", () => {
  const bound = definitions.flatMap((d) =>
    "params" in d.operation
      ? d.operation.params
          .filter((p) => p.in === "query" && p.upstream === marker.upstream)
          .map((p) => [d.name, p.name, d.inputSchema] as const)
      : [],
  );

  it("exist (the marker names a parameter the kit binds)", () => {
    expect(bound.length).toBeGreaterThan(1);
  });

  it.each(bound)("%s.%s says it returns only the attributes asked for", (_, param, schema) => {
    const description = (schema["properties"] as Record<string, { description?: string }>)[param]!.description ?? "";
    expect(description).toMatch(
      /^Return only these attributes \(plus id and type\), e\.g\. \[.+\]; makes the result much smaller\./,
    );
    for (const attribute of marker.example) expect(description).toContain(JSON.stringify(attribute));
  });

  it("no other parameter says so", () => {
    const others = definitions.flatMap((d) =>
      Object.entries(d.inputSchema["properties"] as Record<string, { description?: string }>)
        .filter(([name, s]) => (s.description ?? "").startsWith("Return only these attributes"))
        .filter(([name]) => !bound.some(([tool, param]) => tool === d.name && param === name)),
    );
    expect(others).toEqual([]);
  });
});
