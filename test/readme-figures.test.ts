// Each figure of the README that the code can compute is marked and equals what the code computes now.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { computedFigures, markedFigures, README } from "./support/readme-figures.js";

describe("README figures", () => {
  const marked = markedFigures(readFileSync(README, "utf8"));
  const computed = computedFigures();

  it("marks the tool counts and the token sizes of both kits' listings", () => {
    const keys = new Set(marked.map((f) => f.key));
    for (const key of ["content-api.tools", "messaging.tools", "content-api.openai.tokens", "messaging.mcp.tokens"])
      expect(keys, key).toContain(key);
  });

  it.each(marked.map((f, i) => [`${f.key} (#${i + 1})`, f] as const))("%s is current", (_, figure) => {
    expect(figure.value, `README.md: run make generate to rewrite ${figure.key}`).toBe(computed[figure.key]);
  });
});
