// The tile section at tilesPtr: the tile file list (each file holds the next consecutive range of tile numbers)
// and the tile index of every 32x32-texel tile of the map.
import { StructBuilder } from '../../core/builder';
import { OutOfData } from '../../core/cursor';
import { DiagnosticSink } from '../../core/diagnostics';
import { NodeLink } from '../../core/node';
import { inert, quote } from '../../core/text';
import { grid } from './grid';
import { MAX_TILE_FILE_NAME_BYTES, MapSize, tileIndexCount, tileIndexGrid } from './layout';
import { TileFileEntry, TileSection } from './model';
import { smfRules } from './rules';
import { counted, msg, type Text } from '../../core/translatable';
import { sectionI32OutOfRange } from './bulk';
import type { ByteSource } from '../../core/byte-source';

/** The tile numbers a file holds: [first, first + count). Files follow each other; a negative count holds none. */
export interface TileRange {
  first: number;
  count: number;
}

export function tileRanges(files: readonly TileFileEntry[]): TileRange[] {
  let next = 0;
  return files.map((f) => {
    const count = Math.max(0, f.tileCount);
    const r = { first: next, count };
    next += count;
    return r;
  });
}

/** Index of the file holding tile `tile`, or -1. */
export function fileOfTile(ranges: readonly TileRange[], tile: number): number {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid];
    if (tile < r.first) hi = mid - 1;
    else if (tile >= r.first + r.count) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** A stored name as display text: escaped like any file text, but without quotes ("tiles 0..1023 in foo.smt"). */
export function nameText(name: string): string {
  return quote(name, name.length).slice(1, -1);
}

export function rangeText(r: TileRange, name: string): Text {
  return r.count === 0 ? msg`no tiles in ${name}` : msg`tiles ${r.first}..${r.first + r.count - 1} in ${name}`;
}

/** Byte range of each tile file entry (tileCount + name + NUL) within the section starting at `sectionOffset`. */
export function tileEntryOffsets(sectionOffset: number, files: readonly TileFileEntry[]): number[] {
  const out: number[] = [];
  let at = sectionOffset + 8;
  for (const f of files) {
    out.push(at);
    at += 4 + f.name.length + 1;
  }
  out.push(at);
  return out;
}

/** The tile files' counts against numTiles, as read: decode reports them once it knows the whole file. */
export interface TileSum {
  /** Offset of the tile section (numTiles is at start + 4). */
  start: number;
  numTiles: number;
  /** The files' tile counts added up. */
  sum: number;
  /** Where the running sum first passes numTiles. */
  overflow?: { at: number; i: number; sum: number };
}

/**
 * Reads the tile section into `s` (which starts at tilesPtr). `map` is undefined when the map size is invalid.
 * `sums` gets the tile files' sum as soon as the entries are read, before the indices (which may be cut short).
 */
export function readTileSection(
  s: StructBuilder,
  /** Where the indices are read from when checked or shown (the cursor only steps over them). */
  source: ByteSource,
  map: MapSize | undefined,
  sink: DiagnosticSink,
  sums: (t: TileSum) => void,
): TileSection {
  const start = s.c.pos;
  const numTileFiles = s.i32('numTileFiles');
  const numTiles = s.i32('numTiles', { show: (v) => msg`${counted(v, 'tile')} in all files` });
  if (numTileFiles < 0) sink.report(smfRules.tileFileCount, start, 4, msg`numTileFiles is ${numTileFiles}`);
  if (numTiles < 0) sink.report(smfRules.tileCount, start + 4, 4, msg`numTiles is ${numTiles}`);

  const files: TileFileEntry[] = [];
  let next = 0;
  /** Where the running sum of tile counts first passes numTiles (reported once the whole sum is known). */
  let overflow: { at: number; i: number; sum: number } | undefined;
  if (numTileFiles > 0) {
    if (!s.c.fits(numTileFiles, 5)) throw new OutOfData(s.c.pos, numTileFiles * 5, s.c.remaining);
    s.struct(
      'files',
      `TileFile[${numTileFiles}]`,
      (a) => {
        for (let i = 0; i < numTileFiles; i++) {
          const at = a.c.pos;
          let range: TileRange = { first: next, count: 0 };
          a.struct(
            `[${i}]`,
            'TileFile',
            (e) => {
              const tileCount = e.i32('tileCount', { show: (v) => counted(v, 'tile') });
              const nameAt = e.c.pos;
              const name = e.cString('name', e.c.remaining);
              const nameBytes = e.c.pos - nameAt - 1;
              if (nameBytes > MAX_TILE_FILE_NAME_BYTES) {
                sink.report(
                  smfRules.tileFileNameLength,
                  nameAt,
                  nameBytes,
                  msg`tile file name is ${nameBytes} bytes; the engine reads at most ${MAX_TILE_FILE_NAME_BYTES}`,
                );
              }
              if (tileCount < 0)
                sink.report(
                  smfRules.tileFileTiles,
                  at,
                  4,
                  msg`tile file ${i} (${quote(name)}) declares ${tileCount} tiles`,
                );
              range = { first: next, count: Math.max(0, tileCount) };
              next += range.count;
              if (overflow === undefined && numTiles >= 0 && next > numTiles) overflow = { at, i, sum: next };
              files.push({ tileCount, name });
            },
            () => rangeText(range, nameText(files[i].name)),
          );
        }
      },
      () => msg`${counted(numTileFiles, 'tile file')}, ${counted(next, 'tile')}`,
    );
  }
  sums({ start, numTiles, sum: next, overflow });

  const count = map ? tileIndexCount(map) : 0;
  const indicesAt = s.c.pos;
  const ranges = tileRanges(files);
  const entryAt = tileEntryOffsets(start, files);
  const entryLink = (tile: number): NodeLink[] | undefined => {
    const f = fileOfTile(ranges, tile);
    return f < 0
      ? undefined
      : [{ label: inert(files[f].name), offset: entryAt[f], length: entryAt[f + 1] - entryAt[f] }];
  };
  const describe = (tile: number): Text => {
    const f = fileOfTile(ranges, tile);
    if (tile < 0 || tile >= numTiles) return msg`tile ${tile}: out of range (${counted(numTiles, 'tile')})`;
    return f < 0 ? msg`tile ${tile}: in no tile file` : msg`tile ${tile} in ${nameText(files[f].name)}`;
  };
  const shape = (map && tileIndexGrid(map)) ?? { width: count, height: count > 0 ? 1 : 0 };
  if (count > 0) {
    s.add(
      grid(source, indicesAt, Math.min(count * 4, s.c.remaining), {
        name: 'indices',
        elem: 'i32',
        width: shape.width,
        height: shape.height,
        describe,
        links: entryLink,
        summary: () => msg`${shape.width}x${shape.height} tile indices into ${counted(numTiles, 'tile')}`,
      }),
    );
    if (indicesAt + count * 4 > s.c.end) throw new OutOfData(indicesAt, count * 4, s.c.end - indicesAt);
  }
  return { numTileFiles, numTiles, files, indices: { source, offset: indicesAt, length: count * 4 } };
}

/**
 * Setting numTiles to the sum is determined when numTiles is the tile section's own field (`shared`: other
 * sections or the header lie on its bytes, which it would change too) and, when it lowers numTiles, no tile index
 * lies between the sum and numTiles: such an index says numTiles is right and a tile count is wrong.
 */
export function numTilesFixable(t: TileSum, tiles: TileSection | undefined, shared: boolean): boolean {
  // numTiles is an i32: a sum past its range has no value to set.
  if (!tiles || shared || t.sum > 0x7fffffff) return false;
  if (t.sum > t.numTiles) return true;
  let between = false;
  sectionI32OutOfRange(tiles.indices, t.sum, (_, v) => {
    if (v >= t.sum && v < t.numTiles) between = true;
  });
  return !between;
}

/** smf.tile-files-overflow / smf.tile-files-short, with the fix that sets numTiles to the sum when `fixable`. */
export function reportTileSum(t: TileSum, fixable: boolean, sink: DiagnosticSink): void {
  const setNumTiles = fixable
    ? { title: msg`set numTiles to ${t.sum}, the sum of the tile files' counts`, value: t.sum }
    : undefined;
  if (t.overflow) {
    sink.report(
      smfRules.tileFilesOverflow,
      t.overflow.at,
      4,
      msg`tile files 0..${t.overflow.i} hold ${t.overflow.sum} tiles, numTiles is ${t.numTiles}`,
      [{ offset: t.start + 4, length: 4, message: msg`numTiles` }],
      setNumTiles,
    );
  }
  if (t.numTiles >= 0 && t.sum < t.numTiles) {
    sink.report(
      smfRules.tileFilesShort,
      t.start + 4,
      4,
      msg`numTiles is ${t.numTiles}, the tile files hold ${t.sum}`,
      undefined,
      setNumTiles,
    );
  }
}
