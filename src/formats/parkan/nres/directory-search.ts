// Where the directory is. The header's entry count and total_size place it; when what they place cannot be a
// directory, the file itself usually shows where the real one is: the directory always ends the file, so the one
// entry count whose entries all make sense (terminated names, payloads inside the data region, sort indices a
// permutation, payloads covering the data region as the canonical writer lays them out) names it. Found that way, the
// wrong header field is one error instead of one per misread entry.
import { ENTRY_SIZE, HEADER_SIZE, NAME_SIZE, entryField } from './layout';

/** Payloads start at multiples of 8: smaller gaps are padding. */
const ALIGNMENT = 8;

export interface DirectoryPlace {
  count: number;
  /** Offset where the directory ends (the file end, or total_size when that was believed). */
  end: number;
  /** Which header field was found wrong, when the directory was found elsewhere than the header says. */
  wrong?: 'totalSize' | 'entryCount';
}

/** True when `count` entries ending at `end` read as a directory. Strict also wants a sort-index permutation. */
function plausible(bytes: Uint8Array, view: DataView, count: number, end: number, strict: boolean): boolean {
  const dir = end - count * ENTRY_SIZE;
  if (dir < HEADER_SIZE || end > bytes.length) return false;
  if (count === 0) return dir === HEADER_SIZE;
  const seen = strict ? new Uint8Array(count) : undefined;
  for (let at = dir; at < end; at += ENTRY_SIZE) {
    const dataOffset = view.getUint32(at + entryField.dataOffset, true);
    const size = view.getUint32(at + entryField.size, true);
    if (dataOffset < HEADER_SIZE || dataOffset + size > dir) return false;
    const name = at + entryField.name;
    if (bytes.subarray(name, name + NAME_SIZE).indexOf(0) < 0) return false;
    if (seen) {
      const sort = view.getUint32(at + entryField.sortIndex, true);
      if (sort >= count || seen[sort]) return false;
      seen[sort] = 1;
    }
  }
  return !strict || coversData(view, dir, end);
}

/** True when the payloads cover the data region [16, dir) with no gap beyond alignment padding (under 8 bytes). */
function coversData(view: DataView, dir: number, end: number): boolean {
  const ranges: [number, number][] = [];
  for (let at = dir; at < end; at += ENTRY_SIZE) {
    const offset = view.getUint32(at + entryField.dataOffset, true);
    ranges.push([offset, offset + view.getUint32(at + entryField.size, true)]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let covered = HEADER_SIZE;
  for (const [start, stop] of ranges) {
    if (start - covered >= ALIGNMENT) return false;
    covered = Math.max(covered, stop);
  }
  return dir - covered < ALIGNMENT;
}

/**
 * True when the `count` entries that end the file read strictly as a directory (the reading `placeDirectory` takes
 * first, from the directory's bytes alone).
 */
export function endsWithDirectory(bytes: Uint8Array, count: number): boolean {
  return plausible(bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), count, bytes.length, true);
}

/**
 * `placed` is where the header's fields put the directory end. A strict reading of what they place wins; then one
 * strict directory elsewhere; then a lenient reading of what they place (its entries' own rules report the rest).
 */
export function placeDirectory(bytes: Uint8Array, view: DataView, count: number, placed: number): DirectoryPlace {
  const size = bytes.length;
  if (plausible(bytes, view, count, placed, true)) return { count, end: placed };
  if (placed !== size && plausible(bytes, view, count, size, true)) return { count, end: size, wrong: 'totalSize' };
  const found = searchCount(bytes, view, count);
  if (found >= 0) return { count: found, end: size, wrong: 'entryCount' };
  if (placed !== size && !plausible(bytes, view, count, placed, false) && plausible(bytes, view, count, size, false))
    return { count, end: size, wrong: 'totalSize' };
  return { count, end: placed };
}

/** The one entry count other than `count` that reads the end of the file as a strict directory, or -1. */
function searchCount(bytes: Uint8Array, view: DataView, count: number): number {
  let found = -1;
  const most = Math.floor((bytes.length - HEADER_SIZE) / ENTRY_SIZE);
  for (let n = 1; n <= most; n++) {
    if (n === count || !plausible(bytes, view, n, bytes.length, true)) continue;
    if (found >= 0) return -1; // two candidates: which one is meant is a choice
    found = n;
  }
  return found;
}
