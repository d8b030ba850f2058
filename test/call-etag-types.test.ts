// `kit.call`'s result type follows its input: a tool answers 304 Not Modified only to a call that passes its etag, so
// only such a call's result includes ToolkitNotModified; without one, the record's fields need no narrowing. Scripts
// calling the generated package are compiled here by the project's tsc (TypeScript 7, as `make test` runs it) with the
// project's tsconfig (the tool and its etag parameter picked from the manifest by binding), so a regression fails this
// test, not only `tsc` over test/.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, TSC } from "./support/paths.js";
import { specTool } from "./support/spec.js";
import { temporaryFolders } from "./support/temp.js";
import { TEST_TIMEOUT_MS } from "./support/timeouts.js";

const folder = temporaryFolders("etag-");

// A folder's details: the upstream documents a 304 answer to a request carrying If-None-Match.
const details = specTool({ operationId: "get_folders_id" });
const id = details.params.find((p) => p.in === "path")!.name;
const etag = details.params.find((p) => p.in === "header" && p.upstream?.toLowerCase() === "if-none-match")!.name;
const call = (input: string) => `await kit.call(${JSON.stringify(details.name)}, { ${id}: "0"${input} })`;

/** Each script: the body of a function given the kit and an etag that may be absent. */
const SCRIPTS = {
  plain: `const f = ${call("")};\nconst name: string | undefined = f.name;`,
  literal: `const f = ${call(`, ${etag}: "1"`)};\nf.name;`,
  maybe: `const f = ${call(`, ${etag}: tag`)};\nf.name;`,
  narrowed: `const f = ${call(`, ${etag}: "1"`)};\nif ("notModified" in f) return;\nconst name: string | undefined = f.name;`,
  misspelt: `${call(`, ${etag}x: "1"`)};`,
};

describe(`kit.call("${details.name}") and its etag (${etag})`, () => {
  const problems = new Map<string, string[]>();
  beforeAll(() => {
    // A project of the scripts alone, extending the repository's tsconfig (its paths resolve the kit to its sources).
    const dir = folder("scripts");
    for (const [name, body] of Object.entries(SCRIPTS))
      writeFileSync(
        path.join(dir, `${name}.ts`),
        `import type { ContentApiToolkit } from "@toolgen/content-api";\n` +
          `export async function run(kit: ContentApiToolkit, tag: string | undefined): Promise<void> {\n${body}\n}\n`,
      );
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: path.join(ROOT, "tsconfig.json"),
        compilerOptions: { typeRoots: [path.join(ROOT, "node_modules/@types")] },
        include: [],
        files: Object.keys(SCRIPTS).map((name) => `${name}.ts`),
      }),
    );
    const tsc = spawnSync(process.execPath, [...TSC, "--pretty", "false", "-p", "tsconfig.json"], {
      cwd: dir,
      encoding: "utf8",
    });
    for (const name of Object.keys(SCRIPTS)) problems.set(name, []);
    // Each problem is a line `file(line,col): error TSn: message`, its message chain indented below it; any other
    // line (a problem of the configuration, or of another file) fails the test with the whole output.
    // (A tsc that did not finish, or ended by a signal, proves nothing: its output may be cut short.)
    if (tsc.error) throw tsc.error;
    if (tsc.status === null) throw new Error(`tsc ended by ${tsc.signal}: ${tsc.stdout}${tsc.stderr}`);
    let last: string[] | undefined;
    for (const line of `${tsc.stdout}${tsc.stderr}`.split("\n").filter(Boolean)) {
      const problem = /^(\w+)\.ts\(\d+,\d+\): error TS\d+: (.*)$/.exec(line);
      if (problem && problems.has(problem[1]!)) (last = problems.get(problem[1]!)!).push(problem[2]!);
      else if (last?.length && /^\s/.test(line)) last[last.length - 1] += ` ${line.trim()}`;
      else throw new Error(`tsc: ${tsc.stdout}${tsc.stderr}`);
    }
  }, TEST_TIMEOUT_MS);

  it("without the etag, the record's fields are read with no narrowing", () => {
    expect(problems.get("plain")).toEqual([]);
  });

  it("with it (given, or perhaps given), the answer may be 304 Not Modified, so it must be narrowed first", () => {
    const notModified = expect.stringMatching(/^Property 'name' does not exist on type '.*ToolkitNotModified/);
    expect(problems.get("literal")).toEqual([notModified]);
    expect(problems.get("maybe")).toEqual([notModified]);
    expect(problems.get("narrowed")).toEqual([]);
  });

  it("a misspelt parameter is still an error", () => {
    expect(problems.get("misspelt")).toEqual([expect.stringContaining(`'${etag}x' does not exist`)]);
  });
});
