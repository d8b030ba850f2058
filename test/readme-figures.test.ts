// Each figure of the README and of docs/ that the code can compute is marked and equals what the code computes now.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { computedFigures, DOCUMENTS, markedFigures } from "./support/readme-figures.js";

describe("README and docs/ figures", () => {
  const marked = DOCUMENTS.flatMap((file) =>
    markedFigures(readFileSync(file, "utf8")).map((f) => ({ ...f, file: path.relative(ROOT, file) })),
  );
  const computed = computedFigures();

  it("marks the tool counts and the token sizes of both kits' listings", () => {
    const keys = new Set(marked.map((f) => f.key));
    for (const key of ["content-api.tools", "messaging.tools", "content-api.openai.tokens", "messaging.mcp.tokens"])
      expect(keys, key).toContain(key);
    expect(marked.filter((f) => f.file === "README.md").map((f) => f.key)).toContain("content-api.tools");
  });

  it.each(marked.map((f, i) => [`${f.file}: ${f.key} (#${i + 1})`, f] as const))("%s is current", (_, figure) => {
    expect(figure.value, `${figure.file}: run make generate to rewrite ${figure.key}`).toBe(computed[figure.key]);
  });
});
