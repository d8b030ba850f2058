// `toolgen list <kit>`: a row per tool of the kit's manifest and a count, or the records as JSON; a kit no manifest
// declares is a usage error.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { runHere } from "./support/cli.js";

const kits = readdirSync(path.join(ROOT, "spec"))
  .filter((f) => f.endsWith(".yaml"))
  .map((f) => parse(readFileSync(path.join(ROOT, "spec", f), "utf8")) as Manifest)
  .map((m) => ({ id: m.toolkit.id, tools: m.tools.map((t) => t.name) }));

interface Manifest {
  toolkit: { id: string };
  tools: Array<{ name: string }>;
}

describe.each(kits)("toolgen list $id", ({ id, tools }) => {
  it("prints a row per tool of its manifest, then the count", async () => {
    const run = await runHere(["list", id]);
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^TOOL\s+GROUP/);
    expect(
      lines
        .slice(1, 1 + tools.length)
        .map((l) => l.split(/\s+/)[0])
        .sort(),
    ).toEqual([...tools].sort());
    expect(lines.at(-1)).toMatch(new RegExp(`^${tools.length} tools \\(`));
  });

  it("prints the tools' records with --json", async () => {
    const run = await runHere(["list", id, "--json"]);
    expect(run.status, run.stderr).toBe(0);
    const records = JSON.parse(run.stdout) as Array<{ name: string }>;
    expect(records.map((r) => r.name).sort()).toEqual([...tools].sort());
  });
});

it("refuses a kit no manifest declares, exit 2", async () => {
  const run = await runHere(["list", "no-such-kit"]);
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/no-such-kit/);
});
