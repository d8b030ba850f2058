// The conformance suite of a generated kit (`@toolgen/runtime/testing`), run by vitest over the kit's table of cases
// (`test/cases.json`): each tool accepts its valid example, refuses every input that breaks one of its rules before
// any request, and sends the request its binding describes to a loopback server.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tool } from "../contract.js";
import { ToolError } from "../errors.js";

/** One tool's row of the table. */
export interface ConformanceCase {
  name: string;
  example: Record<string, unknown>;
  rejections: ReadonlyArray<{ breaks: string; input: Record<string, unknown>; param: string; rule: string }>;
  /** What the example must put on the wire: one HTTP request, or calls to some of these Slack methods. */
  request: HttpExpectation | SlackExpectation;
}

// A JSON import types each row with the other rows' keys as optional: hence the `undefined`s.
export interface HttpExpectation {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
}

export interface SlackExpectation {
  methods: readonly string[];
}

/** What the suite needs of a kit: its factory, its tools and its cases. */
export interface ConformanceKit {
  createToolkit(options: { accessToken: string; baseUrl: string; retry: false; timeoutMs: number }): {
    invoke(name: string, input: unknown): Promise<unknown>;
  };
  tools: Readonly<Record<string, Tool>>;
  cases: readonly ConformanceCase[];
}

const TOKEN = "conformance-token";

// Every Slack method answers this one body: enough for each handler to carry its valid example through.
const SLACK_REPLY = {
  ok: true,
  channel: { id: "C0000000001", name: "general" },
  channels: [],
  members: [],
  messages: [],
  user: { id: "U0000000001", name: "ada" },
  user_id: "U0000000001",
  ts: "1714555800.000100",
  response_metadata: { next_cursor: "" },
};

const isSlack = (request: ConformanceCase["request"]): request is SlackExpectation => "methods" in request;

export function conformanceSuite({ createToolkit, tools, cases }: ConformanceKit): void {
  const reply = JSON.stringify(cases.every((c) => isSlack(c.request)) ? SLACK_REPLY : {});
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    request.resume();
    response.setHeader("content-type", "application/json");
    response.end(reply);
  });
  let kit: ReturnType<ConformanceKit["createToolkit"]>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    kit = createToolkit({ accessToken: TOKEN, baseUrl: `http://127.0.0.1:${port}`, retry: false, timeoutMs: 5000 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  describe.each(cases)("$name", (tool) => {
    it("accepts the valid example", () => {
      expect(tools[tool.name]!.validate(tool.example)).toEqual([]);
    });

    it.each(tool.rejections)("refuses input that breaks $breaks, before any request", async (rejection) => {
      const before = requests.length;
      const error: unknown = await kit.invoke(tool.name, rejection.input).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ToolError);
      expect((error as ToolError).kind).toBe("invalid_input");
      expect((error as ToolError).issues).toContainEqual(
        expect.objectContaining({ param: rejection.param, rule: rejection.rule }),
      );
      expect(requests.length).toBe(before);
    });

    it("sends the request its binding describes", async () => {
      const before = requests.length;
      await kit.invoke(tool.name, tool.example);
      expectSent(requests.slice(before), tool.request);
    });
  });
}

function expectSent(sent: IncomingMessage[], expected: ConformanceCase["request"]): void {
  const url = (request: IncomingMessage) => new URL(request.url!, "http://127.0.0.1");
  if (isSlack(expected)) {
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(expected.methods).toContain(url(request).pathname.slice(1));
    return;
  }
  expect(sent).toHaveLength(1);
  const [request] = sent;
  expect(request!.method).toBe(expected.method);
  expect(url(request!).pathname).toBe(expected.path);
  expect(Object.fromEntries(url(request!).searchParams)).toEqual(expected.query);
  for (const [name, value] of Object.entries(expected.headers)) expect(request!.headers[name]).toBe(value);
  expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
}
