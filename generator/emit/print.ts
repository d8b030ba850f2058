// Printers shared by the emitters: TypeScript from ts-morph structures, JSON canonically.
import { Project, type SourceFileStructure } from "ts-morph";

let project: Project | undefined;

/** Prints one source file from its structure; every file is created once and printed once. */
export function printTypeScript(structure: SourceFileStructure): string {
  project ??= new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
  const file = project.createSourceFile("file.ts", structure, { overwrite: true });
  const text = file.getFullText();
  project.removeSourceFile(file);
  return text;
}

/** JSON with two-space indentation and a final newline; key order is the order the model built. */
export function printJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A value as TypeScript source (JSON is valid TypeScript; prettier tidies the quoting). */
export function literal(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
