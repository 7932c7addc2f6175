// What a custom data layout is: the fields in stored order, how sure the layout is, and where it comes from.
// Interface-based data is written by the game's serializer, property by property in alphabetical order: colours as
// three bytes, ints and floats little-endian, a bool as one byte, text and byte arrays as an i32 length (-1: null)
// and the bytes.
import { type Text } from '../../core/translatable';
import { type VersionQuad } from './model';

/** Color24 (R, G, B bytes), a byte, little-endian ints and floats, a bool byte, text, a byte array, or the rest. */
export type FieldShape = 'color' | 'u8' | 'u32' | 'i32' | 'f32' | 'bool' | 'string' | 'bytes' | 'rest';

/** How a RAM's memory sits in a byte field: a raw deflate stream of little-endian words. */
export interface MemoryWords {
  /** Bits per word, or the name of the earlier field that holds it. */
  bits: number | string;
  /** Address bits (2^n words), or the name of the earlier field that holds it. */
  addressBits: number | string;
}

export interface FieldSpec {
  name: string;
  shape: FieldShape;
  /** Unit counted after the value. */
  unit?: 'squares' | 'ticks';
  /** A 'bytes' or 'rest' field holding a RAM's memory, shown word by word. */
  words?: MemoryWords;
}

export type Confidence = 'documented' | 'checked on real saves' | 'guessed';

export interface CustomDataLayout {
  /** Node type of the decoded data, e.g. "CircuitBoardData". */
  type: string;
  fields: readonly FieldSpec[];
  confidence: Confidence;
  /** Public source of the layout or of its field names. */
  source: string | Text;
  /** Fixed byte size, or -1 when a text or byte array field makes it variable. */
  size: number;
}

/** A layout that holds for saves from game version `since` on (until the next entry's). */
export interface VersionedLayout {
  since: VersionQuad;
  layout: CustomDataLayout;
}

export function layout(
  type: string,
  confidence: Confidence,
  source: string | Text,
  fields: FieldSpec[],
): CustomDataLayout {
  const fixed = fields.every((f) => shapeSize(f.shape) >= 0);
  return { type, fields, confidence, source, size: fixed ? fields.reduce((n, f) => n + shapeSize(f.shape), 0) : -1 };
}

/** Bytes of a fixed-size shape; -1 for the variable ones (a string's or array's bytes follow its i32 length). */
export function shapeSize(shape: FieldShape): number {
  switch (shape) {
    case 'color':
      return 3;
    case 'u8':
    case 'bool':
      return 1;
    case 'string':
    case 'bytes':
    case 'rest':
      return -1;
    default:
      return 4;
  }
}

/**
 * Whether `length` bytes at `at` are exactly one record of `l`: a fixed size matches, or every text's or array's
 * i32 length is non-negative (-1 for a null array) and the fields end where the data does.
 */
export function fitsLayout(l: CustomDataLayout, view: DataView, at: number, length: number): boolean {
  if (l.size >= 0) return length === l.size;
  const end = at + length;
  let p = at;
  for (const f of l.fields) {
    const size = shapeSize(f.shape);
    if (f.shape === 'rest') return p <= end;
    if (size >= 0) {
      p += size;
      continue;
    }
    if (end - p < 4) return false;
    const n = view.getInt32(p, true);
    const nullArray = n === -1 && f.shape === 'bytes';
    if ((n < 0 && !nullArray) || n > end - p - 4) return false;
    p += 4 + Math.max(n, 0);
  }
  return p === end;
}

/** Whether game version `a` is at least `b`. */
export function atLeast(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 0; k < 4; k++) if (a[k] !== b[k]) return a[k] > b[k];
  return true;
}
