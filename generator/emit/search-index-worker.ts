// The worker thread of search-indexer.ts: builds each search index it is sent and posts its text back.
import { parentPort } from "node:worker_threads";
import { searchIndexText, type SearchIndexInputs } from "./definitions/search-index.js";

/** A request, and its answer: the index's text or the failure's message. */
export interface IndexRequest {
  id: number;
  inputs: SearchIndexInputs;
}
export type IndexAnswer = { id: number; text: string } | { id: number; message: string };

parentPort!.on("message", ({ id, inputs }: IndexRequest) => {
  let answer: IndexAnswer;
  try {
    answer = { id, text: searchIndexText(inputs) };
  } catch (error) {
    answer = { id, message: (error as Error).message ?? String(error) };
  }
  parentPort!.postMessage(answer);
});
