// One script of calls, run by a 2026-07-28 client and a 2025-11-25 client (both the SDK's v2 client package) against
// one `toolgen serve --http` and stdio servers, all `--discovery search` on the sandbox with a small result budget:
// the same answers from both eras, and from both transports. The 2026-07-28 client declares the tasks extension, so
// its asynchronous legal-hold operations answer with tasks, followed to their end; the 2025 client gets today's answer.
import { spawn, type ChildProcess } from "node:child_process";
import type { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { StreamableHTTPClientTransport, type Transport } from "@modelcontextprotocol/client";
import { definitions } from "@toolgen/content-api";
import { CALL_TOOL, SEARCH_TOOLS, type FoundTools } from "@toolgen/runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUT_KEY, MIN_RESULT_BUDGET } from "../runtime/src/adapters/budget.js";
import { answer, eraClient, ERAS, type ClientEra } from "./support/mcp-eras.js";
import { TASKS_EXTENSION, TaskFollowingTransport } from "./support/mcp-task-client.js";
import { ROOT } from "./support/paths.js";
import { specTool } from "./support/spec.js";
import { CLI } from "./support/cli.js";

// The smallest budget the server takes, so that the sandbox's root folder listing is cut.
const ARGS = [
  "serve",
  "content-api",
  "--sandbox",
  "--discovery",
  "search",
  "--result-budget",
  String(MIN_RESULT_BUDGET),
];
const folderDetails = specTool({ operationId: "get_folders_id" });
const folderItems = specTool({ operationId: "get_folders_id_items" });
const param = (tool: typeof folderDetails, upstream: string) => tool.params.find((p) => p.upstream === upstream)!.name;
// The sandbox's legal holds each era releases, by the path parameter naming the record: its own, since the two HTTP
// clients share one sandbox. An assignment before a policy: a policy's deletion takes its assignments with it.
const HOLDS: Array<[upstream: string, ids: Record<ClientEra, string>]> = [
  ["legal_hold_policy_assignment_id", { modern: "77101", legacy: "77102" }],
  ["legal_hold_policy_id", { modern: "77002", legacy: "77001" }],
];
const pathParams = (d: (typeof definitions)[number]) =>
  ("params" in d.operation ? d.operation.params : []).filter((p) => p.in === "path");
const asynchronous = HOLDS.map(([upstream, ids]) => {
  const tool = definitions.find((d) => d.meta.asynchronous && pathParams(d).some((p) => p.upstream === upstream))!;
  return { tool, ids, param: pathParams(tool).find((p) => p.upstream === upstream)!.name };
});

/** Probes for the era in its own process: the SDK's own stdio transport would spawn a second server for it. */
class InPlaceStdio extends StdioClientTransport {}

let http: ChildProcess;
const clients = new Map<string, Client>();
/** The 2026-07-28 clients' transports, which follow the tasks their calls answer with. */
const following = new Map<string, TaskFollowingTransport>();
/** A client of `era`; the 2026-07-28 one takes tasks (declares the extension, and follows them). */
async function connect(name: string, era: ClientEra, transport: Transport): Promise<void> {
  const client = eraClient(era, era === "modern" ? { [TASKS_EXTENSION]: {} } : undefined);
  if (era === "modern") following.set(name, new TaskFollowingTransport(transport));
  await client.connect(following.get(name) ?? transport);
  clients.set(name, client);
}
beforeAll(async () => {
  http = spawn(process.execPath, [CLI, ...ARGS, "--http", "0"], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
  const url = new Promise<string>((resolve, reject) => {
    let said = "";
    http.stderr!.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      const found = /MCP server on (http:\/\/\S+)/.exec(said);
      if (found) resolve(found[1]!);
    });
    http.once("exit", () => reject(new Error(`serve --http exited: ${said}`)));
  });
  const stdio = (era: ClientEra) =>
    connect(`stdio ${era}`, era, new InPlaceStdio({ command: process.execPath, args: [CLI, ...ARGS], cwd: ROOT }));
  const [address] = await Promise.all([url, stdio("modern"), stdio("legacy")]);
  for (const era of ERAS) await connect(`http ${era}`, era, new StreamableHTTPClientTransport(new URL(address)));
}, 120_000);
afterAll(async () => {
  await Promise.all([...clients.values()].map((c) => c.close()));
  http?.kill();
});

/**
 * The script: list, a call, an error, a cut result and its continuation, a search and a call of what it found, and
 * each asynchronous legal-hold operation (the client's own holds).
 */
async function script(client: Client, era: ClientEra): Promise<unknown[]> {
  const call = async (name: string, args: Record<string, unknown>) =>
    answer(await client.callTool({ name, arguments: args })) as { content: Array<{ text: string }> };
  const steps: unknown[] = [(await client.listTools()).tools];
  steps.push(await call(folderDetails.name, { [param(folderDetails, "folder_id")]: "0" }));
  steps.push(await call(folderDetails.name, { [param(folderDetails, "folder_id")]: "999999999" }));
  const listing = { [param(folderItems, "folder_id")]: "0", [param(folderItems, "limit")]: 1000 };
  const cut = await call(folderItems.name, listing);
  const next = (JSON.parse(cut.content[0]!.text) as Record<string, { next: Record<string, unknown> }>)[CUT_KEY]!.next;
  steps.push(cut, await call(folderItems.name, { ...listing, ...next }));
  const search = await call(SEARCH_TOOLS, { query: "details of a folder" });
  const first = (JSON.parse(search.content[0]!.text) as FoundTools).tools[0]!.name;
  steps.push(search, await call(CALL_TOOL, { name: first, arguments: { [param(folderDetails, "folder_id")]: "0" } }));
  for (const { tool, ids, param: id } of asynchronous)
    steps.push(await call(CALL_TOOL, { name: tool.name, arguments: { [id]: ids[era] } }));
  // Each process seeds its sandbox at its own start, and numbers the requests it answers: those are its own.
  const own = JSON.stringify(steps)
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)/g, "<time>")
    .replace(/sandbox\d{8}/g, "<request>");
  return JSON.parse(own) as unknown[];
}

describe("the same script against toolgen serve, by a 2026-07-28 and a 2025-11-25 client", () => {
  it("gets the same answers from both eras over HTTP and over stdio, and from both transports", async () => {
    // Side by side: each 2026-07-28 client waits on its tasks' polls, and no script touches another's records.
    const runs = new Map(
      await Promise.all(
        [...clients].map(async ([name, client]) => {
          const era: ClientEra = name.endsWith("modern") ? "modern" : "legacy";
          return [name, await script(client, era)] as const;
        }),
      ),
    );
    const reference = runs.get("http legacy")!;
    for (const [name, run] of runs) expect(run, name).toEqual(reference);
    // The script did what it says: a cut with its continuation, an error, a found tool that answered.
    const text = JSON.stringify(reference);
    expect(text).toContain(CUT_KEY);
    expect(text).toContain("not_found");
    expect(clients.get("stdio modern")!.getProtocolEra()).toBe("modern");
    expect(clients.get("http modern")!.getProtocolEra()).toBe("modern");
    expect(clients.get("stdio legacy")!.getProtocolEra()).toBe("legacy");
    // Every asynchronous tool was run, and answered the 2026-07-28 clients with a task followed to completion.
    expect(asynchronous.map((a) => a.tool.name).sort()).toEqual(
      definitions
        .filter((d) => d.meta.asynchronous)
        .map((d) => d.name)
        .sort(),
    );
    for (const [name, transport] of following) {
      expect(transport.followed, name).toHaveLength(asynchronous.length);
      for (const task of transport.followed)
        expect([task.statuses[0], task.statuses.at(-1)]).toEqual(["working", "completed"]);
    }
  }, 120_000);
});
