// Pictures made of 32x32-texel DXT1 tiles with 4 mip levels (680 bytes each, as in .smt files): a map's texture
// stitched through its tile index, or a tile file's tiles laid out as a grid. Shown by the tiles in view: each
// tile is read from its tile file at the mip level asked for and decoded alone, and kept in a bounded cache, so a
// view of a map of any size reads and holds what it shows, not the texture.
import { SMT_HEADER_SIZE, SMT_TILE_MIPS, SMT_TILE_SIZE } from './layout';
import { smtTileCount } from './smt';
import { DecodedTiles } from './decoded-tiles';
import { bufferSource, type ByteSource } from '../../core/byte-source';
import { decodeDxt1, dxt1MipBytes } from '../../core/pictures/dxt1';
import { inside } from '../../core/pictures/grid';
import { Picture, PixelSource } from '../../core/pictures/picture';
import { clipRegion, sampleRows, type Region } from '../../core/pictures/sample';
import { counted, msg, type Text } from '../../core/translatable';

const TILE_PX = SMT_TILE_MIPS[0];
/** Offset of each mip level inside a tile: 0, 512, 640, 672. */
const MIP_AT = SMT_TILE_MIPS.map((_, m) => SMT_TILE_MIPS.slice(0, m).reduce((n, s) => n + dxt1MipBytes(s), 0));
/** Decoded tiles a picture keeps: 2048 tiles at mip 0, more than a full-resolution view of 2048x2048 pixels shows. */
export const DECODED_TILES_BUDGET = 8 << 20;

/** Where a grid cell's tile is: its tile file, its number there, and an id shared by every cell showing it. */
export interface TileAt {
  source: ByteSource;
  index: number;
  id: number;
}

export interface TileGridSpec {
  name: string;
  title: Text;
  columns: number;
  rows: number;
  offset: number;
  length: number;
  /** The tile of grid cell (tx, ty); undefined draws the cell transparent. */
  tile: (tx: number, ty: number) => TileAt | undefined;
  source: (tx: number, ty: number, x: number, y: number) => PixelSource;
  /** The grid cell a byte of the picture's range belongs to. */
  cellOf: (offset: number) => { tx: number; ty: number } | undefined;
}

export function tilePicture(spec: TileGridSpec): Picture {
  const { columns, rows } = spec;
  const decoded = new DecodedTiles(DECODED_TILES_BUDGET);
  const sample = (step: number, region: Region | undefined, mip: number) => {
    const px = SMT_TILE_MIPS[mip];
    const full = { x: 0, y: 0, width: columns * px, height: rows * px };
    const r = clipRegion(region ?? full, full);
    // One row of the picture at a time, filled only at the columns kept, from the tiles under them.
    const row = new Uint8Array(full.width * 4);
    const blank = new Uint8Array(px * px * 4);
    const pixels = (tile: TileAt): Uint8Array =>
      decoded.get(tile.id * SMT_TILE_MIPS.length + mip, () => {
        const out = new Uint8Array(px * px * 4);
        const at = SMT_HEADER_SIZE + tile.index * SMT_TILE_SIZE + MIP_AT[mip];
        decodeDxt1(tile.source.read(at, dxt1MipBytes(px)), 0, px / 4, px / 4, out, px);
        return out;
      });
    const rowAt = (y: number): Uint8Array => {
      const ty = Math.floor(y / px);
      const within = (y % px) * px * 4;
      let tx = -1;
      let tile: Uint8Array = blank;
      for (let x = r.x; x < r.x + r.width; x += step) {
        if (Math.floor(x / px) !== tx) {
          tx = Math.floor(x / px);
          const t = spec.tile(tx, ty);
          tile = t ? pixels(t) : blank;
        }
        const from = within + (x % px) * 4;
        const to = x * 4;
        row[to] = tile[from];
        row[to + 1] = tile[from + 1];
        row[to + 2] = tile[from + 2];
        row[to + 3] = tile[from + 3];
      }
      return row;
    };
    return { ...sampleRows('rgba', full, 4, rowAt, step, r), mip };
  };
  return {
    name: spec.name,
    title: spec.title,
    kind: 'rgba',
    width: columns * TILE_PX,
    height: rows * TILE_PX,
    offset: spec.offset,
    length: spec.length,
    mips: SMT_TILE_MIPS.length,
    sample: (step, region, mip = 0) => sample(step, region, mipLevel(mip)),
    render(options = {}) {
      const data = sample(1, undefined, mipLevel(options.mip ?? 0));
      return { kind: 'rgba', width: data.width, height: data.height, data: new Uint8Array(data.pixels!) };
    },
    source(x, y) {
      if (!inside(x, y, columns * TILE_PX, rows * TILE_PX)) return undefined;
      return spec.source(Math.floor(x / TILE_PX), Math.floor(y / TILE_PX), x % TILE_PX, y % TILE_PX);
    },
    pixelOf(offset) {
      const c = spec.cellOf(offset);
      return c && { x: c.tx * TILE_PX, y: c.ty * TILE_PX };
    },
  };
}

function mipLevel(mip: number): number {
  return Math.max(0, Math.min(SMT_TILE_MIPS.length - 1, Math.floor(mip)));
}

/** A tile file's tiles, `columns` to a row. */
export function smtPicture(bytes: Uint8Array): Picture | undefined {
  const { whole } = smtTileCount(bytes.length);
  if (whole === 0) return undefined;
  const columns = Math.min(whole, Math.ceil(Math.sqrt(whole)));
  const rows = Math.ceil(whole / columns);
  const number = (tx: number, ty: number): number => ty * columns + tx;
  const source = bufferSource(bytes);
  return tilePicture({
    name: 'tiles',
    title: msg`${counted(whole, 'tile')}, ${columns} to a row`,
    columns,
    rows,
    offset: SMT_HEADER_SIZE,
    length: whole * SMT_TILE_SIZE,
    tile: (tx, ty) => {
      const n = number(tx, ty);
      return n < whole ? { source, index: n, id: n } : undefined;
    },
    source(tx, ty, x, y) {
      const n = number(tx, ty);
      if (n >= whole) return { offset: bytes.length, length: 0, path: 'tiles', value: msg`no tile` };
      const block = (y >> 2) * (TILE_PX / 4) + (x >> 2);
      return {
        offset: SMT_HEADER_SIZE + n * SMT_TILE_SIZE + 8 * block,
        length: 8,
        path: `tiles[${n}].mip0[${block}]`,
        value: msg`tile ${n}, texel (${x}, ${y})`,
      };
    },
    cellOf(offset) {
      const n = Math.floor((offset - SMT_HEADER_SIZE) / SMT_TILE_SIZE);
      return offset < SMT_HEADER_SIZE || n >= whole ? undefined : { tx: n % columns, ty: Math.floor(n / columns) };
    },
  });
}
