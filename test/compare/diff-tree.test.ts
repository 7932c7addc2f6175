import { describe, expect, it } from 'vitest';
import { DiffTree, stepDifference, type DiffTreeNode } from '../../src/compare/diff-tree';
import { countsText } from '../../src/diff/counts';
import type { Difference } from '../../src/diff/diff';
import { joinSegments, pathSegments } from '../../src/diff/paths';

const changed = (path: string): Difference => ({ kind: 'changed', path, a: '1', b: '2' });

describe('pathSegments', () => {
  it('splits at dots and brackets, not inside quoted keys', () => {
    expect(pathSegments('components["C-1.5[x]"].position.x')).toEqual(['components', '["C-1.5[x]"]', 'position', 'x']);
    expect(pathSegments('minimap.mip0[5000].selectors')).toEqual(['minimap', 'mip0', '[5000]', 'selectors']);
    expect(pathSegments('names["a\\"b"]')).toEqual(['names', '["a\\"b"]']);
    expect(pathSegments('header#2.mapid')).toEqual(['header#2', 'mapid']);
    expect(joinSegments(pathSegments('components["C-1.5[x]"].position.x'))).toBe('components["C-1.5[x]"].position.x');
  });
});

describe('DiffTree', () => {
  const differences: Difference[] = [
    changed('header.mapid'),
    changed('header.mapx'),
    { kind: 'added', path: 'components["C-9"]', value: 'Component' },
    { kind: 'removed', path: 'components["C-3"]', value: 'Component' },
    { kind: 'bulk', path: 'heightMap', elem: 'u16', differing: 4, countA: 9, countB: 9, first: [[1, 2]], width: 3 },
  ];
  const tree = new DiffTree(differences);
  const root = tree.root;
  const labels = (rows: ReturnType<DiffTree['visibleRows']>) => rows.map((r) => ('node' in r ? r.node.label : 'more'));
  const kids = (n: DiffTreeNode) => tree.children(n);

  it('folds paths into nodes, each difference a marked leaf, inner nodes counting the marks below', () => {
    expect(kids(root).map((c) => c.label)).toEqual(['header', 'components', 'heightMap']);
    const [header, components, heightMap] = kids(root);
    expect(header.counts).toEqual({ changed: 2, added: 0, removed: 0, moved: 0 });
    expect(countsText(components.counts)).toBe('1 added, 1 removed');
    expect(kids(components).map((c) => [c.label, c.mark, c.difference])).toEqual([
      ['["C-9"]', 'added', 2],
      ['["C-3"]', 'removed', 3],
    ]);
    expect([heightMap.mark, heightMap.difference]).toEqual(['changed', 4]);
    expect(root.counts).toEqual({ changed: 6, added: 1, removed: 1, moved: 0 }); // 4 cells of the height map
  });

  it('shows the top level, and the children of expanded nodes', () => {
    expect(labels(tree.visibleRows(new Set()))).toEqual(['header', 'components', 'heightMap']);
    const header = kids(root)[0];
    expect(labels(tree.visibleRows(new Set([header.id])))).toEqual([
      'header',
      'mapid',
      'mapx',
      'components',
      'heightMap',
    ]);
  });

  it('finds the nodes to expand to reach a difference', () => {
    expect(tree.pathTo(3).map((n) => n.label)).toEqual(['components', '["C-3"]']);
    expect(tree.pathTo(99)).toEqual([]);
  });
});

describe('stepDifference', () => {
  it('walks forwards and backwards with wrap-around, starting at either end', () => {
    expect(stepDifference(3, -1, 1)).toBe(0);
    expect(stepDifference(3, -1, -1)).toBe(2);
    expect(stepDifference(3, 2, 1)).toBe(0);
    expect(stepDifference(3, 0, -1)).toBe(2);
    expect(stepDifference(3, 1, 1)).toBe(2);
    expect(stepDifference(0, -1, 1)).toBe(-1);
  });
});
