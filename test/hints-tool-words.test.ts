// An error's message, hint and quoted upstream message speak the tool's parameter names, not the wire's (through the
// binding); a base URL without Box's /2.0 is hinted as such.
import { createToolkit, definitions, ToolError } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import type { Sandbox } from "@toolgen/runtime/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inToolWords } from "../runtime/src/box/tool-words.js";
import { errorText } from "../runtime/src/adapters/result.js";

// Picked by binding: a spec edit may rename them.
const byOperation = (id: string) => definitions.find((d) => "id" in d.operation && d.operation.id === id)!;
const wireName = (d: (typeof definitions)[number], upstream: string) =>
  "params" in d.operation ? d.operation.params.find((p) => p.upstream === upstream)!.name : "";
const deleteFolder = byOperation("delete_folders_id");
const folderItems = byOperation("get_folders_id_items");

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1 });
});
afterAll(async () => {
  await sandbox?.close();
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as ToolError,
  );

describe("errors in the tool's words", () => {
  it("a non-empty folder's refusal names the tool's recursive parameter, in Box's quoted message too", async () => {
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
    const recursive = wireName(deleteFolder, "recursive");
    expect(recursive).not.toBe("recursive");
    // The seeded "Projects" folder (20001) holds other folders.
    const error = await failure(kit.invoke(deleteFolder.name, { [wireName(deleteFolder, "folder_id")]: "20001" }));
    expect(error).toBeInstanceOf(ToolError);
    expect(error!.message).toContain(`${recursive}=true`);
    expect(error!.message).not.toMatch(/\brecursive=/);
    expect(error!.upstream?.message).toContain(`${recursive}=true`);
    // What a model reads (the MCP server's and adapters' text): no wire name anywhere.
    expect(errorText(error!.toJSON())).not.toMatch(/\brecursive=/);
  });

  it("a value Box names in its details is hinted by the tool's parameter name", async () => {
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
    const marker = wireName(folderItems, "marker");
    const error = await failure(
      kit.invoke(folderItems.name, {
        [wireName(folderItems, "folder_id")]: "0",
        [wireName(folderItems, "usemarker")]: true,
        [marker]: "not-a-marker",
      }),
    );
    expect(error!.kind).toBe("upstream");
    expect(error!.hint).toContain(marker);
    expect(error!.hint).not.toMatch(/\bmarker\b/);
  });

  it("a base URL without /2.0 is hinted as the base URL, not the identifier", async () => {
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.origin, retry: false });
    const error = await failure(kit.invoke(folderItems.name, { [wireName(folderItems, "folder_id")]: "0" }));
    expect(error!.kind).toBe("not_found");
    expect(error!.hint).toMatch(/base URL/);
    expect(error!.hint).toContain("/2.0");
    expect(error!.hint).not.toMatch(/identifier/);
    // With /2.0, a missing item is still hinted by its identifier.
    const right = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
    const missing = await failure(right.invoke(folderItems.name, { [wireName(folderItems, "folder_id")]: "999999" }));
    expect(missing!.hint).toMatch(/identifier/);
  });
});

describe("inToolWords", () => {
  const params = [
    { name: "delete_recursively", in: "query" as const, upstream: "recursive" },
    { name: "max_items_per_page", in: "query" as const, upstream: "limit" },
  ];
  it("renames a wire parameter spoken of as one", () => {
    expect(inToolWords("pass recursive=true to delete it", params)).toBe("pass delete_recursively=true to delete it");
    expect(inToolWords("the 'limit' parameter is too large", params)).toBe(
      "the 'max_items_per_page' parameter is too large",
    );
    expect(inToolWords("limit must be at most 1000", params)).toBe("max_items_per_page must be at most 1000");
    expect(inToolWords("invalid parameter limit", params)).toBe("invalid parameter max_items_per_page");
  });
  it("leaves the same word alone where it is not the parameter", () => {
    expect(inToolWords("rate limit exceeded; the folder is not recursive", params)).toBe(
      "rate limit exceeded; the folder is not recursive",
    );
  });
});

describe("Box's sentence inside the message", () => {
  it("ends with one full stop, not two (a trashed file that is not in the trash)", async () => {
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
    const trashedFile = definitions.find(
      (d) => "path" in d.operation && d.operation.method === "GET" && d.operation.path === "/files/{file_id}/trash",
    )!;
    // The seeded notes.txt (30004) is not in the trash.
    const error = await failure(kit.invoke(trashedFile.name, { [wireName(trashedFile, "file_id")]: "30004" }));
    expect(error!.kind).toBe("not_found");
    expect(error!.upstream?.message).toMatch(/\.$/);
    expect(error!.message).toMatch(/[^.]\.$/);
    expect(error!.message).not.toContain("..");
  });
});
