// Go to Record: a record found by the format's own key (a component address "C-36557", an NRes entry name).
// A codec that keeps an index of its keys answers through its `findRecord` hook without building nodes; otherwise
// a walk over the tree compares node keys, bounded so a million records cannot stall it, and says when it gave up.
import type { SpanNode } from '../core/node';
import { type NodePath } from '../core/tree';

/** Nodes the fallback walk looks at before it gives up. */
export const maxRecordWalk = 200_000;

/** The format's index: the record's path, null when the index knows there is none, undefined when it cannot tell. */
export type RecordFinder = (key: string) => NodePath | null | undefined;

export interface RecordSearch {
  /** The record's index path, or undefined when not found. */
  path?: NodePath;
  /** True when the walk stopped at its bound before looking at every node. */
  gaveUp: boolean;
}

/** Case-insensitive key comparison: "c-12" finds "C-12". */
function sameKey(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

export function findRecord(root: SpanNode, key: string, index?: RecordFinder, limit = maxRecordWalk): RecordSearch {
  const wanted = key.trim();
  if (index) {
    const path = index(wanted);
    if (path) return { path, gaveUp: false };
    if (path === null) return { gaveUp: false };
  }
  for (const at of walkNodes(root, limit)) {
    if (!at) return { gaveUp: true };
    if (at.node.key !== undefined && sameKey(at.node.key, wanted)) return { path: at.path, gaveUp: false };
  }
  return { gaveUp: false };
}

/**
 * Every node below `root` with its path, depth first in file order (an explicit stack, so deep trees cannot overflow
 * the call stack); `undefined` last when the walk stopped at `limit` nodes.
 */
export function* walkNodes(root: SpanNode, limit: number): Generator<{ node: SpanNode; path: NodePath } | undefined> {
  const stack: { node: SpanNode; path: NodePath; next: number }[] = [{ node: root, path: [], next: 0 }];
  let visited = 0;
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next >= top.node.childCount) {
      stack.pop();
      continue;
    }
    if (++visited > limit) {
      yield undefined;
      return;
    }
    const i = top.next++;
    const node = top.node.child(i);
    const path = [...top.path, i];
    yield { node, path };
    if (node.childCount > 0) stack.push({ node, path, next: 0 });
  }
}
