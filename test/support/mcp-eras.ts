// Clients of the two MCP eras, both from the SDK's v2 client package: a 2026-07-28 client (server/discover, the
// `_meta` envelope on every request) and a 2025-11-25 client (initialize, a session over HTTP). And a raw 2026-07-28
// POST for the checks a client would never send wrong.
import {
  Client,
  InMemoryTransport,
  StreamableHTTPClientTransport,
  type JsonSchemaType,
  type JsonSchemaValidator,
  type jsonSchemaValidator,
} from "@modelcontextprotocol/client";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/client/validators/ajv";
import type { Transport } from "@modelcontextprotocol/server";

export type ClientEra = "modern" | "legacy";
export const ERAS: readonly ClientEra[] = ["modern", "legacy"];
export const MODERN_VERSION = "2026-07-28";

/**
 * The SDK's own validator, for clients that list the same tools: each client compiles every output schema of a
 * listing on its first call (a second or more for the content kit's), so clients given one of these compile each
 * schema once. Keyed by the schema's whole text; one naming an `$id` is compiled by an engine of its own, as in a lone
 * client (two schemas may name one `$id`), once for all the clients too.
 */
export function sharedValidators(): jsonSchemaValidator {
  const engine = new AjvJsonSchemaValidator();
  const compiled = new Map<string, JsonSchemaValidator<unknown>>();
  return {
    getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
      const key = JSON.stringify(schema);
      if (!compiled.has(key)) {
        const own = key.includes('"$id"') ? new AjvJsonSchemaValidator() : engine;
        compiled.set(key, own.getValidator(schema));
      }
      return compiled.get(key) as JsonSchemaValidator<T>;
    },
  };
}

/**
 * A client of `era`: pinned to 2026-07-28 (no fallback), or the default 2025 `initialize` handshake; declaring the
 * `extensions` given; with the SDK's default validator unless one is given.
 */
export function eraClient(
  era: ClientEra,
  extensions?: Record<string, Record<string, never>>,
  validators?: jsonSchemaValidator,
): Client {
  return new Client(
    { name: `eras-${era}`, version: "0.0.0" },
    {
      ...(era === "modern" ? { versionNegotiation: { mode: { pin: MODERN_VERSION } } } : {}),
      ...(extensions ? { capabilities: { extensions } } : {}),
      ...(validators ? { jsonSchemaValidator: validators } : {}),
    },
  );
}

/**
 * A client of `era` over Streamable HTTP, each request on a connection of its own. The server shares this process's
 * event loop: a long synchronous stretch (a test compiling every output schema) can hold the server's keep-alive
 * expiry until just after the client has written its next request to that connection, which is then reset.
 */
export async function httpClient(era: ClientEra, url: string, validators?: jsonSchemaValidator): Promise<Client> {
  const client = eraClient(era, undefined, validators);
  const requestInit = { headers: { connection: "close" } };
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit }));
  return client;
}

/** A client on one end of an in-process pair; the server end is handed to `serve` (as a stdio connection would). */
export async function pairedClient(
  era: ClientEra,
  serve: (transport: Transport) => unknown,
  validators?: jsonSchemaValidator,
): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  serve(serverSide);
  const client = eraClient(era, undefined, validators);
  await client.connect(clientSide);
  return client;
}

/** What a tool call answers, without the per-response `_meta` (the modern era stamps the server's identity there). */
export function answer(result: unknown): unknown {
  const { _meta: _, ...rest } = result as Record<string, unknown>;
  return rest;
}

export interface RawAnswer {
  status: number;
  body: { result?: Record<string, unknown>; error?: { code: number; message: string; data?: unknown } };
}

/**
 * One 2026-07-28 request as a conforming client sends it (envelope, MCP-Protocol-Version, Mcp-Method, Mcp-Name), with
 * `headers` and `meta` overriding or removing (undefined) any of it.
 */
export async function modernPost(
  url: string,
  method: string,
  params: Record<string, unknown> = {},
  change: { headers?: Record<string, string | undefined>; meta?: Record<string, unknown> } = {},
): Promise<RawAnswer> {
  const meta: Record<string, unknown> = {
    "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": { name: "raw", version: "0" },
    ...change.meta,
  };
  for (const key of Object.keys(meta)) if (meta[key] === undefined) delete meta[key];
  const name = typeof params.name === "string" ? params.name : undefined;
  const headers: Record<string, string | undefined> = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": MODERN_VERSION,
    "mcp-method": method,
    ...(name !== undefined ? { "mcp-name": name } : {}),
    ...change.headers,
  };
  const response = await fetch(url, {
    method: "POST",
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: { ...params, _meta: meta } }),
  });
  const text = await response.text();
  // An SSE answer carries the response as its last data line.
  const json = response.headers.get("content-type")?.includes("text/event-stream")
    ? text
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .at(-1)!
    : text;
  return { status: response.status, body: JSON.parse(json) as RawAnswer["body"] };
}
