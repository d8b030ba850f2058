// The write stage: format (through the lock's per-file record and the format cache), then write atomically, or compare for --check.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { EmittedFile } from "../emit/index.js";
import { formatFile, formatterKey, prettierRuns, prettierVersion } from "./format.js";
import { existingFiles, IGNORED, LOCK_FILE, readLock, sha256, type Lock } from "./lock.js";

export { LOCK_FILE } from "./lock.js";

export interface Planned {
  /** Path under the output folder, forward slashes. */
  path: string;
  content: string;
  /** The content was read from the output folder just now: comparing it again would find it equal. */
  onDisk?: true;
}

// A long-lived process (--watch) remembers each output file as it last wrote or read it, with the file's size and
// time then: a file whose size and time are unchanged is not read and hashed again on every save, and an emitted
// text seen in the last save (an unchanged tool's module is the same string) is not hashed again either.
let remembering = false;
const outputs = new Map<string, { stamp: string; output: string; content: string }>();
let sourceHashes = new Map<string, string>();

/** From now on, remember the output files and the emitted texts between runs (a long-lived `--watch` process). */
export function rememberOutputs(): void {
  remembering = true;
}

function stampOf(file: string): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Formats every file, reusing the file on disk when neither its source nor its output changed. Takes the files
 * over: each one's emitted text is released once formatted.
 */
export async function plan(
  outDir: string,
  files: EmittedFile[],
  provenance: Pick<Lock, "generator" | "inputs" | "kits">,
  { reuse = true } = {},
): Promise<{ files: Planned[]; formatted: number }> {
  const old = readLock(outDir);
  const previous = reuse && old?.formatter === formatterKey ? old.files : {};
  const lock: Lock = {
    generator: provenance.generator,
    prettier: prettierVersion,
    formatter: formatterKey,
    inputs: provenance.inputs,
    kits: provenance.kits,
    files: {},
  };
  const prettierBefore = prettierRuns;
  // One file at a time: formatting is CPU-bound, and starting them all at once would hold every syntax tree at once.
  const planned: Planned[] = [];
  const hashes = new Map<string, string>();
  for (const file of files) {
    const source = remembering ? (sourceHashes.get(file.content) ?? sha256(file.content)) : sha256(file.content);
    if (remembering) hashes.set(file.content, source);
    const known = previous[file.path];
    const onDisk = known?.source === source ? unchangedOutput(path.join(outDir, file.path), known.output) : undefined;
    if (onDisk !== undefined) {
      lock.files[file.path] = known!;
      planned.push({ path: file.path, content: onDisk, onDisk: true });
      continue;
    }
    const content = await formatFile(file);
    lock.files[file.path] = { source, output: sha256(content) };
    planned.push({ path: file.path, content });
    file.content = ""; // released: a kit of thousands of tools would otherwise hold every text twice
  }
  sourceHashes = hashes;
  lock.files = Object.fromEntries(Object.entries(lock.files).sort(([a], [b]) => (a < b ? -1 : 1)));
  planned.push({ path: LOCK_FILE, content: `${JSON.stringify(lock, null, 2)}\n` });
  return { files: planned, formatted: prettierRuns - prettierBefore };
}

/** The text of an output file when it is the one whose hash the lock recorded; else undefined. */
function unchangedOutput(file: string, output: string): string | undefined {
  const remembered = remembering ? outputs.get(file) : undefined;
  if (remembered?.output === output && remembered.stamp === stampOf(file)) return remembered.content;
  const onDisk = readText(file);
  if (onDisk === undefined || sha256(onDisk) !== output) return undefined;
  const stamp = remembering && stampOf(file);
  if (stamp) outputs.set(file, { stamp, output, content: onDisk });
  return onDisk;
}

export interface Drift {
  stale: string[];
  missing: string[];
  extra: string[];
  patch: string;
}

/**
 * Compares the planned files with the output folder; `patch` is a unified diff of every difference, built only
 * when asked for (writing needs just the lists).
 */
// The diff library loads only when there is a difference to show.
const require = createRequire(import.meta.url);
const patch = (name: string, other: string, before: string, after: string): string =>
  (require("diff") as typeof import("diff")).createTwoFilesPatch(name, other, before, after, "", "", { context: 3 });

export function compare(outDir: string, files: Planned[], { withPatch = true } = {}): Drift {
  const drift: Drift = { stale: [], missing: [], extra: [], patch: "" };
  const wanted = new Set(files.map((f) => f.path));
  const patches: string[] = [];
  for (const file of files) {
    if (file.onDisk) continue;
    const current = readText(path.join(outDir, file.path));
    if (current === file.content) continue;
    (current === undefined ? drift.missing : drift.stale).push(file.path);
    if (withPatch) patches.push(patch(`a/${file.path}`, `b/${file.path}`, current ?? "", file.content));
  }
  for (const existing of existingFiles(outDir)) {
    if (wanted.has(existing)) continue;
    drift.extra.push(existing);
    if (withPatch) patches.push(patch(`a/${existing}`, "/dev/null", readText(path.join(outDir, existing)) ?? "", ""));
  }
  drift.patch = patches.join("");
  return drift;
}

/**
 * Writes only what changed. Every new text goes to a temporary file first; only when all are written are they
 * renamed into place, so a failure leaves the output folder as it was.
 */
export function writeAll(outDir: string, files: Planned[]): { written: string[]; removed: string[] } {
  const drift = compare(outDir, files, { withPatch: false });
  const differing = new Set([...drift.stale, ...drift.missing]);
  const changed = files.filter((f) => differing.has(f.path));
  const temporary: Array<[string, string]> = [];
  try {
    for (const file of changed) {
      const target = path.join(outDir, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.toolgen-tmp`;
      writeFileSync(temp, file.content);
      temporary.push([temp, target]);
    }
  } catch (error) {
    for (const [temp] of temporary) rmSync(temp, { force: true });
    throw error;
  }
  for (const [temp, target] of temporary) renameSync(temp, target);
  if (remembering)
    for (const file of changed) {
      const target = path.join(outDir, file.path);
      const stamp = stampOf(target);
      if (stamp) outputs.set(target, { stamp, output: sha256(file.content), content: file.content });
    }
  for (const extra of drift.extra) rmSync(path.join(outDir, extra));
  if (drift.extra.length > 0) removeEmptyFolders(outDir);
  return { written: changed.map((f) => f.path), removed: drift.extra };
}

function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || IGNORED.has(entry.name)) continue;
    const sub = path.join(dir, entry.name);
    removeEmptyFolders(sub);
    if (readdirSync(sub).length === 0) rmSync(sub, { recursive: true });
  }
}
