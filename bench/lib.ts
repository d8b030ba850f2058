// Helpers shared by the benchmarks: statistics, repeated timing within a budget, child processes, temp dirs,
// and the table every figure is printed in. Nothing here asserts a time.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Stats {
  runs: number;
  median: number;
  min: number;
  max: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function stats(values: readonly number[]): Stats {
  return { runs: values.length, median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export interface RepeatOptions {
  /** Runs always made (default 3). */
  min?: number;
  /** Runs never exceeded (default `min`). */
  max?: number;
  /** After `min` runs, start another only when it is expected (at the mean run time so far) to end within this (ms). */
  budgetMs?: number;
}

/** Runs `measure` (which returns the figure of one run, usually milliseconds) `min`..`max` times within a budget. */
export async function repeat(
  measure: (run: number) => number | Promise<number>,
  options: RepeatOptions = {},
): Promise<number[]> {
  const min = options.min ?? 3;
  const max = Math.max(min, options.max ?? min);
  const budget = options.budgetMs ?? Number.POSITIVE_INFINITY;
  const started = performance.now();
  const values: number[] = [];
  for (let run = 0; run < max; run++) {
    const spent = performance.now() - started;
    if (run >= min && spent + spent / run > budget) break;
    values.push(await measure(run));
  }
  return values;
}

/** Milliseconds taken by `work`. */
export async function timed(work: () => unknown): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export interface ProcessRun {
  ms: number;
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion (wall time includes process start-up), from the repository root. */
export function runProcess(
  command: string,
  args: string[],
  timeoutMs = 120_000,
  env: NodeJS.ProcessEnv = {},
): ProcessRun {
  const start = performance.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - start;
  if (result.error) throw result.error;
  return { ms, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Stage times printed by `toolgen generate --verbose` ("load     12 ms"). */
export function parseStages(stderr: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const match of stderr.matchAll(/^(\w+)\s+(\d+(?:\.\d+)?) ms/gm)) {
    // A stage run once per kit (model, emit) prints once per kit: its time is their sum.
    if (match[1] !== "total") out[match[1]!] = (out[match[1]!] ?? 0) + Number(match[2]);
  }
  return out;
}

/** Collects per-stage samples across runs. */
export class StageTimes {
  readonly samples = new Map<string, number[]>();
  add(stage: string, ms: number): void {
    const list = this.samples.get(stage) ?? [];
    list.push(ms);
    this.samples.set(stage, list);
  }
  addAll(stages: Record<string, number>): void {
    for (const [stage, ms] of Object.entries(stages)) this.add(stage, ms);
  }
  /** "load 210 · model 4 · …" from the medians. */
  summary(): string {
    return [...this.samples].map(([stage, values]) => `${stage} ${fmt(median(values))}`).join(" · ");
  }
}

const temps: string[] = [];

/** A fresh temporary directory, removed by `cleanTemps` (also on exit). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `toolgen-bench-${prefix}-`));
  temps.push(dir);
  return dir;
}

/** Removes one directory made by `tempDir`. */
export function removeTemp(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const i = temps.indexOf(dir);
  if (i !== -1) temps.splice(i, 1);
}

export function cleanTemps(): void {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on("exit", cleanTemps);

/** A number with a sensible precision for a table cell. */
export function fmt(value: number, digits?: number): string {
  if (!Number.isFinite(value)) return "—";
  const d = digits ?? (Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2);
  return value.toFixed(d);
}

export interface Row {
  benchmark: string;
  stats?: Stats;
  unit?: string;
  target?: string;
  note?: string;
}

/** Prints rows as an aligned table: median, min, max, runs, target, note. */
export function printTable(title: string, rows: readonly Row[]): void {
  const header = ["benchmark", "median", "min", "max", "runs", "target", "note"];
  const cells = rows.map((r) => {
    const u = r.unit ?? "ms";
    const s = r.stats;
    return [
      r.benchmark,
      s ? `${fmt(s.median)} ${u}` : "",
      s ? `${fmt(s.min)} ${u}` : "",
      s ? `${fmt(s.max)} ${u}` : "",
      s ? String(s.runs) : "",
      r.target ?? "",
      r.note ?? "",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i >= 1 && i <= 4 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const c of cells) console.log(line(c));
}
