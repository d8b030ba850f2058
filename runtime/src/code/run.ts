// One script in its own QuickJS runtime: the synchronous WebAssembly build, with tool calls as host promises, so a
// script that awaits never suspends the WebAssembly module and concurrent scripts never share a suspended call.
import type {
  QuickJSContext,
  QuickJSDeferredPromise,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from "quickjs-emscripten-core";
import { setMaxListeners } from "node:events";
import type { JsonValue } from "../contract.js";
import { ToolError, type ToolErrorEnvelope } from "../errors.js";
import { DEFAULT_RESULT_BUDGET, estimateTokens, MAX_CHARS_PER_TOKEN } from "../adapters/budget.js";
import { HELPERS, PRELUDE, wrapScript } from "./prelude.js";
import type { CallRecord, ExecuteError, ExecuteLimit, ExecuteResult, ScriptApi } from "./types.js";

export const LIMIT_DEFAULTS = {
  timeoutMs: 30_000,
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 128 * 1024,
  maxCalls: 200,
  maxLogBytes: 1024 * 1024,
  /** The kit's default result budget, in estimated o200k tokens. */
  maxResultTokens: DEFAULT_RESULT_BUDGET,
} as const;

export type Limits = { -readonly [K in keyof typeof LIMIT_DEFAULTS]: number };

/** The longest a script's `sleep` waits. */
export const MAX_SLEEP_MS = 1000;
/**
 * Sleeps and tool calls a script may have waiting at once: each holds a promise in the engine and a timer or request
 * on the host, and hundreds of thousands exhaust the engine's memory in ways it does not report as such.
 */
export const MAX_PENDING = 10_000;
/** The longest tool input a script may send, as JSON text. */
const MAX_INPUT_CHARS = 1024 * 1024;
/**
 * The deepest nesting of arrays and objects that crosses the script's boundary (a tool input, the returned value):
 * past a few thousand levels, copying a value to the host or writing it out overflows the stack.
 */
export const MAX_VALUE_DEPTH = 256;
const SCRIPT_FILE = "script.ts";

interface RunSettings {
  limits: Limits;
  clock: () => number;
  signal?: AbortSignal;
  /** Polled between the engine's steps: a cancel the signal cannot deliver while the script computes. */
  cancelled?: () => boolean;
}

/**
 * Runs `body` (JavaScript, the body of an async function) against `api` in `engine`, a WebAssembly module of its own;
 * never throws for anything the script does.
 */
export async function runScript(
  engine: QuickJSWASMModule,
  api: ScriptApi,
  body: string,
  settings: RunSettings,
): Promise<ExecuteResult> {
  // From a shallow host stack: QuickJS's native frames share the host's stack, and its own stack limit is set so
  // that it stops a script's recursion well before the host's.
  await null;
  const run = new ScriptRun(engine, api, settings);
  try {
    return await run.result(body);
  } catch (error) {
    // Thrown by the engine itself (the host's stack ran out inside it): its state can no longer be trusted, so the
    // module is left to the garbage collector rather than freed.
    return run.engineFailed(error);
  } finally {
    run.dispose();
  }
}

class ScriptRun {
  readonly logs: string[] = [];
  readonly calls: CallRecord[] = [];
  /** Calls started and not yet answered, with when each started: at any stop, their outcome is unknown. */
  private readonly unanswered = new Map<CallRecord, number>();
  private readonly runtime: QuickJSRuntime;
  private readonly vm: QuickJSContext;
  private readonly deadline: number;
  private readonly abort = new AbortController();
  /** Settles when the run is stopped (a limit, the caller's cancel, or its end): every wait ends with it. */
  private readonly ended = new Promise<void>((resolve) =>
    this.abort.signal.addEventListener("abort", () => resolve(), { once: true }),
  );
  /** Host work the script waits for (tool calls, sleeps); each settles into the context, then jobs run. */
  private readonly pending = new Set<Promise<void>>();
  private readonly handles: QuickJSHandle[] = [];
  private readonly deferreds: QuickJSDeferredPromise[] = [];
  private logBytes = 0;
  private broken = false;
  private helpers?: { finish: QuickJSHandle; describe: QuickJSHandle };
  /** Set when a limit is reached; the interrupt handler then stops the script at its next step. */
  private stopped?: { limit: ExecuteLimit; message: string };

  constructor(
    engine: QuickJSWASMModule,
    private readonly api: ScriptApi,
    private readonly settings: RunSettings,
  ) {
    const { limits, clock } = settings;
    this.deadline = clock() + limits.timeoutMs;
    // Every call the script has in flight listens to this one signal, up to the call limit at once.
    setMaxListeners(limits.maxCalls + 10, this.abort.signal);
    this.runtime = engine.newRuntime();
    this.runtime.setMemoryLimit(limits.memoryBytes);
    this.runtime.setMaxStackSize(limits.stackBytes);
    this.runtime.setInterruptHandler(() => {
      if (!this.stopped && this.settings.cancelled?.()) this.stop("cancelled");
      if (!this.stopped && this.settings.clock() > this.deadline) this.stop("time");
      return this.stopped !== undefined;
    });
    this.vm = this.runtime.newContext();
  }

  async result(body: string): Promise<ExecuteResult> {
    this.helpers = this.install();
    const compiled = this.vm.evalCode(wrapScript(body), SCRIPT_FILE);
    if (compiled.error) return this.failed(this.describe(compiled.error, "syntax"));
    const script = this.keep(compiled.value);
    const started = this.vm.callFunction(script, this.vm.undefined);
    if (started.error) return this.failed(this.describe(started.error, "script"));
    const promise = this.keep(started.value);
    this.settings.signal?.addEventListener("abort", () => this.stop("cancelled"), { once: true });
    if (this.settings.signal?.aborted) this.stop("cancelled");

    for (;;) {
      const jobs = this.runtime.executePendingJobs();
      if (jobs.error) {
        // An error thrown out of a job is the script's own failure, unless a limit stopped it.
        const error = this.describe(jobs.error, "script");
        if (this.stopped || error.kind === "limit") return this.failed(error);
      }
      if (this.stopped) return this.failed(this.limitError());
      const state = this.vm.getPromiseState(promise);
      if (state.type === "fulfilled") return this.fulfilled(this.keep(state.value));
      if (state.type === "rejected") return this.failed(this.describe(state.error, "script"));
      if (this.pending.size === 0)
        return this.failed({
          kind: "script",
          message: "The script waits for a promise that nothing will settle; await only tool calls and sleep().",
        });
      await this.waitForHost();
    }
  }

  engineFailed(error: unknown): ExecuteResult {
    this.broken = true;
    const overflow = error instanceof RangeError;
    if (!this.stopped) this.stop(overflow ? "stack" : "memory");
    return this.failed(this.limitError());
  }

  dispose(): void {
    this.abort.abort();
    if (this.broken) return;
    try {
      for (const deferred of this.deferreds) if (deferred.alive) deferred.dispose();
      for (const handle of this.handles) if (handle.alive) handle.dispose();
      this.vm.dispose();
      this.runtime.dispose();
    } catch {
      // The engine refused to free itself (it found objects still alive): it is this script's alone, and is left
      // to the garbage collector.
    }
  }

  /** Installs the API, console and sleep; answers the helpers that read the script's value and errors. */
  private install(): { finish: QuickJSHandle; describe: QuickJSHandle } {
    const vm = this.vm;
    const host = this.keep(vm.newObject());
    const call = this.keep(vm.newFunction("call", (name, json, site) => this.toolCall(name, json, site)));
    const log = this.keep(vm.newFunction("log", (line) => this.log(vm.getString(line))));
    const sleep = this.keep(vm.newFunction("sleep", (ms) => this.sleep(vm.getNumber(ms))));
    vm.setProp(host, "call", call);
    vm.setProp(host, "log", log);
    vm.setProp(host, "sleep", sleep);
    const names = this.keep(vm.newArray());
    this.api.names.forEach((name, i) => {
      const text = vm.newString(name);
      vm.setProp(names, i, text);
      text.dispose();
    });
    const prelude = this.keep(vm.unwrapResult(vm.evalCode(PRELUDE, "prelude.js")));
    this.keep(vm.unwrapResult(vm.callFunction(prelude, vm.undefined, host, names)));
    const helpers = this.keep(vm.unwrapResult(vm.evalCode(HELPERS, "helpers.js")));
    return { finish: this.keep(vm.getProp(helpers, "finish")), describe: this.keep(vm.getProp(helpers, "describe")) };
  }

  private toolCall(nameHandle: QuickJSHandle, jsonHandle: QuickJSHandle, siteHandle: QuickJSHandle): QuickJSHandle {
    const vm = this.vm;
    const name = vm.getString(nameHandle);
    const json = vm.getString(jsonHandle);
    const line = scriptPosition(vm.getString(siteHandle))?.line;
    const deferred = vm.newPromise();
    this.deferreds.push(deferred);
    const settle = (outcome: { value: JsonValue } | { error: ToolErrorEnvelope }) => {
      if (!deferred.alive || this.stopped) return;
      const text = vm.newString(JSON.stringify("value" in outcome ? outcome.value : outcome.error));
      if ("value" in outcome) deferred.resolve(text);
      else deferred.reject(text);
      text.dispose();
    };
    if (this.calls.length >= this.settings.limits.maxCalls) {
      this.stop("calls");
      return deferred.handle;
    }
    const record: CallRecord = { tool: name, ok: false, ms: 0, ...(line !== undefined && { line }) };
    this.calls.push(record);
    const started = this.settings.clock();
    this.unanswered.set(record, started);
    const input = parseInput(name, json);
    const work = (
      input instanceof ToolError ? Promise.reject(input) : this.api.invoke(name, input, this.callOptions(line))
    )
      .then(
        (value) => {
          record.ok = true;
          settle({ value });
        },
        (error: unknown) => {
          const envelope = envelopeOf(name, error);
          record.error = envelope.kind;
          settle({ error: envelope });
        },
      )
      .finally(() => {
        if (!this.unanswered.delete(record)) return; // the run had already ended and reported it in flight
        record.ms = Math.max(0, this.settings.clock() - started);
        this.pending.delete(work);
      });
    this.pending.add(work);
    return deferred.handle;
  }

  private log(line: string): void {
    const bytes = Buffer.byteLength(line) + 1;
    if (this.logBytes + bytes > this.settings.limits.maxLogBytes) {
      this.stop("logs");
      return;
    }
    this.logBytes += bytes;
    this.logs.push(line);
  }

  private sleep(ms: number): QuickJSHandle {
    const deferred = this.vm.newPromise();
    this.deferreds.push(deferred);
    if (this.pending.size >= MAX_PENDING) {
      this.stop("memory");
      return deferred.handle;
    }
    const wait = Math.min(Math.max(Number.isFinite(ms) ? ms : 0, 0), MAX_SLEEP_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slept = new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)));
    const work = Promise.race([slept, this.ended]).then(() => {
      clearTimeout(timer);
      this.pending.delete(work);
      if (deferred.alive && !this.stopped) deferred.resolve(this.vm.undefined);
    });
    this.pending.add(work);
    return deferred.handle;
  }

  /** Waits until some host work settles, the wall time runs out, or the caller cancels. */
  private async waitForHost(): Promise<void> {
    const left = this.deadline - this.settings.clock();
    if (left <= 0) return void this.stop("time");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (this.settings.clock() >= this.deadline) this.stop("time");
        resolve();
      }, left);
    });
    await Promise.race([...this.pending, expired, this.ended]);
    clearTimeout(timer);
  }

  private fulfilled(value: QuickJSHandle): ExecuteResult {
    // Text longer than this is over the budget whatever it holds: it never leaves the engine.
    const maxTokens = this.settings.limits.maxResultTokens;
    const max = this.keep(this.vm.newNumber(Math.ceil(maxTokens * MAX_CHARS_PER_TOKEN)));
    const json = this.vm.callFunction(this.helpers!.finish, this.vm.undefined, value, max);
    const tooLarge = (tokens: string) =>
      this.failed({
        kind: "limit",
        limit: "result",
        message: `The returned value is ${tokens} tokens as JSON, over the ${maxTokens}-token result limit: return only what the answer needs.`,
      });
    if (json.error) {
      const error = this.describe(json.error, "script");
      const size = /^result:(\d+)$/.exec(error.message.replace(/^RangeError: /, ""));
      if (size) return tooLarge(`over ${Math.floor(Number(size[1]) / MAX_CHARS_PER_TOKEN)}`);
      if (error.kind === "limit") return this.failed(error);
      return this.failed({ ...error, message: `The returned value cannot be turned into JSON: ${error.message}` });
    }
    const text = this.vm.getString(this.keep(json.value));
    const tokens = estimateTokens(text);
    if (tokens > maxTokens) return tooLarge(`about ${tokens}`);
    if (jsonDepth(text) > MAX_VALUE_DEPTH)
      return this.failed({
        kind: "limit",
        limit: "result",
        message: `The returned value is nested too deeply (over ${MAX_VALUE_DEPTH} levels of arrays and objects): return a flatter value.`,
      });
    return { ok: true, value: JSON.parse(text) as JsonValue, logs: this.logs, calls: this.settledCalls() };
  }

  /** What a thrown value or a failed evaluation says, as an error of the script's own lines. */
  private describe(handle: QuickJSHandle, kind: "syntax" | "script"): ExecuteError {
    this.keep(handle);
    if (this.stopped) return this.limitError();
    const described = this.vm.callFunction(this.helpers!.describe, this.vm.undefined, handle);
    if (described.error) {
      this.keep(described.error);
      return this.stopped ? this.limitError() : { kind, message: "The script threw a value that cannot be read." };
    }
    const seen = JSON.parse(this.vm.getString(this.keep(described.value))) as {
      name: string;
      message: string;
      stack?: string;
      kind?: unknown;
    };
    const message = seen.name === "Thrown" ? `The script threw ${seen.message}.` : `${seen.name}: ${seen.message}`;
    if (/^InternalError: out of memory/.test(message)) return this.limitError("memory");
    if (/^\w+: (stack overflow|Maximum call stack)/.test(message)) return this.limitError("stack");
    if (/^InternalError: interrupted/.test(message)) return this.limitError(this.stopped ? undefined : "time");
    const at = scriptPosition(String(seen.stack ?? ""));
    if (seen.name === "ToolError" && typeof seen.kind === "string") {
      const envelope = { ...seen } as unknown as ToolErrorEnvelope & { name?: string; site?: string; stack?: string };
      delete envelope.name;
      delete envelope.stack;
      delete envelope.site;
      const call = this.calls.findLast((c) => c.error !== undefined);
      return {
        kind: "tool",
        message: `${seen.message} (a tool call${call?.line ? ` on line ${call.line}` : ""} failed and the script did not catch it)`,
        tool: { ...envelope, retryable: Boolean(envelope.retryable) },
        ...(call?.line !== undefined && { line: call.line }),
      };
    }
    return { kind, message, ...at };
  }

  private stop(limit: ExecuteLimit): void {
    if (this.stopped) return;
    const { limits } = this.settings;
    const said: Record<ExecuteLimit, string> = {
      time: `The script ran past its ${limits.timeoutMs} ms wall-time limit.`,
      memory: `The script used more than its ${limits.memoryBytes}-byte memory limit (or had more than ${MAX_PENDING} sleeps and calls waiting at once).`,
      stack: `The script's calls nested deeper than its ${limits.stackBytes}-byte stack allows.`,
      calls: `The script made more than its ${limits.maxCalls} tool calls.`,
      logs: `The script logged more than ${limits.maxLogBytes} bytes.`,
      result: `The returned value is over the ${limits.maxResultTokens}-token limit.`,
      cancelled: "The script was cancelled.",
      size: "The script is too long.",
      prepare: "Stripping and type-checking the script took too long.",
    };
    this.stopped = { limit, message: said[limit] };
    this.abort.abort();
  }

  private limitError(limit?: ExecuteLimit): ExecuteError {
    if (limit && !this.stopped) this.stop(limit);
    const { limit: reached, message } = this.stopped!;
    const done = this.calls.filter((c) => c.ok).length;
    const open = this.unanswered.size;
    const inFlight = open > 0 ? `; ${open} in flight, outcome unknown (sent, not sent again)` : "";
    return {
      kind: "limit",
      limit: reached,
      message: `${message} Before it, ${done} of ${this.calls.length} tool calls succeeded${inFlight}, and ${this.logs.length} lines were logged.`,
    };
  }

  private failed(error: ExecuteError): ExecuteResult {
    return { ok: false, error, logs: this.logs, calls: this.settledCalls() };
  }

  /** The calls, each one still unanswered marked in flight: it was sent, and what became of it is unknown. */
  private settledCalls(): CallRecord[] {
    const now = this.settings.clock();
    for (const [record, started] of this.unanswered) {
      record.inFlight = true;
      record.ms = Math.max(0, now - started);
    }
    this.unanswered.clear();
    return this.calls;
  }

  private callOptions(line: number | undefined) {
    return { signal: this.abort.signal, ...(line !== undefined && { line }) };
  }

  private keep(handle: QuickJSHandle): QuickJSHandle {
    this.handles.push(handle);
    return handle;
  }
}

/** The script's line and column in a QuickJS stack (the wrapper adds one line before the script). */
export function scriptPosition(stack: string): { line: number; column?: number } | undefined {
  const match = new RegExp(`${SCRIPT_FILE.replace(".", "\\.")}:(\\d+)(?::(\\d+))?`).exec(stack);
  if (!match) return undefined;
  const line = Math.max(1, Number(match[1]) - 1);
  return match[2] === undefined ? { line } : { line, column: Number(match[2]) };
}

function parseInput(tool: string, json: string): unknown {
  if (json === "")
    return new ToolError("invalid_input", `${tool}: the input cannot be turned into JSON (a cycle, or a BigInt).`, {
      tool,
      hint: "Pass a plain object of JSON values.",
    });
  if (json.length > MAX_INPUT_CHARS)
    return new ToolError(
      "invalid_input",
      `${tool}: the input is ${json.length} characters as JSON, over ${MAX_INPUT_CHARS}.`,
      {
        tool,
      },
    );
  if (jsonDepth(json) > MAX_VALUE_DEPTH)
    return new ToolError("invalid_input", `${tool}: the input is nested more than ${MAX_VALUE_DEPTH} levels deep.`, {
      tool,
      hint: "Pass a plain object of parameters.",
    });
  return JSON.parse(json) as unknown;
}

/** The deepest nesting of arrays and objects in JSON text, counted without recursion. */
export function jsonDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

function envelopeOf(tool: string, error: unknown): ToolErrorEnvelope {
  if (error instanceof ToolError) return error.toJSON();
  return { kind: "upstream", message: `${tool}: the call failed.`, retryable: false, tool };
}
