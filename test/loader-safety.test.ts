// The loader against hostile or careless manifests: alias floods, bindings the runtime must never send, and values
// that try to bend the error text. Every refusal is a located ManifestError, one line a problem, and no stack.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SHOWN_PER_MISTAKE } from "../generator/load/errors.js";
import { MAX_SCOPE_LENGTH } from "../generator/load/wire.js";
import { MAX_ALIASES } from "../generator/load/yaml.js";
import { SMALL_BOX } from "./support/manifests.js";
import { problems } from "./support/manifest-problems.js";
import { runHere } from "./support/cli.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "toolgen-loader-safety-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `m.yaml:LINE:COLUMN` of the `nth` occurrence (0-based) of `needle` in `text`. */
function at(text: string, needle: string, nth = 0): string {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not found`);
  const before = text.slice(0, offset).split("\n");
  return `m.yaml:${before.length}:${before.at(-1)!.length + 1}`;
}

const replace = (from: string, to: string) => {
  if (!SMALL_BOX.includes(from)) throw new Error(`${from} not in the base`);
  return SMALL_BOX.replace(from, to);
};

function validateCli(text: string) {
  const file = path.join(dir, `m-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  // these manifests fail in the loader, before any upstream check
  return runHere(["validate", file], { TOOLGEN_UPSTREAM: dir });
}

describe("aliases", () => {
  it("the base manifest is valid", async () => {
    expect(problems(SMALL_BOX)).toEqual([]);
  });

  it(`more than ${MAX_ALIASES} aliases (harmless ones too): located at the first one past the limit, exit 1, no stack`, async () => {
    const notes = Array.from({ length: MAX_ALIASES + 1 }, () => "*note").join(", ");
    const text = replace("    scopes: []\n", `    scopes: []\n    notes: [&note "A note.", ${notes}]\n`);
    const lines = problems(text);
    expect(lines).toEqual([
      `${at(text, "*note", MAX_ALIASES)} $.upstream.auth.notes[${MAX_ALIASES + 1}]: expected at most ${MAX_ALIASES} aliases in a manifest; this is alias ${MAX_ALIASES + 1} of ${MAX_ALIASES + 1}`,
    ]);
    const run = await validateCli(text);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/:\d+:\d+ \$\.upstream\.auth\.notes\[101\]: expected at most 100 aliases/);
    expect(run.stderr).not.toMatch(/ReferenceError|\n\s+at /);
  });

  it("nested aliases that multiply past yaml's limit: located, no stack", async () => {
    // 3 levels of 10 aliases each: 33 aliases, expanding to 1,000 nodes.
    const level = (name: string, of: string) => `  ${name}: &${name} [${Array(10).fill(`*${of}`).join(", ")}]\n`;
    const text = `${SMALL_BOX}x:\n  a: &a "x"\n${level("b", "a")}${level("c", "b")}${level("d", "c")}`;
    const lines = problems(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^m\.yaml:\d+:\d+ \$\.x\.\w\[\d+\]: expected aliases that expand to at most 100 nodes/);
  });

  it("an alias with no anchor before it: located", async () => {
    const text = replace("    scopes: []\n", "    scopes: []\n    notes: [*missing]\n");
    expect(problems(text)).toEqual([
      `${at(text, "*missing")} $.upstream.auth.notes[0]: expected an alias of an anchor set before it; no anchor "&missing" precedes it`,
    ]);
  });
});

describe("bindings the runtime must never send", () => {
  const withHeader = (name: string) =>
    replace(
      "        upstream: file_id\n",
      `        upstream: file_id\n      - name: etag\n        type: string\n        in: header\n        upstream: ${name}\n`,
    );
  const headerAt = (text: string) =>
    `${at(text, "upstream: ", 1).replace(/:(\d+)$/, (_, c: string) => `:${Number(c) + 10}`)}`;

  it.each([
    ["a space", '"if match"'],
    ['a ":"', '"if-match:"'],
    ["CR/LF", '"if-match\\r\\nx-forged: 1"'],
    ["non-ASCII", "if-mätch"],
  ])("a header name with %s", (_, name) => {
    const text = withHeader(name);
    const lines = problems(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${headerAt(text)} \\$\\.tools\\[0\\]\\.params\\[1\\]\\.upstream: expected a header name of ASCII letters`,
      ),
    );
  });

  it.each([
    ["authorization", "the runtime sends the access token in it"],
    ["Host", "it is set from the server URL"],
    ["connection", "it is connection-level (hop-by-hop)"],
    ["transfer-encoding", "it is connection-level (hop-by-hop)"],
  ])("a reserved header: %s", (name, why) => {
    const text = withHeader(name);
    expect(problems(text)).toEqual([
      `${headerAt(text)} $.tools[0].params[1].upstream: expected a header a binding may set; "${name}" is reserved: ${why}`,
    ]);
  });

  it.each([
    ["..", "/files/../{file_id}", 'no "." or ".." segment'],
    ["//host", "//evil.example/{file_id}", 'no "//"'],
    ["?", "/files/{file_id}?x=1", 'no "?" or "#"'],
    ["#", "/files/{file_id}#x", 'no "?" or "#"'],
    ["a placeholder twice", "/files/{file_id}/{file_id}", 'each placeholder once ("{file_id}" appears twice)'],
  ])("a path with %s", (_, bad, why) => {
    const text = replace("path: /files/{file_id}", `path: "${bad}"`);
    const lines = problems(text);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${at(text, `"${bad}"`)} \\$\\.tools\\[0\\]\\.operation\\.path: expected a request path with .*${why.replace(/[.?(){}"]/g, "\\$&")}`,
        ),
      ),
    );
  });

  it.each([
    ["empty", '""', "expected a scope; found empty text"],
    ["multi-line", '"a\\nb"', 'expected a scope on one line; "a\\nb" has a line break or control character'],
    [
      "absurdly long",
      `"${"x".repeat(1_000_000)}"`,
      `expected a scope of at most ${MAX_SCOPE_LENGTH} characters; found 1000000`,
    ],
  ])("a scope that is %s", (_, scope, expected) => {
    const text = replace("    scopes: []", `    scopes: [${scope}]`);
    expect(problems(text)).toEqual([`${at(text, scope)} $.upstream.auth.scopes[0]: ${expected}`]);
  });
});

describe("error text", () => {
  it("a value with a newline stays on one line and cannot forge a located line", async () => {
    const forged = "x\\nm.yaml:1:1 $: forged";
    const text = replace("toolkit:\n", `toolkit:\n  "${forged}": 1\n`);
    const lines = problems(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('unknown key "x\\nm.yaml:1:1 $: forged"');
    const run = await validateCli(text);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).not.toMatch(/^m\.yaml:1:1/m);
  });

  it(`one mistake repeated at many places: ${SHOWN_PER_MISTAKE} lines, then a count of the rest`, async () => {
    const params = Array.from(
      { length: 12 },
      (_, i) => `      - name: p${i}\n        type: int\n        in: query\n        upstream: p${i}\n`,
    ).join("");
    const text = replace("        upstream: direction\n", `        upstream: direction\n${params}`);
    const lines = problems(text);
    expect(lines).toHaveLength(SHOWN_PER_MISTAKE + 1);
    expect(lines.slice(0, SHOWN_PER_MISTAKE).every((l) => l.includes("type: expected one of: string"))).toBe(true);
    expect(lines.at(-1)).toBe(`  … and ${12 - SHOWN_PER_MISTAKE} more places with the same problem, not shown`);
  });

  it("a complex key is reported at its own position, without the whole key, and nothing leaks to stderr", async () => {
    const key = `[${Array.from({ length: 50 }, (_, i) => `k${i}`).join(", ")}]`;
    const text = replace("toolkit:\n", `toolkit:\n  ? ${key}\n  : 1\n`);
    expect(problems(text)).toEqual([
      `${at(text, key)} $.toolkit: expected a plain text key; found a sequence used as a key`,
    ]);
    const run = await validateCli(text);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/:\d+:5 \$\.toolkit: expected a plain text key/),
    ]);
  });
});
