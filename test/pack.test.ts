// The packages as a downstream project gets them: the README's install section run as written (`make pack` in the
// repository, the three tarballs installed in an empty project outside it, the first call), then the packages used
// there — createToolkit and a call against a loopback server, the package bin as an MCP stdio server, require() from
// CommonJS, the types under a strict NodeNext compile, and every TypeScript example of the README, of docs/ and of the
// packed kits' READMEs against the provider SDKs. A second project installs the Messaging kit alone without optional
// packages: what it installs is bounded, and the features that need an optional peer name it.
// Slow (a build and npm installs): it runs in `make test`; TOOLGEN_SKIP_SLOW=1 skips it locally.
import { execFile } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { installSection } from "./support/install-section.js";
import { ROOT, TSC } from "./support/paths.js";
import { specManifest, toolFor, TOOLS } from "./support/spec.js";

const run = promisify(execFile);
const PACKAGES = ["runtime", "generated/content-api", "generated/messaging"];
const TOKEN = "token-for-the-installed-packages";
// The provider SDKs the README examples use, at the versions the repository's devDependencies pin (ones that run on
// Node 20). The installed project links them from the repository rather than downloading them again.
// The runtime's optional peers the script below uses (the MCP SDK, QuickJS) come the same way.
const SDKS = [
  "openai",
  "@anthropic-ai/sdk",
  "@google/genai",
  "ai",
  "@ai-sdk/openai",
  "@types/node",
  "@modelcontextprotocol/sdk",
  "@modelcontextprotocol/server",
  "@modelcontextprotocol/client",
  "quickjs-emscripten-core",
  "@jitl/quickjs-wasmfile-release-sync",
];
/** What @toolgen/messaging with its runtime may install without optional peers: packages (npm ls) and disk (du). */
const LIGHT = { packages: 15, megabytes: 10 };
/** Generous bounds for each spawned step on a loaded machine: they catch a hang, they time nothing. */
const STEP = 300_000;
// Tools picked by binding (a spec edit may rename them); the scripts below name them as the packed kits do.
const FOLDER_ITEMS = toolFor({ method: "GET", path: "/folders/{folder_id}/items" });
const GET_FOLDER = toolFor({ operationId: "get_folders_id" });
const DELETE_FOLDER = toolFor({ method: "DELETE", path: "/folders/{folder_id}" });
const WHO_AM_I = toolFor({ slackMethod: "auth.test" });

// Runs in the installed project: everything it imports resolves from that project's node_modules.
const SCRIPT = `
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createToolkit, definitions, toAnthropicTools, ToolError } from "@toolgen/content-api";
import anthropicJson from "@toolgen/content-api/definitions/anthropic.json" with { type: "json" };
import { createToolkit as createMessaging, toGeminiTools, toOpenAITools } from "@toolgen/messaging";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { searchTools } from "@toolgen/runtime";
import { startSandbox } from "@toolgen/content-api/sandbox";

const baseUrl = process.env.BOX_URL;
const out = { definitions: definitions.length, anthropicJson: anthropicJson.length };
const kit = createToolkit({ accessToken: process.env.CONTENT_API_TOKEN, baseUrl, retry: false });
out.read = await kit.call("${FOLDER_ITEMS}", { folder_identifier: "0", max_items_per_page: 2 });
out.deleted = await kit.call("${DELETE_FOLDER}", { folder_identifier: "12" });
try {
  await kit.call("${DELETE_FOLDER}", {});
} catch (error) {
  out.invalid = { isToolError: error instanceof ToolError, envelope: error.toJSON() };
}
out.openai = toOpenAITools(createMessaging({ accessToken: "x" })).tools.length;
out.gemini = toGeminiTools(createMessaging({ accessToken: "x" })).tools[0].functionDeclarations.length;
out.anthropic = (await toAnthropicTools(kit, { tools: ["${GET_FOLDER}"] }).execute("${GET_FOLDER}", {})).is_error;
// Code mode from the tarball: the engine's worker thread starts from the package's build; the call runs on the host.
out.execute = await kit.execute('return typeof (await ${FOLDER_ITEMS}({ folder_identifier: "0", max_items_per_page: 2 }));');
out.serverClass = createMcpServer(kit).constructor.name;
out.search = kit.searchTools("list the items in a folder", { limit: 2 }).map((m) => m.name);
out.searchAny = searchTools({ definitions }, "list the items in a folder", { limit: 1 }).map((m) => m.name);

const client = new Client({ name: "pack-test", version: "0.0.0" });
await client.connect(new StdioClientTransport({
  command: "node_modules/.bin/toolgen-content-api",
  args: ["--base-url", baseUrl],
  env: { PATH: process.env.PATH, CONTENT_API_TOKEN: process.env.CONTENT_API_TOKEN },
  stderr: "ignore",
}));
const { tools } = await client.listTools();
out.mcp = { tools: tools.length, annotations: tools.find((t) => t.name === "${DELETE_FOLDER}").annotations };
out.mcpCall = (await client.callTool({ name: "${GET_FOLDER}", arguments: { folder_unique_identifier: "7" } })).structuredContent;
await client.close();

const discovery = new Client({ name: "pack-test", version: "0.0.0" });
await discovery.connect(new StdioClientTransport({
  command: "node_modules/.bin/toolgen-content-api",
  args: ["--discovery", "search", "--base-url", baseUrl],
  env: { PATH: process.env.PATH, CONTENT_API_TOKEN: process.env.CONTENT_API_TOKEN },
  stderr: "ignore",
}));
out.discoveryListed = (await discovery.listTools()).tools.map((t) => t.name);
const found = await discovery.callTool({ name: "search_tools", arguments: { query: "list the items in a folder", limit: 1 } });
out.discoveryFound = found.structuredContent.tools.map((t) => t.name);
await discovery.close();
// The sandbox entry, and a bin serving, read-only, against its in-process sandbox with no token in the environment.
const sandbox = await startSandbox();
out.sandbox = await createToolkit({ accessToken: "any", baseUrl: sandbox.url }).call("${GET_FOLDER}", { folder_unique_identifier: "20002" });
await sandbox.close();
const offline = new Client({ name: "pack-test", version: "0.0.0" });
await offline.connect(new StdioClientTransport({
  command: "node_modules/.bin/toolgen-messaging",
  args: ["--sandbox", "--read-only"],
  env: { PATH: process.env.PATH },
  stderr: "ignore",
}));
out.messagingReadOnly = (await offline.listTools()).tools.length;
out.sandboxMcp = (await offline.callTool({ name: "${WHO_AM_I}", arguments: {} })).structuredContent;
await offline.close();
console.log(JSON.stringify(out));
`;

// Type-checks like a strict NodeNext consumer would.
const TYPES = `
import { createToolkit, type ContentApiToolkit, type ${GET_FOLDER}Input } from "@toolgen/content-api";
import { toOpenAITools } from "@toolgen/content-api";
import type { ToolErrorEnvelope } from "@toolgen/runtime";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { startSandbox, type Sandbox } from "@toolgen/messaging/sandbox";

const sandbox: Promise<Sandbox> = startSandbox({ seed: 2, rateLimit: { perMinute: 10 } });
const kit: ContentApiToolkit = createToolkit({ accessToken: async () => "token", asUser: "1" });
const input: ${GET_FOLDER}Input = { folder_unique_identifier: "0" };
void kit.call("${GET_FOLDER}", input);
const matches: Array<{ name: string; score: number }> = kit.searchTools("restore a file", { group: "action", limit: 3 });
// @ts-expect-error: not a parameter of ${DELETE_FOLDER}
void kit.call("${DELETE_FOLDER}", { folder: "1" });
const envelope: ToolErrorEnvelope | undefined = undefined;
export const used = [matches, sandbox, envelope, toOpenAITools(kit, { strict: true }).tools, createMcpServer(kit, { readOnly: true })];
`;

// The definitions files, imported as JSON, pass to each SDK as they are: their declarations keep the literals.
const DEFINITIONS = `
import type Anthropic from "@anthropic-ai/sdk";
import type { ToolListUnion } from "@google/genai";
import type { ListToolsResult } from "@modelcontextprotocol/sdk/types.js";
import type OpenAI from "openai";
import type { ToolDefinition } from "@toolgen/runtime";
import anthropic from "@toolgen/content-api/definitions/anthropic.json" with { type: "json" };
import gemini from "@toolgen/messaging/definitions/gemini.json" with { type: "json" };
import mcp from "@toolgen/messaging/definitions/mcp.json" with { type: "json" };
import openai from "@toolgen/messaging/definitions/openai.json" with { type: "json" };
import strict from "@toolgen/content-api/definitions/openai-strict.json" with { type: "json" };
import canonical from "@toolgen/messaging/definitions/tools.json" with { type: "json" };

export const sent: [Anthropic.Messages.ToolUnion[], ToolListUnion, ListToolsResult, OpenAI.ChatCompletionTool[][]] = [
  anthropic,
  [gemini],
  mcp,
  [openai, strict],
];
export const records: readonly ToolDefinition[] = canonical;
`;

/** The TypeScript blocks of a README, each a module of its own. */
function examples(readme: string): string[] {
  return Array.from(readme.matchAll(/^```ts\n([\s\S]*?)^```/gm), (m) => `${m[1]}\nexport {};\n`);
}

describe.skipIf(process.env.TOOLGEN_SKIP_SLOW === "1")(
  "packed tarballs, installed outside the repository (slow)",
  () => {
    let scratch: string;
    let box: BoxDouble;
    let tarballs: Array<{ filename: string; files: Array<{ path: string }> }>;

    let firstCall: string;

    beforeAll(async () => {
      scratch = mkdtempSync(path.join(tmpdir(), "toolgen-pack-"));
      box = await startBoxDouble({ token: TOKEN });
      // The README's layout: the clone as `toolgen` beside the reader's project. The suite runs with the repository's
      // dependencies installed: make is told so (their marker made current), so it never reinstalls them mid-suite.
      symlinkSync(ROOT, path.join(scratch, "toolgen"), "dir");
      const now = new Date();
      utimesSync(path.join(ROOT, "node_modules/.package-lock.json"), now, now);
      const { shell, script } = installSection();
      const env = {
        ...process.env,
        npm_config_audit: "false",
        npm_config_fund: "false",
        npm_config_prefer_offline: "true",
      };
      // The install block runs where the clone is; the script is saved in the project, and the last block runs there.
      await run("bash", ["-euo", "pipefail", "-c", shell[0]!], { cwd: scratch, env, timeout: STEP });
      const project = path.join(scratch, "my-agent");
      writeFileSync(path.join(project, script.name), script.text);
      firstCall = (await run("bash", ["-euo", "pipefail", "-c", shell.at(-1)!], { cwd: project, env, timeout: STEP }))
        .stdout;
      const packs = path.join(ROOT, "packs");
      tarballs = await Promise.all(
        readdirSync(packs).map(async (filename) => {
          const { stdout } = await run("tar", ["-tzf", path.join(packs, filename)], { timeout: STEP });
          const files = stdout.split("\n").filter((f) => f && !f.endsWith("/"));
          return { filename, files: files.map((f) => ({ path: f.replace(/^package\//, "") })) };
        }),
      );
      // This test's own TypeScript checks compile the project's files as ES modules.
      const manifest = JSON.parse(readFileSync(path.join(project, "package.json"), "utf8")) as Record<string, unknown>;
      writeFileSync(path.join(project, "package.json"), JSON.stringify({ ...manifest, type: "module" }));
      for (const sdk of SDKS) {
        mkdirSync(path.dirname(path.join(project, "node_modules", sdk)), { recursive: true });
        symlinkSync(path.join(ROOT, "node_modules", sdk), path.join(project, "node_modules", sdk), "dir");
      }
    }, 2 * STEP);

    afterAll(async () => {
      await box?.close();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    });

    it("packs JavaScript, declarations, definitions, README and LICENSE, and nothing of the sources or tests", () => {
      const names = tarballs.map((t) => t.filename).sort();
      expect(names).toEqual(
        ["toolgen-content-api-1.1.0.tgz", "toolgen-messaging-0.1.0.tgz", "toolgen-runtime-0.1.0.tgz"].sort(),
      );
      for (const tarball of tarballs) {
        const files = tarball.files.map((f) => f.path);
        expect(files).toEqual(
          expect.arrayContaining(["LICENSE", "README.md", "package.json", "dist/index.js", "dist/index.d.ts"]),
        );
        expect(files.filter((f) => !/^(dist|definitions)\//.test(f)).sort()).toEqual([
          "LICENSE",
          "README.md",
          "package.json",
        ]);
        expect(files.some((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toBe(false);
      }
      const kit = tarballs.find((t) => t.filename.startsWith("toolgen-content-api"))!.files.map((f) => f.path);
      expect(kit).toEqual(
        expect.arrayContaining([
          "dist/bin.js",
          `dist/tools/${FOLDER_ITEMS}.d.ts`,
          "definitions/mcp.json",
          "definitions/openai-strict.json",
        ]),
      );
      // The kit's own modules ship bundled into dist/index.js; only declarations stay one per tool.
      expect(kit.filter((f) => f.startsWith("dist/") && f.endsWith(".js")).sort()).toEqual([
        "dist/bin.js",
        "dist/index.js",
        "dist/sandbox.js",
      ]);
      const runtime = tarballs.find((t) => t.filename.startsWith("toolgen-runtime"))!.files.map((f) => f.path);
      expect(runtime).toEqual(
        expect.arrayContaining([
          "dist/mcp/index.js",
          "dist/mcp/index.d.ts",
          "dist/mcp/cli.js",
          "dist/adapters/index.d.ts",
          "dist/sandbox/index.js",
          "dist/sandbox/index.d.ts",
        ]),
      );
      // The runtime carries a copy of the repository's licence (the kits get theirs from the generator).
      expect(readFileSync(path.join(ROOT, "runtime/LICENSE"), "utf8")).toBe(
        readFileSync(path.join(ROOT, "LICENSE"), "utf8"),
      );
    });

    it(
      "works installed: createToolkit and calls against a loopback server, adapters, and each package bin as an MCP server",
      async () => {
        const project = path.join(scratch, "my-agent");
        writeFileSync(path.join(project, "run.mjs"), SCRIPT);
        box.reset();
        box.script((req) => (req.method === "DELETE" ? { status: 204 } : undefined));
        const { stdout } = await run(process.execPath, ["run.mjs"], {
          cwd: project,
          env: { PATH: process.env.PATH, BOX_URL: box.url, CONTENT_API_TOKEN: TOKEN },
          timeout: STEP,
        });
        const out = JSON.parse(stdout) as Record<string, any>;
        expect(out.definitions).toBe(TOOLS.content);
        expect(out.anthropicJson).toBe(TOOLS.content);
        expect(out.read).toMatchObject({ method: "GET", path: "/folders/0/items", query: { limit: "2" } });
        expect(out.deleted).toMatchObject({ status: 204 });
        expect(out.invalid).toMatchObject({
          isToolError: true,
          envelope: { kind: "invalid_input", tool: DELETE_FOLDER },
        });
        expect(out.openai).toBe(TOOLS.messaging);
        expect(out.gemini).toBe(TOOLS.messaging);
        expect(out.anthropic).toBe(true);
        expect(out.execute).toMatchObject({ ok: true, value: "object", calls: [{ tool: FOLDER_ITEMS, ok: true }] });
        expect(out.serverClass).toBe("Server");
        expect(out.mcp).toEqual({
          tools: TOOLS.content,
          // Compact: the folder deletion states what differs from MCP's defaults, and that it is destructive.
          annotations: { destructiveHint: true, idempotentHint: true },
        });
        expect(out.mcpCall).toMatchObject({ method: "GET", path: "/folders/7" });
        expect(out.messagingReadOnly).toBe(
          specManifest("messaging").tools.filter((t) => t.group === "retrieval").length,
        );
        // The installed kit reads its generated search index; the runtime indexes bare definitions itself.
        expect(out.search).toEqual([FOLDER_ITEMS, expect.any(String)]);
        expect(out.searchAny).toEqual([FOLDER_ITEMS]);
        expect(out.discoveryListed).toEqual(["search_tools", "call_tool"]);
        expect(out.discoveryFound).toEqual([FOLDER_ITEMS]);
        expect(out.sandbox).toMatchObject({ id: "20002", name: "Apollo", item_collection: { total_count: 3 } });
        expect(out.sandboxMcp).toMatchObject({ user_id: "U0001ALICE", team_id: "T0SANDBOX" });
        const seen = box.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization}`);
        expect(seen).toEqual([
          `GET /folders/0/items Bearer ${TOKEN}`,
          `DELETE /folders/12 Bearer ${TOKEN}`,
          `GET /folders/0/items Bearer ${TOKEN}`, // the script's call, made by the host
          `GET /folders/7 Bearer ${TOKEN}`,
        ]);
      },
      STEP,
    );

    it(
      "type-checks in a strict NodeNext project: the API, the definitions files and every README example with its SDK",
      async () => {
        const project = path.join(scratch, "my-agent");
        writeFileSync(path.join(project, "check.ts"), TYPES);
        writeFileSync(path.join(project, "definitions.ts"), DEFINITIONS);
        const docs = readdirSync(path.join(ROOT, "docs"))
          .filter((f) => f.endsWith(".md"))
          .map((f) => [`docs-${f.replace(/\.md$/, "")}`, path.join(ROOT, "docs", f)] as const);
        const readmes = [
          ["repository", path.join(ROOT, "README.md")],
          ["content-api", path.join(project, "node_modules/@toolgen/content-api/README.md")],
          ["messaging", path.join(project, "node_modules/@toolgen/messaging/README.md")],
          ...docs,
        ] as const;
        const files = ["check.ts", "definitions.ts"];
        for (const [name, file] of readmes) {
          const blocks = examples(readFileSync(file, "utf8"));
          if (!name.startsWith("docs-"))
            expect(blocks.length, `TypeScript examples in the ${name} README`).toBeGreaterThan(0);
          blocks.forEach((code, i) => {
            files.push(`example-${name}-${i + 1}.ts`);
            writeFileSync(path.join(project, files.at(-1)!), code);
          });
        }
        expect(
          files.filter((f) => f.startsWith("example-docs-")).length,
          "TypeScript examples in docs/",
        ).toBeGreaterThan(0);
        writeFileSync(
          path.join(project, "tsconfig.json"),
          JSON.stringify({
            compilerOptions: {
              module: "NodeNext",
              moduleResolution: "NodeNext",
              target: "ES2022",
              strict: true,
              noEmit: true,
              skipLibCheck: true,
              types: ["node"],
            },
            files,
          }),
        );
        const result = await run(process.execPath, [...TSC, "-p", "tsconfig.json"], {
          cwd: project,
          timeout: STEP,
        }).catch((error: { stdout: string }) => error);
        expect(result.stdout).toBe("");
      },
      2 * STEP,
    );

    it("runs the README's first call as written: the sandbox's channels and the search's answer", () => {
      const lines = firstCall.trim().split("\n");
      expect(lines[0]).toMatch(/^\[ '[\w-]+', '[\w-]+', '[\w-]+' \]$/);
      expect(lines[1]).toBe(toolFor({ slackMethod: "chat.postMessage" }));
    });

    it(
      "require()s the runtime and each kit from CommonJS",
      async () => {
        const project = path.join(scratch, "my-agent");
        const names = ["@toolgen/runtime", "@toolgen/content-api", "@toolgen/messaging"];
        writeFileSync(
          path.join(project, "require.cjs"),
          `console.log(JSON.stringify(${JSON.stringify(names)}.map((n) => Object.keys(require(n)).includes("createToolkit") || typeof require(n).createKit)));`,
        );
        const { stdout } = await run(process.execPath, ["require.cjs"], { cwd: project, timeout: STEP });
        expect(JSON.parse(stdout)).toEqual(["function", true, true]);
      },
      STEP,
    );
  },
);
