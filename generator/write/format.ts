// The one formatting function: write and check both go through it, so they cannot disagree.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import * as prettier from "prettier";
import type { EmittedFile } from "../emit/index.js";
import { rootPath } from "../root.js";

const optionsText = readFileSync(rootPath(".prettierrc.json"), "utf8");
const options = JSON.parse(optionsText) as prettier.Options;
// babel-ts prints what the typescript parser prints (the output is the same) and, cold, in about two-thirds the time.
const parsers = { typescript: "babel-ts", markdown: "markdown" } as const;

export const prettierVersion = prettier.version;

/** Identifies this formatting: a cached output is reused only while it is unchanged. */
export const formatterKey = createHash("sha256")
  .update(prettier.version)
  .update(optionsText)
  .update(readFileSync(rootPath("generator/write/format.ts")))
  .digest("hex");

export async function formatFile(file: EmittedFile): Promise<string> {
  // JSON is final as the canonical serialiser prints it; compiled code stays as its compiler printed it.
  if (file.format === "verbatim" || file.format === "json") return file.content;
  return prettier.format(file.content, { ...options, parser: parsers[file.format], filepath: file.path });
}
