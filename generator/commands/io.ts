// Where a command prints and what it reads: the process's streams, or a test's (a command then runs in its process).
import type { Command } from "commander";
import { runOrExit } from "@toolgen/runtime/mcp/cli";

export interface Io {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  /** Read by `--input-file -` and `exec … -`; the process's stdin when absent. */
  stdin?: AsyncIterable<Buffer | string>;
}

/** A run's streams, and each a line at a time. */
export interface Print {
  io: Io;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A failed run (exit 1); its message, if any, is printed on stderr. */
export class Failure extends Error {}

/** Runs a kit command's work as the runtime's bins do, but a failure fails this run (exit 1), not the process. */
export function runKitCommand(command: Command, work: () => Promise<void>): Promise<void> {
  return runOrExit(command, work, (line, error) => {
    throw error instanceof Failure ? error : new Failure(line);
  });
}
