// The generation benchmarks, side by side with the peer (openapi-mcp-generator) in one run:
//   a. cold generation (the store off, and warm), one changed description, `--watch` after a save
//   c. a 50× manifest (9,900 tools): time against the cold 1× time, and peak memory
import { spawn } from "node:child_process";
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse, stringify } from "yaml";
import {
  fmt,
  median,
  parseStages,
  removeTemp,
  repeat,
  ROOT,
  runProcess,
  StageTimes,
  stats,
  tempDir,
  type Row,
} from "./lib.js";
import { peerArgs, writePeerSpec } from "./peer.js";

const CLI = path.join(ROOT, "generator/bin/toolgen.js");
const node = process.execPath;
/** The description the one-change and watch benchmarks edit. */
const MARKER = 'description: "Deletes an AI agent."';

/** A process that loads ts-morph as the CLI does: through the V8 code cache in the default cache folder. */
const LOAD_THROUGH_CODE_CACHE = `import(${JSON.stringify(pathToFileURL(path.join(ROOT, "generator/bin/code-cache.js")).href)}).then((m) => {
  m.useCodeCache(${JSON.stringify(path.join(ROOT, ".toolgen-cache"))});
  require("ts-morph");
})`;

/** Peak resident memory printed by `generate --verbose` ("peak    412 MB resident"). */
const peakMb = (stderr: string) => Number(/^peak\s+(\d+) MB/m.exec(stderr)?.[1] ?? Number.NaN);

interface Runs {
  ms: number[];
  stages: StageTimes;
  peak: number[];
  failures: number;
}

/** `toolgen generate --verbose` as a process into a fresh empty folder. */
function toolgenCold(args: string[], env: NodeJS.ProcessEnv = {}, specDir?: string, runs: Runs = newRuns()) {
  const outDir = tempDir("cold");
  const run = runProcess(
    node,
    [CLI, "generate", "--verbose", ...args, ...(specDir ? ["--spec", specDir] : []), "--out", outDir],
    600_000,
    env,
  );
  if (run.status !== 0) runs.failures++;
  runs.stages.addAll(parseStages(run.stderr));
  runs.peak.push(peakMb(run.stderr));
  runs.ms.push(run.ms);
  removeTemp(outDir);
  return runs;
}
const newRuns = (): Runs => ({ ms: [], stages: new StageTimes(), peak: [], failures: 0 });
const failed = (runs: Runs) => (runs.failures ? `${runs.failures} FAILED; ` : "");

/** The peer's generation as a process into a fresh empty folder. */
function peerCold(spec: string, runs: number[]): void {
  const outDir = tempDir("peer");
  const run = runProcess(node, peerArgs(spec, outDir));
  if (run.status !== 0) throw new Error(`openapi-mcp-generator failed:\n${run.stdout}\n${run.stderr}`);
  runs.push(run.ms);
  removeTemp(outDir);
}

let peerMs: number[] = [];
let cold1x: Runs | undefined;

export async function benchGeneration(report: (section: string, title: string, rows: Row[]) => void) {
  const peerSpec = path.join(tempDir("peer-spec"), "box-content-api.json");
  const operations = writePeerSpec(peerSpec);
  peerCold(peerSpec, []); // warm-up: the OS file cache, for both sides
  toolgenCold([]);

  // Interleaved rounds, so that the machine's load drifts over all contenders alike.
  const noCache = newRuns();
  const allOff = newRuns();
  const warmCache = newRuns();
  const floor: number[] = [];
  const floorCached: number[] = [];
  peerMs = [];
  await repeat(
    () => {
      peerCold(peerSpec, peerMs);
      toolgenCold(["--no-cache"], {}, undefined, noCache);
      toolgenCold(["--no-cache"], { TOOLGEN_CACHE: "off" }, undefined, allOff);
      toolgenCold([], {}, undefined, warmCache);
      floor.push(runProcess(node, ["-e", 'require("ts-morph")']).ms);
      floorCached.push(runProcess(node, ["-e", LOAD_THROUGH_CODE_CACHE]).ms);
      return 0;
    },
    { min: 5, max: 7, budgetMs: 120_000 },
  );
  cold1x = noCache;
  const peer = median(peerMs);
  const ratio = (ms: number[]) => stats([median(ms) / peer]);
  const oneChange = oneChangeRuns();
  const watch = await watchRuns();
  report(
    "a",
    `a. generation of both kits, side by side with openapi-mcp-generator on the ${operations} Box operations ContentApi binds`,
    [
      {
        benchmark: `peer: openapi-mcp-generator, cold, into an empty folder (${operations} operations)`,
        stats: stats(peerMs),
      },
      {
        benchmark: "toolgen generate --no-cache, cold, into an empty folder (the store off; V8 code cache kept)",
        stats: stats(noCache.ms),
        note: `${failed(noCache)}stages: ${noCache.stages.summary()}`,
      },
      { benchmark: "… ratio to the peer", stats: ratio(noCache.ms), unit: "×" },
      {
        benchmark: "… and no V8 code cache either (TOOLGEN_CACHE=off: the first run after an install)",
        stats: stats(allOff.ms),
        note: `${failed(allOff)}stages: ${allOff.stages.summary()}`,
      },
      { benchmark: "… ratio to the peer", stats: ratio(allOff.ms), unit: "×" },
      {
        benchmark: "floor: a process that only loads ts-morph (the emitters' library) by require",
        stats: stats(floor),
        note: "what any generator that prints with ts-morph pays cold",
      },
      { benchmark: "… ratio to the peer", stats: ratio(floor), unit: "×" },
      {
        benchmark: "floor: a process that only loads ts-morph through the V8 code cache, as the CLI loads it",
        stats: stats(floorCached),
      },
      { benchmark: "… ratio to the peer", stats: ratio(floorCached), unit: "×" },
      {
        benchmark: "toolgen generate, empty folder, the store warm (units and formatted texts)",
        stats: stats(warmCache.ms),
        note: `${failed(warmCache)}stages: ${warmCache.stages.summary()}`,
      },
      { benchmark: "… ratio to the peer", stats: ratio(warmCache.ms), unit: "×" },
      {
        benchmark: "generate after one description changed, process",
        stats: stats(oneChange.ms),
        target: "≤ 1.0 s",
        note: `${failed(oneChange)}stages: ${oneChange.stages.summary()}`,
      },
      { benchmark: "… ratio to the peer's cold run", stats: ratio(oneChange.ms), unit: "×" },
      {
        benchmark: `generate --watch: a saved description edit, as printed (event → files written), saves 3–${SAVES}`,
        stats: stats(watch.printed),
        target: "≤ 150 ms",
        note: `${watch.failures ? `${watch.failures} FAILED; ` : ""}files written per save: ${watch.files.join(", ")}`,
      },
      {
        benchmark: "… saves 3–9 only (the first saves, the JIT still warming)",
        stats: stats(watch.printed.slice(0, 7)),
      },
      {
        benchmark: "… from the save (writeFileSync) to the line on stdout",
        stats: stats(watch.observed),
        note: "includes the watcher's 15 ms quiet period and the pipe",
      },
    ],
  );
}

/** A copy of spec/ and generated/ in temporary folders, with the content manifest and its original text. */
function workingCopy() {
  const specDir = tempDir("spec1");
  const outDir = tempDir("out1");
  cpSync(path.join(ROOT, "spec"), specDir, { recursive: true });
  cpSync(path.join(ROOT, "generated"), outDir, { recursive: true });
  const manifest = path.join(specDir, "content.yaml");
  const original = readFileSync(manifest, "utf8");
  if (!original.includes(MARKER)) throw new Error(`bench: ${MARKER} is no longer in spec/content.yaml`);
  // Each edit is new to the kit cache (keyed by the manifest's text): a text an earlier bench run generated would
  // be served from it and measure a cache hit, not a change.
  const run = `${process.pid}-${Date.now()}`;
  const edit = (n: number) =>
    writeFileSync(manifest, original.replace(MARKER, `description: "Deletes an AI agent (edit ${n} of run ${run})."`));
  return { specDir, outDir, edit };
}

/** One description edited, then `generate` as a process over an output it had written. */
function oneChangeRuns(): Runs {
  const { specDir, outDir, edit } = workingCopy();
  const runs = newRuns();
  let n = 0;
  return (() => {
    for (; n < 7; n++) {
      edit(n + 1);
      const result = runProcess(node, [CLI, "generate", "--verbose", "--spec", specDir, "--out", outDir]);
      if (result.status !== 0 || result.stdout.includes("no changes")) runs.failures++;
      runs.stages.addAll(parseStages(result.stderr));
      runs.ms.push(result.ms);
    }
    removeTemp(specDir);
    removeTemp(outDir);
    return runs;
  })();
}

/** How many saves the watch benchmark makes: the process keeps getting faster over its first ten or so. */
const SAVES = 16;

/** `generate --watch` on a working copy: each save's printed time, and the time until its line arrived. */
async function watchRuns() {
  const { specDir, outDir, edit } = workingCopy();
  const child = spawn(node, [CLI, "generate", "--watch", "--spec", specDir, "--out", outDir], { cwd: ROOT });
  const lines: Array<{ text: string; at: number }> = [];
  let waiting: (() => void) | undefined;
  let buffer = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    for (const text of parts) lines.push({ text, at: performance.now() });
    waiting?.();
  });
  const nextLine = async (matching: RegExp, timeoutMs = 30_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const i = lines.findIndex((l) => matching.test(l.text));
      if (i !== -1) return lines.splice(0, i + 1)[i]!;
      if (performance.now() > deadline)
        throw new Error(`bench: --watch printed no ${matching} (got ${JSON.stringify(lines)})`);
      await new Promise<void>((resolve) => {
        waiting = resolve;
        setTimeout(resolve, 200);
      });
    }
  };
  const printed: number[] = [];
  const observed: number[] = [];
  const files: number[] = [];
  let failures = 0;
  try {
    await nextLine(/^watching /, 120_000);
    for (let n = 1; n <= SAVES; n++) {
      const saved = performance.now();
      edit(n);
      const line = await nextLine(/files? written/);
      const match = /^(\d+) files? written.* in (\d+) ms/.exec(line.text);
      if (!match || match[1] === "0") failures++;
      // The first saves load what the first run did not need (and warm the JIT): left out of the figures.
      if (n > 2) {
        files.push(Number(match?.[1]));
        printed.push(Number(match?.[2]));
        observed.push(line.at - saved);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    child.kill("SIGINT");
    removeTemp(specDir);
    removeTemp(outDir);
  }
  return { printed, observed, files: [...new Set(files)], failures };
}

// ---- c. 50× -----------------------------------------------------------------------------------------------------

/** Both manifests with every tool `copies` times: the original and copies named …X1 … …X<copies-1>. */
/** A spec folder with every manifest's tools `copies` times; returns it and the number of tools in all. */
function syntheticSpec(copies: number): { dir: string; tools: number } {
  const dir = tempDir(`spec${copies}x`);
  let count = 0;
  for (const file of readdirSync(path.join(ROOT, "spec")).filter((f) => f.endsWith(".yaml"))) {
    const manifest = parse(readFileSync(path.join(ROOT, "spec", file), "utf8")) as {
      toolkit: { declaredTools: number };
      tools: Array<{ name: string }>;
    };
    const originals = manifest.tools;
    const tools = [...originals];
    for (let k = 1; k < copies; k++) {
      for (const tool of originals) tools.push({ ...structuredClone(tool), name: `${tool.name}X${k}` });
    }
    manifest.tools = tools;
    manifest.toolkit.declaredTools = tools.length;
    count += tools.length;
    writeFileSync(path.join(dir, file), stringify(manifest, { lineWidth: 0 }));
  }
  return { dir, tools: count };
}

export async function benchScale(report: (section: string, title: string, rows: Row[]) => void) {
  const copies = 50;
  const { dir: specDir, tools } = syntheticSpec(copies);
  const one = cold1x ?? newRuns();
  if (!cold1x) await repeat(() => toolgenCold(["--no-cache"], {}, undefined, one).ms.length, { min: 3 });
  const big = newRuns();
  await repeat(() => toolgenCold(["--no-cache"], {}, specDir, big).ms.length, { min: 2, max: 2 });
  removeTemp(specDir);
  report(
    "c",
    `c. ${copies}× synthetic manifest (every tool of both manifests ${copies} times) into an empty folder, every cache off`,
    [
      {
        benchmark: "cold generate --no-cache, process, 1×",
        stats: stats(one.ms),
        note: `peak ${fmt(median(one.peak))} MB`,
      },
      {
        benchmark: `cold generate --no-cache, process, ${copies}× (${tools.toLocaleString("en")} tools)`,
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
    ],
  );
}
