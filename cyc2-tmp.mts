import ts from "typescript";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
const files: string[] = [];
const walk = (d: string) => { for (const e of readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else if (/\.ts$/.test(e.name)) files.push(p); } };
walk("generator"); walk("runtime/src");
const graph = new Map<string, string[]>();
const alias: Record<string, string> = { "@toolgen/runtime": "runtime/src/index.ts", "@toolgen/runtime/mcp": "runtime/src/mcp/index.ts", "@toolgen/runtime/mcp/cli": "runtime/src/mcp/cli.ts", "@toolgen/runtime/sandbox": "runtime/src/sandbox/index.ts" };
for (const f of files) {
  const info = ts.preProcessFile(readFileSync(f, "utf8"), true, true);
  const out: string[] = [];
  for (const imp of info.importedFiles) {
    let t: string | undefined;
    const s = imp.fileName;
    if (alias[s]) t = alias[s];
    else if (s.startsWith("@toolgen/runtime/")) t = "runtime/src/" + s.slice("@toolgen/runtime/".length).replace(/\.js$/, ".ts");
    else if (s.startsWith(".")) t = path.normalize(path.join(path.dirname(f), s)).replace(/\.js$/, ".ts");
    if (t && existsSync(t)) out.push(t);
  }
  graph.set(f, out);
}
let index = 0; const stack: string[] = []; const on = new Set<string>(); const idx = new Map<string, number>(); const low = new Map<string, number>(); const sccs: string[][] = [];
function strong(v: string) { idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
  for (const w of graph.get(v) ?? []) { if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!)); }
  if (low.get(v) === idx.get(v)) { const c: string[] = []; let w; do { w = stack.pop()!; on.delete(w); c.push(w); } while (w !== v); if (c.length > 1) sccs.push(c); } }
for (const v of graph.keys()) if (!idx.has(v)) strong(v);
for (const c of sccs) { console.log("SCC:"); for (const v of c) console.log("  ", v, "->", graph.get(v)!.filter((w) => c.includes(w)).join(", ")); }
console.log(sccs.length, "SCCs");
