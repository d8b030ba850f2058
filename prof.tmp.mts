import { loadTasks, searchKits } from "./bench/retrieval.js";
const kits: any = searchKits();
const kit = kits["content-api"];
const qs = loadTasks("content-api").dev.map((x: any) => x.task).slice(0, 800);
kit.searchTools("warm up", { limit: 5 });
const a = performance.now();
for (const q of qs) kit.searchTools(q, { limit: 188 });
console.log(qs.length, ((performance.now() - a) / qs.length).toFixed(2), "ms/query");
