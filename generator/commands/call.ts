// `toolgen call <kit> <Tool> --input '<json>'`: a maintainer's way to try one tool. Prints the JSON result (exit 0),
// or the error envelope on stderr (exit 1). Unreadable --input / --input-file is a usage error (exit 2): the tool
// never ran; input the tool refuses is its `invalid_input` envelope (exit 1), as for any other call.
import type { Command } from "commander";
import { addConnectionOptions, UsageError, type ConnectionOptions } from "@toolgen/runtime/mcp/cli";
import { kitArgument, loadTarget } from "./kits.js";
import { runKitCommand, type Io, type Print } from "./io.js";
import { printOutcome, readSource, withKit } from "./one-shot.js";

interface CallOptions extends ConnectionOptions {
  input?: string;
  inputFile?: string;
  wire?: boolean;
}

export function registerCall(program: Command, print: Print): void {
  const command = program
    .command("call")
    .description(
      "run one tool and print its JSON result; the error envelope goes to stderr with exit 1 (token from <KIT>_TOKEN, or see --auth)",
    )
    .addArgument(kitArgument())
    .argument("<tool>", "tool name, e.g. WhoAmI")
    .option("--input <json>", "the tool's input as a JSON object (default {})")
    .option("--input-file <file>", "read the input JSON from a file ('-' for stdin)")
    .option("--sandbox", "call the kit's sandbox (seeded data, started in this process) instead of the provider")
    .option("--wire", "with --sandbox: print each request the sandbox receives to stderr");
  addConnectionOptions(command).action(async (id: string, tool: string, opts: CallOptions) => {
    const target = await loadTarget(id);
    await runKitCommand(command, async () => {
      const input = await readInput(opts, print.io.stdin);
      const { runTool } = await import("@toolgen/runtime");
      // A person reads the result: it is printed whole, not fitted to a model's budget.
      const run = (kit: Parameters<typeof runTool>[0]) => runTool(kit, tool, input, { resultBudget: false });
      const outcome = await withKit(target, opts, run, opts.wire ? print.err : undefined);
      printOutcome(print, outcome.ok, outcome.ok ? outcome.value : outcome.error);
    });
  });
}

async function readInput({ input, inputFile: file }: CallOptions, stdin: Io["stdin"]): Promise<unknown> {
  if (input !== undefined && file !== undefined) throw new UsageError("give --input or --input-file, not both.");
  const text = file === undefined ? input : await readSource(file, stdin);
  try {
    return text === undefined ? {} : JSON.parse(text);
  } catch (error) {
    const source = file === undefined ? "--input" : file === "-" ? "stdin" : file;
    throw new UsageError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
}
