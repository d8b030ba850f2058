// No import cycles in what ships: the generator from its CLI, and the runtime's package entry
// points. esbuild's metafile gives the files each build takes in; each file's imports are then read as written,
// type-only ones included (esbuild drops those, but a cycle of types is a declaration in the wrong file too).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import ts from "@typescript/typescript6";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";

const BUILDS = {
  generator: ["generator/cli.ts"],
  // The runtime package's exports (runtime/package.json), as sources.
  runtime: Object.values(
    JSON.parse(readFileSync(path.join(ROOT, "runtime/package.json"), "utf8")).exports as Record<
      string,
      { default: string }
    >,
  ).map((e) => e.default.replace(/^\.\/dist\//, "runtime/src/").replace(/\.js$/, ".ts")),
};

const { compilerOptions } = JSON.parse(readFileSync(path.join(ROOT, "tsconfig.json"), "utf8")) as {
  compilerOptions: { paths: Record<string, string[]> };
};

/** A specifier resolved to a source file of the repository, through relative paths and tsconfig's `paths`. */
function resolve(from: string, specifier: string): string | undefined {
  const source = (file: string) => file.replace(/\.js$/, ".ts");
  if (specifier.startsWith(".")) return source(path.join(path.dirname(from), specifier));
  for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
    if (name === specifier) return path.normalize(target!);
    if (name.endsWith("/*") && specifier.startsWith(name.slice(0, -1)))
      return source(path.normalize(target!.slice(0, -1) + specifier.slice(name.length - 1)));
  }
  return undefined;
}

/** Each file of a build, with the repository files it imports (values and types). */
async function importGraph(entryPoints: string[]): Promise<Map<string, string[]>> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints,
    bundle: true,
    write: false,
    splitting: true,
    format: "esm",
    platform: "node",
    packages: "external",
    tsconfig: "tsconfig.json",
    outdir: "out",
    metafile: true,
    logLevel: "silent",
  });
  // From the build's files, every repository file their imports reach (a file imported only for its types too).
  const pending = Object.keys(result.metafile.inputs).filter((f) => f.endsWith(".ts"));
  const graph = new Map<string, string[]>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), "utf8"), true, true);
    const imports = importedFiles
      .map((i) => resolve(file!, i.fileName))
      .filter((f): f is string => f !== undefined && existsSync(path.join(ROOT, f)));
    graph.set(file, imports);
    pending.push(...imports);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("import cycles", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it.each(Object.entries(BUILDS))("%s: none, type imports included", async (_, entries) => {
    const graph = await importGraph(entries);
    expect(graph.size).toBeGreaterThan(entries.length);
    expect(cycles(graph)).toEqual([]);
  });
});
