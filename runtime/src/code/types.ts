import type { JsonValue } from "../contract.js";
import type { CallOptions } from "../options.js";
import type { ToolErrorEnvelope } from "../errors.js";

/** The limits of one `execute`, each with its default. */
export interface ExecuteLimits {
  /** Wall time in milliseconds, tool calls and sleeps included (default 30000). */
  timeoutMs?: number;
  /** The script's heap in bytes (default 64 MiB). */
  memoryBytes?: number;
  /** The script's stack in bytes (default 128 KiB: about 680 plain nested calls). */
  stackBytes?: number;
  /** Tool calls a script may make (default 200). */
  maxCalls?: number;
  /** Bytes of console.log output kept (default 1 MiB). */
  maxLogBytes?: number;
  /** Estimated o200k tokens of the returned value as JSON (default 10000, the kit's default result budget). */
  maxResultTokens?: number;
}

export interface ExecuteOptions extends ExecuteLimits {
  /** Type-check the script against the API declarations first, and answer diagnostics instead of running it. */
  typecheck?: boolean;
  /**
   * Milliseconds to strip and type-check the script in, on its worker thread (default 10000, a thread's first
   * type-check included); not taken from `timeoutMs`.
   */
  prepareMs?: number;
  /** Epoch milliseconds now; the wall-time limit reads it (tests inject one). */
  clock?: () => number;
  /** Stops the script: it ends with a `cancelled` limit. */
  signal?: AbortSignal;
  /**
   * Schedules the hard stop: `fire` after `ms` milliseconds, unless the returned function cancels it first (default
   * setTimeout). The host ends the script's worker when it fires; tests inject one to fire it at will.
   */
  timer?: HardStopTimer;
}

export type HardStopTimer = (fire: () => void, ms: number) => () => void;

/** One tool call the script made. */
export interface CallRecord {
  tool: string;
  ok: boolean;
  ms: number;
  /** The error's kind, when the call failed. */
  error?: string;
  /** The script's line that made the call. */
  line?: number;
  /** The script stopped (a limit, a cancel, its end) while this call was in flight: it was sent, its outcome is unknown, and it is not sent again. */
  inFlight?: true;
}

/** `size`: the script's text is over MAX_SCRIPT_BYTES; `prepare`: stripping and type-checking ran past their budget. */
export type ExecuteLimit = "time" | "memory" | "stack" | "calls" | "logs" | "result" | "cancelled" | "size" | "prepare";

export interface ExecuteError {
  /**
   * `syntax`: the script does not parse; `script`: it threw; `tool`: a tool call failed and the script did not catch
   * it; `limit`: a limit stopped it; `typecheck`: it does not type-check (not run); `unavailable`: what was asked for
   * needs an optional package that is not installed.
   */
  kind: "syntax" | "script" | "tool" | "limit" | "typecheck" | "unavailable";
  message: string;
  /** The script's own line and column (1-based). */
  line?: number;
  column?: number;
  limit?: ExecuteLimit;
  /** The failed call's error envelope, for `tool`. */
  tool?: ToolErrorEnvelope;
  diagnostics?: Diagnostic[];
}

export interface Diagnostic {
  line: number;
  column: number;
  /** TypeScript's number for the problem (`TS2339` is 2339). */
  code?: number;
  message: string;
}

export type ExecuteResult =
  | { ok: true; value: JsonValue; logs: string[]; calls: CallRecord[] }
  | { ok: false; error: ExecuteError; logs: string[]; calls: CallRecord[] };

/** What a script can reach: the exposed tools' names, and the one way to call them. */
export interface ScriptApi {
  readonly names: readonly string[];
  /** `line`: the script's line that made the call. */
  invoke(name: string, input: unknown, options?: CallOptions & { line?: number }): Promise<JsonValue>;
}
