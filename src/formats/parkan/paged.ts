// Decoding an NRes archive read in pages (a file too large for the editor to hold): the payloads nothing reads as
// records from the file's bytes (a Land.map's areal map, a Land.msh's word streams: nearly all of a large archive)
// stay in the file and are read from it by the rows, checks and pictures that need them. The header, the directory,
// the padding and a Land.msh's record tables (nodes, slots, vertices, faces: bounded by their u16 indices) are read
// into a buffer the size of the file whose other payloads are never written, so they cost no memory. An archive whose
// header and directory do not plainly place its payloads side by side before the directory that ends the file, or
// that decodes with an error, is left to the whole-file decode, which reports it exactly.
import type { ByteSource } from '../../core/byte-source';
import type { DecodeOptions, PagedDecoding } from '../../core/format';
import { heldBytes, type ByteRange } from '../../core/held-range';
import { NResIndex, NResModel, decodeNRes } from './decode';
import { MshType } from './msh/layout';
import { endsWithDirectory } from './nres/directory-search';
import { ENTRY_SIZE, HEADER_SIZE, NRES_MAGIC, NRES_VERSION, entryField, headerField } from './nres/layout';
import { archiveKind } from './terrain';

/** More entries than this: not a plain archive (retail ones hold a handful), left to the whole-file decode. */
const maxEntries = 4096;

/** The Land.msh payloads read as records from the held bytes (the first entry of each of these types). */
const heldTables: readonly number[] = [MshType.nodes, MshType.slots, MshType.vertices, MshType.faces];

interface Placed {
  typeId: number;
  dataOffset: number;
  size: number;
}

export function decodeNResPaged(
  source: ByteSource,
  options: DecodeOptions = {},
): PagedDecoding<NResModel, NResIndex> | undefined {
  const entries = plainDirectory(source);
  if (!entries) return undefined;
  const kind = archiveKind(entries, options.fileName);
  const held = new Set(kind === 'msh' ? heldTables.map((t) => entries.find((e) => e.typeId === t)) : []);
  const bulk: ByteRange[] = entries.filter((e) => !held.has(e)).map((e) => [e.dataOffset, e.dataOffset + e.size]);
  const bytes = heldBytes(source, bulk);
  // The directory as the whole-file decode first reads it: then it never looks for another in the bulk left out.
  if (!endsWithDirectory(bytes, entries.length)) return undefined;
  const decoded = decodeNRes(bytes, options, source);
  if (!decoded.model || decoded.diagnostics.some((d) => d.severity === 'error')) return undefined;
  // The decoder placed the payloads where this did, so the ones left out are those it reads from the source.
  const same = decoded.model.archive.entries.every(
    (e, i) => e.typeId === entries[i].typeId && e.dataOffset === entries[i].dataOffset && e.size === entries[i].size,
  );
  return same && decoded.index?.kind === kind ? { decoded, held: bytes, editable: true } : undefined;
}

/**
 * The directory's entries when the header places it at the very end of the file and their payloads lie inside the
 * data region apart from each other; undefined otherwise.
 */
function plainDirectory(source: ByteSource): Placed[] | undefined {
  const size = source.size;
  const head = source.read(0, HEADER_SIZE);
  if (head.length < HEADER_SIZE || NRES_MAGIC.some((b, i) => head[i] !== b)) return undefined;
  const view = new DataView(head.buffer, head.byteOffset, HEADER_SIZE);
  const count = view.getInt32(headerField.entryCount, true);
  if (
    view.getUint32(headerField.version, true) !== NRES_VERSION ||
    view.getUint32(headerField.totalSize, true) !== size
  )
    return undefined;
  if (count < 0 || count > maxEntries || HEADER_SIZE + count * ENTRY_SIZE > size) return undefined;
  const directoryOffset = size - count * ENTRY_SIZE;
  const dir = source.read(directoryOffset, count * ENTRY_SIZE);
  const d = new DataView(dir.buffer, dir.byteOffset, dir.byteLength);
  const entries = Array.from({ length: count }, (_, i) => ({
    typeId: d.getUint32(i * ENTRY_SIZE + entryField.typeId, true),
    dataOffset: d.getUint32(i * ENTRY_SIZE + entryField.dataOffset, true),
    size: d.getUint32(i * ENTRY_SIZE + entryField.size, true),
  }));
  const sorted = [...entries].sort((a, b) => a.dataOffset - b.dataOffset);
  let covered = HEADER_SIZE;
  for (const e of sorted) {
    if (e.dataOffset < covered) return undefined;
    covered = e.dataOffset + e.size;
  }
  return covered <= directoryOffset ? entries : undefined;
}
