// The repository root, found by walking up from this module.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "spec/manifest.schema.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`toolgen: no repository root above ${from}`);
  }
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path under the repository root. */
export const rootPath = (...parts: string[]): string => path.join(ROOT, ...parts);

/** A repository file's text, by its path from the root (forward slashes). */
export const readRoot = (file: string): string => readFileSync(rootPath(file), "utf8");
