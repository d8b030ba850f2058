// The tool table of a package and the name → input map that types `kit.call`.
import { StructureKind } from "ts-morph";
import type { KitModel } from "../model/index.js";
import { byInputs, contextKey } from "./per-tool.js";
import { block, call, PRINTER_SOURCES, printTypeScript, reference, typescriptFile } from "./print.js";
import type { EmitContext, Emitter } from "./types.js";

// A function of the tools' names and input types: a save that changes neither reuses the last text.
const remembered = byInputs("tool-indexes", ["generator/emit/tools-index.ts", ...PRINTER_SOURCES]);

export const toolsIndex: Emitter = (kit, context) => {
  const inputs = [contextKey(context), kit.namespace, ...kit.tools.map((t) => `${t.name} ${t.inputType}`)];
  return [
    typescriptFile(
      "src/tools/index.ts",
      remembered(inputs.join("\n"), () => printIndex(kit, context)),
    ),
  ];
};

function printIndex(kit: KitModel, context: EmitContext): string {
  const byName = Object.fromEntries(kit.tools.map((t) => [t.name, reference(t.name)]));
  return printTypeScript(context, {
    statements: [
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "@toolgen/runtime", namedImports: ["type Tool"] },
      ...kit.tools.map((t) => ({
        kind: StructureKind.ImportDeclaration as const,
        moduleSpecifier: `./${t.name}.js`,
        namedImports: [t.name, `type ${t.inputType}`],
      })),
      ...kit.tools.map((t) => ({
        kind: StructureKind.ExportDeclaration as const,
        isTypeOnly: true,
        moduleSpecifier: `./${t.name}.js`,
        namedExports: [t.inputType],
      })),
      {
        kind: StructureKind.Interface,
        isExported: true,
        name: `${kit.namespace}Inputs`,
        docs: ["The input of each tool, by tool name."],
        properties: kit.tools.map((t) => ({ name: t.name, type: t.inputType })),
      },
      block(
        "/** Every tool of the kit, by name. */\n" +
          `export const tools: Readonly<Record<string, Tool>> = ${call("Object.freeze", byName)};`,
      ),
    ],
  });
}
