// Nothing is published under @toolgen/… yet: no README (the repository's or a package's) tells anyone to fetch a
// package by that name from the registry, and the repository's README shows how to install the packed tarballs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";

const names = ["runtime", "generated/content-api", "generated/messaging"].map(
  (dir) => (JSON.parse(readFileSync(path.join(ROOT, dir, "package.json"), "utf8")) as { name: string }).name,
);
const readmes = ["README.md", "generated/content-api/README.md", "generated/messaging/README.md"];
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
  it("installs the three packages from tarballs packed here", () => {
    const text = readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(text).toMatch(
      /npm pack --workspace runtime --workspace generated\/content-api --workspace generated\/messaging/,
    );
    for (const name of names) expect(text).toContain(`${name.replace("@", "").replace("/", "-")}-`);
  });
});
