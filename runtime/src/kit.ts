import type { JsonObject, JsonValue, Tool, ToolDefinition } from "./contract.js";
import { DEFAULT_RESULT_BUDGET } from "./adapters/budget.js";
import { isAuthProvider, type AuthProvider } from "./auth/provider.js";
import { outputSchemasFile, standaloneSchema } from "./output-schema.js";
import { cancelled, invalidInput, unknownTool } from "./errors.js";
import { ToolSearch, type SearchToolsOptions, type ToolMatch } from "./search/engine.js";
import { searchIndexFile } from "./search/tools/search-index.js";
import { authProblem, resolveOptions, type CallOptions, type ToolkitOptions } from "./options.js";
import { plainInput } from "./plain-input.js";
import type { ToolSelection } from "./adapters/select.js";
import type { CodeRunner, ExecuteOptions, ExecuteResult } from "./code/index.js";
import { SecretRegistry } from "./secrets.js";

// The options are declared beside their checks (options.ts); a kit's users import them from here as before.
export type { CallOptions, RetryOptions, ToolkitOptions } from "./options.js";

/** What a provider gets for one call: the caller's options and when the call began. */
export interface CallContext extends CallOptions {
  /** Epoch milliseconds; the call's retry.totalMs counts from then, across all its requests. */
  callStarted?: number;
  /** The kit's tools, so a provider's hints can name the tool that does a thing (a spec edit may rename it). */
  tools?: Readonly<Record<string, Tool>>;
  /** The kit's secrets: every token sent is added, and every error text is scrubbed against them. */
  secrets?: SecretRegistry;
}

/** What a provider (Box, Slack) supplies: how one validated call is carried out. */
export interface Provider<Options extends ToolkitOptions> {
  readonly name: string;
  /** Problems with the provider's own options, checked when the toolkit is created. */
  checkOptions?(options: Options): string[];
  execute(tool: Tool, input: Record<string, unknown>, options: Options, call: CallContext): Promise<JsonValue>;
}

/** The parameter of tool `Name` that makes a conditional request (If-None-Match), if `Etags` names one. */
type EtagOf<Etags, Name> = Name extends keyof Etags ? Etags[Name] & string : never;

/** What a call that passes no etag resolves to: the tool's output without its 304 answer, which needs an etag. */
type Unconditional<Output, Etags, Name> = Name extends keyof Etags ? Exclude<Output, { notModified: true }> : Output;

/**
 * A toolkit whose `call` is type-checked per tool name through the name → input map `Inputs`, and resolves to the
 * tool's type in the name → output map `Outputs` (generated from the tools' output schemas). `Etags` maps each tool
 * that answers 304 Not Modified to its etag parameter: only a call passing it can get that answer.
 */
export interface Toolkit<
  Inputs extends object,
  Outputs extends { [Name in keyof Inputs]: unknown } = { [Name in keyof Inputs]: JsonValue },
  Etags extends { [Name in keyof Inputs]?: string } = {},
> {
  readonly definitions: readonly ToolDefinition[];
  /** Runs one tool; resolves with one JSON value (of the tool's output type) or rejects with a ToolError. */
  call<Name extends keyof Inputs & string>(
    name: Name,
    input: Inputs[Name] & { [Etag in EtagOf<Etags, Name>]?: undefined },
    options?: CallOptions,
  ): Promise<Unconditional<Outputs[Name], Etags, Name>>;
  /** The same, with the tool's etag (or one that may be given): it may resolve to 304 Not Modified. */
  call<Name extends keyof Inputs & string>(
    name: Name,
    input: Inputs[Name],
    options?: CallOptions,
  ): Promise<Outputs[Name]>;
  /** The same as `call`, for names and inputs known only at run time (MCP servers, CLIs). */
  invoke(name: string, input: unknown, options?: CallOptions): Promise<JsonValue>;
  has(name: string): boolean;
  /**
   * What the tool's call resolves to, as one standalone JSON Schema 2020-12 (the shared definitions it reaches under
   * its `$defs`); undefined for an unknown tool. Read from the package's definitions on the first call.
   */
  outputSchema(name: string): JsonObject | undefined;
  /** The result budget the kit's options set for the MCP server and adapters (tokens, or `false` for none). */
  readonly resultBudget: number | false;
  /** The tools best matching a request in a user's words, best first (default 5); the options narrow the candidates. */
  searchTools(query: string, options?: SearchToolsOptions): ToolMatch[];
  /**
   * When `searchTools` finds nothing because no tool can do what the request asks: a sentence saying so, what the
   * tools can do, and what they can with the resource named (`subject` names the tools, "These tools" by default).
   * Undefined when some tool may fit.
   */
  nothingFits(query: string, options?: SearchToolsOptions, subject?: string): string | undefined;
  /**
   * Code mode: runs `code`, the body of an async function, in a WebAssembly sandbox where each selected tool is an
   * async function of the same name (through `invoke`), with `console.log` and `sleep`; resolves with what it
   * returned, or a structured error. Never rejects for anything the script does.
   */
  execute(code: string, options?: ExecuteOptions & ToolSelection): Promise<ExecuteResult>;
  /**
   * The TypeScript declarations of these tools (code mode's API) and of the types they use; with `maxTokens`, the
   * first tool and as many of the rest and of their types as fit, the types left out named at the end.
   */
  apiDeclarations(names: readonly string[], options?: { maxTokens?: number }): Promise<string>;
  /** The manifest's conventions: facts every tool shares (e.g. which id the root folder has). */
  readonly conventions?: readonly string[];
}

/**
 * A toolkit over `provider`. `kit.id` (e.g. "messaging") names the environment variables read for options left out;
 * invalid options throw a ToolkitOptionsError here, before any request.
 */
export function createKit<
  Inputs extends object,
  Options extends ToolkitOptions,
  Outputs extends { [Name in keyof Inputs]: unknown } = { [Name in keyof Inputs]: JsonValue },
  Etags extends { [Name in keyof Inputs]?: string } = {},
>(
  provider: Provider<Options>,
  tools: Readonly<Record<string, Tool>>,
  given: Options,
  /**
   * `id` names the environment variables; `searchIndex` is the kit's generated `definitions/search-index.json`
   * (without it the tools are indexed on the first search); `conventions` are the manifest's; `api` is the kit's
   * generated `definitions/api.d.ts` (code mode's declarations); `outputSchemas` its `definitions/output-schemas.json`.
   */
  kit: { id?: string; searchIndex?: URL; conventions?: readonly string[]; api?: URL; outputSchemas?: URL } = {},
): Toolkit<Inputs, Outputs, Etags> {
  const options = resolveOptions(given, kit.id, (resolved) => [
    ...authProblem(resolved, provider.name),
    ...(provider.checkOptions?.(resolved) ?? []),
  ]);
  const definitions = Object.freeze(Object.values(tools).map((tool) => tool.definition));
  // Every credential the kit obtains lands here, so no later error can echo it (see secrets.ts).
  const secrets = new SecretRegistry([options.accessToken]);
  // An auth provider's client secret, key, passphrase and every token it obtains, before any is used.
  if (isAuthProvider(options.accessToken)) options.accessToken.onSecret((value) => secrets.add(value));
  const search = new ToolSearch(definitions, kit.searchIndex && searchIndexFile(kit.searchIndex));
  const outputs = kit.outputSchemas && outputSchemasFile(kit.outputSchemas);
  const invoke = async (name: string, input: unknown, call: CallOptions = {}): Promise<JsonValue> => {
    const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
    if (!tool) throw unknownTool(name, { offered: Object.keys(tools) });
    // Validated and sent: the same plain copy, read once. Only an omitted input stands for {}: null is no object.
    const data = plainInput(name, input === undefined ? {} : input);
    const issues = tool.validate(data);
    if (issues.length > 0) throw invalidInput(name, issues);
    if (call.signal?.aborted) throw cancelled(name);
    const value = await provider.execute(tool, data as Record<string, unknown>, options, {
      ...call,
      callStarted: Date.now(),
      tools,
      secrets,
    });
    // An upstream that echoes the token in a successful answer (a debug endpoint, a misconfigured proxy) must not
    // hand it to the model either.
    return secrets.scrubAnswer(value);
  };
  // Code mode loads on its first use; the runner keeps what it loaded.
  let runner: Promise<CodeRunner> | undefined;
  const code = () =>
    (runner ??= import("./code/index.js").then(({ CodeRunner }) => {
      const api = kit.api;
      const read = api && (() => import("node:fs/promises").then(({ readFile }) => readFile(api, "utf8")));
      return new CodeRunner({ definitions, invoke }, read);
    }));
  return {
    definitions,
    // The value is the tool's answer as its output schema describes it (checked against the sandbox in the tests).
    call: invoke as Toolkit<Inputs, Outputs, Etags>["call"],
    execute: async (source, options) => (await code()).execute(source, options),
    apiDeclarations: async (names, options) => (await code()).declarations(names, options?.maxTokens),
    invoke,
    has: (name) => Object.hasOwn(tools, name),
    outputSchema: (name) => (outputs && Object.hasOwn(tools, name) ? standaloneSchema(outputs(), name) : undefined),
    resultBudget: options.resultBudget ?? DEFAULT_RESULT_BUDGET,
    searchTools: (query, options) => search.search(query, options),
    nothingFits: (query, options, subject) => search.nothingFits(query, options, subject),
    ...(kit.conventions ? { conventions: kit.conventions } : {}),
  };
}
