// The one memo, and only `--watch` has one: what a save would make again from text it did not change (the manifest
// schema's validator, each tool's validator and output schema check, each upstream file parsed), keyed by that text.
// A description edit changes none of them. A run keeps only the entries it used, so nothing outlives its input.
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

/** What `make` makes: from the memo by `key` when there is one (a watch), else made now. */
export const made = <T>(memo: Memo | undefined, key: string, make: () => T): T => (memo ? memo.get(key, make) : make());
