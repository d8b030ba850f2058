// `make cli`: the CLI bundled into dist/cli/ with the generated kits it runs and code mode's worker, so no command
// needs the TypeScript loader. One build, so the CLI and the kits share one copy of the runtime.
import { readdirSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

process.chdir(fileURLToPath(new URL("../..", import.meta.url)));
const entryPoints = { cli: "generator/cli.ts", "code/worker": "runtime/src/code/worker.ts" };
for (const kit of readdirSync("generated", { withFileTypes: true }).filter((e) => e.isDirectory()))
  for (const file of ["index", "sandbox"])
    entryPoints[`kits/${kit.name}/${file}`] = `generated/${kit.name}/src/${file}.ts`;

// A kit finds its data files (definitions, validators) beside its sources: it keeps pointing there.
const kitUrls = (esbuild) =>
  esbuild.onLoad({ filter: /[\\/]generated[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async ({ path }) => ({
    contents: (await readFile(path, "utf8")).replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href)),
    loader: "ts",
  }));

await rm("dist/cli", { recursive: true, force: true });
await build({
  entryPoints,
  outdir: "dist/cli",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  plugins: [{ name: "kit-urls", setup: kitUrls }],
});
