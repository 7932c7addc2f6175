// Is there a tile or feature section at this offset? Two strengths of the same walk over a section's counts and
// names: `lenient` accepts what a careless writer still produces (the per-field rules report the rest), `strict`
// accepts only what a real writer produces, and is what the search for a section a wrong pointer missed uses.
import {
  FEATURE_RECORD_SIZE,
  MAX_FEATURE_NAME_BYTES,
  MAX_FEATURE_TYPES,
  MAX_TILE_FILE_NAME_BYTES,
  MapSize,
  tileIndexCount,
} from './layout';

export type Strength = 'lenient' | 'strict';

/** The search stops after this many candidates: more than one already makes the answer a choice. */
const MAX_CANDIDATES = 4;
/** A real map names a handful of tile files; the search only tries counts up to this. */
const MAX_SEARCHED_TILE_FILES = 64;

const isText = (b: number): boolean => b >= 0x20 && b < 0x7f;

/** End of the NUL-terminated name at `at` (the NUL's offset), or -1 when it does not fit the rules. */
function nameEnd(bytes: Uint8Array, at: number, maxBytes: number, strength: Strength): number {
  const limit = Math.min(bytes.length, at + (strength === 'strict' ? maxBytes + 1 : bytes.length));
  for (let i = at; i < limit; i++) {
    const b = bytes[i];
    if (b === 0) return strength === 'strict' && i === at ? -1 : i;
    if (strength === 'strict' && !isText(b)) return -1;
  }
  return -1;
}

const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** End offset of a plausible tile section at `at`, or -1. Strict also wants every tile index to name a tile. */
export function tileSectionEnd(bytes: Uint8Array, at: number, map: MapSize | undefined, strength: Strength): number {
  if (!Number.isInteger(at) || at < 0 || at + 8 > bytes.length) return -1;
  const v = view(bytes);
  const numTileFiles = v.getInt32(at, true);
  const numTiles = v.getInt32(at + 4, true);
  if (numTileFiles < (strength === 'strict' ? 1 : 0) || numTiles < 0) return -1;
  if (numTileFiles > (bytes.length - at - 8) / 5) return -1;
  let p = at + 8;
  let sum = 0;
  for (let i = 0; i < numTileFiles; i++) {
    if (p + 5 > bytes.length) return -1;
    const tileCount = v.getInt32(p, true);
    if (strength === 'strict' && tileCount < 0) return -1;
    const end = nameEnd(bytes, p + 4, MAX_TILE_FILE_NAME_BYTES, strength);
    if (end < 0) return -1;
    if (strength === 'strict' && !/\.smt$/i.test(String.fromCharCode(...bytes.subarray(end - 4, end)))) return -1;
    sum += Math.max(0, tileCount);
    p = end + 1;
  }
  if (strength === 'strict' && sum !== numTiles) return -1;
  const end = p + (map ? tileIndexCount(map) * 4 : 0);
  if (end > bytes.length) return -1;
  // A real tile section's indices all name one of its tiles.
  if (strength === 'strict')
    for (let q = p; q < end; q += 4) {
      const index = v.getInt32(q, true);
      if (index < 0 || index >= numTiles) return -1;
    }
  return end;
}

/** End offset of a plausible feature section at `at`, or -1. Strict also wants every record to name a type. */
export function featureSectionEnd(bytes: Uint8Array, at: number, strength: Strength): number {
  if (!Number.isInteger(at) || at < 0 || at + 8 > bytes.length) return -1;
  const v = view(bytes);
  const numFeatureType = v.getInt32(at, true);
  const numFeatures = v.getInt32(at + 4, true);
  if (numFeatureType < (strength === 'strict' ? 1 : 0) || numFeatureType > MAX_FEATURE_TYPES) return -1;
  if (numFeatures < 0 || numFeatureType > bytes.length - at - 8) return -1;
  let p = at + 8;
  for (let i = 0; i < numFeatureType; i++) {
    const end = nameEnd(bytes, p, MAX_FEATURE_NAME_BYTES, strength);
    if (end < 0) return -1;
    p = end + 1;
  }
  if (numFeatures > (bytes.length - p) / FEATURE_RECORD_SIZE) return -1;
  const end = p + numFeatures * FEATURE_RECORD_SIZE;
  if (strength === 'strict') {
    for (let r = p; r < end; r += FEATURE_RECORD_SIZE) {
      const type = v.getInt32(r, true);
      if (type < 0 || type >= numFeatureType) return -1;
      for (let k = 4; k < FEATURE_RECORD_SIZE; k += 4) if (!Number.isFinite(v.getFloat32(r + k, true))) return -1;
    }
  }
  return end;
}

/**
 * Offsets where a strict section starts, nearest to `near` first (at most a few). A cheap test of the first count's
 * high bytes rejects almost every offset before the walk: a real first count is small.
 */
function search(bytes: Uint8Array, near: number, maxFirstCount: number, probe: (at: number) => boolean): number[] {
  const found: number[] = [];
  const highZero = maxFirstCount < 256 ? 3 : 2;
  for (let at = 0; at + 8 <= bytes.length && found.length < MAX_CANDIDATES; at++) {
    if (bytes[at + 3] !== 0 || bytes[at + 2] !== 0 || (highZero === 3 && bytes[at + 1] !== 0)) continue;
    if (at !== near && probe(at)) found.push(at);
  }
  return found.sort((a, b) => Math.abs(a - near) - Math.abs(b - near));
}

export function findTileSections(bytes: Uint8Array, near: number, map: MapSize | undefined): number[] {
  return search(bytes, near, MAX_SEARCHED_TILE_FILES, (at) => tileSectionEnd(bytes, at, map, 'strict') >= 0);
}

export function findFeatureSections(bytes: Uint8Array, near: number): number[] {
  return search(bytes, near, MAX_FEATURE_TYPES, (at) => featureSectionEnd(bytes, at, 'strict') >= 0);
}
