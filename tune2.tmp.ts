import MiniSearch from "minisearch";
import { definitions as cd } from "@toolgen/content-api";
import { definitions as md } from "@toolgen/messaging";
import { searchDocument, SEARCH_FIELDS } from "@toolgen/runtime";
import { queryEffects, queryText } from "./runtime/src/search/query.js";
import { loadManifest } from "./generator/load/index.js";
import { loadTasks, measure } from "./bench/retrieval.js";

const STOP = new Set(("a an and are as at be by can do does for from has have how i in into is it its me my of on or our so that the their them then there these this those to up us was we were what when where which will with you your all any some please want need").split(" "));
const kw = (file: string) => Object.fromEntries(loadManifest(file).manifest.tools.map((t) => [t.name, t.keywords ?? []]));
const kits = [
  { id: "content-api", defs: cd, kw: kw("spec/content.yaml") },
  { id: "messaging", defs: md, kw: kw("spec/messaging.yaml") },
];
const built = new Map<string, any>();
export function run(cfg: any, split: "dev" | "heldout" = "dev", misses = false) {
  const out: string[] = [];
  for (const k of kits) {
    const stop = cfg.stop ?? STOP;
    const processTerm = (t: string) => { const l = t.toLowerCase(); return l.length < 2 || stop.has(l) ? null : l; };
    const key = k.id + (cfg.docKey ?? "") + (cfg.stopKey ?? "");
    let ms = built.get(key);
    if (!ms) {
      ms = new MiniSearch<any>({ fields: [...SEARCH_FIELDS], processTerm, ...(cfg.tokenize ? { tokenize: cfg.tokenize } : {}) });
      ms.addAll(k.defs.map((d) => { const doc = searchDocument(d, k.kw[d.name]); return cfg.doc ? cfg.doc(doc, d) : doc; }));
      built.set(key, ms);
    }
    const byName = new Map(k.defs.map((d) => [d.name, d]));
    const r = measure(loadTasks(k.id)[split], (q) => {
      const eff = queryEffects(q);
      const hits = ms.search(queryText(q), cfg.opts).map((h: any) => {
        const d = byName.get(h.id)!;
        let s = h.score * (eff.has(d.group) ? cfg.eb ?? 2 : 1);
        if (cfg.rerank) s = cfg.rerank(s, d, q);
        return { id: h.id, s };
      });
      return hits.sort((a: any, b: any) => b.s - a.s).map((h: any) => h.id);
    });
    out.push(`${k.id} ${(r.top1 * 100).toFixed(1)} ${(r.top5 * 100).toFixed(1)} ${r.mrr.toFixed(3)}`);
    if (misses) for (const m of r.misses) console.log(`  ${m.rank ?? "-"} ${m.expected.join("|")} <- ${m.got.join(", ")} «${m.task}»`);
  }
  return out.join(" | ");
}
export const base = {
  boost: { name: 3, keywords: 2.5, resource: 1.5, description: 1.2, params: 0.4, group: 0.5, risk: 0.5 },
  prefix: (t: string) => t.length >= 4, fuzzy: (t: string) => (t.length >= 5 ? 0.2 : false), weights: { fuzzy: 0.3, prefix: 0.4 }, combineWith: "OR",
};
const B = (b: any) => ({ opts: { ...base, boost: { ...base.boost, ...b } } });
const variants: Record<string, any> = {
  base: { opts: base },
  tok: { opts: base, docKey: "tok", tokenize: (t: string) => [...t.split(/[\n\r\p{Z}\p{P}]+/u), ...(t.match(/\p{L}+(?:-\p{L}+)+/gu) ?? []).map((j) => j.replace(/-/g, ""))] },
  bm_k2: { opts: { ...base, bm25: { k: 2, b: 0.7, d: 0.5 } } },
  bm_k08: { opts: { ...base, bm25: { k: 0.8, b: 0.7, d: 0.5 } } },
  bm_b03: { opts: { ...base, bm25: { k: 1.2, b: 0.3, d: 0.5 } } },
  bm_b09: { opts: { ...base, bm25: { k: 1.2, b: 0.9, d: 0.5 } } },
  bm_d0: { opts: { ...base, bm25: { k: 1.2, b: 0.7, d: 0 } } },
  bm_d1: { opts: { ...base, bm25: { k: 1.2, b: 0.7, d: 1 } } },
  eb15: { opts: base, eb: 1.5 },
  eb3: { opts: base, eb: 3 },
  kw35: B({ keywords: 3.5 }),
  kw2: B({ keywords: 2 }),
  n4: B({ name: 4 }),
  n2: B({ name: 2 }),
  r1: B({ resource: 1 }),
  r25: B({ resource: 2.5 }),
  d08: B({ description: 0.8 }),
  d18: B({ description: 1.8 }),
  p02: B({ params: 0.2 }),
  p08: B({ params: 0.8 }),
  pw: { opts: { ...base, weights: { fuzzy: 0.1, prefix: 0.2 } } },
  pw2: { opts: { ...base, weights: { fuzzy: 0.5, prefix: 0.6 } } },
  pre3: { opts: { ...base, prefix: (t: string) => t.length >= 3 } },
  pre5: { opts: { ...base, prefix: (t: string) => t.length >= 5 } },
  fz6: { opts: { ...base, fuzzy: (t: string) => (t.length >= 6 ? 0.2 : false) } },
  fz4: { opts: { ...base, fuzzy: (t: string) => (t.length >= 4 ? 0.25 : false) } },
};
const pick = process.argv.slice(2);
if (!process.env.NOMAIN) for (const [n, v] of Object.entries(variants)) if (!pick.length || pick.includes(n)) console.log(n.padEnd(10), run(v));
if (process.env.MISS) run(variants[process.env.MISS] ?? process.env.MISS, "dev", true);
