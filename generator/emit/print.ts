// Printers shared by the emitters: TypeScript from ts-morph structures, JSON canonically.
import {
  printStructure,
  StructureKind,
  type CodeBlockWriter,
  type ExportSpecifierStructure,
  type ImportSpecifierStructure,
  type OptionalKind,
  type SourceFileStructure,
  type StatementStructures,
  type WriterFunction,
} from "ts-morph";
import { WIDTH, width } from "./columns.js";
import { Code, isFinal, literal } from "./layout.js";
import { generatedMarker, type EmitContext, type EmittedFile } from "./types.js";

/** The code a printed module's text depends on besides its emitter: part of every cache key for such a text. */
export const PRINTER_SOURCES = [
  "generator/emit/print.ts",
  "generator/emit/layout.ts",
  "generator/emit/columns.ts",
  "generator/emit/types.ts",
];

/**
 * Prints one generated module from its structure, once, without building a syntax tree, in prettier's layout as far
 * as layout.ts knows it. It starts with the generated marker, after a shebang when it is a program.
 */
export function printTypeScript(
  context: EmitContext,
  file: Omit<SourceFileStructure, "kind" | "leadingTrivia">,
  { shebang = false } = {},
): string {
  const header = `${shebang ? "#!/usr/bin/env node\n" : ""}// ${generatedMarker(context)}\n\n`;
  const statements = typeof file.statements === "object" ? file.statements?.map(withLists) : file.statements;
  return printStructure(
    { ...file, statements, kind: StructureKind.SourceFile, leadingTrivia: header },
    { indentNumberOfSpaces: 2 },
  );
}

export type Statement = string | WriterFunction | StatementStructures;

type Specifier = string | OptionalKind<ImportSpecifierStructure> | OptionalKind<ExportSpecifierStructure>;

/**
 * An import or export list past the width, one name a line, as prettier breaks it (ts-morph keeps it on one line).
 */
function withLists(statement: Statement): Statement {
  if (typeof statement !== "object") return statement;
  const names = (list: unknown): string[] | undefined =>
    Array.isArray(list) && list.every((s) => typeof s !== "function")
      ? (list as Specifier[]).map((s) => (typeof s === "string" ? s : s.alias ? `${s.name} as ${s.alias}` : s.name))
      : undefined;
  const broken = (start: string, list: string[], from: string | undefined) =>
    width(`${start}{ ${list.join(", ")} }${from ? ` from "${from}"` : ""};`) > WIDTH
      ? (writer: CodeBlockWriter) => {
          writer.newLine();
          for (const name of list) writer.write(`${name},`).newLine();
        }
      : undefined;
  if (statement.kind === StructureKind.ImportDeclaration) {
    const list = names(statement.namedImports);
    const writer = list && broken(statement.isTypeOnly ? "import type " : "import ", list, statement.moduleSpecifier);
    return writer ? { ...statement, namedImports: writer } : statement;
  }
  if (statement.kind === StructureKind.ExportDeclaration) {
    const list = names(statement.namedExports);
    const writer = list && broken(statement.isTypeOnly ? "export type " : "export ", list, statement.moduleSpecifier);
    return writer ? { ...statement, namedExports: writer } : statement;
  }
  return statement;
}

/** A statement written as laid out (layout.ts), apart from what precedes it by a blank line. */
export const block = (text: string) => (writer: CodeBlockWriter) => writer.blankLineIfLastNot().write(text);

/** A name in scope, inside a literal: written as it stands, or as a shorthand property under its own name. */
export const reference = (name: string) => new Code(name);

/** `callee(value)` with its one argument, a literal, hugged as prettier lays out a call's only object argument. */
export const call = (callee: string, value: unknown) => `${callee}(${literal(value)})`;

/** A TypeScript file, marked final when its text is in prettier's layout (else the write stage formats it). */
export function typescriptFile(path: string, content: string): EmittedFile {
  return isFinal(content)
    ? { path, format: "typescript", content, layout: "final" }
    : { path, format: "typescript", content };
}

/** JSON with two-space indentation and a final newline; key order is the order the model built. */
export function printJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
