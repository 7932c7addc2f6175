import { describe, expect, it } from 'vitest';
import { encodeScalar } from '../../src/editor/scalar-edit';

const bytes = (type: string, text: string): number[] => {
  const r = encodeScalar(type, text);
  if (typeof r === 'string') throw new Error(r);
  return Array.from(r);
};

describe('encodeScalar', () => {
  it('writes integers little-endian, accepting decimal, hex and binary', () => {
    expect(bytes('u8', '255')).toEqual([0xff]);
    expect(bytes('i8', '-1')).toEqual([0xff]);
    expect(bytes('u16', '0x1234')).toEqual([0x34, 0x12]);
    expect(bytes('i16', '-2')).toEqual([0xfe, 0xff]);
    expect(bytes('u32', '0b101')).toEqual([5, 0, 0, 0]);
    expect(bytes('i32', '-2147483648')).toEqual([0, 0, 0, 0x80]);
    expect(bytes('u64', '18446744073709551615')).toEqual(new Array(8).fill(0xff));
    expect(bytes('i64', '-2')).toEqual([0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  });

  it('rejects out-of-range and non-integer text with a message', () => {
    expect(encodeScalar('u8', '256')).toBe('256 is outside the u8 range 0..255');
    expect(encodeScalar('i16', '-32769')).toBe('-32769 is outside the i16 range -32768..32767');
    expect(encodeScalar('u32', '1.5')).toBe('"1.5" is not an integer');
    expect(encodeScalar('u32', '1e3')).toBe('"1e3" is not an integer');
    expect(encodeScalar('u64', '-1')).toBe('-1 is outside the u64 range');
    expect(encodeScalar('i32', '')).toBe('"" is not an integer');
  });

  it('writes floats, halves, snorm16 and bools', () => {
    expect(bytes('f32', '1.5')).toEqual([0, 0, 0xc0, 0x3f]);
    expect(bytes('f64', '-2')).toEqual([0, 0, 0, 0, 0, 0, 0, 0xc0]);
    expect(bytes('f16', '1')).toEqual([0x00, 0x3c]);
    expect(bytes('snorm16', '1')).toEqual([0xff, 0x7f]);
    expect(bytes('snorm16', '-1')).toEqual([0x01, 0x80]);
    expect(bytes('bool', 'true')).toEqual([1]);
    expect(bytes('bool', '0')).toEqual([0]);
    expect(encodeScalar('snorm16', '1.5')).toBe('1.5 is outside the snorm16 range -1..1');
    expect(encodeScalar('f32', 'abc')).toBe('"abc" is not a number');
    expect(encodeScalar('bool', 'yes')).toBe('"yes" is not true/false');
  });

  it('refuses types that cannot be edited in place', () => {
    expect(encodeScalar('char[16]', 'x')).toBe('char[16] fields cannot be edited in place');
  });
});
