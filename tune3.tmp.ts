process.env.NOMAIN = "1";
const { run, base } = await import("./tune2.tmp.ts");
const paged = (d: any) => Object.keys(d.inputSchema.properties ?? {}).some((p) => /limit|marker|offset|page|cursor/.test(p));
const hasId = (q: string) => /\b\d+\b|\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{3,}\b/i.test(q);
const many = (q: string) => /\b(list|all|every|each|many|which)\b/i.test(q);
for (const [name, f] of Object.entries<number[]>({ a: [1.2, 1.2], b: [1.4, 1.4], c: [1.2, 1], d: [1, 1.2], e: [1.6, 1.3] })) {
  console.log(name, run({ opts: base, rerank: (s: number, d: any, q: string) => {
    if (d.group !== "retrieval") return s;
    let x = s;
    if (hasId(q) && !paged(d)) x *= f[0];
    if (many(q) && paged(d)) x *= f[1];
    return x;
  } }));
}
