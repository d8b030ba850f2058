// The manifests of a spec folder.
import { readdirSync } from "node:fs";
import path from "node:path";

/** The manifests of a spec folder, in a stable order. */
export function manifestFiles(specDir: string): string[] {
  return readdirSync(specDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => path.join(specDir, f));
}
