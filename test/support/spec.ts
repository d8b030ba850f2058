// What the manifests say, for tests that must follow a maintainer's spec edit instead of writing it down: tool
// counts, origins, and which tool a behaviour test exercises (found by its binding, not its name).
// Read with the plain YAML parser: these tests are not about the loader.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { HttpOperation, Manifest, ManifestTool } from "../../generator/load/manifest.js";
import { ROOT } from "./paths.js";

const parsed = new Map<string, Manifest>();

export function specManifest(kit: "content-api" | "messaging"): Manifest {
  const file = kit === "content-api" ? "content.yaml" : "messaging.yaml";
  if (!parsed.has(file)) parsed.set(file, specFile(file));
  return parsed.get(file)!;
}

/** The data of a manifest in spec/, by its file name. */
export function specFile(file: string): Manifest {
  return parse(readFileSync(path.join(ROOT, "spec", file), "utf8")) as Manifest;
}

/** The number of tools each kit's manifest lists. */
export const TOOLS = {
  content: specManifest("content-api").tools.length,
  messaging: specManifest("messaging").tools.length,
};

/** What a behaviour test needs of a tool: its binding or a property, never its name (a spec edit may rename it). */
export interface ToolQuery {
  /** Which manifest; defaults to messaging when `slackMethod` is given, else content-api. */
  kit?: "content-api" | "messaging";
  /** HTTP binding (content-api). */
  method?: HttpOperation["method"];
  path?: string;
  operationId?: string;
  /** The Slack method a Messaging tool is bound to first (its own call; the rest resolve its arguments). */
  slackMethod?: string;
  group?: ManifestTool["group"];
  /** Which origin; without it, of several tools sharing a binding the one the document lists is chosen. */
  origin?: ManifestTool["origin"];
  /** Any other property, with `what` saying it in words for the error message. */
  where?: (tool: ManifestTool) => boolean;
  what?: string;
}

/**
 * The one tool of a manifest that matches `query` (of several sharing a binding, the document's); throws, naming the
 * query, when none or several do.
 */
export function specTool(query: ToolQuery): ManifestTool {
  const kit = query.kit ?? (query.slackMethod ? "messaging" : "content-api");
  const matches = specManifest(kit).tools.filter((tool) => {
    const op = tool.operation;
    if (query.origin && tool.origin !== query.origin) return false;
    if (query.group && tool.group !== query.group) return false;
    if (query.slackMethod && !("methods" in op && op.methods[0] === query.slackMethod)) return false;
    if (query.method && !("method" in op && op.method === query.method)) return false;
    if (query.path && !("path" in op && op.path === query.path)) return false;
    if (query.operationId && !("id" in op && op.id === query.operationId)) return false;
    return !query.where || query.where(tool);
  });
  if (matches.length === 1) return matches[0]!;
  // A variant sharing another tool's binding (origin: upstream or supplement) leaves the document's tool the one meant.
  const documented = matches.filter((tool) => tool.origin === "document");
  if (documented.length === 1 && !query.origin) return documented[0]!;
  const { where: _, what, ...binding } = query;
  const wanted = [JSON.stringify(binding), what].filter(Boolean).join(" ");
  throw new Error(
    matches.length === 0
      ? `spec/${kit} has no tool with ${wanted}: a test picks its tool by binding; make it match the manifest again`
      : `spec/${kit} has ${matches.length} tools with ${wanted} (${matches.map((t) => t.name).join(", ")}): narrow the query`,
  );
}

/**
 * The name of the one tool that matches `query`, or undefined when the manifest has none: a maintainer may remove a
 * tool (with its document row, or check-docs fails), and the tests of that tool alone are then skipped
 * (`describe.skipIf(!name)`), the rest of their file still run.
 */
export function toolIfAny(query: ToolQuery): string | undefined {
  try {
    return specTool(query).name;
  } catch (err) {
    if (err instanceof Error && / has no tool with /.test(err.message)) return undefined;
    throw err;
  }
}

/** The name of the one tool that matches `query` (see `specTool`). */
export function toolFor(query: ToolQuery): string {
  return specTool(query).name;
}
