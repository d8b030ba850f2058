// Streamable HTTP at /mcp, both protocol eras on the one endpoint: a 2026-07-28 request (its `_meta` envelope) is
// answered by a fresh server of its own through the SDK's handler; a 2025-era request goes to its session (one SDK
// transport and one server per session, as the transport requires), or with `stateless` to a server of its own too.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createMcpHandler,
  isLegacyRequest,
  legacyStatelessFallback,
  WebStandardStreamableHTTPServerTransport,
  type AuthInfo,
  type Server,
} from "@modelcontextprotocol/server";
import { endpointGuard } from "./http-auth.js";
import {
  DEFAULT_MAX_SESSIONS,
  httpServeProblems,
  isLoopback,
  subjectOf,
  type HttpAuthOptions,
} from "./http-options.js";
import type { Era } from "./server.js";
import { BodyTooLarge, MAX_BODY_BYTES, sendResponse, webRequest } from "./web-request.js";

export { DEFAULT_MAX_SESSIONS, httpServeProblems, isLoopback, type HttpAuthOptions } from "./http-options.js";

export interface HttpServeOptions {
  /** 0 picks a free port; `url` tells which. */
  port: number;
  /** Address to bind (default 127.0.0.1). */
  host?: string;
  /** A session without requests for this long is closed; its client must initialize again (default 30 minutes). */
  sessionIdleMs?: number;
  /**
   * Sessions kept at once (default 1000). A new session past it closes the one idle longest; when none is idle it is
   * refused with 503, so clients that never end their sessions cannot exhaust the server's memory.
   */
  maxSessions?: number;
  /** Browser origins allowed besides this server's own (e.g. "https://app.example.com"); others get 403. */
  allowedOrigins?: readonly string[];
  /**
   * No sessions for 2025-era clients either: every POST is answered on its own by a fresh server, so instances behind
   * a load balancer need no shared state. Nothing a session carries is available (server-sent notifications, a
   * listening GET stream). 2026-07-28 clients are served without sessions in any case.
   */
  stateless?: boolean;
  /**
   * How clients authenticate: a static bearer secret, or OAuth 2.1 (JWTs of one issuer, verified against its JWKS).
   * Required on any address but loopback.
   */
  auth?: HttpAuthOptions;
}

/** serveHttp's options cannot be served: nothing was bound. */
export class HttpServeError extends Error {
  override name = "HttpServeError";
}

export interface RunningHttpServer {
  /** The endpoint, e.g. http://127.0.0.1:3000/mcp. */
  url: string;
  close(): Promise<void>;
}

export const MCP_PATH = "/mcp";
const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
const KEEP_ALIVE_MS = 65_000;

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  /** Requests still open (an SSE stream stays open while the client listens): a session is idle only at 0. */
  open: number;
  lastSeen: number;
  /** Who opened it (the token's subject): only they may use it. */
  subject?: string;
}

/**
 * Serves MCP over Streamable HTTP; `newServer` is called once per 2025-era session and once per 2026-07-28 request,
 * with the era it will answer.
 */
export async function serveHttp(
  newServer: (era: Era) => Server,
  options: HttpServeOptions,
): Promise<RunningHttpServer> {
  const host = options.host ?? "127.0.0.1";
  const problems = httpServeProblems(options);
  if (problems.length > 0) throw new HttpServeError(problems.join(" "));
  const guard = options.auth && endpointGuard(options.auth, MCP_PATH);
  const sessions = new Map<string, Session>();
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
  // Clients that vanish without ending their session would otherwise keep a server and transport each, forever.
  const idleMs = options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS;
  const sweeper = setInterval(
    () => {
      const cutoff = Date.now() - idleMs;
      for (const session of sessions.values()) {
        if (session.open === 0 && session.lastSeen < cutoff) session.transport.close().catch(() => undefined);
      }
    },
    Math.min(idleMs, 60_000),
  ).unref();
  // Set once the port is known.
  let allowedHosts: string[] | undefined;

  const allowedOrigins = new Set(options.allowedOrigins ?? []);

  // The modern leg refuses what is not its own; the legacy requests never reach it (routed below).
  const modern = createMcpHandler(({ era }) => newServer(era), {
    legacy: "reject",
    maxRequestBodySize: MAX_BODY_BYTES,
  });
  const statelessLegacy = legacyStatelessFallback(() => newServer("legacy"), undefined, {
    maxRequestBodySize: MAX_BODY_BYTES,
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://host").pathname;
    if (guard?.metadata(path, req, res)) return;
    if (path !== MCP_PATH) return reply(res, 404, -32000, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    // The MCP specification requires refusing a foreign Origin: a web page must not drive the tools. Clients
    // outside a browser send none.
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin) && !sameHost(origin, req.headers.host, allowedHosts)) {
      return reply(res, 403, -32000, "Forbidden: requests from this Origin are not accepted.");
    }
    const auth = guard ? await guard.admit(req, res) : undefined;
    if (guard && !auth) return;
    // On loopback, only Host headers naming this server are answered: a web page that rebinds its own domain name
    // to 127.0.0.1 must not reach the tools (DNS rebinding).
    if (allowedHosts && !allowedHosts.includes(req.headers.host?.toLowerCase() ?? "")) {
      return reply(res, 403, -32000, `Invalid Host header: ${req.headers.host ?? "(none)"}`);
    }
    if (options.stateless && req.method !== "POST") {
      res.setHeader("allow", "POST");
      return reply(res, 405, -32000, "Method not allowed: this server is stateless; send each request as a POST.");
    }
    let request: Request;
    try {
      request = await webRequest(req, res);
    } catch (error) {
      if (error instanceof BodyTooLarge) return reply(res, 413, -32000, "Payload too large.");
      throw error;
    }
    const given = auth ? { authInfo: auth } : {};
    if (!(await isLegacyRequest(request, undefined, { maxRequestBodySize: MAX_BODY_BYTES })))
      return sendResponse(res, await modern.fetch(request, given));
    if (options.stateless) return sendResponse(res, await statelessLegacy(request, given));
    return handleSession(request, res, auth);
  };

  // A 2025-era request: to its session, or (without one) an `initialize` that opens one.
  const handleSession = async (request: Request, res: ServerResponse, auth: AuthInfo | undefined) => {
    const id = request.headers.get("mcp-session-id");
    const found = id === null ? undefined : sessions.get(id);
    // Another subject's session is answered as if it did not exist.
    const session = found && found.subject === subjectOf(auth) ? found : undefined;
    if (id !== null && !session) return reply(res, 404, -32001, "Session not found");
    const given = auth ? { authInfo: auth } : {};
    if (session) {
      session.open += 1;
      res.once("close", () => {
        session.open -= 1;
        session.lastSeen = Date.now();
      });
      return sendResponse(res, await session.transport.handleRequest(request, given));
    }
    // A request without a session must be `initialize`; the transport itself refuses anything else.
    if (sessions.size >= maxSessions && !closeIdlest(sessions)) {
      res.setHeader("retry-after", "60");
      return reply(res, 503, -32000, `Service unavailable: this server holds its ${maxSessions} sessions at most.`);
    }
    const fresh: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (sessionId) =>
        void sessions.set(sessionId, { transport: fresh, open: 0, lastSeen: Date.now(), subject: subjectOf(auth) }),
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    fresh.onclose = () => {
      if (fresh.sessionId) sessions.delete(fresh.sessionId);
    };
    await newServer("legacy").connect(fresh);
    closeStreamOnCancel(fresh);
    await sendResponse(res, await fresh.handleRequest(request, given));
  };

  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) reply(res, 500, -32603, "Internal server error");
      else res.end();
    });
  });
  // Longer than Node's 5 s: a client that pauses between calls (a model thinking, a listing's schemas compiling)
  // would otherwise send its next request on a connection the server is closing, and see it reset.
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above it, as Node asks: an idle connection is otherwise dropped as a request whose headers are late.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
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
      clearInterval(sweeper);
      await modern.close();
      await Promise.allSettled([...sessions.values()].map((session) => session.transport.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Closes the session idle longest, if one is idle (no request open), to make room: false if none is. */
function closeIdlest(sessions: Map<string, Session>): boolean {
  let idlest: [string, Session] | undefined;
  for (const entry of sessions)
    if (entry[1].open === 0 && (!idlest || entry[1].lastSeen < idlest[1].lastSeen)) idlest = entry;
  if (!idlest) return false;
  // Gone from the map now, so the new session has its place even before the transport has closed.
  sessions.delete(idlest[0]);
  idlest[1].transport.close().catch(() => undefined);
  return true;
}

/**
 * The SDK drops the answer to a cancelled request, as the protocol asks, but leaves its stream open: a socket held
 * per cancelled call, and a session that never looks idle. Close that stream once the cancellation is read.
 */
function closeStreamOnCancel(transport: WebStandardStreamableHTTPServerTransport): void {
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    deliver?.(message, extra);
    if ("method" in message && message.method === "notifications/cancelled" && !("id" in message)) {
      const id = (message.params as { requestId?: unknown } | undefined)?.requestId;
      if (typeof id === "string" || typeof id === "number") transport.closeSSEStream(id);
    }
  };
}

/** An Origin naming this server: the Host the request was sent to, or one of its loopback names. */
function sameHost(origin: string, host: string | undefined, loopbackHosts: readonly string[] | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed page, a file) and garbage are foreign
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const named = url.host.toLowerCase();
  return named === host?.toLowerCase() || (loopbackHosts?.includes(named) ?? false);
}

function reply(res: ServerResponse, status: number, code: number, message: string): void {
  res
    .writeHead(status, { "content-type": "application/json" })
    .end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}
