import { describe, expect, it } from 'vitest';
import { BasicNode, StrideArrayNode, field } from '../../src/core/node';
import { checkTiling } from '../../src/core/tree';

describe('checkTiling node limit', () => {
  it('materializes at most `limit` nodes of a huge lazy array', () => {
    let made = 0;
    const arr = new StrideArrayNode('big', 'u32[50000000]', 0, 50_000_000, 4, (i, at) => {
      made++;
      return field(`[${i}]`, 'u32', at, 4, 0);
    });
    expect(checkTiling(arr, 1000)).toEqual([]);
    expect(made).toBeLessThanOrEqual(1000);
  });

  it('still reports problems found before the limit', () => {
    const bad = new BasicNode({ name: 'f', type: 'F', kind: 'struct', offset: 0, length: 12 }, [
      field('a', 'u32', 0, 4, 0),
      field('b', 'u32', 6, 4, 0),
      field('c', 'u32', 10, 2, 0),
    ]);
    expect(checkTiling(bad, 3)).toEqual([{ path: '1', message: 'starts at 6, expected 4 (b)' }]);
  });
});

describe('checkTiling sampling of wide composites', () => {
  const wide = (broken: number) =>
    new StrideArrayNode('w', 'u32[1000]', 0, 1000, 4, (i, at) =>
      field(`[${i}]`, 'u32', i === broken ? at + 1 : at, 4, 0),
    );

  it('checks the first and last children of a wide array and reaches its end', () => {
    expect(checkTiling(wide(2), 1e6, 10)[0].path).toBe('2');
    expect(checkTiling(wide(995), 1e6, 10)[0].path).toBe('995');
  });

  it('takes the middle on trust', () => {
    expect(checkTiling(wide(500), 1e6, 10)).toEqual([]);
    expect(checkTiling(wide(500))).not.toEqual([]);
  });
});

describe('checkTiling sampling past shadows', () => {
  // 10 fields, then 200 shadows overlapping them, then a gap and a last field: tiles exactly.
  const withShadows = () => {
    const children = [
      ...Array.from({ length: 10 }, (_, i) => field(`f${i}`, 'u32', 4 * i, 4, 0)),
      ...Array.from({ length: 200 }, (_, i) => {
        const s = field(`s${i}`, 'u8', 39 - (i % 3), 1, 0);
        s.shadow = true;
        return s;
      }),
      field('g', 'u8', 40, 2, 0),
      field('last', 'u16', 42, 2, 0),
    ];
    return new BasicNode({ name: 'r', type: 'R', kind: 'struct', offset: 0, length: 44 }, children);
  };

  it('resumes after the skipped middle at the first child that is not a shadow', () => {
    expect(checkTiling(withShadows())).toEqual([]);
    expect(checkTiling(withShadows(), 1e6, 8)).toEqual([]);
  });

  it('still reports a gap after the resume point', () => {
    const n = withShadows();
    const broken = new BasicNode({ name: 'r', type: 'R', kind: 'struct', offset: 0, length: 46 }, [
      ...Array.from({ length: n.childCount }, (_, i) => n.child(i)),
      field('after-gap', 'u16', 44 + 1, 1, 0),
    ]);
    expect(checkTiling(broken, 1e6, 8)).toEqual([{ path: '212', message: 'starts at 45, expected 44 (after-gap)' }]);
  });
});
