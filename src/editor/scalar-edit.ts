// Turning a value typed by the user into the little-endian bytes of a field, for in-place edits. Only fixed-size
// scalar fields are editable: their bytes can be replaced without moving anything else in the file.
import { floatToHalf, floatToSnorm16 } from '../core/numbers';
import { editableTypes as sizes } from '../protocol';

const intRanges: Record<string, [number, number]> = {
  u8: [0, 0xff],
  i8: [-0x80, 0x7f],
  u16: [0, 0xffff],
  i16: [-0x8000, 0x7fff],
  u32: [0, 0xffffffff],
  i32: [-0x80000000, 0x7fffffff],
};

/** The bytes for `text` as a `type` value, or an error message for the user. */
export function encodeScalar(type: string, text: string): Uint8Array | string {
  const size = sizes[type];
  if (size === undefined) return `${type} fields cannot be edited in place`;
  const t = text.trim();
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  if (type in intRanges) {
    const v = parseInteger(t);
    const [min, max] = intRanges[type];
    if (v === undefined) return `"${t}" is not an integer`;
    if (v < min || v > max) return `${v} is outside the ${type} range ${min}..${max}`;
    if (size === 1) view.setUint8(0, v & 0xff);
    else if (size === 2) view.setUint16(0, v & 0xffff, true);
    else view.setUint32(0, v >>> 0, true);
    return out;
  }
  if (type === 'u64' || type === 'i64') {
    let v: bigint;
    try {
      v = BigInt(t);
    } catch {
      return `"${t}" is not an integer`;
    }
    const [min, max] = type === 'u64' ? [0n, 2n ** 64n - 1n] : [-(2n ** 63n), 2n ** 63n - 1n];
    if (v < min || v > max) return `${v} is outside the ${type} range`;
    view.setBigUint64(0, BigInt.asUintN(64, v), true);
    return out;
  }
  if (type === 'bool') {
    if (!/^(true|false|0|1)$/i.test(t)) return `"${t}" is not true/false`;
    out[0] = /^(true|1)$/i.test(t) ? 1 : 0;
    return out;
  }
  const f = t === '' ? NaN : Number(t);
  if (Number.isNaN(f) && !/^nan$/i.test(t)) return `"${t}" is not a number`;
  if (type === 'f32') view.setFloat32(0, f, true);
  else if (type === 'f64') view.setFloat64(0, f, true);
  else if (type === 'f16') view.setUint16(0, floatToHalf(f), true);
  else {
    if (f < -1 || f > 1) return `${f} is outside the snorm16 range -1..1`;
    view.setInt16(0, floatToSnorm16(f), true);
  }
  return out;
}

/** Decimal, 0x hex or 0b binary integers, exactly (no silent rounding of 1.5 or 1e3). */
function parseInteger(t: string): number | undefined {
  const m = /^([+-]?)(0x[0-9a-f]+|0b[01]+|\d+)$/i.exec(t);
  if (!m) return undefined;
  const v = Number(m[2]);
  return m[1] === '-' ? -v : v;
}
