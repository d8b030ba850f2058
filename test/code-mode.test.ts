// Code mode against the sandboxes: multi-step scripts through the kits' tools (picked by binding), the exposure
// options bounding the API, errors pointing at the script's own lines, concurrency, and the injected clock.
import {
  createToolkit as contentKit,
  toAISDKTools,
  toAnthropicTools,
  toGeminiTools,
  toOpenAITools,
} from "@toolgen/content-api";
import { startSandbox as boxSandbox } from "@toolgen/content-api/sandbox";
import { createToolkit as messagingKit } from "@toolgen/messaging";
import { startSandbox as slackSandbox } from "@toolgen/messaging/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specTool, toolFor, type ToolQuery } from "./support/spec.js";

const TOKEN = "code-mode-secret-token-4711";
/** A tool's parameter bound to this upstream name (a spec edit may rename it too). */
const param = (query: ToolQuery, upstream: string) =>
  specTool(query).params!.find((p) => ("upstream" in p ? p.upstream === upstream : false))!.name;
const ITEMS_FOLDER = param({ operationId: "get_folders_id_items" }, "folder_id");
const FOLDER = param({ operationId: "get_folders_id" }, "folder_id");
const FILE = param({ operationId: "delete_files_id" }, "file_id");
const TRASHED_FILE = param({ operationId: "get_files_id_trash" }, "file_id");
const LIST_ITEMS = toolFor({ operationId: "get_folders_id_items" });
const GET_FOLDER = toolFor({ operationId: "get_folders_id" });
const DELETE_FILE = toolFor({ operationId: "delete_files_id" });
const GET_TRASHED_FILE = toolFor({ operationId: "get_files_id_trash" });
const WHO_AM_I = toolFor({ slackMethod: "auth.test" });
const HISTORY = toolFor({ slackMethod: "conversations.history" });
const CHANNEL = specTool({ slackMethod: "conversations.history" }).params!.find((p) =>
  /channel_name/.test(p.name),
)!.name;

describe("code mode over the ContentApi sandbox", () => {
  let sandbox: Awaited<ReturnType<typeof boxSandbox>>;
  let kit: ReturnType<typeof contentKit>;
  beforeAll(async () => {
    sandbox = await boxSandbox({ seed: 1 });
    kit = contentKit({ accessToken: TOKEN, baseUrl: sandbox.url });
  });
  afterAll(() => sandbox.close());

  it("runs a multi-step script and returns its value", async () => {
    const result = await kit.execute(`
      const root = await ${LIST_ITEMS}({ ${ITEMS_FOLDER}: "0" });
      const folders = root.entries.filter((e) => e.type === "folder");
      const details = [];
      for (const f of folders) {
        const folder = await ${GET_FOLDER}({ ${FOLDER}: f.id });
        details.push({ name: folder.name, items: folder.item_collection.total_count });
      }
      console.log("folders:", details.length);
      return details;
    `);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const folders = (await kit.invoke(LIST_ITEMS, { [ITEMS_FOLDER]: "0" })) as { entries: { type: string }[] };
    const expected = folders.entries.filter((e) => e.type === "folder").length;
    expect(result.value).toHaveLength(expected);
    expect(result.logs).toEqual([`folders: ${expected}`]);
    expect(result.calls.map((c) => c.tool)).toEqual([LIST_ITEMS, ...Array(expected).fill(GET_FOLDER)]);
    expect(result.calls.every((c) => c.ok)).toBe(true);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it("changes what the sandbox holds through the same invoke as a call", async () => {
    sandbox.reset();
    const result = await kit.execute(`
      const files = (await ${LIST_ITEMS}({ ${ITEMS_FOLDER}: "0" })).entries.filter((e) => e.type === "file");
      await ${DELETE_FILE}({ ${FILE}: files[0].id });
      const trashed = await ${GET_TRASHED_FILE}({ ${TRASHED_FILE}: files[0].id });
      return trashed.item_status;
    `);
    expect(result).toMatchObject({ ok: true, value: "trashed" });
    sandbox.reset();
  });

  it("leaves the deletions out of a read-only API", async () => {
    const result = await kit.execute(`return [typeof ${DELETE_FILE}, typeof ${LIST_ITEMS}];`, { readOnly: true });
    expect(result).toMatchObject({ ok: true, value: ["undefined", "function"] });
  });

  it("answers a failed call with its envelope and the script's line", async () => {
    const result = await kit.execute(`const a = 1;\n\nawait ${GET_FOLDER}({ ${FOLDER}: "999999" });`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: "tool", line: 3, tool: { kind: "not_found", tool: GET_FOLDER } });
    expect(result.calls).toMatchObject([{ tool: GET_FOLDER, ok: false, error: "not_found", line: 3 }]);
  });

  it("answers invalid input as a correctable error before any request", async () => {
    const result = await kit.execute(
      `try { await ${GET_FOLDER}({}); } catch (e) { return [e.kind, e.issues.length > 0]; }`,
    );
    expect(result).toMatchObject({ ok: true, value: ["invalid_input", true] });
  });

  it("gives a syntax error's line and column", async () => {
    const result = await kit.execute("const a = 1;\nconst b = ;\nreturn a;");
    expect(result).toMatchObject({ ok: false, error: { kind: "syntax", line: 2 } });
  });

  it("keeps the language's own syntax as it is (optional chaining, nullish coalescing, classes)", async () => {
    const result = await kit.execute(
      "const o: { a?: { b?: number } } = {};\nclass C { #x = 1; get x() { return this.#x; } }\nreturn [o.a?.b ?? 7, new C().x, 2 ** 3];",
    );
    expect(result).toMatchObject({ ok: true, value: [7, 1, 8] });
  });

  it("strips TypeScript types and keeps the script's lines", async () => {
    const result = await kit.execute("const n: number = 2;\ninterface X { a: string }\nthrow new Error('at three');");
    expect(result).toMatchObject({ ok: false, error: { kind: "script", line: 3, message: "Error: at three" } });
  });

  it("runs concurrent scripts without mixing them", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        kit.execute(
          `await sleep(${(i % 3) * 20});\nconst f = await ${GET_FOLDER}({ ${FOLDER}: "0" });\nreturn [${i}, f.id];`,
        ),
      ),
    );
    results.forEach((result, i) => expect(result).toMatchObject({ ok: true, value: [i, "0"] }));
  });

  it("stops at the wall time read from an injected clock", async () => {
    let now = 0;
    const result = await kit.execute("for (;;) {}", { timeoutMs: 1000, clock: () => (now += 100) });
    expect(result).toMatchObject({ ok: false, error: { kind: "limit", limit: "time" } });
  });
});

describe("the adapters' code mode", () => {
  let sandbox: Awaited<ReturnType<typeof boxSandbox>>;
  let kit: ReturnType<typeof contentKit>;
  beforeAll(async () => {
    sandbox = await boxSandbox({ seed: 1 });
    kit = contentKit({ accessToken: TOKEN, baseUrl: sandbox.url });
  });
  afterAll(() => sandbox.close());
  const script = `return (await ${LIST_ITEMS}({ ${ITEMS_FOLDER}: "0" })).entries.length;`;

  it("OpenAI: search_api and execute, the script's value as the tool output", async () => {
    const { tools, execute } = toOpenAITools(kit, { discovery: "code", strict: true });
    expect(tools.map((t) => t.function.name)).toEqual(["search_api", "execute"]);
    const output = JSON.parse(await execute("execute", JSON.stringify({ code: script, typecheck: null }))) as {
      value: number;
    };
    expect(output.value).toBeGreaterThan(0);
  });

  it("Anthropic, Gemini and the AI SDK offer the same pair", async () => {
    const anthropic = toAnthropicTools(kit, { discovery: "code", readOnly: true });
    expect(anthropic.tools.map((t) => t.name)).toEqual(["search_api", "execute"]);
    expect((await anthropic.execute("execute", { code: script })).is_error).toBe(false);
    const gemini = toGeminiTools(kit, { discovery: "code" });
    expect(gemini.tools[0]!.functionDeclarations.map((d) => d.name)).toEqual(["search_api", "execute"]);
    expect(await gemini.execute("execute", { code: script })).toMatchObject({ output: { value: expect.any(Number) } });
    const aiSdk = await toAISDKTools(kit, { discovery: "code" });
    expect(Object.keys(aiSdk)).toEqual(["search_api", "execute"]);
  });
});

describe("code mode over the Messaging sandbox", () => {
  let sandbox: Awaited<ReturnType<typeof slackSandbox>>;
  beforeAll(async () => {
    sandbox = await slackSandbox({ seed: 1 });
  });
  afterAll(() => sandbox.close());

  it("chains the caller's identity into a history read", async () => {
    const kit = messagingKit({ accessToken: TOKEN, baseUrl: sandbox.url });
    const result = await kit.execute(`
      const me = await ${WHO_AM_I}({});
      const history = await ${HISTORY}({ ${CHANNEL}: "general" });
      return { me: typeof me === "object", messages: Array.isArray(history.messages) ? history.messages.length : -1 };
    `);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ me: true });
    expect(result.calls.map((c) => c.tool)).toEqual([WHO_AM_I, HISTORY]);
  });
});
