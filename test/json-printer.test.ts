// Every JSON file of the output is printed by one fixed printer (generator/write/json.ts), not by prettier, so a
// one-tool edit costs no prettier run over the kit-wide definitions; prettier stays the formatter of record, so the
// printer must give exactly what prettier gives: on random documents near every line-width boundary here, and on every
// generated file in caching.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { listedJson, printJson, printJsonItem } from "../generator/write/json.js";
import { ROOT } from "./support/paths.js";

const options = JSON.parse(readFileSync(path.join(ROOT, ".prettierrc.json"), "utf8")) as prettier.Options;
const width = options.printWidth ?? 80;

/** A seeded generator, so a failure names a document that can be printed again. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
}

const words = ["a", "name", "description", "é", "–", "漢字", "🙂", 'say "hi"', "back\\slash", "x".repeat(40)];

function document(next: () => number, depth = 0): unknown {
  const pick = next();
  if (depth > 3 || pick < 0.35) {
    const scalar = next();
    if (scalar < 0.4)
      return Array.from({ length: 1 + Math.floor(next() * 4) }, () => words[Math.floor(next() * words.length)]).join(
        " ",
      );
    if (scalar < 0.7) return Math.floor(next() * 10 ** (1 + Math.floor(next() * 8))) * (next() < 0.2 ? -1 : 1);
    if (scalar < 0.8) return next() < 0.5;
    if (scalar < 0.85) return null;
    return next() * 1000;
  }
  if (pick < 0.65) return Array.from({ length: Math.floor(next() * 12) }, () => document(next, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(next() * 6) }, (_, i) => [
      `${words[Math.floor(next() * 4)]}${i}`,
      document(next, depth + 1),
    ]),
  );
}

describe("the JSON printer", () => {
  it("prints what prettier prints, on random documents", async () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = printJson(document(random(seed)), width, "definitions/x.json");
      expect(await prettier.format(text, { ...options, filepath: "x.json" }), `seed ${seed}`).toBe(text);
    }
  });

  it("prints arrays of numbers as prettier fills them, at every length near the width", async () => {
    for (let n = 1; n <= 60; n++) {
      const text = printJson({ key: Array.from({ length: n }, (_, i) => i * 37) }, width, "x.json");
      expect(await prettier.format(text, { ...options, filepath: "x.json" }), `${n} numbers`).toBe(text);
    }
  });

  it("prints arrays of strings on one line exactly while they fit", async () => {
    for (let n = 90; n <= 130; n++) {
      const value = { list: ["x".repeat(n - 20), "y"], last: true };
      const text = printJson(value, width, "x.json");
      expect(await prettier.format(text, { ...options, filepath: "x.json" }), `width ${n}`).toBe(text);
    }
  });

  it("prints a listed document an item at a time exactly as it prints the whole", () => {
    // The definitions files are printed so (write/format.ts), each tool's item kept apart for the next save.
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const items = Array.from({ length: Math.floor(next() * 6) }, () => {
        const item = document(next, 1);
        return item !== null && typeof item === "object" && !Array.isArray(item) && Object.keys(item).length > 0
          ? item
          : { value: item };
      });
      for (const key of [undefined, "tools"]) {
        const whole = printJson(key === undefined ? items : { [key]: items }, width, "definitions/x.json");
        const printed = items.map((item) => printJsonItem(item, width, key === undefined ? 1 : 2));
        expect(listedJson(printed, key), `seed ${seed}, key ${key}`).toBe(whole);
      }
    }
  });

  it("prints package.json as prettier does (JSON.stringify's layout)", async () => {
    const value = { name: "p", files: ["dist", "README.md"], exports: { ".": "./dist/index.js" } };
    const text = printJson(value, width, "generated/kit/package.json");
    expect(await prettier.format(text, { ...options, filepath: "package.json" })).toBe(text);
    expect(text).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });
});
