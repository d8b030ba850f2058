import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { TEST_TIMEOUT_MS } from "./test/support/timeouts.js";
import { upstreamSkips } from "./test/support/upstream-files.js";

// Workspace packages resolve to their TypeScript sources, through the same `paths` tsc uses.
const root = fileURLToPath(new URL(".", import.meta.url));
const { compilerOptions } = JSON.parse(readFileSync(new URL("tsconfig.json", import.meta.url), "utf8")) as {
  compilerOptions: { paths: Record<string, string[]> };
};
// Exact names first, then the wildcards (`@toolgen/runtime/*`, the runtime's own modules).
const entries = Object.entries(compilerOptions.paths);
const alias = [
  ...entries
    .filter(([name]) => !name.endsWith("/*"))
    .map(([name, [target]]) => ({ find: new RegExp(`^${name}$`), replacement: root + target!.slice(2) })),
  ...entries
    .filter(([name]) => name.endsWith("/*"))
    .map(([name, [target]]) => ({
      find: new RegExp(`^${name.slice(0, -1)}(.+)$`),
      replacement: root + target!.slice(2, -1) + "$1",
    })),
];

// Without the upstream specifications (a clone alone), the files that read them are skipped, saying so in one line.
const skipped = upstreamSkips(root);
// The config is read again per project and worker (which inherit the environment): the line is printed once.
if (skipped.line && !process.env.TOOLGEN_SKIPS_NOTED) {
  console.warn(skipped.line);
  process.env.TOOLGEN_SKIPS_NOTED = "1";
}

// Files that need a process of their own: one checks what importing a module loads, one mocks a module, one measures
// the host's heap and handles before and after.
const ISOLATED = [
  "test/lazy-validators.test.ts",
  "runtime/test/auth-storage.test.ts",
  "runtime/test/code-hostile.test.ts",
];

export default defineConfig({
  resolve: { alias },
  test: {
    exclude: ["**/node_modules/**", "test/fixtures/**", ...skipped.files],
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    pool: "forks",
    // Many tests wait on child processes and loopback servers: one worker per core (vitest's default leaves one idle).
    maxWorkers: availableParallelism(),
    projects: [
      // Test files share a worker's modules: importing the generator (ts-morph and the TypeScript compiler under it),
      // or the runtime, again for each file was the largest part of the suite's import time. Neither keeps state a
      // test depends on; each test restores what it stubs. The two stay apart: the generator's heap is large.
      {
        extends: true,
        test: {
          name: "generator",
          include: ["test/**/*.test.ts"],
          exclude: [...ISOLATED, ...skipped.files],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "runtime",
          include: ["runtime/test/**/*.test.ts", "generated/*/test/**/*.test.ts"],
          exclude: [...ISOLATED, ...skipped.files],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: ISOLATED, exclude: skipped.files, isolate: true },
      },
    ],
  },
});
