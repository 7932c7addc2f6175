import { describe, expect, it } from 'vitest';
import { floatToHalf, floatToSnorm16, formatFloat, halfToFloat, hex, snorm16ToFloat } from '../../src/core/numbers';

describe('half floats', () => {
  it('decodes the IEEE reference values', () => {
    expect(halfToFloat(0x3c00)).toBe(1);
    expect(halfToFloat(0xc000)).toBe(-2);
    expect(halfToFloat(0x7bff)).toBe(65504);
    expect(halfToFloat(0x0001)).toBe(2 ** -24);
    expect(halfToFloat(0x7c00)).toBe(Infinity);
    expect(halfToFloat(0xfc00)).toBe(-Infinity);
    expect(halfToFloat(0x7e00)).toBeNaN();
    expect(Object.is(halfToFloat(0x8000), -0)).toBe(true);
  });

  it('round-trips every finite half through float and back', () => {
    for (let h = 0; h < 0x10000; h++) {
      const exp = (h >> 10) & 0x1f;
      if (exp === 31) continue;
      expect(floatToHalf(halfToFloat(h))).toBe(h);
    }
  });

  it('rounds to nearest even and saturates to infinity', () => {
    expect(floatToHalf(1 + 2 ** -11)).toBe(0x3c00); // tie -> even
    expect(floatToHalf(1 + 3 * 2 ** -11)).toBe(0x3c02);
    expect(floatToHalf(1e6)).toBe(0x7c00);
    expect(floatToHalf(NaN) & 0x7c00).toBe(0x7c00);
  });
});

describe('snorm16', () => {
  it('maps the ends and clamps -32768', () => {
    expect(snorm16ToFloat(32767)).toBe(1);
    expect(snorm16ToFloat(-32767)).toBe(-1);
    expect(snorm16ToFloat(-32768)).toBe(-1);
    expect(floatToSnorm16(0.5)).toBe(16384);
    expect(floatToSnorm16(2)).toBe(32767);
  });
});

describe('display helpers', () => {
  it('formats hex and float32 values without noise digits', () => {
    expect(hex(255, 4)).toBe('0x00FF');
    expect(formatFloat(Math.fround(0.1))).toBe('0.1');
    expect(formatFloat(3)).toBe('3');
    expect(formatFloat(NaN)).toBe('NaN');
  });
});
