// `toolgen search <kit> "<query>"`: the kit's own tool search (its generated index), as an agent's search_tools sees it.
import { InvalidArgumentError, type Command } from "commander";
import { Failure, runKitCommand, type Print } from "./io.js";
import { kitArgument, loadTarget } from "./kits.js";

export function registerSearch(program: Command, { out, err }: Print): void {
  const command = program
    .command("search")
    .description("find the tools of a kit that best match a request in a user's words, best first")
    .addArgument(kitArgument())
    .argument("<query>", 'what the tool should do, e.g. "empty the recycle bin"')
    .option("--limit <n>", "how many matches at most", positiveInteger, 5)
    .option("--json", "print the matches as JSON: name, title, description, score");
  command.action(async (id: string, query: string, opts: { limit: number; json?: boolean }) => {
    // An empty request finds nothing by construction: it is a mistake in the command, not an answer.
    if (query.trim() === "")
      throw new Failure(
        `error: the request is empty\nusage: toolgen search ${id} "<what the tool should do>" [--limit <n>] [--json]`,
      );
    const target = await loadTarget(id);
    await runKitCommand(command, async () => {
      // Searching sends nothing upstream: the kit never asks for its token.
      const kit = target.createToolkit({
        accessToken: () => {
          throw new Error("search needs no token");
        },
      });
      const { nothingFits, searchTools } = await import("@toolgen/runtime");
      const matches = searchTools(kit, query, { limit: opts.limit });
      // None: the kit cannot do what was asked (and says what it can and cannot), or no tool has these words.
      if (matches.length === 0) err(nothingFits(kit, query, {}, "This kit's tools") ?? "No tool matches.");
      if (opts.json) return out(JSON.stringify(matches, null, 2));
      const width = Math.max(0, ...matches.map((m) => m.name.length));
      for (const m of matches) out(`${m.name.padEnd(width)}  ${m.score.toFixed(2).padStart(7)}  ${m.description}`);
    });
  });
}

function positiveInteger(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError("not a positive integer.");
  return Number(value);
}
