// The pictures of a Spring map (.smf): the height, terrain-type, metal and grass grids as stored, the minimap
// (DXT1 mip 0), the texture stitched from the tile index and the tiles of the .smt files beside the map, and the
// features as markers. Section layout and sizes: spring/rts/Map/SMF/SMFFormat.h and SMFReadMap.cpp.
import type { PictureHooks, SiblingFiles } from '../../core/format';
import { formatFloat } from '../../core/numbers';
import { FEATURE_RECORD_SIZE, MINIMAP_SIZE, sectionGrids, tileIndexGrid, validMapSize, worldHeight } from './layout';
import { SmfModel } from './model';
import { counted, msg } from '../../core/translatable';
import { smtTileCount, tileFileSource } from './smt';
import { fileOfTile, tileRanges } from './tiles';
import { decodeDxt1 } from '../../core/pictures/dxt1';
import { gridPicture, inside } from '../../core/pictures/grid';
import { planPicture, strideItemOf } from '../../core/pictures/plan';
import { Picture, offsetIn } from '../../core/pictures/picture';
import type { ByteSource, Section } from '../../core/byte-source';
import { smfImporter } from './picture-import';
import { slopePictures } from './slope-pictures';
import { gameOf, type Game } from './move-classes';
import { metalSpotsPicture } from './metal-picture';
import { DEFAULT_EXTRACTOR_RADIUS } from './metal-spots';
import { smtPicture, tilePicture } from './smt-picture';
import type { SmtModel } from './model';
import type { MapContext } from './map-context';
import { startBoxesPicture } from './start-box-picture';

/** Elmos per height-map square, and texels per square at texture mip 0. */
const ELMOS_PER_SQUARE = 8;
const MINIMAP_PX = 1024;
/**
 * The most height-map squares the pictures drawn from the map size (texture, features) are drawn for: an 8192x8192
 * map (128x128 map units, past the largest published maps). Beyond it, or for a size that is not positive, the
 * header is damaged and those pictures are not offered, rather than allocated from it.
 */
const MAX_DRAWN_SQUARES = 8193 * 8193;

function drawableMapSize({ mapx, mapy }: SmfModel['header']): boolean {
  return validMapSize({ mapx, mapy }) && (mapx + 1) * (mapy + 1) <= MAX_DRAWN_SQUARES;
}

/** `context`: what the map's archive says about it (start positions and boxes, extractor radius), where known. */
export async function smfPictures(
  model: SmfModel,
  bytes: Uint8Array,
  siblings?: SiblingFiles,
  game: Game = 'bar',
  context?: MapContext,
): Promise<Picture[]> {
  const h = model.header;
  const grids = sectionGrids(h);
  const out: Picture[] = [];
  if (model.heightMap) {
    const g = grids.heightMap;
    out.push(
      gridPicture({
        name: 'height',
        title: msg`height map, ${g.width}x${g.height} raw u16`,
        source: model.heightMap.source,
        elem: 'u16',
        node: 'heightMap',
        width: g.width,
        height: g.height,
        offset: model.heightMap.offset,
        range: { min: h.minHeight, max: h.maxHeight, unit: msg`elmos` },
        describe: (raw, x, y) => {
          const elmos = formatFloat(worldHeight(raw, h.minHeight, h.maxHeight));
          return msg`raw ${raw} = ${elmos} elmos at elmo (${x * ELMOS_PER_SQUARE}, ${y * ELMOS_PER_SQUARE})`;
        },
      }),
    );
    out.push(...slopePictures(model, game));
    const boxes = context && startBoxesPicture(model, context, game);
    if (boxes) out.push(boxes);
  }
  const byteGrid = (name: string, node: string, data: Section | undefined, g: { width: number; height: number }) => {
    if (!data) return;
    const what =
      name === 'type' ? msg`terrain type map` : name === 'metal' ? msg`metal density map` : msg`grass density map`;
    out.push(
      gridPicture({
        name,
        title: msg`${what}, ${g.width}x${g.height} u8`,
        source: data.source,
        elem: 'u8',
        node,
        width: g.width,
        height: g.height,
        offset: data.offset,
        describe: (raw) => msg`${what} ${raw}`,
      }),
    );
  };
  byteGrid('type', 'typeMap', model.typeMap, grids.typeMap);
  byteGrid('metal', 'metalMap', model.metalMap, grids.metalMap);
  // Without the archive's mapinfo.lua, the engine's default extractor radius and no start positions. Finding the
  // spots reads the metal map whole, so a map read in pages does not offer them.
  const radius = context?.extractorRadius ?? DEFAULT_EXTRACTOR_RADIUS;
  const spots = model.metalMap?.source.resident && metalSpotsPicture(model, radius, context?.starts);
  if (spots) out.push(spots);
  byteGrid('grass', 'grassMap', model.grassMap, grids.grassMap);
  if (model.minimap) out.push(minimapPicture(bytes, offsetIn(bytes, model.minimap)));
  if (!drawableMapSize(h)) return out;
  const texture = siblings && (await texturePicture(model, siblings));
  if (texture) out.push(texture);
  if (model.features) out.push(featurePicture(model, bytes));
  return out;
}

function minimapPicture(bytes: Uint8Array, offset: number): Picture {
  const blocksPerRow = MINIMAP_PX / 4;
  return {
    name: 'minimap',
    title: msg`minimap, 1024x1024 DXT1 mip 0`,
    kind: 'rgba',
    width: MINIMAP_PX,
    height: MINIMAP_PX,
    offset,
    length: MINIMAP_SIZE,
    mips: 1,
    render() {
      const data = new Uint8Array(MINIMAP_PX * MINIMAP_PX * 4);
      decodeDxt1(bytes, offset, blocksPerRow, blocksPerRow, data, MINIMAP_PX);
      return { kind: 'rgba', width: MINIMAP_PX, height: MINIMAP_PX, data };
    },
    source(x, y) {
      if (!inside(x, y, MINIMAP_PX, MINIMAP_PX)) return undefined;
      const block = (y >> 2) * blocksPerRow + (x >> 2);
      return {
        offset: offset + 8 * block,
        length: 8,
        path: `minimap.mip0[${block}]`,
        value: msg`DXT1 block (${x >> 2}, ${y >> 2}), texel (${x & 3}, ${y & 3})`,
      };
    },
    pixelOf(at) {
      const block = Math.floor((at - offset) / 8);
      if (at < offset || block >= blocksPerRow * blocksPerRow) return undefined;
      return { x: (block % blocksPerRow) * 4, y: Math.floor(block / blocksPerRow) * 4 };
    },
  };
}

/** The map texture: tile (tx, ty) of the index grid is tile number indices[ty][tx] of the tile files in order. */
async function texturePicture(model: SmfModel, siblings: SiblingFiles): Promise<Picture | undefined> {
  const tiles = model.tiles;
  const shape = tileIndexGrid(model.header);
  if (!tiles || !shape || tiles.files.length === 0) return undefined;
  const files: (ByteSource | undefined)[] = [];
  for (const f of tiles.files) files.push(await tileFileSource(siblings, f.name));
  if (files.every((f) => f === undefined)) return undefined;
  const ranges = tileRanges(tiles.files);
  const indexAt = tiles.indices.offset;
  // The texture is drawn row by row: one row of indices is read at a time.
  let row: { ty: number; view: DataView } | undefined;
  const tileOf = (tx: number, ty: number): number => {
    if (row?.ty !== ty) {
      const b = tiles.indices.source.read(indexAt + 4 * ty * shape.width, 4 * shape.width);
      row = { ty, view: new DataView(b.buffer, b.byteOffset, b.byteLength) };
    }
    return row.view.getInt32(4 * tx, true);
  };
  return tilePicture({
    name: 'texture',
    title: msg`texture, ${shape.width}x${shape.height} tiles from ${counted(tiles.files.length, 'tile file')}`,
    columns: shape.width,
    rows: shape.height,
    offset: indexAt,
    length: tiles.indices.length,
    tile(tx, ty) {
      const n = tileOf(tx, ty);
      const f = fileOfTile(ranges, n);
      const smt = f < 0 ? undefined : files[f];
      if (!smt) return undefined;
      const local = n - ranges[f].first;
      return local < smtTileCount(smt.size).whole ? { source: smt, index: local, id: n } : undefined;
    },
    cellOf(at) {
      const i = Math.floor((at - indexAt) / 4);
      return at < indexAt || i >= shape.width * shape.height
        ? undefined
        : { tx: i % shape.width, ty: Math.floor(i / shape.width) };
    },
    source(tx, ty) {
      const n = tileOf(tx, ty);
      const f = fileOfTile(ranges, n);
      const where =
        f < 0
          ? msg`tile ${n} in no tile file`
          : files[f]
            ? msg`tile ${n} ${tiles.files[f].name}`
            : msg`tile ${n} ${tiles.files[f].name} (not found)`;
      return {
        offset: indexAt + 4 * (ty * shape.width + tx),
        length: 4,
        path: `tiles.indices[${ty}][${tx}]`,
        value: where,
      };
    },
  });
}

/** Features as markers in height-map squares (positions are in elmos), one legend entry per feature type. */
function featurePicture(model: SmfModel, bytes: Uint8Array): Picture {
  const f = model.features!;
  const records = f.records;
  const count = Math.floor(records.length / FEATURE_RECORD_SIZE);
  const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
  const at = offsetIn(bytes, records);
  const unknown = f.typeNames.length;
  const points = new Float32Array(2 * count);
  const pointKinds = new Uint16Array(count);
  for (let i = 0; i < count; i++) {
    const r = i * FEATURE_RECORD_SIZE;
    const type = view.getInt32(r, true);
    pointKinds[i] = type >= 0 && type < unknown ? type : unknown;
    points[2 * i] = view.getFloat32(r + 4, true) / ELMOS_PER_SQUARE;
    points[2 * i + 1] = view.getFloat32(r + 12, true) / ELMOS_PER_SQUARE;
  }
  const legend = [...f.typeNames, msg`unknown type`];
  return planPicture({
    name: 'features',
    title: counted(count, 'feature'),
    width: model.header.mapx + 1,
    height: model.header.mapy + 1,
    offset: at,
    length: records.length,
    legend,
    plan: { points, pointKinds, pointItems: Uint32Array.from({ length: count }, (_, i) => i) },
    itemOf: strideItemOf(at, FEATURE_RECORD_SIZE, count),
    item: (i) => {
      const [x, z] = [points[2 * i], points[2 * i + 1]].map((p) => formatFloat(p * ELMOS_PER_SQUARE));
      return {
        offset: at + i * FEATURE_RECORD_SIZE,
        length: FEATURE_RECORD_SIZE,
        path: `features.records[${i}]`,
        value: msg`${legend[pointKinds[i]]} at elmo (${x}, ${z})`,
      };
    },
  });
}

export const smfPictureHooks: PictureHooks<SmfModel, SmfModel> = {
  list: (decoded, bytes, siblings, settings) =>
    decoded.model ? smfPictures(decoded.model, bytes, siblings, gameOf(settings?.game)) : [],
  importer: (decoded, bytes) => decoded.model && smfImporter(decoded.model, bytes),
};

export const smtPictureHooks: PictureHooks<SmtModel, undefined> = {
  list: (_, bytes) => {
    const p = smtPicture(bytes);
    return p ? [p] : [];
  },
};
