// The one formatting function: write and check both go through it, so they cannot disagree.
import { readFileSync } from "node:fs";
import * as prettier from "prettier";
import type { EmittedFile } from "../emit/index.js";

const options = JSON.parse(readFileSync(new URL("../../.prettierrc.json", import.meta.url), "utf8")) as prettier.Options;
const parsers = { typescript: "typescript", json: "json", markdown: "markdown" } as const;

export const prettierVersion = prettier.version;

export async function formatFile(file: EmittedFile): Promise<string> {
  if (file.format === "verbatim") return file.content;
  return prettier.format(file.content, { ...options, parser: parsers[file.format], filepath: file.path });
}
