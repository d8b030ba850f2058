// src/bin.ts: the package's own MCP server command, so an installed package serves without the repository.
// The command line itself lives in the runtime (shared with `toolgen serve`); this only names the kit.
import type { KitModel } from "../model/index.js";
import { Code, literal } from "./literal.js";
import { StructureKind, printTypeScript, file } from "./print.js";
import type { Emitter } from "./types.js";

/** The command a package installs, e.g. `toolgen-content-api`. */
export const binName = (kit: KitModel) => `toolgen-${kit.id}`;

export const serverBin: Emitter = (kit, context) => [
  file(
    "src/bin.ts",
    printTypeScript(
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
                `// \`${binName(kit)} [--http <port>] [--sandbox] [--discovery search] …\`: its options in --help.`,
              )
              .write(`await runServerCli(${literal(serverOptions(kit))});`)
              .newLine(),
        ],
      },
      { shebang: true },
    ),
  ),
];

function serverOptions(kit: KitModel) {
  return {
    id: kit.id,
    name: kit.packageName,
    version: kit.version,
    createToolkit: new Code("createToolkit"),
    sandbox: new Code('() => import("./sandbox.js")'),
  };
}
