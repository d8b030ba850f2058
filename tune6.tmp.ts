process.env.NOMAIN = "1";
const { run, base } = await import("./tune2.tmp.ts");
const TRASH = /\b(trash\w*|deleted|bin|recycle\w*|restore\w*|undelete|purge\w*|forever|permanent\w*|recover\w*|removed)\b/i;
for (const f of [1, 0.7, 0.5, 0.3]) {
  console.log(f, run({ opts: base, rerank: (s: number, d: any, q: string) => (/Trash/.test(d.name) && !TRASH.test(q) ? s * f : s) }));
}
