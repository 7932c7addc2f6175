// The diff view's tree: the differences' field paths folded into a tree of the nodes that hold them, each
// difference a marked leaf (changed, added, removed) and every inner node counting the marks below it, so a
// collapsed node still says what changed inside.
import type { Difference } from '../diff/diff';

export type Mark = 'changed' | 'added' | 'removed';

export interface MarkCounts {
  changed: number;
  added: number;
  removed: number;
}

export interface DiffTreeNode {
  /** Position in the tree's pre-order: stable ids for expansion state and rows. */
  id: number;
  label: string;
  depth: number;
  children: DiffTreeNode[];
  /** Index into the differences of the node's own difference. */
  difference?: number;
  mark?: Mark;
  counts: MarkCounts;
}

export function markOf(d: Difference): Mark {
  return d.kind === 'added' || d.kind === 'removed' ? d.kind : 'changed';
}

/** `components["C-1"].position.x` -> `components`, `["C-1"]`, `position`, `x`: dots and brackets outside quotes. */
export function pathSegments(path: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (quoted) {
      cur += c;
      if (c === '\\') cur += path[++i] ?? '';
      else if (c === '"') quoted = false;
    } else if (c === '"') {
      cur += c;
      quoted = true;
    } else if (c === '.') {
      if (cur) out.push(cur);
      cur = '';
    } else if (c === '[') {
      if (cur) out.push(cur);
      cur = c;
    } else cur += c;
  }
  if (cur) out.push(cur);
  return out;
}

export function buildDiffTree(differences: readonly Difference[]): DiffTreeNode {
  const root: DiffTreeNode = { id: 0, label: '', depth: 0, children: [], counts: zero() };
  const index = new Map<DiffTreeNode, Map<string, DiffTreeNode>>();
  differences.forEach((d, i) => {
    let node = root;
    const mark = markOf(d);
    root.counts[mark]++;
    for (const segment of pathSegments(d.path)) {
      let byLabel = index.get(node);
      if (!byLabel) index.set(node, (byLabel = new Map()));
      let next = byLabel.get(segment);
      if (!next) {
        next = { id: 0, label: segment, depth: node.depth + 1, children: [], counts: zero() };
        byLabel.set(segment, next);
        node.children.push(next);
      }
      next.counts[mark]++;
      node = next;
    }
    node.difference = i;
    node.mark = mark;
  });
  let id = 0;
  const number = (n: DiffTreeNode): void => {
    n.id = id++;
    n.children.forEach(number);
  };
  number(root);
  return root;
}

/** The rows shown: the root's children and, below each expanded node, its own. */
export function visibleRows(root: DiffTreeNode, expanded: ReadonlySet<number>): DiffTreeNode[] {
  const out: DiffTreeNode[] = [];
  const walk = (n: DiffTreeNode): void => {
    for (const c of n.children) {
      out.push(c);
      if (expanded.has(c.id)) walk(c);
    }
  };
  walk(root);
  return out;
}

/** The nodes from the root's child down to the node holding difference `index` (to expand them). */
export function pathToDifference(root: DiffTreeNode, index: number): DiffTreeNode[] {
  const trail: DiffTreeNode[] = [];
  const find = (n: DiffTreeNode): boolean => {
    if (n.difference === index) return true;
    for (const c of n.children) {
      trail.push(c);
      if (find(c)) return true;
      trail.pop();
    }
    return false;
  };
  return find(root) ? trail : [];
}

/** Next (+1) or previous (-1) difference from `current` (-1: none yet), wrapping around like VS Code's F7. */
export function stepDifference(count: number, current: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/** "3 changed, 1 added" for a collapsed node. */
export function countsText(c: MarkCounts): string {
  const parts: string[] = [];
  if (c.changed) parts.push(`${c.changed} changed`);
  if (c.added) parts.push(`${c.added} added`);
  if (c.removed) parts.push(`${c.removed} removed`);
  return parts.join(', ');
}

function zero(): MarkCounts {
  return { changed: 0, added: 0, removed: 0 };
}
