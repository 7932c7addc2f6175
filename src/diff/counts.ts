// How much a difference weighs in the counts of the nodes above it: one changed, added or removed value, or, for a
// summarised array, the elements that differ and those only one side has. Counts add up the same whatever the list
// limit, because they are taken during the walk, not from the list.
import type { Difference } from './diff';
import { english, listOf, msg, render, type Text } from '../core/translatable';

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
/** "3 changed, 1 added" (in `lang`: the CLI's report is English, the Compare view the user's language). */
export function countsText(c: MarkCounts, lang = english): string {
  const parts: Text[] = [];
  if (c.changed) parts.push(msg`${thousands(c.changed)} changed`);
  if (c.added) parts.push(msg`${thousands(c.added)} added`);
  if (c.removed) parts.push(msg`${thousands(c.removed)} removed`);
  if (c.moved) parts.push(msg`${thousands(c.moved)} moved`);
  return render(listOf(parts), lang);
}

export function thousands(n: number): string {
  return n.toLocaleString('en-US');
}
