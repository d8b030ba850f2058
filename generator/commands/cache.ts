// `toolgen cache prune [--days <n>]`: removes the cache folder's entries that no run has used for a while.
import { InvalidArgumentError, type Command } from "commander";
import { cacheRoot } from "../cache.js";
import { pruneCache, UNUSED_DAYS } from "../cache-prune.js";

export function registerCache(program: Command): void {
  const cache = program.command("cache").description("manage the cache folder (.toolgen-cache, or $TOOLGEN_CACHE)");
  cache
    .command("prune")
    .description(
      `remove the entries no run has read or written for some days (a generation does this once a day with ${UNUSED_DAYS} days)`,
    )
    .option("--days <n>", "how many days unused makes an entry go; 0 removes every entry", wholeDays, UNUSED_DAYS)
    .action((opts: { days: number }) => {
      const root = cacheRoot();
      if (!root) {
        console.log("The cache is off (TOOLGEN_CACHE=off): nothing to prune.");
        return;
      }
      const { removed, removedBytes, kept, keptBytes } = pruneCache(opts.days);
      console.log(
        `Removed ${entries(removed)} (${megabytes(removedBytes)}) unused for over ${opts.days} days from ${root}; kept ${entries(kept)} (${megabytes(keptBytes)}).`,
      );
    });
}

const entries = (n: number) => `${n.toLocaleString("en")} entr${n === 1 ? "y" : "ies"}`;
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function wholeDays(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("expected a whole number of days, such as 14.");
  return Number(value);
}
