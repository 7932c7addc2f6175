// Decoding a map read in pages (a file too large for the editor to hold): the bulk grids (heights, types, metal,
// grass) and the tile indices, nearly all of a large map, stay in the file and are read when checked or shown.
// Everything else is read into a buffer the size of the file whose bulk ranges are never written, so they cost no
// memory. A map whose sections do not lie plainly side by side in the file, or that decodes with an error, is left
// to the whole-file decode, which reports it exactly.
import type { ByteSource, Section } from '../../core/byte-source';
import type { PagedDecoding } from '../../core/format';
import { heldBytes, type ByteRange } from '../../core/held-range';
import { decodeSmf } from './decode';
import { gridBytes } from './grid';
import { HEADER_FIELD } from './header';
import {
  MAX_TILE_FILE_NAME_BYTES,
  MEH_VEGETATION,
  SMF_HEADER_SIZE,
  extraHeaderExtent,
  sectionGrids,
  tileIndexCount,
  validMapSize,
} from './layout';
import type { SmfModel } from './model';

/** More extra headers or tile files than this: not a plain map, left to the whole-file decode. */
const maxEntries = 4096;

export function decodeSmfPaged(source: ByteSource): PagedDecoding<SmfModel, SmfModel> | undefined {
  const size = source.size;
  const head = source.read(0, SMF_HEADER_SIZE);
  if (head.length < SMF_HEADER_SIZE) return undefined;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const field = (name: keyof typeof HEADER_FIELD): number => view.getInt32(HEADER_FIELD[name], true);
  const map = { mapx: field('mapx'), mapy: field('mapy') };
  if (!validMapSize(map)) return undefined;
  const grids = sectionGrids(map);
  const bulk: ByteRange[] = [
    [field('heightmapPtr'), gridBytes(grids.heightMap)],
    [field('typeMapPtr'), gridBytes(grids.typeMap)],
    [field('metalmapPtr'), gridBytes(grids.metalMap)],
  ].map(([at, length]) => [at, at + length]);
  const extras = extraHeaders(source, field('numExtraHeaders'));
  if (!extras) return undefined;
  if (extras.grassPtr !== undefined) bulk.push([extras.grassPtr, extras.grassPtr + gridBytes(grids.grassMap)]);
  const indicesAt = tileIndicesAt(source, field('tilesPtr'));
  if (indicesAt !== undefined) bulk.push([indicesAt, indicesAt + 4 * tileIndexCount(map)]);

  // The small parts the decoder reads from the held bytes must not start inside a bulk range.
  const starts = [field('tilesPtr'), field('minimapPtr'), field('featurePtr')];
  if (!plainlyPlaced(bulk, extras.end, starts, size)) return undefined;
  const held = heldBytes(source, bulk);
  const decoded = decodeSmf(held, source);
  const m = decoded.model;
  if (!m || decoded.diagnostics.some((d) => d.severity === 'error')) return undefined;
  // Every range left out must be a section the decoder reads from the file, or its bytes would be zeros to it.
  const read = [m.heightMap, m.typeMap, m.metalMap, m.grassMap, m.tiles?.indices].filter(
    (s): s is Section => s !== undefined,
  );
  const covered = bulk.every(([from, to]) => read.some((s) => s.offset === from && s.offset + s.length === to));
  return covered ? { decoded, held, editable: true } : undefined;
}

/** Where the extra headers end, and the grass map of the first vegetation header (the only one the engine reads). */
function extraHeaders(source: ByteSource, count: number): { end: number; grassPtr?: number } | undefined {
  if (count < 0 || count > maxEntries) return undefined;
  let at = SMF_HEADER_SIZE;
  let grassPtr: number | undefined;
  for (let i = 0; i < count; i++) {
    const b = source.read(at, 12);
    if (b.length < 8) return undefined;
    const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const type = v.getInt32(4, true);
    if (type === MEH_VEGETATION && grassPtr === undefined) {
      if (b.length < 12) return undefined;
      grassPtr = v.getInt32(8, true);
    }
    const extent = extraHeaderExtent(v.getInt32(0, true), type);
    if (!(extent > 0)) return undefined;
    at += extent;
  }
  return { end: at, grassPtr };
}

/** Where the tile indices start: after the two counts and the tile file entries (count, NUL-ended name). */
function tileIndicesAt(source: ByteSource, tilesPtr: number): number | undefined {
  const counts = source.read(tilesPtr, 8);
  if (tilesPtr < 0 || counts.length < 8) return undefined;
  const files = new DataView(counts.buffer, counts.byteOffset, 8).getInt32(0, true);
  if (files < 0 || files > maxEntries) return undefined;
  let at = tilesPtr + 8;
  for (let i = 0; i < files; i++) {
    const name = source.read(at + 4, MAX_TILE_FILE_NAME_BYTES + 1);
    const nul = name.indexOf(0);
    if (nul < 0) return undefined;
    at += 4 + nul + 1;
  }
  return at;
}

/**
 * True when the bulk ranges lie inside the file after the headers (which end at `headersEnd`), apart from each
 * other and from the starts of the small parts.
 */
function plainlyPlaced(bulk: ByteRange[], headersEnd: number, starts: number[], size: number): boolean {
  const sorted = [...bulk].sort((a, b) => a[0] - b[0]);
  return sorted.every(
    ([from, to], i) =>
      from >= headersEnd &&
      to <= size &&
      (i === 0 || sorted[i - 1][1] <= from) &&
      starts.every((s) => s < from || s >= to),
  );
}
