// Pictures made of 32x32-texel DXT1 tiles with 4 mip levels (680 bytes each, as in .smt files): a map's texture
// stitched through its tile index, or a tile file's tiles laid out as a grid. Rendered at one mip level.
import { SMT_HEADER_SIZE, SMT_TILE_MIPS, SMT_TILE_SIZE } from './layout';
import { smtTileCount } from './smt';
import { decodeDxt1, dxt1MipBytes } from '../../core/pictures/dxt1';
import { inside } from '../../core/pictures/grid';
import { Picture, PixelSource } from '../../core/pictures/picture';
import { counted, msg, type Text } from '../../core/translatable';

const TILE_PX = SMT_TILE_MIPS[0];
/** Offset of each mip level inside a tile: 0, 512, 640, 672. */
const MIP_AT = SMT_TILE_MIPS.map((_, m) => SMT_TILE_MIPS.slice(0, m).reduce((n, s) => n + dxt1MipBytes(s), 0));

export interface TileGridSpec {
  name: string;
  title: Text;
  columns: number;
  rows: number;
  offset: number;
  length: number;
  /** The .smt bytes and tile number inside it for grid cell (tx, ty); undefined draws the cell transparent. */
  tile: (tx: number, ty: number) => { bytes: Uint8Array; index: number } | undefined;
  source: (tx: number, ty: number, x: number, y: number) => PixelSource;
  /** The grid cell a byte of the picture's range belongs to. */
  cellOf: (offset: number) => { tx: number; ty: number } | undefined;
}

export function tilePicture(spec: TileGridSpec): Picture {
  const { columns, rows } = spec;
  return {
    name: spec.name,
    title: spec.title,
    kind: 'rgba',
    width: columns * TILE_PX,
    height: rows * TILE_PX,
    offset: spec.offset,
    length: spec.length,
    mips: SMT_TILE_MIPS.length,
    render(options = {}) {
      const mip = Math.max(0, Math.min(SMT_TILE_MIPS.length - 1, Math.floor(options.mip ?? 0)));
      const px = SMT_TILE_MIPS[mip];
      const blocks = px / 4;
      const width = columns * px;
      const height = rows * px;
      const data = new Uint8Array(width * height * 4);
      for (let ty = 0; ty < rows; ty++) {
        for (let tx = 0; tx < columns; tx++) {
          const t = spec.tile(tx, ty);
          if (!t) continue;
          const at = SMT_HEADER_SIZE + t.index * SMT_TILE_SIZE + MIP_AT[mip];
          decodeDxt1(t.bytes, at, blocks, blocks, data, width, tx * px, ty * px);
        }
      }
      return { kind: 'rgba', width, height, data };
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

/** A tile file's tiles, `columns` to a row. */
export function smtPicture(bytes: Uint8Array): Picture | undefined {
  const { whole } = smtTileCount(bytes.length);
  if (whole === 0) return undefined;
  const columns = Math.min(whole, Math.ceil(Math.sqrt(whole)));
  const rows = Math.ceil(whole / columns);
  const number = (tx: number, ty: number): number => ty * columns + tx;
  return tilePicture({
    name: 'tiles',
    title: msg`${counted(whole, 'tile')}, ${columns} to a row`,
    columns,
    rows,
    offset: SMT_HEADER_SIZE,
    length: whole * SMT_TILE_SIZE,
    tile: (tx, ty) => (number(tx, ty) < whole ? { bytes, index: number(tx, ty) } : undefined),
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
