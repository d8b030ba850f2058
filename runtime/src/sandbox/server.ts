// The HTTP side every sandbox shares: a real server on a loopback address, bodies read whole up to a cap, the bearer
// token taken from the request, every socket closed on `close()`, and timers that die with the server.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { SandboxOAuthControl } from "./oauth-issuer.js";

/** Options of `startSandbox()`. */
export interface SandboxOptions {
  /** Port to listen on (default 0: any free one). */
  port?: number;
  /** Address to bind (default 127.0.0.1). */
  host?: string;
  /** Seed of the generated data (default 1): the same seed gives the same records. */
  seed?: number;
  /** A bearer token the sandbox treats as revoked (default "revoked-token"), to exercise `unauthorized`. */
  revokedToken?: string;
  /**
   * The instant the seeded data is dated from, epoch ms (default: the start): message times, recent items, zip
   * downloads. The sandbox's own clock is always the real one, so an earlier anchor makes the seed older.
   */
  now?: number;
  /**
   * The largest request body read, in bytes (default 16 MiB). A longer one is answered HTTP 413 and its connection
   * closed, with no more read than the cap and the chunk that crossed it.
   */
  maxBodyBytes?: number;
}

/** The default `maxBodyBytes`: far above any upload a test makes, far below what would strain the process. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** A running sandbox. */
export interface Sandbox {
  /** The token endpoint (`oauth` option): a provider's `tokenUrl`. */
  tokenUrl: string;
  /** With the `oauth` option: the grants served, and revocation. */
  oauth?: SandboxOAuthControl;
  /** Base URL for `createToolkit({ baseUrl: url })`: `origin + "/2.0"` (ContentApi) or `origin + "/api"` (Messaging). */
  url: string;
  /** `http://<host>:<port>`, for clients that take the origin (the official SDKs). */
  origin: string;
  close(): Promise<void>;
  /** Puts the seed data back: every change since the start is forgotten. */
  reset(): void;
}

/** One request as a handler sees it. */
export interface SandboxRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The bearer token, "" when there is none. */
  token: string;
  body: Buffer;
}

export interface SandboxResponse {
  status: number;
  headers?: Record<string, string>;
  /** JSON value (serialised), raw bytes, or nothing. */
  json?: unknown;
  bytes?: Buffer;
}

/** Timers a sandbox schedules (asynchronous deletions), cancelled when it closes. */
export class Timers {
  readonly #pending = new Set<NodeJS.Timeout>();
  after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.#pending.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.#pending.add(timer);
  }
  clear(): void {
    for (const timer of this.#pending) clearTimeout(timer);
    this.#pending.clear();
  }
}

export async function listen(
  options: SandboxOptions,
  paths: { base: string; token: string },
  handle: (request: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>,
  hooks: {
    reset(): void;
    close?(): void;
    /** The provider's answer to a body past the cap. */
    tooLarge(limit: number): SandboxResponse;
  },
): Promise<Sandbox> {
  const sockets = new Set<Socket>();
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const server = createServer((req, res) => {
    const refuse = () => {
      // Nothing more is read: the answer goes out, then the connection closes under the unread rest.
      req.pause();
      res.once("finish", () => req.socket.destroy());
      const answer = hooks.tooLarge(limit);
      send(res, { ...answer, headers: { ...answer.headers, connection: "close" } });
    };
    if (Number(req.headers["content-length"] ?? 0) > limit) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.removeAllListeners("end");
        req.removeAllListeners("data");
        refuse();
      } else chunks.push(chunk);
    });
    req.on("end", () => {
      Promise.resolve()
        .then(() => handle(toRequest(req, Buffer.concat(chunks))))
        .then(
          (answer) => send(res, answer),
          (error: unknown) => send(res, { status: 500, json: { error: "sandbox_failure", detail: String(error) } }),
        );
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: origin + paths.base,
    origin,
    tokenUrl: origin + paths.token,
    reset: () => hooks.reset(),
    close() {
      hooks.close?.();
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function toRequest(req: IncomingMessage, body: Buffer): SandboxRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value ?? "");
  }
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? "");
  return {
    method: req.method ?? "GET",
    url: new URL(req.url ?? "/", "http://sandbox"),
    headers,
    token: match ? match[1]!.trim() : "",
    body,
  };
}

function send(res: ServerResponse, answer: SandboxResponse): void {
  if (res.destroyed) return;
  const headers = { ...answer.headers };
  let body: Buffer | undefined;
  if (answer.json !== undefined) {
    body = Buffer.from(JSON.stringify(answer.json));
    headers["content-type"] ??= "application/json; charset=utf-8";
  } else if (answer.bytes) {
    body = answer.bytes;
  }
  if (body) headers["content-length"] = String(body.length);
  res.writeHead(answer.status, headers);
  res.end(body);
}
