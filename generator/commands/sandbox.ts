// `toolgen sandbox <kit>`: the kit's sandbox as a standalone server, for any client (the toolkit, the official
// SDKs, curl). Prints the base URL on stdout and runs until SIGINT/SIGTERM.
import { type Command, InvalidArgumentError, Option } from "commander";
import { portNumber } from "@toolgen/runtime/mcp/cli";
import type { Print } from "./io.js";
import { kitArgument, loadTarget } from "./kits.js";

export function registerSandbox(program: Command, { out, err }: Print): void {
  program
    .command("sandbox")
    .description("run a kit's sandbox: an embedded, stateful upstream with seeded data (any token but 'revoked-token')")
    .addArgument(kitArgument())
    .addOption(new Option("--port <port>", "port to listen on (0: any free one)").argParser(portNumber).default(0))
    .option("--host <address>", "address to bind", "127.0.0.1")
    .addOption(
      new Option("--seed <n>", "seed of the generated data").argParser((v) => {
        if (!/^\d+$/.test(v)) throw new InvalidArgumentError("not a whole number.");
        return Number(v);
      }),
    )
    .action(async (id: string, { port, host, seed }: { port: number; host: string; seed?: number }) => {
      const target = await loadTarget(id);
      const { startSandbox } = await target.sandbox!();
      const sandbox = await startSandbox({ port, host, ...(seed !== undefined && { seed }) });
      out(sandbox.url);
      err(`${target.name} sandbox on ${sandbox.url} (origin ${sandbox.origin}); Ctrl-C stops it`);
      const stop = () => void sandbox.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
}
