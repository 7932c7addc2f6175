// The tree's first rows the panel sends with a finished analysis: the root, and its children when one slice holds them.
import { describe, expect, it } from 'vitest';
import { treeStart, type TreeAsk } from '../../src/editor/tree-start';
import { TREE_SLICE, type NodeRow, type TreeQuery } from '../../src/protocol';

const row = (id: string, childCount: number): NodeRow => ({ id, childCount }) as NodeRow;

function source(root: NodeRow | undefined) {
  const asked: TreeQuery[] = [];
  const ask = ((q: TreeQuery) => {
    asked.push(q);
    if (q.kind === 'node') return root && { row: root, path: '' };
    if (q.kind === 'children')
      return Array.from({ length: Math.min(q.count, root!.childCount) }, (_, i) => row(`${i}`, 0));
    throw new Error(`unexpected ${q.kind}`);
  }) as TreeAsk;
  return { ask, asked };
}

describe('treeStart', () => {
  it('sends the root and its children, asked for one slice', async () => {
    const { ask, asked } = source(row('', 3));
    const start = await treeStart(ask);
    expect(start?.root.id).toBe('');
    expect(start?.children?.map((r) => r.id)).toEqual(['0', '1', '2']);
    expect(asked).toEqual([
      { kind: 'node', id: '' },
      { kind: 'children', id: '', start: 0, count: TREE_SLICE },
    ]);
  });

  it('sends only the root when it has no children or more than one slice', async () => {
    for (const count of [0, TREE_SLICE + 1]) {
      const { ask, asked } = source(row('', count));
      expect(await treeStart(ask)).toEqual({ root: row('', count), children: undefined });
      expect(asked).toHaveLength(1);
    }
  });

  it('sends nothing when there is no tree', async () => {
    expect(await treeStart(source(undefined).ask)).toBeUndefined();
  });
});
