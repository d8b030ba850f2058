// Token sizes of a kit's OpenAI definitions, as a model provider counts them (o200k, compact JSON).
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { openaiListing } from "./emit/definitions/listings.js";
import type { KitModel } from "./model/index.js";

export function countTokens(kit: KitModel): Array<{ name: string; tokens: number }> {
  return kit.tools.map((tool) => ({
    name: tool.name,
    tokens: encode(JSON.stringify(openaiListing.item(tool.definition, tool))).length,
  }));
}
