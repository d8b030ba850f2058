// A Box API stand-in on 127.0.0.1: checks the bearer token, records every request, answers from a script.
// Tests queue replies (or install a handler) to produce each upstream behaviour and fault on demand.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { vi } from "vitest";
import type { HttpBinding, Tool } from "../../src/contract.js";

export interface RecordedRequest {
  method: string;
  /** Path without the query, as received (still percent-encoded). */
  path: string;
  /** The raw query string, without `?` ("" when none). */
  query: string;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** Date.now() when the request arrived (for lower-bound checks on honoured waits). */
  receivedAt: number;
  /** The client's port: the same one on two requests means the connection was kept alive. */
  remotePort: number;
}

/** One scripted answer. */
export type Reply =
  | {
      status?: number;
      headers?: Record<string, string>;
      /** Objects and arrays are sent as JSON; strings and buffers as given. */
      body?: unknown;
      /** Wait this long before answering (to exceed a client timeout). */
      delayMs?: number;
      /** Answer at once in real time, having taken this long by the clock (the test fakes Date). */
      elapseMs?: number;
      /** Stream the body in pieces without Content-Length (chunked transfer). */
      chunked?: boolean;
    }
  | { reset: true; delayMs?: number };

export type Handler = (req: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

export interface BoxDouble {
  /** Base URL, e.g. http://127.0.0.1:54321 (use as baseUrl or as a server override). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Queue replies (used once each, in order) or install a handler; returning undefined falls back to the default. */
  script(next: Handler | Reply | Reply[]): void;
  /** Forget recorded requests and the script. */
  reset(): void;
  close(): Promise<void>;
}

export interface BoxDoubleOptions {
  /** The bearer token to require; when omitted any request is accepted (a CDN-like host). */
  token?: string;
  /** Host to bind (default 127.0.0.1). */
  host?: string;
}

/** A Box-shaped error body. */
export function boxError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return {
    status,
    headers: { "content-type": "application/json" },
    body: { type: "error", status, code, message, request_id: `req-${status}-${code}`, ...extra },
  } satisfies Reply;
}

/** Ready-made faults. */
export const faults = {
  html: (status = 502): Reply => ({
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: "<!DOCTYPE html><html><head><title>Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>",
  }),
  malformedJson: (status = 200): Reply => ({
    status,
    headers: { "content-type": "application/json" },
    body: '{"type":"file","id":"12",',
  }),
  reset: (): Reply => ({ reset: true }),
  delay: (delayMs: number, reply: Reply = {}): Reply => ({ ...reply, delayMs }),
  /** An answer that took `elapseMs` by the clock (vi.setSystemTime; the test fakes Date), at once in real time. */
  elapse: (elapseMs: number, reply: Reply = {}): Reply => ({ ...reply, elapseMs }),
  oversized: (bytes: number, contentType = "application/octet-stream", chunked = false): Reply => ({
    status: 200,
    headers: { "content-type": contentType },
    body: Buffer.alloc(bytes, 0x61),
    chunked,
  }),
  redirect: (location: string, status = 302): Reply => ({ status, headers: { location }, body: "" }),
  rateLimited: (retryAfterSeconds?: number): Reply => ({
    ...boxError(429, "rate_limit_exceeded", "Request rate limit exceeded, please try again later"),
    headers: {
      "content-type": "application/json",
      ...(retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) }),
    },
  }),
  status: (status: number, headers: Record<string, string> = {}): Reply => ({ status, headers, body: "" }),
};

export async function startBoxDouble(options: BoxDoubleOptions = {}): Promise<BoxDouble> {
  const requests: RecordedRequest[] = [];
  let queue: Reply[] = [];
  let handler: Handler | undefined;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void serve(req, res).catch(() => res.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = req.url ?? "/";
    const q = raw.indexOf("?");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: q === -1 ? raw : raw.slice(0, q),
      query: q === -1 ? "" : raw.slice(q + 1),
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]),
      ),
      body: Buffer.concat(chunks).toString("utf8"),
      receivedAt: Date.now(),
      remotePort: req.socket.remotePort ?? 0,
    };
    requests.push(recorded);

    if (options.token !== undefined && recorded.headers["authorization"] !== `Bearer ${options.token}`) {
      return write(res, boxError(401, "unauthorized", "Unauthorized"));
    }
    const reply = (queue.length > 0 ? queue.shift() : undefined) ?? (await handler?.(recorded)) ?? echo(recorded);
    if (reply.delayMs) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          timers.delete(t);
          resolve();
        }, reply.delayMs);
        timers.add(t);
      });
    }
    if ("reset" in reply) {
      req.socket.destroy();
      return;
    }
    if (reply.elapseMs) vi.setSystemTime(Date.now() + reply.elapseMs);
    write(res, reply);
  }

  await new Promise<void>((resolve) => server.listen(0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? "127.0.0.1";

  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    script(next) {
      if (typeof next === "function") handler = next;
      else queue.push(...(Array.isArray(next) ? next : [next]));
    },
    reset() {
      requests.length = 0;
      queue = [];
      handler = undefined;
    },
    close() {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function echo(req: RecordedRequest): Reply {
  return {
    status: 200,
    headers: { "content-type": "application/json" },
    body: {
      type: "echo",
      method: req.method,
      path: req.path,
      query: Object.fromEntries(new URLSearchParams(req.query)),
    },
  };
}

function write(res: ServerResponse, reply: Exclude<Reply, { reset: true }>) {
  const status = reply.status ?? 200;
  const headers: Record<string, string> = { ...(reply.headers ?? {}) };
  let body: Buffer | string;
  if (reply.body === undefined || reply.body === null) body = "";
  else if (typeof reply.body === "string" || Buffer.isBuffer(reply.body)) body = reply.body;
  else if (reply.body instanceof Uint8Array) body = Buffer.from(reply.body);
  else {
    body = JSON.stringify(reply.body);
    if (!Object.keys(headers).some((k) => k.toLowerCase() === "content-type"))
      headers["content-type"] = "application/json";
  }
  if (status === 204 || status === 304) body = "";
  res.writeHead(status, headers);
  if (reply.chunked && body.length > 0) {
    const buf = Buffer.from(body);
    const piece = Math.max(1, Math.ceil(buf.length / 4));
    for (let i = 0; i < buf.length; i += piece) res.write(buf.subarray(i, i + piece));
    res.end();
    return;
  }
  res.end(body);
}

/** A hand-built ContentApi tool (validation always passes): enough for the executor, which reads only the binding. */
export function httpTool(
  name: string,
  binding: Omit<HttpBinding, "kind" | "id" | "params"> & { params?: HttpBinding["params"] },
): Tool {
  const params = binding.params ?? [];
  const readOnly = binding.method === "GET";
  return {
    definition: {
      name,
      title: name,
      description: `${name} (test tool)`,
      origin: "document",
      group: binding.method === "DELETE" ? "deletion" : readOnly ? "retrieval" : "action",
      inputSchema: { type: "object", properties: {} },
      annotations: {
        title: name,
        readOnlyHint: readOnly,
        destructiveHint: binding.method === "DELETE",
        idempotentHint: readOnly || binding.method === "DELETE",
        openWorldHint: true,
      },
      operation: {
        id: name,
        method: binding.method,
        server: binding.server,
        path: binding.path,
        params: params.map(({ name: n, in: where, upstream }) => ({ name: n, in: where, upstream })),
      },
      meta: {},
    },
    binding: { kind: "http", id: name, ...binding, params },
    validate: () => [],
  };
}
