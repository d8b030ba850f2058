// src/bin.ts: the package's own MCP server command, so an installed package serves without the repository.
// The command line itself lives in the runtime (shared with `toolgen serve`); this only names the kit.
import { StructureKind } from "ts-morph";
import type { KitModel } from "../model/index.js";
import { literal, printTypeScript } from "./print.js";
import type { Emitter } from "./types.js";

/** The command a package installs, e.g. `toolgen-content-api`. */
export const binName = (kit: KitModel) => `toolgen-${kit.id}`;

export const serverBin: Emitter = (kit, context) => [
  {
    path: "src/bin.ts",
    format: "typescript",
    content: printTypeScript(
      context,
      {
        statements: [
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: "@toolgen/runtime/mcp/cli",
            namedImports: ["runServerCli"],
          },
          { kind: StructureKind.ImportDeclaration, moduleSpecifier: "./index.js", namedImports: ["createToolkit"] },
          (writer) =>
            writer
              .blankLine()
              .writeLine(
                `// \`${binName(kit)} [--http <port>] [--tools <globs>] [--group <name>] [--read-only] [--discovery search] [--sandbox]\`; see --help.`,
              )
              .writeLine(
                `await runServerCli({ id: ${literal(kit.id)}, name: ${literal(kit.packageName)}, version: ${literal(kit.version)}, createToolkit, sandbox: () => import("./sandbox.js") });`,
              ),
        ],
      },
      { shebang: true },
    ),
  },
];
