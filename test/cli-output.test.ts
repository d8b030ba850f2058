// What the CLI prints for people: its version, and the `--check` patch, coloured on a terminal with long changed
// lines as word diffs, plain anywhere else.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTwoFilesPatch } from "diff";
import { afterAll, describe, expect, it } from "vitest";
import { showPatch, wantsColour } from "../generator/write/show-patch.js";
import { BIN, CLI, runHere } from "./support/cli.js";
import { ROOT } from "./support/paths.js";
import { specTool, toolFor } from "./support/spec.js";

const ESCAPE = /\x1b\[/;
const toolgen = (args: string[], env: NodeJS.ProcessEnv = {}, cli = CLI) =>
  spawnSync(process.execPath, [cli, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    env: { PATH: process.env.PATH, ...env },
  });

it("`toolgen --version` prints the package version and exits 0", () => {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };
  const result = toolgen(["--version"], {}, BIN); // the bin, as `npx toolgen` starts it
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toBe(`${version}\n`);
});

it("the bin runs a kit's command from the kit's sources", () => {
  const tool = toolFor({ slackMethod: "auth.test" });
  const result = toolgen(["call", "messaging", tool, "--input", "{}", "--sandbox"], {}, BIN);
  expect(result.status, result.stderr).toBe(0);
  expect(JSON.parse(result.stdout)).toHaveProperty("user_id");
});

describe("the --check patch", () => {
  const row = (effect: string) =>
    `| \`DeleteThing\` | \`thing_id\`* string | **destructive**. ${effect} a thing from the place where things are kept. |`;
  const patch = createTwoFilesPatch(
    "a/README.md",
    "b/README.md",
    `# Title\nshort old\n${row("Deletes")}\nend\n`,
    `# Title\nshort new\n${row("Removes")}\nend\n`,
    "",
    "",
    { context: 3 },
  );

  it("is printed as it is without colour", () => {
    expect(showPatch(patch, false)).toBe(patch);
  });

  it("colours short changes red and green, and shows a long changed line once with only its changed words marked", () => {
    const shown = showPatch(patch, true);
    const lines = shown.split("\n");
    expect(lines).toContain("\x1b[31m-short old\x1b[39m");
    expect(lines).toContain("\x1b[32m+short new\x1b[39m");
    const words = lines.filter((line) => line.includes("DeleteThing"));
    expect(words).toHaveLength(1);
    expect(words[0]).toMatch(/^\x1b\[36m~\x1b\[39m\| `DeleteThing`/);
    expect(words[0]).toContain("\x1b[9;31mDeletes\x1b[29;39m\x1b[4;32mRemoves\x1b[24;39m a thing");
    // Without its escapes, the word diff reads as the old line with the new word beside the old.
    expect(words[0]!.replace(/\x1b\[[\d;]*m/g, "")).toBe(`~${row("DeletesRemoves")}`);
  });

  it("is coloured on a terminal, never with NO_COLOR, and with FORCE_COLOR anywhere", () => {
    expect(wantsColour({ isTTY: true }, {})).toBe(true);
    expect(wantsColour({ isTTY: false }, {})).toBe(false);
    expect(wantsColour({ isTTY: true }, { TERM: "dumb" })).toBe(false);
    expect(wantsColour({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(wantsColour({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
    expect(wantsColour({ isTTY: true }, { NO_COLOR: "1", FORCE_COLOR: "1" })).toBe(false);
  });

  describe("from the command", () => {
    // Messaging alone, its output written first from the unedited manifest: a whole generation of both kits costs
    // several times this one, and the patch is the same.
    const dir = mkdtempSync(path.join(tmpdir(), "toolgen-spec-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const spec = path.join(dir, "spec");
    const out = path.join(dir, "generated");
    cpSync(path.join(ROOT, "spec"), spec, { recursive: true });
    rmSync(path.join(spec, "content.yaml"));
    const manifest = path.join(spec, "messaging.yaml");
    const text = readFileSync(manifest, "utf8");
    // One tool's description changes: the README row of that tool is the patch.
    const { name, description: marker } = specTool({ slackMethod: "auth.test" });
    if (!text.includes(marker)) throw new Error(`"${marker}" is not written as is in spec/messaging.yaml`);

    it("colours the patch when asked to (FORCE_COLOR) and not when NO_COLOR is set", async () => {
      const written = await runHere(["generate", "--spec", spec, "--out", out]);
      expect(written.status, written.stderr).toBe(0);
      writeFileSync(manifest, text.replace(marker, `${marker} (edited)`));
      const coloured = await runHere(["generate", "--check", "--spec", spec, "--out", out], {
        FORCE_COLOR: "1",
        NO_COLOR: undefined,
      });
      expect(coloured.status).toBe(1);
      expect(coloured.stdout).toMatch(ESCAPE);
      expect(coloured.stdout).toMatch(new RegExp(`^\x1b\\[36m~\x1b\\[39m\\| \`${name}\``, "m"));
      const plain = await runHere(["generate", "--check", "--spec", spec, "--out", out], {
        FORCE_COLOR: "1",
        NO_COLOR: "1",
      });
      expect(plain.status).toBe(1);
      expect(plain.stdout).not.toMatch(ESCAPE);
      expect(plain.stdout).toMatch(new RegExp(`^\\+\\| \`${name}\``, "m"));
    });
  });
});
