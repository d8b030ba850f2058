// The worker thread's entry: strips (and on request type-checks) one script at a time, then runs it in QuickJS,
// compiled once for the thread. Both happen here, off the host's thread, where the host can end them. Tool calls go
// to the host as messages and come back as their value or error envelope.
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { JsonValue } from "../contract.js";
import { ToolError } from "../errors.js";
import { loadEngine, type EngineFactory } from "./engine.js";
import { SharedState, type FromWorker, type ToWorker } from "./protocol.js";
import { runScript } from "./run.js";
import { stripTypes } from "./transpile.js";
import type { TypeChecker } from "./typecheck.js";
import type { ExecuteError } from "./types.js";

type Run = Extract<ToWorker, { type: "run" }>;

/** This thread's side of the conversation with the host. */
class ScriptThread {
  /** Compiled as the thread starts, so a warm worker has it ready for its first script. */
  private readonly engine: Promise<EngineFactory> = loadEngine();
  /** Calls sent to the host, by id, waiting for their answer. */
  private readonly waiting = new Map<number, { resolve(value: JsonValue): void; reject(error: ToolError): void }>();
  private cancel?: AbortController;
  /** Loaded at the thread's first type-check; keeps TypeScript's parsed library for the next. */
  private checker?: Promise<TypeChecker>;
  private nextId = 0;

  constructor(
    private readonly port: MessagePort,
    private readonly shared: SharedState,
  ) {
    port.on("message", (message: ToWorker) => this.receive(message));
  }

  private send(message: FromWorker): void {
    this.port.postMessage(message);
  }

  private receive(message: ToWorker): void {
    if (message.type === "run") void this.run(message);
    else if (message.type === "cancel") this.cancel?.abort();
    else {
      const call = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (!call) return;
      if ("value" in message) call.resolve(message.value);
      else {
        const { kind, message: text, ...init } = message.error;
        call.reject(new ToolError(kind, text, init));
      }
    }
  }

  private async prepare(code: string, declarations: string | undefined): Promise<{ body: string } | ExecuteError> {
    if (declarations !== undefined) {
      this.checker ??= import("./typecheck.js").then(({ TypeChecker }) => new TypeChecker());
      const error = await (await this.checker).check(code, declarations);
      if (error) return error;
    }
    const stripped = await stripTypes(code);
    return "error" in stripped ? stripped.error : { body: stripped.code };
  }

  private async run({ code, declarations, names, limits, hostClock }: Run): Promise<void> {
    this.send({ type: "preparing" });
    const prepared = await this.prepare(code, declarations);
    if (!("body" in prepared)) {
      this.send({ type: "done", result: { ok: false, error: prepared, logs: [], calls: [] } });
      return;
    }
    const body = prepared.body;
    this.send({ type: "prepared" });
    this.cancel = new AbortController();
    let aborted = false;
    const api = {
      names,
      invoke: (name: string, input: unknown, options?: { signal?: AbortSignal; line?: number }) => {
        const id = this.nextId++;
        // The script is stopped or done: the host abandons whatever it still runs for it.
        options?.signal?.addEventListener(
          "abort",
          () => {
            if (!aborted) this.send({ type: "abort" });
            aborted = true;
          },
          { once: true },
        );
        this.send({ type: "call", id, name, input, ...(options?.line !== undefined && { line: options.line }) });
        return new Promise<JsonValue>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
      },
    };
    const result = await runScript(await (await this.engine)(), api, body, {
      limits,
      clock: hostClock ? () => this.shared.readClock(() => this.send({ type: "clock" })) : Date.now,
      signal: this.cancel.signal,
      cancelled: () => this.shared.cancelled,
    });
    this.waiting.clear();
    this.send({ type: "done", result });
  }
}

new ScriptThread(parentPort!, new SharedState((workerData as { shared: SharedArrayBuffer }).shared));
