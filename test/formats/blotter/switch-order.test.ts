// Row-major order of switches by place: rows along X at one Z within the tolerance, each start corner, ties in file
// order; and the bits of bytes in both orders.
import { describe, expect, it } from 'vitest';
import {
  ROW_TOLERANCE_MM,
  dataBit,
  packBits,
  rowMajorOrder,
  type SwitchPlace,
} from '../../../src/formats/blotter/switch-order';

// A 3 x 2 grid given out of order: index -> (column, row) = 0:(1,0) 1:(0,1) 2:(2,0) 3:(0,0) 4:(2,1) 5:(1,1).
const grid: SwitchPlace[] = [
  { x: 450, z: 150 },
  { x: 150, z: 450 },
  { x: 750, z: 150 },
  { x: 150, z: 150 },
  { x: 750, z: 450 },
  { x: 450, z: 450 },
];

describe('rowMajorOrder', () => {
  it('reads rows along X, the first row and first column at the start corner', () => {
    expect(rowMajorOrder(grid, '-x-z')).toEqual([3, 0, 2, 1, 5, 4]);
    expect(rowMajorOrder(grid, '+x-z')).toEqual([2, 0, 3, 4, 5, 1]);
    expect(rowMajorOrder(grid, '-x+z')).toEqual([1, 5, 4, 3, 0, 2]);
    expect(rowMajorOrder(grid, '+x+z')).toEqual([4, 5, 1, 2, 0, 3]);
  });

  it('keeps switches within the tolerance of a row in it, and starts a new row at the tolerance', () => {
    const places = [
      { x: 300, z: 0 },
      { x: 0, z: ROW_TOLERANCE_MM - 0.5 },
      { x: 100, z: ROW_TOLERANCE_MM },
    ];
    expect(rowMajorOrder(places, '-x-z')).toEqual([1, 0, 2]);
    // Rows are measured from their first switch, so a slow drift does not chain rows together.
    const drift = [0, 100, 200, 300].map((z, k) => ({ x: -k, z }));
    expect(rowMajorOrder(drift, '-x-z')).toEqual([1, 0, 3, 2]);
  });

  it('keeps file order for switches at one place, and counts a non-finite position as 0', () => {
    expect(
      rowMajorOrder(
        [
          { x: 5, z: 5 },
          { x: 5, z: 5 },
          { x: 5, z: 5 },
        ],
        '+x+z',
      ),
    ).toEqual([0, 1, 2]);
    expect(
      rowMajorOrder(
        [
          { x: 10, z: 0 },
          { x: NaN, z: Infinity },
        ],
        '-x-z',
      ),
    ).toEqual([1, 0]);
  });
});

describe('bits of bytes', () => {
  it('deals the top bit first (msb) or the bottom bit first (lsb)', () => {
    const data = Uint8Array.of(0b1000_0001, 0b0100_0000);
    const bits = (order: 'msb' | 'lsb') => Array.from({ length: 16 }, (_, k) => dataBit(data, k, order)).join('');
    expect(bits('msb')).toBe('1000000101000000');
    expect(bits('lsb')).toBe('1000000100000010');
  });

  it('packs bits back, padding the last byte with 0 bits', () => {
    expect(packBits([1, 0, 0, 0, 0, 0, 0, 1, 1], 'msb')).toEqual(Uint8Array.of(0x81, 0x80));
    expect(packBits([1, 0, 0, 0, 0, 0, 0, 1, 1], 'lsb')).toEqual(Uint8Array.of(0x81, 0x01));
    expect(packBits([], 'msb')).toEqual(new Uint8Array(0));
  });
});
