// The peer for the generation benchmarks: openapi-mcp-generator, run on a copy of Box's OpenAPI that holds only the
// operations the ContentApi manifest binds (2024.0 file, plus the 2025.0 file for operations carrying its suffix).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { ROOT } from "./lib.js";

interface Operation {
  id: string;
  method: string;
  path: string;
}
type Json = Record<string, unknown>;
interface OpenApi {
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The upstream folder the tests use: TOOLGEN_SHARED or ../shared beside the repository. */
export function upstreamDir(): string {
  return path.resolve(ROOT, process.env.TOOLGEN_SHARED ?? "../shared", "upstream");
}

const template = (p: string) => p.replace(/\{[^}]+\}/g, "{}");

/** Rewrites every `#/components/<kind>/<name>` reference whose name `rename` maps. */
function renameRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameRefs(v, rename));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" ? rename(v) : renameRefs(v, rename),
      ]),
    );
  return value;
}

/** Every component reference reachable from `root`, following references through the components. */
function reachable(root: unknown, components: OpenApi["components"]): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) {
        if (k === "$ref" && typeof v === "string" && !seen.has(v)) {
          seen.add(v);
          const [, , kind, name] = v.split("/");
          visit(components[kind!]?.[name!]);
        } else visit(v);
      }
  };
  visit(root);
  return seen;
}

/**
 * Writes the filtered OpenAPI document to `file` and returns how many operations it holds. Components of the 2025.0
 * file whose names the 2024.0 file also uses (with other content) are renamed with a `_v2025` suffix.
 */
export function writePeerSpec(file: string): number {
  const manifest = parse(readFileSync(path.join(ROOT, "spec/content.yaml"), "utf8")) as {
    upstream: { versionHeader: { suffix: string } };
    tools: Array<{ operation: Operation }>;
  };
  const read = (name: string) => JSON.parse(readFileSync(path.join(upstreamDir(), "box", name), "utf8")) as OpenApi;
  const base = read("openapi.json");
  const versioned = read("openapi-v2025.0.json");
  const suffix = manifest.upstream.versionHeader.suffix;

  const clashes = new Set<string>();
  for (const [kind, entries] of Object.entries(versioned.components))
    for (const [name, value] of Object.entries(entries))
      if (
        base.components[kind]?.[name] !== undefined &&
        JSON.stringify(base.components[kind][name]) !== JSON.stringify(value)
      )
        clashes.add(`#/components/${kind}/${name}`);
  const renamed = renameRefs(versioned, (ref) => (clashes.has(ref) ? `${ref}_v2025` : ref)) as OpenApi;
  const components: OpenApi["components"] = structuredClone(base.components);
  for (const [kind, entries] of Object.entries(renamed.components))
    for (const [name, value] of Object.entries(entries)) {
      const key = clashes.has(`#/components/${kind}/${name}`) ? `${name}_v2025` : name;
      (components[kind] ??= {})[key] = value;
    }

  const paths: OpenApi["paths"] = {};
  for (const { operation } of manifest.tools) {
    const source = operation.id.endsWith(suffix) ? renamed : base;
    const method = operation.method.toLowerCase();
    const upstreamPath = Object.keys(source.paths).find(
      (p) => template(p) === template(operation.path) && source.paths[p]![method],
    );
    if (!upstreamPath) throw new Error(`bench: ${operation.method} ${operation.path} is in neither Box file`);
    (paths[upstreamPath] ??= {})[method] = source.paths[upstreamPath]![method]!;
  }
  const used = reachable(paths, components);
  const kept: OpenApi["components"] = {};
  for (const [kind, entries] of Object.entries(components))
    for (const [name, value] of Object.entries(entries))
      if (kind === "securitySchemes" || used.has(`#/components/${kind}/${name}`)) (kept[kind] ??= {})[name] = value;

  writeFileSync(file, JSON.stringify({ ...base, paths, components: kept }, null, 2));
  return Object.values(paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
}

/** The peer's command line for one generation of `spec` into `outDir`. */
export function peerArgs(spec: string, outDir: string): string[] {
  const bin = path.join(ROOT, "node_modules/openapi-mcp-generator/bin/openapi-mcp-generator.js");
  return [bin, "--input", spec, "--output", outDir, "--force"];
}
