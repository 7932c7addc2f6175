// Every rule the Spring map codecs report, defined once. Severity follows the engine (the SMF loader, the ground
// texture loader and the feature loader): what makes it throw or corrupt memory is an error, what it reads on
// regardless is a warning.
import { rule } from '../../core/diagnostics';

// The engine's own code is the reference: the layout header, the map loader and the ground-texture loader.
const FORMAT = 'RecoilEngine rts/Map/SMF/SMFFormat.h';
const LOADER = 'spring/spring rts/Map/SMF/SMFMapFile.cpp';
const READMAP = 'RecoilEngine rts/Map/SMF/SMFReadMap.cpp';
const TEXTURES = 'RecoilEngine rts/Map/SMF/SMFGroundTextures.cpp';

export const smfRules = {
  magic: rule(
    'smf.magic',
    'error',
    'Not a Spring map file',
    'The first 16 bytes must be "spring map file" and a NUL. The engine compares them as a C string and refuses the ' +
      'map.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
  ),
  version: rule(
    'smf.version',
    'error',
    'Unsupported SMF version',
    'The version must be 1; the engine refuses any other.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
  ),
  squareSize: rule(
    'smf.square-size',
    'error',
    'Square size is not 8',
    'squareSize must be 8 (elmos between height-map vertices); the engine refuses any other value.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
  ),
  texelPerSquare: rule(
    'smf.texel-per-square',
    'error',
    'Texels per square is not 8',
    'texelPerSquare must be 8; the engine refuses any other value.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
  ),
  tileSize: rule(
    'smf.tile-size',
    'error',
    'Tile size is not 32',
    'tilesize must be 32 texels; the engine refuses any other value.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
  ),
  mapSize: rule(
    'smf.map-size',
    'error',
    'Map size is not positive or holds no tile',
    'mapx and mapy must be greater than 0, and the map must hold at least one tile (mapx * mapy / 16 > 0): the ' +
      'engine throws when the map has no tiles. Sections sized from a size that is not positive cannot be read.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
  ),
  mapSizeMultiple: rule(
    'smf.map-size-multiple',
    'warning',
    'Map size is not a multiple of 128',
    'mapx and mapy are documented as multiples of 128 (2 Spring map units). The engine does not enforce it, but it ' +
      'draws the ground texture in 128-square blocks and leaves the remainder untextured.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
  ),
  heightRange: rule(
    'smf.height-range',
    'warning',
    'Height range is inverted or not finite',
    'minHeight should not exceed maxHeight and both should be finite numbers. The engine uses them as given, so the ' +
      'terrain comes out upside down or flat.',
    `${FORMAT} (SMFHeader minHeight, maxHeight)`,
  ),
  sectionBounds: rule(
    'smf.section-bounds',
    'error',
    'Section lies outside the file',
    'A section pointer is negative or past the end of the file, or the section it points to (sized from mapx and ' +
      'mapy) does not fit in the file. The engine reads zeros or garbage in its place. Reported on the pointer.',
    `${FORMAT} (SMFHeader pointers); ${LOADER}`,
  ),
  sectionOverlap: rule(
    'smf.section-overlap',
    'warning',
    'Sections overlap',
    'Two sections (or a section and a header) share bytes. The engine reads each through its own pointer and does ' +
      'not mind, but a writer never means it. Reported on the shared bytes of the later section.',
    `${FORMAT} (SMFHeader pointers)`,
  ),
  extraHeaderCount: rule(
    'smf.extra-header-count',
    'warning',
    'Negative number of extra headers',
    'numExtraHeaders is negative; the engine reads no extra headers, so the map has no grass.',
    `${FORMAT} (ExtraHeader); ${LOADER} (ReadGrassMap)`,
  ),
  extraHeaderTooSmall: rule(
    'smf.extra-header-too-small',
    'warning',
    'Extra header smaller than its own fields',
    'An extra header other than vegetation declares a size below 8 (its size and type fields). The engine skips ' +
      'nothing after the 8 bytes it read and goes on with the next header there.',
    `${FORMAT} (ExtraHeader); ${LOADER} (ReadGrassMap)`,
  ),
  extraHeaderTooLarge: rule(
    'smf.extra-header-too-large',
    'error',
    'Extra header larger than the grass map',
    'The engine skips an unknown extra header by reading its size - 8 bytes into the grass-map buffer ' +
      '(mapx/4 * mapy/4 bytes): a larger header overruns that buffer (a failed assertion in debug builds).',
    `${FORMAT} (ExtraHeader); ${LOADER} (ReadGrassMap)`,
  ),
  extraHeaderUnknown: rule(
    'smf.extra-header-unknown',
    'info',
    'Unknown extra header type',
    'Only types 0 (none) and 1 (vegetation) are defined. The engine skips other types by their size; the bytes are ' +
      'kept as opaque data.',
    `${FORMAT} (ExtraHeader); ${LOADER} (ReadGrassMap)`,
  ),
  extraHeaderIgnored: rule(
    'smf.extra-header-ignored',
    'warning',
    'Extra header after the vegetation header',
    'The engine stops reading extra headers at the first vegetation header, so this one is never read (a second ' +
      'grass map is never used).',
    `${FORMAT} (ExtraHeader); ${LOADER} (ReadGrassMap)`,
  ),
  tileFileCount: rule(
    'smf.tile-file-count',
    'error',
    'Negative number of tile files',
    'numTileFiles is negative: the engine loads no tile file and every tile index points at nothing.',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
  ),
  tileCount: rule(
    'smf.tile-count',
    'error',
    'Negative total number of tiles',
    'numTiles is negative; the engine sizes its tile buffer from it and cannot allocate it.',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
  ),
  tileFileTiles: rule(
    'smf.tile-file-tiles',
    'error',
    'Negative number of tiles in a tile file',
    'A tile file entry declares a negative tile count; the engine fills a negative number of tiles when the file is ' +
      'missing (a crash).',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
  ),
  tileFilesOverflow: rule(
    'smf.tile-files-overflow',
    'error',
    'Tile files hold more tiles than numTiles',
    'Tile files define consecutive ranges of tile numbers. Their sum exceeds numTiles, and the engine copies the ' +
      'excess past the end of its numTiles-sized tile buffer. Reported on the entry where the sum first exceeds it.',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
  ),
  tileFilesShort: rule(
    'smf.tile-files-short',
    'warning',
    'Tile files hold fewer tiles than numTiles',
    'The tile counts of the files add up to less than numTiles; the engine leaves the remaining tiles blank.',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
  ),
  tileFileNameLength: rule(
    'smf.tile-file-name-length',
    'error',
    'Tile file name longer than 255 bytes',
    'The engine reads a tile file name into a 256-byte buffer: it keeps the first 255 bytes and goes on reading the ' +
      'next entry from the middle of this name, so every later entry and all tile indices are misread.',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
  ),
  tileIndexRange: rule(
    'smf.tile-index-range',
    'error',
    'Tile index out of range',
    'Every tile index must be at least 0 and below numTiles. The engine does not check; an out-of-range index ' +
      'renders garbage from outside its tile buffer.',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
  ),
  featureTypeCount: rule(
    'smf.feature-type-count',
    'error',
    'Feature type count out of range',
    'numFeatureType must be 0..16384: the engine keeps at most 16384 feature types and refuses the map otherwise ' +
      '(a negative count compares as a huge one).',
    `${FORMAT} (MapFeatureHeader, MapFeatureStruct); ${LOADER} (ReadFeatureInfo)`,
  ),
  featureCount: rule(
    'smf.feature-count',
    'error',
    'Negative number of features',
    'numFeatures is negative; the engine cannot size its feature list from it.',
    `${FORMAT} (MapFeatureHeader, MapFeatureStruct); ${LOADER} (ReadFeatureInfo)`,
  ),
  featureNameLength: rule(
    'smf.feature-name-length',
    'error',
    'Feature type name longer than 30 bytes',
    'The engine reads each feature type name into a 32-byte buffer, at most 31 bytes including the NUL. A longer ' +
      'name is cut, and the engine reads the next name (and the feature records) from the middle of this one.',
    `${FORMAT} (MapFeatureHeader, MapFeatureStruct); ${LOADER} (ReadFeatureInfo)`,
  ),
  featureTypeIndex: rule(
    'smf.feature-type-index',
    'error',
    'Feature type index out of range',
    "A feature record's featureType must index one of the numFeatureType names. The engine looks the name up " +
      'without checking and reads garbage.',
    `${FORMAT} (MapFeatureHeader, MapFeatureStruct); ${LOADER} (ReadFeatureInfo)`,
  ),
  smtMissing: rule(
    'smf.smt-missing',
    'warning',
    'Tile file not found next to the map',
    "The .smt named by this tile file entry is not in the map's folder. The engine looks there first (then for the " +
      'name as given in its virtual file system) and, when it finds nothing, draws those tiles in a flat colour.',
    `${TEXTURES} (tile files); ${READMAP}`,
  ),
  smtInvalid: rule(
    'smf.smt-invalid',
    'error',
    'Tile file named by the map is not a valid SMT',
    'The .smt next to the map has a bad magic, version, tile size or compression type; the engine refuses to load ' +
      'the map.',
    `${TEXTURES} (tile files); ${READMAP}`,
  ),
  smtTooFewTiles: rule(
    'smf.smt-too-few-tiles',
    'error',
    'Tile file holds fewer tiles than the map says',
    "The engine reads as many tiles from each .smt as the map's entry says, ignoring the SMT's own count. The file " +
      'next to the map holds fewer whole tiles, so the rest come out blank.',
    `${TEXTURES} (tile files); ${READMAP}`,
  ),
} as const;

export const smtRules = {
  magic: rule(
    'smt.magic',
    'error',
    'Not a Spring tile file',
    'The first 16 bytes must be "spring tilefile" and a NUL; the engine refuses the map that uses this file.',
    `${FORMAT} (TileFileHeader); ${TEXTURES}`,
  ),
  version: rule(
    'smt.version',
    'error',
    'Unsupported SMT version',
    'The version must be 1; the engine refuses any other.',
    `${FORMAT} (TileFileHeader); ${TEXTURES}`,
  ),
  tileSize: rule(
    'smt.tile-size',
    'error',
    'Tile size is not 32',
    'tileSize must be 32 texels; the engine refuses any other value.',
    `${FORMAT} (TileFileHeader); ${TEXTURES}`,
  ),
  compression: rule(
    'smt.compression',
    'error',
    'Compression type is not DXT1',
    'compressionType must be 1 (DXT1); the engine refuses any other value.',
    `${FORMAT} (TileFileHeader); ${TEXTURES}`,
  ),
  tileCount: rule(
    'smt.tile-count',
    'warning',
    'Header tile count disagrees with the file size',
    'numTiles differs from the number of whole 680-byte tiles in the file. The engine never uses this field (it ' +
      'reads as many tiles as the map says) and real files carry 0 here, so it is only a warning.',
    `${FORMAT} (TileFileHeader); ${TEXTURES}`,
  ),
  partialTile: rule(
    'smt.partial-tile',
    'error',
    'File ends inside a tile',
    'After the 32-byte header the file must hold whole 680-byte tiles; the last one is cut short.',
    `${FORMAT} (TileFileHeader); ${TEXTURES}`,
  ),
} as const;
