// `kit.call`'s result type follows its input: a tool answers 304 Not Modified only to a call that passes its etag, so
// only such a call's result includes ToolkitNotModified; without one, the record's fields need no narrowing. Scripts
// calling the generated package are compiled here with the project's tsconfig (the tool and its etag parameter picked
// from the manifest by binding), so a regression fails this test, not only `tsc` over test/.
import path from "node:path";
import ts from "@typescript/typescript6";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { specTool } from "./support/spec.js";

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
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, "tsconfig.json"),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    )!;
    const files = new Map(
      Object.entries(SCRIPTS).map(([name, body]) => [
        path.join(ROOT, "test", `etag-${name}.ts`),
        `import type { ContentApiToolkit } from "@toolgen/content-api";\n` +
          `export async function run(kit: ContentApiToolkit, tag: string | undefined): Promise<void> {\n${body}\n}\n`,
      ]),
    );
    const host = ts.createCompilerHost(config.options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (file) => files.has(file) || fileExists(file);
    host.readFile = (file) => files.get(file) ?? readFile(file);
    host.getSourceFile = (file, language, ...rest) =>
      files.has(file)
        ? ts.createSourceFile(file, files.get(file)!, language)
        : getSourceFile.call(host, file, language, ...rest);
    const program = ts.createProgram([...files.keys()], config.options, host);
    for (const [file] of files)
      problems.set(
        path.basename(file, ".ts").slice("etag-".length),
        ts
          .getPreEmitDiagnostics(program, program.getSourceFile(file))
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, " ")),
      );
  }, 300_000);

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
