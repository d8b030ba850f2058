// The loader refuses what a manifest never needs and what would reach generated files unread: bytes that are not
// UTF-8, control characters, YAML tags, directives other than YAML 1.2, and nesting past MAX_NESTING. Each refusal is
// a located ManifestError; `toolgen validate` prints it (exit 1) with no stack.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadManifest, ManifestError } from "../generator/load/index.js";
import { MAX_NESTING } from "../generator/load/yaml.js";
import { SMALL_BOX } from "./support/manifests.js";
import { problems } from "./support/manifest-problems.js";
import { runHere } from "./support/cli.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "toolgen-loader-hostile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `m.yaml:LINE:COLUMN` of `needle` in `text`, plus `shift` columns. */
function at(text: string, needle: string, shift = 0): string {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not found`);
  const before = text.slice(0, offset).split("\n");
  return `m.yaml:${before.length}:${before.at(-1)!.length + 1 + shift}`;
}

const DESCRIPTION = /description: /;
const withDescription = (prefix: string) => SMALL_BOX.replace(DESCRIPTION, `description: ${prefix}`);

function validateCli(file: string) {
  return runHere(["validate", file], { TOOLGEN_UPSTREAM: dir });
}

describe("tags", () => {
  it.each(["!!js/function", "!!python/object/apply:os.system", "!!int", "!!str", "!custom"])(
    "%s on a value is refused at the value, naming the tag",
    (tag) => {
      const text = withDescription(`${tag} `);
      const [line] = problems(text);
      expect(line).toMatch(
        new RegExp(`^${at(text, tag)} \\$\\.tools\\[0\\]\\.description: expected plain YAML without tags`),
      );
      expect(line).toContain(tag.split(":")[0]);
    },
  );

  it("!!map on a sequence is refused", async () => {
    const text = SMALL_BOX.replace(/specs: \[/, "specs: !!map [");
    expect(problems(text)[0]).toMatch(
      /^m\.yaml:\d+:\d+ \$\.upstream\.specs: expected plain YAML without tags; found the tag "!!map"/,
    );
  });
});

describe("directives", () => {
  it.each(["9.9", "1.1"])("a YAML %s directive is refused at the directive", (version) => {
    const text = `%YAML ${version}\n---\n${SMALL_BOX}`;
    expect(problems(text)[0]).toMatch(/^m\.yaml:1:\d+ \$: expected YAML 1\.2/);
  });

  it("%YAML 1.2 is the format's own and loads", async () => {
    expect(problems(`%YAML 1.2\n---\n${SMALL_BOX}`)).toEqual([]);
  });
});

describe("control characters", () => {
  it.each([
    ["a raw NUL", "a\u0000b", "U+0000"],
    ["an escaped NUL", '"a\\0b" #', "U+0000"],
    ["an escaped bell", '"a\\ab" #', "U+0007"],
    ["a raw C1 control", "a\u0085b", "U+0085"],
  ])("%s in a value is refused, located, naming the character", (_, value, code) => {
    const text = withDescription(value).replace(/# .*$/m, "");
    const [line] = problems(text);
    expect(line).toMatch(/^m\.yaml:\d+:\d+ \$\.tools\[0\]\.description: expected text without control characters/);
    expect(line).toContain(code);
  });
});

describe("nesting", () => {
  const nested = (levels: number) =>
    SMALL_BOX.replace(/specs: \[/, `specs: ${"[".repeat(levels - 1)}[`).replace(/\]\n/, `]${"]".repeat(levels - 1)}\n`);

  it(`past ${MAX_NESTING} levels is refused at the first collection beyond the limit`, async () => {
    const [line] = problems(nested(MAX_NESTING + 1));
    expect(line).toMatch(
      new RegExp(
        `^m\\.yaml:\\d+:\\d+ \\$\\.upstream\\.specs(\\[0\\]){${MAX_NESTING - 2}}: expected at most ${MAX_NESTING} levels`,
      ),
    );
  });

  it("a 3,000-level block mapping: parseManifest and toolgen validate give a located error, no stack", async () => {
    const deep = Array.from({ length: 3000 }, (_, i) => `${"  ".repeat(i)}k${i}:`).join("\n") + " x\n";
    const text = `${SMALL_BOX}extra:\n${deep.replace(/^/gm, "  ")}`;
    // Refused before the parser recurses, at the first level too many (not where the parser's stack gave out).
    const line = SMALL_BOX.split("\n").length + MAX_NESTING; // the line after "extra:" holds level 2
    expect(problems(text)[0]).toMatch(
      new RegExp(
        `^m\\.yaml:${line}:\\d+ \\$\\.extra(\\.k\\d+){${MAX_NESTING - 1}}: expected at most ${MAX_NESTING} levels`,
      ),
    );
    const file = path.join(dir, "deep.yaml");
    writeFileSync(file, text);
    const run = await validateCli(file);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/deep\.yaml:\d+:\d+ \$\.extra\.k0[.k\d]*: expected at most \d+ levels/);
    expect(run.stderr).not.toMatch(/RangeError|\n\s+at /);
  });

  it("a 3,000-level block sequence: refused at the first level too many", async () => {
    const deep = Array.from({ length: 3000 }, (_, i) => `${"  ".repeat(i)}-`).join("\n") + " x\n";
    const text = `${SMALL_BOX}extra:\n${deep.replace(/^/gm, "  ")}`;
    const line = SMALL_BOX.split("\n").length + MAX_NESTING; // the line after "extra:" holds level 2
    expect(problems(text)[0]).toMatch(
      new RegExp(
        `^m\\.yaml:${line}:\\d+ \\$\\.extra(\\[0\\]){${MAX_NESTING - 1}}: expected at most ${MAX_NESTING} levels`,
      ),
    );
  });
});

describe("bytes that are not UTF-8", () => {
  it("are refused at their line and column, not read as U+FFFD; a written U+FFFD is text like any other", async () => {
    const base = Buffer.from(SMALL_BOX);
    const cut = base.indexOf("description: ") + "description: ".length;
    const file = path.join(dir, "latin1.yaml");
    writeFileSync(
      file,
      Buffer.concat([base.subarray(0, cut), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20]), base.subarray(cut)]),
    );
    const where = at(SMALL_BOX, "description: ", "description: ".length + 3).replace("m.yaml", file);
    expect(() => loadManifest(file)).toThrow(ManifestError);
    try {
      loadManifest(file);
    } catch (error) {
      expect((error as Error).message).toMatch(
        new RegExp(`^${where.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} \\$: expected UTF-8 text`),
      );
    }
    const run = await validateCli(file);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("expected UTF-8 text");

    writeFileSync(file, withDescription("\ufffd "));
    expect(() => loadManifest(file)).not.toThrow();
  });
});
