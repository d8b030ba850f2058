// The lock's per-file hashes in a long-lived process: a text hashed by an earlier save is not hashed again, and the
// lock is the same as one made from nothing.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lockFile, type Planned } from "../generator/write/index.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const lock = { inputs: "i", generator: "g", fingerprint: { files: [], packages: {} }, kits: {} };

/** A map that counts the hashes it gave back. */
class Counted extends Map<string, string> {
  found = 0;
  override get(key: string): string | undefined {
    const value = super.get(key);
    if (value !== undefined) this.found++;
    return value;
  }
}

describe("lockFile's kept hashes", () => {
  it("reuses the hash of an unchanged text, keeps only this run's texts, and writes what a fresh lock writes", () => {
    const first: Planned[] = [
      { path: "a.ts", content: "one\n" },
      { path: "b.ts", content: "two\n" },
    ];
    const hashes = new Counted();
    expect(lockFile(first, lock, 80, hashes)).toEqual(lockFile(first, lock, 80));
    expect([...hashes]).toEqual([
      ["one\n", sha256("one\n")],
      ["two\n", sha256("two\n")],
    ]);
    const second: Planned[] = [
      { path: "a.ts", content: "one\n" },
      { path: "b.ts", content: "three\n" },
    ];
    hashes.found = 0;
    expect(lockFile(second, lock, 80, hashes)).toEqual(lockFile(second, lock, 80));
    expect(hashes.found).toBe(1);
    expect([...hashes.keys()]).toEqual(["one\n", "three\n"]);
  });
});
