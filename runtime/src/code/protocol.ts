// What the host and a script's worker thread say to each other. Tool calls run on the host, with the kit's handlers;
// the engine runs on the worker, which the host can end at any moment.
import type { JsonValue } from "../contract.js";
import type { ToolErrorEnvelope } from "../errors.js";
import type { Limits } from "./run.js";
import type { ExecuteResult } from "./types.js";

export type ToWorker =
  /**
   * Runs one script: strips its types, type-checks it first against `declarations` when given, then runs it.
   * `hostClock`: the wall time is read from the host's clock, not the worker's.
   */
  | {
      type: "run";
      code: string;
      declarations?: string;
      names: readonly string[];
      limits: Limits;
      hostClock: boolean;
    }
  | { type: "reply"; id: number; value: JsonValue }
  | { type: "reply"; id: number; error: ToolErrorEnvelope }
  /** The caller cancelled: seen by a script that waits; one that computes sees the shared flag. */
  | { type: "cancel" };

export type FromWorker =
  /** The thread has the script (a fresh thread has started): its budget for preparing starts now. */
  | { type: "preparing" }
  /** The script is stripped (and type-checked): its run, and its wall time, start now. */
  | { type: "prepared" }
  | { type: "call"; id: number; name: string; input: unknown; line?: number }
  /** The script is stopped or done: every call still in flight is abandoned (never sent again). */
  | { type: "abort" }
  /** The engine asks the time; the host answers through the shared memory. */
  | { type: "clock" }
  | { type: "done"; result: ExecuteResult };

/**
 * Memory both threads see, so a worker busy in the engine still learns of a cancel and reads the host's clock:
 * Int32 0 the cancel flag, Int32 1 the clock answer's sequence number, Float64 at byte 8 the clock's answer.
 */
export class SharedState {
  readonly ints: Int32Array;
  readonly time: Float64Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(16)) {
    this.ints = new Int32Array(buffer, 0, 2);
    this.time = new Float64Array(buffer, 8, 1);
  }

  get cancelled(): boolean {
    return Atomics.load(this.ints, 0) === 1;
  }

  set cancelled(value: boolean) {
    Atomics.store(this.ints, 0, value ? 1 : 0);
  }

  /** Host side: answers the worker's question for the time. */
  answerClock(now: number): void {
    this.time[0] = now;
    Atomics.add(this.ints, 1, 1);
    Atomics.notify(this.ints, 1);
  }

  /** Worker side: asks the time with `ask`, and blocks until the host answers (at most a second). */
  readClock(ask: () => void): number {
    const asked = Atomics.load(this.ints, 1);
    ask();
    Atomics.wait(this.ints, 1, asked, 1000);
    return this.time[0]!;
  }
}
