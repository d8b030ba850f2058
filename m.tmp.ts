import { readFileSync } from "node:fs";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
for (const kit of ["content-api", "messaging"]) {
  const mcp = JSON.parse(readFileSync(`generated/${kit}/definitions/mcp.json`, "utf8"));
  const oa = JSON.parse(readFileSync(`generated/${kit}/definitions/openai.json`, "utf8"));
  const t = (v: unknown) => (v === undefined ? 0 : encode(JSON.stringify(v)).length);
  const sum = (xs: unknown[]) => xs.reduce<number>((n, x) => n + t(x), 0);
  console.log(kit, "mcp whole", t(mcp), "mcp per-tool sum", sum(mcp.tools), "openai sum", sum(oa),
    "annotations", sum(mcp.tools.map((x: any) => x.annotations)), "titles", sum(mcp.tools.map((x: any) => x.title)),
    "schemas", sum(mcp.tools.map((x: any) => x.inputSchema)), "descs", sum(mcp.tools.map((x: any) => x.description)));
}
