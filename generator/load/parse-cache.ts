// The store of yaml-tools.ts on disk: each manifest's tool parses, kept in the generation's store for the next
// process, so a run after a one-tool edit parses that tool alone. The entry is named by the generator's fingerprint
// (the parsing code and the yaml package among its inputs) and the manifest's path; inside it each parse is keyed by
// its own text, so an entry holds only parses that are still right for their text.
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
  };
}
