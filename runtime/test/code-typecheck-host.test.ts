// The type-check reads nothing of the server's disk: only TypeScript's own library files and the script's in-memory
// declarations. A module specifier or a reference naming a file is refused, whatever path it takes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TypeChecker } from "../src/code/typecheck.js";

const SECRET = "CWD-SECRET-4242";
const DECLARATIONS = "declare function ReadThing(input: { id: string }): Promise<{ id: string }>;\n";

describe("the type-check's compiler host", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "typecheck-host-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "cwdsecret.ts");
  writeFileSync(file, `export const DB_PASSWORD = "${SECRET}";\n`);
  const relative = path.relative(process.cwd(), file).replace(/\.ts$/, "");
  const checker = new TypeChecker();

  it.each([
    ["an absolute import type", `type M = typeof import("${file.replace(/\.ts$/, "")}");`],
    ["a relative import type", `type M = typeof import("./${relative}");`],
    ["an import type with the extension", `type M = typeof import("${file}");`],
  ])("%s reads nothing: the secret never shows", async (_what, declare) => {
    const result = await checker.check(`${declare}\nconst k: M["DB_PASSWORD"] = 5;\nreturn 1;`, DECLARATIONS);
    expect(result?.kind).toBe("typecheck");
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  it("TypeScript's own library is still read: a correct script passes", async () => {
    const code = 'const t = await ReadThing({ id: "1" });\nreturn [t.id].map((s) => s.toUpperCase()).includes("X");';
    expect(await checker.check(code, DECLARATIONS)).toBeUndefined();
  });
});
