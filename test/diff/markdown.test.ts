import { describe, expect, it } from 'vitest';
import { zeroCounts } from '../../src/diff/counts';
import type { Difference } from '../../src/diff/diff';
import { markdownReport } from '../../src/diff/markdown';
import type { PictureDifferenceInfo } from '../../src/core/pictures/difference';

const differences: Difference[] = [
  { kind: 'changed', path: 'header.name', a: '"a|b"', b: '"<img src=x>"' },
  { kind: 'changed', path: 'header.mapid', a: '1', b: '2' },
  { kind: 'bulk', path: 'heightMap', elem: 'u16', differing: 7, countA: 9, countB: 9, first: [[1, 2]], width: 3 },
];
const groups = { header: { ...zeroCounts(), changed: 3 } };
const height: PictureDifferenceInfo = {
  picture: 'height',
  name: 'heightMap',
  title: 'height map',
  width: 3,
  height: 3,
  status: 'differs',
  changed: 7,
  scale: 1,
  sectionA: { offset: 0, length: 18 },
  sectionB: { offset: 0, length: 18 },
};

describe('markdownReport', () => {
  const lines = markdownReport({
    nameA: 'a.smf',
    nameB: 'b.smf',
    result: { differences, groups, total: 4 },
    pictures: [height, { ...height, name: 'typeMap', status: 'shape', widthB: 4, heightB: 4 }],
    lines: 10,
    images: { heightMap: 'out/heightMap.png' },
  });

  it('has a table of the sections with exact counts, single values first', () => {
    expect(lines[0]).toBe('### Structural diff: `a.smf` → `b.smf`');
    expect(lines).toContain('| header | 3 | 0 | 0 | 0 |');
    expect(lines).toContain('| heightMap | 7 | 0 | 0 | 0 |');
    expect(lines.indexOf('| header | 3 | 0 | 0 | 0 |')).toBeLessThan(lines.indexOf('| heightMap | 7 | 0 | 0 | 0 |'));
  });

  it('lists each section’s differences with values escaped, and what the limit left out', () => {
    expect(lines).toContain('#### header');
    expect(lines).toContain('| name: "a\\|b" -\\> "\\<img src=x\\>" |');
    expect(lines).toContain('| … and 1 more |');
    expect(lines.some((l) => /(^|[^\\])</.test(l))).toBe(false); // no markup left unescaped
  });

  it('shows the pictures with their PNGs, and says when a shape differs', () => {
    expect(lines).toContain('| heightMap | 7 of 9 | ![heightMap](out/heightMap.png) |');
    expect(lines).toContain('| typeMap |  | shape differs, 3x3 -> 4x4 |');
  });

  it('says when the files are equal', () => {
    const equal = markdownReport({
      nameA: 'a',
      nameB: 'b',
      result: { differences: [], groups: {}, total: 0 },
      pictures: [],
      lines: 10,
    });
    expect(equal.at(-1)).toBe('The files are structurally equal.');
  });
});
