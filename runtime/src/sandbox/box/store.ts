// The Box sandbox's state: records keyed by their concrete API path (`/files/30001`, `/files/30001/watermark`),
// explicit lists where a listing is a relation rather than the records under a path, and the trash.
import type { Json } from "./http.js";

export class Store {
  readonly items = new Map<string, Json>();
  /** Listings that name their members (e.g. `/files/30001/comments` → `/comments/70001`, …). */
  readonly lists = new Map<string, string[]>();
  /** Items trashed by themselves (what the trash lists), as keys like `/files/30007`. */
  readonly trash = new Set<string>();
  /** Asynchronous deletions under way: key → when it was asked for. */
  readonly pending = new Map<string, number>();
  /** Deletions counted against a per-user limit: "<route> <user>" → times. */
  readonly limits = new Map<string, number[]>();

  get(key: string): Json | undefined {
    return this.items.get(key);
  }
  put(key: string, record: Json): Json {
    this.items.set(key, record);
    return record;
  }
  /** Adds `key` to the listing at `list`. */
  link(list: string, key: string): void {
    const members = this.lists.get(list) ?? [];
    if (!members.includes(key)) members.push(key);
    this.lists.set(list, members);
  }
  /** Removes a record and everything under its path. */
  remove(key: string): void {
    for (const k of [...this.items.keys()]) if (k === key || k.startsWith(key + "/")) this.items.delete(k);
    for (const k of [...this.lists.keys()]) if (k.startsWith(key + "/")) this.lists.delete(k);
  }
  /** Records directly under `path` (one more segment), in insertion order. */
  under(path: string): Json[] {
    const depth = path.split("/").length + 1;
    const out: Json[] = [];
    for (const [key, record] of this.items) {
      if (key.startsWith(path + "/") && key.split("/").length === depth) out.push(record);
    }
    return out;
  }
  /** The members of an explicit listing that still exist. */
  listed(path: string): Json[] | undefined {
    const keys = this.lists.get(path);
    return keys?.map((k) => this.items.get(k)).filter((r): r is Json => r !== undefined);
  }
  /** Every record of one top-level collection, e.g. all `/files/<id>`. */
  collection(name: string): Json[] {
    return this.under(`/${name}`);
  }
}
