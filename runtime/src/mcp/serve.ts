// `serve`: one MCP server per connection over the toolkit the options open, on stdio or Streamable HTTP.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { selectTools } from "../adapters/select.js";
import { openToolkit, UsageError, type KitTarget, type ServeOptions } from "./cli.js";
import { isLoopback, serveHttp } from "./http.js";
import { createMcpServer, type McpServerOptions } from "./server.js";

/**
 * Serve options that only work with sessions: the server must remember a client between requests (which tools a
 * discovery client has loaded, whom to send `tools/list_changed`). A stateless server refuses them.
 */
export const SESSION_ONLY_OPTIONS = ["discovery"] as const;

/** `--stateless` needs `--http`, and excludes every option that needs sessions (a usage error, exit 2). */
export function checkStateless(options: ServeOptions): void {
  if (!options.stateless) return;
  if (options.http === undefined)
    throw new UsageError("--stateless needs --http: stdio has one client and no sessions.");
  const given = options as ServeOptions & Partial<Record<(typeof SESSION_ONLY_OPTIONS)[number], unknown>>;
  const clashing = SESSION_ONLY_OPTIONS.filter((name) => given[name] !== undefined && given[name] !== false);
  if (clashing.length > 0) {
    throw new UsageError(
      `--stateless cannot be combined with ${clashing.map((name) => `--${name}`).join(", ")}: it needs sessions (the server remembers each client's tools and notifies it with tools/list_changed). Serve with sessions, or without ${clashing.map((name) => `--${name}`).join(", ")}.`,
    );
  }
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
  };
  // Checked before anything listens, so a selection naming no tool fails at start, not at a client's first request.
  const count = `${selectTools(kit.definitions, serverOptions).length} tools`;
  if (options.http === undefined) {
    const server = createMcpServer(kit, serverOptions);
    await server.connect(new StdioServerTransport());
    // The client ends the session by closing our stdin.
    process.stdin.once("end", () => void server.close());
    process.stderr.write(`${target.name}: MCP server on stdio (${count})\n`);
    return;
  }
  const running = await serveHttp(() => createMcpServer(kit, serverOptions), {
    port: options.http,
    host: options.host,
    ...(options.stateless ? { stateless: true } : {}),
  });
  const mode = options.stateless ? ", stateless" : "";
  process.stderr.write(`${target.name}: MCP server on ${running.url} (${count}${mode})\n`);
  if (!isLoopback(options.host)) {
    process.stderr.write(`warning: bound to ${options.host}; the endpoint has no authentication of its own.\n`);
  }
  const stop = () => void running.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
