// The store of yaml-tools.ts on disk: each manifest's tool parses, kept in the cache folder for the next process, so
// a run after a one-tool edit parses that tool alone. The entry is named by the manifest's path and the parsing code
// (and the yaml package's version, as every cache key is); inside it each parse is keyed by its own text, so an entry
// holds only parses that are still right for their text.
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { cacheKey, readCachedBytes, sourceKey, writeCached } from "../cache.js";
import type { KeptParses, ParseStore } from "./yaml-tools.js";

const KIND = "tool-parses";
const entry = (file: string) =>
  cacheKey(sourceKey("generator/load/yaml.ts", "generator/load/yaml-tools.ts"), path.resolve(file));

export const parseCache: ParseStore = {
  read(file) {
    const bytes = readCachedBytes(KIND, entry(file));
    return bytes && (deserialize(bytes) as KeptParses);
  },
  write(file, parses) {
    writeCached(KIND, entry(file), serialize(parses));
  },
};
