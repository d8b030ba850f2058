// The generation's worker: builds the kits' search indexes and formats texts with prettier, beside the main thread's
// work. The compiled CLI runs these jobs on a worker thread, which has the machine's other core and loads prettier
// while the main thread loads the emitters; run from the sources (tests, tsx) they run in place. A Generation keeps
// one, so --watch starts the thread once.
import { Worker } from "node:worker_threads";
import type { Options } from "prettier";
import type { SearchIndexInputs } from "../emit/definitions/search-index.js";
import type { PrintedRow } from "../write/markdown.js";
import type { Job, Jobs } from "./jobs.js";
import type { Answer, Request } from "./thread.js";
import { compiledFile } from "../root.js";

type Waiting = { resolve: (text: string) => void; reject: (error: Error) => void };

export class GenerationWorker {
  private worker: Worker | undefined;
  private inPlace: Promise<Jobs> | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private next = 0;

  /** `thread: false` runs every job in place (a formatter outside a generation). */
  constructor(private readonly thread = true) {}

  /** Tells the worker this run will format: it loads prettier now. */
  prepare(): void {
    this.run({ kind: "prepare" }).catch(() => undefined);
  }

  /** The text of definitions/search-index.json for these inputs. */
  searchIndex(inputs: SearchIndexInputs): Promise<string> {
    return this.run({ kind: "index", inputs });
  }

  /** `text` formatted by prettier with `options`. */
  format(text: string, options: Options): Promise<string> {
    return this.run({ kind: "format", text, options });
  }

  /** The rows of a Markdown table (its header first) as prettier prints them; null when it is not one table. */
  async tableRows(text: string, options: Options): Promise<PrintedRow[] | null> {
    return JSON.parse(await this.run({ kind: "table", text, options })) as PrintedRow[] | null;
  }

  /** Stops the thread (a long-lived process ends; a one-off run is done). */
  close(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private run(job: Job): Promise<string> {
    const worker = this.worker ?? (this.thread ? this.start() : undefined);
    if (!worker) {
      this.inPlace ??= import("./jobs.js").then(({ Jobs }) => new Jobs());
      return this.inPlace.then((jobs) => jobs.run(job));
    }
    const id = this.next++;
    worker.ref(); // an answer is awaited: the process waits for it
    worker.postMessage({ id, job } satisfies Request);
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  private start(): Worker | undefined {
    // The compiled thread beside this chunk; none when the sources run in place.
    const file = compiledFile(new URL("./thread.js", import.meta.url));
    if (!file) return undefined;
    const worker = new Worker(file);
    worker.on("message", (answer: Answer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if ("text" in answer) waiting?.resolve(answer.text);
      else waiting?.reject(new Error(answer.message));
      if (this.waiting.size === 0) worker.unref(); // idle, it keeps no process alive
    });
    const fail = (error: Error) => {
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the generation's worker stopped (exit ${code}) before answering`)));
    this.worker = worker;
    return worker;
  }
}
