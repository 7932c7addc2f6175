// Reading an NRes archive: the header, then the directory found from total_size at the end of the file, with the
// checks that come with reading them. Payloads are only located here; what they mean is for the terrain readers.
import { DiagnosticSink, coreRules } from '../../../core/diagnostics';
import { latin1 } from '../../../core/text';
import { nresRules } from '../rules';
import {
  ENTRY_SIZE,
  HEADER_SIZE,
  NAME_SIZE,
  NRES_MAGIC,
  NRES_VERSION,
  alignUp,
  entryField,
  headerField,
} from './layout';
import { canonicalPermutation, nameBytes } from './names';
import { Cursor } from '../../../core/cursor';
import { placeDirectory } from './directory-search';
import { msg, joined } from '../../../core/translatable';

/** The 64-byte directory entry's stored fields, as the writers put them back. */
export interface EntryFields {
  typeId: number;
  attr1: number;
  attr2: number;
  size: number;
  attr3: number;
  /** The whole 36-byte name field (a view), kept for byte-identical writing. */
  nameField: Uint8Array;
  dataOffset: number;
  sortIndex: number;
}

export interface NResEntry extends EntryFields {
  index: number;
  /** File offset of the 64-byte directory entry. */
  at: number;
  name: string;
  /** True when the payload lies inside the data region (its bytes can be read). */
  inRange: boolean;
}

export interface NResArchive {
  version: number;
  declaredCount: number;
  totalSize: number;
  directoryOffset: number;
  entries: NResEntry[];
  /** The data region [16, directoryOffset) as a view of the file. */
  data: Uint8Array;
}

export function readNRes(bytes: Uint8Array, diags: DiagnosticSink): NResArchive | undefined {
  if (bytes.length < HEADER_SIZE) {
    diags.report(
      coreRules.truncated,
      0,
      bytes.length,
      msg`NRes header needs ${HEADER_SIZE} bytes, the file has ${bytes.length}`,
    );
    return undefined;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!new Cursor(bytes).matches(NRES_MAGIC))
    diags.report(nresRules.magic, headerField.magic, 4, undefined, undefined, { title: msg`write "NRes"` });
  const version = view.getUint32(headerField.version, true);
  if (version !== NRES_VERSION)
    diags.report(
      nresRules.version,
      headerField.version,
      4,
      msg`NRes version is 0x${version.toString(16)}, expected 0x100`,
    );
  const declaredCount = view.getInt32(headerField.entryCount, true);
  const totalSize = view.getUint32(headerField.totalSize, true);
  const declared = Math.max(0, declaredCount);
  const place = placeDirectory(
    bytes,
    view,
    declared,
    locateDirectory(totalSize, declared, bytes.length) + declared * ENTRY_SIZE,
  );
  if (place.wrong === 'entryCount') {
    diags.report(
      nresRules.entryCountWrong,
      headerField.entryCount,
      4,
      joined(
        msg`entry count ${declaredCount} places no directory; the last ${place.count * ENTRY_SIZE} bytes read as a `,
        msg`directory of ${place.count} entries`,
      ),
      undefined,
      { title: msg`set the entry count to ${place.count}`, value: place.count },
    );
  } else if (declaredCount < 0) {
    diags.report(nresRules.entryCount, headerField.entryCount, 4, msg`entry count ${declaredCount} is negative`);
  }
  if (totalSize !== bytes.length) {
    diags.report(
      nresRules.totalSize,
      headerField.totalSize,
      4,
      place.wrong === 'totalSize'
        ? msg`total_size ${totalSize}, but the file has ${bytes.length} bytes; the directory ends the file`
        : msg`total_size ${totalSize}, but the file has ${bytes.length} bytes`,
      undefined,
      place.end === bytes.length ? { title: msg`set total_size to ${bytes.length}`, value: bytes.length } : undefined,
    );
  }
  const count = place.count;
  const directoryOffset = place.end - count * ENTRY_SIZE;
  if (directoryOffset < HEADER_SIZE) {
    diags.report(
      nresRules.directoryRange,
      headerField.entryCount,
      8,
      msg`${count} entries need ${count * ENTRY_SIZE} bytes of directory, more than the archive holds after its header`,
    );
    return {
      version,
      declaredCount,
      totalSize,
      directoryOffset: bytes.length,
      entries: [],
      data: bytes.subarray(HEADER_SIZE),
    };
  }
  // A directory placed by total_size may start past the end of a truncated file: then no entry is readable.
  const readable = Math.max(0, Math.min(count, Math.floor((bytes.length - directoryOffset) / ENTRY_SIZE)));
  if (readable < count) {
    const missingAt = directoryOffset + readable * ENTRY_SIZE;
    diags.report(
      coreRules.truncated,
      missingAt,
      bytes.length - missingAt,
      msg`NRes directory: ${count - readable} of ${count} entries lie past the end of the file`,
    );
  }
  const entries: NResEntry[] = new Array(readable);
  for (let i = 0; i < readable; i++)
    entries[i] = readEntry(bytes, view, i, directoryOffset + i * ENTRY_SIZE, directoryOffset, diags);
  checkCanonicalOrder(entries, diags);
  checkPayloadLayout(bytes, entries, directoryOffset, diags);
  return {
    version,
    declaredCount,
    totalSize,
    directoryOffset,
    entries,
    data: bytes.subarray(HEADER_SIZE, directoryOffset),
  };
}

/**
 * The directory ends at total_size when that is plausible (so a truncated file loses its tail entries); else at the
 * file end.
 */
function locateDirectory(totalSize: number, count: number, fileSize: number): number {
  const dirSize = count * ENTRY_SIZE;
  const end = totalSize >= HEADER_SIZE + dirSize ? totalSize : fileSize;
  return end - dirSize;
}

function readEntry(
  bytes: Uint8Array,
  view: DataView,
  index: number,
  at: number,
  directoryOffset: number,
  diags: DiagnosticSink,
): NResEntry {
  const u32 = (field: number) => view.getUint32(at + field, true);
  const nameField = bytes.subarray(at + entryField.name, at + entryField.name + NAME_SIZE);
  if (nameField.indexOf(0) < 0)
    diags.report(
      nresRules.nameUnterminated,
      at + entryField.name,
      NAME_SIZE,
      msg`entry ${index}: name has no NUL within 36 bytes`,
    );
  const size = u32(entryField.size);
  const dataOffset = u32(entryField.dataOffset);
  const inRange = dataOffset >= HEADER_SIZE && dataOffset + size <= directoryOffset;
  if (!inRange) {
    diags.report(
      nresRules.payloadRange,
      at + entryField.dataOffset,
      4,
      joined(
        msg`entry ${index}: payload [${dataOffset}, ${dataOffset + size}) is outside the data region `,
        msg`[16, ${directoryOffset})`,
      ),
      [{ offset: at + entryField.size, length: 4, message: msg`size` }],
    );
  } else if (dataOffset % 8 !== 0) {
    diags.report(
      nresRules.payloadAlignment,
      at + entryField.dataOffset,
      4,
      msg`entry ${index}: payload offset ${dataOffset} is not a multiple of 8`,
    );
  }
  return {
    index,
    at,
    size,
    dataOffset,
    inRange,
    nameField,
    typeId: u32(entryField.typeId),
    attr1: u32(entryField.attr1),
    attr2: u32(entryField.attr2),
    attr3: u32(entryField.attr3),
    name: latin1(nameBytes(nameField)),
    sortIndex: u32(entryField.sortIndex),
  };
}

function checkCanonicalOrder(entries: NResEntry[], diags: DiagnosticSink): void {
  const canonical = canonicalPermutation(entries.map((e) => nameBytes(e.nameField)));
  for (const e of entries) {
    if (e.sortIndex !== canonical[e.index]) {
      diags.report(
        nresRules.sortIndex,
        e.at + entryField.sortIndex,
        4,
        msg`entry ${e.index}: sort_index ${e.sortIndex}, canonical ${canonical[e.index]}`,
      );
    }
  }
}

/** Overlaps, non-zero alignment padding and unreferenced bytes, in one walk over payloads sorted by offset. */
function checkPayloadLayout(
  bytes: Uint8Array,
  entries: NResEntry[],
  directoryOffset: number,
  diags: DiagnosticSink,
): void {
  const placed = entries.filter((e) => e.inRange).sort((a, b) => a.dataOffset - b.dataOffset || a.index - b.index);
  let covered = HEADER_SIZE;
  let last: NResEntry | undefined;
  for (const e of placed) {
    if (last && e.dataOffset < covered) {
      diags.report(
        nresRules.payloadOverlap,
        e.at + entryField.dataOffset,
        4,
        msg`entry ${e.index}: payload [${e.dataOffset}, ${e.dataOffset + e.size}) overlaps entry ${last.index}`,
        [{ offset: last.at + entryField.dataOffset, length: 4, message: msg`entry ${last.index}` }],
      );
    } else {
      checkBetween(bytes, covered, e.dataOffset, last !== undefined, diags);
    }
    if (e.dataOffset + e.size >= covered) {
      covered = e.dataOffset + e.size;
      last = e;
    }
  }
  checkBetween(bytes, covered, directoryOffset, last !== undefined, diags);
}

/** Bytes between a payload end (or the header) and the next payload: padding up to 8-alignment, then unreferenced. */
function checkBetween(bytes: Uint8Array, from: number, to: number, afterPayload: boolean, diags: DiagnosticSink): void {
  const padEnd = afterPayload ? Math.min(alignUp(from), to) : from;
  for (let i = from; i < padEnd; i++) {
    if (bytes[i] !== 0) {
      diags.report(
        nresRules.paddingNonZero,
        from,
        padEnd - from,
        msg`padding [${from}, ${padEnd}) holds non-zero bytes`,
      );
      break;
    }
  }
  if (padEnd < to)
    diags.report(
      nresRules.unreferenced,
      padEnd,
      to - padEnd,
      msg`${to - padEnd} bytes at [${padEnd}, ${to}) belong to no entry`,
    );
}
