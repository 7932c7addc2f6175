// Number conversions the formats share: IEEE half floats and signed-normalised integers.

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

export function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 31) return frac ? NaN : sign * Infinity;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

/** Round-to-nearest-even float32 -> half conversion (used by writers and generators). */
export function floatToHalf(value: number): number {
  f32[0] = value;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  const e = exp - 127 + 15;
  if (e >= 31) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let half = mant >> shift;
    const rem = mant & ((1 << shift) - 1);
    const mid = 1 << (shift - 1);
    if (rem > mid || (rem === mid && half & 1)) half++;
    return sign | half;
  }
  let half = (e << 10) | (mant >> 13);
  const rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem === 0x1000 && half & 1)) half++;
  return sign | half;
}

export function snorm16ToFloat(v: number): number {
  return Math.max(-1, v / 32767);
}

export function floatToSnorm16(f: number): number {
  return Math.round(Math.max(-1, Math.min(1, f)) * 32767);
}

/** Upper-case hex digits zero-padded to `width`, without a prefix (the hex view's columns). */
export function hexDigits(n: number | bigint, width = 0): string {
  return n.toString(16).toUpperCase().padStart(width, '0');
}

/** `0x01F4`: a number as the tree and the messages show it. */
export function hex(n: number | bigint, width = 0): string {
  return '0x' + hexDigits(n, width);
}

/** The first `max` bytes as space-separated hex pairs, with an ellipsis when there are more. */
export function hexBytes(bytes: Uint8Array, max = 32): string {
  const shown = Array.from(bytes.subarray(0, max), (b) => hexDigits(b, 2)).join(' ');
  return bytes.length > max ? `${shown} …` : shown;
}

/** Float text that round-trips the stored float32 without noise digits. */
export function formatFloat(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 1e15) return String(v);
  return String(Number(v.toPrecision(7)));
}
