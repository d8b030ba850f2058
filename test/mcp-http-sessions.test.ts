// The cap on Streamable HTTP sessions: past it, a new session closes the one idle longest; when every session has a
// request open, the new one is refused with 503. Clients that never end their sessions cannot exhaust the server.
import { Server } from "@modelcontextprotocol/server";
import { DEFAULT_MAX_SESSIONS, serveHttp, type RunningHttpServer } from "@toolgen/runtime/mcp";
import { addServeOptions } from "@toolgen/runtime/mcp/cli";
import { Command } from "commander";
import { afterEach, describe, expect, it } from "vitest";

const PROTOCOL = "2025-06-18";
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: "x", version: "0" } },
};
const ACCEPT = "application/json, text/event-stream";

let running: RunningHttpServer | undefined;
const streams: AbortController[] = [];
afterEach(async () => {
  streams.splice(0).forEach((s) => s.abort());
  await running?.close();
  running = undefined;
});

const start = async (maxSessions: number) =>
  (running = await serveHttp(() => new Server({ name: "t", version: "0" }, { capabilities: {} }), {
    port: 0,
    maxSessions,
  }));

async function open(url: string): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT },
    body: JSON.stringify(initialize),
  });
  await response.body?.cancel();
  return response;
}

const ping = async (url: string, id: string) => {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: ACCEPT,
      "mcp-session-id": id,
      "mcp-protocol-version": PROTOCOL,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping" }),
  });
  await response.body?.cancel();
  return response.status;
};

describe("Streamable HTTP: the session cap", () => {
  it("past it, a new session closes the one idle longest", async () => {
    const max = 3;
    const { url } = await start(max);
    const ids: string[] = [];
    for (let i = 0; i < max; i++) ids.push((await open(url)).headers.get("mcp-session-id")!);
    for (const id of ids) expect(await ping(url, id)).toBe(200);
    const next = await open(url);
    expect(next.status).toBe(200);
    // the first session was idle longest (all were idle): it is gone, the others and the new one answer
    expect(await ping(url, ids[0]!)).toBe(404);
    for (const id of [...ids.slice(1), next.headers.get("mcp-session-id")!]) expect(await ping(url, id)).toBe(200);
  });

  it("when no session is idle, a new one is refused with 503", async () => {
    const max = 2;
    const { url } = await start(max);
    for (let i = 0; i < max; i++) {
      const id = (await open(url)).headers.get("mcp-session-id")!;
      // A listening GET stream stays open: the session is busy while it does.
      const stream = new AbortController();
      streams.push(stream);
      const listening = await fetch(url, {
        headers: { accept: "text/event-stream", "mcp-session-id": id, "mcp-protocol-version": PROTOCOL },
        signal: stream.signal,
      });
      expect(listening.status).toBe(200);
    }
    const refused = await open(url);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("mcp-session-id")).toBeNull();
  });

  it("serve --help names the flag and its default", () => {
    const help = addServeOptions(new Command("serve")).helpInformation().replace(/\s+/g, " ");
    expect(help).toContain("--max-sessions <count>");
    expect(help).toContain(`default ${DEFAULT_MAX_SESSIONS}`);
  });
});
