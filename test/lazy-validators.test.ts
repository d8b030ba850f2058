// Importing a kit reads none of its compiled input validators (most of its code): the first call that validates
// reads them, and refuses a bad input as before. Seen through Node's require cache, which holds the file once read.
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ToolDefinition, Toolkit } from "@toolgen/runtime";
import { ROOT } from "./support/paths.js";

const requireCache = createRequire(import.meta.url).cache;

interface KitModule {
  definitions: readonly ToolDefinition[];
  // Only `invoke`: a kit's typed `call` (its names, inputs, results) differs from kit to kit.
  createToolkit(options: { accessToken: string; baseUrl: string }): Pick<Toolkit<object>, "invoke">;
}

const kits = [
  { name: "content-api", load: () => import("@toolgen/content-api") as Promise<KitModule> },
  { name: "messaging", load: () => import("@toolgen/messaging") as Promise<KitModule> },
];

/** The files of the kit's package that Node's `require` has read. */
const required = (kit: string) =>
  Object.keys(requireCache).filter((file) => file.startsWith(path.join(ROOT, "generated", kit) + path.sep));

describe.each(kits)("importing $name", ({ name, load }) => {
  it("reads its validators on the first call that validates, not at import", async () => {
    const { definitions, createToolkit } = await load();
    expect(definitions.length).toBeGreaterThan(0);
    expect(required(name)).toEqual([]);

    // A tool with a required parameter, called without it: refused before any request (the base URL is unused).
    const tool = definitions.find((d) => ((d.inputSchema.required as string[] | undefined) ?? []).length > 0)!;
    const kit = createToolkit({ accessToken: "unused-token", baseUrl: "http://127.0.0.1:9" });
    await expect(kit.invoke(tool.name, {})).rejects.toMatchObject({ kind: "invalid_input" });
    expect(required(name)).toHaveLength(1);
  });
});
