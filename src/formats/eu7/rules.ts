// Every problem the EU7B decoder and validator can report, defined once. Severity follows the engine's reader
// (scene/eu7): what it refuses to load is an error, what it silently tolerates a warning.
import { Rule, rule } from '../../core/diagnostics';

// The upstream format document, and the engine code that reads and writes the format (all in MaSzyna-EU07/maszyna).
const DOC = 'MaSzyna-EU07/maszyna docs/eu7-format.md';

/** What eu7.source-newer and eu7v2.source-newer mean: both containers carry the same include records. */
export const SOURCE_NEWER =
  'An include names the text of a module (source_path) and the binary compiled from it (binary_path). The ' +
  'text was saved after the binary, so the scenery the engine loads (the binary) does not have the last edits ' +
  "yet: compile it again. The files are looked up from this file's folder and the folders above it, each " +
  'part of the path matched without regard to case (the game runs on Windows). Checked where file times are ' +
  'known: the command line, Validate Workspace and the editor, not inside archives.';
const READER = 'scene/eu7/eu7_reader.cpp';
const SECTIONS = 'scene/eu7/eu7_section_stream.cpp';
const WRITER = 'scene/eu7/eu7_bake.cpp';

export const eu7Rules = {
  badMagic: rule(
    'eu7.bad-magic',
    'error',
    'File does not start with EU7B',
    'The first four bytes must be "EU7B"; the engine rejects the file otherwise. When the version is one the ' +
      'reader accepts and the chunks that follow are of known kinds and end with the file, the fix writes "EU7B".',
    `${DOC} §2`,
    { fixable: true },
  ),
  version: rule(
    'eu7.unsupported-version',
    'error',
    'Version outside 4..9',
    'The reader accepts versions 4 to 9 only (1-3 are legacy formats no loader reads). No upstream source documents ' +
      'a version above 9: the "v10".."v13" of the sources are PACK section formats 3..6, read inside version 7-9 ' +
      'files. Chunks are still shown.',
    `${DOC} §2; ${READER}; MaSzyna-EU07/maszyna eu07-parser/include/eu07/scene/binary/common.hpp ` +
      '(isSupportedEu7bVersion), scene/eu7/eu7_chunks.h (kPackSectionFormatV8..V13)',
  ),
  chunkSize: rule(
    'eu7.chunk-size',
    'error',
    'Chunk size smaller than its header or past the end of the file',
    "A chunk's total size includes its 8-byte header, so it is at least 8 and ends inside the file. The chunk stream " +
      'cannot continue past such a chunk; its remaining bytes are opaque.',
    `${DOC} §3`,
  ),
  chunkSizeWrong: rule(
    'eu7.chunk-size-wrong',
    'error',
    'Chunk size does not reach the next chunk',
    "A chunk's size leads to no chunk (an impossible size, or bytes that are no chunk header), while exactly one " +
      'other size lets known chunks follow one another to the end of the file, and the chunk read with it ends ' +
      'where its fields end without an error. The chunk is read with that size, so everything after it is read and ' +
      'checked; the fix writes it into the size field. Not reported when the chunk at the stored end has a size that ' +
      'leads on to the end of the file (its id is what is damaged), nor when the chunk read with the size found has ' +
      'bytes after its fields or an error (the header after it is what is damaged).',
    'MaSzyna-EU07/maszyna: scene/scenenode serialisation (each chunk skipped by its size)',
    { fixable: true },
  ),
  trailingBytes: rule(
    'eu7.trailing-bytes',
    'warning',
    'Bytes after the last chunk too short for a chunk header',
    'Chunks run to the end of the file; fewer than 8 bytes left over cannot form a chunk and are ignored by the ' +
      'reader.',
    `${DOC} §3`,
  ),
  unknownChunk: rule(
    'eu7.unknown-chunk',
    'warning',
    'Unknown chunk kind',
    'The reader skips chunks it does not know by their size. The bytes are kept as they are.',
    `${DOC} §4 rule 5`,
  ),
  chunkVersion: rule(
    'eu7.chunk-version',
    'warning',
    'Chunk kind newer than the file version',
    'The chunk appeared in a later version of the format (TERR v5, PIDX/PACK v7, PROT v8) than the header declares.',
    `${DOC} §10`,
  ),
  sourceNewer: rule(
    'eu7.source-newer',
    'info',
    'Included module changed after its binary was compiled',
    SOURCE_NEWER,
    `${DOC} §12 (INCL source_path, binary_path), §33 (source -> binary paths)`,
  ),
  chunkTrailing: rule(
    'eu7.chunk-trailing-bytes',
    'warning',
    'Chunk payload longer than its records',
    "The reader stops after the records the chunk's counts announce and skips to the next chunk by size; the extra " +
      'bytes are ignored.',
    `${DOC} §3`,
  ),
  nodeSpan: rule(
    'eu7.node-span',
    'error',
    "A record's node swallows the records after it",
    "Bit 5 of a SlimNode's flags announces a transform context, read from the bytes that follow the node's fixed " +
      "fields. Here that block takes in the record's own fields and the next record's bytes, so the records after " +
      'it are read out of step until one no longer fits, while with the bit clear every record of the chunk fits ' +
      'and they end exactly at the chunk end. The fix clears the bit.',
    `${DOC} §6-7; ${READER}`,
    { fixable: true },
  ),
  countTooLarge: rule(
    'eu7.count-too-large',
    'error',
    'Count larger than the bytes that follow can hold',
    'A record or element count asks for more data than is left in the chunk or section; the reader would run out of ' +
      'data.',
    `${DOC} §5`,
  ),
  countLimit: rule(
    'eu7.count-limit',
    'error',
    "Count above the reader's limit",
    'TRAK path counts are limited to 65536 and tail counts to 256; the reader rejects larger values.',
    `${DOC} §13`,
  ),
  stringId: rule(
    'eu7.string-id-range',
    'warning',
    'String id outside the string table',
    'A string id must index the STRS table or be 0xFFFFFFFF (empty). The engine silently reads an out-of-range id as ' +
      '"".',
    `${DOC} §11; ${READER}`,
  ),
  stringsOrder: rule(
    'eu7.strings-before-strs',
    'warning',
    'String ids used before the STRS chunk',
    'A chunk that refers to strings comes before any STRS chunk, so its string ids cannot resolve.',
    `${DOC} §4 rule 1`,
  ),
  enumRange: rule(
    'eu7.enum-range',
    'warning',
    'Enumerated value out of range',
    'Track type, category, environment, event type, tail keyword, shape subtype, wire material or power modifier has ' +
      'a value the format does not define.',
    `${DOC} §13-25`,
  ),
  terrVertexCount: rule(
    'eu7.terr-vertex-count',
    'error',
    'TERR batch vertex count not a multiple of 3',
    "Batched terrain is a list of triangles: each batch's vertex count must be a multiple of 3.",
    `${DOC} §16`,
  ),
  protOrder: rule(
    'eu7.prot-after-pack',
    'warning',
    'PROT comes after PACK',
    'Prototypes must be loaded before PACK sections are expanded; the writer always puts PROT before PACK.',
    `${DOC} §4 rule 3`,
  ),
  packWithoutIndex: rule(
    'eu7.pack-without-pidx',
    'error',
    'PACK without PIDX, or PIDX without PACK',
    'PACK sections are only reachable through PIDX offsets; one without the other means no section can be streamed.',
    `${DOC} §28-29`,
  ),
  pidxOrder: rule(
    'eu7.pidx-order',
    'warning',
    'PIDX entries not sorted by (row, column) or duplicated',
    'The writer sorts entries by (row, column), one per section; a duplicate section is loaded twice.',
    `${DOC} §28; ${WRITER}`,
  ),
  pidxGrid: rule(
    'eu7.pidx-grid',
    'warning',
    'PIDX row or column outside the 500 x 500 section grid',
    'Sections are numbered floor(coord / 1000 + 250), clamped to 0..499.',
    `${DOC} §28; ${WRITER}`,
  ),
  pidxOffset: rule(
    'eu7.pidx-offset',
    'error',
    'PIDX section offset outside the PACK payload',
    "A section's pack_offset (relative to the PACK payload) must lie inside the payload.",
    `${DOC} §28; ${WRITER}`,
  ),
  pidxLayout: rule(
    'eu7.pidx-layout',
    'warning',
    'PACK sections not contiguous in PIDX order',
    'The writer stores sections one after another in PIDX order, from the start of the PACK payload to its end. ' +
      'Bytes between or after sections belong to no section, and sections that overlap share bytes.',
    `${DOC} §28; ${WRITER}`,
  ),
  pidxMismatch: rule(
    'eu7.pidx-mismatch',
    'error',
    'PIDX offset or model count disagrees with the PACK sections',
    "An entry's pack_offset leads to no section the reader accepts, or its model_count differs from what its " +
      "section's header, chunk table and records hold, while the sections, read one after another from the start " +
      'of the payload as the writer lays them out, cover it exactly. The reader would misread or skip the ' +
      'section; the sections are read where they lie, and the fix writes their offsets and counts into PIDX.',
    `${DOC} §28-29; ${WRITER}; ${SECTIONS}`,
    { fixable: true },
  ),
  sectionHeaderCount: rule(
    'eu7.section-header-count',
    'error',
    'Section header counts differ from PIDX model_count',
    'The reader accepts a section header only when solo_count + inst_count equals the PIDX model_count; otherwise it ' +
      'falls back to reading the section as flat MODL records, which misreads a formatted section.',
    `${DOC} §29; ${SECTIONS}`,
  ),
  sectionChunkCounts: rule(
    'eu7.section-chunk-counts',
    'error',
    'Section chunk table counts do not add up to the header',
    "The solo and inst counts of a section's chunk table must add up to the header's solo_count and inst_count.",
    `${DOC} §29; ${SECTIONS}`,
  ),
  sectionChunkOffset: rule(
    'eu7.section-chunk-offset',
    'error',
    'Section chunk offset outside the section',
    'Each chunk_byte_offset (from the section start) must fall inside the section.',
    `${DOC} §29; ${SECTIONS}`,
  ),
  sectionLayout: rule(
    'eu7.section-layout',
    'warning',
    'Section bytes not accounted for',
    'In files from the writer every byte of a section belongs to its header, lists, chunk table or records, each ' +
      'chunk starting where the previous one ended. Here records end before the section does, or a chunk does not ' +
      'start where the previous ended.',
    `${DOC} §29; ${SECTIONS}`,
  ),
  instWithoutProt: rule(
    'eu7.inst-without-prot',
    'error',
    'Section has prototype instances but the file has no PROT',
    'inst_count must be 0 when there is no PROT chunk; the reader rejects such a header.',
    `${DOC} §29; ${SECTIONS}`,
  ),
  protoId: rule(
    'eu7.proto-id-range',
    'error',
    'Instance prototype id outside PROT',
    "An INST record's proto_id must be smaller than the PROT record count.",
    `${DOC} §29; ${SECTIONS}`,
  ),
  listIndex: rule(
    'eu7.section-list-index',
    'warning',
    "Mesh or texture index outside the section's list",
    "A SOLO record's mesh_index / texture_index must index the section's mesh / texture list or be 0xFFFF (none).",
    `${DOC} §29; ${SECTIONS}`,
  ),
  cellId: rule(
    'eu7.cell-id-range',
    'warning',
    'Cell id outside 0..15',
    'cell_id = row * 4 + column of the 250 m cell inside the 1 km section.',
    `${DOC} §29; ${SECTIONS}`,
  ),
  reserved: rule(
    'eu7.reserved-nonzero',
    'info',
    'Reserved PROT field is not zero',
    'The writer stores 0 in the v9 PROT reserved field.',
    `${DOC} §30; ${WRITER}`,
  ),
} as const;

export const eu7RuleList: Rule[] = Object.values(eu7Rules);
