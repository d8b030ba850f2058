// Discovery in code: the OpenAI, Gemini and AI SDK adapters' `search_tools` / `call_tool` pair, run client-side
// against kit.searchTools and the kit; Anthropic's provider-side deferred loading behind its tool search tool.
import { createToolkit as createContent, definitions } from "@toolgen/content-api";
import {
  discoveryTools,
  toAISDKTools,
  toAnthropicTools,
  toGeminiTools,
  toOpenAITools,
  type FoundTool,
  type FoundTools,
} from "@toolgen/runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { toolFor } from "./support/spec.js";

// Tools picked by their binding (operationId): a spec edit may rename them.
const GET_FOLDERS_ID_ITEMS = toolFor({ operationId: "get_folders_id_items" });

let box: BoxDouble;
let kit: ReturnType<typeof createContent>;
beforeAll(async () => {
  box = await startBoxDouble({ token: "box-token-for-discovery" });
  kit = createContent({ accessToken: "box-token-for-discovery", baseUrl: box.url, retry: false });
});
afterAll(() => box?.close());

const QUERY = "list the items in a folder";
const INPUT = { folder_identifier: "0", max_items_per_page: 5 };
const readOnly = new Set(definitions.filter((d) => d.annotations.readOnlyHint).map((d) => d.name));

describe("toOpenAITools(kit, { discovery: 'search' })", () => {
  it("offers search_tools and call_tool, and runs them against the kit", async () => {
    box.reset();
    const { tools, execute } = toOpenAITools(kit, { discovery: "search" });
    expect(tools.map((t) => t.function.name)).toEqual(["search_tools", "call_tool"]);
    const found = JSON.parse(await execute("search_tools", JSON.stringify({ query: QUERY }))) as { tools: FoundTool[] };
    expect(found.tools[0]!.name).toBe(GET_FOLDERS_ID_ITEMS);
    expect(found.tools.length).toBeLessThanOrEqual(5);
    const called = JSON.parse(await execute("call_tool", { name: GET_FOLDERS_ID_ITEMS, arguments: INPUT }));
    expect(called).toMatchObject({ method: "GET", path: "/folders/0/items" });
    expect(box.requests).toHaveLength(1);
  });

  it("in strict mode and for the Responses API, call_tool takes its arguments as JSON text", async () => {
    box.reset();
    const { tools, execute } = toOpenAITools(kit, { discovery: "search", strict: true, api: "responses" });
    const call = tools.find((t) => t.name === "call_tool")!;
    expect(call.strict).toBe(true);
    expect(call.parameters).toMatchObject({
      required: ["name", "arguments"],
      additionalProperties: false,
      properties: { arguments: { type: ["string", "null"] } },
    });
    const text = await execute("call_tool", { name: GET_FOLDERS_ID_ITEMS, arguments: JSON.stringify(INPUT) });
    expect(JSON.parse(text)).toMatchObject({ path: "/folders/0/items" });
  });

  it("finds and calls only what the selection exposes", async () => {
    box.reset();
    const { execute } = toOpenAITools(kit, { discovery: "search", readOnly: true });
    const found = JSON.parse(await execute("search_tools", { query: "folder", limit: 10 })) as FoundTools;
    expect(found.tools.length).toBeGreaterThan(0);
    for (const tool of found.tools) expect(readOnly.has(tool.name), tool.name).toBe(true);
    // Deleting is what these tools cannot do: nothing, and a sentence saying what they can and cannot do.
    const none = JSON.parse(await execute("search_tools", { query: "delete a folder", limit: 10 })) as FoundTools;
    expect(none.tools).toEqual([]);
    expect(none.note).toMatch(/no tool can delete\b.*\bread\b.*cannot .*\bdelete\b/);
    const write = definitions.find((d) => !readOnly.has(d.name))!.name;
    const refused = await execute("call_tool", { name: write, arguments: {} });
    expect(refused).toMatch(new RegExp(`^Error \\(invalid_input\\): Tool "${write}" is not exposed by`));
    expect(refused).toMatch(/Hint: Find the tool with search_tools/);
    expect(await execute("search_tools", { query: "" })).toMatch(/^Error \(invalid_input\): search_tools: query/);
    // A query past the schema's bound (which OpenAI's dialect does not carry) is refused before anything is searched.
    const search = discoveryTools(1)[0]!.inputSchema as { properties: { query: { maxLength: number } } };
    const long = "delete file 5 ".repeat(search.properties.query.maxLength);
    expect(await execute("search_tools", { query: long })).toMatch(
      /^Error \(invalid_input\): search_tools: query must be at most \d+ characters/,
    );
    expect(box.requests).toHaveLength(0);
  });
});

it("toGeminiTools(kit, { discovery: 'search' }): two declarations; call_tool's arguments as JSON text", async () => {
  box.reset();
  const { tools, execute } = toGeminiTools(kit, { discovery: "search" });
  const [search, call] = tools[0].functionDeclarations;
  expect([search!.name, call!.name]).toEqual(["search_tools", "call_tool"]);
  expect(call!.parameters).toMatchObject({ type: "OBJECT", properties: { arguments: { type: "STRING" } } });
  const found = await execute("search_tools", { query: QUERY, limit: 2 });
  expect(found).toMatchObject({ output: { tools: [{ name: GET_FOLDERS_ID_ITEMS }, {}] } });
  const called = await execute("call_tool", { name: GET_FOLDERS_ID_ITEMS, arguments: JSON.stringify(INPUT) });
  expect(called).toMatchObject({ output: { path: "/folders/0/items" } });
  expect(box.requests).toHaveLength(1);
});

it("toAISDKTools(kit, { discovery: 'search' }): the pair as AI SDK tools", async () => {
  box.reset();
  const tools = await toAISDKTools(kit, { discovery: "search" });
  expect(Object.keys(tools)).toEqual(["search_tools", "call_tool"]);
  const options = { toolCallId: "1", messages: [] };
  const found = (await tools.search_tools!.execute!({ query: QUERY }, options)) as { tools: FoundTool[] };
  expect(found.tools[0]!.name).toBe(GET_FOLDERS_ID_ITEMS);
  const called = await tools.call_tool!.execute!({ name: GET_FOLDERS_ID_ITEMS, arguments: INPUT }, options);
  expect(called).toMatchObject({ path: "/folders/0/items" });
  expect(box.requests).toHaveLength(1);
});

describe("toAnthropicTools(kit, { deferLoading: true })", () => {
  it("puts the BM25 tool search tool first and marks every tool deferred", async () => {
    box.reset();
    const { tools, execute } = toAnthropicTools(kit, { deferLoading: true });
    expect(tools[0]).toEqual({ type: "tool_search_tool_bm25_20251119", name: "tool_search_tool_bm25" });
    expect(tools.slice(1).map((t) => t.name)).toEqual(definitions.map((d) => d.name));
    for (const tool of tools.slice(1))
      expect(tool).toMatchObject({ defer_loading: true, input_schema: { type: "object" } });
    // A deferred tool Claude found is called like any other.
    expect(await execute(GET_FOLDERS_ID_ITEMS, INPUT)).toMatchObject({ is_error: false });
    expect(box.requests).toHaveLength(1);
  });

  it("offers the regex variant, and nothing deferred without the option", () => {
    const regex = toAnthropicTools(kit, { deferLoading: true, toolSearch: "regex", group: "deletion" }).tools;
    expect(regex[0]).toEqual({ type: "tool_search_tool_regex_20251119", name: "tool_search_tool_regex" });
    expect(toAnthropicTools(kit).tools.some((t) => "defer_loading" in t || "type" in t)).toBe(false);
  });
});
