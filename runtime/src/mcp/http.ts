// Streamable HTTP at /mcp: one SDK transport and one server per session, as the transport requires.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

export interface HttpServeOptions {
  /** 0 picks a free port; `url` tells which. */
  port: number;
  /** Address to bind (default 127.0.0.1). */
  host?: string;
}

export interface RunningHttpServer {
  /** The endpoint, e.g. http://127.0.0.1:3000/mcp. */
  url: string;
  close(): Promise<void>;
}

export const MCP_PATH = "/mcp";
const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1"]);

export function isLoopback(host: string): boolean {
  return LOOPBACK.has(host);
}

/** Serves MCP over Streamable HTTP; `newServer` is called once per client session. */
export async function serveHttp(newServer: () => Server, options: HttpServeOptions): Promise<RunningHttpServer> {
  const host = options.host ?? "127.0.0.1";
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  // On loopback, only Host headers naming this server are answered: a web page that rebinds its own domain name
  // to 127.0.0.1 must not reach the tools (DNS rebinding). Set once the port is known.
  let allowedHosts: string[] | undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? "/", "http://host").pathname !== MCP_PATH)
      return reply(res, 404, -32000, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (id !== undefined && !transport) return reply(res, 404, -32001, "Session not found");
    if (!transport) {
      // A request without a session must be `initialize`; the transport itself refuses anything else.
      const fresh: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (sessionId) => void sessions.set(sessionId, fresh),
        enableDnsRebindingProtection: allowedHosts !== undefined,
        ...(allowedHosts ? { allowedHosts } : {}),
      });
      fresh.onclose = () => {
        if (fresh.sessionId) sessions.delete(fresh.sessionId);
      };
      await newServer().connect(fresh);
      transport = fresh;
    }
    await transport.handleRequest(req, res);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) reply(res, 500, -32603, "Internal server error");
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port, host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  const { port } = http.address() as AddressInfo;
  if (isLoopback(host)) allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}${MCP_PATH}`,
    async close() {
      await Promise.allSettled([...sessions.values()].map((t) => t.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function reply(res: ServerResponse, status: number, code: number, message: string): void {
  res
    .writeHead(status, { "content-type": "application/json" })
    .end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}
