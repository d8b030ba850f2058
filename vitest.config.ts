import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["test/**/*.test.ts", "runtime/test/**/*.test.ts", "generated/*/test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "test/fixtures/**"],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: "forks",
    // Many tests wait on child processes and loopback servers: one worker per core (vitest's default leaves one idle).
    maxWorkers: availableParallelism(),
  },
});
