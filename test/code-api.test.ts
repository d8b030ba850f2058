// Code mode's API as generated: each kit's definitions/api.d.ts compiles under strict TypeScript, declares every tool
// of the manifest, and a search answers one tool's declarations with the types it uses; a script is type-checked
// against it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createToolkit } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import ts from "@typescript/typescript6";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { specManifest, specTool, toolFor } from "./support/spec.js";

/** A first type-check on a loaded machine may take longer than the default budget; these tests are not about it. */
const UNHURRIED = 120_000;

const KITS = ["content-api", "messaging"] as const;
const LIST_ITEMS = toolFor({ operationId: "get_folders_id_items" });
const FOLDER = specTool({ operationId: "get_folders_id_items" }).params!.find(
  (p) => "upstream" in p && p.upstream === "folder_id",
)!.name;
/** The listing's parameter bound to the upstream's field selection (the manifest's `fieldSelection` marker). */
const SELECTION = specManifest("content-api").upstream.fieldSelection!.upstream;
const FIELDS = specTool({ operationId: "get_folders_id_items" }).params!.find(
  (p) => "upstream" in p && p.upstream === SELECTION,
)!.name;
const api = (kit: string) => path.join(ROOT, "generated", kit, "definitions/api.d.ts");

describe.each(KITS)("%s definitions/api.d.ts", (kit) => {
  it("compiles under tsc --strict", () => {
    const program = ts.createProgram([api(kit)], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts"],
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
  });

  it("declares every tool of the manifest, each in its own block", () => {
    const text = readFileSync(api(kit), "utf8");
    for (const tool of specManifest(kit).tools) {
      expect(text).toContain(`// tool: ${tool.name}\n`);
      expect(text).toMatch(new RegExp(`declare function ${tool.name}\\(`));
    }
  });
});

describe("the declarations a kit answers", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let kit: ReturnType<typeof createToolkit>;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 1 });
    kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url });
  });
  afterAll(() => sandbox.close());

  it("gives one tool's function and the shared types it uses, not the whole file", async () => {
    const one = await kit.apiDeclarations([LIST_ITEMS]);
    expect(one).toContain(`declare function ${LIST_ITEMS}(`);
    expect(one.match(/declare function /g)).toHaveLength(1);
    expect(one.length).toBeLessThan(readFileSync(api("content-api"), "utf8").length / 4);
  });

  it("type-checks a script's use of a result: a real field passes, a misspelt one is a diagnostic", async () => {
    const good = await kit.execute(
      `const r = await ${LIST_ITEMS}({ ${FOLDER}: "0" });\nreturn r.entries?.length ?? 0;`,
      { typecheck: true, prepareMs: UNHURRIED },
    );
    expect(good.ok, JSON.stringify(good)).toBe(true);
    const bad = await kit.execute(`const r = await ${LIST_ITEMS}({ ${FOLDER}: "0" });\nreturn r.entriez;`, {
      typecheck: true,
      prepareMs: UNHURRIED,
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: "typecheck", line: 2 } });
    const wrongInput = await kit.execute(`await ${LIST_ITEMS}({ ${FOLDER}: 0 });`, {
      typecheck: true,
      prepareMs: UNHURRIED,
    });
    expect(wrongInput).toMatchObject({ ok: false, error: { kind: "typecheck", line: 1 }, calls: [] });
  });

  it("type-checks a field the call selected, which its entries then carry", async () => {
    const script = [
      `const r = await ${LIST_ITEMS}({ ${FOLDER}: "0", ${FIELDS}: ["modified_at", "size"] });`,
      `return (r.entries ?? []).map((entry) => ({ type: entry.type, modified: entry.modified_at }));`,
    ].join("\n");
    const outcome = await kit.execute(script, { typecheck: true, prepareMs: UNHURRIED });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const entries = outcome.value as { type: string; modified?: string }[];
    expect(entries.some((e) => e.type === "folder")).toBe(true);
    for (const entry of entries) expect(entry.modified, JSON.stringify(entry)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
