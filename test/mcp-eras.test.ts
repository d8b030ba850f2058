// Both protocol eras on one server: a 2026-07-28 client and a 2025-11-25 client (both from the SDK's v2 client
// package) list the same tools in the same order and get the same answers from every one, over Streamable HTTP
// and over a stdio-like connection, in each discovery mode and with each exposure option.
import type { Client } from "@modelcontextprotocol/client";
import { createToolkit, definitions } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { CALL_TOOL, codeTools, SEARCH_TOOLS, selectTools } from "@toolgen/runtime";
import {
  mcpServerFactory,
  serveConnection,
  serveHttp,
  TOOLS_LIST_CACHE,
  type McpServerOptions,
  type RunningHttpServer,
} from "@toolgen/runtime/mcp";
import { PROTOCOL_REVISIONS, serveCommand } from "@toolgen/runtime/mcp/cli";
import { Command } from "commander";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answer, ERAS, httpClient, pairedClient, sharedValidators, type ClientEra } from "./support/mcp-eras.js";
import { TEST_TIMEOUT_MS } from "./support/timeouts.js";
import { specTool } from "./support/spec.js";

// Picked by binding: a spec edit may rename them.
const folderDetails = specTool({ operationId: "get_folders_id" });
const folderParam = folderDetails.params.find((p) => p.upstream === "folder_id")!.name;

const CONFIGS: Array<[string, McpServerOptions]> = [
  ["--discovery all", {}],
  ["--discovery search", { discovery: "search" }],
  ["--discovery code", { discovery: "code" }],
  ["--read-only", { readOnly: true }],
  ["--tools", { tools: [`${folderDetails.name.slice(0, 3)}*`] }],
  ["--group retrieval", { group: "retrieval" }],
  ["--output-schema", { outputSchema: true }],
];

/** What each configuration lists: the selection in catalogue order, or the entry tools of its mode. */
function expectedNames(options: McpServerOptions): string[] {
  if (options.discovery === "search") return [SEARCH_TOOLS, CALL_TOOL];
  const selected = selectTools(definitions, options);
  if (options.discovery === "code") return codeTools(selected.length).map((t) => t.name);
  return selected.map((d) => d.name);
}

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox?.close());

describe.each(CONFIGS)("%s: both eras", (_name, options) => {
  let running: RunningHttpServer;
  const clients = new Map<string, Client>();
  beforeAll(async () => {
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
    running = await serveHttp(mcpServerFactory(kit, options), { port: 0 });
    // The four clients list the same tools: each output schema is compiled once for them all.
    const validators = sharedValidators();
    for (const era of ERAS) {
      clients.set(`http ${era}`, await httpClient(era, running.url, validators));
      clients.set(`stdio ${era}`, await pairedClient(era, (t) => serveConnection(kit, options, t), validators));
    }
  });
  afterAll(async () => {
    await Promise.all([...clients.values()].map((c) => c.close()));
    await running?.close();
  });
  const client = (transport: string, era: ClientEra) => clients.get(`${transport} ${era}`)!;

  it.each(["http", "stdio"])("over %s, both list the selection in one order and answer every tool alike", async (t) => {
    const modern = await client(t, "modern").listTools();
    const legacy = await client(t, "legacy").listTools();
    expect(client(t, "modern").getProtocolEra()).toBe("modern");
    expect(client(t, "legacy").getProtocolEra()).toBe("legacy");
    const names = modern.tools.map((tool) => tool.name);
    expect(names).toEqual(expectedNames(options));
    expect(legacy.tools).toEqual(modern.tools);
    // Every tool, called with arguments that are no object: the same model-readable invalid_input from both. Over
    // HTTP in the discovery modes only: the exposure options call the same code through the same transport.
    if (t === "http" && (options.readOnly || options.tools || options.group || options.outputSchema)) return;
    // Every call is sent at once: on a loaded machine the last answers may come after the SDK's 60 s default request
    // timeout, and only the suite's test timeout may decide.
    const patient = { timeout: TEST_TIMEOUT_MS };
    const call = (era: ClientEra) =>
      Promise.all(names.map((name) => client(t, era).callTool({ name, arguments: "not an object" as never }, patient)));
    const [a, b] = await Promise.all(ERAS.map(call));
    expect(a!.map(answer)).toEqual(b!.map(answer));
    for (const [i, result] of a!.entries()) {
      expect(result.isError, names[i]).toBe(true);
      expect(JSON.stringify(result.content), names[i]).toContain("invalid_input");
    }
  });

  it("over HTTP, tells a 2026-07-28 client how long it may keep the list (the same for every caller)", async () => {
    const listed = (await client("http", "modern").listTools()) as unknown as Record<string, unknown>;
    expect({ ttlMs: listed.ttlMs, cacheScope: listed.cacheScope }).toEqual(TOOLS_LIST_CACHE);
  });

  it.each(["http", "stdio"])("over %s, a real call answers both eras alike", async (t) => {
    const call = async (era: ClientEra) => {
      const c = client(t, era);
      if (options.discovery === "code") return c.callTool({ name: "search_api", arguments: { query: "folder" } });
      if (options.discovery === "search") {
        const found = await c.callTool({ name: SEARCH_TOOLS, arguments: { query: "details of a folder" } });
        const called = await c.callTool({
          name: CALL_TOOL,
          arguments: { name: folderDetails.name, arguments: { [folderParam]: "0" } },
        });
        return [answer(found), answer(called)];
      }
      if (!expectedNames(options).includes(folderDetails.name)) return undefined;
      return c.callTool({ name: folderDetails.name, arguments: { [folderParam]: "0" } });
    };
    const [modern, legacy] = [await call("modern"), await call("legacy")];
    if (modern === undefined) return;
    expect(JSON.stringify(modern)).not.toContain('"isError":true');
    expect(Array.isArray(modern) ? modern : answer(modern)).toEqual(Array.isArray(legacy) ? legacy : answer(legacy));
  });
});

describe("toolgen serve --help", () => {
  it("names every revision the server speaks: 2026-07-28 and each the SDK serves with initialize", async () => {
    const { SUPPORTED_PROTOCOL_VERSIONS } = await import("@modelcontextprotocol/server");
    let help = "";
    const command = serveCommand(new Command("serve"), () => {
      throw new Error("not served");
    })
      .exitOverride()
      .configureOutput({ writeOut: (text) => void (help += text) });
    expect(() => command.parse(["--help"], { from: "user" })).toThrow();
    const revisions = [...PROTOCOL_REVISIONS.modern, ...PROTOCOL_REVISIONS.legacy];
    expect([...PROTOCOL_REVISIONS.legacy].sort()).toEqual([...SUPPORTED_PROTOCOL_VERSIONS].sort());
    for (const revision of revisions) expect(help).toContain(revision);
  });
});
