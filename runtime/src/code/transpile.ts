// TypeScript in a script is stripped by sucrase, an optional dependency loaded on first use: it keeps every line
// where it was, so an error's line is the script's own. Without it, plain JavaScript still runs.
import type { ExecuteError } from "./types.js";

type Sucrase = {
  transform(code: string, options: { transforms: string[]; disableESTransforms: boolean }): { code: string };
};

export async function stripTypes(code: string): Promise<{ code: string } | { error: ExecuteError }> {
  const sucrase = await loadSucrase();
  if (!sucrase) return { code };
  try {
    // Parsed as the body of an async function, so top-level await and return are the script's own.
    const wrapped = `async function script() {\n${code}\n}`;
    const out = sucrase.transform(wrapped, { transforms: ["typescript"], disableESTransforms: true }).code;
    const open = out.indexOf("{\n");
    const close = out.lastIndexOf("\n}");
    return { code: out.slice(open + 2, close) };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const at = /\((\d+):(\d+)\)/.exec(text);
    return {
      error: {
        kind: "syntax",
        message: `SyntaxError: ${text.replace(/\s*\(\d+:\d+\)\s*$/, "")}`,
        ...(at && { line: Math.max(1, Number(at[1]) - 1), column: Number(at[2]) + 1 }),
      },
    };
  }
}

async function loadSucrase(): Promise<Sucrase | undefined> {
  try {
    const name = "sucrase";
    return (await import(name)) as Sucrase;
  } catch {
    return undefined;
  }
}
