// Printers shared by the emitters: TypeScript from ts-morph structures, JSON canonically.
import { printStructure, StructureKind, type SourceFileStructure } from "ts-morph";
import { generatedMarker, type EmitContext } from "./types.js";

/**
 * Prints one generated module from its structure, once, without building a syntax tree (prettier formats it next).
 * It starts with the generated marker, after a shebang when it is a program.
 */
export function printTypeScript(
  context: EmitContext,
  file: Omit<SourceFileStructure, "kind" | "leadingTrivia">,
  { shebang = false } = {},
): string {
  const header = `${shebang ? "#!/usr/bin/env node\n" : ""}// ${generatedMarker(context)}\n\n`;
  return printStructure(
    { ...file, kind: StructureKind.SourceFile, leadingTrivia: header },
    { indentNumberOfSpaces: 2 },
  );
}

/** JSON with two-space indentation and a final newline; key order is the order the model built. */
export function printJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A value as TypeScript source (JSON is valid TypeScript; prettier tidies the quoting). */
export function literal(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
