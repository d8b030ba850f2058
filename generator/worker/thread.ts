// The generation's worker thread (client.ts): runs each job it is sent (jobs.ts) and posts its text back.
import { parentPort } from "node:worker_threads";
import { Jobs, type Job } from "./jobs.js";

/** A request, and its answer: the job's text or the failure's message. */
export interface Request {
  id: number;
  job: Job;
}
export type Answer = { id: number; text: string } | { id: number; message: string };

const jobs = new Jobs();
parentPort!.on("message", ({ id, job }: Request) => {
  jobs.run(job).then(
    (text) => parentPort!.postMessage({ id, text } satisfies Answer),
    (error: unknown) =>
      parentPort!.postMessage({ id, message: (error as Error).message ?? String(error) } satisfies Answer),
  );
});
