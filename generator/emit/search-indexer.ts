// Builds the kits' search indexes beside the emitters. The index is the largest single piece of a one-tool edit's
// emit work and needs nothing the emitters make, so the compiled CLI builds it on a worker thread, which has the
// machine's other core; run from the sources (tests, tsx) it is built in place. A Generation keeps one indexer, so
// --watch starts the worker once.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SearchIndexInputs } from "./definitions/search-index.js";
import type { IndexAnswer, IndexRequest } from "./search-index-worker.js";

/** The compiled worker beside this chunk, or undefined when the sources run in place. */
function workerFile(): string | undefined {
  const url = new URL("./search-index-worker.js", import.meta.url);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? fileURLToPath(url) : undefined;
}

type Waiting = { resolve: (text: string) => void; reject: (error: Error) => void };

export class SearchIndexer {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private next = 0;

  /** The text of definitions/search-index.json for these inputs. */
  build(inputs: SearchIndexInputs): Promise<string> {
    const worker = this.worker ?? this.start();
    if (!worker) return import("./definitions/search-index.js").then(({ searchIndexText }) => searchIndexText(inputs));
    const id = this.next++;
    worker.ref(); // an answer is awaited: the process waits for it
    worker.postMessage({ id, inputs } satisfies IndexRequest);
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  /** Stops the worker (a long-lived process ends; a one-off run is done). */
  close(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private start(): Worker | undefined {
    const file = workerFile();
    if (!file) return undefined;
    const worker = new Worker(file);
    worker.on("message", (answer: IndexAnswer) => {
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
    worker.on("exit", (code) => fail(new Error(`the search indexer stopped (exit ${code}) before answering`)));
    this.worker = worker;
    return worker;
  }
}
