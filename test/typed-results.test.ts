// Typed results: every tool has an output schema, the sandbox's answers conform to it in the cases the shapes test
// does not reach (a web link in a folder listing, 304, a deletion's effect), and a deletion says what it did.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createToolkit } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { seedStore } from "../runtime/src/sandbox/box/seed/index.js";
import { standaloneSchema } from "../runtime/src/output-schema.js";
import { outputSchemas, outputValidators, problems } from "./support/output-schemas.js";
import { ROOT } from "./support/paths.js";
import { specManifest, specTool } from "./support/spec.js";

const KITS = ["content-api", "messaging"] as const;

describe("every tool states what it returns", () => {
  it.each(KITS)(
    "%s: tools.json gives each tool an outputSchema; each compiles in strict mode and stands alone",
    (kit) => {
      const listed = JSON.parse(
        readFileSync(path.join(ROOT, "generated", kit, "definitions/tools.json"), "utf8"),
      ) as Array<{ name: string; outputSchema?: Record<string, unknown> }>;
      expect(listed.map((t) => t.name)).toEqual(specManifest(kit).tools.map((t) => t.name));
      const schemas = outputSchemas(kit);
      const validator = outputValidators(kit);
      for (const tool of listed) {
        expect(tool.outputSchema, tool.name).toBeDefined();
        // Every schema compiles in strict mode against the shared definitions (each compiled once).
        expect(() => validator(tool.name), tool.name).not.toThrow();
        // tools.json refers to the shared definitions in output-schemas.json; the standalone form carries each one
        // it reaches, and refers to nothing outside itself.
        const alone = standaloneSchema(schemas, tool.name)!;
        const text = JSON.stringify(alone);
        expect(text).not.toContain("output-schemas.json#");
        for (const [, key] of text.matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g))
          expect(Object.keys(alone.$defs as object), `${tool.name} reaches ${key}`).toContain(key);
      }
    },
    120_000, // compiling Box's 262 definitions takes seconds, more on a loaded machine
  );

  it("shares definitions instead of copying them into each tool", () => {
    const schemas = outputSchemas("content-api");
    const uses = new Map<string, number>();
    for (const schema of Object.values(schemas.tools))
      for (const ref of JSON.stringify(schema).match(/#\/\$defs\/[^"]+/g) ?? [])
        uses.set(ref, (uses.get(ref) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeGreaterThan(1);
    for (const schema of Object.values(schemas.tools)) expect(schema).not.toHaveProperty("$defs");
  });
});

describe("ContentApi answers conform where the shapes test does not look", async () => {
  const sandbox = await startSandbox();
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.reset());
  const kit = createToolkit({ baseUrl: sandbox.url, accessToken: "sandbox-token" });
  const validator = outputValidators("content-api");
  const conforms = (tool: string, value: unknown) => {
    const validate = validator(tool);
    expect(validate(value) ? "" : problems(validate), JSON.stringify(value).slice(0, 300)).toBe("");
  };
  const seed = seedStore(1, Date.now());
  const paramFor = (tool: ReturnType<typeof specTool>, upstream: string) =>
    tool.params.find((p) => p.upstream === upstream)!.name;

  it("a folder's details with a web link among its items (Box's shared-link `required` slip, corrected)", async () => {
    const tool = specTool({ operationId: "get_folders_id" });
    const webLink = [...seed.items.entries()].find(([key]) => /^\/web_links\/\d+$/.test(key))![1] as {
      parent: { id: string };
    };
    const result = (await kit.invoke(tool.name, { [paramFor(tool, "folder_id")]: webLink.parent.id })) as {
      item_collection: { entries: Array<{ type: string }> };
    };
    expect(result.item_collection.entries.some((e) => e.type === "web_link")).toBe(true);
    conforms(tool.name, result);
  });

  it("304 Not Modified", async () => {
    const tool = specTool({ operationId: "get_files_id" });
    const file = seed.get("/files/30001") as { id: string; etag: string };
    const result = await kit.invoke(tool.name, {
      [paramFor(tool, "file_id")]: file.id,
      [paramFor(tool, "if-none-match")]: file.etag,
    });
    expect(result).toEqual({ status: 304, notModified: true });
    conforms(tool.name, result);
  });

  it.each([
    ["moved to the trash", "delete_files_id", "/files/30004"],
    ["deleted for good", "delete_files_id_trash", "/files/30007"],
    ["accepted, to be done later", "delete_legal_hold_policies_id", "/legal_hold_policies/77001"],
  ])("a deletion says what it did: %s", async (_what, operationId, key) => {
    const tool = specTool({ operationId });
    const id = key.split("/").pop()!;
    const pathParam = tool.params.find((p) => p.in === "path")!.name;
    const result = (await kit.invoke(tool.name, { [pathParam]: id })) as {
      status: number;
      effect: { outcome: string; restorable?: boolean; summary: string; pending?: boolean };
    };
    conforms(tool.name, result);
    // The manifest's facts, not this test, say what happened.
    const risk = tool.risk ?? {};
    expect(result.effect.outcome).toBe(risk.outcome);
    if (risk.outcome === "trash") expect(result.effect.restorable).toBe(true);
    if (risk.outcome === "permanent" || risk.irreversible) expect(result.effect.restorable).toBe(false);
    expect(result.effect.pending === true).toBe(result.status === 202);
    expect(result.effect.summary.length).toBeGreaterThan(0);
  });

  it("every deletion's bodiless answer declares its effect", () => {
    const schemas = outputSchemas("content-api");
    const deletions = specManifest("content-api").tools.filter((t) => t.group === "deletion");
    expect(deletions.length).toBeGreaterThan(0);
    for (const tool of deletions) {
      const schema = schemas.tools[tool.name]!;
      const alternatives = (schema.anyOf as Record<string, unknown>[] | undefined) ?? [schema];
      const bodiless = alternatives.filter((a) => (a.properties as Record<string, unknown> | undefined)?.status);
      for (const alternative of bodiless) expect(alternative.required, tool.name).toContain("effect");
    }
  });
});
