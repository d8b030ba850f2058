import type { Manifest, ManifestParam } from "../load/manifest.js";

/** The facts every tool shares, as a model is told them once: the manifest's conventions, then field selection. */
export function conventionsOf(manifest: Manifest): string[] {
  const fields = fieldSelectionConvention(manifest);
  return [...Object.values(manifest.conventions ?? {}), ...(fields === undefined ? [] : [fields])];
}

/**
 * The upstream's field selection, stated once among the conventions (MCP instructions) instead of on each of the
 * parameters bound to it: what it does, its example, and the parameters' names. Absent when the manifest marks none.
 */
export function fieldSelectionConvention(manifest: Manifest): string | undefined {
  const marker = manifest.upstream.fieldSelection;
  if (!marker) return undefined;
  const names = new Set(
    manifest.tools.flatMap((t) => t.params.filter((p) => isFieldSelection(p, marker)).map((p) => p.name)),
  );
  if (names.size === 0) return undefined;
  return (
    `Field selection: ${[...names].join(", ")} return only these attributes (plus id and type), ` +
    `e.g. ${JSON.stringify(marker.example)}; makes the result much smaller.`
  );
}

/** Whether a parameter is bound to the upstream's field selection. */
export function isFieldSelection(
  param: ManifestParam,
  marker: NonNullable<Manifest["upstream"]["fieldSelection"]>,
): boolean {
  return param.in === "query" && param.upstream === marker.upstream;
}
