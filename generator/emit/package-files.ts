// package.json, the build configuration and the licence of a generated package.
import { file, printJson } from "./print.js";
import { binName } from "./server-bin.js";
import type { Emitter } from "./types.js";
import { readRoot } from "../root.js";
import { VALIDATORS_FILE } from "./validators.js";

export const packageFiles: Emitter = (kit, context) => [
  file(
    "package.json",
    printJson({
      name: kit.packageName,
      version: kit.version,
      description: kit.summary,
      license: "MIT",
      type: "module",
      engines: { node: ">=20" },
      exports: {
        ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
        "./sandbox": { types: "./dist/sandbox.d.ts", default: "./dist/sandbox.js" },
        // Each definitions file has a declaration beside it: the runtime's type of its items.
        "./definitions/*.json": { types: "./definitions/*.json.d.ts", default: "./definitions/*.json" },
      },
      bin: { [binName(kit)]: "dist/bin.js" },
      files: ["dist", "definitions", "README.md", "LICENSE"],
      scripts: {
        // Declarations from TypeScript 7's tsc, by its path (the repository's `.bin/tsc` is TypeScript 6's); the code
        // as one module, since loading ~190 small modules dominates import time; the compiled validators copied beside
        // it as they are, read on the first call.
        build:
          "node ../../node_modules/typescript/bin/tsc --singleThreaded -p tsconfig.json --emitDeclarationOnly && " +
          "esbuild src/index.ts --bundle --format=esm --platform=node --target=node20 --packages=external --outfile=dist/index.js && " +
          `esbuild src/bin.ts src/sandbox.ts src/${VALIDATORS_FILE} --loader:.cjs=copy --format=esm --platform=node --target=node20 --outdir=dist`,
      },
      dependencies: { "@toolgen/runtime": `^${context.runtimeVersion}` },
    }),
  ),
  file(
    "tsconfig.json",
    printJson({
      extends: "../../tsconfig.base.json",
      compilerOptions: { rootDir: "src", outDir: "dist", declaration: true },
      include: ["src"],
    }),
  ),
  // The repository's licence travels in each package: npm includes a package's own LICENSE, not its parent's.
  file("LICENSE", (context.read ?? readRoot)("LICENSE")),
];
