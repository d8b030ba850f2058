import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
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

// A file that checks what importing a module loads needs a process of its own.
const FRESH_PROCESS = ["test/lazy-validators.test.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    exclude: ["**/node_modules/**", "test/fixtures/**", ...skipped.files],
    // Many tests run the CLI as a child process; on a loaded machine one can take tens of seconds to start, and a
    // timeout must never decide a test there. A test that needs less time than this is no spawn test.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: "forks",
    // Many tests wait on child processes and loopback servers: one worker per core (vitest's default leaves one idle).
    maxWorkers: availableParallelism(),
    projects: [
      // The generator's tests share a worker's modules: importing the generator (ts-morph and the TypeScript compiler
      // under it) again for each file was the largest part of the suite's import time. The generator's modules keep no
      // state; each test restores what it stubs.
      {
        extends: true,
        test: {
          name: "generator",
          include: ["test/**/*.test.ts"],
          exclude: [...FRESH_PROCESS, ...skipped.files],
          isolate: false,
        },
      },
      // The runtime keeps some state in its modules (the HTTP agent, the sandbox's counters), and its tests mock modules.
      {
        extends: true,
        test: {
          name: "runtime",
          include: ["runtime/test/**/*.test.ts", "generated/*/test/**/*.test.ts", ...FRESH_PROCESS],
          exclude: skipped.files,
          isolate: true,
        },
      },
    ],
  },
});
