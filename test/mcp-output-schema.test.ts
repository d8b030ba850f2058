// MCP `outputSchema` on request: every listed tool carries one with an object root, and a real SDK client (which
// checks `structuredContent` against the listed schema itself) accepts what each kind of tool answers.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createToolkit as contentKit } from "@toolgen/content-api";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { createToolkit as messagingKit } from "@toolgen/messaging";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { afterAll, describe, expect, it } from "vitest";
import { specTool } from "./support/spec.js";

type Kit = Parameters<typeof createMcpServer>[0];

async function connect(kit: Kit, outputSchema: boolean) {
  const server = createMcpServer(kit, { outputSchema });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "output-schema-test", version: "0.0.0" });
  await client.connect(clientSide);
  return client;
}

describe("createMcpServer(kit, { outputSchema: true })", async () => {
  const box = await startBox();
  const slack = await startSlack();
  afterAll(() => Promise.all([box.close(), slack.close()]));
  const content = await connect(contentKit({ baseUrl: box.url, accessToken: "sandbox-token" }), true);
  const messaging = await connect(messagingKit({ baseUrl: slack.url, accessToken: "sandbox-token" }), true);
  // Listing once is enough: the client keeps each listed schema and checks every later result against it.
  const listed = { content: (await content.listTools()).tools, messaging: (await messaging.listTools()).tools };

  it("lists an outputSchema with an object root for every tool; without the option, none", async () => {
    for (const tools of [listed.content, listed.messaging]) {
      expect(tools.length).toBeGreaterThan(0);
      for (const tool of tools) expect(tool.outputSchema?.type, tool.name).toBe("object");
    }
    const plain = await connect(messagingKit({ baseUrl: slack.url, accessToken: "sandbox-token" }), false);
    for (const tool of (await plain.listTools()).tools) expect(tool.outputSchema).toBeUndefined();
  });

  // Tools by binding: an object body, a union of answers (wrapped), a download (wrapped) and a deletion's effect.
  it.each([
    ["an object body", { operationId: "get_folders_id_items" }, { folder_id: "20001" }],
    ["a union of answers", { operationId: "get_folders_id" }, { folder_id: "20002" }],
    ["a download", { operationId: "get_files_id_content" }, { file_id: "30001" }],
    ["a deletion", { operationId: "delete_files_id" }, { file_id: "30004" }],
  ])("ContentApi, %s: the SDK client accepts the structuredContent", async (_what, query, byUpstream) => {
    const tool = specTool(query);
    const args = Object.fromEntries(
      Object.entries(byUpstream).map(([upstream, value]) => [
        tool.params.find((p) => p.upstream === upstream)!.name,
        value,
      ]),
    );
    const result = await content.callTool({ name: tool.name, arguments: args });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    expect(result.structuredContent).toBeDefined();
    const schema = listed.content.find((t) => t.name === tool.name)!.outputSchema!;
    const wrapped = Object.keys(schema.properties ?? {}).join() === "result";
    const text = JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as unknown;
    expect(result.structuredContent).toEqual(wrapped ? { result: text } : text);
  });

  it("Messaging: a composite result conforms", async () => {
    const name = specTool({ slackMethod: "conversations.history" }).name;
    const result = await messaging.callTool({ name, arguments: { conversation_id: "C03ENGINEERING", limit: 3 } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toHaveProperty("messages");
  });
});
