// The write stage: format every file (format.ts), then write what changed atomically, or compare for --check.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { EmittedFile } from "../emit/index.js";
import type { KnownOutputs } from "../generation.js";
import type { Formatter } from "./format.js";
import { printJson } from "./json.js";
import { existingFiles, IGNORED, LOCK_FILE, sha256, type Lock } from "./lock.js";

export { LOCK_FILE, readLock, sha256 } from "./lock.js";

export interface Planned {
  /** Path under the output folder, forward slashes. */
  path: string;
  content: string;
  /** The text's sha256 (the lock's), when it was hashed as soon as it was ready. */
  sha256?: string;
}

export type { KnownOutputs } from "../generation.js";

function stampOf(file: string): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
}

/** An output file's text: as remembered while its size, time and inode are unchanged, else read. */
function readOutput(file: string, known?: KnownOutputs): string | undefined {
  const remembered = known?.get(file);
  if (remembered && remembered.stamp === stampOf(file)) return remembered.content;
  try {
    const content = readFileSync(file, "utf8");
    const stamp = known && stampOf(file);
    if (stamp) known.set(file, { stamp, content });
    return content;
  } catch {
    return undefined;
  }
}

/**
 * The files of one kit as the lock proves them current, or undefined: the lock's generator fingerprint is this run's,
 * the kit was generated from this very manifest text, and each of its files on disk is as the lock recorded it. A
 * run that changes one manifest then leaves the other kits as they are, without emitting them again. `hashes` (a
 * long-lived process's) holds the sha256 of texts it hashed before.
 */
export function provenKit(
  outDir: string,
  lock: Lock | undefined,
  kit: { id: string; manifest: string; sha256: string },
  fingerprint: string,
  { known, hashes }: { known?: KnownOutputs; hashes?: Map<string, string> } = {},
): { planned: Planned[]; lock: Lock["kits"][string] } | undefined {
  const locked = lock?.kits[kit.id];
  if (lock?.generator !== fingerprint || locked?.manifest !== kit.manifest || locked.sha256 !== kit.sha256)
    return undefined;
  const planned: Planned[] = [];
  for (const [file, recorded] of Object.entries(lock.files)) {
    if (!file.startsWith(`${kit.id}/`)) continue;
    const content = readOutput(path.join(outDir, file), known);
    if (content === undefined || (hashes?.get(content) ?? sha256(content)) !== recorded) return undefined;
    planned.push({ path: file, content, sha256: recorded });
  }
  return { planned, lock: locked };
}

/**
 * Every file formatted (most were started as their emitters returned them), its path under `folder`, each hashed for
 * the lock as soon as its text is ready, while others are still being formatted (`hashes`, a long-lived process's,
 * holds the hashes of texts an earlier run hashed). Takes the files over.
 */
export function formatAll(
  files: EmittedFile[],
  formatter: Pick<Formatter, "format">,
  folder: string,
  hashes?: Map<string, string>,
): Promise<Planned[]> {
  return Promise.all(
    files.map(async (file) => {
      const content = await formatter.format(file);
      // Released: a kit of thousands of tools would otherwise hold every text twice.
      file.content = "";
      file.blocks = undefined;
      file.list = undefined;
      return { path: `${folder}/${file.path}`, content, sha256: hashes?.get(content) ?? sha256(content) };
    }),
  );
}

/**
 * The lock file for these planned files. `hashes` (a long-lived process's) holds the sha256 of texts an earlier run
 * hashed, by text, so an unchanged file is not hashed again; it is left holding those of these files.
 */
export function lockFile(
  planned: Planned[],
  lock: Omit<Lock, "files">,
  width: number,
  hashes?: Map<string, string>,
): Planned {
  const used = new Map<string, string>();
  const hashOf = ({ content, sha256: hashed }: Planned) => {
    const hash = hashed ?? hashes?.get(content) ?? sha256(content);
    used.set(content, hash);
    return hash;
  };
  const files = Object.fromEntries(
    planned.map((f) => [f.path, hashOf(f)] as const).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  if (hashes) {
    hashes.clear();
    for (const [text, hash] of used) hashes.set(text, hash);
  }
  return { path: LOCK_FILE, content: printJson({ ...lock, files } satisfies Lock, width) };
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

export function compare(
  outDir: string,
  files: Planned[],
  { withPatch = true, known = undefined as KnownOutputs | undefined } = {},
): Drift {
  const drift: Drift = { stale: [], missing: [], extra: [], patch: "" };
  const wanted = new Set(files.map((f) => f.path));
  const patches: string[] = [];
  for (const file of files) {
    const current = readOutput(path.join(outDir, file.path), known);
    if (current === file.content) continue;
    (current === undefined ? drift.missing : drift.stale).push(file.path);
    if (withPatch) patches.push(patch(`a/${file.path}`, `b/${file.path}`, current ?? "", file.content));
  }
  for (const existing of existingFiles(outDir)) {
    if (wanted.has(existing)) continue;
    drift.extra.push(existing);
    if (withPatch) patches.push(patch(`a/${existing}`, "/dev/null", readOutput(path.join(outDir, existing)) ?? "", ""));
  }
  drift.patch = patches.join("");
  return drift;
}

/**
 * Writes only what changed. Every new text goes to a temporary file first; only when all are written are they
 * renamed into place, so a failure leaves the output folder as it was.
 */
export function writeAll(
  outDir: string,
  files: Planned[],
  known?: KnownOutputs,
): { written: string[]; removed: string[] } {
  const drift = compare(outDir, files, { withPatch: false, known });
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
  if (known)
    for (const file of changed) {
      const target = path.join(outDir, file.path);
      const stamp = stampOf(target);
      if (stamp) known.set(target, { stamp, content: file.content });
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
