import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources, through the same `paths` tsc uses.
const root = fileURLToPath(new URL(".", import.meta.url));
const { compilerOptions } = JSON.parse(readFileSync(new URL("tsconfig.json", import.meta.url), "utf8")) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const alias = Object.entries(compilerOptions.paths)
  .filter(([name]) => !name.endsWith("/*"))
  .map(([name, [target]]) => ({ find: new RegExp(`^${name}$`), replacement: root + target!.slice(2) }));

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["test/**/*.test.ts", "runtime/test/**/*.test.ts", "generated/*/test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "test/fixtures/**"],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: "forks",
  },
});
