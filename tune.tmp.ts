import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { definitions as cd } from "@toolgen/content-api";
import { definitions as md } from "@toolgen/messaging";
import { searchDocument, SEARCH_FIELDS } from "@toolgen/runtime";
import { loadManifest } from "./generator/load/index.js";
import { loadTasks, measure } from "./bench/retrieval.js";

const STOP = new Set(("a an and are as at be by can do does for from has have how i in into is it its me my of on or our so that the their them then there these this those to up us was we were what when where which will with you your all any some please want need").split(" "));
const kw = (file: string) => Object.fromEntries(loadManifest(file).manifest.tools.map((t) => [t.name, t.keywords ?? []]));
const kits = [
  { id: "content-api", defs: cd, kw: kw("spec/content.yaml") },
  { id: "messaging", defs: md, kw: kw("spec/messaging.yaml") },
];
function light(w: string) {
  if (w.length > 4 && w.endsWith("ies")) return w.slice(0, -3) + "y";
  if (w.length > 3 && w.endsWith("es") && /(ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}
export function run(cfg: any, split: "dev" | "heldout" = "dev", misses = false) {
  const out: string[] = [];
  for (const k of kits) {
    const processTerm = (t: string) => { const l = t.toLowerCase(); if (l.length < 2 || STOP.has(l)) return null; return cfg.stem === false ? l : cfg.stem === "light" ? light(l) : stemmer(l); };
    const ms = new MiniSearch<any>({ fields: [...SEARCH_FIELDS], processTerm });
    ms.addAll(k.defs.map((d) => { const doc = searchDocument(d, k.kw[d.name]); return cfg.doc ? cfg.doc(doc, d) : doc; }));
    const group = new Map(k.defs.map((d) => [d.name, d.group]));
    const r = measure(loadTasks(k.id)[split], (q) => {
      let hits = ms.search(cfg.q ? cfg.q(q) : q, cfg.opts);
      if (cfg.intentBoost) {
        const want = intents(q);
        hits = hits.map((h) => ({ ...h, score: h.score * (want.has(group.get(h.id)!) ? 1 + cfg.intentBoost : 1) })).sort((a, b) => b.score - a.score);
      }
      return hits.map((h) => h.id);
    });
    out.push(`${k.id} ${(r.top1 * 100).toFixed(1)} ${(r.top5 * 100).toFixed(1)} ${r.mrr.toFixed(3)}`);
    if (misses) for (const m of r.misses) console.log(`  ${m.rank ?? "-"} ${m.expected.join("|")} <- ${m.got.join(", ")} «${m.task}»`);
  }
  return out.join(" | ");
}
const VERBS: Record<string, string> = {
  deletion: "delete remove erase trash discard destroy drop purge revoke cancel unassign unlink detach clear wipe",
  retrieval: "get show list find view read look fetch display see check details info",
  action: "create add make new set update change edit rename move copy send start assign invite apply restore upload share",
};
const PAGING = /^(limit|marker|offset|max_items_per_page|pagination|cursor|usemarker)/;
function intent(doc: any, d: any) {
  const props = Object.keys(d.inputSchema.properties ?? {});
  const paged = props.some((p) => /limit|marker|offset|page|cursor/.test(p));
  let words = d.group + " " + VERBS[d.group];
  if (d.group === "retrieval") words += paged ? " all every many browse" : " one single specific";
  return { ...doc, group: words };
}
function intentVerb(doc: any, d: any) {
  const r = intent(doc, d);
  const [verb, ...rest] = doc.name.split(" ");
  return { ...r, name: rest.join(" "), group: verb + " " + r.group };
}
const INTENT: Record<string, string[]> = {
  deletion: "delete remove erase trash discard destroy drop purge revoke cancel unassign unlink detach wipe rid scrap kill bin".split(" "),
  retrieval: "show list what which who whom whose when where how find view see read look check is are does did details info".split(" "),
  action: "create add make new set update change edit rename move copy send start assign invite apply restore upload share post tell".split(" "),
};
function intents(q: string): Set<string> {
  const words = new Set(q.toLowerCase().split(/[^a-z0-9']+/).map((w) => w.replace(/'s$/, "")));
  const out = new Set<string>();
  for (const [g, ws] of Object.entries(INTENT)) if (ws.some((w) => words.has(w))) out.add(g);
  return out;
}
function expand(q: string) {
  return q
    .replace(/https?:\/\/\S+/g, " link url ")
    .replace(/\S+@\S+\.\w+/g, " email ")
    .replace(/(^|\s)#([\w-]+)/g, " channel $2 ");
}
const base = {
  boost: { name: 3, keywords: 2.5, resource: 1.5, description: 1.2, params: 0.4, group: 0.5, risk: 0.5 },
  prefix: (t: string) => t.length >= 4, fuzzy: (t: string) => (t.length >= 5 ? 0.2 : false), weights: { fuzzy: 0.3, prefix: 0.4 }, combineWith: "OR",
};
const variants: Record<string, any> = {
  base: { opts: base },
  noprefix: { opts: { ...base, prefix: false } },
  nofuzzy: { opts: { ...base, fuzzy: false } },
  none: { opts: { ...base, prefix: false, fuzzy: false } },
  nostem: { opts: base, stem: false },
  light: { opts: base, stem: "light" },
  lightnone: { opts: { ...base, prefix: false, fuzzy: false }, stem: "light" },
  nostemnone: { opts: { ...base, prefix: false, fuzzy: false }, stem: false },
  intent: { opts: base, stem: false, doc: intent },
  intentg2: { opts: { ...base, boost: { ...base.boost, group: 1 } }, stem: false, doc: intent },
  intentg02: { opts: { ...base, boost: { ...base.boost, group: 0.25 } }, stem: false, doc: intent },
  verb: { opts: base, stem: false, doc: intentVerb },
  verbg1: { opts: { ...base, boost: { ...base.boost, group: 1 } }, stem: false, doc: intentVerb },
  verbg2: { opts: { ...base, boost: { ...base.boost, group: 2 } }, stem: false, doc: intentVerb },
  verbg10: { opts: { ...base, boost: { ...base.boost, group: 10 } }, stem: false, doc: intentVerb },
  verbg0: { opts: { ...base, boost: { ...base.boost, group: 0.01 } }, stem: false, doc: intentVerb },
  ib3: { opts: base, stem: false, intentBoost: 0.3 },
  ib5: { opts: base, stem: false, intentBoost: 0.5 },
  ib10: { opts: base, stem: false, intentBoost: 1 },
  vib5: { opts: base, stem: false, intentBoost: 0.5, doc: intentVerb },
  ibq: { opts: base, stem: false, intentBoost: 1, q: expand },
  ibq2: { opts: base, stem: false, intentBoost: 2, q: expand },
  ibq5: { opts: base, stem: false, intentBoost: 0.5, q: expand },
  kw4: { opts: { ...base, boost: { ...base.boost, keywords: 4 } } },
  name2: { opts: { ...base, boost: { ...base.boost, name: 2 } } },
  name5: { opts: { ...base, boost: { ...base.boost, name: 5 } } },
  desc2: { opts: { ...base, boost: { ...base.boost, description: 2 } } },
  params0: { opts: { ...base, boost: { ...base.boost, params: 0.1 } } },
  res0: { opts: { ...base, boost: { ...base.boost, resource: 0.5 } } },
};
const pick = process.argv.slice(2);
for (const [n, v] of Object.entries(variants)) if (!pick.length || pick.includes(n)) console.log(n.padEnd(10), run(v));
if (process.env.MISS) run(variants[process.env.MISS], "dev", true);
