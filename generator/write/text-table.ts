/**
 * The formatter's texts (write/format.ts), kept in memory by what they were made from: the kind (every part but the last), then the text itself. A text kept
 * from the last run is mostly the very string this run hands in again, which a map finds without hashing it anew.
 */
export class TextTable {
  private readonly byKind = new Map<string, Map<string, string>>();

  get(parts: string[]): string | undefined {
    return this.byKind.get(parts.slice(0, -1).join("\0"))?.get(parts.at(-1)!);
  }

  set(parts: string[], text: string): void {
    const kind = parts.slice(0, -1).join("\0");
    let texts = this.byKind.get(kind);
    if (!texts) this.byKind.set(kind, (texts = new Map()));
    texts.set(parts.at(-1)!, text);
  }
}
