// Token sizes of a kit's OpenAI definitions, as a model provider counts them (o200k, compact JSON).
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { openaiDefinitions } from "./emit/definitions/openai.js";
import type { KitModel } from "./model/index.js";
import { readRoot } from "./root.js";

export function countTokens(kit: KitModel): Array<{ name: string; tokens: number }> {
  const [file] = openaiDefinitions(kit, { manifestPath: "", runtimeVersion: "", read: readRoot });
  const entries = JSON.parse(file!.text) as Array<{ function: { name: string } }>;
  return entries.map((entry) => ({ name: entry.function.name, tokens: encode(JSON.stringify(entry)).length }));
}
