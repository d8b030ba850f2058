// `toolgen upstream snapshot <kit>`: the response schemas of the operations a kit binds, taken from the upstream
// OpenAPI files its manifest names, converted to JSON Schema 2020-12 (schema-convert.ts) and corrected where the
// upstream is wrong (spec/upstream/<kit>.corrections.json). The committed result is what the generator reads, so
// generation never needs the upstream files.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Manifest } from "../load/manifest.js";
import { upstreamOperationId } from "./resolve.js";
import { decodePointer } from "../load/errors.js";
import { convertSchema, refsOf, RULES } from "./schema-convert.js";
import type { SpecFile } from "./specs.js";
import type { ResponseSnapshot, SnapshotCorrection, SnapshotOperation, SnapshotResponse } from "./snapshot-file.js";

type Json = Record<string, unknown>;

interface SourceFile {
  name: string;
  doc: Json & { paths: Record<string, Json>; components?: { schemas?: Record<string, unknown> } };
  sha256: string;
}

/** A correction as its maintainer writes it: where (a JSON pointer into the snapshot), what to put there, and why. */
export interface CorrectionInput {
  at: string;
  value?: unknown;
  /** Removes what is at `at` instead. */
  remove?: boolean;
  /** Moves what is at `at` to this sibling key instead (a keyword replaced by another: `oneOf` → `anyOf`). */
  renameTo?: string;
  reason: string;
}

export class SnapshotError extends Error {}

const METHODS = ["get", "put", "post", "delete", "patch"];

/**
 * The snapshot of `manifest`'s responses, from `sources`. With `lenient` (a drift report's reading of a newer
 * upstream), an operation the files lack is left out, and a correction that no longer applies is skipped and listed
 * in `stale`, rather than either being an error.
 */
export function buildSnapshot(
  manifest: Manifest,
  sources: SpecFile[],
  corrections: CorrectionInput[] = [],
  options: { lenient?: boolean; stale?: CorrectionInput[] } = {},
): ResponseSnapshot {
  const files: SourceFile[] = sources.map(({ path: file, name }) => {
    const bytes = readFileSync(file);
    const doc = JSON.parse(bytes.toString("utf8")) as SourceFile["doc"];
    if (typeof doc.openapi !== "string")
      throw new SnapshotError(`${name} is not an OpenAPI 3 file; only OpenAPI response schemas are snapshotted`);
    return { name, doc, sha256: createHash("sha256").update(bytes).digest("hex") };
  });
  const byId = new Map<string, { file: number; op: Json }>();
  files.forEach((f, i) => {
    for (const item of Object.values(f.doc.paths))
      for (const m of METHODS) {
        const op = item[m] as Json | undefined;
        if (op && typeof op.operationId === "string" && !byId.has(op.operationId))
          byId.set(op.operationId, { file: i, op });
      }
  });

  const keys = defKeys(files);
  const operations: Record<string, SnapshotOperation> = {};
  const missing: string[] = [];
  for (const tool of manifest.tools) {
    if (!("method" in tool.operation)) continue;
    const upstream = upstreamOperationId(manifest, tool.operation.id);
    const found = byId.get(upstream);
    if (!found) {
      missing.push(`${tool.name} (${upstream})`);
      continue;
    }
    const responses: Record<string, SnapshotResponse> = {};
    for (const [status, raw] of Object.entries((found.op.responses ?? {}) as Record<string, Json>)) {
      if (!/^[23]\d\d$/.test(status)) continue;
      const content = (raw.content ?? {}) as Record<string, { schema?: unknown }>;
      const json = content["application/json"]?.schema;
      const types = Object.keys(content).sort();
      responses[status] = json
        ? { schema: convertSchema(json, (name) => keys(found.file, name)) as Json }
        : types.length > 0
          ? { contentTypes: types }
          : {};
    }
    operations[tool.operation.id] = {
      ...(upstream !== tool.operation.id ? { upstream } : {}),
      file: files[found.file]!.name,
      responses,
    };
  }
  if (missing.length > 0 && !options.lenient)
    throw new SnapshotError(`no upstream operation for ${missing.join(", ")}; run validate to see why`);

  // Only what the bound operations reach is converted and kept.
  const defs: Record<string, unknown> = {};
  const queue = Object.values(operations).flatMap((o) =>
    Object.values(o.responses).flatMap((r) => [...refsOf(r.schema)]),
  );
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (key in defs) continue;
    const { file, name } = keys.source(key);
    defs[key] = convertSchema(files[file]!.doc.components!.schemas![name], (n) => keys(file, n));
    queue.push(...refsOf(defs[key]));
  }
  const snapshot: ResponseSnapshot = {
    kit: manifest.toolkit.id,
    provenance: {
      sources: files.map((f) => ({
        file: f.name,
        sha256: f.sha256,
        openapi: String(f.doc.openapi),
        version: String((f.doc.info as Json | undefined)?.version ?? ""),
      })),
      licence: licence(files, sources, options.lenient === true),
      conversion: RULES,
      corrections: [],
    },
    operations: sortKeys(operations),
    $defs: sortKeys(defs),
  };
  const applied = corrections.flatMap((c) => {
    try {
      return [correct(snapshot, c)];
    } catch (error) {
      if (!(error instanceof SnapshotError) || !options.lenient) throw error;
      options.stale?.push(c);
      return [];
    }
  });
  snapshot.provenance.corrections = [...requiredSlips(snapshot), ...applied];
  return snapshot;
}

/**
 * `$defs` keys: a component's own name, unless an earlier file gives that name another schema; then the name with
 * the file's version (`User--Mini_v2025.0`).
 */
function defKeys(files: SourceFile[]) {
  const sources = new Map<string, { file: number; name: string }>();
  const key = (file: number, name: string): string => {
    const schema = JSON.stringify(files[file]!.doc.components?.schemas?.[name]);
    if (schema === undefined) throw new SnapshotError(`${files[file]!.name} has no schema ${name}`);
    const first = files.findIndex((f) => JSON.stringify(f.doc.components?.schemas?.[name]) !== undefined);
    const same = JSON.stringify(files[first]!.doc.components?.schemas?.[name]) === schema;
    const version = String((files[file]!.doc.info as Json | undefined)?.version ?? file);
    const k = same ? name : `${name}_v${version}`;
    if (!sources.has(k)) sources.set(k, { file: same ? first : file, name });
    return k;
  };
  key.source = (k: string) => sources.get(k)!;
  return key;
}

/** The upstream's licence, as its files declare it, and the licence file beside them (optional when `lenient`). */
function licence(
  files: SourceFile[],
  sources: SpecFile[],
  lenient: boolean,
): ResponseSnapshot["provenance"]["licence"] {
  const declared = [...new Set(files.map((f) => JSON.stringify((f.doc.info as Json | undefined)?.license ?? null)))];
  if (declared.length !== 1 || declared[0] === "null") {
    if (!lenient) throw new SnapshotError(`the files do not declare one licence (${declared.join(", ")})`);
    declared[0] = JSON.stringify({ name: "unknown" });
  }
  const info = JSON.parse(declared[0]!) as { name: string; url?: string };
  const file = path.join(path.dirname(files[0]!.name), "LICENSE");
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(path.dirname(sources[0]!.path), "LICENSE"));
  } catch {
    if (!lenient) throw new SnapshotError(`no licence file ${file} beside the specification files`);
    bytes = Buffer.alloc(0);
  }
  const title = String((files[0]!.doc.info as Json | undefined)?.title ?? files[0]!.name);
  return {
    name: info.name,
    ...(info.url ? { url: info.url } : {}),
    file,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    notice: `The schemas under "operations" and "$defs" are derived from ${title} (${files.map((f) => f.name).join(", ")}), licensed under ${info.name}; they were converted to JSON Schema 2020-12 by the rules under "conversion" and changed where "corrections" says.`,
  };
}

/**
 * `required` naming a property that no schema of the snapshot declares (Box's shared link requires "accessed"; its
 * property is "access"): a slip of the description that no answer could meet. Removed, each one recorded. (A name
 * declared in another `allOf` part is not a slip.)
 */
function requiredSlips(snapshot: ResponseSnapshot): SnapshotCorrection[] {
  const declared = new Set<string>();
  JSON.stringify(snapshot, (key, value: unknown) => {
    if (key === "properties" && value && typeof value === "object") for (const k of Object.keys(value)) declared.add(k);
    return value;
  });
  const found: SnapshotCorrection[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}/${i}`));
    if (!node || typeof node !== "object") return;
    const schema = node as Json;
    const slips = Array.isArray(schema.required) ? (schema.required as string[]).filter((n) => !declared.has(n)) : [];
    if (slips.length > 0) {
      found.push({
        at: `${at}/required`,
        was: schema.required,
        reason: `requires ${slips.map((s) => `"${s}"`).join(", ")}, which no schema declares as a property: a slip of the description that no answer could meet`,
      });
      schema.required = (schema.required as string[]).filter((n) => declared.has(n));
    }
    for (const [k, v] of Object.entries(schema)) if (k !== "required") visit(v, `${at}/${escape(k)}`);
  };
  visit(snapshot.$defs, "/$defs");
  visit(snapshot.operations, "/operations");
  return found;
}

const escape = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/** Applies one maintainer's correction; fails when its pointer names nothing (the upstream moved on). */
function correct(snapshot: ResponseSnapshot, c: CorrectionInput): SnapshotCorrection {
  const parts = c.at.split("/").slice(1).map(decodePointer);
  const last = parts.pop()!;
  let parent: unknown = snapshot;
  for (const part of parts) parent = (parent as Json | undefined)?.[part];
  if (!parent || typeof parent !== "object" || ((c.remove || c.renameTo) && !(last in parent)))
    throw new SnapshotError(`correction at ${c.at} names nothing in the snapshot; review it against the upstream`);
  const target = parent as Json;
  const was = target[last];
  if (c.renameTo) {
    target[c.renameTo] = was;
    delete target[last];
    return { at: c.at, now: `${c.at.slice(0, c.at.lastIndexOf("/"))}/${c.renameTo}`, reason: c.reason };
  }
  if (c.remove) delete target[last];
  else target[last] = c.value;
  return { at: c.at, ...(was !== undefined ? { was } : {}), ...(c.remove ? {} : { now: c.value }), reason: c.reason };
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
