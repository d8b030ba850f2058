// Code mode beside tool calling, on the task set in bench/code-mode/tasks.yaml over the sandboxes: the o200k tokens a
// model reads in each mode (the listing once, each call's arguments, each result as MCP's text carries it), failed
// attempts included; and what one `execute` costs to start, cold and warm. Printed, never asserted.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createToolkit as contentKit } from "@toolgen/content-api";
import { startSandbox as boxSandbox } from "@toolgen/content-api/sandbox";
import { createToolkit as messagingKit } from "@toolgen/messaging";
import { startSandbox as slackSandbox } from "@toolgen/messaging/sandbox";
import { codeTools, mcpTool, runCodeTool, ToolError, type JsonValue } from "@toolgen/runtime";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { parse } from "yaml";
import { ROOT } from "./lib.js";

type Kit = ReturnType<typeof contentKit> | ReturnType<typeof messagingKit>;
interface Task {
  id: string;
  kit: "content-api" | "messaging";
  task: string;
}
interface Manifest {
  tools: Array<{
    name: string;
    operation: { id?: string; methods?: string[] };
    params?: Array<{ name: string; upstream?: string }>;
  }>;
}

const tokens = (value: unknown) => encode(typeof value === "string" ? value : JSON.stringify(value)).length;
const manifests = {
  "content-api": parse(readFileSync(path.join(ROOT, "spec/content.yaml"), "utf8")) as Manifest,
  messaging: parse(readFileSync(path.join(ROOT, "spec/messaging.yaml"), "utf8")) as Manifest,
};
/** A tool by its binding (Box operation id, or the Slack method it calls first), as the tests pick them. */
const tool = (kit: keyof typeof manifests, binding: string) =>
  manifests[kit].tools.find((t) => t.operation.id === binding || t.operation.methods?.[0] === binding)!;
const name = (kit: keyof typeof manifests, binding: string) => tool(kit, binding).name;
/** A ContentApi tool's parameter bound to this upstream name. */
const param = (binding: string, upstream: string) =>
  tool("content-api", binding).params!.find((p) => p.upstream === upstream)!.name;

const LIST = name("content-api", "get_folders_id_items");
const LIST_FOLDER = param("get_folders_id_items", "folder_id");
const LIST_FIELDS = param("get_folders_id_items", "fields");
const COLLABS = name("content-api", "get_folders_id_collaborations");
const COLLABS_FOLDER = param("get_folders_id_collaborations", "folder_id");
const TRASH = name("content-api", "get_folders_trash_items");
const HISTORY = name("messaging", "conversations.history");
const USERS = name("messaging", "users.info");
const ME = name("messaging", "auth.test");
const CONVERSATIONS = name("messaging", "conversations.list");

/** One mode's way through a task: the calls it makes (with their arguments) in order. */
type Call = (tool: string, input: Record<string, unknown>) => Promise<JsonValue>;
interface Plan {
  /** Tool calling: the calls a model makes, each decided from the results before it. */
  calls: (call: Call) => Promise<void>;
  /** Code mode: the searches it makes, then its scripts in order (a failed one is followed by its correction). */
  searches: string[];
  scripts: string[];
}

const entries = (value: JsonValue) => (value as { entries: Array<Record<string, JsonValue>> }).entries;
const PLANS: Record<string, Plan> = {
  "largest-file-in-projects": {
    async calls(call) {
      const root = entries(await call(LIST, { [LIST_FOLDER]: "0" }));
      const projects = root.find((e) => e.name === "Projects")!;
      await call(LIST, { [LIST_FOLDER]: projects.id, [LIST_FIELDS]: ["name", "size", "type"] });
    },
    searches: ["list the items in a folder"],
    scripts: [
      `const root = await ${LIST}({ ${LIST_FOLDER}: "0" });
const projects = root.entries.find((e) => e.name === "Projects");
const items = await ${LIST}({ ${LIST_FOLDER}: projects.id, ${LIST_FIELDS}: ["name", "size", "type"] });
const files = items.entries.filter((e) => e.type === "file");
const largest = files.sort((a, b) => b.size - a.size)[0];
return largest ? { name: largest.name, size: largest.size } : "no files";`,
    ],
  },
  "count-root-items-by-type": {
    async calls(call) {
      await call(LIST, { [LIST_FOLDER]: "0", [LIST_FIELDS]: ["type"] });
    },
    searches: ["list the items in a folder"],
    scripts: [
      `const root = await ${LIST}({ ${LIST_FOLDER}: "0", ${LIST_FIELDS}: ["type"] });
const counts = {};
for (const e of root.entries) counts[e.type] = (counts[e.type] ?? 0) + 1;
return counts;`,
    ],
  },
  "who-collaborates-on-finance": {
    async calls(call) {
      const root = entries(await call(LIST, { [LIST_FOLDER]: "0" }));
      const finance = root.find((e) => e.name === "Finance")!;
      await call(COLLABS, { [COLLABS_FOLDER]: finance.id });
    },
    searches: ["list the items in a folder", "who has access to a folder"],
    scripts: [
      `const root = await ${LIST}({ ${LIST_FOLDER}: "0" });
const finance = root.entries.find((e) => e.name === "Finance");
const collabs = await ${COLLABS}({ ${COLLABS_FOLDER}: finance.id });
return collabs.entries.map((c) => ({ who: c.accessible_by?.name ?? c.invite_email, role: c.role }));`,
    ],
  },
  "trashed-items-summary": {
    async calls(call) {
      await call(TRASH, {});
    },
    searches: ["what is in the trash"],
    scripts: [
      `const trash = await ${TRASH}({});
return trash.entries.map((e) => (e.type === "folder" ? e.name + " (folder)" : e.name));`,
    ],
  },
  "engineering-thread-authors": {
    async calls(call) {
      const history = (await call(HISTORY, { channel_name: "engineering", limit: 5 })) as {
        messages: Array<{ user: string }>;
      };
      await call(USERS, { user_ids: [...new Set(history.messages.map((m) => m.user))] });
    },
    searches: ["read the messages of a channel", "look up users by id"],
    scripts: [
      `const history = await ${HISTORY}({ channel_name: "engineering", limit: 5 });
const ids = [...new Set(history.messages.map((m) => m.user))];
const { users } = await ${USERS}({ user_ids: ids });
const names = Object.fromEntries(users.map((u) => [u.id, u.real_name ?? u.name]));
return history.messages.map((m) => names[m.user]);`,
    ],
  },
  "my-channels": {
    async calls(call) {
      await call(ME, {});
      await call(CONVERSATIONS, { conversation_types: ["public_channel"] });
    },
    searches: ["who am I", "list the channels"],
    scripts: [
      // The first attempt guessed the result's field names; it failed and was corrected from the error.
      `const me = await ${ME}({});
const channels = await ${CONVERSATIONS}({ conversation_types: ["public_channel"] });
return { me: me.user ?? me.name, channels: channels.channels.filter((c) => c.is_member).map((c) => c.name) };`,
      `const me = await ${ME}({});
const list = await ${CONVERSATIONS}({ conversation_types: ["public_channel"] });
return { me: me.user.real_name, channels: list.conversations.filter((c) => c.is_member).map((c) => c.name) };`,
    ],
  },
};

interface Tally {
  listing: number;
  calls: number;
  arguments: number;
  results: number;
  failed: number;
}

async function toolCalling(kit: Kit, plan: Plan): Promise<Tally> {
  const tally: Tally = { listing: tokens(kit.definitions.map(mcpTool)), calls: 0, arguments: 0, results: 0, failed: 0 };
  await plan.calls(async (tool, input) => {
    tally.calls += 1;
    tally.arguments += tokens({ name: tool, arguments: input });
    try {
      const value = await kit.invoke(tool, input);
      tally.results += tokens(value);
      return value;
    } catch (error) {
      tally.failed += 1;
      tally.results += tokens(error instanceof ToolError ? error.toJSON() : String(error));
      throw error;
    }
  });
  return tally;
}

async function codeMode(kit: Kit, plan: Plan): Promise<Tally & { answer: unknown }> {
  const tally: Tally = {
    listing: tokens(codeTools(kit.definitions.length)),
    calls: 0,
    arguments: 0,
    results: 0,
    failed: 0,
  };
  const run = async (tool: string, input: Record<string, unknown>) => {
    tally.calls += 1;
    tally.arguments += tokens({ name: tool, arguments: input });
    const outcome = await runCodeTool(kit, {}, tool, input);
    tally.results += tokens(outcome.ok ? outcome.value : outcome.error);
    if (!outcome.ok) tally.failed += 1;
    return outcome;
  };
  for (const query of plan.searches) await run("search_api", { query });
  let outcome: Awaited<ReturnType<typeof run>> | undefined;
  for (const code of plan.scripts) outcome = await run("execute", { code });
  return { ...tally, answer: outcome!.ok ? (outcome!.value as { value: unknown }).value : outcome!.error };
}

const total = (t: Tally) => t.listing + t.arguments + t.results;

export async function codeModeBench(): Promise<void> {
  const tasks = parse(readFileSync(path.join(ROOT, "bench/code-mode/tasks.yaml"), "utf8")) as Task[];
  const box = await boxSandbox({ seed: 1 });
  const slack = await slackSandbox({ seed: 1 });
  const kits = {
    "content-api": contentKit({ accessToken: "bench", baseUrl: box.url }),
    messaging: messagingKit({ accessToken: "bench", baseUrl: slack.url }),
  };
  try {
    const startCold = performance.now();
    await kits["content-api"].execute("return 1;");
    const cold = performance.now() - startCold;
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      await kits["content-api"].execute("return 1;");
      warm.push(performance.now() - start);
    }
    warm.sort((a, b) => a - b);
    console.log(
      `execute start-up: cold ${cold.toFixed(0)} ms (engine compiled), warm median ${warm[10]!.toFixed(1)} ms (20 runs)`,
    );
    console.log(await engineChoice());
    console.log(await threadCost());
    const check = `const r = await ${LIST}({ ${LIST_FOLDER}: "0" });\nreturn r.entries.length;`;
    const checkCold = performance.now();
    await kits["content-api"].execute(check, { typecheck: true });
    const checked = performance.now() - checkCold;
    const checks: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await kits["content-api"].execute(check, { typecheck: true });
      checks.push(performance.now() - start);
    }
    checks.sort((a, b) => a - b);
    console.log(
      `execute with typecheck: cold ${checked.toFixed(0)} ms (TypeScript loaded), warm median ${checks[2]!.toFixed(0)} ms (5 runs, the script's one call included)`,
    );

    console.log(
      "| task | kit | tool calling: calls, tokens (listing + args + results) | code mode: calls, tokens | ratio |",
    );
    console.log("|---|---|---|---|---|");
    for (const task of tasks) {
      const plan = PLANS[task.id];
      if (!plan) throw new Error(`bench/code-mode: no plan for task ${task.id}`);
      box.reset();
      const kit = kits[task.kit];
      const calling = await toolCalling(kit, plan);
      box.reset();
      const code = await codeMode(kit, plan);
      const row = (t: Tally) =>
        `${t.calls} (${t.failed} failed), ${total(t)} = ${t.listing} + ${t.arguments} + ${t.results}`;
      console.log(
        `| ${task.id} | ${task.kit} | ${row(calling)} | ${row(code)} | ${(total(code) / total(calling)).toFixed(3)} |`,
      );
      console.log(`  code mode's answer: ${JSON.stringify(code.answer).slice(0, 160)}`);
    }
  } finally {
    await box.close();
    await slack.close();
  }
}

/**
 * What the hard stop costs: a script's engine on a worker thread (what execute does, so the host can end it), against
 * the same script on the host's own thread (what execute did before), warm and cold, alternating in the same run.
 * Cold on a worker is a new runner's first script: a thread started, the engine compiled in it.
 */
async function threadCost(): Promise<string> {
  const { loadEngine } = await import("@toolgen/runtime/code/engine.js");
  const { runScript, LIMIT_DEFAULTS } = await import("@toolgen/runtime/code/run.js");
  const { CodeRunner } = await import("@toolgen/runtime/code/index.js");
  const definitions = [{ name: "Echo", group: "retrieval" }] as never;
  const invoke = async () => null;
  const api = { names: ["Echo"], invoke };
  const settings = { limits: { ...LIMIT_DEFAULTS }, clock: Date.now };
  const onHost = async (engine: Awaited<ReturnType<typeof loadEngine>>) =>
    runScript(await engine(), api, "return 1;", settings);
  const warmRunner = new CodeRunner({ definitions, invoke });
  const warmEngine = await loadEngine();
  await warmRunner.execute("return 1;");
  const time = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  const warm = { host: [] as number[], worker: [] as number[] };
  for (let i = 0; i < 20; i++) {
    warm.host.push(await time(() => onHost(warmEngine)));
    warm.worker.push(await time(() => warmRunner.execute("return 1;")));
  }
  const cold = { host: [] as number[], worker: [] as number[] };
  for (let i = 0; i < 5; i++) {
    cold.host.push(await time(async () => onHost(await loadEngine())));
    cold.worker.push(await time(() => new CodeRunner({ definitions, invoke }).execute("return 1;")));
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const pair = (x: { host: number[]; worker: number[] }) =>
    `host thread ${mid(x.host).toFixed(1)} ms, worker ${mid(x.worker).toFixed(1)} ms (x${(mid(x.worker) / mid(x.host)).toFixed(1)})`;
  // Cold on the host's thread compiles the engine again in a process that has compiled it before (V8 may reuse
  // that work); cold on a worker starts a thread that loads everything anew.
  return `execute "return 1;" (medians, alternating): warm: ${pair(warm)} of 20; cold (engine compiled again): ${pair(cold)} of 5`;
}

/**
 * The two ways to keep concurrent scripts apart, measured side by side: a WebAssembly module per script (what
 * execute does: nothing shared, so a script that breaks its engine breaks only its own) against one shared module
 * with a runtime per script (the synchronous build allows it, as no call suspends inside the module).
 */
async function engineChoice(): Promise<string> {
  const { newQuickJSWASMModuleFromVariant, newVariant } = await import("quickjs-emscripten-core");
  const variant = (await import("@jitl/quickjs-wasmfile-release-sync")).default;
  const { createRequire } = await import("node:module");
  const wasm = readFileSync(createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm"));
  const wasmModule = await (
    globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<unknown> } }
  ).WebAssembly.compile(wasm);
  const custom = newVariant(variant as never, { wasmModule: wasmModule as never });
  const run = (module: Awaited<ReturnType<typeof newQuickJSWASMModuleFromVariant>>) => {
    const runtime = module.newRuntime();
    const vm = runtime.newContext();
    vm.unwrapResult(vm.evalCode("1 + 1")).dispose();
    vm.dispose();
    runtime.dispose();
  };
  const own: number[] = [];
  const shared: number[] = [];
  const one = await newQuickJSWASMModuleFromVariant(custom);
  for (let i = 0; i < 20; i++) {
    let start = performance.now();
    run(await newQuickJSWASMModuleFromVariant(custom));
    own.push(performance.now() - start);
    start = performance.now();
    run(one);
    shared.push(performance.now() - start);
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[10]!.toFixed(2);
  return `engine per script: a module of its own ${mid(own)} ms, a runtime in one shared module ${mid(shared)} ms (medians of 20, alternating)`;
}
