// The MCP server's `instructions`: what the served tools can and cannot do (derived from their groups, outcomes and
// names, within the selection) and the manifest's conventions, the root folder's id among them.
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createToolkit as createContent } from "@toolgen/content-api";
import { createToolkit as createMessaging } from "@toolgen/messaging";
import { scopeSentence, searchScope, type ToolDefinition } from "@toolgen/runtime";
import { createMcpServer, type McpServerOptions } from "@toolgen/runtime/mcp";
import { describe, expect, it } from "vitest";
import { loadManifest } from "../generator/load/index.js";
import { ROOT } from "./support/paths.js";

async function instructionsOf(kit: Parameters<typeof createMcpServer>[0], options: McpServerOptions = {}) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(kit, options).connect(serverSide);
  const client = new Client({ name: "instructions-test", version: "0.0.0" });
  await client.connect(clientSide);
  const text = client.getInstructions();
  await client.close();
  return text ?? "";
}

const kits = [
  { id: "content-api", spec: "spec/content.yaml", kit: createContent({ accessToken: "unused" }) },
  { id: "messaging", spec: "spec/messaging.yaml", kit: createMessaging({ accessToken: "unused" }) },
];

describe.each(kits)("$id: instructions", ({ spec, kit }) => {
  const conventions = Object.values(loadManifest(path.join(ROOT, spec)).manifest.conventions ?? {});
  const reads = (d: ToolDefinition) => d.annotations.readOnlyHint;

  it("say what the tools can and cannot do, and every convention of the manifest", async () => {
    const text = await instructionsOf(kit);
    expect(text).toContain(scopeSentence(searchScope(kit.definitions), "This server's tools"));
    expect(conventions.length).toBeGreaterThan(0);
    for (const convention of conventions) expect(text).toContain(convention);
  });

  it("speak of the served tools only, and of search_tools in discovery mode", async () => {
    const text = await instructionsOf(kit, { readOnly: true, discovery: "search" });
    const scope = searchScope(kit.definitions.filter(reads));
    expect(scope.can).toEqual(["read"]);
    expect(text).toContain(scopeSentence(scope, "This server's tools"));
    expect(text).toContain("search_tools");
  });
});

it("content-api: the root folder's id reaches the model, from the manifest's conventions", async () => {
  const conventions = Object.values(loadManifest(path.join(ROOT, "spec/content.yaml")).manifest.conventions ?? {});
  const root = conventions.filter((c) => /root folder/.test(c));
  expect(root.length).toBeGreaterThan(0);
  const text = await instructionsOf(createContent({ accessToken: "unused" }));
  for (const sentence of root) expect(text).toContain(sentence);
});
