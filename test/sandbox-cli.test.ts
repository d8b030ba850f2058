// The sandbox from the command line: `toolgen sandbox <kit>` and `toolgen serve <kit> --sandbox` (MCP, no token).
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";
import { CLI } from "./support/cli.js";

// Tools picked by their binding (Slack method): a spec edit may rename them.
const CHAT_POSTMESSAGE = toolFor({ slackMethod: "chat.postMessage" });
const CONVERSATIONS_HISTORY = toolFor({ slackMethod: "conversations.history" });

/** The environment without any kit token or base URL, so nothing but the sandbox can answer. */
function bareEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/_(TOKEN|BASE_URL)$/.test(k)) env[k] = v;
  return env;
}

describe("toolgen sandbox <kit>", () => {
  it("prints its URL, answers Box's paths with any token, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [CLI, "sandbox", "content-api", "--port", "0", "--seed", "2"], {
      cwd: ROOT,
      env: bareEnvironment(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
      const url = chunk.toString("utf8").trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/2\.0$/);
      const me = await fetch(`${url}/users/me`, { headers: { authorization: "Bearer whatever" } });
      expect(await me.json()).toMatchObject({ type: "user", id: "11111" });
    } finally {
      child.kill("SIGTERM");
    }
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(0);
  });

  it("refuses a bad port (exit 2)", async () => {
    const child = spawn(process.execPath, [CLI, "sandbox", "messaging", "--port", "http"], {
      cwd: ROOT,
      stdio: "ignore",
    });
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(2);
  });

  it("refuses a seed that is not a whole number in one line, without a stack trace (exit 2)", async () => {
    const run = spawnSync(process.execPath, [CLI, "sandbox", "content-api", "--seed", "abc"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(run.status).toBe(2);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/--seed.*abc.*not a whole number/);
  });
});

describe("toolgen serve <kit> --sandbox", () => {
  it("serves MCP over stdio against an in-process sandbox, with no token set", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "serve", "messaging", "--sandbox"],
      env: bareEnvironment(),
      cwd: ROOT,
      stderr: "pipe",
    });
    const client = new Client({ name: "sandbox-test", version: "0.0.0" });
    await client.connect(transport);
    try {
      const sent = (await client.callTool({
        name: CHAT_POSTMESSAGE,
        arguments: { channel_name: "general", message: "from MCP" },
      })) as CallToolResult;
      expect(sent.isError).toBeFalsy();
      const read = (await client.callTool({
        name: CONVERSATIONS_HISTORY,
        arguments: { channel_name: "general", limit: 1 },
      })) as CallToolResult;
      expect(read.structuredContent).toMatchObject({ messages: [{ text: "from MCP", user: "U0001ALICE" }] });
    } finally {
      await client.close();
    }
  });

  it("refuses --sandbox together with --base-url (exit 2)", async () => {
    const child = spawn(
      process.execPath,
      [CLI, "serve", "content-api", "--sandbox", "--base-url", "http://127.0.0.1:9"],
      {
        cwd: ROOT,
        env: bareEnvironment(),
        stdio: ["pipe", "ignore", "ignore"],
      },
    );
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(2);
  });
});
