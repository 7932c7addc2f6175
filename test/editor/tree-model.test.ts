// The webview's tree model opening a tree: the root and its first children asked for together, or taken from what
// the host sent with the analysis.
import { describe, expect, it } from 'vitest';
import type { GroupSpan, NodeRow } from '../../src/protocol';
import { TreeModel, type TreeSource } from '../../webview/tree-model';

const row = (id: string, childCount: number): NodeRow => ({ id, childCount }) as NodeRow;

/** A source whose answers all wait for `release()`, recording the requests made before it. */
function pausedSource(rootChildren: number) {
  const asked: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const source: TreeSource = {
    async node(id) {
      asked.push(`node ${id}`);
      await gate;
      return row(id, rootChildren);
    },
    async children(id, start, count) {
      asked.push(`children ${id} ${start} ${count}`);
      await gate;
      const n = Math.min(rootChildren, start + count) - start;
      return Array.from({ length: Math.max(0, n) }, (_, i) => row(String(start + i), 0));
    },
    async groups(id, start, end, size): Promise<GroupSpan[]> {
      asked.push(`groups ${id} ${start} ${end} ${size}`);
      await gate;
      return [];
    },
  };
  return { source, asked, release: () => release() };
}

describe('TreeModel.load', () => {
  it('with open, asks for the root and its children before either answer and lists both, expanded', async () => {
    const { source, asked, release } = pausedSource(3);
    const model = new TreeModel(source);
    const loading = model.load(true);
    await Promise.resolve();
    expect(asked).toEqual(['node ', 'children  0 1000']);
    release();
    await loading;
    expect(model.items.map((i) => [i.key, i.depth, i.expanded])).toEqual([
      ['', 0, true],
      ['0', 1, false],
      ['1', 1, false],
      ['2', 1, false],
    ]);
    await model.expand('');
    expect(asked).toHaveLength(2);
  });

  it('without open, lists only the closed root', async () => {
    const { source, asked, release } = pausedSource(3);
    const model = new TreeModel(source);
    release();
    await model.load();
    expect(asked).toEqual(['node ']);
    expect(model.items.map((i) => [i.key, i.expanded])).toEqual([['', false]]);
  });

  it('a root with more children than one slice stays closed, for expand to fetch its slices', async () => {
    const { source, asked, release } = pausedSource(1001);
    const model = new TreeModel(source);
    release();
    await model.load(true);
    expect(model.items.map((i) => [i.key, i.expanded])).toEqual([['', false]]);
    await model.expand('');
    expect(asked.at(-1)).toBe('groups  0 1001 1000');
    expect(model.items[0].expanded).toBe(true);
  });

  it('with the start the host sent, lists its root and children without asking', async () => {
    const { source, asked, release } = pausedSource(3);
    const model = new TreeModel(source);
    await model.load(true, { root: row('', 2), children: [row('a', 0), row('b', 1)] });
    expect(asked).toEqual([]);
    expect(model.items.map((i) => [i.key, i.depth, i.expanded])).toEqual([
      ['', 0, true],
      ['a', 1, false],
      ['b', 1, false],
    ]);
    release();
  });

  it('with a sent start but a closed root (saved so), lists only the root', async () => {
    const { source, asked } = pausedSource(3);
    const model = new TreeModel(source);
    await model.load(false, { root: row('', 2), children: [row('a', 0), row('b', 1)] });
    expect(asked).toEqual([]);
    expect(model.items.map((i) => [i.key, i.expanded])).toEqual([['', false]]);
  });
});
