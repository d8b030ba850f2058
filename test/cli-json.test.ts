// `--json` on the checking commands: one JSON document on stdout, the same exit codes as the text (0 holds, 1 fails).
import { cpSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "../generator/docs/parse.js";
import { CONTENT, docsWith, documented, editRow, MESSAGING, original, scratch } from "./support/docs.js";
import { ROOT } from "./support/paths.js";
import { runHere } from "./support/cli.js";

const tmp = scratch();
afterAll(tmp.remove);

const toolgen = (...args: string[]) => runHere(args);
const manifests = readdirSync(path.join(ROOT, "spec")).filter((f) => f.endsWith(".yaml"));

describe("validate --json", () => {
  it("lists each manifest as valid, exit 0", async () => {
    const run = await toolgen("validate", "--json");
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { valid: boolean; manifests: Array<{ file: string; valid: boolean }> };
    expect(out.valid).toBe(true);
    expect(out.manifests.map((m) => path.basename(m.file)).sort()).toEqual(manifests.sort());
  });

  it("gives a broken manifest's problems with their line and column, exit 1", async () => {
    const file = path.join(tmp.dir, "broken.yaml");
    writeFileSync(file, "toolkit: 3\n");
    const run = await toolgen("validate", "--json", file);
    expect(run.status).toBe(1);
    const out = JSON.parse(run.stdout) as { valid: boolean; manifests: Array<{ valid: boolean; problems: unknown[] }> };
    expect(out.valid).toBe(false);
    expect(out.manifests[0]!.problems[0]).toMatchObject({ file, line: expect.any(Number), column: expect.any(Number) });
  });
});

describe("check-docs", () => {
  it("reads the repository's documents (spec/docs) when given no folder, exit 0", async () => {
    const run = await toolgen("check-docs");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${documented(CONTENT)} documented tools, no differences`);
  });

  it("--json: the report as one document, exit 0 with no difference and 1 with one", async () => {
    const clean = await toolgen("check-docs", "--json");
    expect(clean.status, clean.stderr).toBe(0);
    expect(JSON.parse(clean.stdout)).toMatchObject({ differences: 0, lines: expect.any(Array) });
    const name = parseDocument(original[MESSAGING])[0]!.name; // a documented tool, renamed in a copy
    const dir = docsWith(tmp.dir, MESSAGING, editRow(original[MESSAGING], name, name, `${name}Renamed`));
    const changed = await toolgen("check-docs", dir, "--json");
    expect(changed.status).toBe(1);
    expect((JSON.parse(changed.stdout) as { differences: number }).differences).toBeGreaterThan(0);
  });
});

describe("generate --check --json", () => {
  // On a Messaging-only tree: the document's shape is the same for any tree, and a whole generation costs several times
  // this one. That the committed output is up to date is generate.test.ts's (and make's check).
  it("is up to date on the tree it wrote (exit 0), and lists an extra file (exit 1)", async () => {
    const spec = path.join(tmp.dir, "messaging-spec");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    rmSync(path.join(spec, "content.yaml"));
    const out = path.join(tmp.dir, "generated");
    const written = await toolgen("generate", "--spec", spec, "--out", out);
    expect(written.status, written.stderr).toBe(0);
    const current = await toolgen("generate", "--check", "--json", "--spec", spec, "--out", out);
    expect(current.status, current.stderr).toBe(0);
    expect(JSON.parse(current.stdout)).toEqual({ upToDate: true, stale: [], missing: [], extra: [] });
    writeFileSync(path.join(out, "messaging", "stray.txt"), "not generated\n");
    const drift = await toolgen("generate", "--check", "--json", "--spec", spec, "--out", out);
    expect(drift.status).toBe(1);
    expect(JSON.parse(drift.stdout)).toMatchObject({ upToDate: false, extra: ["messaging/stray.txt"] });
  });

  it("without --check is a usage error (exit 2)", async () => {
    expect((await toolgen("generate", "--json")).status).toBe(2);
  });
});
