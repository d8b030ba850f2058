// test/conformance.test.ts: the runtime's conformance suite, wired to the kit and its table of cases (cases.json).
import { StructureKind, printTypeScript, file } from "./print.js";
import type { Emitter } from "./types.js";

export const conformanceTest: Emitter = (kit, context) => [
  file(
    "test/conformance.test.ts",
    printTypeScript(context, {
      statements: [
        {
          kind: StructureKind.ImportDeclaration,
          moduleSpecifier: "@toolgen/runtime/testing",
          namedImports: ["conformanceSuite"],
        },
        {
          kind: StructureKind.ImportDeclaration,
          moduleSpecifier: kit.packageName,
          namedImports: ["createToolkit", "tools"],
        },
        {
          kind: StructureKind.ImportDeclaration,
          moduleSpecifier: "./cases.json",
          defaultImport: "cases",
          attributes: [{ name: "type", value: "json" }],
        },
        (writer) => writer.blankLine().write("conformanceSuite({ createToolkit, tools, cases });"),
      ],
    }),
  ),
];
