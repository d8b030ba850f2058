// The whole pipeline: determinism, drift detection, and a failed generation leaving the output untouched.
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../generator/pipeline.js";
import { temporaryFolders } from "./support/temp.js";
import { ROOT } from "./support/paths.js";
import { specManifest, TOOLS } from "./support/spec.js";
import { runHere } from "./support/cli.js";

/** A hand-edited generated module: any tool of the manifest will do. */
const SOME_TOOL = specManifest("messaging").tools.at(-1)!.name;

const tempDir = temporaryFolders();

const generated = path.join(ROOT, "generated");
const skip = new Set(["node_modules", "dist"]);

/** Every generator-owned file under a folder, with its sha256. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string, rel: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (skip.has(entry.name) || entry.name.endsWith(".tgz")) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(at, entry.name), relPath);
      else
        files[relPath] = createHash("sha256")
          .update(readFileSync(path.join(at, entry.name)))
          .digest("hex");
    }
  };
  walk(dir, "");
  return files;
}

function copyOutput(): string {
  const out = tempDir("out");
  cpSync(generated, out, { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
  return out;
}

function copySpec(): string {
  const spec = tempDir("spec");
  cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
  return spec;
}

/** The CLI's commands, run in this process (make's own `generate --check` runs the bundle as a process). */
const toolgen = (...args: string[]) => runHere(args);

describe("generate", () => {
  it("is deterministic: the CLI, writing into an empty folder, reproduces the committed output byte for byte", async () => {
    const out = tempDir("cli");
    const run = await toolgen("generate", "--verbose", "--out", out);
    expect(run.status, run.stderr).toBe(0);
    for (const stage of ["load", "model", "emit", "write"])
      expect(run.stderr).toMatch(new RegExp(`^${stage}\\s+\\d+ ms`, "m"));
    expect(tree(out)).toEqual(tree(generated));
  });

  it("writes LF line endings and keeps dates and versions out of file headers", async () => {
    const files = Object.keys(tree(generated));
    for (const file of files) {
      const text = readFileSync(path.join(generated, file), "utf8");
      expect(text.includes("\r"), file).toBe(false);
      const header = text.split("\n", 1)[0]!;
      expect(header, file).not.toMatch(/\d{4}-\d{2}-\d{2}|\bv?\d+\.\d+\.\d+\b/);
    }
  });

  // On a Messaging-only tree, its output written first: --check compares any kit alike, and a whole generation costs
  // several times this one. That the committed output of both kits is up to date is the test above's (and make's).
  it("--check names the drifted file after a description changes, and passes again once restored", async () => {
    const spec = copySpec();
    rmSync(path.join(spec, "content.yaml"));
    const out = tempDir("messaging");
    const written = await toolgen("generate", "--spec", spec, "--out", out);
    expect(written.status, written.stderr).toBe(0);
    const manifest = path.join(spec, "messaging.yaml");
    const original = readFileSync(manifest, "utf8");
    // the first tool's description, whichever tool that is
    const first = specManifest("messaging").tools[0]!.name;
    const at = original.indexOf(`  - name: ${first}\n`);
    const changed =
      original.slice(0, at) + original.slice(at).replace(/description: .*/, 'description: "A changed description."');
    expect(changed).not.toBe(original);
    writeFileSync(manifest, changed);
    const stale = await toolgen("generate", "--check", "--spec", spec, "--out", out);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(`stale   messaging/src/tools/${first}.ts`);
    expect(stale.stdout).toMatch(/^\+.*A changed description\./m);
    writeFileSync(manifest, original);
    const fresh = await toolgen("generate", "--check", "--spec", spec, "--out", out);
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(fresh.stdout).toContain("generated/ is up to date");
  });

  // One check finds every kind of difference at once, each by name: the exact lists leave no room for another.
  it("--check names each difference of a damaged output copy, and reads the response snapshot beside the manifests", async () => {
    const spec = copySpec();
    const file = path.join(spec, "upstream/content-api.responses.json");
    const snapshot = JSON.parse(readFileSync(file, "utf8")) as { $defs: Record<string, { description?: string }> };
    for (const def of Object.values(snapshot.$defs)) def.description = `${def.description ?? ""} Edited.`;
    writeFileSync(file, JSON.stringify(snapshot));
    const out = copyOutput();
    rmSync(path.join(out, "messaging/definitions/gemini.json"));
    writeFileSync(path.join(out, "messaging/src/stray.ts"), "export {};\n");
    const edited = path.join(out, `messaging/src/tools/${SOME_TOOL}.ts`);
    writeFileSync(edited, readFileSync(edited, "utf8").replace(SOME_TOOL, `${SOME_TOOL}Edited`));
    const result = await generate({ specDir: spec, outDir: out, check: true });
    const stale = result.drift?.stale ?? [];
    expect(stale).toContain("content-api/definitions/output-schemas.json");
    // The snapshot is content-api's: in messaging, only the hand-edited module differs.
    expect(stale.filter((file) => file.startsWith("messaging/"))).toEqual([`messaging/src/tools/${SOME_TOOL}.ts`]);
    expect(result.drift?.missing).toEqual(["messaging/definitions/gemini.json"]);
    expect(result.drift?.extra).toEqual(["messaging/src/stray.ts"]);
    expect(result.drift?.patch).toContain("+++ b/messaging/definitions/gemini.json");
  });

  it("a declared output schema that does not compile fails with its position, and the output is untouched", async () => {
    const out = copyOutput();
    const before = tree(out);
    const spec = copySpec();
    const manifest = path.join(spec, "messaging.yaml");
    writeFileSync(manifest, readFileSync(manifest, "utf8").replace("{ type: integer }", "{ type: int }"));
    const result = await toolgen("generate", "--spec", spec, "--out", out);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/messaging\.yaml:\d+:\d+ \$\.(tools\[\d+\]\.output|outputDefinitions)/);
    expect(tree(out)).toEqual(before);
  });

  it("a bad manifest fails with its position and leaves the output byte-identical", async () => {
    const out = copyOutput();
    const before = tree(out);
    const spec = copySpec();
    const manifest = path.join(spec, "messaging.yaml");
    // A parameter's type (an output schema's `type: integer` is another matter: see the next test).
    writeFileSync(manifest, readFileSync(manifest, "utf8").replace(/(\n\s+)type: integer\n/, "$1type: int\n"));
    const result = await toolgen("generate", "--spec", spec, "--out", out);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /messaging\.yaml:\d+:\d+ \$\.tools\[\d+\]\.params\[\d+\]\.type: expected one of: string, integer, boolean, array<string>, array<integer>/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(tree(out)).toEqual(before);
  });

  // Messaging alone, its output written first: writing compares any kit alike, and a whole generation costs several
  // times this one.
  it("writing repairs a damaged output folder and removes what it does not own", async () => {
    const spec = copySpec();
    rmSync(path.join(spec, "content.yaml"));
    const out = tempDir("messaging");
    await generate({ specDir: spec, outDir: out });
    const written = tree(out);
    writeFileSync(path.join(out, "messaging/README.md"), "edited by hand\n");
    writeFileSync(path.join(out, "messaging/src/tools/Obsolete.ts"), "export {};\n");
    const result = await generate({ specDir: spec, outDir: out });
    expect(result.written).toEqual(["messaging/README.md"]);
    expect(result.removed).toEqual(["messaging/src/tools/Obsolete.ts"]);
    expect(tree(out)).toEqual(written);
  });

  it("a file it cannot write fails the run before any file is replaced, and leaves no temporary file behind", async () => {
    // Messaging alone, its output written first (as above).
    const spec = copySpec();
    rmSync(path.join(spec, "content.yaml"));
    const out = tempDir("messaging");
    await generate({ specDir: spec, outDir: out });
    const before = tree(out);
    const manifest = path.join(spec, "messaging.yaml");
    // The first tool's description (the output definitions before the tools have descriptions too).
    const text = readFileSync(manifest, "utf8");
    const at = text.indexOf("\ntools:\n");
    const [, description] = /\n {4}description: "([^"\n]+)"/.exec(text.slice(at))!;
    writeFileSync(manifest, text.slice(0, at) + text.slice(at).replace(description!, `${description} Edited.`));
    // The README's temporary file cannot be made (a folder holds its name); the tool's module and the definitions
    // change in the same run.
    mkdirSync(path.join(out, `messaging/README.md.${process.pid}.toolgen-tmp`));
    await expect(generate({ specDir: spec, outDir: out })).rejects.toThrow(/EISDIR/);
    const after = tree(out);
    expect(Object.keys(after).filter((file) => file.endsWith(".toolgen-tmp"))).toEqual([]);
    expect(after).toEqual(before);
  });
});
