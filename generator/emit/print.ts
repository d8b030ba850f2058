// Printers shared by the emitters: TypeScript from ts-morph structures, JSON canonically.
import {
  printStructure,
  StructureKind,
  type SourceFileStructure,
  type StatementStructures,
  type WriterFunction,
} from "ts-morph";
import { Code, literal } from "./literal.js";
import { generatedMarker, type EmitContext, type EmittedFile } from "./types.js";

/**
 * Prints one generated module from its structure, once, without building a syntax tree (the write stage formats it).
 * It starts with the generated marker, after a shebang when it is a program.
 */
export function printTypeScript(
  context: Pick<EmitContext, "manifestPath">,
  file: Omit<SourceFileStructure, "kind" | "leadingTrivia">,
  { shebang = false } = {},
): string {
  const header = `${shebang ? "#!/usr/bin/env node\n" : ""}// ${generatedMarker(context)}\n\n`;
  return printStructure(
    { ...file, kind: StructureKind.SourceFile, leadingTrivia: header },
    { indentNumberOfSpaces: 2 },
  );
}

export type Statement = string | WriterFunction | StatementStructures;

/**
 * A module printed in blocks: the marker line (markerBlock), then groups of statements each printed on its own
 * (printBlock). The write stage formats a block at a time (each kept in the store by its text), so a change to one
 * tool formats one block. Blocks are joined by one blank line, which prettier keeps between top-level statements, and
 * none continues another: each is formatted exactly as within the whole (a test proves it on the generated files).
 */
export const markerBlock = (context: Pick<EmitContext, "manifestPath">): string => `// ${generatedMarker(context)}\n`;

/** One block of a module printed in blocks (see markerBlock). */
export const printBlock = (statements: Statement[]): string =>
  printStructure({ kind: StructureKind.SourceFile, statements }, { indentNumberOfSpaces: 2 });

/** A TypeScript file, whole or in blocks (markerBlock), for the write stage to format. */
export const typescriptFile = (path: string, content: string | string[]): EmittedFile =>
  typeof content === "string"
    ? { path, format: "typescript", content }
    : { path, format: "typescript", content: content.join("\n"), blocks: content };

/** JSON with two-space indentation and a final newline; key order is the order the model built. */
export function printJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A name in scope, inside a literal: written as it stands, or as a shorthand property under its own name. */
export const reference = (name: string) => new Code(name);

/** `callee(value)`, its one argument a literal. */
export const call = (callee: string, value: unknown) => `${callee}(${literal(value)})`;
