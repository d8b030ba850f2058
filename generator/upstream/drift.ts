// `check-upstream`: a kit's bindings against exactly the given specification files, as a drift report.
import path from "node:path";
import { formatProblem } from "../load/errors.js";
import type { Loaded } from "../load/index.js";
import { resolveBindings, type Finding, type FindingKind } from "./resolve.js";
import { responseSection } from "./response-drift.js";
import { argumentSection } from "./slack-args.js";
import { readSpecs, type SpecFile } from "./specs.js";
import { routeKey, type UpstreamSet } from "./types.js";

export interface DriftReport {
  lines: string[];
  /** Findings that break a binding: the command exits 1 when there is any. */
  breaking: number;
}

const SECTIONS: Array<{ title: string; kinds: FindingKind[] }> = [
  { title: "Operations gone", kinds: ["operation-gone"] },
  { title: "Operations moved (another route or id)", kinds: ["operation-moved"] },
  { title: "Parameters gone or renamed", kinds: ["param-gone"] },
  { title: "Types or enums changed", kinds: ["type-changed", "enum-changed"] },
  { title: "Newly required parameters", kinds: ["newly-required"] },
  { title: "Servers, version headers and scopes changed", kinds: ["server", "version-header", "scope"] },
  { title: "Deprecated upstream (information)", kinds: ["deprecated"] },
];

/** Lists longer than this are cut, with a count of the rest (unless `all`). */
export const LISTED = 25;

export function driftReport(
  loaded: Loaded,
  files: SpecFile[],
  options: { all?: boolean; since?: SpecFile[] } = {},
): DriftReport {
  const set = readSpecs(files);
  const resolution = resolveBindings(loaded.manifest, set);
  const lines = [
    `${loaded.manifest.toolkit.id} (${loaded.display}) against ${files.map((f) => f.name).join(", ")}`,
    "",
    `Bindings that still resolve: ${resolution.resolved} of ${resolution.tools}`,
  ];
  const cut = (items: string[], indent = "  ") =>
    (options.all || items.length <= LISTED + 1
      ? items
      : [...items.slice(0, LISTED), `… and ${items.length - LISTED} more (--all lists them)`]
    ).map((item) => indent + item);
  const where = (f: Finding) =>
    formatProblem({ file: loaded.display, ...loaded.locate(f.at, f.key), path: f.at, expected: f.expected });
  for (const section of SECTIONS) {
    const found = resolution.findings.filter((f) => section.kinds.includes(f.kind));
    lines.push("", `${section.title}: ${found.length || "none"}`);
    lines.push(
      ...cut(found.map((f) => `${f.tool}${f.renamedTo ? ` (renamed to "${f.renamedTo}"?)` : ""}: ${where(f)}`)),
    );
  }
  lines.push("", "Upstream operations that no tool binds (information), by file:");
  const named = loaded.manifest.upstream.specs ?? [];
  for (const { file, inAreas, outside, total } of unbound(set, resolution.bound, files)) {
    // A file the manifest does not name yet adds all of these: each is listed, however many.
    const adds = !named.some((spec) => file.path.endsWith(`${path.sep}${path.normalize(spec)}`) || file.name === spec);
    const list = (items: string[], indent: string) => (adds ? items.map((i) => indent + i) : cut(items, indent));
    lines.push(
      `  ${file.name}: ${total} operations; ${inAreas.length} unbound in the kit's areas, ${outside.length} unbound elsewhere${adds ? " (a file upstream.specs does not name: all listed)" : ""}`,
    );
    lines.push(...list(inAreas, "    "));
    if (outside.length > 0) lines.push("    elsewhere:", ...list(outside, "      "));
  }
  if (options.since) lines.push(...argumentSection(loaded.manifest, readSpecs(options.since), set, resolution.bound));
  lines.push(...responseSection(loaded, files, (items) => cut(items, "")));
  const breaking = resolution.findings.filter((f) => f.breaking).length;
  lines.push(
    "",
    breaking === 0
      ? "No binding breaks."
      : `${breaking} finding${breaking === 1 ? "" : "s"} break${breaking === 1 ? "s" : ""} bindings.`,
  );
  return { lines, breaking };
}

/**
 * Per file, the operations no tool binds: in an area some bound operation is in (the same first path segment or tag;
 * for Web API methods, the same family before the dot), or elsewhere.
 */
function unbound(set: UpstreamSet, bound: Set<string>, files: SpecFile[]) {
  const segment = (p: string) => p.split("/")[1] ?? "";
  const family = (name: string) => name.split(".")[0]!;
  const boundOps = set.operations.filter((o) => bound.has(routeKey(o.method, o.key)));
  const segments = new Set(boundOps.map((o) => segment(o.path)));
  const tags = new Set(boundOps.flatMap((o) => o.tags));
  const families = new Set([...set.methods.keys()].filter((m) => bound.has(m)).map(family));
  const entries = [
    ...set.operations.map((o) => ({
      file: o.file,
      bound: bound.has(routeKey(o.method, o.key)),
      inArea: segments.has(segment(o.path)) || o.tags.some((t) => tags.has(t)),
      text: `${o.method} ${o.key}  ${o.id}${o.deprecated ? " (deprecated)" : ""}`,
    })),
    ...[...set.methods.values()].map((m) => ({
      file: m.file,
      bound: bound.has(m.name),
      inArea: families.has(family(m.name)),
      text: `${m.name}${m.deprecated ? " (deprecated)" : ""}`,
    })),
  ];
  return files.map((file) => {
    const mine = entries.filter((e) => e.file === file.name);
    return {
      file,
      total: mine.length,
      inAreas: mine.filter((e) => !e.bound && e.inArea).map((e) => e.text),
      outside: mine.filter((e) => !e.bound && !e.inArea).map((e) => e.text),
    };
  });
}
