// Every Parkan diagnostic, defined once. Severity follows the engine as the reverse-engineering notes describe it:
// what it refuses to load (range and size violations) is an error; order, reserved-field and canonical-form
// surprises are warnings.
import { rule } from '../../core/diagnostics';

// Community reverse engineering of the engine (valentineus/fparkan), checked there against the retail files.
const NRES = 'valentineus/fparkan docs/specs/nres.md §3-9';
const MSH = 'valentineus/fparkan docs/specs/terrain-map-loading.md §3, §6.2';
const MAP = 'valentineus/fparkan docs/specs/terrain-map-loading.md §4, §6.3';
const LST = 'valentineus/fparkan docs/specs/terrain-map-loading.md §5';

export const nresRules = {
  magic: rule(
    'parkan.nres-magic',
    'error',
    'NRes magic is not "NRes"',
    'The first four bytes of an NRes archive are the ASCII text "NRes"; the engine refuses anything else. The fix ' +
      'writes them.',
    NRES,
    { fixable: true },
  ),
  version: rule(
    'parkan.nres-version',
    'error',
    'NRes version is not 0x100',
    'The header version field must be 0x00000100.',
    NRES,
  ),
  entryCount: rule(
    'parkan.nres-entry-count',
    'error',
    'Negative entry count',
    'The header entry count is a signed 32-bit value that must not be negative.',
    NRES,
  ),
  entryCountWrong: rule(
    'parkan.nres-entry-count-wrong',
    'error',
    'Entry count places no directory',
    'The directory (entry count x 64 bytes) ends the file, but the entries the header count places there cannot be ' +
      'a directory, while exactly one other count reads the end of the file as one: every name terminated, every ' +
      'payload inside the data region, the sort indices a permutation. The archive is read with that directory; ' +
      'the fix writes its count into the header.',
    NRES,
    { fixable: true },
  ),
  totalSize: rule(
    'parkan.nres-total-size',
    'error',
    'Header total size differs from the file size',
    'The header stores the archive size; the directory is found from it, so a wrong size misplaces the directory. ' +
      'When the directory ends the file, it is read from there, and the fix writes the file size into the header.',
    NRES,
    { fixable: true },
  ),
  directoryRange: rule(
    'parkan.nres-directory-range',
    'error',
    'Directory does not fit the file',
    'The directory (entry count x 64 bytes) must end the file and start at or after offset 16.',
    NRES,
  ),
  payloadRange: rule(
    'parkan.nres-payload-range',
    'error',
    'Payload outside the data region',
    'Each payload must lie between the 16-byte header and the directory: data_offset >= 16 and ' +
      'data_offset + size <= directory offset.',
    NRES,
  ),
  payloadOverlap: rule(
    'parkan.nres-payload-overlap',
    'error',
    'Payloads overlap',
    'Two directory entries claim some of the same bytes.',
    NRES,
  ),
  nameUnterminated: rule(
    'parkan.nres-name-unterminated',
    'error',
    'Entry name has no NUL',
    'A name is at most 35 bytes followed by a NUL inside its 36-byte field.',
    NRES,
  ),
  sortIndex: rule(
    'parkan.nres-sort-index',
    'warning',
    'Sort index differs from the canonical permutation',
    'sort_index lists entries in case-insensitive name order. The engine binary-searches through it and falls back ' +
      'to a linear scan when an index is out of range, so lookups still work, maybe slower or finding another entry.',
    NRES,
  ),
  payloadAlignment: rule(
    'parkan.nres-payload-alignment',
    'warning',
    'Payload offset not 8-aligned',
    'The canonical writer starts every payload at a multiple of 8.',
    NRES,
  ),
  paddingNonZero: rule(
    'parkan.nres-padding-nonzero',
    'warning',
    'Non-zero padding after a payload',
    'The canonical writer pads each payload with zero bytes up to a multiple of 8.',
    NRES,
  ),
  unreferenced: rule(
    'parkan.nres-unreferenced-bytes',
    'info',
    'Data region bytes no entry refers to',
    'Bytes in the data region beyond any payload and its alignment padding. The engine ignores them; they are kept.',
    NRES,
  ),
} as const;

export const mshRules = {
  missingType: rule(
    'parkan.msh-missing-type',
    'error',
    'Required terrain entry missing',
    'Land.msh must hold entries of types 1, 2, 3, 4, 5, 11, 18 and 21 (14 is optional).',
    MSH,
  ),
  duplicateType: rule(
    'parkan.msh-duplicate-type',
    'error',
    'Terrain entry type appears twice',
    'Each Land.msh entry type appears at most once.',
    MSH,
  ),
  unknownType: rule(
    'parkan.msh-unknown-type',
    'warning',
    'Unknown terrain entry type',
    'Land.msh holds types 1, 2, 3, 4, 5, 11, 14, 18 and 21 only; other entries are not terrain data.',
    MSH,
  ),
  entryOrder: rule(
    'parkan.msh-entry-order',
    'warning',
    'Entries not in retail order',
    'Every retail Land.msh lists its entries in the order 1, 2, 3, 4, 5, 18, 14, 11, 21.',
    MSH,
  ),
  attr2NonZero: rule(
    'parkan.msh-attr2-nonzero',
    'warning',
    'attr2 is not 0',
    'attr2 is 0 for every Land.msh entry type except 1.',
    MSH,
  ),
  strideSize: rule(
    'parkan.msh-stride-size',
    'error',
    'Payload size is not a multiple of the record stride',
    'Land.msh streams hold whole records: size % stride == 0.',
    MSH,
  ),
  recordCount: rule(
    'parkan.msh-record-count',
    'error',
    'attr1 is not the record count',
    'attr1 == size / stride (for type 2: (size - 0x8C) / 68).',
    MSH,
  ),
  strideAttr: rule(
    'parkan.msh-stride-attr',
    'error',
    'attr3 is not the record stride',
    'attr3 == stride (38, 68, 12, 4, 4, 4, 4, 4, 28 for types 1, 2, 3, 4, 5, 11, 14, 18, 21).',
    MSH,
  ),
  slotHeaderShort: rule(
    'parkan.msh-slot-header-short',
    'error',
    'Slot table smaller than its 0x8C-byte header',
    'Type 2 starts with a 0x8C-byte header: size >= 0x8C.',
    MSH,
  ),
  slotTrailing: rule(
    'parkan.msh-slot-trailing',
    'warning',
    'Bytes after the last slot',
    'Type 2 is the header followed by whole 68-byte slots: (size - 0x8C) % 68 == 0.',
    MSH,
  ),
  cellHeaderShort: rule(
    'parkan.msh-cell-header-short',
    'error',
    'Cell accelerator smaller than its header',
    'Type 11 starts with two u32 header words (at least 8 bytes).',
    MSH,
  ),
  nodeSlotIndex: rule(
    'parkan.msh-node-slot-index',
    'error',
    'Node slot id out of range',
    "Each of a node's 19 slot ids is 0xFFFF (none) or less than the slot count.",
    MSH,
  ),
  slotFaceRange: rule(
    'parkan.msh-slot-face-range',
    'error',
    'Slot face range past the last face',
    'A slot covers faces tri_start .. tri_start + tri_count - 1: tri_start + tri_count <= face count.',
    MSH,
  ),
  faceVertexIndex: rule(
    'parkan.face-vertex-index',
    'error',
    'Face vertex index out of range',
    'i0, i1, i2 must be less than the vertex count (type 3).',
    MSH,
  ),
  faceNeighbourIndex: rule(
    'parkan.face-neighbour-index',
    'error',
    'Face neighbour index out of range',
    'n0, n1, n2 are 0xFFFF (no neighbour) or less than the face count (type 21).',
    MSH,
  ),
} as const;

export const mapRules = {
  entryLayout: rule(
    'parkan.map-entry-layout',
    'error',
    'Land.map does not hold exactly one type-12 entry',
    'The engine opens Land.map and reads its single type-12 entry; other layouts do not load.',
    MAP,
  ),
  arealCount: rule(
    'parkan.map-areal-count',
    'error',
    'Areal count is 0',
    'attr1 of the type-12 entry is the areal count, which must be greater than 0.',
    MAP,
  ),
  cellCount: rule(
    'parkan.map-cell-count',
    'error',
    'Cell grid has a zero dimension',
    'cellsX > 0 and cellsY > 0 (retail maps use 128 x 128).',
    MAP,
  ),
  cellAreaId: rule(
    'parkan.map-cell-area-id',
    'error',
    'Cell hit refers to a missing areal',
    "Every area id in a cell's hit list is less than the areal count.",
    MAP,
  ),
  linkArea: rule(
    'parkan.map-link-area',
    'error',
    'Edge link refers to a missing areal',
    'area_ref is -1 (no neighbour) or 0 <= area_ref < areal count.',
    MAP,
  ),
  linkEdge: rule(
    'parkan.map-link-edge',
    'error',
    'Edge link refers to a missing edge',
    "For a link to an areal, 0 <= edge_ref < that areal's vertex count.",
    MAP,
  ),
  linkHalfEmpty: rule(
    'parkan.map-link-half-empty',
    'warning',
    'No-neighbour link with an edge',
    'A link with area_ref -1 is "no neighbour" and should have edge_ref -1 too.',
    MAP,
  ),
  normalLength: rule(
    'parkan.map-normal-length',
    'warning',
    'Areal normal is not unit length',
    'Retail areal normals have length 1.0 (within 1e-3).',
    MAP,
  ),
  areaMetric: rule(
    'parkan.map-area-metric',
    'info',
    'Area metric far from the polygon area',
    "area_metric is close to the XY shoelace area of the areal's vertices in retail maps (within 5% here).",
    MAP,
  ),
  reservedNonZero: rule(
    'parkan.map-reserved-nonzero',
    'warning',
    'Reserved areal field is not 0',
    'reserved_12, reserved_36 and reserved_44 are 0 in every retail map.',
    MAP,
  ),
  payloadSize: rule(
    'parkan.map-payload-size',
    'error',
    'Bytes left after the cell grid',
    'Reading the areals and the grid must consume the type-12 payload exactly.',
    MAP,
  ),
} as const;

export const buildDatRules = {
  unknownCategory: rule(
    'parkan.builddat-unknown-category',
    'error',
    'Unknown category name',
    'Section headers name one of the 12 categories (case-sensitive): Bunker_Small, Bunker_Medium, Bunker_Large, ' +
      'Generator, Mine, Storage, Plant, Hangar, MainTeleport, Institute, Tower_Medium, Tower_Large.',
    LST,
  ),
  badCount: rule(
    'parkan.builddat-count',
    'error',
    'Missing or invalid section count',
    'A section header is `<CategoryName> <count>` with count a non-negative integer.',
    LST,
  ),
  extraFields: rule(
    'parkan.builddat-extra-fields',
    'error',
    'Extra fields on a section header',
    'A section header has exactly two whitespace-separated fields.',
    LST,
  ),
  shortSection: rule(
    'parkan.builddat-short-section',
    'error',
    'Section has fewer paths than its count',
    'A header with count N is followed by exactly N path lines.',
    LST,
  ),
  unquotedPath: rule(
    'parkan.builddat-unquoted-path',
    'error',
    'Unit path is not double-quoted',
    'Each path line is one double-quoted unit path.',
    LST,
  ),
  pathChars: rule(
    'parkan.builddat-path-chars',
    'error',
    'Unit path empty or with a character outside the allowed set',
    'A unit path is non-empty and made only of ASCII letters, digits and _ . / \\ -.',
    LST,
  ),
} as const;
