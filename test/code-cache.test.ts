// The compiled CLI keeps V8's code for the large CommonJS files it loads (generator/bin/code-cache.js). Whatever the
// state of that cache (none, current, corrupt, stale), a run must write the same output; a run without usable
// entries makes them, the next run uses them, and an entry V8 refuses is made again with its stale sibling removed.
import { spawnSync } from "node:child_process";
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { existingFiles } from "../generator/write/lock.js";
import { ROOT } from "./support/paths.js";
import { specFile } from "./support/spec.js";
import { temporaryFolders } from "./support/temp.js";

const tempDir = temporaryFolders();
const bin = path.join(ROOT, "generator/bin/toolgen.js");

/**
 * A spec folder holding only the manifest with the fewest tools: what loads ts-morph and the other large modules is
 * the same for any manifest, and a small one keeps each of these cold runs short.
 */
function smallestSpec(): string {
  const specDir = path.join(ROOT, "spec");
  const manifests = readdirSync(specDir).filter((f) => f.endsWith(".yaml"));
  const tools = (f: string) => specFile(f).tools.length;
  const smallest = manifests.reduce((a, b) => (tools(b) < tools(a) ? b : a));
  const dir = tempDir("spec");
  copyFileSync(path.join(specDir, smallest), path.join(dir, smallest));
  return dir;
}
const spec = smallestSpec();

/**
 * `generate --no-cache --verbose` of the small spec (the text caches off, so ts-morph loads each time) into a fresh
 * folder, with its own cache folder: the code cache's use and the output.
 */
function run(cache: string) {
  const out = tempDir("out");
  const result = spawnSync(
    process.execPath,
    [bin, "generate", "--no-cache", "--verbose", "--spec", spec, "--out", out],
    {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 240_000,
      env: { ...process.env, TOOLGEN_CACHE: cache },
    },
  );
  expect(result.status, result.stderr).toBe(0);
  const use = /^v8 code\s+(\d+) large modules compiled from the code cache, (\d+) cached at exit$/m.exec(result.stderr);
  expect(use, result.stderr).not.toBeNull();
  const output = Object.fromEntries(existingFiles(out).map((f) => [f, readFileSync(path.join(out, f), "utf8")]));
  return { read: Number(use![1]), made: Number(use![2]), output };
}

describe("the V8 code cache of the compiled CLI", () => {
  it("is made by a first run, used by the next, and made again when V8 refuses an entry, the output the same", () => {
    const cache = tempDir("cache");
    const v8 = path.join(cache, "v8");
    const entries = () => readdirSync(v8).sort();

    const first = run(cache);
    expect(first.read).toBe(0);
    expect(first.made).toBeGreaterThan(0);
    const large = first.made;
    const made = entries();
    expect(made).toHaveLength(large);

    const second = run(cache);
    expect(second).toEqual({ read: large, made: 0, output: first.output });
    expect(entries()).toEqual(made);

    // every entry corrupt, and a stale sibling of one (the same file as it was before)
    for (const entry of made) writeFileSync(path.join(v8, entry), Buffer.alloc(4096, 7));
    const stale = made[0]!.replace(/-[0-9a-f]{16}$/, "-0000000000000000");
    writeFileSync(path.join(v8, stale), "stale");
    const third = run(cache);
    expect(third).toEqual({ read: 0, made: large, output: first.output });
    expect(entries()).toEqual(made);
    for (const entry of made) expect(readFileSync(path.join(v8, entry)).equals(Buffer.alloc(4096, 7))).toBe(false);

    // TOOLGEN_CACHE=off: a run that loads ts-morph, with no code cache read or made
    const off = spawnSync(process.execPath, [bin, "generate", "--verbose", "--spec", spec, "--out", tempDir("off")], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, TOOLGEN_CACHE: "off" },
    });
    expect(off.status, off.stderr).toBe(0);
    expect(off.stderr).not.toMatch(/^v8 code/m);
  }, 900_000);
});
