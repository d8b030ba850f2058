import { readFileSync } from "node:fs";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
const mcp = JSON.parse(readFileSync(`generated/content-api/definitions/mcp.json`, "utf8"));
const t = (v: unknown) => encode(JSON.stringify(v)).length;
const by: Record<string, number> = {};
let root = 0;
for (const tool of mcp.tools) {
  const s = tool.inputSchema;
  const full = t(s);
  const wo = t({ ...s, additionalProperties: undefined });
  root += full - wo;
  for (const p of Object.values<any>(s.properties)) {
    for (const k of Object.keys(p)) {
      const without = { ...p }; delete without[k];
      by[k] = (by[k] ?? 0) + t(p) - t(without);
    }
  }
}
console.log("additionalProperties", root, by);
const pats = new Map<string, number>();
for (const tool of mcp.tools) for (const p of Object.values<any>(tool.inputSchema.properties)) if (p.pattern) pats.set(p.pattern, (pats.get(p.pattern) ?? 0) + 1);
console.log(pats);
