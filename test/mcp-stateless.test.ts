// `serve --http --stateless`: no sessions, so one client's requests may go to any instance. Two server processes,
// one client whose requests alternate between them.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { definitions } from "@toolgen/content-api";
import { checkStateless, type ServeOptions } from "@toolgen/runtime/mcp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { ROOT } from "./support/paths.js";
import { CLI } from "./support/cli.js";

const TOKEN = "box-token-for-stateless";
const children = new Set<ChildProcess>();
let box: BoxDouble;

beforeAll(async () => {
  box = await startBoxDouble({ token: TOKEN });
});
afterAll(async () => {
  for (const child of children) child.kill();
  await box?.close();
});

function serve(...flags: string[]): { child: ChildProcess; done: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, [CLI, "serve", "content-api", "--base-url", box.url, ...flags], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", CONTENT_API_TOKEN: TOKEN },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("exit", (code) => {
      children.delete(child);
      resolve({ code, stderr });
    }),
  );
  return { child, done };
}

async function listening(child: ChildProcess): Promise<URL> {
  return new Promise<URL>((resolve, reject) => {
    let text = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const match = /MCP server on (http:\/\/\S+) \(.*stateless\)/.exec(text);
      if (match) resolve(new URL(match[1]!));
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
  });
}

describe("serve --http --stateless", () => {
  it("answers one client's requests alternately from two server processes", async () => {
    const [a, b] = [serve("--http", "0", "--stateless"), serve("--http", "0", "--stateless")];
    const urls = await Promise.all([listening(a.child), listening(b.child)]);
    // Every request the client sends goes to the next server in turn, as a round-robin balancer would.
    const routed: Array<{ server: number; method: string; session: string | null }> = [];
    let turn = 0;
    const roundRobin: typeof fetch = async (input, init) => {
      const server = turn++ % 2;
      const target = new URL(input instanceof Request ? input.url : String(input));
      target.host = urls[server]!.host;
      const res = await fetch(target, init);
      routed.push({ server, method: init?.method ?? "GET", session: res.headers.get("mcp-session-id") });
      return res;
    };
    const client = new Client({ name: "stateless-test", version: "0.0.0" });
    await client.connect(new StreamableHTTPClientTransport(urls[0]!, { fetch: roundRobin }));
    try {
      const read = definitions.find((d) => d.annotations.readOnlyHint && d.operation && "method" in d.operation)!;
      const required = (read.inputSchema.required as string[] | undefined) ?? [];
      const args = Object.fromEntries(required.map((name) => [name, "7"]));
      const results: CallToolResult[] = [];
      for (let i = 0; i < 4; i++) {
        expect((await client.listTools()).tools).toHaveLength(definitions.length);
        results.push((await client.callTool({ name: read.name, arguments: args })) as CallToolResult);
      }
      expect(results.every((r) => r.isError !== true)).toBe(true);
      expect(box.requests.length).toBe(4);
      // Both servers answered POSTs, none of them handed out a session, and the second never saw initialize.
      const posts = routed.filter((r) => r.method === "POST");
      expect(new Set(posts.map((r) => r.server))).toEqual(new Set([0, 1]));
      expect(posts.filter((r) => r.server === 1).length).toBeGreaterThanOrEqual(4);
      expect(routed.every((r) => r.session === null)).toBe(true);
    } finally {
      await client.close();
      a.child.kill();
      b.child.kill();
    }
  });

  it("refuses --stateless without --http, as a usage error", async () => {
    const { code, stderr } = await serve("--stateless").done;
    expect(code).toBe(2);
    expect(stderr).toContain("--stateless needs --http");
  });

  it("refuses discovery by search (it needs sessions and list_changed) in stateless mode, with the reason", async () => {
    const base: ServeOptions = { host: "127.0.0.1", http: 0, stateless: true, discovery: "all" };
    expect(() => checkStateless(base)).not.toThrow();
    expect(() => checkStateless({ ...base, discovery: "search" })).toThrow(
      /^--stateless cannot be combined with --discovery search: it needs sessions/,
    );
    expect(() => checkStateless({ ...base, stateless: false, discovery: "search" })).not.toThrow();
    const { code, stderr } = await serve("--http", "0", "--stateless", "--discovery", "search").done;
    expect(code).toBe(2);
    expect(stderr).toContain("--stateless cannot be combined with --discovery search");
  });
});
