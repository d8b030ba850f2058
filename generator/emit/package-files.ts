// package.json and the build configuration of a generated package.
import { printJson } from "./print.js";
import type { Emitter } from "./types.js";

export const packageFiles: Emitter = (kit, context) => [
  {
    path: "package.json",
    format: "json",
    content: printJson({
      name: kit.packageName,
      version: kit.version,
      description: kit.summary,
      license: "MIT",
      type: "module",
      engines: { node: ">=20" },
      exports: {
        ".": { types: "./dist/index.d.ts", import: "./dist/index.js" },
        "./definitions/*.json": "./definitions/*.json",
      },
      files: ["dist", "definitions", "README.md"],
      scripts: {
        build: "tsc -p tsconfig.json && node -e \"require('node:fs').copyFileSync('src/validators.js', 'dist/validators.js')\"",
      },
      dependencies: { "@toolgen/runtime": `^${context.runtimeVersion}` },
    }),
  },
  {
    path: "tsconfig.json",
    format: "json",
    content: printJson({
      extends: "../../tsconfig.base.json",
      compilerOptions: { rootDir: "src", outDir: "dist", declaration: true },
      include: ["src"],
    }),
  },
];
