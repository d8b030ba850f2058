// Nothing is published under @toolgen/… yet: no README (the repository's or a package's) and no page of docs/ tells
// anyone to fetch a package by that name from the registry, and the repository's README installs the packed tarballs
// (test/pack.test.ts runs that section as written).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { installSection } from "./support/install-section.js";
import { ROOT } from "./support/paths.js";

const names = ["runtime", "generated/content-api", "generated/messaging"].map(
  (dir) => (JSON.parse(readFileSync(path.join(ROOT, dir, "package.json"), "utf8")) as { name: string }).name,
);
const readmes = [
  "README.md",
  "generated/content-api/README.md",
  "generated/messaging/README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

describe.each(readmes)("%s", (file) => {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const code = [...text.matchAll(/```(?:json|sh)\n([\s\S]*?)```/g)].map((m) => m[1]!).join("\n");

  it("fetches no @toolgen package from the registry in a command or configuration", () => {
    expect(code).not.toMatch(/"-y"|npx -y/);
    for (const name of names) {
      expect(code).not.toMatch(new RegExp(`npm (install|i) [^\\n]*(?<![\\w/-])${escape(name)}(?![\\w/-])`));
      expect(code).not.toContain(`--package=${name}`);
    }
  });
});

describe("the repository's README", () => {
  it("installs the three packages from the tarballs make pack writes", () => {
    const { shell } = installSection();
    expect(shell[0]).toMatch(/\bmake pack\b/);
    expect(shell[0]).toMatch(/npm install \S*packs\/\*\.tgz/);
  });
});
