// The generator's recorded reading: a JSON file is parsed once per text across the runs that share its parses (a
// watched save does not parse the half-megabyte response snapshot again), and parsed again once its text changes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputFiles, type ParsedFiles } from "../generator/input-files.js";

const root = mkdtempSync(path.join(os.tmpdir(), "toolgen-input-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("InputFiles.json", () => {
  it("gives the value an earlier run parsed while the text is unchanged, and a new one after a change", () => {
    const parsed: ParsedFiles = new Map();
    writeFileSync(path.join(root, "a.json"), JSON.stringify({ list: [1, 2], nested: { x: "y" } }));
    const first = new InputFiles(root, parsed).json<{ list: number[] }>("a.json");
    const again = new InputFiles(root, parsed).json<{ list: number[] }>("a.json");
    expect(again).toBe(first);
    // Shared between runs, so nothing may change it.
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.list)).toBe(true);
    writeFileSync(path.join(root, "a.json"), JSON.stringify({ list: [3] }));
    const changed = new InputFiles(root, parsed).json<{ list: number[] }>("a.json");
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ list: [3] });
    // Each run records what it read, whether or not the value was parsed again.
    expect(new InputFiles(root, parsed).read).toEqual([]);
  });
});
