// @toolgen/runtime/mcp: an MCP server over any toolkit, its transports, and the command line of the package bins.
// (`@toolgen/runtime/mcp/cli` is the same command line without loading the MCP SDK.)
export { createMcpServer, mcpServerFactory } from "./server.js";
export { TOOLS_LIST_CACHE } from "./server.js";
export type { Era, McpServerOptions } from "./server.js";
export { serveHttp, HttpServeError, isLoopback, MCP_PATH, DEFAULT_MAX_SESSIONS } from "./http.js";
export type { HttpAuthOptions, HttpServeOptions, RunningHttpServer } from "./http.js";
export { checkStateless, serve, serveConnection } from "./serve.js";
export * from "./cli.js";
