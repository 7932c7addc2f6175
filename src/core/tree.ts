// Walking the span tree: byte -> node lookup, node ids (index paths), coverage and the tiling invariant.
import { SpanNode } from './node';

/** A node's id is its index path from the root, e.g. "2.0.1536": stable for the same bytes, cheap to resolve. */
export type NodePath = number[];

export function pathId(path: NodePath): string {
  return path.join('.');
}

export function parsePathId(id: string): NodePath {
  return id === '' ? [] : id.split('.').map(Number);
}

/** The node at `path`, or undefined when the path does not exist. */
export function nodeAt(root: SpanNode, path: NodePath): SpanNode | undefined {
  let n: SpanNode = root;
  for (const i of path) {
    if (!(i >= 0 && i < n.childCount)) return undefined;
    n = n.child(i);
  }
  return n;
}

/** Index of the child of `node` that owns byte `offset` (shadow nodes own nothing), or -1. */
export function childIndexAt(node: SpanNode, offset: number): number {
  const n = node.childCount;
  if (n === 0) return -1;
  if (n <= 512) {
    for (let i = 0; i < n; i++) {
      const c = node.child(i);
      if (!c.shadow && offset >= c.offset && offset < c.offset + c.length) return i;
    }
    return -1;
  }
  // Large (lazy) arrays: children are sorted and contiguous, so binary search creates only log2(n) nodes.
  let lo = 0;
  let hi = n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = node.child(mid);
    if (offset < c.offset) hi = mid - 1;
    else if (offset >= c.offset + c.length) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** Deepest path whose node owns byte `offset`. */
export function pathAt(root: SpanNode, offset: number): NodePath {
  const path: NodePath = [];
  let n = root;
  for (;;) {
    const i = childIndexAt(n, offset);
    if (i < 0) return path;
    path.push(i);
    n = n.child(i);
  }
}

/** Names along a path, e.g. "header.mapx" or "components[12].position.x". */
export function fieldPath(root: SpanNode, path: NodePath): string {
  let n = root;
  let out = '';
  for (const i of path) {
    n = n.child(i);
    out += n.name.startsWith('[') ? n.name : (out ? '.' : '') + n.name;
  }
  return out;
}

export interface TilingProblem {
  path: string;
  message: string;
}

/**
 * Check that every composite's children tile its range exactly (sorted, contiguous, no overlap), so every byte
 * belongs to exactly one leaf. Meant for tests and fuzzing: at most `limit` nodes are materialized (lazy arrays
 * included), and a walk cut short by the limit reports only what it saw. With `childrenPerEnd`, a composite with
 * more children is checked at its first and last that many (the middle of a huge array is taken on trust), so
 * a bounded walk still reaches the sections after a big array.
 */
export function checkTiling(root: SpanNode, limit = 1e6, childrenPerEnd = Infinity): TilingProblem[] {
  const problems: TilingProblem[] = [];
  let visited = 0;
  const exhausted = (): boolean => visited >= limit || problems.length > 20;
  const visit = (n: SpanNode, id: string): void => {
    visited++;
    if (n.length < 0) problems.push({ path: id, message: `negative length ${n.length}` });
    const count = n.childCount;
    if (count === 0) return;
    const skipFrom = count > 2 * childrenPerEnd ? childrenPerEnd : count;
    let at = n.offset;
    // After the skipped middle, the next child that is not a shadow sets where tiling resumes (shadows say nothing).
    let resuming = false;
    for (let i = 0; i < count; i++) {
      if (exhausted()) return;
      if (i === skipFrom) {
        i = count - childrenPerEnd;
        resuming = true;
      }
      const c = n.child(i);
      const cid = id ? `${id}.${i}` : String(i);
      if (c.shadow) {
        visited++;
        continue;
      }
      if (resuming) at = c.offset;
      resuming = false;
      if (c.offset !== at) problems.push({ path: cid, message: `starts at ${c.offset}, expected ${at} (${c.name})` });
      at = c.offset + c.length;
      visit(c, cid);
    }
    if (!resuming && at !== n.offset + n.length)
      problems.push({ path: id, message: `children end at ${at}, node ends at ${n.offset + n.length} (${n.name})` });
  };
  visit(root, '');
  return problems;
}

/** Bytes in leaves that explain them (fields), against the root's length. Gaps and opaque runs do not count. */
export function coverage(root: SpanNode): { explained: number; total: number } {
  let explained = 0;
  const visit = (n: SpanNode): void => {
    if (n.shadow) return;
    if (n.childCount === 0) {
      if (n.kind === 'field') explained += n.length;
      return;
    }
    for (let i = 0; i < n.childCount; i++) visit(n.child(i));
  };
  visit(root);
  return { explained, total: root.length };
}
