// Every rule the Spring map codecs report, defined once. Severity follows the engine (the SMF loader, the ground
// texture loader and the feature loader): what makes it throw or corrupt memory is an error, what it reads on
// regardless is a warning.
import { rule } from '../../core/diagnostics';

// The engine's own code is the reference: the layout header, the map loader and the ground-texture loader.
const FORMAT = 'RecoilEngine rts/Map/SMF/SMFFormat.h';
const LOADER = 'spring/spring rts/Map/SMF/SMFMapFile.cpp';
const READMAP = 'RecoilEngine rts/Map/SMF/SMFReadMap.cpp';
const TEXTURES = 'RecoilEngine rts/Map/SMF/SMFGroundTextures.cpp';
const RECOIL = 'beyond-all-reason/RecoilEngine';

export const smfRules = {
  magic: rule(
    'smf.magic',
    'error',
    'Not a Spring map file',
    'The first 16 bytes must be "spring map file" and a NUL. The engine compares them as a C string and refuses ' +
      'the map. ' +
      'The fix writes them.',
    `${FORMAT} (SMFHeader); ${LOADER} (header check)`,
    { fixable: true },
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
      'excess past the end of its numTiles-sized tile buffer. Reported on the entry where the sum first exceeds it. ' +
      'The fix sets numTiles to the sum, when no other section or the header lies on the bytes of numTiles.',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
    { fixable: true },
  ),
  tileFilesShort: rule(
    'smf.tile-files-short',
    'warning',
    'Tile files hold fewer tiles than numTiles',
    'The tile counts of the files add up to less than numTiles; the engine leaves the remaining tiles blank. The ' +
      'fix sets numTiles to the sum, when no other section or the header lies on the bytes of numTiles and no tile ' +
      'index lies between the sum and numTiles (such an index says numTiles is right and a tile count is wrong).',
    `${FORMAT} (MapTileHeader); ${TEXTURES}`,
    { fixable: true },
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
      'name as given in its virtual file system) and, when it finds nothing, draws those tiles in a flat colour. ' +
      'When exactly one .smt beside the map is named by no entry and holds the tiles this entry needs, the fix ' +
      'renames the entry to it.',
    `${TEXTURES} (tile files); ${READMAP}`,
    { fixable: true },
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
  tilesPointer: rule(
    'smf.tiles-pointer',
    'error',
    'tilesPtr does not point at the tile section',
    'The counts at tilesPtr cannot be a tile section (a negative count, or more entries or indices than the file ' +
      'holds), and a plausible tile section (tile file names ending in .smt whose counts add up) starts elsewhere. ' +
      'The engine would read garbage counts and indices. Reported once on tilesPtr; the section is not checked item ' +
      'by item. When exactly one section is found, the fix points tilesPtr at it.',
    `${RECOIL}: rts/Map/SMF/SMFGroundTextures.cpp (the tile section read at tilesPtr)`,
    { fixable: true },
  ),
  featurePointer: rule(
    'smf.feature-pointer',
    'error',
    'featurePtr does not point at the feature section',
    'The counts at featurePtr cannot be a feature section (a count out of range, or more names or records than the ' +
      'file holds), and a plausible feature section (text names, records that name them) starts elsewhere. Reported ' +
      'once on featurePtr; the section is not checked item by item. When exactly one section is found, the fix ' +
      'points featurePtr at it.',
    `${LOADER} (ReadFeatureInfo: the feature section at featurePtr)`,
    { fixable: true },
  ),
  pointersShifted: rule(
    'smf.pointers-shifted',
    'error',
    'Every section pointer is off by the same number of bytes',
    'Neither the tile nor the feature section is at its pointer, and a plausible one of each lies the same number of ' +
      'bytes away: the writer most likely computed every pointer from a wrong base. Reported once on the six header ' +
      'pointers; both sections are not checked item by item. The fix moves all six pointers back by that amount ' +
      '(the grass pointer of the vegetation header is left as it is).',
    `${LOADER} (every section read through its header pointer)`,
    { fixable: true },
  ),
  notChecked: rule(
    'smf.not-checked',
    'info',
    'Section not checked: it depends on a wrong field',
    'A section whose pointer or counts were found wrong is not read item by item: every error inside it would follow ' +
      'from the one already reported.',
    `${LOADER}`,
  ),
  featureNameEmpty: rule(
    'smf.feature-name-empty',
    'warning',
    'Empty feature type name',
    'A feature type name is empty. The engine finds no feature definition for it, logs "unknown map feature type" ' +
      'and places none of the features of that type.',
    `${RECOIL}: rts/Sim/Features/FeatureHandler.cpp (map feature types looked up by name)`,
  ),
  minimapExtraMip: rule(
    'smf.minimap-extra-mip',
    'error',
    'Minimap written with an extra mip level',
    'The minimap must be exactly 699,048 bytes: a 1024x1024 DXT1 image with 9 mip levels (1024 to 4). Here the next ' +
      'section starts 8 bytes later, the size of one more 4x4 DXT1 block: the writer stored a tenth mip level, the ' +
      'defect of a map compiler whose maps crashed the game. The fix removes the 8 bytes and moves every later ' +
      'section back.',
    'Beherith/springrts_smf_compiler: issue 3 (minimap of 699,056 bytes); ' +
      `${RECOIL}: rts/Map/SMF/SMFFormat.h (MINIMAP_SIZE)`,
    { fixable: true },
  ),
  startUnpathable: rule(
    'smf.start-unpathable',
    'warning',
    'Start position on ground a movement class cannot stand on',
    "A start position given by the map's mapinfo.lua lies on a slope-map cell (2x2 squares) where a main movement " +
      "class of the game cannot stand: steeper than the class's maxslope, or water deeper than its maxwaterdepth. " +
      'The engine computes the slope from the face normals of the cell, as the pictures show it. Units of that ' +
      'class built there cannot move. Reported on the height samples of the cell.',
    `${RECOIL}: rts/Map/ReadMap.cpp (UpdateSlopemap), rts/Sim/MoveTypes/MoveDefHandler.cpp (DegreesToMaxSlope), ` +
      'rts/Sim/MoveTypes/MoveMath/GroundMoveMath.cpp; beyond-all-reason/Beyond-All-Reason and ZeroK-RTS/Zero-K: ' +
      'gamedata/movedefs.lua',
  ),
  startUnreachable: rule(
    'smf.start-unreachable',
    'warning',
    'Start position cut off from other start positions',
    'Over the cells where a main movement class of the game can stand (moving to any of the eight neighbours, as ' +
      'the path finder does), this start position cannot reach the others: a wall of cliffs or deep water cuts it ' +
      'off. Reported on the start positions outside the region that holds the most of them, on the height samples ' +
      "of the start's cell; the class's picture shows the cut, and the main class's regions picture gives each " +
      'connected region its own colour.',
    `${RECOIL}: rts/Map/ReadMap.cpp (UpdateSlopemap), rts/Sim/MoveTypes/MoveMath/GroundMoveMath.cpp; ` +
      'ZeroK-RTS/Zero-K: issue 2864 (bot-pathable cliffs)',
  ),
  metalImbalance: rule(
    'smf.metal-imbalance',
    'warning',
    'Start positions with uneven metal',
    "The metal spots, found in the metal map as the games' spot finders find them (touching metal cells make a " +
      "group, a group's spot takes the metal within mapinfo.lua's extractorRadius, close spots merge; fewer than " +
      'six spots make a map where extractors go anywhere, not checked), each go to the start position nearest ' +
      "to them. The poorest start's metal is less than the richest's by more than the tolerance (10% unless the " +
      'hexAtlas.metalBalanceTolerance setting or validate --metal-tolerance says otherwise). Reported on the ' +
      "metal map, with both starts' shares; the metal spots picture shows the spots.",
    'beyond-all-reason/Beyond-All-Reason luarules/gadgets/mex_spot_finder.lua; ZeroK-RTS/Zero-K ' +
      'LuaRules/Gadgets/mex_spot_finder.lua and issues 282, 1371 (uneven metal); RecoilEngine rts/Map/MapInfo.cpp ' +
      '(extractorRadius)',
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
