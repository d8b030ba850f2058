// The emitters print prettier's layout themselves (generator/emit/layout.ts), so a generation runs no prettier on
// TypeScript. Prettier stays the formatter of record: the caching test proves it leaves every committed file
// unchanged; here, random literals near every line-width boundary are laid out by both and must agree.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { withoutCache } from "../generator/cache.js";
import { emitKit } from "../generator/emit/index.js";
import { Code, constant, isFinal, WIDTH } from "../generator/emit/layout.js";
import { typescriptFile } from "../generator/emit/print.js";
import { loadManifest } from "../generator/load/index.js";
import { buildKit } from "../generator/model/index.js";
import { ROOT } from "./support/paths.js";

const options = {
  ...(JSON.parse(readFileSync(path.join(ROOT, ".prettierrc.json"), "utf8")) as prettier.Options),
  parser: "typescript",
};

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  return { next, int, pick };
}

const alphabet = [
  ..."abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789_-.,:;!?/()[]{}<>=+*&%$#@|~`^",
  '"',
  "'",
  "\\",
  "é",
  "–",
  "→",
  "’",
];
const keys = [
  "a",
  "id",
  "in",
  "hint",
  "name",
  "title",
  "description",
  "additionalProperties",
  "$schema",
  "a-b",
  "1",
  "x y",
  "_k",
];

function value(r: ReturnType<typeof random>, depth: number, room: number): unknown {
  const kind = r.int(depth > 2 ? 4 : 9);
  const text = () => {
    // lengths that put the line just under, at and just past the width
    const length = r.pick([0, 3, 12, 40, room - 6, room - 2, room - 1, room, room + 1, room + 3, 130]);
    return Array.from({ length: Math.max(0, length) }, () => r.pick(alphabet)).join("");
  };
  switch (kind) {
    case 0:
    case 1:
      return text();
    case 2:
      return r.pick([0, 1, -3, 2.5, 1e21, 120, 65536]);
    case 3:
      return r.pick([true, false, null]);
    case 4:
      return Array.from({ length: r.int(12) }, () =>
        r.pick(["string", "number"]) === "string" ? text().slice(0, r.int(30)) : r.int(100000),
      );
    case 5:
      return Array.from({ length: r.int(3) }, () => value(r, depth + 1, room - 2));
    case 6: // numbers only, which prettier fills
      return Array.from({ length: r.int(45) }, () => r.pick([r.int(10), r.int(100000), -r.int(1000)]));
    case 7: // rows of short arrays
      return Array.from({ length: r.int(4) }, () => Array.from({ length: r.int(3) }, () => r.int(9)));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = r.int(5); i > 0; i--) object[r.pick(keys)] = value(r, depth + 1, room - 2);
      return object;
    }
  }
}

describe("the emitters' own layout", () => {
  it("lays out literals exactly as prettier does, near every line-width boundary", async () => {
    for (let seed = 1; seed <= 600; seed++) {
      const r = random(seed);
      const object: Record<string, unknown> = {};
      for (let i = 1 + r.int(6); i > 0; i--) object[r.pick(keys)] = value(r, 0, WIDTH - 2 - r.int(20));
      const text = `${constant("x", "Record<string, unknown>", object)}\n`;
      expect(await prettier.format(text, options), `seed ${seed}`).toBe(text);
    }
  });

  it("breaks a long arrow function as prettier does: body on the next line, an && chain, a leading array", async () => {
    const name = (n: number) => `input.${"p".repeat(n)}`;
    const bodies = [
      `given(${name(20)}) && ${name(30)} === "x"`,
      `given(${name(40)}) && ${name(40)} === "a long value to push it over"`,
      `given(${name(40)}) && !(${name(25)} === "admin_logs" || ${name(25)} === "admin_logs_streaming")`,
      `[given(${name(30)}), given(${name(30)}), given(${name(20)}) || given(${name(20)})].filter(Boolean).length !== 1`,
    ];
    for (const body of bodies) {
      const text = `${constant("rules", "Rule[]", [{ param: "p", broken: new Code(`(input) => ${body}`) }])}\n`;
      expect(isFinal(text), body).toBe(true);
      expect(await prettier.format(text, options), body).toBe(text);
    }
  });

  it("leaves to prettier a file whose characters it does not measure, or a line it cannot break", () => {
    const wide = constant("x", "T", { title: "漢字".repeat(60) });
    expect(typescriptFile("a.ts", wide).layout).toBeUndefined();
    const unbreakable = constant("x", "T", { call: new Code(`f(${"a, ".repeat(50)}b)`) });
    expect(typescriptFile("a.ts", unbreakable).layout).toBeUndefined();
    expect(typescriptFile("a.ts", constant("x", "T", { title: "plain" })).layout).toBe("final");
  });

  it("emits every TypeScript file of both kits final: a cold generation runs no prettier on TypeScript", async () => {
    await withoutCache(async () => {
      for (const manifest of ["content.yaml", "messaging.yaml"]) {
        const file = path.join(ROOT, "spec", manifest);
        const kit = buildKit(loadManifest(file).manifest, readFileSync(file, "utf8"));
        const files = emitKit(kit, { manifestPath: `spec/${manifest}`, runtimeVersion: "0.0.0" });
        const typescript = files.filter((f) => f.format === "typescript");
        expect(typescript.length).toBeGreaterThan(kit.tools.length);
        expect(typescript.filter((f) => f.layout !== "final").map((f) => f.path)).toEqual([]);
      }
    });
  });
});
