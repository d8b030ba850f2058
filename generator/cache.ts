// The one store of a generation: content-addressed entries in .toolgen-cache/store/, each named by the hash of
// everything its value is a function of (the generator's fingerprint always among them), so an entry is never stale,
// only unused. Writes are atomic (a temporary file renamed into place), so processes sharing the folder never read
// half an entry, and an entry already there is not written again: its name says it holds the same value.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rootPath } from "./root.js";

/** The cache folder: TOOLGEN_CACHE names another, and `off` turns every cache off (then undefined). */
export const cacheRoot = (): string | undefined =>
  process.env.TOOLGEN_CACHE === "off" ? undefined : (process.env.TOOLGEN_CACHE ?? rootPath(".toolgen-cache"));

/** The hash of its parts, each ended by a NUL: the name of an entry. */
export function keyOf(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

export class Store {
  /** Entries read and written by this store since it was made (what a run cost, for --verbose and tests). */
  readonly counts = { hits: 0, misses: 0, written: 0 };
  private readonly dir: string | undefined;
  /** Writes held until `flush` (a long-lived process writes after a save's output, not before it). */
  private readonly held: Map<string, { value: string | Uint8Array; replace: boolean }> | undefined;

  /** A store in `<cache folder>/store`, or one that holds nothing (the cache off). */
  constructor(cacheFolder: string | undefined, { holdWrites = false } = {}) {
    this.dir = cacheFolder && path.join(cacheFolder, "store");
    this.held = holdWrites && this.dir ? new Map() : undefined;
  }

  get enabled(): boolean {
    return this.dir !== undefined;
  }

  bytes(key: string): Buffer | undefined {
    if (!this.dir) return undefined;
    const held = this.held?.get(key);
    if (held) {
      this.counts.hits++;
      return Buffer.from(held.value);
    }
    try {
      const value = readFileSync(path.join(this.dir, key));
      this.counts.hits++;
      return value;
    } catch {
      this.counts.misses++;
      return undefined;
    }
  }

  text(key: string): string | undefined {
    return this.bytes(key)?.toString("utf8");
  }

  /**
   * Stores `value` under `key`. An entry already there is kept, unless `replace` says the key names a place rather
   * than a value (the tool parses of a manifest file, which hold each parse by its own text).
   */
  put(key: string, value: string | Uint8Array, { replace = false } = {}): void {
    if (!this.dir) return;
    if (this.held) {
      if (replace || !this.held.has(key)) this.held.set(key, { value, replace });
      return;
    }
    this.write(this.dir, key, value, replace);
  }

  /** Writes what was held. */
  flush(): void {
    if (!this.dir || !this.held) return;
    for (const [key, { value, replace }] of this.held) this.write(this.dir, key, value, replace);
    this.held.clear();
  }

  private write(dir: string, key: string, value: string | Uint8Array, replace: boolean): void {
    const target = path.join(dir, key);
    try {
      if (!replace && existsSync(target)) return;
      mkdirSync(dir, { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      writeFileSync(temp, value);
      renameSync(temp, target);
      this.counts.written++;
    } catch {
      // A read-only or full disk costs only the reuse, never the generation.
    }
  }
}
