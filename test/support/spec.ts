// What the manifests say, for tests that must follow a maintainer's spec edit (tool counts, origins) instead of
// writing the figures down. Read with the plain YAML parser: these tests are not about the loader.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Manifest } from "../../generator/load/manifest.js";
import { ROOT } from "./paths.js";

export function specManifest(kit: "content-api" | "messaging"): Manifest {
  const file = kit === "content-api" ? "content.yaml" : "messaging.yaml";
  return parse(readFileSync(path.join(ROOT, "spec", file), "utf8")) as Manifest;
}

/** The number of tools each kit's manifest lists. */
export const TOOLS = {
  content: specManifest("content-api").tools.length,
  messaging: specManifest("messaging").tools.length,
};
