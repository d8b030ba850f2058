// Importing a kit loads none of the heavy libraries a call, a search or a server loads at first use: the bundle of the
// runtime's entry (as its build makes it) imports no such package statically.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const entry = fileURLToPath(new URL("../src/index.ts", import.meta.url));
// Loaded at first use: undici (the first request), MiniSearch and compromise (the first search), the MCP SDK (a server), QuickJS
// (code mode's first script), the sandbox (its own entry point), node:zlib (the first compressed body), node:crypto
// (a JWT app's key, a token store's write).
const LOADED_AT_FIRST_USE = [
  /^undici$/,
  /^minisearch$/,
  /^compromise/,
  /^@modelcontextprotocol\//,
  /quickjs/,
  /sandbox/,
  /^node:zlib$/,
  /^node:crypto$/,
];

async function staticImports(): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "external",
    write: false,
    metafile: true,
    outdir: "out",
    logLevel: "silent",
  });
  const outputs = Object.values(result.metafile.outputs);
  return outputs.flatMap((o) => o.imports.filter((i) => i.kind === "import-statement").map((i) => i.path));
}

describe("importing @toolgen/runtime", () => {
  it("loads undici, MiniSearch, compromise, the MCP SDK, QuickJS, the sandbox, zlib and crypto only when first used", async () => {
    const imports = await staticImports();
    // The bundle does import packages statically (node built-ins at least): the check looks at real imports.
    expect(imports.some((p) => p.startsWith("node:"))).toBe(true);
    const eager = imports.filter((p) => LOADED_AT_FIRST_USE.some((re) => re.test(p)));
    expect(eager).toEqual([]);
  });
});
