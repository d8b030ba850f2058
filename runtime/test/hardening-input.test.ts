// Inputs no request can carry: a lone UTF-16 surrogate in text bound to the URL or a header, and an input that is not
// an object. Each is `invalid_input` naming the parameter, from kit.call, runTool (every adapter) and MCP alike, and
// nothing is sent.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToolkit as createContentApi, tools as contentTools } from "@toolgen/content-api";
import { createToolkit as createMessaging, tools as messagingTools } from "@toolgen/messaging";
import { runTool, type Tool } from "@toolgen/runtime";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { ROOT } from "../../test/support/paths.js";
import { startBoxDouble, type BoxDouble } from "./support/box-double.js";
import { rejection } from "./support/rejection.js";
import { startSlackDouble, type SlackDouble } from "./support/slack-double.js";

type Example = Record<string, unknown>;
const examples = (kit: string) =>
  new Map(
    (
      JSON.parse(readFileSync(path.join(ROOT, `generated/${kit}/test/cases.json`), "utf8")) as Array<{
        name: string;
        example: Example;
      }>
    ).map((c) => [c.name, c.example]),
  );

/** Each tool's parameters that go into a URL or a header and hold text in the tool's valid example. */
function boundText(tools: Readonly<Record<string, Tool>>, kit: string): Array<[string, string, Example]> {
  const cases = examples(kit);
  return Object.entries(tools).flatMap(([name, tool]) => {
    const example = cases.get(name) ?? {};
    const names = tool.binding.kind === "http" ? tool.binding.params.map((p) => p.name) : Object.keys(example);
    return names
      .filter(
        (p) =>
          typeof example[p] === "string" ||
          (Array.isArray(example[p]) && typeof (example[p] as unknown[])[0] === "string"),
      )
      .map((p): [string, string, Example] => [name, p, example]);
  });
}

/** The example with a lone high surrogate appended to the text of `param`. */
function withLoneSurrogate(example: Example, param: string): Example {
  const value = example[param];
  return { ...example, [param]: Array.isArray(value) ? [`${value[0]}\ud800`, ...value.slice(1)] : `${value}\ud800` };
}

let box: BoxDouble;
let slack: SlackDouble;
beforeAll(async () => {
  [box, slack] = await Promise.all([
    startBoxDouble({ token: "box-token" }),
    startSlackDouble({ token: "slack-token" }),
  ]);
});
afterAll(() => Promise.all([box.close(), slack.close()]));

const kits = () => ({
  "content-api": { kit: createContentApi({ accessToken: "box-token", baseUrl: box.url }), tools: contentTools },
  messaging: { kit: createMessaging({ accessToken: "slack-token", baseUrl: slack.url }), tools: messagingTools },
});

describe("a lone surrogate in text bound to a URL or header", () => {
  it.each(["content-api", "messaging"] as const)(
    "is invalid_input naming the parameter for every %s tool",
    async (id) => {
      const { kit, tools } = kits()[id];
      const cases = boundText(tools, id);
      expect(cases.length).toBeGreaterThan(0);
      box.reset();
      slack.reset();
      for (const [name, param, example] of cases) {
        const error = await rejection(kit.invoke(name, withLoneSurrogate(example, param)));
        expect(error.kind, `${name}.${param}`).toBe("invalid_input");
        expect(error.issues, `${name}.${param}`).toContainEqual(expect.objectContaining({ param, rule: "unicode" }));
      }
      expect(box.requests).toEqual([]);
      expect(slack.requests).toEqual([]);
    },
  );

  it("comes back as an error result from runTool and as isError from MCP, not as a thrown URIError", async () => {
    const { kit, tools } = kits()["content-api"];
    const [name, param, example] = boundText(tools, "content-api").find(
      ([n, p]) =>
        (tools[n]!.binding as { params: Array<{ name: string; in: string }> }).params.find((b) => b.name === p)?.in ===
        "path",
    )!;
    const input = withLoneSurrogate(example, param);
    const outcome = await runTool(kit, name, input);
    expect(outcome).toMatchObject({ ok: false, error: { kind: "invalid_input" } });

    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createMcpServer(kit);
    await server.connect(serverSide);
    const client = new Client({ name: "hardening", version: "0" });
    await client.connect(clientSide);
    try {
      const result = await client.request(
        { method: "tools/call", params: { name, arguments: input } },
        CallToolResultSchema,
      );
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ kind: "invalid_input", issues: [{ param, rule: "unicode" }] });
    } finally {
      await client.close();
    }
    expect(box.requests).toEqual([]);
  });
});

describe("an input that is not an object", () => {
  it.each(["content-api", "messaging"] as const)(
    "null is invalid_input for every %s tool, and nothing is sent",
    async (id) => {
      const { kit, tools } = kits()[id];
      box.reset();
      slack.reset();
      for (const name of Object.keys(tools)) {
        const error = await rejection(kit.invoke(name, null));
        expect(error.kind, name).toBe("invalid_input");
        expect(error.issues, name).toContainEqual(expect.objectContaining({ param: "", rule: "type" }));
      }
      expect(box.requests).toEqual([]);
      expect(slack.requests).toEqual([]);
    },
  );
});

describe("MCP tools/call with arguments that are not an object", () => {
  it.each([
    ["a string", "str"],
    ["an array", [1]],
    ["null", null],
  ])("answers %s with an isError invalid_input result, and sends nothing", async (_, args) => {
    const { kit, tools } = kits()["content-api"];
    const [name] = Object.keys(tools);
    box.reset();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(kit).connect(serverSide);
    const client = new Client({ name: "hardening", version: "0" });
    await client.connect(clientSide);
    try {
      const result = await client.request(
        { method: "tools/call", params: { name: name!, arguments: args as never } },
        CallToolResultSchema,
      );
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ kind: "invalid_input", issues: [{ param: "", rule: "type" }] });
    } finally {
      await client.close();
    }
    expect(box.requests).toEqual([]);
  });
});
