// What the SMF and SMT encoders write back. Bulk grids are sections of the file's bytes, read when needed (never
// copied into objects, and not even held for a file read in pages); every section keeps the offset its pointer
// gives, so any section order, gap or overlap survives.
import type { Section } from '../../core/byte-source';

export interface SmfHeader {
  /** The 16 magic bytes as latin-1 text ("spring map file\0" when valid). */
  magic: string;
  version: number;
  mapid: number;
  mapx: number;
  mapy: number;
  squareSize: number;
  texelPerSquare: number;
  tileSize: number;
  minHeight: number;
  maxHeight: number;
  heightmapPtr: number;
  typeMapPtr: number;
  tilesPtr: number;
  minimapPtr: number;
  metalmapPtr: number;
  featurePtr: number;
  numExtraHeaders: number;
}

export interface ExtraHeader {
  /** As stored: the engine ignores it for vegetation headers, writers put 4, 12 or more there. */
  size: number;
  type: number;
  /** Vegetation headers: offset of the grass map. */
  grassPtr?: number;
  /** Other types: the `size - 8` bytes after size and type, kept as they are. */
  payload?: Uint8Array;
}

export interface TileFileEntry {
  tileCount: number;
  /** Latin-1 text of the stored name (e.g. "maps/foo.smt"), without its NUL. */
  name: string;
}

export interface TileSection {
  numTileFiles: number;
  numTiles: number;
  files: TileFileEntry[];
  /** The tile indices: i32 little-endian, mapx * mapy / 16 of them. */
  indices: Section;
}

export interface FeatureSection {
  numFeatureType: number;
  numFeatures: number;
  /** Latin-1 text of each type name, without its NUL. */
  typeNames: string[];
  /** numFeatures records of 24 bytes: i32 type, f32 x, y, z, rotation, relativeSize. */
  records: Uint8Array;
}

/** Bytes no decoded structure accounts for (gaps, trailing data, sections that could not be read). */
export interface KeptBytes {
  offset: number;
  bytes: Uint8Array;
}

export interface SmfModel {
  size: number;
  header: SmfHeader;
  /** Raw bits of minHeight and maxHeight, so NaN payloads survive; used only while the float still matches. */
  heightBits?: [number, number];
  extraHeaders: ExtraHeader[];
  heightMap?: Section;
  typeMap?: Section;
  minimap?: Uint8Array;
  metalMap?: Section;
  tiles?: TileSection;
  features?: FeatureSection;
  /** At the first vegetation header's grassPtr (the only one the engine reads). */
  grassMap?: Section;
  kept: KeptBytes[];
}

export interface SmtHeader {
  magic: string;
  version: number;
  numTiles: number;
  tileSize: number;
  compressionType: number;
}

export interface SmtModel {
  header: SmtHeader;
  /** Whole tiles, 680 bytes each. */
  tiles: Uint8Array;
  /** Bytes after the last whole tile (a partial tile). */
  trailing: Uint8Array;
}
