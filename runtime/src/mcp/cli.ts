// The command line shared by every package's bin (`toolgen-content-api`, `toolgen-messaging`) and by the
// repository's `toolgen serve` / `toolgen call`: one set of options, one way to open a toolkit from the environment.
// Free of the MCP SDK, so declaring the commands costs nothing; serving loads it.
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import {
  checkSandboxAuth,
  isHttpUrl,
  kitUpstream,
  openToolkit,
  UsageError,
  type ConnectionOptions,
  type KitTarget,
  type ServeOptions,
} from "./target.js";
import type { AnyToolkit } from "../adapters/result.js";
import { SelectionError, TOOL_GROUPS, unknownGroup, type ToolGroup } from "../adapters/select.js";
import { budgetProblems, DEFAULT_RESULT_BUDGET } from "../adapters/budget.js";
import type { ToolkitOptions } from "../kit.js";
import type { Discovery } from "../search/discovery.js";
import { kitEnvironment, ToolkitOptionsError } from "../options.js";
import type { Sandbox, SandboxOptions } from "../sandbox/server.js";
import type { AuthProvider } from "../auth/provider.js";
import {
  addAuthOptions,
  addHttpAuthOptions,
  authFromSettings,
  AuthUsageError,
  httpAuthFromSettings,
  type AuthFlags,
  type HttpAuthFlags,
  type Upstream,
} from "./cli-auth.js";
import { DEFAULT_MAX_SESSIONS, type HttpAuthOptions } from "./http-options.js";
import { loadServe } from "./load-sdk.js";

export { kitEnvironment } from "../options.js";
export { openToolkit, UsageError } from "./target.js";
export type { ConnectionOptions, KitTarget, ServeOptions } from "./target.js";

/** A kit whose variables the help can name: its id, and its upstream when known (a package bin). */
export type HelpKit = string | { id: string; upstream: Upstream };

/** `--base-url` and `--auth`, shared by `serve` and `call`. `kit` names the kit's variables in the help, when known. */
export function addConnectionOptions(command: Command, kit?: HelpKit): Command {
  const id = typeof kit === "string" ? kit : kit?.id;
  const variable = id ? kitEnvironment(id).baseUrl : "<KIT>_BASE_URL";
  return addAuthOptions(
    command.addOption(
      new Option(
        "--base-url <url>",
        `send every request to this base URL instead of the provider's (or set ${variable})`,
      ).argParser(httpUrl),
    ),
    typeof kit === "object" ? kit : undefined,
  );
}

/**
 * Every option of `serve`: connection, exposure (`--tools`, `--group`, `--read-only`), discovery (`--discovery`) and
 * transport (`--http`, `--host`).
 */
export function addServeOptions(command: Command, id?: HelpKit): Command {
  return addHttpAuthOptions(addConnectionOptions(command, id))
    .addOption(
      new Option(
        "--tools <globs>",
        "expose only tools whose name matches one of these comma-separated globs, e.g. 'Get*,*Folder*'",
      ).argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), ...globList(value)]),
    )
    .addOption(
      new Option("--group <name>", `expose only the tools of one group (${TOOL_GROUPS.join(", ")})`).argParser(group),
    )
    .option("--read-only", "expose only the tools annotated read-only")
    .addOption(
      new Option(
        "--discovery <mode>",
        "all: list every exposed tool; search: list only search_tools and call_tool, and add the tools a search finds; code: list only search_api and execute (a script against the tools' TypeScript API)",
      )
        .choices(["all", "search", "code"] satisfies Discovery[])
        .default("all"),
    )
    .option(
      "--output-schema",
      "list each tool's outputSchema and answer with structuredContent that conforms to it (--discovery all)",
    )
    .addOption(
      new Option(
        "--http <port>",
        `serve Streamable HTTP on this port (0: any free one) at /mcp instead of stdio`,
      ).argParser(portNumber),
    )
    .addOption(
      new Option(
        "--result-budget <tokens>",
        `largest result a model is shown, in o200k tokens (default ${DEFAULT_RESULT_BUDGET}; off: none); a listing over it is cut with the call that continues it`,
      ).argParser(resultBudget),
    )
    .option("--host <address>", "with --http: the address to bind", "127.0.0.1")
    .option(
      "--stateless",
      "with --http: no sessions, each request answered on its own (for several instances behind a load balancer)",
    )
    .addOption(
      new Option(
        "--max-sessions <count>",
        `with --http: sessions kept at once (default ${DEFAULT_MAX_SESSIONS}); past it a new session closes the one idle longest, or is refused with 503 when none is idle`,
      ).argParser(sessionCount),
    )
    .option(
      "--sandbox",
      "serve against an in-process sandbox with seeded data instead of the provider (no token needed)",
    );
}

/** The MCP revisions a server speaks, newest first: the 2026-07-28 era, then the `initialize` era the SDK serves. */
export const PROTOCOL_REVISIONS = {
  modern: ["2026-07-28"],
  legacy: ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"],
} as const;

const REVISIONS_HELP = `
MCP revisions spoken, on stdio and on the one HTTP endpoint alike (the client's first message decides):
  ${PROTOCOL_REVISIONS.modern.join(", ")}  no session: server/discover, and each request carries its own _meta
  ${PROTOCOL_REVISIONS.legacy.join(", ")}  initialize, and over HTTP a session`;

/**
 * Declares the serve options on `command` and its action: serve the kit `target` names (from the command's
 * arguments for `toolgen serve <kit>`, fixed for a package bin). A usage error exits 2, any other failure 1.
 */
export function serveCommand(
  command: Command,
  target: (args: string[]) => KitTarget | Promise<KitTarget>,
  id?: HelpKit,
): Command {
  return addServeOptions(command, id)
    .addHelpText("after", REVISIONS_HELP)
    .action(async () => {
      const resolved = await target(command.args);
      await runOrExit(command, async () => {
        const options = command.opts<ServeOptions>();
        // Checked before anything starts: nothing binds with a setting that would be refused.
        options.endpointAuth = httpAuthFromSettings(options, process.env);
        checkSandboxAuth(options);
        const { serve } = await loadServe(); // before the sandbox: a missing SDK leaves nothing running
        if (options.sandbox) options.sandboxUrl = await startTargetSandbox(resolved, options);
        await serve(resolved, options);
      });
    });
}

/** Starts the kit's sandbox for `--sandbox`; it stops with the server (stdin closing, or a signal). */
async function startTargetSandbox(target: KitTarget, options: ServeOptions): Promise<string> {
  if (options.baseUrl !== undefined) throw new UsageError("--sandbox and --base-url exclude each other.");
  if (!target.sandbox) throw new UsageError(`${target.name} has no sandbox.`);
  const { startSandbox } = await target.sandbox();
  const sandbox = await startSandbox();
  process.stderr.write(`${target.name}: sandbox upstream on ${sandbox.url}\n`);
  const stop = () => void sandbox.close();
  if (options.http === undefined) process.stdin.once("end", stop);
  return sandbox.url;
}

/** The whole main of a package bin. */
export async function runServerCli(target: KitTarget, argv: readonly string[] = process.argv): Promise<void> {
  // Named as the package's bin, whatever path started it (`node …/dist/bin.js` included).
  const command = new Command(`toolgen-${target.id}`)
    .description(
      `MCP server for the ${target.name} tools (stdio, or Streamable HTTP with --http). Token from ${kitEnvironment(target.id).token}, or see --auth.`,
    )
    .version(target.version)
    .exitOverride();
  try {
    const kit = { id: target.id, upstream: kitUpstream(target) };
    await serveCommand(command, () => target, kit).parseAsync(argv);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // commander exits 1 on a bad option; usage errors are 2 here as in `toolgen` (help and --version are 0).
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  }
}

/**
 * Runs `work`: a UsageError or SelectionError becomes commander's usage exit (2); any other failure's line goes to
 * `failed` (by default printed on stderr, exit code 1, as a package bin ends; `toolgen` ends its own run with it).
 */
export async function runOrExit(
  command: Command,
  work: () => Promise<void>,
  failed: (line: string, error: unknown) => void = (line) => {
    process.stderr.write(`${line}\n`);
    process.exitCode = 1;
  },
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof AuthUsageError ||
      error instanceof SelectionError ||
      error instanceof ToolkitOptionsError
    ) {
      command.error(`error: ${error.message}`, { exitCode: 2, code: "toolgen.usage" });
    }
    failed(`error: ${error instanceof Error ? error.message : String(error)}`, error);
  }
}

function httpUrl(value: string): string {
  if (!URL.canParse(value)) throw new InvalidArgumentError("not a URL.");
  if (!isHttpUrl(value)) throw new InvalidArgumentError("not an http(s) URL.");
  return value;
}

function group(value: string): ToolGroup {
  if ((TOOL_GROUPS as readonly string[]).includes(value)) return value as ToolGroup;
  throw new InvalidArgumentError(unknownGroup(value));
}

function resultBudget(value: string): number | false {
  if (value === "off") return false;
  const tokens = Number(value);
  const problems = budgetProblems("the budget", /^\d+$/.test(value) ? tokens : value);
  if (problems.length > 0) throw new InvalidArgumentError(`${problems[0]} Or "off".`);
  return tokens;
}

function sessionCount(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1) throw new InvalidArgumentError("not a whole number of sessions, at least 1.");
  return count;
}

export function portNumber(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError("not a port number (0–65535).");
  return port;
}

function globList(value: string): string[] {
  const globs = value
    .split(",")
    .map((g) => g.trim())
    .filter((g) => g !== "");
  if (globs.length === 0) throw new InvalidArgumentError("no glob given.");
  return globs;
}
