// The one way the generator opens a file of the repository while it runs (a licence, prettier's options, a template
// run from the sources, the manifest schema, a package version): each file read is recorded, so the generator's
// fingerprint takes in exactly what was read instead of a list written by hand. Manifests are the run's own inputs
// and are hashed on their own; output files are not inputs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { deepFreeze } from "./deep-freeze.js";

/**
 * JSON files parsed by earlier runs of a long-lived process (Generation.parsed), by path, each with the text it was
 * parsed from: a file whose text is unchanged is not parsed again (the response snapshot is half a megabyte).
 */
export type ParsedFiles = Map<string, { text: string; value: unknown }>;

export class InputFiles {
  private readonly texts = new Map<string, string>();

  constructor(
    readonly root: string,
    private readonly parsed?: ParsedFiles,
  ) {}

  /** The text of a file, by its path from the root (forward slashes). */
  text(file: string): string {
    let text = this.texts.get(file);
    if (text === undefined) this.texts.set(file, (text = readFileSync(path.join(this.root, file), "utf8")));
    return text;
  }

  /**
   * A JSON file's value. With parses kept between runs it is frozen, and may be the very value an earlier run parsed
   * from the same text.
   */
  json<T>(file: string): T {
    const text = this.text(file);
    if (!this.parsed) return JSON.parse(text) as T;
    const kept = this.parsed.get(file);
    if (kept?.text === text) return kept.value as T;
    const value = deepFreeze(JSON.parse(text) as unknown);
    this.parsed.set(file, { text, value });
    return value as T;
  }

  /** Every file read so far, sorted. */
  get read(): string[] {
    return [...this.texts.keys()].sort();
  }
}
