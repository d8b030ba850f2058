// Each script is stripped, type-checked on request, and run on a worker thread: a 5 MB script or a first type-check
// blocks that thread, never the host's. Preparing it has a budget of its own (the script's wall time starts after),
// and a cancel or an overrun ends the thread. The host ends the thread too when the script's wall time plus a grace
// has passed, whatever the engine is doing: the engine's own interrupt (the soft limit) misses work it does not step
// through, such as unwinding an overflowed stack through `finally` blocks, or one long built-in call. Tool calls run
// here, on the host's thread, with the kit's handlers. One idle worker is kept warm for the next script.
import { setMaxListeners } from "node:events";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { JsonValue } from "../contract.js";
import { ToolError, type ToolErrorEnvelope } from "../errors.js";
import type { CallOptions } from "../options.js";
import { SharedState, type FromWorker, type ToWorker } from "./protocol.js";
import type { Limits } from "./run.js";
import type { CallRecord, ExecuteResult, HardStopTimer } from "./types.js";

/** How long after its wall-time limit (or a cancel) a script's worker is ended, if the engine has not stopped it. */
export const HARD_STOP_GRACE_MS = 1000;
/** The default budget for stripping and type-checking a script, a thread's first type-check included. */
export const PREPARE_MS = 10_000;
/** setTimeout's longest delay; a longer limit's hard stop waits that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const realTimer: HardStopTimer = (fire, ms) => {
  const timer = setTimeout(fire, Math.min(ms, MAX_TIMER_MS));
  return () => clearTimeout(timer);
};

export interface Job {
  /** The script as the caller sent it, TypeScript or JavaScript. */
  code: string;
  /** The API's declarations: type-check the script against them before it runs. */
  declarations?: string;
  names: readonly string[];
  limits: Limits;
  /** Milliseconds to strip and type-check the script in (default PREPARE_MS); not taken from its wall time. */
  prepareMs?: number;
  invoke(name: string, input: unknown, options?: CallOptions): Promise<JsonValue>;
  /** The caller's clock, read by the engine through the host; without it the worker reads its own. */
  clock?: () => number;
  timer: HardStopTimer;
  signal?: AbortSignal;
}

class ScriptWorker {
  readonly shared = new SharedState();
  readonly thread: Worker;

  constructor(entry: WorkerEntry) {
    this.thread = new Worker(entry.code, { workerData: { shared: this.shared.buffer }, eval: entry.eval });
  }

  post(message: ToWorker): void {
    this.thread.postMessage(message);
  }
}

/**
 * Runs scripts on worker threads, one script per worker at a time, at most `threads` at once (by default one per core):
 * a server answering many clients must not start a thread and an engine for each. A script past the cap waits its
 * turn; its wall time starts when it does. One idle worker is kept warm.
 */
export class WorkerPool {
  private idle?: ScriptWorker;
  private entry?: WorkerEntry;
  private running = 0;
  private started = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly threads = availableParallelism()) {}

  /** Threads started so far (a worker that cannot be reused is replaced by a fresh one). */
  get threadsStarted(): number {
    return this.started;
  }

  /** Scripts waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  async run(job: Job): Promise<ExecuteResult> {
    if (this.running < this.threads) this.running += 1;
    else if (!(await this.turn(job.signal))) return cancelledBeforeStart();
    const worker = this.idle ?? this.spawn();
    this.idle = undefined;
    worker.thread.ref();
    return new ScriptOnWorker(worker, job, (reusable) => {
      this.release(worker, reusable);
      // the thread's place passes to the next script waiting, if any
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }).result;
  }

  /** Waits for a thread's place to be handed over: true once it is, false if the script is cancelled first. */
  private turn(signal: AbortSignal | undefined): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const start = () => {
        signal?.removeEventListener("abort", cancel);
        resolve(true);
      };
      const cancel = () => {
        this.queue.splice(this.queue.indexOf(start), 1);
        resolve(false);
      };
      this.queue.push(start);
      signal?.addEventListener("abort", cancel, { once: true });
    });
  }

  private spawn(): ScriptWorker {
    this.entry ??= workerEntry();
    const worker = new ScriptWorker(this.entry);
    this.started += 1;
    // An idle worker that fails or exits is dropped; a busy one's script answers for it.
    worker.thread.on("error", () => undefined);
    worker.thread.on("exit", () => {
      if (this.idle === worker) this.idle = undefined;
    });
    return worker;
  }

  /** Keeps the worker warm if it can run again and none is idle; a stopped one is replaced by a fresh one. */
  private release(worker: ScriptWorker, reusable: boolean): void {
    if (!reusable) {
      void worker.thread.terminate();
      if (this.idle) return;
      worker = this.spawn();
    }
    if (this.idle) return void worker.thread.terminate();
    worker.thread.unref();
    this.idle = worker;
  }
}

/** One script on one worker: relays its tool calls and clock, and ends the worker if it runs past the hard stop. */
class ScriptOnWorker {
  readonly result: Promise<ExecuteResult>;
  /** The host's own account of the calls, for a script stopped before it could give its own. */
  private readonly calls: Array<{ record: CallRecord; settled: boolean }> = [];
  private readonly abort = new AbortController();
  private readonly clock: () => number;
  private finished = false;
  /** Stripping and type-checking, before the script runs: nothing has been sent yet. */
  private preparing = true;
  /** Ends the timer armed last; none is while a fresh thread starts (a cancel ends it then). */
  private cancelTimer: () => void = () => undefined;
  private settle!: (result: ExecuteResult) => void;
  private fail!: (error: unknown) => void;

  constructor(
    private readonly worker: ScriptWorker,
    private readonly job: Job,
    private readonly release: (reusable: boolean) => void,
  ) {
    this.clock = job.clock ?? Date.now;
    // Every call in flight listens to this one signal (the kit's requests do), up to the call limit at once.
    setMaxListeners(job.limits.maxCalls + 10, this.abort.signal);
    this.result = new Promise((resolve, reject) => {
      this.settle = resolve;
      this.fail = reject;
    });
    const thread = worker.thread;
    thread.on("message", this.onMessage);
    thread.on("error", this.onError);
    thread.on("exit", this.onExit);
    worker.shared.cancelled = false;
    job.signal?.addEventListener("abort", this.onCancel, { once: true });
    const { code, declarations, names, limits } = job;
    worker.post({
      type: "run",
      code,
      ...(declarations !== undefined && { declarations }),
      names,
      limits,
      hostClock: job.clock !== undefined,
    });
    if (job.signal?.aborted) this.onCancel();
  }

  private readonly onMessage = (message: FromWorker): void => {
    if (this.finished) return;
    if (message.type === "preparing") this.preparingStarted();
    else if (message.type === "prepared") this.started();
    else if (message.type === "call") this.call(message);
    else if (message.type === "abort") this.abort.abort();
    else if (message.type === "clock") this.worker.shared.answerClock(this.clock());
    else this.finish(reusable(message.result), () => this.settle(message.result));
  };

  private readonly onError = (error: unknown): void => this.finish(false, () => this.fail(error));

  private readonly onExit = (): void =>
    this.finish(false, () => this.fail(new Error("code mode: the script's worker thread exited.")));

  /**
   * The thread has the script: stripping and type-checking it have their budget from now. A fresh thread's start,
   * seconds on a busy machine, is not the script's.
   */
  private preparingStarted(): void {
    this.cancelTimer = this.job.timer(() => this.hardStop("prepare"), this.job.prepareMs ?? PREPARE_MS);
  }

  /** The script runs from now: its wall time, and the hard stop after it, start here. */
  private started(): void {
    this.preparing = false;
    this.cancelTimer();
    this.cancelTimer = this.job.timer(() => this.hardStop("time"), this.job.limits.timeoutMs + HARD_STOP_GRACE_MS);
  }

  private readonly onCancel = (): void => {
    // Stripping or type-checking does not look for a cancel, and nothing was sent yet: end the thread now.
    if (this.preparing) return this.hardStop("cancelled");
    this.worker.shared.cancelled = true;
    this.worker.post({ type: "cancel" });
    this.cancelTimer();
    this.cancelTimer = this.job.timer(() => this.hardStop("cancelled"), HARD_STOP_GRACE_MS);
  };

  private call({ id, name, input, line }: Extract<FromWorker, { type: "call" }>): void {
    const record: CallRecord = { tool: name, ok: false, ms: 0, ...(line !== undefined && { line }) };
    const entry = { record, settled: false };
    this.calls.push(entry);
    const started = this.clock();
    // A script stopped hard has had its answer, records included: what comes later changes nothing.
    const answer = (reply: { value: JsonValue } | { error: ToolErrorEnvelope }) => {
      if (this.finished) return;
      entry.settled = true;
      record.ms = Math.max(0, this.clock() - started);
      if ("value" in reply) record.ok = true;
      else record.error = reply.error.kind;
      this.worker.post({ type: "reply", id, ...reply } as ToWorker);
    };
    this.job.invoke(name, input, { signal: this.abort.signal }).then(
      (value) => answer({ value }),
      (error: unknown) =>
        answer({
          error:
            error instanceof ToolError
              ? error.toJSON()
              : { kind: "upstream", message: `${name}: the call failed.`, retryable: false, tool: name },
        }),
    );
  }

  /** The engine did not stop within the grace: the worker is ended, and the answer is the host's account. */
  private hardStop(limit: "time" | "cancelled" | "prepare"): void {
    if (this.preparing) return this.stopPreparing(limit === "prepare" ? "prepare" : "cancelled");
    this.finish(false, () => {
      const inFlight = this.calls.filter((c) => !c.settled);
      for (const { record } of inFlight) record.inFlight = true;
      const done = this.calls.filter((c) => c.record.ok).length;
      const said =
        limit === "time"
          ? `The script ran past its ${this.job.limits.timeoutMs} ms wall-time limit`
          : "The script was cancelled";
      this.settle({
        ok: false,
        error: {
          kind: "limit",
          limit,
          message:
            `${said}; its engine did not stop, so its thread was ended ${HARD_STOP_GRACE_MS} ms later and its logs with it. ` +
            `Before it, ${done} of ${this.calls.length} tool calls succeeded` +
            (inFlight.length > 0 ? `; ${inFlight.length} in flight were abandoned, not sent again.` : "."),
        },
        logs: [],
        calls: this.calls.map((c) => c.record),
      });
    });
  }

  private stopPreparing(limit: "prepare" | "cancelled"): void {
    const budget = this.job.prepareMs ?? PREPARE_MS;
    this.finish(false, () =>
      this.settle({
        ok: false,
        error: {
          kind: "limit",
          limit,
          message:
            limit === "prepare"
              ? `Stripping and type-checking the script took longer than its ${budget} ms budget; it did not run. Send a shorter script, or leave typecheck off.`
              : "The script was cancelled before it ran; nothing was sent.",
        },
        logs: [],
        calls: [],
      }),
    );
  }

  private finish(reusable: boolean, answer: () => void): void {
    if (this.finished) return;
    this.finished = true;
    this.cancelTimer();
    this.job.signal?.removeEventListener("abort", this.onCancel);
    const thread = this.worker.thread;
    thread.off("message", this.onMessage);
    thread.off("error", this.onError);
    thread.off("exit", this.onExit);
    // Calls still in flight are abandoned: the kit sees the abort, and no call is ever sent again.
    this.abort.abort();
    this.release(reusable);
    answer();
  }
}

/**
 * Whether the worker can run the next script: not after its engine ran out of memory (the memory its module grew to
 * goes with its thread), nor after a cancel (the shared flag stays raised); after any other end its engine stopped at a
 * check of its own and disposed of the script's runtime, as after a script that ends well.
 */
function reusable(result: ExecuteResult): boolean {
  return result.ok || result.error.kind !== "limit" || !["memory", "cancelled"].includes(result.error.limit ?? "");
}

function cancelledBeforeStart(): ExecuteResult {
  return {
    ok: false,
    error: {
      kind: "limit",
      limit: "cancelled",
      message: "The script was cancelled while it waited for a thread; nothing ran.",
    },
    logs: [],
    calls: [],
  };
}

interface WorkerEntry {
  code: string | URL;
  eval: boolean;
}

/**
 * The worker's entry: `dist/code/worker.js` in the built package, whichever chunk this code was bundled into; in
 * the sources (run by tsx or vitest) `worker.ts` beside this file, loaded through tsx, which the worker registers.
 */
function workerEntry(): WorkerEntry {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    const [tsx, entry] = [import.meta.resolve("tsx/esm/api"), new URL("./worker.ts", here).href].map((u) =>
      JSON.stringify(u),
    );
    return { code: `import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); });`, eval: true };
  }
  for (const candidate of ["./worker.js", "./code/worker.js", "../code/worker.js"]) {
    const url = new URL(candidate, here);
    if (existsSync(fileURLToPath(url))) return { code: url, eval: false };
  }
  throw new Error("code mode: the worker's entry (code/worker.js) is missing from the runtime's build.");
}
