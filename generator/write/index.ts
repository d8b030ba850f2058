// The write stage: compare the derived files with the output folder in memory, then write what differs atomically,
// or report it for --check.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTwoFilesPatch } from "diff";
import type { EmittedFile } from "../emit/types.js";

export { LOCK_FILE, lockFile, sha256, type Lock, type LockedKit } from "./lock.js";

/** Folders under `generated/` that builds and installs create; they are not generator output. */
export const IGNORED = new Set(["node_modules", "dist"]);

export interface Drift {
  stale: string[];
  missing: string[];
  extra: string[];
  patch: string;
}

/** Every file under the output folder that the generator owns or could have left, sorted, with forward slashes. */
export function existingFiles(outDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (IGNORED.has(entry.name)) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath);
      else if (!entry.name.endsWith(".tgz")) found.push(relPath); // what `npm pack` leaves
    }
  };
  if (existsSync(outDir)) walk(outDir, "");
  return found.sort();
}

// Bytes, not text: comparing them is a fraction of the cost of decoding every file.
const readOutput = (file: string): Buffer | undefined => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** How the files differ from the output folder; `patch`, a unified diff of every difference, only when asked for. */
export function compare(outDir: string, files: EmittedFile[], { withPatch = true } = {}): Drift {
  const drift: Drift = { stale: [], missing: [], extra: [], patch: "" };
  const patches: string[] = [];
  const diff = (name: string, other: string, before: string, after: string) => {
    if (withPatch) patches.push(createTwoFilesPatch(name, other, before, after, "", "", { context: 3 }));
  };
  for (const file of files) {
    const current = readOutput(path.join(outDir, file.path));
    if (current?.equals(Buffer.from(file.text))) continue;
    (current === undefined ? drift.missing : drift.stale).push(file.path);
    diff(`a/${file.path}`, `b/${file.path}`, current?.toString() ?? "", file.text);
  }
  const wanted = new Set(files.map((f) => f.path));
  for (const existing of existingFiles(outDir).filter((f) => !wanted.has(f))) {
    drift.extra.push(existing);
    diff(`a/${existing}`, "/dev/null", readOutput(path.join(outDir, existing))?.toString() ?? "", "");
  }
  drift.patch = patches.join("");
  return drift;
}

/**
 * Writes only the files whose bytes differ. Every new text goes to a temporary file first; only when all are written
 * are they renamed into place, so a failure leaves the output folder as it was.
 */
export function writeAll(outDir: string, files: EmittedFile[]): { written: string[]; removed: string[] } {
  const drift = compare(outDir, files, { withPatch: false });
  const differing = new Set([...drift.stale, ...drift.missing]);
  const changed = files.filter((f) => differing.has(f.path));
  const temporary: Array<[string, string]> = [];
  try {
    for (const file of changed) {
      const target = path.join(outDir, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.toolgen-tmp`;
      writeFileSync(temp, file.text);
      temporary.push([temp, target]);
    }
  } catch (error) {
    for (const [temp] of temporary) rmSync(temp, { force: true });
    throw error;
  }
  for (const [temp, target] of temporary) renameSync(temp, target);
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
