// Every problem the EU7v2 decoder and validator can report, defined once. Severity follows the engine's loader
// (scene/eu7/v2/eu7v2_load.cpp): whatever makes it throw parse_error fails the whole load and is an error; what it
// skips or ignores is a warning.
import { Rule, rule } from '../../../core/diagnostics';
import { SOURCE_NEWER } from '../rules';

const REPO = 'MaSzyna-EU07/maszyna';
const DOC = `${REPO} docs/eu7v2-format.md`;
const FORMAT = `${REPO} scene/eu7/v2/eu7v2_format.h`;
const LOAD = `${REPO} scene/eu7/v2/eu7v2_load.cpp`;
const RECORDS = `${REPO} scene/eu7/v2/eu7v2_records.h, eu7v2_scene.h`;

export const eu7v2Rules = {
  badMagic: rule(
    'eu7v2.bad-magic',
    'error',
    'File does not start with EU7C',
    'The first four bytes must be "EU7C"; container_reader throws "bad magic" otherwise. When the container ' +
      'version and file kind are ones the loader accepts and the chunks that follow end with the file, the fix ' +
      'writes "EU7C"; chunks of kinds the reader does not know count too, since the loader skips them by size.',
    `${FORMAT} (container_reader); ${DOC} §2`,
    { fixable: true },
  ),
  version: rule(
    'eu7v2.unsupported-version',
    'error',
    'Container version is not 1',
    'Version 1 is the only container version; the reader recognises no other ("unsupported version"). Chunks are ' +
      'still shown.',
    `${FORMAT} (kVersion); ${DOC} §2`,
  ),
  fileKind: rule(
    'eu7v2.file-kind',
    'error',
    'File kind the loader does not accept',
    'The loader accepts file_kind 1 (sim) and 2 (module) only; 3 (tile) and 4 (manifest) are planned and refused, ' +
      'other values are undefined.',
    `${LOAD} (load_into); ${DOC} §4`,
  ),
  reserved: rule(
    'eu7v2.reserved-nonzero',
    'info',
    'Reserved header field is not zero',
    'The writer stores 0 in both reserved header fields; the reader ignores them.',
    `${FORMAT} (container_writer)`,
  ),
  chunkSize: rule(
    'eu7v2.chunk-size',
    'error',
    'Chunk payload runs past the end of the file',
    "A chunk's u64 size counts its payload only (not the 12-byte header); the payload must end inside the file or " +
      'the reader fails. The chunk stream cannot continue past such a chunk.',
    `${FORMAT} (container_reader::next); ${DOC} §3`,
  ),
  trailingBytes: rule(
    'eu7v2.trailing-bytes',
    'error',
    'Bytes after the last chunk too short for a chunk header',
    'Chunks run to the end of the file. Between 1 and 11 bytes left over are read as a chunk header that runs out ' +
      'of data, which fails the load.',
    `${FORMAT} (container_reader::next)`,
  ),
  unknownChunk: rule(
    'eu7v2.unknown-chunk',
    'warning',
    'Chunk the loader does not read',
    'The loader skips chunks it does not know by their size (TRGR and SIDX are declared but planned, and not read ' +
      'either). The bytes are kept as they are.',
    `${LOAD} (load_into); ${DOC} §3, §5`,
  ),
  sourceNewer: rule(
    'eu7v2.source-newer',
    'info',
    'Included module changed after its binary was compiled',
    SOURCE_NEWER,
    `${DOC} (INCL: source_path, binary_path); ${RECORDS}`,
  ),
  chunkTrailing: rule(
    'eu7v2.chunk-trailing-bytes',
    'warning',
    'Chunk payload longer than its records',
    'Each chunk is read from its own payload; bytes after the records its counts announce are never read.',
    `${LOAD} (load_into)`,
  ),
  countTooLarge: rule(
    'eu7v2.count-too-large',
    'error',
    'Count larger than the bytes that follow can hold',
    'A record or element count asks for more data than is left in the chunk payload; the reader runs out of data ' +
      'and the load fails.',
    `${FORMAT} (byte_reader::require); ${RECORDS}`,
  ),
  stringId: rule(
    'eu7v2.string-id-range',
    'error',
    'String id outside the string table',
    'A string id must index the STRS table or be 0xFFFFFFFF (no string). The loader resolves every id it uses and ' +
      'throws "string id out of range" otherwise. Chunks other than PROT, INST, INCL and PLCE are resolved as they ' +
      'are read, so their ids must also come after a STRS chunk.',
    `${FORMAT} (string_pool::get); ${LOAD}`,
  ),
  protoId: rule(
    'eu7v2.proto-id-range',
    'warning',
    'Instance prototype index outside PROT',
    "An INST record's proto must be smaller than the PROT record count; the loader silently drops the instance.",
    `${LOAD} (build_models); ${DOC} §11`,
  ),
} as const;

export const eu7v2RuleList: Rule[] = Object.values(eu7v2Rules);
