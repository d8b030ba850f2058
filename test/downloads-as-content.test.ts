// Downloads as a model can use them: text content comes back as text (Box serves most files as
// application/octet-stream, so a text file name counts), other bytes as base64, and over MCP a small image is image
// content rather than base64 text.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createToolkit, definitions } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { createMcpServer } from "@toolgen/runtime/mcp";
import type { Sandbox } from "@toolgen/runtime/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Picked by binding: a spec edit may rename them.
const byPath = (path: string) =>
  definitions.find((d) => "path" in d.operation && d.operation.method === "GET" && d.operation.path === path)!;
const param = (d: (typeof definitions)[number], upstream: string) =>
  "params" in d.operation ? d.operation.params.find((p) => p.upstream === upstream)!.name : "";
const download = byPath("/files/{file_id}/content");
const thumbnail = byPath("/files/{file_id}/thumbnail.{extension}");
const avatar = byPath("/users/{user_id}/avatar");

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1 });
});
afterAll(async () => {
  await sandbox?.close();
});
const kit = () => createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });

describe("a download", () => {
  it("of a text file served as application/octet-stream comes back as text", async () => {
    // The seeded notes.txt (30004).
    const value = (await kit().invoke(download.name, { [param(download, "file_id")]: "30004" })) as Record<
      string,
      unknown
    >;
    expect(value["contentType"]).toMatch(/^application\/octet-stream/);
    expect(value["encoding"]).toBe("utf8");
    expect(value["data"]).toBe("Welcome to the sandbox. Everything here is made up.\n");
  });

  it("of a file whose name is not a text file's stays base64, even when its bytes are UTF-8", async () => {
    // The seeded logo.png (30003) holds placeholder text.
    const value = (await kit().invoke(download.name, { [param(download, "file_id")]: "30003" })) as Record<
      string,
      unknown
    >;
    expect(value["encoding"]).toBe("base64");
    expect(Buffer.from(value["data"] as string, "base64").toString("utf8")).toBe("PNG logo placeholder");
  });
});

describe("over MCP, a small image", () => {
  async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(kit()).connect(serverSide);
    const client = new Client({ name: "downloads-test", version: "0" });
    await client.connect(clientSide);
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    await client.close();
    return result;
  }

  it.each([
    [
      "a thumbnail",
      () => [thumbnail.name, { [param(thumbnail, "file_id")]: "30001", [param(thumbnail, "extension")]: "png" }],
      "image/png",
    ],
    ["an avatar", () => [avatar.name, { [param(avatar, "user_id")]: "11111" }], "image/jpeg"],
  ] as const)("%s is image content, and its text block has no base64", async (_, args, mimeType) => {
    const [name, input] = args() as [string, Record<string, unknown>];
    const direct = (await kit().invoke(name, input)) as { data: string };
    const result = await call(name, input);
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    const image = result.content.find((c) => c.type === "image") as { data: string; mimeType: string };
    expect(image).toEqual({ type: "image", data: direct.data, mimeType });
    const text = result.content.find((c) => c.type === "text") as { text: string };
    expect(JSON.parse(text.text)).toMatchObject({ contentType: mimeType, encoding: "base64" });
    expect(text.text).not.toContain(direct.data);
  });
});
