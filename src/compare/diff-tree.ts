// The diff view's tree: the differences' field paths folded into a tree of the nodes that hold them, each
// difference a marked node (changed, added, removed, moved) and every inner node with the exact counts of what
// changed below it, so a collapsed node still says what changed inside. Children are made when a node is first
// expanded: the differences below a node are one run of the walk's order, so a node is a range of the list. What
// the list limit left out is a row of its own, never silently missing.
import { MarkCounts, addCounts, countsTotal, minusCounts, sumCounts, zeroCounts } from '../diff/counts';
import type { Difference } from '../diff/diff';
import { joinSegments, pathSegments } from '../diff/paths';

export type Mark = 'changed' | 'added' | 'removed' | 'moved';

export interface DiffTreeNode {
  /** Stable id for expansion state and rows (in the order nodes are made). */
  id: number;
  label: string;
  depth: number;
  /** The differences below the node (or its own): indices [from, to) of the list. */
  from: number;
  to: number;
  /** Index into the differences of the node's own difference. */
  difference?: number;
  mark?: Mark;
  /** Exact counts of what changed at and below the node. */
  counts: MarkCounts;
  /** True when there is something below the node to expand. */
  inner: boolean;
}

export function markOf(d: Difference): Mark {
  return d.kind === 'added' || d.kind === 'removed' || d.kind === 'moved' ? d.kind : 'changed';
}

export class DiffTree {
  readonly root: DiffTreeNode;
  private readonly segments: string[][];
  private readonly made = new Map<number, DiffTreeNode[]>();
  private readonly unlisted = new Map<number, MarkCounts>();
  private nextId = 1;

  /** `groups`: exact counts by path (DiffResult.groups); `counts`: the whole file's. */
  constructor(
    private readonly differences: readonly Difference[],
    private readonly groups: Readonly<Record<string, MarkCounts>> = {},
    counts?: MarkCounts,
  ) {
    this.segments = differences.map((d) => pathSegments(d.path));
    this.root = {
      id: 0,
      label: '',
      depth: 0,
      from: 0,
      to: differences.length,
      inner: true,
      counts: counts ?? this.listedCounts(0, differences.length),
    };
  }

  /** The node's children, made on the first call. */
  children(n: DiffTreeNode): DiffTreeNode[] {
    let out = this.made.get(n.id);
    if (out) return out;
    out = [];
    const depth = n.depth;
    let i = n.from;
    while (i < n.to) {
      const seg = this.segments[i];
      if (seg.length <= depth) {
        i++; // the node's own difference
        continue;
      }
      const label = seg[depth];
      let j = i + 1;
      while (j < n.to && this.segments[j].length > depth && this.segments[j][depth] === label) j++;
      out.push(this.node(label, depth + 1, i, j));
      i = j;
    }
    this.made.set(n.id, out);
    const listed = zeroCounts();
    for (const c of out) sumCounts(listed, c.counts);
    if (n.difference !== undefined) addCounts(listed, this.differences[n.difference]);
    const rest = minusCounts(n.counts, listed);
    if (countsTotal(rest) > 0) this.unlisted.set(n.id, rest);
    return out;
  }

  /** What changed below the node beyond the list limit (after its children were made). */
  unlistedBelow(n: DiffTreeNode): MarkCounts | undefined {
    this.children(n);
    return this.unlisted.get(n.id);
  }

  /** The rows shown: the root's children and, below each expanded node, its own; `more` rows for the unlisted. */
  visibleRows(expanded: ReadonlySet<number>): DiffTreeRow[] {
    const out: DiffTreeRow[] = [];
    const walk = (n: DiffTreeNode): void => {
      for (const c of this.children(n)) {
        out.push({ node: c });
        if (expanded.has(c.id)) walk(c);
      }
      const more = this.unlisted.get(n.id);
      if (more) out.push({ more, depth: n.depth + 1 });
    };
    walk(this.root);
    return out;
  }

  /** The nodes from the root's child down to the node holding difference `index` (to expand them). */
  pathTo(index: number): DiffTreeNode[] {
    const trail: DiffTreeNode[] = [];
    let n = this.root;
    while (n.difference !== index) {
      const next = this.children(n).find((c) => c.from <= index && index < c.to);
      if (!next) return [];
      trail.push(next);
      n = next;
    }
    return trail;
  }

  private node(label: string, depth: number, from: number, to: number): DiffTreeNode {
    const path = joinSegments(this.segments[from].slice(0, depth));
    const counts = this.groups[path] ?? this.listedCounts(from, to);
    const n: DiffTreeNode = { id: this.nextId++, label, depth, from, to, inner: true, counts };
    if (this.segments[from].length === depth) {
      n.difference = from;
      n.mark = markOf(this.differences[from]);
      n.inner = to - from > 1 || countsTotal(minusCounts(counts, this.listedCounts(from, from + 1))) > 0;
    }
    return n;
  }

  private listedCounts(from: number, to: number): MarkCounts {
    const c = zeroCounts();
    for (let i = from; i < to; i++) addCounts(c, this.differences[i]);
    return c;
  }
}

export type DiffTreeRow = { node: DiffTreeNode } | { more: MarkCounts; depth: number };

/** Next (+1) or previous (-1) difference from `current` (-1: none yet), wrapping around like VS Code's F7. */
export function stepDifference(count: number, current: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
