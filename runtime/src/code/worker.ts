// The worker thread's entry: runs one script at a time in QuickJS, compiled once for the thread. Tool calls go to
// the host as messages and come back as their value or error envelope.
import { parentPort, workerData } from "node:worker_threads";
import type { JsonValue } from "../contract.js";
import { ToolError } from "../errors.js";
import { loadEngine, type EngineFactory } from "./engine.js";
import { SharedState, type FromWorker, type ToWorker } from "./protocol.js";
import { runScript } from "./run.js";

const port = parentPort!;
const shared = new SharedState((workerData as { shared: SharedArrayBuffer }).shared);
const send = (message: FromWorker) => port.postMessage(message);
// Compiled as the thread starts, so a warm worker has it ready for its first script.
const engine: Promise<EngineFactory> = loadEngine();
const waiting = new Map<number, { resolve(value: JsonValue): void; reject(error: ToolError): void }>();
let cancel: AbortController | undefined;
let nextId = 0;

port.on("message", (message: ToWorker) => {
  if (message.type === "run") void run(message);
  else if (message.type === "cancel") cancel?.abort();
  else {
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (!call) return;
    if ("value" in message) call.resolve(message.value);
    else {
      const { kind, message: text, ...init } = message.error;
      call.reject(new ToolError(kind, text, init));
    }
  }
});

async function run({ body, names, limits, hostClock }: Extract<ToWorker, { type: "run" }>): Promise<void> {
  cancel = new AbortController();
  let aborted = false;
  const api = {
    names,
    invoke(name: string, input: unknown, options?: { signal?: AbortSignal; line?: number }): Promise<JsonValue> {
      const id = nextId++;
      options?.signal?.addEventListener(
        "abort",
        () => {
          if (!aborted) send({ type: "abort" });
          aborted = true;
        },
        { once: true },
      );
      send({ type: "call", id, name, input, ...(options?.line !== undefined && { line: options.line }) });
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
  };
  const result = await runScript(await (await engine)(), api, body, {
    limits,
    clock: hostClock ? () => shared.readClock(() => send({ type: "clock" })) : Date.now,
    signal: cancel.signal,
    cancelled: () => shared.cancelled,
  });
  waiting.clear();
  send({ type: "done", result });
}
