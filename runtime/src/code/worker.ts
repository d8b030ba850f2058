// The worker thread's entry: runs one script at a time in QuickJS, compiled once for the thread. Tool calls go to
// the host as messages and come back as their value or error envelope.
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { JsonValue } from "../contract.js";
import { ToolError } from "../errors.js";
import { loadEngine, type EngineFactory } from "./engine.js";
import { SharedState, type FromWorker, type ToWorker } from "./protocol.js";
import { runScript } from "./run.js";

type Run = Extract<ToWorker, { type: "run" }>;

/** This thread's side of the conversation with the host. */
class ScriptThread {
  /** Compiled as the thread starts, so a warm worker has it ready for its first script. */
  private readonly engine: Promise<EngineFactory> = loadEngine();
  /** Calls sent to the host, by id, waiting for their answer. */
  private readonly waiting = new Map<number, { resolve(value: JsonValue): void; reject(error: ToolError): void }>();
  private cancel?: AbortController;
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

  private async run({ body, names, limits, hostClock }: Run): Promise<void> {
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
