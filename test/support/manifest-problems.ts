// The problems a manifest text has, as the loader prints them: what the loader tests compare against.
import { ManifestChecks, ManifestError, parseManifest } from "../../generator/load/index.js";

/** What checking compiles, once for every text a test file checks. */
const checks = new ManifestChecks();

/** The problem lines of a manifest text (the error's message); [] when it loads. */
export function problems(text: string): string[] {
  try {
    parseManifest(text, "m.yaml", checks);
  } catch (error) {
    if (error instanceof ManifestError) return error.message.split("\n");
    throw error;
  }
  return [];
}
