// `toolgen serve <kit>`: the MCP server of a generated kit, straight from the repository. The options and the
// serving are the runtime's, the same as each package's own bin.
import type { Command } from "commander";
import { serveCommand } from "@toolgen/runtime/mcp/cli";
import { kitArgument, loadTarget } from "./kits.js";

export function registerServe(program: Command): void {
  const command = program
    .command("serve")
    .description(
      "serve a kit's tools over MCP: stdio, or Streamable HTTP at /mcp with --http (token from <KIT>_TOKEN, or see --auth)",
    )
    .addArgument(kitArgument());
  serveCommand(command, ([id]) => loadTarget(id!));
}
