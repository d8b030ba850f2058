// `toolgen exec <kit> <file|->`: runs a code-mode script against the kit (or its sandbox) and prints what it
// returned, as JSON (exit 0); a script that fails prints its structured error on stderr (exit 1).
import { InvalidArgumentError, type Command } from "commander";
import { addConnectionOptions, type ConnectionOptions } from "@toolgen/runtime/mcp/cli";
import type { ExecuteResult } from "@toolgen/runtime";
import { diagnosticLine, typecheckSummary } from "@toolgen/runtime/code/diagnostics.js";
import { kitArgument, loadTarget } from "./kits.js";
import { Failure, runKitCommand, type Print } from "./io.js";
import { printOutcome, readSource, withKit } from "./one-shot.js";

interface ExecOptions extends ConnectionOptions {
  typecheck?: boolean;
  prepareMs?: number;
}

export function registerExec(program: Command, print: Print): void {
  const command = program
    .command("exec")
    .description(
      "run a script (the body of an async function; each tool is a function of the same name) and print what it returns",
    )
    .addArgument(kitArgument())
    .argument("<file>", "the script, TypeScript or JavaScript ('-' for stdin)")
    .option("--typecheck", "check the script against the kit's declarations first, and print the problems instead")
    .option(
      "--prepare-ms <ms>",
      "milliseconds to strip and type-check the script in (default 10000; a process's first type-check loads TypeScript)",
      (value: string) => {
        const ms = Number(value);
        if (!Number.isInteger(ms) || ms < 1)
          throw new InvalidArgumentError("a whole number of milliseconds, at least 1");
        return ms;
      },
    )
    .option(
      "--sandbox",
      "run against the kit's sandbox (seeded data, started in this process) instead of the provider",
    );
  addConnectionOptions(command).action(async (id: string, file: string, opts: ExecOptions) => {
    const target = await loadTarget(id);
    await runKitCommand(command, async () => {
      const code = await readSource(file, print.io.stdin);
      const result = await withKit(target, opts, (kit) => {
        if (!("execute" in kit)) throw new Error(`${target.name} has no code mode.`);
        const run = kit as { execute(code: string, o: object): Promise<ExecuteResult> };
        return run.execute(code, {
          typecheck: opts.typecheck === true,
          ...(opts.prepareMs !== undefined && { prepareMs: opts.prepareMs }),
        });
      });
      for (const line of result.logs) print.err(printable(line));
      if (!result.ok && result.error.kind === "typecheck" && result.error.diagnostics) {
        // As tsc prints them: each problem at the file's own line and column, every one of them.
        const name = file === "-" ? "stdin" : file;
        const { diagnostics } = result.error;
        for (const d of diagnostics) print.err(printable(diagnosticLine(d, name)));
        throw new Failure(`\n${typecheckSummary(diagnostics.length)}`);
      }
      printOutcome(print, result.ok, result.ok ? result.value : { error: result.error, calls: result.calls });
    });
  });
}

/** A log line with its control characters (tab aside) written as escapes: a script must not drive the terminal. */
function printable(line: string): string {
  return line.replace(
    /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g,
    (c) => ({ "\n": "\\n", "\r": "\\r" })[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
}
