// The tool table of a package and the name → input map that types `kit.call`.
import { StructureKind, VariableDeclarationKind, call, file, namedFrom, printTypeScript, reference } from "./print.js";
import type { Emitter } from "./types.js";

/** All the index is printed from. */
interface IndexInputs {
  manifestPath: string;
  namespace: string;
  tools: Array<{ name: string; inputType: string }>;
}

const byName = (tools: IndexInputs["tools"]) => Object.fromEntries(tools.map((t) => [t.name, reference(t.name)]));

const printIndex = (kit: IndexInputs) =>
  printTypeScript(kit, {
    statements: [
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "@toolgen/runtime", namedImports: ["type Tool"] },
      ...kit.tools.map((t) => namedFrom("import", `./${t.name}.js`, [t.name, `type ${t.inputType}`])),
      ...kit.tools.map((t) => namedFrom("export", `./${t.name}.js`, [t.inputType], { typeOnly: true })),
      {
        kind: StructureKind.Interface,
        isExported: true,
        name: `${kit.namespace}Inputs`,
        docs: ["The input of each tool, by tool name."],
        properties: kit.tools.map((t) => ({ name: t.name, type: t.inputType })),
      },
      {
        kind: StructureKind.VariableStatement,
        leadingTrivia: (writer) => writer.blankLineIfLastNot(),
        isExported: true,
        docs: ["Every tool of the kit, by name."],
        declarationKind: VariableDeclarationKind.Const,
        declarations: [
          {
            name: "tools",
            type: "Readonly<Record<string, Tool>>",
            initializer: call("Object.freeze", byName(kit.tools)),
          },
        ],
      },
    ],
  });

export const toolsIndex: Emitter = (kit, context) => {
  const inputs: IndexInputs = {
    manifestPath: context.manifestPath,
    namespace: kit.namespace,
    tools: kit.tools.map(({ name, inputType }) => ({ name, inputType })),
  };
  return [file("src/tools/index.ts", printIndex(inputs))];
};
