// Discovery mode: instead of every tool, a model is given two — `search_tools` finds tools for a task in plain
// words, `call_tool` calls one by name — and pays in tokens only for the tools it looks at. The MCP server and the
// adapters all run these two through `runDiscoveryTool`.
import type { JsonObject, JsonValue } from "../contract.js";
import { ToolError } from "../errors.js";
import { runTool, type AnyToolkit, type RunOptions, type ToolOutcome } from "../adapters/result.js";
import type { ToolSelection } from "../adapters/select.js";
import { mcpTool, type McpTool } from "../adapters/shapes.js";
import { closestNames } from "../suggest.js";
import { nameWords } from "./words/name-words.js";
import { nothingFits, searchTools } from "./kit-search.js";
import { requestActions } from "./words/actions.js";

export const SEARCH_TOOLS = "search_tools";
export const CALL_TOOL = "call_tool";
export type Discovery = "all" | "search" | "code";
export const DISCOVERY_MODES: readonly Discovery[] = ["all", "search", "code"];
const MAX_LIMIT = 20;
/** The longest request a search tool takes: a task said in words is a sentence or a short paragraph. */
export const MAX_QUERY = 1_000;

/** One of the two discovery tools, in MCP's shape (the adapters reshape it). */
export interface DiscoveryTool {
  name: typeof SEARCH_TOOLS | typeof CALL_TOOL;
  description: string;
  inputSchema: JsonObject;
}

/** A tool `search_tools` found: what a model needs to call it. */
export type FoundTool = McpTool;

/**
 * `search_tools` and `call_tool` for a kit of `count` tools. `argumentsAsText` declares `call_tool`'s arguments as
 * JSON text, for schema dialects that cannot state a free-form object (strict function calling, Gemini); an object
 * is accepted either way.
 */
export function discoveryTools(count: number, { argumentsAsText = false } = {}): DiscoveryTool[] {
  return [
    {
      name: SEARCH_TOOLS,
      description:
        `Finds the tools for a task among this server's ${count}, best match first. Describe what you want done in ` +
        "plain words. Each match gives the tool's name, what it does and its risks, its hints and its input " +
        `schema; call it by that name, or through ${CALL_TOOL}. When no tool can do what you ask, the answer is ` +
        "empty and says what these tools can and cannot do.",
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", description: "The task in plain words.", maxLength: MAX_QUERY },
          limit: {
            type: "integer",
            description: "How many matches at most.",
            minimum: 1,
            maximum: MAX_LIMIT,
            default: 5,
          },
        },
        required: ["query"],
      },
    },
    {
      name: CALL_TOOL,
      description: `Calls a tool that ${SEARCH_TOOLS} found, by its name, with arguments that follow its input schema.`,
      inputSchema: {
        type: "object",
        properties: {
          name: { type: "string", description: "The tool's name, as search_tools gave it." },
          arguments: argumentsAsText
            ? { type: "string", description: 'The tool\'s arguments as one JSON object in text, e.g. \'{"id":"12"}\'.' }
            : { type: "object", description: "The tool's arguments." },
        },
        required: ["name"],
      },
    },
  ];
}

/** Where a discovery call runs: the kit, the selection that bounds what is found and called, the names it offers. */
export interface DiscoveryScope {
  kit: AnyToolkit;
  selection: ToolSelection;
  offered: ReadonlySet<string>;
}

/** What `search_tools` answers: the matches, and when there are none, a sentence saying why. */
export interface FoundTools {
  tools: FoundTool[];
  note?: string;
}

/**
 * Runs `search_tools` (its value is FoundTools) or `call_tool` (the called tool's outcome). Bad input to either,
 * and a name no search could have found, is an `invalid_input` outcome the model can correct from, like any tool's.
 */
export async function runDiscoveryTool(
  scope: DiscoveryScope,
  name: string,
  input: unknown,
  call: Omit<RunOptions, "offered"> = {},
): Promise<ToolOutcome> {
  try {
    if (name === SEARCH_TOOLS) return { ok: true, value: searchAnswer(scope, input) as unknown as JsonValue };
    const { tool, args } = name === CALL_TOOL ? callToolInput(input) : { tool: name, args: input };
    if (!scope.offered.has(tool)) throw notFound(scope, tool, call.exposure);
    return await runTool(scope.kit, tool, args, { ...call, offered: scope.offered });
  } catch (error) {
    if (error instanceof ToolError) return { ok: false, error: error.toJSON() };
    throw error;
  }
}

/** What an adapter needs for discovery mode: the two tools' records and the scope their calls run in. */
export function discoveryScope(
  kit: AnyToolkit,
  selection: ToolSelection,
  selected: readonly { name: string }[],
): DiscoveryScope {
  return { kit, selection, offered: new Set(selected.map((d) => d.name)) };
}

/** `search_tools`' answer: the matches, or none and the sentence saying what the tools can and cannot do. */
export function searchAnswer(scope: DiscoveryScope, input: unknown): FoundTools {
  const tools = findTools(scope, input);
  if (tools.length > 0) return { tools };
  const { query } = input as { query: string };
  const note =
    nothingFits(scope.kit, query, scope.selection, "This server's tools") ??
    "No tool matches these words; search again with others.";
  return { tools, note };
}

/** The matches of a `search_tools` call, within the scope's selection. */
export function findTools(scope: DiscoveryScope, input: unknown): FoundTool[] {
  const { query, limit } = searchRequest(SEARCH_TOOLS, input, MAX_LIMIT, 5);
  const byName = new Map(scope.kit.definitions.map((d) => [d.name, d]));
  // Each hit whole, as the listing has it: a shortened description lost caveats (what a listing leaves out, the
  // root folder's id) and the rules a call must keep.
  return searchTools(scope.kit, query, { ...scope.selection, limit }).map((match) => mcpTool(byName.get(match.name)!));
}

/** A search tool's `query` and `limit` (at most `most`, else `fallback`), checked: bad input is an `invalid_input`
 * the model can correct, before anything is searched. */
export function searchRequest(
  tool: string,
  input: unknown,
  most: number,
  fallback: number,
): { query: string; limit: number } {
  const { query, limit } = (isObject(input) ? input : {}) as { query?: unknown; limit?: unknown };
  if (typeof query !== "string" || query.trim() === "")
    throw discoveryInput(tool, "query", "query must be a non-empty text.", "Describe the task in words.");
  if (query.length > MAX_QUERY)
    throw discoveryInput(
      tool,
      "query",
      `query must be at most ${MAX_QUERY} characters.`,
      "Describe the task in a sentence or two.",
    );
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= most))
    throw discoveryInput(tool, "limit", `limit must be an integer from 1 to ${most}.`, `Leave it out for ${fallback}.`);
  return { query, limit: (limit as number | undefined) ?? fallback };
}

function callToolInput(input: unknown): { tool: string; args: unknown } {
  const { name, arguments: args } = (isObject(input) ? input : {}) as { name?: unknown; arguments?: unknown };
  if (typeof name !== "string" || name === "") {
    throw discoveryInput(CALL_TOOL, "name", "name must be a tool's name.", `Find the tool with ${SEARCH_TOOLS} first.`);
  }
  if (name === SEARCH_TOOLS || name === CALL_TOOL) {
    throw discoveryInput(
      CALL_TOOL,
      "name",
      `${name} is called directly, not through ${CALL_TOOL}.`,
      `Call ${name} itself.`,
    );
  }
  if (typeof args !== "string") return { tool: name, args: args ?? {} };
  try {
    return { tool: name, args: args.trim() === "" ? {} : (JSON.parse(args) as unknown) };
  } catch {
    throw discoveryInput(
      CALL_TOOL,
      "arguments",
      "arguments is not valid JSON.",
      "Send the arguments as one JSON object.",
    );
  }
}

/**
 * A name the model has not found: unknown to the kit, or hidden by the selection. In discovery mode the model has no
 * list to pick from, so the hint is search_tools, with the nearest names: by spelling, else by the name's words.
 */
function notFound(
  scope: DiscoveryScope,
  name: string,
  exposure = "the tool selection these tools were made with",
): ToolError {
  const hidden = scope.kit.definitions.some((d) => d.name === name);
  let near = closestNames(name, scope.offered);
  if (near.length === 0) {
    // The name's words but its verbs: a hidden DeleteFolder points to the folder tools the selection has.
    const things = nameWords(name)
      .split(" ")
      .filter((word) => requestActions(word).length === 0);
    near = searchTools(scope.kit, things.join(" "), { ...scope.selection, limit: 3 }).map((m) => m.name);
  }
  const message = hidden ? `Tool "${name}" is not exposed by ${exposure}.` : `Unknown tool "${name}".`;
  const nearest = near.length > 0 ? ` Nearest: ${near.join(", ")}.` : "";
  return new ToolError("invalid_input", `${message}${nearest}`, {
    tool: name,
    hint: `Find the tool with ${SEARCH_TOOLS}: describe the task in plain words, then call a match by its name.`,
  });
}

/** A meta-tool's own input refused: `invalid_input` naming the parameter, with how to correct it. */
export function discoveryInput(tool: string, param: string, message: string, hint: string): ToolError {
  return new ToolError("invalid_input", `${tool}: ${message}`, {
    tool,
    hint,
    issues: [{ param, rule: param === "arguments" ? "type" : "required", message, hint }],
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
