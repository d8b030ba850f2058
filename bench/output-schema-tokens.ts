// What `outputSchema` adds to an MCP tools/list answer, in o200k tokens (the listing as a client receives it:
// compact JSON of the tools array), per kit. Printed, never asserted: the README states the figures.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createToolkit as contentKit } from "@toolgen/content-api";
import { createToolkit as messagingKit } from "@toolgen/messaging";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { encode } from "gpt-tokenizer/encoding/o200k_base";

type Kit = Parameters<typeof createMcpServer>[0];

async function listing(kit: Kit, outputSchema: boolean): Promise<string> {
  const server = createMcpServer(kit, { outputSchema });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "tokens", version: "0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return JSON.stringify(tools);
}

const kits: Array<[string, Kit]> = [
  ["content-api", contentKit({ accessToken: "unused" })],
  ["messaging", messagingKit({ accessToken: "unused" })],
];
console.log("kit          tools/list tokens   with outputSchema   added");
for (const [id, kit] of kits) {
  const without = encode(await listing(kit, false)).length;
  const withOutputs = encode(await listing(kit, true)).length;
  const added = ((withOutputs / without - 1) * 100).toFixed(0);
  console.log(
    `${id.padEnd(12)} ${String(without).padStart(17)} ${String(withOutputs).padStart(19)} ${added.padStart(6)} %`,
  );
}
