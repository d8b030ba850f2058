process.env.NOMAIN = "1";
const { run, base } = await import("./tune2.tmp.ts");
import { loadManifest } from "./generator/load/index.js";
const kw: Record<string, string[]> = {};
for (const f of ["spec/content.yaml", "spec/messaging.yaml"]) for (const t of loadManifest(f).manifest.tools) kw[t.name] = t.keywords ?? [];
const norm = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `;
const STOP = new Set("a an the of to in on for and or my me i".split(" "));
function phraseHits(q: string, name: string, minWords: number) {
  const nq = norm(q);
  let n = 0;
  for (const k of kw[name] ?? []) {
    const nk = norm(k);
    const words = nk.trim().split(" ").filter((w) => !STOP.has(w));
    if (words.length < minWords) continue;
    if (nq.includes(nk)) n += 1;
  }
  return n;
}
for (const [label, mult, minWords] of [["m05w2", 0.5, 2], ["m1w2", 1, 2], ["m05w1", 0.5, 1], ["m1w1", 1, 1], ["m2w1", 2, 1], ["m03w1", 0.3, 1]] as const) {
  console.log(label, run({ opts: base, rerank: (s: number, d: any, q: string) => s * (1 + mult * phraseHits(q, d.name, minWords)) }));
}
