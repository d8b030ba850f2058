// The test files that read the full upstream specifications (Box's and Slack's OpenAPI) from SHARED/upstream. The
// repository does not carry them; where they are absent these files are skipped, with one line saying so and how to
// run them (vitest.config.ts). `.ci/run` refuses to run without them, so CI never skips them.
import { existsSync } from "node:fs";
import path from "node:path";

export const NEEDS_UPSTREAM = [
  "test/upstream-check.test.ts",
  "test/upstream-fidelity.test.ts",
  "test/response-drift.test.ts",
  "test/sandbox-shapes.test.ts",
  "test/maintainer-edits.test.ts",
  "test/messaging-bindings.test.ts",
  "runtime/test/box-every-tool.test.ts",
];

/** The upstream folder the tests read: TOOLGEN_SHARED (default ../shared beside the repository) + /upstream. */
export function upstreamFolder(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.TOOLGEN_SHARED ?? "../shared", "upstream");
}

/** The files to skip here, and the line that says so; none when the upstream folder is there. */
export function upstreamSkips(root: string, env: NodeJS.ProcessEnv = process.env): { files: string[]; line?: string } {
  const folder = upstreamFolder(root, env);
  if (existsSync(folder)) return { files: [] };
  return {
    files: NEEDS_UPSTREAM,
    line:
      `skipped ${NEEDS_UPSTREAM.length} test files that read the upstream specifications (${NEEDS_UPSTREAM.join(", ")}): ` +
      `${folder} is absent; run them with make test SHARED=<folder holding upstream/>`,
  };
}
