import type { Manifest, ManifestTool } from "../load/manifest.js";

/**
 * The facts every tool shares, as a model is told them once: the manifest's conventions, then the upstream's field
 * selection, stated here instead of on each parameter bound to it: what it does, its example, the parameters' names.
 */
export function conventionsOf(manifest: Manifest): string[] {
  const names = new Set(manifest.tools.flatMap((t) => fieldSelectionOf(manifest, t) ?? []));
  const fields =
    `Field selection: ${[...names].join(", ")} return only these attributes (plus id and type), ` +
    `e.g. ${JSON.stringify(manifest.upstream.fieldSelection?.example)}; makes the result much smaller.`;
  return [...Object.values(manifest.conventions ?? {}), ...(names.size > 0 ? [fields] : [])];
}

/** The tool's parameter bound to the upstream's field selection (Box's `fields`), if it has one. */
export function fieldSelectionOf(manifest: Manifest, tool: ManifestTool): string | undefined {
  const marker = manifest.upstream.fieldSelection;
  return tool.params.find((p) => marker && p.in === "query" && p.upstream === marker.upstream)?.name;
}
