// What the one-shot commands (`call`, `exec`) share: a file or stdin read as text, and the kit's sandbox started
// for the one run.
import { readFile } from "node:fs/promises";
import { openToolkit, UsageError, type ConnectionOptions, type KitTarget } from "@toolgen/runtime/mcp/cli";
import type { Sandbox } from "@toolgen/runtime/sandbox";
import { Failure, type Io, type Print } from "./io.js";

/** A file's text, or stdin's for "-"; a file that cannot be read is a usage error. */
export async function readSource(file: string, stdin: NonNullable<Io["stdin"]> = process.stdin): Promise<string> {
  const source = file === "-" ? "stdin" : file;
  try {
    if (file !== "-") return await readFile(file, "utf8");
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString("utf8");
  } catch (error) {
    throw new UsageError(`cannot read ${source}: ${(error as Error).message}`);
  }
}

type Toolkit = ReturnType<typeof openToolkit>;

/** Runs `use` on the kit, opened against its sandbox (started for this run) with `--sandbox`. */
export async function withKit<T>(
  target: KitTarget,
  opts: ConnectionOptions,
  use: (kit: Toolkit) => Promise<T>,
  wire?: (line: string) => void,
): Promise<T> {
  const sandbox = opts.sandbox ? await startSandbox(target, opts, wire) : undefined;
  try {
    return await use(openToolkit(target, { ...opts, ...(sandbox ? { sandboxUrl: sandbox.url } : {}) }));
  } finally {
    await sandbox?.close();
  }
}

/** A result as indented JSON on stdout, or a failure on stderr with exit code 1. */
export function printOutcome({ out }: Print, ok: boolean, shown: unknown): void {
  const json = JSON.stringify(shown, null, 2);
  if (!ok) throw new Failure(json);
  out(json);
}

/** The kit's sandbox for `--sandbox`, for the one run; `wire` gets each request it answers. */
async function startSandbox(
  target: KitTarget,
  opts: ConnectionOptions,
  wire?: (line: string) => void,
): Promise<Sandbox> {
  if (opts.baseUrl !== undefined) throw new UsageError("--sandbox and --base-url exclude each other.");
  if (!target.sandbox) throw new UsageError(`${target.name} has no sandbox.`);
  const { startSandbox: start } = await target.sandbox();
  // --wire: a Slack sandbox logs every request it answers; the Box one ignores the option.
  return start(wire ? ({ log: (line: string) => wire(`sandbox: ${line}`) } as object) : {});
}
