// How much a difference weighs in the counts of the nodes above it: one changed, added or removed value, or, for a
// summarised array, the elements that differ and those only one side has. Counts add up the same whatever the list
// limit, because they are taken during the walk, not from the list.
import type { Difference } from './diff';

export interface MarkCounts {
  changed: number;
  added: number;
  removed: number;
  moved: number;
}

export function zeroCounts(): MarkCounts {
  return { changed: 0, added: 0, removed: 0, moved: 0 };
}

export function addCounts(into: MarkCounts, d: Difference): void {
  switch (d.kind) {
    case 'changed':
    case 'added':
    case 'removed':
    case 'moved':
      into[d.kind]++;
      return;
    case 'bulk':
    case 'records':
      into.changed += d.differing;
      into.added += Math.max(0, d.countB - d.countA);
      into.removed += Math.max(0, d.countA - d.countB);
  }
}

export function sumCounts(into: MarkCounts, c: MarkCounts): void {
  into.changed += c.changed;
  into.added += c.added;
  into.removed += c.removed;
  into.moved += c.moved;
}

/** What `a` counts beyond `b` (never below zero). */
export function minusCounts(a: MarkCounts, b: MarkCounts): MarkCounts {
  return {
    changed: Math.max(0, a.changed - b.changed),
    added: Math.max(0, a.added - b.added),
    removed: Math.max(0, a.removed - b.removed),
    moved: Math.max(0, a.moved - b.moved),
  };
}

export function countsTotal(c: MarkCounts): number {
  return c.changed + c.added + c.removed + c.moved;
}

/** "3 changed, 1 added" (exact figures, grouped by thousands). */
export function countsText(c: MarkCounts): string {
  const parts: string[] = [];
  for (const k of ['changed', 'added', 'removed', 'moved'] as const) if (c[k]) parts.push(`${thousands(c[k])} ${k}`);
  return parts.join(', ');
}

export function thousands(n: number): string {
  return n.toLocaleString('en-US');
}
