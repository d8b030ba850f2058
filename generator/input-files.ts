// The one way the generator opens a file of the repository while it runs (a licence, prettier's options, a template
// run from the sources, the manifest schema, a package version): each file read is recorded, so the generator's
// fingerprint takes in exactly what was read instead of a list written by hand. Manifests are the run's own inputs
// and are hashed on their own; output files are not inputs.
import { readFileSync } from "node:fs";
import path from "node:path";

export class InputFiles {
  private readonly texts = new Map<string, string>();

  constructor(readonly root: string) {}

  /** The text of a file, by its path from the root (forward slashes). */
  text(file: string): string {
    let text = this.texts.get(file);
    if (text === undefined) this.texts.set(file, (text = readFileSync(path.join(this.root, file), "utf8")));
    return text;
  }

  json<T>(file: string): T {
    return JSON.parse(this.text(file)) as T;
  }

  /** Every file read so far, sorted. */
  get read(): string[] {
    return [...this.texts.keys()].sort();
  }
}
