// How the tests run the CLI. A command runs in the test's process (`runHere`); a served `serve` or `sandbox`, and the
// tests of a process's own behaviour, spawn one. A spawned one starts from the bundle `make test` builds first (with the kits
// their commands run and code mode's worker) and names in TOOLGEN_CLI, as make runs them; without it (a test file run
// alone), from the bin, which runs the sources through tsx.
import path from "node:path";
import { Readable } from "node:stream";
import { ROOT } from "./paths.js";

/** The bin, as `npx toolgen` runs it. */
export const BIN = path.join(ROOT, "generator/bin/toolgen.js");

/** What a test starts. */
export const CLI = process.env.TOOLGEN_CLI ? path.resolve(ROOT, process.env.TOOLGEN_CLI) : BIN;

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * A command run in this process from the sources, as the CLI runs it: its exit code and what it printed. `env` entries
 * are set for the run (undefined: removed) and restored after it, so runs that set any go one at a time; `stdin` is
 * what the command reads for "-".
 */
export async function runHere(args: string[], env: Record<string, string | undefined> = {}, stdin = ""): Promise<Run> {
  const { runCli } = await import("../../generator/program.js");
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  };
  const run: Run = { status: 0, stdout: "", stderr: "" };
  const exitCode = process.exitCode;
  set(env);
  try {
    run.status = await runCli(args, {
      stdout: { write: (text: string) => (run.stdout += text) },
      stderr: { write: (text: string) => (run.stderr += text) },
      stdin: Readable.from([stdin]),
    });
  } finally {
    set(saved);
  }
  // A command answers its exit code and prints through the streams it is given, never the process's own.
  if (process.exitCode !== exitCode) throw new Error(`toolgen ${args.join(" ")} set the process's exit code`);
  return run;
}
