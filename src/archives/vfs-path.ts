// Paths inside an archive as the engine's virtual file system sees them: forward slashes, no leading "./" or
// "/", and matched without regard to case (the archive readers index every name lower-cased).
import { ArchiveEntry } from './archive';

export function normalisePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
}

/** Entries by lower-cased path; where two differ only in case, the first in archive order wins, as in the engine. */
export function entryIndex(entries: readonly ArchiveEntry[]): Map<string, ArchiveEntry> {
  const index = new Map<string, ArchiveEntry>();
  for (const e of entries) {
    const key = e.path.toLowerCase();
    if (!index.has(key)) index.set(key, e);
  }
  return index;
}

/** The entries with the first of each path (without regard to case), and the later ones that repeat a path. */
export function splitDuplicates(all: readonly ArchiveEntry[]): { entries: ArchiveEntry[]; duplicates: ArchiveEntry[] } {
  const seen = new Set<string>();
  const entries: ArchiveEntry[] = [];
  const duplicates: ArchiveEntry[] = [];
  for (const e of all) {
    const key = e.path.toLowerCase();
    (seen.has(key) ? duplicates : entries).push(e);
    seen.add(key);
  }
  return { entries, duplicates };
}

export function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
