// The figures of the README and of docs/ that the code can compute (tool counts, token sizes, budgets), each written
// between markers `<!-- figure KEY -->…<!-- /figure -->`. `test/readme-figures.test.ts` checks them; `make generate`
// rewrites them (`npx tsx test/support/readme-figures.ts --write`), so they follow the manifests.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "./paths.js";
import { specManifest } from "./spec.js";
import { BUDGETS, KITS, listingTokens } from "./tokens.js";

export const README = path.join(ROOT, "README.md");
/** The README and every page of docs/: where figures may be marked. */
export const DOCUMENTS = [
  README,
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => path.join(ROOT, "docs", f)),
];
const MARKED = /<!-- figure ([\w.-]+) -->([^<]*)<!-- \/figure -->/g;
const number = (n: number) => n.toLocaleString("en-US");

/** Every figure the README may mark, by key, as it is written. */
export function computedFigures(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kit of KITS) {
    const tools = specManifest(kit).tools;
    out[`${kit}.tools`] = number(tools.length);
    for (const origin of ["document", "supplement", "upstream"] as const)
      out[`${kit}.${origin}`] = number(tools.filter((t) => t.origin === origin).length);
    for (const listing of ["openai", "mcp"] as const) {
      out[`${kit}.${listing}.tokens`] = number(listingTokens(kit, listing).whole);
      out[`${kit}.${listing}.budget.mean`] = number(BUDGETS[kit][listing].mean);
      out[`${kit}.${listing}.budget.max`] = number(BUDGETS[kit][listing].max);
    }
  }
  return out;
}

/** The marked figures of a text, in order. */
export function markedFigures(text: string): Array<{ key: string; value: string }> {
  return [...text.matchAll(MARKED)].map((m) => ({ key: m[1]!, value: m[2]! }));
}

/** The text with every marked figure written as computed; an unknown key is an error. */
export function withFigures(text: string, figures: Record<string, string>): string {
  return text.replace(MARKED, (_, key: string) => {
    if (!(key in figures)) throw new Error(`a document marks an unknown figure "${key}"`);
    return `<!-- figure ${key} -->${figures[key]}<!-- /figure -->`;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== "--write") throw new Error("usage: readme-figures.ts --write");
  const figures = computedFigures();
  for (const file of DOCUMENTS) {
    const text = readFileSync(file, "utf8");
    const next = withFigures(text, figures);
    if (next !== text) writeFileSync(file, next);
  }
}
