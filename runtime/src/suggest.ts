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

/**
 * The parameter a mistyped key most likely meant: the nearest spelling, or else the one parameter whose words the
 * key's words start ("recursive" → delete_recursively, "folderId" → folder_identifier); none when several do.
 */
export function closestParameter(key: string, params: readonly string[]): string | undefined {
  const near = closestNames(key, params, 1)[0];
  if (near !== undefined) return near;
  const parts = words(key);
  const starting = params.filter((param) => startsEveryWord(parts, words(param)));
  return starting.length === 1 ? starting[0] : undefined;
}

/** The words of a snake_case, kebab-case or camelCase name, lower case. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Every word of `parts` (three letters or more, so "id" alone finds nothing) starts a distinct word of `of`. */
function startsEveryWord(parts: string[], of: string[]): boolean {
  if (parts.length === 0 || parts.every((p) => p.length < 3)) return false;
  const free = [...of];
  return parts.every((part) => {
    const at = free.findIndex((word) => word.startsWith(part));
    return at >= 0 && free.splice(at, 1).length === 1;
  });
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
