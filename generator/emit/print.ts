// Printers shared by the emitters: TypeScript from ts-morph structures, JSON canonically.
import { printStructure, type SourceFileStructure } from "ts-morph";

/** Prints one source file from its structure, once, without building a syntax tree (prettier formats it next). */
export function printTypeScript(structure: SourceFileStructure): string {
  return printStructure(structure, { indentNumberOfSpaces: 2 });
}

/** JSON with two-space indentation and a final newline; key order is the order the model built. */
export function printJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A value as TypeScript source (JSON is valid TypeScript; prettier tidies the quoting). */
export function literal(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
