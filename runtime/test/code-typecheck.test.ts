// Type-checking a script against declarations: diagnostics at the script's own lines, nothing run; and a clear
// answer where TypeScript is not installed.
import { beforeEach, describe, expect, it } from "vitest";
import { CodeRunner } from "../src/code/index.js";
import { COMPILER_API, loadTypeScript, TypeChecker } from "../src/code/typecheck.js";
import { EXECUTE, runCodeTool } from "../src/code/tools.js";
import type { JsonValue, ToolDefinition } from "../src/contract.js";

/** A first type-check on a loaded machine may take longer than the default budget; these tests are not about it. */
const UNHURRIED = 120_000;

const DECLARATIONS = `// type: Thing
interface Thing { id: string; entries: number[] }

// tool: ReadThing
/** Reads a thing. */
declare function ReadThing(input: { id: string }): Promise<Thing>;

// tool: DeleteThing
/** Deletes a thing. Irreversible. */
declare function DeleteThing(input: { id: string }): Promise<{ effect: string }>;
`;

// One runner for the file: its worker loads TypeScript once, at the first check, as a server's does.
const sent: string[] = [];
const definitions = [
  { name: "ReadThing", group: "retrieval", annotations: { readOnlyHint: true } },
  { name: "DeleteThing", group: "deletion", annotations: { readOnlyHint: false } },
] as unknown as ToolDefinition[];
const code = new CodeRunner(
  {
    definitions,
    async invoke(name: string): Promise<JsonValue> {
      sent.push(name);
      return { id: "1", entries: [1] };
    },
  },
  async () => DECLARATIONS,
);
beforeEach(() => {
  sent.length = 0;
});

describe("type-check on request", () => {
  it("answers diagnostics with the script's line and column, and runs nothing", async () => {
    const result = await code.execute('const t = await ReadThing({ id: "1" });\nreturn t.entriez;', {
      typecheck: true,
      prepareMs: UNHURRIED,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe("typecheck");
    expect(result.error.diagnostics).toEqual([expect.objectContaining({ line: 2, column: 10 })]);
    expect(result.error.diagnostics![0]!.message).toMatch(/entriez/);
    expect(sent).toEqual([]);
  });

  it("reports every problem, each at file:line:column like tsc, in the message and over execute", async () => {
    const script = "const t = await ReadThing({ id: 1 });\nconst n: string = t.entries;\nreturn t.entriez;";
    const result = await code.execute(script, { typecheck: true, prepareMs: UNHURRIED });
    if (result.ok) throw new Error("type-checked");
    const lines = result.error.message.split("\n");
    expect(lines[0]).toMatch(/3 problems/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^script\.ts:1:29 - error TS2322: /),
      expect.stringMatching(/^script\.ts:2:7 - error TS2322: /),
      expect.stringMatching(/^script\.ts:3:10 - error TS2551: .*entriez/),
    ]);
    expect(sent).toEqual([]);
    // What a model reads over `execute`: the same lines, and each problem as an issue.
    const kit = { definitions: [], execute: async () => result, apiDeclarations: async () => "" };
    const outcome = await runCodeTool(kit as never, {}, EXECUTE, { code: script, typecheck: true });
    if (outcome.ok) throw new Error("ran");
    expect(outcome.error.message).toContain(lines.slice(1).join("\n"));
    expect(outcome.error.issues).toHaveLength(3);
  });

  it("runs a script that type-checks", async () => {
    const result = await code.execute('const t: Thing = await ReadThing({ id: "1" });\nreturn t.entries.length;', {
      typecheck: true,
      prepareMs: UNHURRIED,
    });
    expect(result).toMatchObject({ ok: true, value: 1 });
    expect(sent).toEqual(["ReadThing"]);
  });

  it("checks against the selected tools only", async () => {
    const result = await code.execute('await DeleteThing({ id: "1" });', {
      typecheck: true,
      readOnly: true,
      prepareMs: UNHURRIED,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: "typecheck", line: 1 } });
    expect(await code.declarations(["ReadThing"])).toContain("interface Thing");
    expect(await code.declarations(["ReadThing"])).not.toContain("DeleteThing");
  });

  it("says it is unavailable without TypeScript", async () => {
    const checker = new TypeChecker(async () => undefined);
    expect(await checker.check("return 1;", DECLARATIONS)).toMatchObject({ kind: "unavailable" });
  });

  describe("finds the compiler's API", () => {
    const api = { createProgram() {} };
    // What `typescript` 7 exports: a version, no API.
    const native = { default: { version: "7.0.2", versionMajorMinor: "7.0" } };
    const importing = (installed: Record<string, unknown>) => {
      const asked: string[] = [];
      const load = async (name: string) => {
        asked.push(name);
        if (!(name in installed))
          throw Object.assign(new Error(`Cannot find package '${name}'`), { code: "ERR_MODULE_NOT_FOUND" });
        return installed[name];
      };
      return { asked, load };
    };
    const [typescript, beside] = COMPILER_API;

    it("in `typescript` itself when it has one, and looks no further", async () => {
      const { asked, load } = importing({ [typescript]: { default: api }, [beside]: { default: {} } });
      expect(await loadTypeScript(load)).toBe(api);
      expect(asked).toEqual([typescript]);
    });

    it("in TypeScript 6's package when `typescript` is the native compiler, or is not installed", async () => {
      expect(await loadTypeScript(importing({ [typescript]: native, [beside]: api }).load)).toBe(api);
      expect(await loadTypeScript(importing({ [beside]: { default: api } }).load)).toBe(api);
    });

    it("nowhere when only the native compiler is installed: the check says it is unavailable", async () => {
      const { load } = importing({ [typescript]: native });
      expect(await loadTypeScript(load)).toBeUndefined();
      const checker = new TypeChecker(() => loadTypeScript(load));
      expect(await checker.check("return 1;", DECLARATIONS)).toMatchObject({
        kind: "unavailable",
        message: expect.stringContaining("@typescript/typescript6"),
      });
    });

    it("in the packages this project installs", async () => {
      expect(typeof (await loadTypeScript())?.createProgram).toBe("function");
    });
  });
});
