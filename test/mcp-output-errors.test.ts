// --output-schema and failed calls: an error result must reach the model through the SDK's own client, which checks
// any structuredContent against the listed outputSchema; and the listing stays a fraction of the schemas' full size.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createToolkit as contentKit } from "@toolgen/content-api";
import { startSandbox as startBox } from "@toolgen/content-api/sandbox";
import { createToolkit as messagingKit } from "@toolgen/messaging";
import { startSandbox as startSlack } from "@toolgen/messaging/sandbox";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { afterAll, describe, expect, it } from "vitest";
import { specTool } from "./support/spec.js";
import { tokens } from "./support/tokens.js";

type Kit = Parameters<typeof createMcpServer>[0];

async function connect(kit: Kit, outputSchema: boolean) {
  const server = createMcpServer(kit, { outputSchema });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "output-errors-test", version: "0.0.0" });
  await client.connect(clientSide);
  return client;
}

const text = (result: Record<string, unknown>) =>
  (result.content as Array<{ text: string }>).map((c) => c.text).join("\n");

describe("--output-schema: failed calls", async () => {
  const box = await startBox();
  const slack = await startSlack();
  afterAll(() => Promise.all([box.close(), slack.close()]));
  const kits = {
    content: contentKit({ baseUrl: box.url, accessToken: "sandbox-token" }),
    messaging: messagingKit({ baseUrl: slack.url, accessToken: "sandbox-token" }),
  };
  const clients = { content: await connect(kits.content, true), messaging: await connect(kits.messaging, true) };
  const listed = {
    content: (await clients.content.listTools()).tools,
    messaging: (await clients.messaging.listTools()).tools,
  };

  it.each(["content", "messaging"] as const)(
    "%s: invalid input is an error result the SDK client returns",
    async (k) => {
      // Every listed tool has an outputSchema; a wrong-typed input fails validation before any request.
      for (const tool of listed[k].slice(0, 5)) {
        expect(tool.outputSchema).toBeDefined();
        const result = await clients[k].callTool({ name: tool.name, arguments: { zzz_not_a_parameter: [1] } });
        expect(result.isError, tool.name).toBe(true);
        expect(text(result)).toMatch(/invalid_input/);
        expect(text(result)).toMatch(/Hint: /);
      }
    },
  );

  it("an upstream failure (not found) is an error result with its hint", async () => {
    const tool = specTool({ operationId: "get_files_id" });
    const param = tool.params.find((p) => p.upstream === "file_id")!.name;
    const result = await clients.content.callTool({ name: tool.name, arguments: { [param]: "99999999" } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/not_found/);
  });

  it("ContentApi's listing is at most a third of its tools' full standalone schemas", async () => {
    // The listing as it was: the root definition inlined, and every definition the tool reaches beside it.
    const plain = (await (await connect(kits.content, false)).listTools()).tools;
    const full = plain.map((t) => {
      const { $schema: _, $defs, ...schema } = kits.content.outputSchema(t.name)!;
      const defs = ($defs ?? {}) as Record<string, { type?: unknown }>;
      const root = typeof schema.$ref === "string" ? defs[schema.$ref.replace("#/$defs/", "")] : schema;
      const shown = root?.type === "object" ? root : { type: "object", properties: { result: schema } };
      return { ...t, outputSchema: { ...shown, ...($defs ? { $defs } : {}) } };
    });
    const before = tokens(full);
    const after = tokens(listed.content);
    console.log(`ContentApi tools/list with outputSchema: ${before} tokens before, ${after} after`);
    expect(after).toBeLessThanOrEqual(before / 3);
  });
});
