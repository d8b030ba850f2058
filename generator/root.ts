// The repository root. Found by walking up from this module, so it is the same whether the generator runs from its
// sources or from the compiled build in .toolgen-cache/.
import { existsSync } from "node:fs";
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

/** The file `url` names, if it exists: a compiled worker beside a chunk of the build; none from the sources. */
export function compiledFile(url: URL): string | undefined {
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? fileURLToPath(url) : undefined;
}
