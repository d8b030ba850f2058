// `toolgen serve`: an MCP SDK client over stdio and Streamable HTTP against the loopback doubles.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { definitions as contentDefinitions } from "@toolgen/content-api";
import { createToolkit as createMessaging, definitions as messagingDefinitions } from "@toolgen/messaging";
import { createMcpServer, serveHttp } from "@toolgen/runtime/mcp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { boxError, startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { startSlackDouble, type SlackDouble } from "../runtime/test/support/slack-double.js";
import { recoveredHints } from "./support/mcp-facts.js";
import { ROOT } from "./support/paths.js";
import { TOOLS } from "./support/spec.js";
import { toolFor } from "./support/spec.js";
import { CLI, runHere } from "./support/cli.js";

// Tools picked by their binding (operationId or Slack method): a spec edit may rename them.
const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const DELETE_FILES_ID = toolFor({ operationId: "delete_files_id" });
const GET_USERS_ME = toolFor({ operationId: "get_users_me" });
const DELETE_FOLDERS_ID = toolFor({ operationId: "delete_folders_id" });
const GET_FILES_ID_COMMENTS = toolFor({ operationId: "get_files_id_comments" });
const GET_FOLDERS_ID = toolFor({ operationId: "get_folders_id" });
const GET_FOLDERS_ID_ITEMS = toolFor({ operationId: "get_folders_id_items" });

const BOX_TOKEN = "box-token-for-mcp-tests";
const children = new Set<ChildProcess>();

let box: BoxDouble;
let slack: SlackDouble;

beforeAll(async () => {
  [box, slack] = await Promise.all([startBoxDouble({ token: BOX_TOKEN }), startSlackDouble()]);
});

afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all([box?.close(), slack?.close()]);
});

function environment(kit: "content-api" | "messaging"): Record<string, string> {
  const token: Record<string, string> =
    kit === "content-api" ? { CONTENT_API_TOKEN: BOX_TOKEN } : { MESSAGING_TOKEN: slack.token };
  return { PATH: process.env.PATH ?? "", ...token };
}

function baseUrl(kit: "content-api" | "messaging"): string {
  return kit === "content-api" ? box.url : slack.url;
}

/** A client connected to `toolgen serve <kit> …` over stdio. */
async function stdioClient(kit: "content-api" | "messaging", ...flags: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, "serve", kit, "--base-url", baseUrl(kit), ...flags],
    env: environment(kit),
    cwd: ROOT,
    stderr: "pipe",
  });
  const client = new Client({ name: "toolgen-test", version: "0.0.0" });
  await client.connect(transport);
  return client;
}

/** `toolgen serve <kit> --http 0 …`, and its endpoint once it says where it listens. */
async function httpServer(
  kit: "content-api" | "messaging",
  ...flags: string[]
): Promise<{ url: URL; child: ChildProcess }> {
  const child = spawn(process.execPath, [CLI, "serve", kit, "--http", "0", "--base-url", baseUrl(kit), ...flags], {
    cwd: ROOT,
    env: environment(kit),
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  const url = await new Promise<URL>((resolve, reject) => {
    let text = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const match = /MCP server on (http:\/\/\S+)/.exec(text);
      if (match) resolve(new URL(match[1]!));
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
  });
  return { url, child };
}

async function httpClient(url: URL): Promise<Client> {
  const client = new Client({ name: "toolgen-test", version: "0.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

/** Runs `toolgen serve …` in this process, expecting it to refuse to start: it refuses before anything listens. */
async function refusal(args: string[], env: Record<string, string | undefined>) {
  const run = await runHere(["serve", ...args], env);
  return { code: run.status, stderr: run.stderr };
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

const mcpJson = (kit: string) =>
  JSON.parse(readFileSync(path.join(ROOT, "generated", kit, "definitions/mcp.json"), "utf8")) as { tools: unknown[] };

describe("toolgen serve content-api over stdio", () => {
  let client: Client;
  beforeAll(async () => {
    client = await stdioClient("content-api");
  });
  afterAll(() => client?.close());

  it("lists every tool exactly as definitions/mcp.json records them", async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(TOOLS.content);
    expect(tools).toEqual(mcpJson("content-api").tools);
    const folder = tools.find((t) => t.name === GET_FOLDERS_ID_ITEMS)!;
    expect(folder.inputSchema.type).toBe("object");
    expect(recoveredHints(folder.annotations)).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: true,
    });
    expect(recoveredHints(tools.find((t) => t.name === DELETE_FOLDERS_ID)!.annotations)).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
  });

  it("runs a read tool against the upstream and returns its JSON as text and structuredContent", async () => {
    box.reset();
    const result = await call(client, GET_FOLDERS_ID_ITEMS, { folder_identifier: "0", max_items_per_page: 5 });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      type: "echo",
      method: "GET",
      path: "/folders/0/items",
      query: { limit: "5" },
    });
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
    expect(box.requests).toHaveLength(1);
    expect(box.requests[0]!.headers.authorization).toBe(`Bearer ${BOX_TOKEN}`);
  });

  it("runs a destructive tool", async () => {
    box.reset();
    box.script({ status: 204 });
    const result = await call(client, DELETE_FOLDERS_ID, { folder_identifier: "12", delete_recursively: true });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ status: 204 });
    expect(box.requests.map((r) => `${r.method} ${r.path}?${r.query}`)).toEqual(["DELETE /folders/12?recursive=true"]);
  });

  it("answers invalid input with isError, the envelope and a hint, and sends nothing upstream", async () => {
    box.reset();
    const result = await call(client, DELETE_FOLDERS_ID, { delete_recursively: "yes" });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({
      kind: "invalid_input",
      tool: DELETE_FOLDERS_ID,
      retryable: false,
    });
    const issues = (result.structuredContent as { issues: Array<{ param: string }> }).issues.map((i) => i.param);
    expect(issues).toContain("folder_identifier");
    const text = (result.content[0] as { text: string }).text;
    expect(text.startsWith(`Error (invalid_input): ${DELETE_FOLDERS_ID}: `)).toBe(true);
    expect(text).toMatch(/\nHint: /);
    expect(box.requests).toHaveLength(0);
  });

  it("answers an upstream error and an unknown tool as tool results, not protocol errors", async () => {
    box.reset();
    box.script(boxError(404, "not_found", "Could not find the specified resource"));
    const missing = await call(client, GET_FOLDERS_ID, { folder_unique_identifier: "404" });
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent).toMatchObject({
      kind: "not_found",
      status: 404,
      upstream: { code: "not_found" },
    });
    const unknown = await call(client, "NoSuchTool", {});
    expect(unknown.isError).toBe(true);
    expect(unknown.structuredContent).toMatchObject({ kind: "invalid_input" });
  });
});

describe("toolgen serve messaging over stdio", () => {
  let client: Client;
  beforeAll(async () => {
    client = await stdioClient("messaging");
  });
  afterAll(() => client?.close());

  it("lists every tool with their annotations", async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(TOOLS.messaging);
    expect(tools).toEqual(mcpJson("messaging").tools);
    expect(recoveredHints(tools.find((t) => t.name === CHAT_POSTMESSAGE)!.annotations)).toMatchObject({
      readOnlyHint: false,
    });
  });

  it("runs a read tool and a write tool against the Slack double", async () => {
    const me = await call(client, AUTH_TEST, {});
    expect(me.isError).toBeFalsy();
    expect(me.structuredContent).toMatchObject({ user_id: "U0ALICE", username: "alice" });
    const sent = await call(client, CHAT_POSTMESSAGE, { conversation_id: "C0GENERAL", message: "hello from MCP" });
    expect(sent.isError).toBeFalsy();
    expect(sent.structuredContent).toMatchObject({ conversation_id: "C0GENERAL", message: { text: "hello from MCP" } });
  });

  it("refuses input breaking a rule before any request", async () => {
    slack.reset();
    const result = await call(client, CHAT_POSTMESSAGE, {
      conversation_id: "C0GENERAL",
      channel_name: "general",
      message: "x",
    });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ kind: "invalid_input" });
    expect(slack.requests).toHaveLength(0);
  });
});

describe("toolgen serve over Streamable HTTP", () => {
  let server: { url: URL; child: ChildProcess };
  let client: Client;
  beforeAll(async () => {
    server = await httpServer("content-api");
    client = await httpClient(server.url);
  });
  afterAll(async () => {
    await client?.close();
    server?.child.kill();
  });

  it("listens on 127.0.0.1 at /mcp and lists every tool", async () => {
    expect(server.url.hostname).toBe("127.0.0.1");
    expect(server.url.pathname).toBe("/mcp");
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(TOOLS.content);
    expect(tools).toEqual(mcpJson("content-api").tools);
  });

  it("runs a read and a destructive tool, and answers invalid input with isError and no request", async () => {
    box.reset();
    const read = await call(client, GET_FOLDERS_ID, { folder_unique_identifier: "7" });
    expect(read.structuredContent).toMatchObject({ method: "GET", path: "/folders/7" });
    box.script({ status: 204 });
    const deleted = await call(client, DELETE_FILES_ID, { file_identifier: "12" });
    expect(deleted.structuredContent).toMatchObject({ status: 204 });
    expect(box.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /folders/7", "DELETE /files/12"]);
    box.reset();
    const invalid = await call(client, DELETE_FILES_ID, {});
    expect(invalid.isError).toBe(true);
    expect(invalid.structuredContent).toMatchObject({ kind: "invalid_input" });
    expect(box.requests).toHaveLength(0);
  });

  it("serves sessions side by side", async () => {
    const second = await httpClient(server.url);
    try {
      const { tools } = await second.listTools();
      expect(tools).toHaveLength(TOOLS.content);
    } finally {
      await second.close();
    }
  });

  it("refuses a foreign Host header (DNS rebinding) and paths other than /mcp", async () => {
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "0" } },
    };
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        server.url,
        {
          method: "POST",
          headers: {
            host: "attacker.example",
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.once("error", reject);
      req.end(JSON.stringify(init));
    });
    expect(status).toBe(403);
    const elsewhere = await fetch(new URL("/other", server.url), { method: "POST", body: JSON.stringify(init) });
    expect(elsewhere.status).toBe(404);
  });
});

describe("Streamable HTTP sessions", () => {
  const idleMs = 150;
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "0" } },
  };
  const post = (url: string, body: unknown, session?: string) =>
    fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...(session ? { "mcp-session-id": session, "mcp-protocol-version": "2025-06-18" } : {}),
      },
      body: JSON.stringify(body),
    });
  const start = () => {
    const kit = createMessaging({ accessToken: slack.token, baseUrl: slack.url });
    return serveHttp(() => createMcpServer(kit, { name: "messaging", version: "0.0.0" }), {
      port: 0,
      sessionIdleMs: idleMs,
    });
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it("closes a session its client left without ending it, once it has been idle for sessionIdleMs", async () => {
    // The sweeper's interval and the sessions' clock are faked (sockets and other timers stay real): idleness is
    // what the test moves the clock by, whatever the machine's load.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const running = await start();
    try {
      const opened = await post(running.url, initialize);
      await opened.body?.cancel();
      const session = opened.headers.get("mcp-session-id");
      expect(opened.status).toBe(200);
      expect(session).toMatch(/^[0-9a-f-]{36}$/);
      const list = { jsonrpc: "2.0", id: 2, method: "tools/list" };
      const alive = await post(running.url, list, session!);
      await alive.body?.cancel();
      expect(alive.status).toBe(200);

      vi.advanceTimersByTime(idleMs * 4);
      await new Promise((resolve) => setImmediate(resolve)); // the closed session finishes closing
      const expired = await post(running.url, list, session!);
      expect(expired.status).toBe(404);
      expect(await expired.json()).toMatchObject({ error: { code: -32001, message: "Session not found" } });
    } finally {
      await running.close();
    }
  });

  it("keeps a session whose client is still connected past sessionIdleMs", async () => {
    // As above, the sweeper and the clock are faked; the client stays connected through its open GET stream.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const running = await start();
    try {
      const opened = await post(running.url, initialize);
      await opened.body?.cancel();
      const session = opened.headers.get("mcp-session-id")!;
      const initialized = await post(running.url, { jsonrpc: "2.0", method: "notifications/initialized" }, session);
      expect(initialized.status).toBe(202);
      // the server's stream to the client: its headers have arrived once the server counts it open
      const stream = await fetch(running.url, {
        headers: { accept: "text/event-stream", "mcp-session-id": session, "mcp-protocol-version": "2025-06-18" },
      });
      expect(stream.status).toBe(200);

      vi.advanceTimersByTime(idleMs * 4);
      await new Promise((resolve) => setImmediate(resolve));
      const list = await post(running.url, { jsonrpc: "2.0", id: 2, method: "tools/list" }, session);
      expect(list.status).toBe(200);
      expect(await list.text()).toContain(`"name":"${CHAT_POSTMESSAGE}"`);
      await stream.body?.cancel();
    } finally {
      await running.close();
    }
  });
});

describe("exposure control", () => {
  const names = async (client: Client) => (await client.listTools()).tools.map((t) => t.name).sort();
  const expected = (filter: (d: (typeof contentDefinitions)[number]) => boolean, defs = contentDefinitions) =>
    defs
      .filter(filter)
      .map((d) => d.name)
      .sort();

  it("--read-only lists only read-only tools, and a hidden tool cannot be called", async () => {
    const [content, messaging] = await Promise.all([
      stdioClient("content-api", "--read-only"),
      stdioClient("messaging", "--read-only"),
    ]);
    try {
      const readOnly = expected((d) => d.annotations.readOnlyHint);
      expect(readOnly.length).toBeGreaterThan(100);
      expect(readOnly.length).toBeLessThan(TOOLS.content);
      expect(await names(content)).toEqual(readOnly);
      expect(await names(messaging)).toEqual(expected((d) => d.annotations.readOnlyHint, messagingDefinitions));
      expect(await names(messaging)).not.toContain(CHAT_POSTMESSAGE);
      box.reset();
      const hidden = await call(content, DELETE_FOLDERS_ID, { folder_identifier: "12" });
      expect(hidden.isError).toBe(true);
      expect(hidden.structuredContent).toMatchObject({
        kind: "invalid_input",
        message: expect.stringMatching(
          new RegExp(`^Tool "${DELETE_FOLDERS_ID}" is not exposed by this server's options\\.`),
        ),
      });
      expect(box.requests).toHaveLength(0);
    } finally {
      await Promise.all([content.close(), messaging.close()]);
    }
  });

  it("--tools keeps the tools matching one of the globs; --group keeps one group; they combine", async () => {
    const [globbed, group, both] = await Promise.all([
      stdioClient("content-api", "--tools", `${GET_USERS_ME}, *folder*`),
      stdioClient("content-api", "--group", "deletion"),
      stdioClient(
        "content-api",
        "--group",
        "retrieval",
        "--tools",
        "*Folder*",
        "--tools",
        `${GET_FILES_ID_COMMENTS},${DELETE_FILES_ID}*`,
      ),
    ]);
    try {
      const folders = expected((d) => /folder/i.test(d.name) && d.name !== GET_USERS_ME);
      expect(folders.length).toBeGreaterThan(3);
      expect(await names(globbed)).toEqual([GET_USERS_ME, ...folders].sort());
      const deletions = expected((d) => d.group === "deletion");
      expect(await names(group)).toEqual(deletions);
      expect(deletions.length).toBeGreaterThan(10);
      // A glob may name tools the group then leaves out (a deletion): each glob must only match some tool of the kit.
      expect(await names(both)).toEqual(
        expected((d) => d.group === "retrieval" && (/Folder/i.test(d.name) || d.name === GET_FILES_ID_COMMENTS)),
      );
    } finally {
      await Promise.all([globbed.close(), group.close(), both.close()]);
    }
  });

  it("refuses to start on a glob matching no tool, an unknown group or a missing token (exit 2)", async () => {
    const env = environment("content-api");
    const glob = await refusal(["content-api", "--tools", "Nope*"], env);
    const group = await refusal(["content-api", "--group", "admin"], env);
    const token = await refusal(["content-api"], { CONTENT_API_TOKEN: undefined });
    expect(glob).toMatchObject({ code: 2 });
    expect(glob.stderr).toContain('No tool matches "Nope*"');
    expect(group).toMatchObject({ code: 2 });
    expect(token).toMatchObject({ code: 2 });
    expect(token.stderr).toContain("CONTENT_API_TOKEN is not set");
  });
});
