// Fixed sizes of the Spring map formats and the section sizes the engine derives from the map size.
// Everything here follows the engine's own arithmetic (C integer division), not the wiki's.

export const SMF_MAGIC = 'spring map file\0';
export const SMT_MAGIC = 'spring tilefile\0';

export const SMF_HEADER_SIZE = 80;
export const SMT_HEADER_SIZE = 32;

/** A 32x32 DXT1 tile with 4 mip levels: 512 + 128 + 32 + 8 bytes. */
export const SMT_TILE_SIZE = 680;
export const SMT_TILE_MIPS = [32, 16, 8, 4];

/** The minimap: a 1024x1024 DXT1 image with 9 mip levels (1024 .. 4). */
export const MINIMAP_MIPS = [1024, 512, 256, 128, 64, 32, 16, 8, 4];
export const MINIMAP_SIZE = 699048;

/** Extra header types the engine knows. */
export const MEH_NONE = 0;
export const MEH_VEGETATION = 1;
/** A vegetation header as the engine reads it: size, type, grassPtr (its `size` field is ignored). */
export const VEGETATION_HEADER_SIZE = 12;

/** The engine keeps at most this many feature types, each in a 32-byte buffer of which it reads 31 bytes. */
export const MAX_FEATURE_TYPES = 16384;
export const MAX_FEATURE_NAME_BYTES = 30;
/** The engine reads a tile file name into a 256-byte buffer, at most 255 bytes. */
export const MAX_TILE_FILE_NAME_BYTES = 255;
export const FEATURE_RECORD_SIZE = 24;

/** 1 Spring map unit (the size a lobby shows) = 64 squares = 512 elmos; 1 square = 8 elmos. */
export const SQUARES_PER_SMU = 64;
export const ELMOS_PER_SQUARE = 8;

/** Map dimensions in squares, as the header stores them. */
export interface MapSize {
  mapx: number;
  mapy: number;
}

const div = (a: number, b: number): number => Math.trunc(a / b);

/** Width and height of each bulk section of a map, and its element size: what the engine reads at each pointer. */
export function sectionGrids({ mapx, mapy }: MapSize) {
  return {
    heightMap: { width: mapx + 1, height: mapy + 1, elem: 'u16' },
    typeMap: { width: div(mapx, 2), height: div(mapy, 2), elem: 'u8' },
    metalMap: { width: div(mapx, 2), height: div(mapy, 2), elem: 'u8' },
    grassMap: { width: div(mapx, 4), height: div(mapy, 4), elem: 'u8' },
  } as const;
}

/** Number of tile indices the engine reads: mapx * mapy / 16 (one per 32x32-texel tile). */
export function tileIndexCount({ mapx, mapy }: MapSize): number {
  return div(mapx * mapy, 16);
}

/** The tile index grid, when the index count is an exact grid (mapx and mapy divisible by 4). */
export function tileIndexGrid(size: MapSize): { width: number; height: number } | undefined {
  const width = div(size.mapx, 4);
  const height = div(size.mapy, 4);
  return width * height === tileIndexCount(size) ? { width, height } : undefined;
}

export function validMapSize({ mapx, mapy }: MapSize): boolean {
  return mapx > 0 && mapy > 0;
}

/** World height of a raw height-map value, as the engine computes it. */
export function worldHeight(raw: number, minHeight: number, maxHeight: number): number {
  return minHeight + raw * ((maxHeight - minHeight) / 65536);
}

/**
 * Bytes an extra header takes in the walk over extra headers. A vegetation header is read as 12 bytes whatever its
 * `size` says (the engine never looks at it); any other header is skipped by `size`, and a size below 8 skips
 * nothing beyond the 8 bytes already read.
 */
export function extraHeaderExtent(size: number, type: number): number {
  if (type === MEH_VEGETATION) return VEGETATION_HEADER_SIZE;
  return Math.max(8, size);
}

/** Feature rotation (-32768..32767 = one full turn) in degrees. */
export function rotationDegrees(rotation: number): number {
  return (rotation * 360) / 65536;
}
