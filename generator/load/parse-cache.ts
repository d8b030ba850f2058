// What loading keeps on disk for the next process, in the generation's store: each manifest's tool parses
// (yaml-tools.ts), so a run after a one-tool edit parses that tool alone, and each output schema's verdict
// (output-schemas.ts), so a run compiles none that an earlier one compiled. A manifest's parses are one entry, named by
// the generator's fingerprint (the parsing code and the yaml package among its inputs) and the manifest's path; inside
// it each parse is keyed by its own text, so an entry holds only parses that are still right for their text. A verdict
// is an entry named by the fingerprint (ajv among its inputs) and the schema's text.
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { keyOf, type Store } from "../cache.js";
import type { KeptParses, ParseStore } from "./yaml-tools.js";

export function parseStore(store: Store, fingerprint: string): ParseStore {
  const entry = (file: string) => keyOf(fingerprint, "tool-parses", path.resolve(file));
  return {
    read(file) {
      const bytes = store.bytes(entry(file));
      return bytes && (deserialize(bytes) as KeptParses);
    },
    write(file, parses) {
      store.put(entry(file), serialize(parses), { replace: true });
    },
    verdict: (schema) => store.text(keyOf(fingerprint, "output-schema", schema)),
    keepVerdict: (schema, verdict) => store.put(keyOf(fingerprint, "output-schema", schema), verdict),
  };
}
