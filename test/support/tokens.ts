// Token sizes of what a model is sent, per tool (o200k, compact JSON as sent), and the budgets the tests hold them to.
// Budgets are per tool, a mean and a maximum, so that adding a tool of ordinary size fails none of them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { ROOT } from "./paths.js";

export type KitId = "content-api" | "messaging";
export const KITS: KitId[] = ["content-api", "messaging"];

/** Per kit and listing, the mean and the largest tokens a tool may take. */
export const BUDGETS: Record<KitId, Record<"openai" | "mcp", { mean: number; max: number }>> = {
  "content-api": { openai: { mean: 90, max: 330 }, mcp: { mean: 95, max: 400 } },
  messaging: { openai: { mean: 190, max: 400 }, mcp: { mean: 230, max: 600 } },
};

const definitions = <T>(kit: KitId, file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, "generated", kit, "definitions", file), "utf8")) as T;

export const tokens = (value: unknown) => encode(JSON.stringify(value)).length;

/** Each tool's tokens in `openai.json` (one function record) or `mcp.json` (one tools/list entry), and the whole list. */
export function listingTokens(kit: KitId, listing: "openai" | "mcp"): { perTool: number[]; whole: number } {
  if (listing === "openai") {
    const records = definitions<unknown[]>(kit, "openai.json");
    const perTool = records.map(tokens);
    return { perTool, whole: perTool.reduce((a, b) => a + b, 0) };
  }
  const { tools } = definitions<{ tools: unknown[] }>(kit, "mcp.json");
  return { perTool: tools.map(tokens), whole: tokens({ tools }) };
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
