// Each emitter on small fixture manifests, against golden files (UPDATE_GOLDEN=1 rewrites them).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tools as contentApi } from "@toolgen/content-api";
import { tools as messaging } from "@toolgen/messaging";
import type { ToolDefinition } from "@toolgen/runtime";
import { emitters } from "../generator/emit/index.js";
import { typeText } from "../generator/emit/output-types.js";
import { loadManifest } from "../generator/load/index.js";
import { buildKit } from "../generator/model/index.js";
import { ROOT } from "./support/paths.js";

const fixtures = path.join(ROOT, "test/fixtures");
const kits = ["files", "chat"].map((name) => {
  const { manifest, text } = loadManifest(path.join(fixtures, "spec", `${name}.yaml`));
  return {
    name,
    kit: buildKit(manifest, text, path.join(ROOT, "spec")),
    context: { manifestPath: `spec/${name}.yaml`, runtimeVersion: "0.1.0" },
  };
});

describe.each(Object.entries(emitters))("emitter %s", (emitterName, emit) => {
  it.each(kits)("matches the golden output for $name", ({ name, kit, context }) => {
    const files = emit(kit, context);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const golden = path.join(fixtures, "golden", name, file.path);
      const actual = file.text;
      if (process.env.UPDATE_GOLDEN) {
        mkdirSync(path.dirname(golden), { recursive: true });
        writeFileSync(golden, actual);
      }
      expect(actual, `${emitterName}: ${file.path}`).toBe(readFileSync(golden, "utf8"));
    }
  });
});

describe("golden folders", () => {
  it.each(kits)("hold exactly the files the emitters write for $name", ({ name, kit, context }) => {
    const emitted = Object.values(emitters).flatMap((emit) => emit(kit, context).map((f) => f.path));
    const dir = path.join(fixtures, "golden", name);
    const goldens = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    expect(goldens.sort()).toEqual(emitted.sort());
  });
});

describe("README tables", () => {
  it.each(kits)("show each parameter of $name as code, with no HTML entities in the prose", ({ kit, context }) => {
    const text = emitters.readme!(kit, context)[0]!.text;
    for (const tool of kit.tools) {
      const row = text.split("\n").find((line) => line.startsWith(`| \`${tool.name}\``));
      expect(row, tool.name).toBeDefined();
      for (const param of tool.params) expect(row).toContain(`\`${param.name}\``);
    }
    expect(text).not.toMatch(/&#x?[0-9a-f]+;/i);
  });
});

describe("validators", () => {
  // Compiled one tool at a time, a validator depends on its own schema only: a kit of thousands of tools never becomes
  // one compilation (which overflowed the stack at 9,900 tools).
  it.each(kits)("compile each tool of $name to the same code alone as in its kit", ({ kit, context }) => {
    const whole = emitters.validators!(kit, context)[0]!.text;
    expect(kit.tools.length).toBeGreaterThan(1);
    for (const tool of kit.tools) {
      const alone = emitters.validators!({ ...kit, tools: [tool] }, context)[0]!.text;
      const body = alone.slice(alone.indexOf("exports."));
      expect(whole, tool.name).toContain(body);
    }
  });
});

describe("tool modules", () => {
  it.each(kits)("print each tool of $name's binding once, and no rule as code", ({ kit, context }) => {
    for (const file of emitters.toolModules!(kit, context)) {
      expect(file.text, file.path).not.toMatch(/\boperation:/);
      expect(file.text, file.path).not.toMatch(/=>/);
    }
  });

  // The kits as built: the runtime derives each definition's `operation` from the binding the module prints.
  it.each([
    ["content-api", contentApi],
    ["messaging", messaging],
  ] as const)("of %s give the definitions that definitions/tools.json records", (name, tools) => {
    const records = JSON.parse(
      readFileSync(path.join(ROOT, "generated", name, "definitions/tools.json"), "utf8"),
    ) as ToolDefinition[];
    // tools.json alone carries each tool's outputSchema: the modules, which the kit imports, leave it out.
    const withoutOutputs = records.map(({ outputSchema: _, ...record }) => record);
    expect(Object.values(tools).map((tool) => tool.definition)).toStrictEqual(withoutOutputs);
  });
});

describe("definitions declarations", () => {
  it.each(kits)("are fixed per file, whatever the tools of $name", ({ kit, context }) => {
    const declarations = (tools: typeof kit.tools) =>
      emitters.listings!({ ...kit, tools }, context).filter((file) => file.path.endsWith(".d.ts"));
    expect(declarations(kit.tools.slice(0, 1))).toEqual(declarations(kit.tools));
  });

  it("type every definitions file printed as JSON", () => {
    const { kit, context } = kits[0]!;
    // Each listing and output-schemas.json are emitted with their declaration files.
    const typed = [emitters.listings!, emitters.outputSchemas!]
      .flatMap((emit) => emit(kit, context))
      .map((file) => file.path)
      .filter((file) => file.endsWith(".json.d.ts"));
    const json = Object.values(emitters)
      .flatMap((emit) => emit(kit, context))
      // The search index is data only the kit's search reads, imported by no one.
      .filter((file) => file.path.endsWith(".json") && file.path.startsWith("definitions/"))
      .filter((file) => file.path !== "definitions/search-index.json")
      .map((file) => `${file.path}.d.ts`);
    expect(typed.sort()).toEqual(json.sort());
  });
});

describe("conformance test", () => {
  it.each(kits)("only wires $name's cases to the runtime's suite", ({ kit, context }) => {
    const [test] = emitters.conformanceTest!(kit, context);
    expect(test!.text).toContain('from "@toolgen/runtime/testing"');
    expect(test!.text).not.toMatch(/\b(describe|it|expect)\(/);
  });
});

describe("output types", () => {
  // Box's OpenAPI gives a reference its own description (`allOf: [{ $ref }, { description }]`) and, converted, marks
  // one nullable inside an allOf (`anyOf: [{ type: "null" }, {}]`): neither narrows a JSON value, so neither is printed
  // (`UserMini & JsonValue`, `(string | null) & JsonValue` read as if they meant something more). An intersection
  // parenthesizes a part only when it joins types at its top level.
  const names = new Map([["User--Mini", "UserMini"]]);
  const described = { description: "The user who created it." };
  it.each([
    [{ allOf: [{ $ref: "#/$defs/User--Mini" }, described, {}] }, "UserMini"],
    [{ anyOf: [{ type: "null" }, { allOf: [{ $ref: "#/$defs/User--Mini" }, described] }] }, "null | UserMini"],
    [{ allOf: [{ $ref: "#/$defs/User--Mini" }, described, { anyOf: [{ type: "null" }, {}] }] }, "UserMini"],
    [{ type: ["string", "null"], allOf: [described] }, "string | null"],
    [{ allOf: [described] }, "JsonValue"],
    // An object's members may be unions; the object itself needs no parentheses, a union does.
    [
      { allOf: [{ type: "object", properties: { at: { type: ["string", "null"] } } }, { $ref: "#/$defs/User--Mini" }] },
      "{\n  at?: string | null;\n} & UserMini",
    ],
    [
      { allOf: [{ anyOf: [{ type: "null" }, { $ref: "#/$defs/User--Mini" }] }, { enum: ["a|b", "{"] }] },
      '(null | UserMini) & ("a|b" | "{")',
    ],
  ])("%j prints as %s", (schema, text) => {
    expect(typeText(schema, names)).toBe(text);
  });

  it.each(["content-api", "messaging"])("%s: no generated type is joined with JsonValue", (kit) => {
    for (const file of ["src/outputs.ts", "definitions/api.d.ts"]) {
      const text = readFileSync(path.join(ROOT, "generated", kit, file), "utf8");
      expect(text, file).not.toMatch(/[&|] JsonValue\b(?!\[)|\bJsonValue [&|]/);
    }
  });
});
