// Type-checking a script against the kit's API declarations, with TypeScript (an optional dependency, loaded on first
// use). The script is checked as the body of an async function, so its diagnostics' lines are its own.
import path from "node:path";
import type * as TS from "@typescript/typescript6";
import { diagnosticLine, typecheckSummary } from "./diagnostics.js";
import type { Diagnostic, ExecuteError } from "./types.js";

const SCRIPT = "/script.ts";
const API = "/api.d.ts";
const GLOBALS = "/globals.d.ts";
const GLOBALS_TEXT = `declare const console: { log(...values: unknown[]): void };
declare function sleep(ms: number): Promise<void>;
declare class ToolError extends Error { kind: string; tool?: string; status?: number; hint?: string; retryable: boolean }
`;

/** Checks scripts; keeps the compiler and its parsed library files between checks. */
export class TypeChecker {
  private ts?: Promise<typeof TS | undefined>;

  /** `load` finds the compiler's API (in the installed packages unless a test says otherwise). */
  constructor(private readonly load: () => Promise<typeof TS | undefined> = loadTypeScript) {}
  private readonly files = new Map<string, { text: string; file: TS.SourceFile }>();

  async check(code: string, declarations: string): Promise<ExecuteError | undefined> {
    const ts = await (this.ts ??= this.load());
    if (!ts)
      return {
        kind: "unavailable",
        message:
          "Type-check unavailable: no TypeScript compiler API is installed (typescript 5 or 6, or @typescript/typescript6 beside typescript 7).",
      };
    const texts = new Map([
      [SCRIPT, `async function script() {\n${code}\n}\nexport {};\n`],
      [API, declarations],
      [GLOBALS, GLOBALS_TEXT],
    ]);
    const options: TS.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts"],
      types: [],
      skipLibCheck: true,
    };
    const host = ts.createCompilerHost(options);
    // Nothing of the disk but TypeScript's own library: a script's `import("/proc/self/cwd/…")` or relative path
    // must not read the server's files into a diagnostic.
    const libDir = path.dirname(path.resolve(ts.getDefaultLibFilePath(options)));
    const isLib = (name: string) => {
      const full = path.resolve(name);
      return path.dirname(full) === libDir && /^lib\.[\w.]*\.d\.ts$/.test(path.basename(full));
    };
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language) => {
      const text = texts.get(name);
      if (text !== undefined) return this.sourceFile(ts, name, text, language);
      if (!isLib(name)) return undefined;
      const known = this.files.get(name);
      if (known) return known.file;
      const file = read(name, language);
      if (file) this.files.set(name, { text: file.text, file });
      return file;
    };
    host.fileExists = (name) => texts.has(name) || (isLib(name) && ts.sys.fileExists(name));
    host.readFile = (name) => texts.get(name) ?? (isLib(name) ? ts.sys.readFile(name) : undefined);
    host.directoryExists = () => false;
    host.getDirectories = () => [];
    host.realpath = (name) => name;
    // Every module specifier is refused: the script's API is global.
    host.resolveModuleNameLiterals = (literals) => literals.map(() => ({ resolvedModule: undefined }));
    host.resolveTypeReferenceDirectiveReferences = (references) =>
      references.map(() => ({ resolvedTypeReferenceDirective: undefined }));
    const program = ts.createProgram([SCRIPT, API, GLOBALS], options, host);
    const script = program.getSourceFile(SCRIPT)!;
    const diagnostics: Diagnostic[] = [
      ...program.getSyntacticDiagnostics(script),
      ...program.getSemanticDiagnostics(script),
    ]
      .filter((d) => d.start !== undefined)
      .map((d) => {
        const at = d.file!.getLineAndCharacterOfPosition(d.start!);
        return {
          line: at.line,
          column: at.character + 1,
          code: d.code,
          message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
        };
      })
      .filter((d) => d.line >= 1);
    if (diagnostics.length === 0) return undefined;
    const first = diagnostics[0]!;
    return {
      kind: "typecheck",
      message: [typecheckSummary(diagnostics.length), ...diagnostics.map((d) => diagnosticLine(d))].join("\n"),
      line: first.line,
      column: first.column,
      diagnostics,
    };
  }

  private sourceFile(
    ts: typeof TS,
    name: string,
    text: string,
    language: TS.ScriptTarget | TS.CreateSourceFileOptions,
  ) {
    const known = this.files.get(name);
    if (known?.text === text) return known.file;
    const file = ts.createSourceFile(name, text, language);
    this.files.set(name, { text, file });
    return file;
  }
}

/**
 * Where the compiler's JavaScript API may be, in order: `typescript` itself up to version 6, then TypeScript 6's own
 * package, which is installed beside `typescript` 7 (a native compiler whose package has no such API).
 */
export const COMPILER_API = ["typescript", "@typescript/typescript6"] as const;

/** The first of COMPILER_API that imports and holds the API; `load` imports a package by name. */
export async function loadTypeScript(
  load: (name: string) => Promise<unknown> = (name) => import(name),
): Promise<typeof TS | undefined> {
  for (const name of COMPILER_API) {
    const loaded = (await load(name).catch(() => undefined)) as { default?: typeof TS } | undefined;
    const ts = (loaded?.default ?? loaded) as Partial<typeof TS> | undefined;
    if (typeof ts?.createProgram === "function") return ts as typeof TS;
  }
  return undefined;
}
