import * as esbuild from "esbuild";
const result = await esbuild.build({
  entryPoints: ["generator/cli.ts", "generator/load/load-worker.ts", "runtime/src/index.ts", "runtime/src/mcp/index.ts", "runtime/src/mcp/cli.ts", "runtime/src/sandbox/index.ts"],
  bundle: true, write: false, splitting: true, format: "esm", platform: "node", packages: "external", tsconfig: "tsconfig.json", outdir: "/tmp/x", metafile: true, logLevel: "silent",
});
const graph = new Map<string, string[]>();
for (const [file, input] of Object.entries(result.metafile.inputs)) graph.set(file, input.imports.filter((i) => !i.external && i.path in result.metafile.inputs).map((i) => i.path));
// Tarjan SCC
let index = 0; const stack: string[] = []; const on = new Set<string>(); const idx = new Map<string, number>(); const low = new Map<string, number>(); const sccs: string[][] = [];
function strong(v: string) { idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
  for (const w of graph.get(v) ?? []) { if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!)); }
  if (low.get(v) === idx.get(v)) { const c: string[] = []; let w; do { w = stack.pop()!; on.delete(w); c.push(w); } while (w !== v); if (c.length > 1 || (graph.get(v) ?? []).includes(v)) sccs.push(c); } }
for (const v of graph.keys()) if (!idx.has(v)) strong(v);
for (const c of sccs) { console.log("SCC:", c.join(" | ")); for (const v of c) console.log("  ", v, "->", graph.get(v)!.filter((w) => c.includes(w)).join(", ")); }
console.log(sccs.length, "cycles (SCCs)");
