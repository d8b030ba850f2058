// @ts-check
// The compiled generator: esbuild bundles generator/cli.ts (with the runtime sources it uses) into plain JavaScript
// under .toolgen-cache/build/, so a run needs no TypeScript loader. npm packages stay external and load as usual.
// The build is redone whenever one of its inputs changed (size or modification time), and each build goes into a
// folder of its own, so two processes building at once never see each other's half-written files.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { PRECOMPILED_TEMPLATES, templateOptions } from "../emit/template-options.js";
import { COMPILED_SCHEMA, manifestSchemaOptions } from "../load/schema-options.js";

/** Where the compiled generation finds what its code is made of (generation.ts reads it beside its chunks). */
export const CODE_INPUTS_FILE = "generation-inputs.json";

const MANIFEST_SCHEMA = "spec/manifest.schema.json";

/**
 * @typedef {{ files: string[]; packages: string[] }} GenerationInputs What a generation's code is made of: the source
 *   files it bundles (and those the build compiles beside it: templates, the manifest schema, this recipe), and the
 *   npm packages it imports.
 * @typedef {{ entry: string; inputs: Record<string, string>; generation: GenerationInputs }} BuildRecord
 */

/**
 * Where a generation starts: the driver, and its workers (the loader's, the generation's). Everything else is
 * found from these.
 */
const GENERATION_ENTRIES = ["generator/pipeline.ts", "generator/load/load-worker.ts", "generator/worker/thread.ts"];

// CommonJS packages load through `require`: imported as ES modules, Node first scans their source for export names,
// which for ts-morph (with the TypeScript compiler behind it) costs about as much again as loading it.
const COMMONJS = /^(ts-morph|yaml|ajv|handlebars)(\/.*)?$/;
const REQUIRE = "__toolgenRequire";

/** @type {import("esbuild").Plugin} */
const commonJsViaRequire = {
  name: "commonjs-via-require",
  setup(build) {
    build.onResolve({ filter: COMMONJS }, (args) =>
      args.namespace === "via-require" ? undefined : { path: args.path, namespace: "via-require" },
    );
    build.onLoad({ filter: /.*/, namespace: "via-require" }, (args) => ({
      contents: `module.exports = ${REQUIRE}(${JSON.stringify(args.path)});`,
      loader: "js",
    }));
  },
};

/** @param {string} file */
const stamp = (file) => {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return "missing";
  }
};

/** @param {string} root */
const cacheDir = (root) => path.join(root, ".toolgen-cache/build");

/**
 * The compiled CLI's path when the recorded build is current; undefined otherwise.
 * @param {string} root
 */
export function currentBuild(root) {
  try {
    /** @type {BuildRecord} */
    const record = JSON.parse(readFileSync(path.join(cacheDir(root), "current.json"), "utf8"));
    for (const [file, was] of Object.entries(record.inputs)) if (stamp(path.join(root, file)) !== was) return undefined;
    const entry = path.join(cacheDir(root), record.entry);
    statSync(entry);
    return entry;
  } catch {
    return undefined;
  }
}

/**
 * Builds the CLI and records its inputs; returns the compiled entry.
 * @param {string} root
 */
export async function build(root) {
  const esbuild = await import("esbuild");
  const dir = cacheDir(root);
  mkdirSync(dir, { recursive: true });
  const id = `${Date.now().toString(36)}-${process.pid}`;
  const outdir = path.join(dir, id);
  const result = await esbuild.build(buildOptions(root, outdir));
  writeManifestValidator(root, outdir);
  const templates = writeTemplates(root, outdir);
  // The recipe is an input too: a change here rebuilds.
  /** @type {BuildRecord} */
  const record = {
    entry: `${id}/cli.js`,
    inputs: { [RECIPE]: stamp(path.join(root, RECIPE)) },
    generation: generationInputs(result.metafile, [MANIFEST_SCHEMA, ...templates]),
  };
  for (const input of [...Object.keys(result.metafile.inputs), MANIFEST_SCHEMA, ...templates].sort())
    if (!input.startsWith("via-require:")) record.inputs[input] = stamp(path.join(root, input));
  writeFileSync(path.join(outdir, CODE_INPUTS_FILE), JSON.stringify(record.generation));
  const temp = path.join(dir, `current.json.${id}`);
  writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temp, path.join(dir, "current.json"));
  removeOldBuilds(dir, id);
  return path.join(outdir, "cli.js");
}

/**
 * What a generation is made of, as esbuild sees it, without writing a build (the sources run in place: tests, tsx).
 * @param {string} root @returns {Promise<GenerationInputs>}
 */
export async function analyseGeneration(root) {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({ ...buildOptions(root, path.join(cacheDir(root), "analysis")), write: false });
  return generationInputs(result.metafile, [MANIFEST_SCHEMA, ...templateFiles(root)]);
}

/** This file, relative to the root: the build's recipe. */
const RECIPE = "generator/bin/build.js";

/**
 * The files and packages reachable from the generation's entries in the build's import graph (the CLI's other
 * commands are left out), with the files the build compiles beside the code.
 * @param {import("esbuild").Metafile} metafile @param {string[]} beside
 * @returns {GenerationInputs}
 */
function generationInputs(metafile, beside) {
  const files = new Set([RECIPE, ...beside]);
  const packages = new Set();
  const queue = [...GENERATION_ENTRIES];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const input = /** @type {string} */ (queue.shift());
    if (input.startsWith("via-require:")) {
      packages.add(packageName(input.slice("via-require:".length)));
      continue;
    }
    files.add(input);
    for (const { path: imported, external } of metafile.inputs[input]?.imports ?? []) {
      if (external) {
        if (!imported.startsWith("node:") && !isBuiltin(imported)) packages.add(packageName(imported));
      } else if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. @param {string} specifier */
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** @param {string} root @param {string} outdir @returns {import("esbuild").BuildOptions & { metafile: true }} */
const buildOptions = (root, outdir) => ({
  absWorkingDir: root,
  entryPoints: ["generator/cli.ts", "generator/load/load-worker.ts", "generator/worker/thread.ts"],
  entryNames: "[name]", // flat, so a chunk finds the worker beside it
  bundle: true,
  splitting: true, // the CLI's dynamic imports stay lazy chunks
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json", // its paths bundle the runtime's sources, as tsx resolves them
  outdir,
  metafile: true,
  logLevel: "silent",
  plugins: [commonJsViaRequire],
  banner: {
    js: `import { createRequire as ${REQUIRE}Of } from "node:module";\nconst ${REQUIRE} = ${REQUIRE}Of(import.meta.url);`,
  },
});

/**
 * The manifest schema's validator as standalone code beside the chunks, where the loader looks for it first.
 * @param {string} root @param {string} outdir
 */
function writeManifestValidator(root, outdir) {
  const require = createRequire(path.join(root, "package.json"));
  const Ajv2020 = require("ajv/dist/2020.js").default;
  const standalone = require("ajv/dist/standalone/index.js").default;
  const ajv = new Ajv2020({ ...manifestSchemaOptions, code: { source: true } });
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(root, MANIFEST_SCHEMA), "utf8")));
  writeFileSync(path.join(outdir, COMPILED_SCHEMA), standalone(ajv, validate));
}

/**
 * Every template of templates/ precompiled by Handlebars, beside the chunks; returns their paths (inputs of the build).
 * @param {string} root @param {string} outdir
 */
function writeTemplates(root, outdir) {
  const Handlebars = createRequire(path.join(root, "package.json"))("handlebars");
  const files = templateFiles(root);
  const specs = files.map((file) => {
    const spec = Handlebars.precompile(readFileSync(path.join(root, file), "utf8"), templateOptions);
    return `  ${JSON.stringify(path.basename(file, ".hbs"))}: ${spec},`;
  });
  writeFileSync(path.join(outdir, PRECOMPILED_TEMPLATES), `module.exports = {\n${specs.join("\n")}\n};\n`);
  return files;
}

/** Every template of templates/, as paths from the root. @param {string} root */
const templateFiles = (root) =>
  readdirSync(path.join(root, "templates"))
    .filter((f) => f.endsWith(".hbs"))
    .sort()
    .map((f) => `templates/${f}`);

/**
 * Older builds go once they are an hour old: a process that started from one has long finished.
 * @param {string} dir @param {string} keep
 */
function removeOldBuilds(dir, keep) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep) continue;
    const full = path.join(dir, entry.name);
    if (Date.now() - statSync(full).mtimeMs > 3_600_000) rmSync(full, { recursive: true, force: true });
  }
}
