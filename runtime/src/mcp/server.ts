// An MCP server over a toolkit, on the SDK's low-level `Server`: the schemas are plain JSON Schema already, so
// there is nothing for the zod-based `McpServer` helpers to do. One factory serves both protocol eras: 2025-era
// clients (`initialize`, sessions) and 2026-07-28 clients (`server/discover`, a `_meta` envelope on every request).
import { Server, type CallToolResult, type RequestId, type Tool } from "@modelcontextprotocol/server";
import {
  errorText,
  runTool,
  smallImage,
  valueText,
  withResultBudget,
  type AnyToolkit,
  type ResultOptions,
  type ToolOutcome,
} from "../adapters/result.js";
import { selectTools, type ToolSelection } from "../adapters/select.js";
import type { JsonObject, JsonValue, ToolDefinition } from "../contract.js";
import { mcpTool } from "../adapters/shapes.js";
import { CALL_TOOL, SEARCH_TOOLS, type Discovery } from "../search/discovery.js";
import { searchScope } from "../search/ranking/scope.js";
import { scopeSentence } from "../search/ranking/unfit-sentence.js";
import { discoverySession, EXPOSURE, type Session } from "./discovery.js";
import { codeModeKit, codeTools, EXECUTE, runCodeTool, SEARCH_API } from "../code/tools.js";
import { mcpOutput, structured, type McpOutput } from "./output.js";
import { subjectOf } from "./http-options.js";
import { taskRunner, type TaskOptions } from "./tasks.js";

export interface McpServerOptions extends ToolSelection, ResultOptions {
  /** Reported to clients in `initialize` (default "toolgen"). */
  name?: string;
  version?: string;
  /**
   * `all` (default) lists every selected tool. `search` lists only `search_tools` and `call_tool`; each tool a search
   * finds joins this session's list (with `notifications/tools/list_changed`). The selection bounds both.
   */
  discovery?: Discovery;
  /**
   * List each tool's `outputSchema` and answer with `structuredContent` that conforms to it (a result that is not an
   * object is wrapped as `{ result }`). Off by default: see the README for what it adds to the listing's tokens.
   * Applies to `discovery: "all"`.
   */
  outputSchema?: boolean;
  /**
   * The protocol era this server answers (the serving entry tells): `legacy` (2025-era, the default) keeps a session's
   * found tools in `--discovery search`; `modern` (2026-07-28) keeps nothing between requests.
   */
  era?: Era;
  /** How tasks of the asynchronous tools follow the upstream (2026-07-28 clients that declare the extension). */
  tasks?: TaskOptions;
}

export type Era = "legacy" | "modern";

/**
 * How long a 2026-07-28 client may reuse `tools/list` (SEP-2549): the list is fixed for a process in every mode (in
 * `--discovery search` the modern era lists only the two discovery tools), and it is the same for every caller.
 */
export const TOOLS_LIST_CACHE = { ttlMs: 3_600_000, cacheScope: "public" } as const;

/**
 * A server listing the selected tools and running calls through `kit.invoke`. A ToolError — invalid input
 * included — is a tool result with `isError: true` (text for the model, the envelope as `structuredContent`),
 * never a protocol error: the model can read it and correct the call. Throws a SelectionError on a selection
 * that names no tool. A `Server` serves one connection: create one per session.
 */
export function createMcpServer(given: AnyToolkit, options: McpServerOptions = {}): Server {
  return mcpServerFactory(given, options)(options.era ?? "legacy");
}

/**
 * Servers of one configuration, one per connection or (2026-07-28 over HTTP) per request: what every one of them
 * lists and says is derived once here, not per request (about 11 ms for ContentApi's listing, 59 ms with its output
 * schemas). Throws a SelectionError on a selection that names no tool.
 */
export function mcpServerFactory(given: AnyToolkit, options: McpServerOptions = {}): (era: Era) => Server {
  const kit = withResultBudget(given, options.resultBudget);
  const selected = selectTools(kit.definitions, options);
  const text = instructions(kit, selected, options.discovery ?? "all");
  // Listed and code sessions hold nothing per connection: one serves every server.
  const shared: ServedSession | undefined =
    options.discovery === "code"
      ? codeSession(kit, selected, { tools: options.tools, group: options.group, readOnly: options.readOnly })
      : options.discovery === "search"
        ? undefined
        : listedSession(kit, selected, options.outputSchema === true);
  // Calls through a script (code mode) answer as they do today.
  const tasks = options.discovery === "code" ? undefined : taskRunner(kit, selected, options.tasks);
  return (era) => {
    // Only a 2025-era session's list grows: the modern era has no session to remember found tools in.
    const growing = options.discovery === "search" && era !== "modern";
    const server = new Server(
      { name: options.name ?? "toolgen", version: options.version ?? "0.0.0" },
      {
        capabilities: { tools: growing ? { listChanged: true } : {} },
        instructions: text,
        cacheHints: { "tools/list": TOOLS_LIST_CACHE },
      },
    );
    const session: ServedSession = shared ?? discoverySession(growing ? server : undefined, kit, selected, options);
    server.setRequestHandler("tools/list", () => ({ tools: session.list() }));
    const notObjects = looseArguments(server);
    // A cancellation (notifications/cancelled, or a closed response stream) aborts the signal: the call stops.
    server.setRequestHandler("tools/call", async ({ params }, ctx) => {
      const given = notObjects.has(ctx.mcpReq.id) ? notObjects.get(ctx.mcpReq.id) : params.arguments;
      notObjects.delete(ctx.mcpReq.id);
      const input = given === undefined ? {} : given;
      const output = session.output?.(params.name);
      // A tool the upstream finishes later answers a client that takes tasks with one (call_tool's target too); its
      // place is taken before the upstream is called, so a call past the tasks' cap changes nothing.
      const [name, args] = params.name === CALL_TOOL ? calledThrough(input) : [params.name, input];
      const slot =
        era === "modern" && tasks?.applies(name, ctx.mcpReq.envelope)
          ? tasks.reserve(subjectOf(ctx.http?.authInfo))
          : undefined;
      if (slot && "kind" in slot) return toolResult({ ok: false, error: slot }, output);
      try {
        const outcome = await session.call(params.name, input, ctx.mcpReq.signal);
        const result = toolResult(outcome, output);
        if (!slot || !outcome.ok) return result;
        return slot.start(name, args, result as JsonObject, (o) => toolResult(o, output) as JsonObject) as never;
      } finally {
        slot?.release();
      }
    });
    if (era === "modern") tasks?.serve(server);
    return server;
  };
}

/**
 * The SDK checks a tools/call's `arguments` against its schema before the handler runs, so a string or an array there
 * would be a protocol error instead of the model-readable invalid_input it is: such arguments reach the handler as
 * `{}`, and the value given is kept here by request id for it to judge.
 */
function looseArguments(server: Server): Map<RequestId, unknown> {
  const notObjects = new Map<RequestId, unknown>();
  const connect = server.connect.bind(server);
  server.connect = async (transport) => {
    await connect(transport);
    const deliver = transport.onmessage;
    transport.onmessage = (message, extra) => {
      const params = "method" in message && message.method === "tools/call" ? message.params : undefined;
      const given = params?.arguments;
      const id = "id" in message ? message.id : undefined;
      if (
        id !== undefined &&
        params &&
        given !== undefined &&
        (typeof given !== "object" || given === null || Array.isArray(given))
      ) {
        notObjects.set(id, given);
        message = { ...message, params: { ...params, arguments: {} } };
      }
      deliver?.(message, extra);
    };
  };
  return notObjects;
}

/** The tool call_tool names, and its arguments. */
function calledThrough(input: unknown): [string, unknown] {
  const { name, arguments: args } = (input ?? {}) as { name?: unknown; arguments?: unknown };
  return [typeof name === "string" ? name : "", args];
}

type ServedSession = Session & { output?: (name: string) => McpOutput | undefined };

/**
 * What a model is told once, at initialize: what the served tools can and cannot do (from their groups, outcomes
 * and names), how to find them in discovery mode, and the kit's conventions from its manifest (such as the root
 * folder's id).
 */
export function instructions(kit: AnyToolkit, selected: readonly ToolDefinition[], discovery: Discovery): string {
  const parts = [scopeSentence(searchScope(selected), "This server's tools")];
  if (discovery === "search")
    parts.push(`Find the tool for a task with ${SEARCH_TOOLS} and call it by name or with ${CALL_TOOL}.`);
  if (discovery === "code")
    parts.push(
      `Find the functions for a task with ${SEARCH_API} (their TypeScript declarations), then run one script that calls them with ${EXECUTE}.`,
    );
  return [...parts, ...(kit.conventions ?? [])].join(" ");
}

/** `--discovery all`: every selected tool listed from the start, and callable by name. */
function listedSession(
  kit: AnyToolkit,
  selected: ToolDefinition[],
  withOutputs: boolean,
): Session & { output?: (name: string) => McpOutput | undefined } {
  const outputs = new Map<string, McpOutput>();
  if (withOutputs) {
    for (const d of selected) {
      const schema = kit.outputSchema?.(d.name);
      if (schema) outputs.set(d.name, mcpOutput(schema));
    }
  }
  const tools = selected.map((d) => {
    const output = outputs.get(d.name);
    return (output ? { ...mcpTool(d), outputSchema: output.schema } : mcpTool(d)) as Tool;
  });
  const offered = new Set(selected.map((d) => d.name));
  return {
    output: (name) => outputs.get(name),
    list: () => tools,
    call: (name, input, signal) =>
      runTool(kit, name, input, { offered, exposure: EXPOSURE, signal, imagesAsContent: true }),
  };
}

/** `--discovery code`: `search_api` and `execute`, a script against the selected tools' TypeScript API. */
function codeSession(kit: AnyToolkit, selected: ToolDefinition[], selection: ToolSelection): Session {
  const code = codeModeKit(kit);
  const tools = codeTools(selected.length) as Tool[];
  return {
    list: () => tools,
    call: (name, input, signal) => runCodeTool(code, selection, name, input, { signal }),
  };
}

function toolResult(outcome: ToolOutcome, output?: McpOutput): CallToolResult {
  if (!outcome.ok) {
    const text = errorText(outcome.error);
    // A client checks any structuredContent against the listed outputSchema, error or not (the SDK's answers -32602
    // and drops the result): a tool listed with one carries its envelope as text instead.
    if (output)
      return { isError: true, content: [{ type: "text", text: `${text}\n${JSON.stringify(outcome.error)}` }] };
    return { isError: true, content: [{ type: "text", text }], structuredContent: { ...outcome.error } };
  }
  const { value } = outcome;
  // A small image is shown as one; the text block keeps what else the result says (type, size), not the base64.
  const image = smallImage(value);
  if (image) {
    const { data: _, ...rest } = value as Record<string, JsonValue>;
    return {
      content: [
        { type: "image", ...image },
        { type: "text", text: valueText(rest) },
      ],
      // A tool listed with an outputSchema must answer with structuredContent, an image included.
      ...(output ? { structuredContent: structured(value, output) } : {}),
    };
  }
  const result: CallToolResult = { content: [{ type: "text", text: valueText(value) }] };
  // A tool listed with an outputSchema answers with structuredContent that conforms to it.
  if (output) result.structuredContent = structured(value, output);
  // Otherwise structuredContent must still be an object; arrays and scalars travel as text only.
  else if (value !== null && typeof value === "object" && !Array.isArray(value)) result.structuredContent = value;
  return result;
}
