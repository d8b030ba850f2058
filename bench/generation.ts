// The generation benchmarks, all as processes, side by side in one run with the peer (openapi-mcp-generator) and with
// a baseline commit of this repository (BENCH_BASELINE, default b1a34c8, the generator with its caches):
//   a. a full generate into an empty folder, a no-op `generate --check`, one changed description, a `--watch` save
//   c. a 50× manifest (9,900 tools): time against the 1× run, and peak memory
import { spawn, spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { fmt, median, parseStages, removeTemp, repeat, ROOT, runProcess, StageTimes, stats, tempDir } from "./lib.js";
import type { Row } from "./lib.js";
import { peerArgs, upstreamDir, writePeerSpec } from "./peer.js";

const node = process.execPath;
const BASELINE = process.env.BENCH_BASELINE ?? "b1a34c8";

/** Peak resident memory printed by `generate --verbose` ("peak    412 MB resident"). */
const peakMb = (stderr: string) => Number(/^peak\s+(\d+) MB/m.exec(stderr)?.[1] ?? Number.NaN);

interface Runs {
  ms: number[];
  stages: StageTimes;
  peak: number[];
  failures: number;
}
const newRuns = (): Runs => ({ ms: [], stages: new StageTimes(), peak: [], failures: 0 });
const failed = (runs: Runs) => (runs.failures ? `${runs.failures} FAILED; ` : "");

/** A generator to time: this checkout's, or the baseline's in a folder of its own. */
interface Generator {
  cli: string;
  cwd: string;
  /** The flags that make its full run derive everything (the baseline's store off). */
  full: string[];
}

/** One `generate` as a process; its time, stages and peak memory go into `runs`. */
function toolgen(generator: Generator, args: string[], runs: Runs, succeeded?: (stdout: string) => boolean) {
  // Both generators check the bindings against the same upstream files.
  const run = runProcess(node, [generator.cli, "generate", "--verbose", ...args], 600_000, {
    TOOLGEN_UPSTREAM: upstreamDir(),
  });
  if (run.status !== 0 || (succeeded && !succeeded(run.stdout))) runs.failures++;
  runs.stages.addAll(parseStages(run.stderr));
  runs.peak.push(peakMb(run.stderr));
  runs.ms.push(run.ms);
  return run;
}

/** A full generation into a fresh empty folder. */
function fullRun(generator: Generator, runs: Runs, specDir?: string) {
  const outDir = tempDir("full");
  toolgen(generator, [...generator.full, ...(specDir ? ["--spec", specDir] : []), "--out", outDir], runs);
  removeTemp(outDir);
}

/** The peer's generation as a process into a fresh empty folder. */
function peerRun(spec: string, runs: number[]): void {
  const outDir = tempDir("peer");
  const run = runProcess(node, peerArgs(spec, outDir));
  if (run.status !== 0) throw new Error(`openapi-mcp-generator failed:\n${run.stdout}\n${run.stderr}`);
  runs.push(run.ms);
  removeTemp(outDir);
}

/**
 * The baseline commit's files with the dependencies its own lock file names (installed from npm's cache: the packages
 * have moved on since, so this checkout's node_modules would not do).
 */
function baselineTree(): Generator | undefined {
  const root = tempDir("baseline");
  const archive = spawnSync("git", ["archive", "--format=tar", BASELINE], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) return undefined;
  spawnSync("tar", ["-x", "-C", root], { input: archive.stdout });
  const install = spawnSync("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], {
    cwd: root,
    encoding: "utf8",
    timeout: 600_000,
  });
  if (install.status !== 0) throw new Error(`bench: npm ci in the ${BASELINE} tree failed:\n${install.stderr}`);
  return { cli: path.join(root, "generator/bin/toolgen.js"), cwd: root, full: ["--no-cache"] };
}

/** The description the one-change and watch benchmarks edit: the first tool's. */
function workingCopy(generator: Generator) {
  const specDir = tempDir("spec1");
  const outDir = tempDir("out1");
  cpSync(path.join(generator.cwd, "spec"), specDir, { recursive: true });
  cpSync(path.join(generator.cwd, "generated"), outDir, {
    recursive: true,
    filter: (src) => !["node_modules", "dist"].includes(path.basename(src)),
  });
  const manifest = path.join(specDir, "content.yaml");
  const original = readFileSync(manifest, "utf8");
  const marker = /\n {4}description: "([^"\n]+)"/.exec(original)!;
  // Each edit is new text, so a generator that keeps work between runs cannot answer it from an earlier run.
  const run = `${process.pid}-${Date.now()}`;
  const edit = (n: number) =>
    writeFileSync(
      manifest,
      original.replace(marker[0], `\n    description: "${marker[1]!} (edit ${n} of run ${run})"`),
    );
  return { specDir, outDir, edit };
}

/** One description edited, then `generate` over an output it had written, `count` times. */
function oneChangeRuns(generator: Generator, runs: Runs, count: number) {
  const { specDir, outDir, edit } = workingCopy(generator);
  toolgen(generator, ["--spec", specDir, "--out", outDir], newRuns()); // the output as this generator writes it
  for (let n = 1; n <= count; n++) {
    edit(n);
    toolgen(generator, ["--spec", specDir, "--out", outDir], runs, (out) => !out.includes("no changes"));
  }
  removeTemp(specDir);
  removeTemp(outDir);
}

/** How many saves the watch benchmark makes; the first two are left out (the first run's JIT still warming). */
const SAVES = 10;

/** `generate --watch` on a working copy: each save's printed time (first file event → last file written). */
async function watchRuns(generator: Generator) {
  const { specDir, outDir, edit } = workingCopy(generator);
  const child = spawn(node, [generator.cli, "generate", "--watch", "--spec", specDir, "--out", outDir], {
    cwd: generator.cwd,
  });
  const lines: string[] = [];
  let buffer = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (buffer + chunk).split("\n");
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  const nextLine = async (matching: RegExp, timeoutMs = 60_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const i = lines.findIndex((l) => matching.test(l));
      if (i !== -1) return lines.splice(0, i + 1)[i]!;
      if (performance.now() > deadline)
        throw new Error(`bench: --watch printed no ${matching} (got ${lines.join("|")})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const printed: number[] = [];
  let failures = 0;
  try {
    await nextLine(/^watching /, 120_000);
    for (let n = 1; n <= SAVES; n++) {
      edit(n);
      const match = /^(\d+) files? written.* in (\d+) ms/.exec(await nextLine(/files? written/));
      if (!match || match[1] === "0") failures++;
      if (n > 2) printed.push(Number(match?.[2]));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    child.kill("SIGINT");
    removeTemp(specDir);
    removeTemp(outDir);
  }
  return { printed, failures };
}

let full1x: Runs | undefined;

/** What `make generate` runs: the CLI's bundle, which `make cli` builds. */
const bundled: Generator = { cli: path.join(ROOT, "dist/cli/cli.js"), cwd: ROOT, full: [] };
/** What `npx toolgen` runs: the bin, the CLI's sources through the TypeScript loader. */
const fromSources: Generator = { cli: path.join(ROOT, "generator/bin/toolgen.js"), cwd: ROOT, full: [] };

/** `make cli`, as a process: the bundle built afresh, as every make target that runs it builds it first. */
function buildCli(runs: number[]): void {
  const run = runProcess("make", ["-s", "cli"]);
  if (run.status !== 0) throw new Error(`make cli failed:\n${run.stdout}\n${run.stderr}`);
  runs.push(run.ms);
}

export async function benchGeneration(report: (section: string, title: string, rows: Row[]) => void) {
  const here = bundled;
  buildCli([]);
  const baseline = baselineTree();
  const peerSpec = path.join(tempDir("peer-spec"), "box-content-api.json");
  const operations = writePeerSpec(peerSpec);
  // Warm-ups: the OS file cache for all, and the baseline's bin building itself on first use.
  peerRun(peerSpec, []);
  fullRun(here, newRuns());
  if (baseline) fullRun(baseline, newRuns());

  // Interleaved rounds, so that the machine's load drifts over all contenders alike.
  const peerMs: number[] = [];
  const full = newRuns();
  const check = newRuns();
  const fullBase = newRuns();
  const checkBase = newRuns();
  const floor: number[] = [];
  const build: number[] = [];
  const sources = newRuns();
  await repeat(
    () => {
      peerRun(peerSpec, peerMs);
      buildCli(build);
      fullRun(here, full);
      fullRun(fromSources, sources);
      toolgen(here, ["--check"], check);
      if (baseline) {
        fullRun(baseline, fullBase);
        toolgen(baseline, ["--check"], checkBase);
      }
      floor.push(runProcess(node, ["-e", 'require("ts-morph")']).ms);
      return 0;
    },
    { min: 5, max: 5 },
  );
  full1x = full;
  const oneChange = newRuns();
  const oneChangeBase = newRuns();
  oneChangeRuns(here, oneChange, 5);
  if (baseline) oneChangeRuns(baseline, oneChangeBase, 5);
  const watch = await watchRuns(fromSources); // `--watch` is run as `npx toolgen generate --watch`

  const peer = median(peerMs);
  const ratio = (ms: number[]) => stats([median(ms) / peer]);
  const base = (runs: Runs, what: string): Row[] =>
    baseline
      ? [
          { benchmark: `… ${BASELINE}, ${what}`, stats: stats(runs.ms), note: failed(runs) },
          { benchmark: `… ${BASELINE}, ratio to the peer`, stats: ratio(runs.ms), unit: "×" },
        ]
      : [{ benchmark: `… ${BASELINE}: not measured (the commit is not in this clone)` }];
  report(
    "a",
    `a. generation of both kits as a process, beside openapi-mcp-generator on the ${operations} Box operations ContentApi binds`,
    [
      {
        benchmark: `peer: openapi-mcp-generator into an empty folder (${operations} operations)`,
        stats: stats(peerMs),
      },
      {
        benchmark: "floor: a process that only loads ts-morph",
        stats: stats(floor),
        note: "what printing with ts-morph costs to start",
      },
      {
        benchmark: "make cli: the CLI's bundle built afresh (before each make target that runs it)",
        stats: stats(build),
      },
      {
        benchmark: "generate into an empty folder (the bundle, as make runs it)",
        stats: stats(full.ms),
        note: failed(full),
      },
      { benchmark: "… ratio to the peer", stats: ratio(full.ms), unit: "×", target: "≤ 6× (stretch ≤ 4×)" },
      {
        benchmark: "… the same through the bin (npx toolgen: the sources through tsx)",
        stats: stats(sources.ms),
        note: failed(sources),
      },
      { benchmark: "… ratio to the peer", stats: ratio(sources.ms), unit: "×" },
      ...base(fullBase, "generate --no-cache into an empty folder"),
      { benchmark: "no-op generate --check", stats: stats(check.ms), note: failed(check) },
      { benchmark: "… ratio to the peer", stats: ratio(check.ms), unit: "×", target: "≤ 6×" },
      ...base(checkBase, "no-op generate --check (answered from its lock)"),
      { benchmark: "generate after one description changed", stats: stats(oneChange.ms), note: failed(oneChange) },
      { benchmark: "… ratio to the peer", stats: ratio(oneChange.ms), unit: "×", target: "≤ 6×" },
      ...base(oneChangeBase, "generate after one description changed (its store warm)"),
      {
        benchmark: `generate --watch: a saved description edit, first file event to files written (saves 3–${SAVES})`,
        stats: stats(watch.printed),
        target: "≤ 500 ms",
        note: watch.failures ? `${watch.failures} FAILED` : undefined,
      },
    ],
  );
  report(
    "a-stages",
    "a. where a full generate's time goes (medians of the runs above; model and emit summed over both kits)",
    [...full.stages.samples].map(([stage, values]) => ({ benchmark: stage, stats: stats(values) })),
  );
}

// ---- c. 50× -----------------------------------------------------------------------------------------------------

/** A spec folder with every manifest's tools `copies` times; returns it and the number of tools in all. */
function syntheticSpec(copies: number): { dir: string; tools: number } {
  const dir = tempDir(`spec${copies}x`);
  // What the manifests read beside them (the response snapshots) comes along.
  cpSync(path.join(ROOT, "spec"), dir, { recursive: true });
  let count = 0;
  for (const file of readdirSync(path.join(ROOT, "spec")).filter((f) => f.endsWith(".yaml"))) {
    const manifest = parse(readFileSync(path.join(ROOT, "spec", file), "utf8")) as {
      toolkit: { declaredTools: number };
      tools: Array<{ name: string }>;
    };
    const tools = [...manifest.tools];
    for (let k = 1; k < copies; k++)
      for (const tool of manifest.tools) tools.push({ ...structuredClone(tool), name: `${tool.name}X${k}` });
    manifest.tools = tools;
    manifest.toolkit.declaredTools = tools.length;
    count += tools.length;
    writeFileSync(path.join(dir, file), stringify(manifest, { lineWidth: 0 }));
  }
  return { dir, tools: count };
}

export async function benchScale(report: (section: string, title: string, rows: Row[]) => void) {
  const here = bundled;
  if (!full1x) buildCli([]);
  const copies = 50;
  const { dir: specDir, tools } = syntheticSpec(copies);
  const one = full1x ?? newRuns();
  if (!full1x) await repeat(() => (fullRun(here, one), 0), { min: 3 });
  const big = newRuns();
  await repeat(() => (fullRun(here, big, specDir), 0), { min: 2, max: 2 });
  removeTemp(specDir);
  report("c", `c. ${copies}× synthetic manifest (every tool of both manifests ${copies} times) into an empty folder`, [
    { benchmark: "generate, 1×", stats: stats(one.ms), note: `peak ${fmt(median(one.peak))} MB` },
    {
      benchmark: `generate, ${copies}× (${tools.toLocaleString("en")} tools)`,
      stats: stats(big.ms),
      note: `${failed(big)}stages: ${big.stages.summary()}`,
    },
    {
      benchmark: `ratio ${copies}× / 1× (medians)`,
      stats: stats([median(big.ms) / median(one.ms)]),
      unit: "×",
      target: "≤ 40×",
    },
    { benchmark: `peak resident memory, ${copies}×`, stats: stats(big.peak), unit: "MB", target: "≤ 1,536 MB" },
  ]);
}
