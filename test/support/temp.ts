// Temporary folders for one test file, removed once its tests are done.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** Makes folders named `toolgen-<prefix><name>-…`; call it at a test file's top level, where afterAll registers. */
export function temporaryFolders(prefix = ""): (name: string) => string {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return (name) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `toolgen-${prefix}${name}-`));
    made.push(dir);
    return dir;
  };
}
