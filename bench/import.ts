// e. Cold import: each built package, and Box's official SDK beside them, each in a fresh node process that times its
// own dynamic import (Node's start is not counted). The packages are measured round by round, interleaved, so a
// machine that slows down for a minute slows every row alike. BENCH_IMPORT_BASELINE=<a built kit's dist/index.js>
// adds that build as a row (an earlier commit's, built in another folder), so before and after share one run.
import { statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runProcess, ROOT, stats, type Row } from "./lib.js";

interface Target {
  name: string;
  /** What is imported: a file URL, or a package name resolved from the repository root. */
  specifier: string;
  target?: string;
  note: string;
}

const ROUNDS = 11;

function targets(): Target[] {
  const built = (dir: string) => pathToFileURL(path.join(ROOT, dir, "dist/index.js")).href;
  const kb = (dir: string, file = "index.js") => Math.round(statSync(path.join(ROOT, dir, "dist", file)).size / 1024);
  // The Box SDK's own entry, as `import "box-typescript-sdk-gen"` from a project would load it.
  const boxSdk = pathToFileURL(createRequire(path.join(ROOT, "package.json")).resolve("box-typescript-sdk-gen")).href;
  return [
    {
      name: "@toolgen/content-api (dist)",
      specifier: built("generated/content-api"),
      target: "≤ 30 ms",
      note: `bundle ${kb("generated/content-api")} KB (tools and definitions; the ${kb("generated/content-api", "validators.cjs")} KB of validators load at the first call), then the runtime's`,
    },
    ...baseline(),
    {
      name: "@toolgen/messaging (dist)",
      specifier: built("generated/messaging"),
      note: `bundle ${kb("generated/messaging")} KB, then the runtime's`,
    },
    {
      name: "@toolgen/runtime (dist)",
      specifier: built("runtime"),
      note: `bundle ${kb("runtime")} KB; undici, MiniSearch, the MCP SDK, zlib and crypto load at first use`,
    },
    { name: "box-typescript-sdk-gen (Box's official SDK)", specifier: boxSdk, note: "for comparison" },
  ];
}

/** The row of the build BENCH_IMPORT_BASELINE names, if it names one. */
function baseline(): Target[] {
  const file = process.env.BENCH_IMPORT_BASELINE;
  if (!file) return [];
  const kb = Math.round(statSync(file).size / 1024);
  return [
    {
      name: "baseline build (BENCH_IMPORT_BASELINE)",
      specifier: pathToFileURL(path.resolve(file)).href,
      note: `bundle ${kb} KB`,
    },
  ];
}

/** Milliseconds one fresh process takes to import `specifier` (timed inside the process). */
function importOnce(specifier: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  const run = runProcess(process.execPath, ["--input-type=module", "-e", script]);
  if (run.status !== 0) throw new Error(`import of ${specifier} failed: ${run.stderr}`);
  return Number(run.stdout.trim());
}

export function benchImport(report: (section: string, title: string, rows: Row[]) => void): void {
  const list = targets();
  const times = list.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    list.forEach((t, i) => times[i]!.push(importOnce(t.specifier)));
  }
  const rows: Row[] = list.map((t, i) => ({
    benchmark: `import ${t.name}`,
    stats: stats(times[i]!),
    target: t.target,
    note: t.note,
  }));
  report("e", "e. cold import (fresh node process each, timing the dynamic import; rounds interleaved)", rows);
}
