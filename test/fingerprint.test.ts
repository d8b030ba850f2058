// The generator's fingerprint (in the lock and in every key of the store) is derived: the build's inputs reachable from
// the driver as esbuild reports them, every file the generator read at run time (recorded by input-files.ts), and the
// locked versions of the packages the build imports. These tests work on a copy of the repository (its node_modules
// linked), never on the working tree.
import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generate, Generation, generationOptions } from "../generator/pipeline.js";
import { existingFiles, type Lock } from "../generator/write/lock.js";
import { ROOT } from "./support/paths.js";
import { temporaryFolders } from "./support/temp.js";

const tempDir = temporaryFolders();
const skip = new Set(["node_modules", "dist", ".toolgen-cache"]);
const tree = (dir: string) =>
  Object.fromEntries(existingFiles(dir).map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, "toolgen.lock.json"), "utf8")) as Lock;
const tracked = (...dirs: string[]) =>
  spawnSync("git", ["ls-files", ...dirs], { cwd: ROOT, encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);

/** A copy of what generation needs, with node_modules linked; its store is its own. */
function repositoryCopy(): string {
  const root = tempDir("repo");
  for (const rel of [
    "generator",
    "templates",
    "spec",
    "runtime/src",
    "runtime/package.json",
    "generated",
    "package.json",
    "package-lock.json",
    "tsconfig.json",
    "tsconfig.base.json",
    ".prettierrc.json",
    "LICENSE",
  ]) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    cpSync(path.join(ROOT, rel), path.join(root, rel), {
      recursive: true,
      filter: (src) => !skip.has(path.basename(src)),
    });
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

/** `toolgen generate …` in the copy, with its own store and no upstream folder (the output never depends on one). */
function toolgen(root: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, TOOLGEN_CACHE: path.join(root, ".toolgen-cache") };
  delete env.TOOLGEN_UPSTREAM;
  return spawnSync(process.execPath, [path.join(root, "generator/bin/toolgen.js"), "generate", ...args], {
    cwd: root,
    encoding: "utf8",
    env,
    timeout: 240_000,
  });
}

const edit = (root: string, file: string, from: string, to: string) => {
  const text = readFileSync(path.join(root, file), "utf8");
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(path.join(root, file), text.replace(from, to));
};

describe("the generator fingerprint", () => {
  it("makes --check fail after an edit the old hand-written lists missed, and a cached run write what --no-cache writes", () => {
    const root = repositoryCopy();
    const warm = toolgen(root); // fills the copy's store
    expect(warm.status, warm.stderr).toBe(0);
    const edits = [
      { file: "runtime/src/options.ts", from: "`${prefix}_TOKEN`", to: "`${prefix}_ACCESS_TOKEN`" },
      { file: "generator/model/formats.ts", from: "date: { pattern:", to: "date: { ordered: true, pattern:" },
    ];
    for (const { file, from, to } of edits) {
      edit(root, file, from, to);
      const check = toolgen(root, "--check");
      expect(check.status, `${file}: ${check.stdout}`).toBe(1);
      expect(check.stderr).toContain("generated/ is out of date");
      const cached = toolgen(root);
      expect(cached.status, cached.stderr).toBe(0);
      const fresh = path.join(tempDir("fresh"), "out");
      const uncached = toolgen(root, "--no-cache", "--out", fresh);
      expect(uncached.status, uncached.stderr).toBe(0);
      expect(tree(path.join(root, "generated")), file).toEqual(tree(fresh));
      expect(toolgen(root, "--check").status, file).toBe(0);
    }
    // what each edit changes, as the issue saw it go stale
    const out = tree(path.join(root, "generated"));
    expect(out["messaging/README.md"]).toContain("MESSAGING_ACCESS_TOKEN");
    const ordered = Object.entries(out).filter(
      ([f, t]) => f.includes("/src/tools/") && /kind: "rangeInOrder",\s*param: "\w*date/i.test(t),
    );
    expect(ordered.length).toBeGreaterThan(0);
  }, 900_000);

  it("takes in a new module an emitter imports: a change to that module alone changes the fingerprint and the output", () => {
    const root = repositoryCopy();
    writeFileSync(path.join(root, "generator/emit/licence-note.ts"), 'export const LICENCE_NOTE = "first wording";\n');
    edit(
      root,
      "generator/emit/package-files.ts",
      'import { printJson } from "./print.js";',
      'import { LICENCE_NOTE } from "./licence-note.js";\nimport { printJson } from "./print.js";',
    );
    edit(
      root,
      "generator/emit/package-files.ts",
      'license: "MIT",',
      'license: "MIT",\n      licenceNote: LICENCE_NOTE,',
    );
    const first = toolgen(root);
    expect(first.status, first.stderr).toBe(0);
    const before = lockOf(path.join(root, "generated"));
    expect(before.fingerprint.files).toContain("generator/emit/licence-note.ts");
    expect(readFileSync(path.join(root, "generated/messaging/package.json"), "utf8")).toContain("first wording");

    // only the new module changes
    writeFileSync(path.join(root, "generator/emit/licence-note.ts"), 'export const LICENCE_NOTE = "second wording";\n');
    expect(toolgen(root, "--check").status).toBe(1);
    const second = toolgen(root);
    expect(second.status, second.stderr).toBe(0);
    const after = lockOf(path.join(root, "generated"));
    expect(after.generator).not.toBe(before.generator);
    expect(readFileSync(path.join(root, "generated/messaging/package.json"), "utf8")).toContain("second wording");
  }, 600_000);

  it("names every tracked file of generator/, runtime/src/, templates/ and spec/ as an input, or it does not reach the output", () => {
    const { fingerprint, kits } = lockOf(path.join(ROOT, "generated"));
    const manifests = Object.values(kits).map((kit) => kit.manifest);
    const files = tracked("generator", "runtime/src", "templates", "spec");
    const inputs = files.filter((f) => fingerprint.files.includes(f) || manifests.includes(f));
    const others = files.filter((f) => !inputs.includes(f));
    expect(inputs.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    // Every other file broken in a copy: code that throws as soon as it loads, text that is no longer what it was. A
    // generation from the sources, in place, still writes the committed output byte for byte, lock included: none of
    // them is loaded or read.
    const root = repositoryCopy();
    for (const file of others)
      appendFileSync(
        path.join(root, file),
        /\.(ts|js)$/.test(file) ? '\nthrow new Error("not an input of generation");\n' : "\nnot an input\n",
      );
    const out = path.join(tempDir("others"), "out");
    const script = path.join(root, "generate-only.mjs");
    writeFileSync(
      script,
      `const { generate } = await import("./generator/pipeline.ts");\nawait generate({ noCache: true, outDir: ${JSON.stringify(out)} });\n`,
    );
    const env: NodeJS.ProcessEnv = { ...process.env, TOOLGEN_CACHE: "off" };
    delete env.TOOLGEN_UPSTREAM;
    const run = spawnSync(process.execPath, ["--import", "tsx/esm", script], {
      cwd: root,
      encoding: "utf8",
      env,
      timeout: 240_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(tree(out)).toEqual(tree(path.join(ROOT, "generated")));
  }, 600_000);
});

describe("a long-lived generation (--watch)", () => {
  it("fingerprints the code it began with, not an edit made on disk while it runs", async () => {
    const root = repositoryCopy();
    const options = generationOptions(
      { specDir: path.join(root, "spec"), outDir: path.join(root, "generated"), noCache: true },
      true,
    );
    const watching = new Generation(options, root);
    const before = (await watching.begin()).finish().fingerprint;
    appendFileSync(path.join(root, "generator/emit/readme.ts"), "\n// edited while a generation runs\n");
    // the process still runs the code it loaded: the lock must not call its output that of the edited code
    expect((await watching.begin()).finish().fingerprint).toBe(before);
    // a new process runs the edited code, and fingerprints it
    expect((await new Generation(options, root).begin()).finish().fingerprint).not.toBe(before);
  }, 120_000);
});

describe("the generator's run-time reads", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    syncBuiltinESMExports();
  });

  it("go through the one helper: every repository file a generation opens is in the lock's fingerprint", async () => {
    // the stages' modules loaded first: what the test runner reads to load a module is not the generator's reading
    await Promise.all([
      import("../generator/model/index.js"),
      import("../generator/emit/index.js"),
      import("../generator/write/index.js"),
      import("../generator/write/format.js"),
      import("../generator/load/index.js"),
      import("prettier"),
    ]);
    const opened = new Set<string>();
    const record = (file: unknown) => {
      if (typeof file === "string" || file instanceof URL)
        opened.add(path.resolve(file instanceof URL ? file.pathname : file));
    };
    for (const name of ["readFileSync", "openSync", "readFile", "createReadStream"] as const) {
      const original = fs[name] as (...args: unknown[]) => unknown;
      vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => (record(args[0]), original(...args))) as never);
    }
    syncBuiltinESMExports(); // named imports of node:fs see the spies too
    const out = tempDir("reads");
    await generate({ noCache: true, outDir: out });
    const lock = lockOf(out);
    const repositoryFiles = [...opened]
      .filter((f) => f.startsWith(ROOT + path.sep))
      .map((f) => path.relative(ROOT, f).split(path.sep).join("/"))
      .filter(
        (f) => !/^(node_modules|spec\/[^/]+\.yaml$|\.toolgen-cache)/.test(f.replace(/^(node_modules\/).*/, "$1")),
      );
    expect(repositoryFiles.length).toBeGreaterThan(0);
    // package-lock.json is read for the versions of the packages the build imports: they are the fingerprint's
    // `packages`, each as locked
    const locked = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version: string }>;
    };
    expect(Object.keys(lock.fingerprint.packages).length).toBeGreaterThan(0);
    for (const [name, version] of Object.entries(lock.fingerprint.packages))
      expect(version, name).toBe(locked.packages[`node_modules/${name}`]!.version);
    for (const file of repositoryFiles.filter((f) => f !== "package-lock.json"))
      expect(lock.fingerprint.files, file).toContain(file);
    // and what it read at run time is more than the code: the licence, prettier's options, the runtime's version
    for (const file of ["LICENSE", ".prettierrc.json", "runtime/package.json"]) expect(repositoryFiles).toContain(file);
  }, 300_000);
});
