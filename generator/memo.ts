// The one memo, and only `--watch` has one: what a save would make again from text it did not change (validators,
// parsed upstream files; see `made`'s callers), keyed by that text. A run keeps only the entries it used.
export class Memo {
  private kept = new Map<string, unknown>();
  private used = new Map<string, unknown>();

  /** What `make` makes from `key` (the text it reads, with what kind of thing it is), from the last run or made now. */
  get<T>(key: string, make: () => T): T {
    const value = (this.used.has(key) ? this.used.get(key) : this.kept.has(key) ? this.kept.get(key) : make()) as T;
    this.used.set(key, value);
    return value;
  }

  /** Ends a run: the next keeps what this one used. */
  settle(): void {
    this.kept = this.used;
    this.used = new Map();
  }
}

/** What `make` makes: from the memo by `key` when there is one (a watch; the key is only derived then), else made now. */
export const made = <T>(memo: Memo | undefined, key: () => string, make: () => T): T =>
  memo ? memo.get(key(), make) : make();
