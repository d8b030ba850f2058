// Removing what the cache folder no longer uses. Every entry is keyed by what it is a function of, so an entry is
// never stale, only unused, and nothing else would ever remove it: a watched save adds about 1.7 MB. An entry
// whose file was neither read nor written for `days` goes. "Read" is the file's access time, which file systems
// mounted `relatime` (Linux's default) keep to within a day; where access times are not kept, an entry goes that many
// days after it was made, and the next run that needs it makes it again. The compiled build has its own clean-up.
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cacheRoot } from "./cache.js";

/** Entries unused this many days are removed by default. */
export const UNUSED_DAYS = 14;
const DAY = 86_400_000;
/** The file whose time records the last automatic prune. */
const STAMP = "pruned";

export interface Pruned {
  removed: number;
  removedBytes: number;
  kept: number;
  keptBytes: number;
}

/** Removes every entry of the cache folder unused for `days` (and any temporary file left over a day). */
export function pruneCache(days: number = UNUSED_DAYS, now: number = Date.now()): Pruned {
  const root = cacheRoot();
  const pruned: Pruned = { removed: 0, removedBytes: 0, kept: 0, keptBytes: 0 };
  if (!root) return pruned;
  for (const kind of entries(root)) {
    if (kind === "build" || kind === STAMP) continue;
    for (const name of entries(path.join(root, kind))) {
      const file = path.join(root, kind, name);
      try {
        const s = statSync(file);
        if (!s.isFile()) continue;
        const unused = now - Math.max(s.atimeMs, s.mtimeMs);
        if (unused > days * DAY || (name.endsWith(".tmp") && unused > DAY)) {
          rmSync(file);
          pruned.removed++;
          pruned.removedBytes += s.size;
        } else {
          pruned.kept++;
          pruned.keptBytes += s.size;
        }
      } catch {
        // removed meanwhile by another process
      }
    }
  }
  return pruned;
}

/** Prunes with the default age at most once a day: after a run that used the cache. */
export function pruneDaily(now: number = Date.now()): Pruned | undefined {
  const root = cacheRoot();
  if (!root) return undefined;
  const stamp = path.join(root, STAMP);
  try {
    if (now - statSync(stamp).mtimeMs < DAY) return undefined;
  } catch {
    // never pruned here
  }
  try {
    writeFileSync(stamp, "");
    utimesSync(stamp, now / 1000, now / 1000);
  } catch {
    return undefined; // a read-only cache folder is not pruned
  }
  return pruneCache(UNUSED_DAYS, now);
}

function entries(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
