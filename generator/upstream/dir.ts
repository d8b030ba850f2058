// Where the upstream specification files are.
import { statSync } from "node:fs";
import path from "node:path";

export const UPSTREAM_ENV = "TOOLGEN_UPSTREAM";

/** The one line `validate` and `generate` print when there is nothing to check bindings against. */
export const NO_UPSTREAM =
  "toolgen: no upstream directory (--upstream <dir>, TOOLGEN_UPSTREAM, or ../shared/upstream beside the repository); bindings are not checked against the upstream specifications";

/** An upstream directory that was asked for but is not there. */
export class UpstreamDirError extends Error {}

const isDir = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * The upstream directory: the one given (option, else TOOLGEN_UPSTREAM), which must exist; else `../shared/upstream`
 * beside the repository when it exists; else undefined.
 */
export function resolveUpstreamDir(root: string, given?: string): string | undefined {
  const asked = given || process.env[UPSTREAM_ENV] || undefined;
  if (asked !== undefined) {
    const dir = path.resolve(asked);
    if (!isDir(dir))
      throw new UpstreamDirError(`toolgen: the upstream directory ${dir} does not exist or is not a directory`);
    return dir;
  }
  const fallback = path.resolve(root, "../shared/upstream");
  return isDir(fallback) ? fallback : undefined;
}
