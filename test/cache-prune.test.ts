// The cache folder keeps what runs use and loses what they no longer use: `toolgen cache prune`, and a generation's
// own prune once a day (generator/cache-prune.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pruneCache, pruneDaily, UNUSED_DAYS } from "../generator/cache-prune.js";
import { ROOT } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const tempDir = temporaryFolders();
const bin = path.join(ROOT, "generator/bin/toolgen.js");
const DAY = 86_400_000;
const now = Date.now();

let cache: string;
beforeEach(() => {
  cache = tempDir("cache");
  vi.stubEnv("TOOLGEN_CACHE", cache);
});
afterEach(() => vi.unstubAllEnvs());

/** An entry last read `readDaysAgo` and written `writtenDaysAgo` days ago. */
function entry(relative: string, readDaysAgo: number, writtenDaysAgo = readDaysAgo): string {
  const file = path.join(cache, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "x".repeat(100));
  utimesSync(file, (now - readDaysAgo * DAY) / 1000, (now - writtenDaysAgo * DAY) / 1000);
  return file;
}

const all = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? all(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
  );

describe("pruning the cache folder", () => {
  it("removes the entries unused for the given days, keeps those read or written since, and leaves the build alone", () => {
    entry("blobs/old", UNUSED_DAYS + 6);
    entry("blobs/fresh", 1);
    entry("tool-modules/read-lately", 2, UNUSED_DAYS + 30); // made long ago, read two days ago
    entry("v8/old-code", UNUSED_DAYS + 1);
    entry("kits/left.1234.tmp", 2); // a temporary file left over by a process that died
    entry("build/abc/cli.js", UNUSED_DAYS + 40);
    const pruned = pruneCache(UNUSED_DAYS, now);
    expect(all(cache).sort()).toEqual(["blobs/fresh", "build/abc/cli.js", "tool-modules/read-lately"]);
    expect(pruned).toEqual({ removed: 3, removedBytes: 300, kept: 2, keptBytes: 200 });
    expect(pruneCache(0, now + 1000).removed).toBe(2);
    expect(all(cache)).toEqual(["build/abc/cli.js"]);
  });

  it("prunes once a day on its own", () => {
    entry("blobs/old", UNUSED_DAYS + 1);
    expect(pruneDaily(now)?.removed).toBe(1);
    entry("blobs/old", UNUSED_DAYS + 1);
    expect(pruneDaily(now + DAY / 2)).toBeUndefined();
    expect(existsSync(path.join(cache, "blobs/old"))).toBe(true);
    expect(pruneDaily(now + DAY + 1000)?.removed).toBe(1);
  });

  it("runs as `toolgen cache prune`, and a generation prunes the folder it uses", () => {
    const cli = (env: Record<string, string>, ...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], {
        cwd: ROOT,
        encoding: "utf8",
        timeout: 240_000,
        env: { ...process.env, ...env },
      });
    entry("blobs/old", UNUSED_DAYS + 1);
    entry("blobs/fresh", 0);
    const pruned = cli({ TOOLGEN_CACHE: cache }, "cache", "prune");
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(pruned.stdout).toContain(`Removed 1 entry (0.0 MB) unused for over ${UNUSED_DAYS} days`);
    expect(pruned.stdout).toContain("kept 1 entry");
    expect(all(cache)).toEqual(["blobs/fresh"]);

    const bad = cli({ TOOLGEN_CACHE: cache }, "cache", "prune", "--days", "two");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("expected a whole number of days");
    const off = cli({ TOOLGEN_CACHE: "off" }, "cache", "prune");
    expect(off.status).toBe(0);
    expect(off.stdout).toContain("The cache is off");

    const folder = tempDir("generated-cache");
    vi.stubEnv("TOOLGEN_CACHE", folder);
    cache = folder;
    entry("blobs/old", UNUSED_DAYS + 1);
    const generated = cli({ TOOLGEN_CACHE: folder }, "generate", "--out", tempDir("out"));
    expect(generated.status, generated.stderr).toBe(0);
    expect(existsSync(path.join(folder, "blobs/old"))).toBe(false);
    expect(existsSync(path.join(folder, "pruned"))).toBe(true);
  }, 300_000);
});
