// Printers shared by the emitters. Their output is final: TypeScript from ts-morph structures with fixed settings,
// JSON from one JSON.stringify a file. Nothing formats it afterwards.
import { createRequire } from "node:module";
import type * as TsMorph from "ts-morph";
import type { PrintStructureOptions, SourceFileStructure, StatementStructures, WriterFunction } from "ts-morph";
import { Code, literal, WIDTH } from "./literal.js";
import { generatedMarker, type EmitContext, type EmittedFile } from "./types.js";

// ts-morph is CommonJS: required rather than imported, so Node does not scan its megabytes of source for export names
// at each start. The emitters take its values from here.
const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof TsMorph;
export const { printStructure, StructureKind, VariableDeclarationKind } = tsMorph;

/** The printer's settings for every generated module: two spaces, double quotes, LF. */
export const PRINT: PrintStructureOptions = { indentNumberOfSpaces: 2, useSingleQuote: false, newLine: "\n" };

/** Prints one generated module from its structure, starting with the generated marker (after a shebang for a program). */
export function printTypeScript(
  context: Pick<EmitContext, "manifestPath">,
  file: Omit<SourceFileStructure, "kind" | "leadingTrivia">,
  { shebang = false } = {},
): string {
  const header = `${shebang ? "#!/usr/bin/env node\n" : ""}// ${generatedMarker(context)}\n\n`;
  return printStructure({ ...file, kind: StructureKind.SourceFile, leadingTrivia: header }, PRINT);
}

export type Statement = string | WriterFunction | StatementStructures;

/** A file of the package. */
export const file = (path: string, text: string): EmittedFile => ({ path, text });

/**
 * `<path>.d.ts`: the type of a JSON file the package ships, written with the runtime's type `imported`, so that
 * `import x from "<package>/<path>" with { type: "json" }` keeps its literal types under `tsc --strict`.
 */
export function jsonDeclaration(
  context: Pick<EmitContext, "manifestPath">,
  path: string,
  { imported, type, name }: { imported: string; type: string; name: string },
): EmittedFile {
  return file(
    `${path}.d.ts`,
    printTypeScript(context, {
      statements: [
        {
          kind: StructureKind.ImportDeclaration,
          isTypeOnly: true,
          moduleSpecifier: "@toolgen/runtime",
          namedImports: [imported],
        },
        {
          kind: StructureKind.VariableStatement,
          leadingTrivia: (writer) => writer.blankLineIfLastNot(),
          docs: [`The type of ${path.split("/").pop()}.`],
          hasDeclareKeyword: true,
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name, type }],
        },
        { kind: StructureKind.ExportAssignment, isExportEquals: false, expression: name },
      ],
    }),
  );
}

export { printCompactJson, printJson } from "./json.js";

/** A name in scope, inside a literal: written as it stands, or as a shorthand property under its own name. */
export const reference = (name: string) => new Code(name);

/** `callee(value)`, its one argument a literal. */
export const call = (callee: string, value: unknown) => `${callee}(${literal(value)})`;

/** A declaration's text and its JSDoc lines. */
export interface Declaration {
  text: string;
  docs?: string[];
}

/**
 * A declaration written as its text stands, after a blank line (and a `// mark` line), with its JSDoc. For declarations
 * whose values span lines: the printer would indent the later lines of an initializer or a property's type once more.
 */
export const declaration =
  ({ text, docs = [] }: Declaration, mark?: string): WriterFunction =>
  (writer) => {
    writer.blankLineIfLastNot();
    if (mark) writer.writeLine(`// ${mark}`);
    for (const doc of docs) writer.writeLine(`/** ${doc} */`);
    writer.write(text);
  };

/**
 * `import { … } from "…";` (or `export { … } from "…";`): on one line when it fits the width, else one name a line. A
 * name may be `{ name, alias }`.
 */
export function namedFrom(
  keyword: "import" | "export",
  moduleSpecifier: string,
  names: Array<string | { name: string; alias: string }>,
  { typeOnly = false } = {},
): WriterFunction {
  const spelled = names.map((n) => (typeof n === "string" ? n : `${n.name} as ${n.alias}`));
  const head = `${keyword} ${typeOnly ? "type " : ""}`;
  const tail = ` from ${JSON.stringify(moduleSpecifier)};`;
  const flat = `${head}{ ${spelled.join(", ")} }${tail}`;
  const text = flat.length <= WIDTH ? flat : `${head}{\n${spelled.map((n) => `  ${n},\n`).join("")}}${tail}`;
  return (writer) => writer.writeLine(text);
}
