// What the one-shot commands (`call`, `exec`) share: a file or stdin read as text, and the kit's sandbox started
// for the one run.
import { readFile } from "node:fs/promises";
import { UsageError, type ConnectionOptions, type KitTarget } from "@toolgen/runtime/mcp/cli";
import type { Sandbox } from "@toolgen/runtime/sandbox";

/** A file's text, or stdin's for "-"; a file that cannot be read is a usage error. */
export async function readSource(file: string): Promise<string> {
  const source = file === "-" ? "stdin" : file;
  try {
    if (file !== "-") return await readFile(file, "utf8");
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  } catch (error) {
    throw new UsageError(`cannot read ${source}: ${(error as Error).message}`);
  }
}

/** The kit's sandbox for `--sandbox`, for the one run. */
export async function startSandbox(
  target: KitTarget,
  opts: ConnectionOptions,
  { wire = false }: { wire?: boolean } = {},
): Promise<Sandbox> {
  if (opts.baseUrl !== undefined) throw new UsageError("--sandbox and --base-url exclude each other.");
  if (!target.sandbox) throw new UsageError(`${target.name} has no sandbox.`);
  const { startSandbox: start } = await target.sandbox();
  // --wire: every request the sandbox answers, on stderr (a Slack sandbox logs them; the Box one ignores the option).
  return start(wire ? ({ log: (line: string) => process.stderr.write(`sandbox: ${line}\n`) } as object) : {});
}
