// test/conformance.test.ts: one small test file that the generated table of cases drives.
import { StructureKind } from "ts-morph";
import { printTypeScript, typescriptFile } from "./print.js";
import type { Emitter } from "./types.js";

// Every Slack method answers this one body: enough for each handler to carry its valid example through.
const slackReply = `
const slackReply = {
  ok: true,
  channel: { id: "C0000000001", name: "general" },
  channels: [],
  members: [],
  messages: [],
  user: { id: "U0000000001", name: "ada" },
  user_id: "U0000000001",
  ts: "1714555800.000100",
  response_metadata: { next_cursor: "" },
};`;

export const conformanceTest: Emitter = (kit, context) => {
  const http = kit.provider === "box";
  return [
    typescriptFile(
      "test/conformance.test.ts",
      printTypeScript(context, {
        statements: [
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: "node:http",
            namedImports: ["createServer", "type IncomingMessage"],
          },
          { kind: StructureKind.ImportDeclaration, moduleSpecifier: "node:net", namedImports: ["type AddressInfo"] },
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: "vitest",
            namedImports: ["afterAll", "beforeAll", "describe", "expect", "it"],
          },
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: kit.packageName,
            namedImports: ["createToolkit", "ToolError", "tools"],
          },
          // ts-morph breaks an import's attributes over lines; prettier keeps them on one.
          `import table from "./cases.json" with { type: "json" };

interface Case {
  name: string;
  example: Record<string, unknown>;
  rejections: Array<{ breaks: string; input: Record<string, unknown>; param: string; rule: string }>;
  request: ${http ? "{ method: string; path: string; query: Record<string, string>; headers: Record<string, string> }" : "{ methods: string[] }"};
}

const cases = table as unknown as Case[];${http ? "" : slackReply}
const requests: IncomingMessage[] = [];
const server = createServer((request, response) => {
  requests.push(request);
  request.resume();
  response.setHeader("content-type", "application/json");
  response.end(${http ? `"{}"` : "JSON.stringify(slackReply)"});
});
let kit: ReturnType<typeof createToolkit>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  kit = createToolkit({
    accessToken: "conformance-token",
    baseUrl: \`http://127.0.0.1:\${port}\`,
    retry: false,
    timeoutMs: 5000,
  });
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
    const sent = requests.slice(before);
${
  http
    ? `    expect(sent).toHaveLength(1);
    const [request] = sent;
    const url = new URL(request!.url!, "http://127.0.0.1");
    const expected = tool.request;
    expect(request!.method).toBe(expected.method);
    expect(url.pathname).toBe(expected.path);
    expect(Object.fromEntries(url.searchParams)).toEqual(expected.query);
    for (const [name, value] of Object.entries(expected.headers)) expect(request!.headers[name]).toBe(value);
    expect(request!.headers.authorization).toBe("Bearer conformance-token");`
    : `    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent)
      expect(tool.request.methods).toContain(new URL(request.url!, "http://127.0.0.1").pathname.slice(1));`
}
  });
});
`,
        ],
      }),
    ),
  ];
};
