// Test fixtures for Spring maps: small maps laid out here section after section (so a test can change one part and
// still have a consistent file), written by the project's encoder, and helpers to decode, validate and patch them.
import { sectionOf } from '../../../src/core/byte-source';
import { analyze } from '../../../src/analysis';
import { Diagnostic } from '../../../src/core/diagnostics';
import { SiblingFiles } from '../../../src/core/format';
import { ExtraHeader, SmfModel, TileFileEntry } from '../../../src/formats/smf/model';
import { smfFormat, smtFormat } from '../../../src/formats/smf';
import {
  MEH_VEGETATION,
  MINIMAP_SIZE,
  SMF_MAGIC,
  SMT_MAGIC,
  sectionGrids,
  tileIndexCount,
} from '../../../src/formats/smf/layout';
import { gridBytes } from '../../../src/formats/smf/grid';
import { encodeSmf, extraHeadersBytes, featureSectionBytes, tileSectionBytes } from '../../../src/formats/smf/encode';
import { encodeSmt } from '../../../src/formats/smf/smt';
import { expectWellFormed } from '../../helpers/invariants';

export interface SmfSpec {
  mapx?: number;
  mapy?: number;
  extraHeaders?: ExtraHeader[];
  numExtraHeaders?: number;
  tileFiles?: TileFileEntry[];
  numTileFiles?: number;
  numTiles?: number;
  typeNames?: string[];
  numFeatureType?: number;
  /** [featureType, x, y, z, rotation, relativeSize] */
  features?: number[][];
  numFeatures?: number;
}

export interface BuiltSmf {
  bytes: Uint8Array;
  model: SmfModel;
  /** Where the tile section's entries and indices and the feature section's names and records start. */
  at: { entries: number; indices: number; names: number; records: number };
}

/**
 * A small valid map (128x128 unless said otherwise) in the order header, extra headers, height map, type map,
 * minimap, metal map, grass map, tile section, feature section, with the counts and pointers the spec derives.
 */
export function buildSmf(spec: SmfSpec = {}): BuiltSmf {
  const mapx = spec.mapx ?? 128;
  const mapy = spec.mapy ?? 128;
  const grids = sectionGrids({ mapx, mapy });
  const extraHeaders = (spec.extraHeaders ?? [{ size: 12, type: MEH_VEGETATION }]).map((h) => ({ ...h }));
  const tileFiles = spec.tileFiles ?? [{ tileCount: 4, name: 'test.smt' }];
  const typeNames = spec.typeNames ?? ['tree', 'rock'];
  const features = spec.features ?? [
    [0, 100, 10, 200, 16384, 1],
    [1, 300, 12, 400, -16384, 1],
  ];
  const records = new Uint8Array(features.length * 24);
  const rv = new DataView(records.buffer);
  features.forEach((f, i) => {
    rv.setInt32(i * 24, f[0], true);
    for (let k = 1; k < 6; k++) rv.setFloat32(i * 24 + 4 * k, f[k], true);
  });
  const tiles = {
    numTileFiles: spec.numTileFiles ?? tileFiles.length,
    numTiles: spec.numTiles ?? tileFiles.reduce((n, f) => n + Math.max(0, f.tileCount), 0),
    files: tileFiles,
    indices: sectionOf(new Uint8Array(tileIndexCount({ mapx, mapy }) * 4)),
  };
  const featureSection = {
    numFeatureType: spec.numFeatureType ?? typeNames.length,
    numFeatures: spec.numFeatures ?? features.length,
    typeNames,
    records,
  };
  const hasGrass = extraHeaders.some((h) => h.type === MEH_VEGETATION);
  const sizes = {
    heightMap: gridBytes(grids.heightMap),
    typeMap: gridBytes(grids.typeMap),
    minimap: MINIMAP_SIZE,
    metalMap: gridBytes(grids.metalMap),
    grassMap: hasGrass ? gridBytes(grids.grassMap) : 0,
    tiles: tileSectionBytes(tiles),
    features: featureSectionBytes(featureSection),
  };
  let at = 80 + extraHeadersBytes(extraHeaders);
  const ptr: Record<string, number> = {};
  for (const [k, n] of Object.entries(sizes)) {
    ptr[k] = at;
    at += n;
  }
  const veg = extraHeaders.find((h) => h.type === MEH_VEGETATION);
  if (veg) veg.grassPtr = ptr.grassMap;
  const model: SmfModel = {
    size: at,
    header: {
      magic: SMF_MAGIC,
      version: 1,
      mapid: 1234,
      mapx,
      mapy,
      squareSize: 8,
      texelPerSquare: 8,
      tileSize: 32,
      minHeight: -50,
      maxHeight: 250,
      heightmapPtr: ptr.heightMap,
      typeMapPtr: ptr.typeMap,
      tilesPtr: ptr.tiles,
      minimapPtr: ptr.minimap,
      metalmapPtr: ptr.metalMap,
      featurePtr: ptr.features,
      numExtraHeaders: spec.numExtraHeaders ?? extraHeaders.length,
    },
    extraHeaders,
    heightMap: sectionOf(new Uint8Array(sizes.heightMap).fill(0x40)),
    typeMap: sectionOf(new Uint8Array(sizes.typeMap)),
    minimap: new Uint8Array(MINIMAP_SIZE),
    metalMap: sectionOf(new Uint8Array(sizes.metalMap)),
    grassMap: hasGrass ? sectionOf(new Uint8Array(sizes.grassMap)) : undefined,
    tiles,
    features: featureSection,
    kept: [],
  };
  const entries = ptr.tiles + 8;
  const indices = ptr.tiles + sizes.tiles - tiles.indices.length;
  const names = ptr.features + 8;
  return {
    bytes: encodeSmf(model),
    model,
    at: { entries, indices, names, records: ptr.features + sizes.features - records.length },
  };
}

/** An SMT of `tiles` tiles; `edit` changes the header before writing. */
export function buildSmt(
  tiles: number,
  edit: Partial<{ magic: string; version: number; numTiles: number; tileSize: number; compressionType: number }> = {},
  extra = 0,
): Uint8Array {
  const body = new Uint8Array(tiles * 680 + extra);
  for (let i = 0; i < body.length; i++) body[i] = (i * 31) & 0xff;
  const header = { magic: SMT_MAGIC, version: 1, numTiles: tiles, tileSize: 32, compressionType: 1, ...edit };
  return encodeSmt({ header, tiles: body.subarray(0, tiles * 680), trailing: body.subarray(tiles * 680) });
}

export const dv = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
export const i32 = (b: Uint8Array, at: number) => dv(b).getInt32(at, true);
export const setI32 = (b: Uint8Array, at: number, v: number) => dv(b).setInt32(at, v, true);
export const setF32 = (b: Uint8Array, at: number, v: number) => dv(b).setFloat32(at, v, true);

/** Siblings from a name -> bytes table (matched by base name, like the CLI). */
export function siblings(files: Record<string, Uint8Array>): SiblingFiles {
  return { read: async (name) => files[name.split(/[\\/]/).pop()!] };
}

/** Decode and validate as SMF (or SMT for `.smt` names); the tree must be well formed whatever the input. */
export async function check(
  bytes: Uint8Array,
  options: { name?: string; siblings?: SiblingFiles } = {},
): Promise<Diagnostic[]> {
  const name = options.name ?? 'test.smf';
  const a = await analyze(name, bytes, {
    format: name.endsWith('.smt') ? smtFormat : smfFormat,
    siblings: options.siblings,
  });
  expectWellFormed(a.decoded.root, a.diagnostics, bytes.length);
  return a.diagnostics;
}

export const codes = (d: Diagnostic[]) => d.map((x) => x.code);
export const errors = (d: Diagnostic[]) => d.filter((x) => x.severity === 'error');

export { expectSameBytes } from '../../helpers/invariants';
