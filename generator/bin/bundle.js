// `make cli`: the CLI bundled into dist/cli/ with the generated kits it runs and code mode's worker, so that no command
// needs the TypeScript loader. One build, so the CLI and the kits share one copy of the runtime.
import { readFile, readdir, rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../../", import.meta.url));
const kits = (await readdir(`${root}generated`, { withFileTypes: true })).filter((e) => e.isDirectory());
const entryPoints = { cli: "generator/cli.ts", "code/worker": "runtime/src/code/worker.ts" };
for (const { name } of kits)
  for (const file of ["index", "sandbox"]) entryPoints[`kits/${name}/${file}`] = `generated/${name}/src/${file}.ts`;

// A kit finds its data files (definitions, validators) beside its sources: keep pointing there.
const sourceUrls = {
  name: "kit-source-urls",
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]generated[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, "utf8")).replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href)),
      loader: "ts",
    }));
  },
};

await rm(`${root}dist/cli`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
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
  plugins: [sourceUrls],
});
