// Code mode as two tools for a model: `search_api` answers the TypeScript declarations of the tools that fit a task
// (through the kit's one search, with its safety rules), and `execute` runs a script against them. The MCP server
// and the adapters offer these two instead of the tools themselves.
import type { ToolOutcome } from "../adapters/result.js";
import type { ToolSelection } from "../adapters/select.js";
import type { JsonObject, JsonValue } from "../contract.js";
import { ToolError } from "../errors.js";
import { discoveryInput, MAX_QUERY, searchRequest } from "../search/discovery.js";
import type { Toolkit } from "../kit.js";
import type { CallOptions } from "../options.js";
import { DEFAULT_RESULT_BUDGET, estimateTokens } from "../adapters/budget.js";
import { LIMIT_DEFAULTS } from "./run.js";
import { diagnosticLine, typecheckSummary } from "./diagnostics.js";
import type { Diagnostic, ExecuteResult } from "./types.js";

export const SEARCH_API = "search_api";
export const EXECUTE = "execute";
const MAX_LIMIT = 10;
/** What one `search_api` answer may take: the best functions and their types, the rest named, not declared. */
const SEARCH_API_TOKENS = 2_000;

/** What code mode needs of a kit. */
export type CodeModeKit = Pick<Toolkit<object>, "definitions" | "execute" | "apiDeclarations"> &
  Partial<Pick<Toolkit<object>, "searchTools" | "nothingFits" | "resultBudget">>;

/** The kit as code mode needs it; a kit not made by createToolkit has no execute. */
export function codeModeKit(kit: object): CodeModeKit {
  if (!("execute" in kit) || !("apiDeclarations" in kit))
    throw new TypeError("Code mode needs a toolkit made by createToolkit (it has no execute).");
  return kit as CodeModeKit;
}

export interface CodeTool {
  name: typeof SEARCH_API | typeof EXECUTE;
  description: string;
  inputSchema: JsonObject;
}

/** The two tools' records, in MCP's shape (the adapters reshape them). */
export function codeTools(count: number): CodeTool[] {
  const seconds = LIMIT_DEFAULTS.timeoutMs / 1000;
  return [
    {
      name: SEARCH_API,
      description:
        `Finds the functions for a task among this API's ${count} and answers their TypeScript declarations ` +
        "(input and result types, risk facts). Describe the task in plain words. An empty answer means no " +
        "function does that; its note, when it has one, says what they can do instead.",
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", description: "The task in plain words.", maxLength: MAX_QUERY },
          limit: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: 2, description: "How many at most." },
        },
        required: ["query"],
      },
    },
    {
      name: EXECUTE,
      description:
        `Runs a TypeScript or JavaScript script, the body of an async function, against the functions ${SEARCH_API} ` +
        "declares: each is a global async function taking one input object. Chain calls, filter and reduce in the " +
        "script, and `return` only what the answer needs; `console.log` lines come back too. No network, files or " +
        `imports. Limits: ${seconds} s, ${LIMIT_DEFAULTS.maxCalls} calls, about ${LIMIT_DEFAULTS.maxResultTokens} ` +
        "tokens of result and logs together. A failed call throws an error with `kind` and `hint`.",
      inputSchema: {
        type: "object",
        properties: {
          code: { type: "string", description: "The script." },
          typecheck: {
            type: "boolean",
            description: "Check the script against the declarations first; answer the problems instead of running it.",
          },
        },
        required: ["code"],
      },
    },
  ];
}

/** Runs `search_api` or `execute`, within `selection`. A script's own failure is an error outcome the model reads. */
export async function runCodeTool(
  kit: CodeModeKit,
  selection: ToolSelection,
  name: string,
  input: unknown,
  call: CallOptions = {},
): Promise<ToolOutcome> {
  const given = (input !== null && typeof input === "object" && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  try {
    if (name === SEARCH_API) return { ok: true, value: await searchApi(kit, selection, given) };
    if (name === EXECUTE) {
      if (typeof given.code !== "string" || given.code.trim() === "")
        throw discoveryInput(EXECUTE, "code", "code must be the script's text.", "Send the script as one string.");
      // The kit's result budget bounds the whole answer: the value within it, then as many log lines as still fit.
      const budget = kit.resultBudget === false ? undefined : (kit.resultBudget ?? DEFAULT_RESULT_BUDGET);
      const result = await kit.execute(given.code, {
        ...selection,
        typecheck: given.typecheck === true,
        ...(budget !== undefined && { maxResultTokens: budget }),
        ...(call.signal && { signal: call.signal }),
      });
      return executeOutcome(result, budget);
    }
    throw new ToolError("invalid_input", `${name} is not a tool of this server; call ${SEARCH_API} or ${EXECUTE}.`, {
      tool: name,
      hint: `Find functions with ${SEARCH_API}, then run a script with ${EXECUTE}.`,
    });
  } catch (error) {
    if (error instanceof ToolError) return { ok: false, error: error.toJSON() };
    throw error;
  }
}

async function searchApi(kit: CodeModeKit, selection: ToolSelection, input: Record<string, unknown>) {
  const { query, limit } = searchRequest(SEARCH_API, input, MAX_LIMIT, 2);
  const matches = kit.searchTools?.(query, { ...selection, limit }) ?? [];
  const found = matches.map((m) => m.name);
  // None: the sentence saying what the API cannot do, when that is why.
  if (found.length === 0) {
    const note = kit.nothingFits?.(query, selection, "The API's functions");
    return { functions: [], declarations: "", ...(note ? { note } : {}) };
  }
  const declarations = await kit.apiDeclarations(found, { maxTokens: SEARCH_API_TOKENS });
  // The functions answered: those whose declaration fitted (the best always does).
  const functions = found.filter((name) => declarations.includes(`declare function ${name}(`));
  return { functions, declarations } as JsonObject;
}

/** Log lines from the first while the answer stays within `budget` tokens; a note says how many were left out. */
function fitLogs(answer: JsonObject, logs: readonly string[], budget: number | undefined): void {
  if (logs.length === 0) return;
  if (budget === undefined) return void (answer.logs = [...logs]);
  // Room for the note, which is a short sentence.
  let used = estimateTokens(JSON.stringify(answer)) + 60;
  const kept: string[] = [];
  for (const line of logs) {
    used += estimateTokens(JSON.stringify(line)) + 1;
    if (used > budget) break;
    kept.push(line);
  }
  answer.logs = kept;
  if (kept.length < logs.length)
    answer.logsCut = `${kept.length} of ${logs.length} log lines shown; the rest are over the ${budget}-token result budget. Log less, or return what matters.`;
}

function executeOutcome(result: ExecuteResult, budget: number | undefined): ToolOutcome {
  const inFlight = result.calls.filter((c) => c.inFlight).length;
  const calls = {
    made: result.calls.length,
    failed: result.calls.filter((c) => !c.ok && !c.inFlight).length,
    ...(inFlight > 0 && { inFlight }),
  };
  if (result.ok) {
    const value: JsonObject = { value: result.value, calls: calls as unknown as JsonValue };
    fitLogs(value, result.logs, budget);
    return { ok: true, value };
  }
  const { error } = result;
  const where =
    error.line === undefined ? "" : ` (line ${error.line}${error.column ? `, column ${error.column}` : ""})`;
  const hints: Record<typeof error.kind, string> = {
    syntax: "Fix the syntax at that line and run it again.",
    script: "Fix the script at that line; catch a call's error with try/catch to go on after it.",
    tool: error.tool?.hint ?? "Correct the failing call's input, or catch its error in the script.",
    limit: "Do less in one script: fewer calls, a smaller result, no endless loops.",
    typecheck: "Correct the types the diagnostics name, then run it again.",
    unavailable: "Run it without typecheck.",
  };
  const problems = error.diagnostics && shownProblems(error.diagnostics, budget);
  return {
    ok: false,
    error: {
      kind: error.kind === "tool" && error.tool ? error.tool.kind : "invalid_input",
      message: `${EXECUTE}: ${problems ? problems.text : `${error.message}${where}`}`,
      retryable: false,
      tool: EXECUTE,
      hint: hints[error.kind],
      ...(problems && {
        issues: problems.shown.map((d) => ({
          param: "code",
          rule: "type",
          message: `line ${d.line}, column ${d.column}: ${d.message}`,
          hint: "Correct the script there.",
        })),
      }),
    },
  };
}

/**
 * Every problem of a type-check, each as tsc prints it, while they fit half the result budget (the issues repeat
 * them); a closing line says how many more there are.
 */
function shownProblems(diagnostics: readonly Diagnostic[], budget: number | undefined) {
  const lines = [typecheckSummary(diagnostics.length)];
  const shown: Diagnostic[] = [];
  let used = estimateTokens(lines[0]!);
  for (const d of diagnostics) {
    const line = diagnosticLine(d);
    used += 2 * estimateTokens(line);
    if (budget !== undefined && used > budget / 2 && shown.length > 0) break;
    lines.push(line);
    shown.push(d);
  }
  if (shown.length < diagnostics.length)
    lines.push(
      `${diagnostics.length - shown.length} more problems are not shown (the result budget); fix these first.`,
    );
  return { text: lines.join("\n"), shown };
}
