// The problems a manifest text has, as the loader prints them: what the loader tests compare against.
import { ManifestError, parseManifest } from "../../generator/load/index.js";

/** The problem lines of a manifest text (the error's message); [] when it loads. */
export function problems(text: string): string[] {
  try {
    parseManifest(text, "m.yaml");
  } catch (error) {
    if (error instanceof ManifestError) return error.message.split("\n");
    throw error;
  }
  return [];
}
