// The upstream stage of `validate` and `generate`: every binding of each manifest resolved against the upstream
// specification files it names (`upstream.specs`, relative to the upstream directory). Nothing here shapes output.
import { ManifestError, quote, type Problem } from "../load/errors.js";
import type { Loaded } from "../load/index.js";
import { resolveBindings, type Resolution } from "./resolve.js";
import { manifestSources, readSpecs, SpecFileError } from "./specs.js";
import type { Memo } from "../memo.js";

export { NO_UPSTREAM, resolveUpstreamDir, UpstreamDirError } from "./dir.js";

export interface UpstreamCheck {
  loaded: Loaded;
  /** Undefined when the manifest names no specification files. */
  resolution?: Resolution;
  specs: string[];
  problems: Problem[];
}

/** Resolves one manifest's bindings; each breaking finding becomes a problem at its position in the manifest. */
export function checkManifestUpstream(loaded: Loaded, dir: string, memo?: Memo): UpstreamCheck {
  const specs = loaded.manifest.upstream.specs ?? [];
  const problem = (at: Array<string | number>, expected: string, key = false): Problem => ({
    file: loaded.display,
    ...loaded.locate(at, key),
    path: at,
    expected,
  });
  if (specs.length === 0) return { loaded, specs, problems: [] };
  let set;
  try {
    set = readSpecs(manifestSources(loaded.manifest, dir), memo);
  } catch (error) {
    if (!(error instanceof SpecFileError)) throw error;
    const expected = `expected an OpenAPI or Swagger JSON file in the upstream directory (${dir}); ${quote(error.file.name)} ${error.reason}`;
    return { loaded, specs, problems: [problem(["upstream", "specs", specs.indexOf(error.file.name)], expected)] };
  }
  const resolution = resolveBindings(loaded.manifest, set);
  const problems = resolution.findings.filter((f) => f.breaking).map((f) => problem(f.at, f.expected, f.key));
  return { loaded, specs, resolution, problems };
}

/** Checks every manifest; throws one ManifestError naming every problem of all of them. */
export function checkUpstream(manifests: Loaded[], dir: string, memo?: Memo): UpstreamCheck[] {
  const checks = manifests.map((m) => checkManifestUpstream(m, dir, memo));
  const problems = checks.flatMap((c) => c.problems);
  if (problems.length > 0) throw new ManifestError(problems);
  return checks;
}
