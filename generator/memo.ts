// The one memo, and only `--watch` has one: each tool's compiled validator, by the text it is compiled from (the
// tool's name and input schema), kept from one save to the next. Compiling them is the largest part of a save; a
// description edit changes no schema. A run keeps only the entries it used.
export class ValidatorMemo {
  private kept = new Map<string, string>();
  private used = new Map<string, string>();

  /** The code compiled from `key`, from the last run or compiled now. */
  get(key: string, compile: () => string): string {
    const code = this.used.get(key) ?? this.kept.get(key) ?? compile();
    this.used.set(key, code);
    return code;
  }

  /** Ends a run: the next keeps what this one used. */
  settle(): void {
    this.kept = this.used;
    this.used = new Map();
  }
}
