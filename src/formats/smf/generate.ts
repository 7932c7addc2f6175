// Synthetic valid Spring maps: mapx = mapy = 128 * scale squares (scale 1: 128x128, scale 128: 16384x16384), with
// two .smt tile files. The .smf is laid out first, allocated once at its final size, its bulk sections filled in
// place through typed-array views, then the encoder writes the headers and small structures around them. The tile
// files stay small at any scale: the map reuses the same 256 tiles.
import { sectionOf } from '../../core/byte-source';
import { bufferSink } from '../../core/byte-sink';
import { GeneratedFile } from '../../core/format';
import { dataView, i32View, u16View } from './bulk';
import { gridBytes } from './grid';
import {
  MEH_NONE,
  MEH_VEGETATION,
  MINIMAP_MIPS,
  MINIMAP_SIZE,
  SMF_HEADER_SIZE,
  SMF_MAGIC,
  SMT_MAGIC,
  SMT_TILE_SIZE,
  VEGETATION_HEADER_SIZE,
  sectionGrids,
  tileIndexCount,
  worldHeight,
} from './layout';
import { ExtraHeader, FeatureSection, SmfModel, TileFileEntry, TileSection } from './model';
import { extraHeadersBytes, featureSectionBytes, tileSectionBytes, writeSmf } from './encode';
import { encodeSmt } from './smt';

const MIN_HEIGHT = -120;
const MAX_HEIGHT = 600;
const FEATURE_TYPES = ['tree_pine_1', 'tree_pine_2', 'tree_oak', 'rock_large', 'rock_small', 'geovent'];

/** xorshift32: the same map for the same scale. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

/** Rolling hills as a sum of one profile along x and one along z, so a height is two table look-ups and an add. */
function heightProfiles(
  width: number,
  height: number,
): { alongX: Uint16Array; alongZ: Uint16Array; raw: (x: number, z: number) => number } {
  // Each profile stays within 0..32000, so the sum of two is a valid raw height.
  const profile = (n: number, phase: number): Uint16Array => {
    const p = new Uint16Array(n);
    for (let i = 0; i < n; i++) {
      const t = (i / 128) * Math.PI;
      p[i] = 16000 + 9000 * Math.sin(t + phase) + 5000 * Math.sin(t * 0.37 + 2 * phase) + 2000 * Math.sin(t * 3.1);
    }
    return p;
  };
  const alongX = profile(width, 0.3);
  const alongZ = profile(height, 1.7);
  return { alongX, alongZ, raw: (x, z) => alongX[x] + alongZ[z] };
}

function fillHeights(out: Uint16Array, alongX: Uint16Array, alongZ: Uint16Array): void {
  const width = alongX.length;
  for (let z = 0, i = 0; z < alongZ.length; z++) {
    const base = alongZ[z];
    for (let x = 0; x < width; x++, i++) out[i] = alongX[x] + base;
  }
}

/** A valid DXT1 block: two RGB565 end colours and a selector pattern. */
function writeBlock(view: DataView, at: number, c0: number, c1: number, selectors: number): void {
  view.setUint16(at, Math.max(c0, c1), true);
  view.setUint16(at + 2, Math.min(c0, c1), true);
  view.setUint32(at + 4, selectors, true);
}

function rgb565(r: number, g: number, b: number): number {
  return ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);
}

/** The minimap: every mip level shaded from the height profiles. */
function fillMinimap(bytes: Uint8Array, raw: (x: number, z: number) => number, squares: number): void {
  const view = dataView(bytes);
  let at = 0;
  for (const size of MINIMAP_MIPS) {
    const blocks = Math.max(1, size / 4);
    for (let by = 0; by < blocks; by++) {
      for (let bx = 0; bx < blocks; bx++, at += 8) {
        const h = raw(Math.floor(((bx + 0.5) / blocks) * squares), Math.floor(((by + 0.5) / blocks) * squares)) >> 8;
        writeBlock(
          view,
          at,
          rgb565(60 + (h >> 2), 90 + (h >> 1), 40),
          rgb565(30 + (h >> 3), 60 + (h >> 2), 20),
          0x1b1b1b1b ^ (bx * 0x01010101),
        );
      }
    }
  }
}

function fillTiles(bytes: Uint8Array, count: number, hue: number): void {
  const view = dataView(bytes);
  const blocksPerTile = SMT_TILE_SIZE / 8;
  for (let t = 0; t < count; t++) {
    const g = 64 + ((t * 37) % 160);
    for (let b = 0; b < blocksPerTile; b++) {
      writeBlock(
        view,
        t * SMT_TILE_SIZE + b * 8,
        rgb565(hue, g, 48),
        rgb565(hue >> 1, g >> 1, 24),
        0xe4e4e4e4 ^ (t * 0x9e3779b9),
      );
    }
  }
}

function smtFile(name: string, tileCount: number, hue: number): GeneratedFile {
  const tiles = new Uint8Array(tileCount * SMT_TILE_SIZE);
  fillTiles(tiles, tileCount, hue);
  const header = { magic: SMT_MAGIC, version: 1, numTiles: tileCount, tileSize: 32, compressionType: 1 };
  return { name, bytes: encodeSmt({ header, tiles, trailing: new Uint8Array(0) }) };
}

/**
 * Section starts from `at` on, in order, each placed so that its byte `alignAt` (where its bulk data starts) is a
 * multiple of `align`, for the typed-array views that fill it. A section that needs it gets a gap before it.
 */
function layout(
  at: number,
  sections: { length: number; align: number; alignAt: number }[],
): { offsets: number[]; end: number } {
  const offsets = sections.map((s) => {
    const start = at + ((s.align - ((at + s.alignAt) % s.align)) % s.align);
    at = start + s.length;
    return start;
  });
  return { offsets, end: at };
}

/**
 * The layouts writers choose between: grass or none (and what the vegetation header's ignored size field holds), an
 * extra header of type 0 (none) before it, the minimap right after the headers or at the very end, one tile file or
 * several.
 */
export interface SmfLayout {
  /** The name the map and its tile files share: `<name>-<mapx>x<mapy>`. */
  name: string;
  /** The vegetation header's size field (the engine ignores it); no grass when absent. */
  grassSizeField?: number;
  /** A type-0 extra header (8 bytes) before the others. */
  noneHeader?: boolean;
  minimap: 'first' | 'last';
  tileFiles: 1 | 2;
}

const DEFAULT_LAYOUT: SmfLayout = {
  name: 'generated',
  grassSizeField: VEGETATION_HEADER_SIZE,
  minimap: 'first',
  tileFiles: 2,
};

/** Every layout of SmfLayout at least once, besides the default one (scale 1 each). */
export function generateSmfVariants(): GeneratedFile[][] {
  const layouts: SmfLayout[] = [
    { name: 'plain', minimap: 'last', tileFiles: 1 },
    { name: 'grass4', grassSizeField: 4, minimap: 'last', tileFiles: 2 },
    { name: 'none-grass16388', grassSizeField: 16388, noneHeader: true, minimap: 'first', tileFiles: 1 },
  ];
  return layouts.map((l) => generateSmf(1, l));
}

export function generateSmf(scale: number, look: SmfLayout = DEFAULT_LAYOUT): GeneratedFile[] {
  const mapx = 128 * Math.max(1, Math.floor(scale));
  const mapy = mapx;
  const base = `${look.name}-${mapx}x${mapy}`;
  const grids = sectionGrids({ mapx, mapy });
  const next = random(0x5eed + scale);

  const files: TileFileEntry[] =
    look.tileFiles === 1
      ? [{ tileCount: 256, name: `${base}.smt` }]
      : [
          { tileCount: 192, name: `${base}.smt` },
          { tileCount: 64, name: `maps/${base}-detail.smt` },
        ];
  const numTiles = files.reduce((n, f) => n + f.tileCount, 0);
  const tiles: TileSection = { numTileFiles: files.length, numTiles, files, indices: sectionOf(new Uint8Array(0)) };
  const featureCount = 64 * scale;
  const features: FeatureSection = {
    numFeatureType: FEATURE_TYPES.length,
    numFeatures: featureCount,
    typeNames: FEATURE_TYPES,
    records: new Uint8Array(0),
  };
  const extraHeaders: ExtraHeader[] = [
    ...(look.noneHeader ? [{ size: 8, type: MEH_NONE }] : []),
    ...(look.grassSizeField === undefined ? [] : [{ size: look.grassSizeField, type: MEH_VEGETATION, grassPtr: 0 }]),
  ];
  const tilesHead = tileSectionBytes(tiles);
  const featuresHead = featureSectionBytes(features);
  const indexBytes = tileIndexCount({ mapx, mapy }) * 4;

  // Headers, grass, minimap (or the minimap last), then the tile section early, where its indices fall 4-byte aligned
  // without a gap (the tile file names grow together with the map size), then heights, types, metal and features.
  const grassBytes = look.grassSizeField === undefined ? 0 : gridBytes(grids.grassMap);
  const sections = {
    grass: { length: grassBytes, align: 1, alignAt: 0 },
    minimap: { length: MINIMAP_SIZE, align: 1, alignAt: 0 },
    tiles: { length: tilesHead + indexBytes, align: 4, alignAt: tilesHead },
    height: { length: gridBytes(grids.heightMap), align: 2, alignAt: 0 },
    type: { length: gridBytes(grids.typeMap), align: 1, alignAt: 0 },
    metal: { length: gridBytes(grids.metalMap), align: 1, alignAt: 0 },
    features: { length: featuresHead + featureCount * 24, align: 1, alignAt: 0 },
  };
  const order: (keyof typeof sections)[] =
    look.minimap === 'first'
      ? ['grass', 'minimap', 'tiles', 'height', 'type', 'metal', 'features']
      : ['grass', 'tiles', 'height', 'type', 'metal', 'features', 'minimap'];
  const placed = layout(
    SMF_HEADER_SIZE + extraHeadersBytes(extraHeaders),
    order.map((k) => sections[k]),
  );
  const { end } = placed;
  const [grassPtr, minimapPtr, tilesPtr, heightmapPtr, typeMapPtr, metalmapPtr, featurePtr] = (
    ['grass', 'minimap', 'tiles', 'height', 'type', 'metal', 'features'] as const
  ).map((k) => placed.offsets[order.indexOf(k)]);
  for (const h of extraHeaders) if (h.type === MEH_VEGETATION) h.grassPtr = grassPtr;
  const out = new Uint8Array(end);
  const at = (offset: number, length: number): Uint8Array => out.subarray(offset, offset + length);

  const { alongX, alongZ, raw } = heightProfiles(grids.heightMap.width, grids.heightMap.height);
  const heightMap = at(heightmapPtr, gridBytes(grids.heightMap));
  fillHeights(u16View(out, heightmapPtr, heightMap.length / 2)!, alongX, alongZ);

  const minimap = at(minimapPtr, MINIMAP_SIZE);
  fillMinimap(minimap, raw, mapx);

  const typeMap = at(typeMapPtr, gridBytes(grids.typeMap));
  const metalMap = at(metalmapPtr, gridBytes(grids.metalMap));
  const half = grids.typeMap.width;
  for (let y = 0, i = 0; y < grids.typeMap.height; y++) {
    for (let x = 0; x < half; x++, i++) {
      typeMap[i] = ((x >> 5) + (y >> 5)) & 3;
      const dx = (x & 63) - 32;
      const dy = (y & 63) - 32;
      metalMap[i] = dx * dx + dy * dy < 16 ? 255 : 0;
    }
  }

  const grassMap = at(grassPtr, grassBytes);
  for (let y = 0, i = 0; grassBytes > 0 && y < grids.grassMap.height; y++) {
    for (let x = 0; x < grids.grassMap.width; x++, i++) grassMap[i] = ((x * 3) ^ (y * 5)) % 7 === 0 ? 1 : 0;
  }

  tiles.indices = sectionOf(out, tilesPtr + tilesHead, indexBytes);
  const indices = i32View(out, tilesPtr + tilesHead, indexBytes / 4)!;
  const tilesPerRow = mapx / 4;
  for (let i = 0; i < indices.length; i++)
    indices[i] = ((i % tilesPerRow) * 7 + Math.floor(i / tilesPerRow) * 13) % numTiles;

  features.records = at(featurePtr + featuresHead, featureCount * 24);
  const records = dataView(features.records);
  for (let i = 0; i < featureCount; i++) {
    const x = Math.floor(next() * mapx);
    const z = Math.floor(next() * mapy);
    records.setInt32(i * 24, Math.floor(next() * FEATURE_TYPES.length), true);
    records.setFloat32(i * 24 + 4, x * 8 + 4, true);
    records.setFloat32(i * 24 + 8, worldHeight(raw(x, z), MIN_HEIGHT, MAX_HEIGHT), true);
    records.setFloat32(i * 24 + 12, z * 8 + 4, true);
    records.setFloat32(i * 24 + 16, Math.floor(next() * 65536) - 32768, true);
    records.setFloat32(i * 24 + 20, 1, true);
  }

  const model: SmfModel = {
    size: end,
    header: {
      magic: SMF_MAGIC,
      version: 1,
      mapid: (0x5eed0000 + scale) | 0,
      mapx,
      mapy,
      squareSize: 8,
      texelPerSquare: 8,
      tileSize: 32,
      minHeight: MIN_HEIGHT,
      maxHeight: MAX_HEIGHT,
      heightmapPtr,
      typeMapPtr,
      tilesPtr,
      minimapPtr,
      metalmapPtr,
      featurePtr,
      numExtraHeaders: extraHeaders.length,
    },
    extraHeaders,
    heightMap: sectionOf(out, heightmapPtr, heightMap.length),
    typeMap: sectionOf(out, typeMapPtr, typeMap.length),
    minimap,
    metalMap: sectionOf(out, metalmapPtr, metalMap.length),
    tiles,
    features,
    grassMap: grassBytes > 0 ? sectionOf(out, grassPtr, grassBytes) : undefined,
    kept: [],
  };
  writeSmf(model, bufferSink(out));
  return [
    { name: `${base}.smf`, bytes: out },
    ...files.map((f, i) => smtFile(f.name.split('/').pop()!, f.tileCount, i === 0 ? 200 : 120)),
  ];
}
