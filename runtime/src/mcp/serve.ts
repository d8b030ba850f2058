// `serve`: one MCP server per connection over the toolkit the options open, on stdio or Streamable HTTP.
import type { Transport } from "@modelcontextprotocol/server";
import { serveStdio, type StdioServerHandle } from "@modelcontextprotocol/server/stdio";
import type { AnyToolkit } from "../adapters/result.js";
import { selectTools } from "../adapters/select.js";
import { openToolkit, UsageError, type KitTarget, type ServeOptions } from "./target.js";
import { serveHttp } from "./http.js";
import { mcpServerFactory, type McpServerOptions } from "./server.js";

/**
 * `--stateless` needs `--http`, and refuses `--discovery search`: that mode needs sessions (the server remembers which
 * tools each client has found and tells it with `tools/list_changed`). Usage errors, exit 2.
 */
export function checkStateless(options: ServeOptions): void {
  if (!options.stateless) return;
  if (options.http === undefined)
    throw new UsageError("--stateless needs --http: stdio has one client and no sessions.");
  if (options.discovery === "search") {
    throw new UsageError(
      "--stateless cannot be combined with --discovery search: it needs sessions (the server remembers each client's found tools and notifies it with tools/list_changed). Serve with sessions, or with --discovery all.",
    );
  }
}

/**
 * Started by hand in a terminal, the stdio server would wait in silence for a client that never comes: one line says
 * what it is waiting for and how to connect one.
 */
export function terminalHint(stdinIsTerminal: boolean): string | undefined {
  if (!stdinIsTerminal) return undefined;
  return "It speaks MCP (JSON-RPC) on stdin and stdout, for an MCP client to start: configure a client to run this command (mcpServers), try it with `npx @modelcontextprotocol/inspector <this command>`, or add --http <port> to serve over HTTP. Ctrl-D ends it.";
}

/**
 * One connection (stdio unless `transport` is given) serving both eras: its opening message decides which, an
 * `initialize` (2025) or a request carrying its `_meta` envelope (2026-07-28).
 */
export function serveConnection(kit: AnyToolkit, options: McpServerOptions, transport?: Transport): StdioServerHandle {
  const newServer = mcpServerFactory(kit, options);
  return serveStdio(({ era }) => newServer(era), transport ? { transport } : {});
}

/** Serves until stdin closes (stdio) or a SIGINT/SIGTERM (HTTP). Logs go to stderr: stdout carries the protocol. */
export async function serve(target: KitTarget, options: ServeOptions): Promise<void> {
  checkStateless(options);
  const kit = openToolkit(target, options);
  const serverOptions: McpServerOptions = {
    name: target.name,
    version: target.version,
    ...(options.tools ? { tools: options.tools } : {}),
    ...(options.group ? { group: options.group } : {}),
    ...(options.readOnly ? { readOnly: true } : {}),
    discovery: options.discovery,
    ...(options.outputSchema ? { outputSchema: true } : {}),
    ...(options.resultBudget !== undefined ? { resultBudget: options.resultBudget } : {}),
  };
  // Checked before anything listens, so a selection naming no tool fails at start, not at a client's first request.
  const exposed = selectTools(kit.definitions, serverOptions).length;
  const count =
    options.discovery === "search"
      ? `${exposed} tools, found by search_tools`
      : options.discovery === "code"
        ? `${exposed} tools, as a script's API`
        : `${exposed} tools`;
  if (options.http === undefined) {
    const connection = serveConnection(kit, serverOptions);
    // The client ends the session by closing our stdin.
    process.stdin.once("end", () => void connection.close());
    process.stderr.write(`${target.name}: MCP server on stdio (${count})\n`);
    const hint = terminalHint(Boolean(process.stdin.isTTY));
    if (hint) process.stderr.write(`${hint}\n`);
    return;
  }
  const running = await serveHttp(mcpServerFactory(kit, serverOptions), {
    port: options.http,
    host: options.host,
    ...(options.stateless ? { stateless: true } : {}),
    ...(options.maxSessions !== undefined ? { maxSessions: options.maxSessions } : {}),
    ...(options.endpointAuth ? { auth: options.endpointAuth } : {}),
  });
  const mode = options.stateless ? ", stateless" : "";
  process.stderr.write(`${target.name}: MCP server on ${running.url} (${count}${mode})\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
