// @toolgen/runtime/mcp: an MCP server over any toolkit, its transports, and the command line of the package bins.
// (`@toolgen/runtime/mcp/cli` is the same command line without loading the MCP SDK.)
export { createMcpServer } from "./server.js";
export type { McpServerOptions } from "./server.js";
export { serveHttp, HttpServeError, isLoopback, MCP_PATH, DEFAULT_MAX_SESSIONS } from "./http.js";
export type { HttpAuthOptions, HttpServeOptions, RunningHttpServer } from "./http.js";
export { checkStateless, serve } from "./serve.js";
export * from "./cli.js";
