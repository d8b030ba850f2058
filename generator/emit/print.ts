// Printers shared by the emitters: TypeScript from ts-morph structures, JSON canonically.
import {
  printStructure,
  StructureKind,
  type CodeBlockWriter,
  type SourceFileStructure,
  type StatementStructures,
  type WriterFunction,
} from "ts-morph";
import { breakLists, isFinal } from "./layout.js";
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
  // An interface without members closes on its own line as ts-morph prints it; prettier writes `{}`.
  return breakLists(
    printStructure(
      { ...file, kind: StructureKind.SourceFile, leadingTrivia: header },
      { indentNumberOfSpaces: 2 },
    ).replace(/^((?:export )?interface \w+) \{\n\}$/gm, "$1 {}"),
  );
}

export type Statement = string | WriterFunction | StatementStructures;

/** A statement written as laid out (layout.ts), apart from what precedes it by a blank line. */
export const block = (text: string) => (writer: CodeBlockWriter) => writer.blankLineIfLastNot().write(text);

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
