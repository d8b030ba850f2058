// "Did you mean": the known names closest to a mistyped one, so a model can correct the call in one step.

/** Up to `max` names within a small edit distance of `name` (case ignored), nearest first. */
export function closestNames(name: string, names: Iterable<string>, max = 3): string[] {
  const wanted = name.toLowerCase();
  // A third of the name's length, at least 2: "DeleteFolders" finds DeleteFolder, "Foo" finds nothing.
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  const scored: Array<{ name: string; distance: number }> = [];
  for (const candidate of names) {
    const distance = editDistance(wanted, candidate.toLowerCase(), limit);
    if (distance <= limit) scored.push({ name: candidate, distance });
  }
  return scored
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((s) => s.name);
}

/** Levenshtein distance, giving up (limit + 1) once every path is past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
