// The Compare picker's order: files of the first file's format (the same file pattern: other .smf maps for an
// .smf) first, then the rest, each group by path.
import { matchesPattern } from '../core/glob';

/** The pattern among `patterns` that claims `name`, if any. */
export function patternOf(name: string, patterns: readonly string[]): string | undefined {
  return patterns.find((p) => matchesPattern(name, p));
}

export function sameFormatFirst<T>(
  first: string,
  files: readonly T[],
  pathOf: (f: T) => string,
  patterns: readonly string[],
): T[] {
  const own = patternOf(first, patterns);
  const byPath = [...files].sort((x, y) => (pathOf(x) < pathOf(y) ? -1 : pathOf(x) > pathOf(y) ? 1 : 0));
  if (!own) return byPath;
  const same = (f: T) => matchesPattern(pathOf(f), own);
  return [...byPath.filter(same), ...byPath.filter((f) => !same(f))];
}
