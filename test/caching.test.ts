// The ways a generation is made fast — the caches, the compiled CLI, --watch — never change what it writes.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { parse } from "yaml";
import { build, currentBuild } from "../generator/bin/build.js";
import { keyOf, Store } from "../generator/cache.js";
import { PRECOMPILED_TEMPLATES, templateOptions } from "../generator/emit/template-options.js";
import { COMPILED_SCHEMA, manifestSchemaOptions } from "../generator/load/schema-options.js";
import { generate } from "../generator/pipeline.js";
import { existingFiles } from "../generator/write/lock.js";
import type { Manifest } from "../generator/load/manifest.js";
import { temporaryFolders } from "./support/temp.js";
import { ROOT } from "./support/paths.js";

const tempDir = temporaryFolders();

const generated = path.join(ROOT, "generated");
const bin = path.join(ROOT, "generator/bin/toolgen.js");
const read = (dir: string) =>
  Object.fromEntries(existingFiles(dir).map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));

describe("the caches", () => {
  it("a generation served from the caches writes the committed output byte for byte, without prettier", async () => {
    await generate({ outDir: tempDir("first") }); // fills the caches if anything was missing
    const out = tempDir("cached");
    const result = await generate({ outDir: out });
    expect(result.formatted).toBe(0);
    expect(read(out)).toEqual(read(generated));
  });

  it("a kit whose manifest and generator are as the lock recorded keeps its files; a hand edit to one is still repaired", async () => {
    const spec = tempDir("spec");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    const out = tempDir("out");
    const manifests = readdirSync(spec).filter((file) => file.endsWith(".yaml"));
    const ids = manifests.map((file) => (parse(readFileSync(path.join(spec, file), "utf8")) as Manifest).toolkit.id);
    const [edited, other] = [0, 1].map((i) => ({ file: path.join(spec, manifests[i]!), id: ids[i]! }));
    const edit = (n: number) => {
      const text = readFileSync(edited!.file, "utf8");
      const [, description] = /\n {4}description: "([^"\n]+)"/.exec(text)!;
      writeFileSync(edited!.file, text.replace(description!, `${description} Edit ${n}.`));
    };
    // What a run writes into an empty folder, where no lock proves anything.
    const expected = async () => {
      const fresh = tempDir("fresh");
      await generate({ specDir: spec, outDir: fresh });
      return read(fresh);
    };

    await generate({ specDir: spec, outDir: out });
    edit(1);
    const first = await generate({ specDir: spec, outDir: out });
    expect(first.kept).toEqual([other!.id]);
    expect(first.written!.every((file) => file.startsWith(`${edited!.id}/`) || file === "toolgen.lock.json")).toBe(
      true,
    );
    expect(read(out)).toEqual(await expected());

    // Other code (the lock names another generator fingerprint) proves no kit.
    const lockFile = path.join(out, "toolgen.lock.json");
    const lock = readFileSync(lockFile, "utf8");
    writeFileSync(lockFile, lock.replace(/"generator": "\w+"/, `"generator": "${"0".repeat(64)}"`));
    edit(2);
    expect((await generate({ specDir: spec, outDir: out })).kept).toEqual([]);
    expect(read(out)).toEqual(await expected());

    // The kept kit's files are checked against the lock: one edited by hand is written again.
    const readme = path.join(out, other!.id, "README.md");
    writeFileSync(readme, "edited by hand\n");
    edit(3);
    const second = await generate({ specDir: spec, outDir: out });
    expect(second.kept).toEqual([]);
    expect(second.written).toContain(`${other!.id}/README.md`);
    expect(read(out)).toEqual(await expected());
  });

  it("an entry already in the store is not written again (its name says it holds the same value)", () => {
    const dir = tempDir("store");
    const store = new Store(dir);
    const key = keyOf("a generated text", String(Math.random()));
    store.put(key, "the text");
    const file = path.join(dir, "store", key);
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    store.put(key, "the text");
    expect(Math.abs(statSync(file).mtimeMs - past.getTime())).toBeLessThan(1000); // untouched, not rewritten now
    expect(store.text(key)).toBe("the text");
    expect(store.counts).toEqual({ hits: 1, misses: 0, written: 1 });
    expect(new Store(undefined).text(key)).toBeUndefined(); // the cache off: nothing read
  });

  it("a store that holds its writes (--watch) answers them at once and writes them only when flushed", () => {
    const dir = tempDir("held");
    const store = new Store(dir, { holdWrites: true });
    const key = keyOf("a held text", String(Math.random()));
    store.put(key, "the text");
    expect(store.text(key)).toBe("the text");
    expect(existsSync(path.join(dir, "store", key))).toBe(false);
    store.flush();
    expect(readFileSync(path.join(dir, "store", key), "utf8")).toBe("the text");
    expect(new Store(dir).text(key)).toBe("the text"); // the next process finds it
  });

  it("prettier, the formatter of record, leaves every generated TypeScript, Markdown and JSON file unchanged", async () => {
    const options = JSON.parse(readFileSync(path.join(ROOT, ".prettierrc.json"), "utf8")) as prettier.Options;
    // JSON on one line (the search index, as its library serialises it) is data written verbatim.
    const files = existingFiles(generated).filter(
      (f) =>
        /\.(ts|md|json)$/.test(f) &&
        !(f.endsWith(".json") && !readFileSync(path.join(generated, f), "utf8").trimEnd().includes("\n")),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(generated, file), "utf8");
      expect(await prettier.format(text, { ...options, filepath: file }), file).toBe(text);
    }
  }, 180_000);
});

describe("the compiled CLI", () => {
  it("is built on first use and rebuilt when a generator source is newer than its build", () => {
    const root = tempDir("repo");
    for (const rel of ["generator", "templates", "spec", "runtime/src", "runtime/package.json", "package.json"])
      cpSync(path.join(ROOT, rel), path.join(root, rel), { recursive: true });
    for (const rel of ["tsconfig.json", "tsconfig.base.json", ".prettierrc.json", "LICENSE"])
      cpSync(path.join(ROOT, rel), path.join(root, rel));
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    const help = () =>
      spawnSync(process.execPath, [path.join(root, "generator/bin/toolgen.js"), "list", "--help"], {
        encoding: "utf8",
      });
    const first = help();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("list the tools of a kit");
    const record = path.join(root, ".toolgen-cache/build/current.json");
    expect(statSync(record).isFile()).toBe(true);

    const cli = path.join(root, "generator/cli.ts");
    writeFileSync(cli, readFileSync(cli, "utf8").replace("list the tools of a kit", "list every tool of a kit"));
    const later = new Date(Date.now() + 5_000);
    utimesSync(cli, later, later);
    const second = help();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("list every tool of a kit");
  }, 120_000);

  it("carries every template precompiled, so a run loads only Handlebars' runtime", async () => {
    const entry = currentBuild(ROOT) ?? (await build(ROOT));
    const require = createRequire(import.meta.url);
    const specs = require(path.join(path.dirname(entry), PRECOMPILED_TEMPLATES)) as Record<string, unknown>;
    const names = readdirSync(path.join(ROOT, "templates")).map((f) => f.replace(/\.hbs$/, ""));
    expect(Object.keys(specs).sort()).toEqual(names.sort());
    // The same precompilation, with the same options, as the in-place compile runs (the CLI's README equals the
    // committed one, which the in-place tests reproduce: see generate.test.ts).
    const text = readFileSync(path.join(path.dirname(entry), PRECOMPILED_TEMPLATES), "utf8");
    const full = require("handlebars") as typeof import("handlebars");
    for (const name of names) {
      const source = readFileSync(path.join(ROOT, "templates", `${name}.hbs`), "utf8");
      expect(text).toContain(`${JSON.stringify(name)}: ${full.precompile(source, templateOptions)},`);
    }
  });

  it("carries the manifest schema's validator compiled, which reports exactly what the loader's own compile does", async () => {
    const entry = currentBuild(ROOT) ?? (await build(ROOT));
    const record = JSON.parse(readFileSync(path.join(ROOT, ".toolgen-cache/build/current.json"), "utf8")) as {
      inputs: Record<string, string>;
    };
    expect(Object.keys(record.inputs)).toContain("spec/manifest.schema.json"); // a schema edit rebuilds it
    const require = createRequire(import.meta.url);
    const compiled = require(path.join(path.dirname(entry), COMPILED_SCHEMA)) as ValidateFunction;
    const schema = JSON.parse(readFileSync(path.join(ROOT, "spec/manifest.schema.json"), "utf8")) as object;
    const inPlace = new Ajv2020(manifestSchemaOptions).compile(schema);
    const manifest = parse(readFileSync(path.join(ROOT, "spec/messaging.yaml"), "utf8")) as {
      tools: Array<Record<string, unknown>>;
    };
    expect(compiled(manifest)).toBe(true);
    manifest.tools[0]!.group = "elsewhere";
    delete manifest.tools[1]!.name;
    manifest.tools[2]!.rules = [{ kind: "no-such-rule" }];
    expect(compiled(manifest)).toBe(false);
    expect(inPlace(manifest)).toBe(false);
    expect(compiled.errors!.length).toBeGreaterThanOrEqual(3);
    expect(compiled.errors).toEqual(inPlace.errors);
  }, 120_000);
});

describe("generate --watch", () => {
  it("rewrites what a saved manifest changes, reports a bad save with its position and keeps watching", async () => {
    const spec = tempDir("spec");
    const out = tempDir("out");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    cpSync(generated, out, { recursive: true, filter: (src) => !/node_modules|dist$/.test(src) });
    const manifest = path.join(spec, "messaging.yaml");
    const original = readFileSync(manifest, "utf8");
    const child = spawn(process.execPath, [bin, "generate", "--watch", "--spec", spec, "--out", out], { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const until = async (test: () => boolean, what: string) => {
      for (let waited = 0; !test(); waited += 50) {
        if (waited > 60_000) throw new Error(`--watch: no ${what}; stdout ${stdout}; stderr ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await until(() => stdout.includes("watching "), "start");
      const readme = path.join(out, "messaging/README.md");
      const before = readFileSync(readme, "utf8");
      // The first tool's description (output definitions have descriptions too, which the README does not show).
      const match = /\n  - name: [^\n]+\n(?: {4}[^\n]*\n)*? {4}description: "([^"]+)"/.exec(original)!;
      writeFileSync(manifest, original.replace(`description: "${match[1]}"`, `description: "${match[1]} Edited."`));
      await until(() => /\d+ files? written in \d+ ms/.test(stdout.split("watching ")[1]!), "report of the save");
      expect(readFileSync(readme, "utf8")).not.toBe(before);
      expect(readFileSync(readme, "utf8")).toContain(`${match[1]} Edited.`);

      const afterEdit = read(out);
      writeFileSync(manifest, original.replace(/(\n\s+)type: integer\n/, "$1type: int\n"));
      await until(() => /messaging\.yaml:\d+:\d+/.test(stderr), "error for the bad save");
      expect(read(out)).toEqual(afterEdit);

      const reports = stdout.match(/files? written in/g)!.length;
      writeFileSync(manifest, original);
      await until(() => stdout.match(/files? written in/g)!.length > reports, "report after the repair");
      expect(read(out)).toEqual(read(generated));
    } finally {
      child.kill("SIGINT");
    }
  }, 120_000);
});
