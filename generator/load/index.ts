import { readFileSync } from "node:fs";
import path from "node:path";
import type { ErrorObject } from "ajv/dist/2020.js";
import { ManifestChecks } from "./checks.js";
import { outputSchemaProblems } from "./output-schemas.js";
import { decodePointer, ManifestError, quote, type JsonPath } from "./errors.js";
import { manifestFiles } from "./files.js";
import type { Manifest } from "./manifest.js";
import { semanticProblems } from "./semantics.js";
import { decodeManifest, parseYaml, type Locate } from "./yaml.js";

export type { Manifest } from "./manifest.js";
export { ManifestChecks } from "./checks.js";
export { manifestFiles } from "./files.js";
export { formatProblem, formatProblems, ManifestError, quote, type JsonPath, type Problem } from "./errors.js";

export interface Loaded {
  file: string;
  text: string;
  manifest: Manifest;
  /** The line and column of a JSON path in this manifest's text (of its key, with `atKey`). */
  locate: Locate;
  /** The file name as problems give it. */
  display: string;
}

/**
 * Reads, parses and validates one manifest; throws ManifestError naming every problem with its position. `checks` is
 * what checking compiles, shared by the loads of one run.
 */
export function loadManifest(file: string, checks = new ManifestChecks()): Loaded {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ManifestError([
      {
        file: displayName(file),
        line: 1,
        column: 1,
        path: [],
        expected: `expected a readable manifest file (${reason})`,
      },
    ]);
  }
  const text = decodeManifest(bytes, displayName(file));
  return { file, text, display: displayName(file), ...readManifest(text, displayName(file), checks) };
}

/** Every manifest in `specDir`, loaded with one `checks`: what checking compiles is compiled once for the folder. */
export const loadManifests = (specDir: string, checks = new ManifestChecks()): Loaded[] =>
  manifestFiles(specDir).map((file) => loadManifest(file, checks));

/** The manifest in `specDir` that declares the kit `id` (every manifest there is loaded, so each must be valid). */
export const kitManifest = (specDir: string, id: string): Loaded | undefined =>
  loadManifests(specDir).find((m) => m.manifest.toolkit.id === id);

export function parseManifest(text: string, file: string, checks?: ManifestChecks): Manifest {
  return readManifest(text, file, checks).manifest;
}

/** Parses and validates a manifest's text: its content and the locator of its nodes. */
export function readManifest(
  text: string,
  file: string,
  checks = new ManifestChecks(),
): { manifest: Manifest; locate: Locate } {
  const { data, locate } = parseYaml(text, file);
  const errors = checks.schema(data) ? [] : [...(checks.schema.errors ?? [])];
  const schemaProblems = relevantErrors(errors).map((e) => {
    const { at, key, expected } = schemaProblem(e);
    return { file, ...locate(at, key), path: at, expected };
  });
  if (schemaProblems.length > 0) throw new ManifestError(schemaProblems);
  const manifest = data as Manifest;
  const outputs = outputSchemaProblems(manifest, checks);
  const problems = [...semanticProblems(manifest), ...outputs]
    .map(({ at, expected, key }) => ({ file, ...locate(at, key), path: at, expected }))
    .sort((a, b) => a.line - b.line || a.column - b.column); // in the file's order, whatever check found them
  if (problems.length > 0) throw new ManifestError(problems);
  return { manifest, locate };
}

function displayName(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
}

function pointerToPath(pointer: string): JsonPath {
  const parts = pointer === "" ? [] : pointer.slice(1).split("/").map(decodePointer);
  return parts.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Drops the summary errors of combinators (and of propertyNames) when a more precise error explains them. */
function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const missing = new Set(
    errors.filter((e) => e.keyword === "required").map((e) => `${e.instancePath}|${String(e.params.missingProperty)}`),
  );
  const precise = errors.filter(
    (e) =>
      !["if", "oneOf", "anyOf", "propertyNames"].includes(e.keyword) &&
      // A missing discriminator key is already reported by `required`.
      !(e.keyword === "discriminator" && missing.has(`${e.instancePath}|${String(e.params.tag)}`)),
  );
  const chosen = precise.length > 0 ? precise : errors;
  const seen = new Set<string>();
  return chosen.filter((e) => {
    const key = `${e.instancePath}|${e.propertyName ?? ""}|${e.keyword}|${JSON.stringify(e.params)}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** Where a schema error stands (the offending key or value, not merely its parent) and what was expected. */
function schemaProblem(e: ErrorObject): { at: JsonPath; key: boolean; expected: string } {
  const at = pointerToPath(e.instancePath);
  const p = e.params as Record<string, unknown>;
  const expected = explain(e);
  // An error inside `propertyNames`: the key itself is wrong.
  if (e.propertyName !== undefined) {
    const what = e.keyword === "enum" ? "unknown" : "invalid";
    return { at: [...at, e.propertyName], key: true, expected: `${what} key ${quote(e.propertyName)}; ${expected}` };
  }
  if (e.keyword === "additionalProperties") return { at: [...at, String(p.additionalProperty)], key: true, expected };
  // A "kind" that is present but names no rule (or is no text) is pointed at; a missing one is the rule's fault.
  if (e.keyword === "discriminator" && hasTag(e)) return { at: [...at, String(p.tag)], key: false, expected };
  if (e.keyword === "uniqueItems") return { at: [...at, Number(p.j)], key: false, expected };
  return { at, key: false, expected };
}

const hasTag = (e: ErrorObject) => typeof e.data === "object" && e.data !== null && String(e.params.tag) in e.data;

/** The keywords that bound a count, as "expected <bound> <count> <unit>s" says them. */
const BOUNDS: Record<string, [string, string]> = {
  minItems: ["at least", "item"],
  maxItems: ["at most", "item"],
  minLength: ["text of at least", "character"],
  maxLength: ["text of at most", "character"],
  minProperties: ["at least", "key"],
};

function explain(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const parent = e.parentSchema as
    | { properties?: Record<string, unknown>; oneOf?: Array<{ properties?: { kind?: { const?: unknown } } }> }
    | undefined;
  const bound = BOUNDS[e.keyword];
  if (bound) return `expected ${bound[0]} ${String(p.limit)} ${bound[1]}${p.limit === 1 ? "" : "s"}`;
  switch (e.keyword) {
    case "additionalProperties":
      return `unknown key ${quote(p.additionalProperty)}; expected one of: ${Object.keys(parent?.properties ?? {}).join(", ")}`;
    case "required":
      return `missing required key ${quote(p.missingProperty)}`;
    case "dependentRequired":
      return `missing required key ${quote(p.missingProperty)} (needed with ${quote(p.property)})`;
    case "type":
      return `expected ${String(p.type).replaceAll(",", " or ")}`;
    case "enum":
      return `expected one of: ${(p.allowedValues as unknown[]).map((v) => String(v)).join(", ")}`;
    case "const":
      return `expected ${JSON.stringify(p.allowedValue)}`;
    case "pattern":
      return `expected text matching ${String(p.pattern)}`;
    case "discriminator": {
      const kinds = (parent?.oneOf ?? [])
        .map((branch) => branch.properties?.kind?.const)
        .filter((k) => k !== undefined);
      const known = `expected one of: ${kinds.map(String).join(", ")}`;
      if (p.error === "mapping") return `unknown rule kind ${quote(p.tagValue)}; ${known}`;
      return hasTag(e) ? known : `expected a "kind" key naming the rule`;
    }
    case "uniqueItems":
      return `expected unique items; item ${String(p.j)} repeats item ${String(p.i)}`;
    case "minimum":
      return `expected a number ≥ ${String(p.limit)}`;
    case "maximum":
      return `expected a number ≤ ${String(p.limit)}`;
    default:
      return `expected a value that ${e.message ?? "matches the schema"}`;
  }
}
