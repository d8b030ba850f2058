// `check-upstream`'s response part: the committed snapshot against one made from newer upstream files, per field.
// Each shared definition and each operation's answers are flattened to fields (`entries[].name`), `$ref`s kept as
// names, so a change is reported once, where it is made, with the tools it reaches.
import { reachable } from "@toolgen/runtime/output-schema.js";
import path from "node:path";
import type { Loaded } from "../load/index.js";
import type { Manifest } from "../load/manifest.js";
import { buildSnapshot, SnapshotError, type CorrectionInput } from "./snapshot.js";
import type { SpecFile } from "./specs.js";
import { readCorrections, readSnapshot, snapshotPath, type ResponseSnapshot } from "./snapshot-file.js";

type Json = Record<string, unknown>;

interface Field {
  types: string[];
  required: boolean;
  enum?: string;
}

export type ResponseChangeKind = "added" | "removed" | "retyped" | "newly required" | "enum changed";

export interface ResponseChange {
  /** `$defs/<key>` or `<operation id> <status>`. */
  where: string;
  field: string;
  kind: ResponseChangeKind;
  detail: string;
  /** Tools whose results it changes. */
  tools: string[];
}

/** Every field a schema declares, by path, without following `$ref`s (a reference is a type named by its key). */
export function fieldsOf(schema: unknown): Map<string, Field> {
  const fields = new Map<string, Field>();
  const visit = (node: unknown, at: string, required: boolean): void => {
    if (!node || typeof node !== "object") return;
    const s = node as Json;
    const field = at === "" ? undefined : (fields.get(at) ?? { types: [], required: false });
    if (field) {
      for (const t of typesOf(s)) if (!field.types.includes(t)) field.types.push(t);
      field.required ||= required;
      if (Array.isArray(s.enum)) field.enum = JSON.stringify([...s.enum].map(String).sort());
      fields.set(at, field);
    }
    const needed = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    for (const [name, sub] of Object.entries((s.properties ?? {}) as Json))
      visit(sub, at === "" ? name : `${at}.${name}`, needed.has(name));
    if (s.items) visit(s.items, `${at}[]`, false);
    for (const key of ["allOf", "anyOf", "oneOf"])
      for (const part of (s[key] as unknown[] | undefined) ?? []) visit(part, at, key === "allOf" && required);
  };
  visit(schema, "", false);
  for (const field of fields.values()) field.types.sort();
  return fields;
}

function typesOf(s: Json): string[] {
  if (typeof s.$ref === "string") return [s.$ref.replace("#/$defs/", "")];
  if (s.type !== undefined) return [s.type].flat() as string[];
  if ("const" in s) return [typeof s.const];
  return [];
}

function compare(where: string, before: unknown, after: unknown, tools: string[]): ResponseChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const changes: ResponseChange[] = [];
  const add = (field: string, kind: ResponseChangeKind, detail: string) =>
    changes.push({ where, field, kind, detail, tools });
  for (const [field, was] of old) {
    const is = now.get(field);
    if (!is) add(field, "removed", was.types.join(" | "));
    else {
      if (was.types.join("|") !== is.types.join("|"))
        add(field, "retyped", `${was.types.join(" | ") || "any"} → ${is.types.join(" | ") || "any"}`);
      if (!was.required && is.required) add(field, "newly required", "");
      if (was.enum !== is.enum) add(field, "enum changed", `${was.enum ?? "any"} → ${is.enum ?? "any"}`);
    }
  }
  for (const [field, is] of now) if (!old.has(field)) add(field, "added", is.types.join(" | "));
  return changes;
}

/** Per field, how the responses of `manifest`'s tools differ between two snapshots. */
export function responseDrift(manifest: Manifest, before: ResponseSnapshot, after: ResponseSnapshot): ResponseChange[] {
  const toolsOf = new Map<string, string[]>();
  for (const tool of manifest.tools) {
    if (!("method" in tool.operation)) continue;
    const op = before.operations[tool.operation.id];
    if (!op) continue;
    const roots = Object.values(op.responses).map((r) => r.schema);
    for (const key of [...reachable(roots, before.$defs), `op:${tool.operation.id}`])
      toolsOf.set(key, [...(toolsOf.get(key) ?? []), tool.name]);
  }
  const changes: ResponseChange[] = [];
  for (const [id, op] of Object.entries(before.operations)) {
    const next = after.operations[id];
    if (!next) continue; // the binding's own report names an operation that is gone
    const tools = toolsOf.get(`op:${id}`) ?? [];
    for (const status of new Set([...Object.keys(op.responses), ...Object.keys(next.responses)])) {
      const was = op.responses[status];
      const is = next.responses[status];
      const where = `${id} ${status}`;
      if (!is) changes.push({ where, field: "", kind: "removed", detail: "the answer", tools });
      else if (!was) changes.push({ where, field: "", kind: "added", detail: "the answer", tools });
      else {
        const types = (r: typeof was) => (r.schema ? typesOf(r.schema) : (r.contentTypes ?? ["no body"])).join(" | ");
        if (types(was) !== types(is))
          changes.push({ where, field: "", kind: "retyped", detail: `${types(was)} → ${types(is)}`, tools });
        changes.push(...compare(where, was.schema, is.schema, tools));
      }
    }
  }
  for (const [key, schema] of Object.entries(before.$defs)) {
    const tools = toolsOf.get(key) ?? [];
    if (!(key in after.$defs)) changes.push({ where: `$defs/${key}`, field: "", kind: "removed", detail: "", tools });
    else changes.push(...compare(`$defs/${key}`, schema, after.$defs[key], tools));
  }
  return changes;
}

/** The report's lines for these changes: one section per kind, each change with the tools it reaches. */
export function responseDriftLines(changes: ResponseChange[], cut: (items: string[]) => string[]): string[] {
  const lines = ["", `Response fields changed: ${changes.length || "none"}`];
  const kinds: ResponseChangeKind[] = ["removed", "retyped", "newly required", "enum changed", "added"];
  for (const kind of kinds) {
    const found = changes.filter((c) => c.kind === kind);
    if (found.length === 0) continue;
    lines.push(`  ${kind[0]!.toUpperCase()}${kind.slice(1)}: ${found.length}`);
    lines.push(
      ...cut(
        found.map((c) => {
          const tools =
            c.tools.length > 3
              ? `${c.tools.slice(0, 3).join(", ")} and ${c.tools.length - 3} more`
              : c.tools.join(", ");
          return `${c.where}${c.field ? ` ${c.field}` : ""}${c.detail ? ` (${c.detail})` : ""}${tools ? `; ${tools}` : ""}`;
        }),
      ).map((line) => `  ${line}`),
    );
  }
  return lines;
}

/**
 * check-upstream's response section: the committed snapshot of the manifest's kit against one made from `files`
 * (the same corrections applied; one that no longer applies is named). Nothing when the kit has no snapshot.
 */
export function responseSection(loaded: Loaded, files: SpecFile[], cut: (items: string[]) => string[]): string[] {
  const { manifest } = loaded;
  const specDir = path.dirname(loaded.file);
  const before = readSnapshot(specDir, manifest.toolkit.id);
  if (!before) return [];
  const stale: CorrectionInput[] = [];
  let after: ResponseSnapshot;
  try {
    after = buildSnapshot(manifest, files, readCorrections(specDir, manifest.toolkit.id), {
      lenient: true,
      stale,
    });
  } catch (error) {
    if (error instanceof SnapshotError) return ["", `Response fields: not compared (${error.message})`];
    throw error;
  }
  const lines = [
    "",
    `Response fields, against the committed ${snapshotPath(path.dirname(loaded.display), manifest.toolkit.id)} (review, then \`toolgen upstream snapshot ${manifest.toolkit.id}\` with the new files):`,
    ...responseDriftLines(responseDrift(manifest, before, after), cut).slice(1),
  ];
  for (const c of stale) lines.push(`  Correction no longer applies: ${c.at} (${c.reason.slice(0, 80)}…)`);
  return lines;
}
