// A zip archive's central directory, parsed once: every entry's name, method, sizes, CRC-32 and where its local
// header is, so each entry is later read by itself, straight from its offset (PKWARE APPNOTE 4.3.12 central
// directory header, 4.3.16 end of central directory record, 4.3.14-15 the ZIP64 record and locator, 4.5.3 the
// ZIP64 extra field). No pass over the archive depends on how many entries come before or after one.

export interface ZipRecord {
  /** The name as stored: UTF-8 when general purpose bit 11 is set, else read byte for byte (latin-1). */
  name: string;
  method: number;
  flags: number;
  crc: number;
  packedSize: number;
  size: number;
  /** Offset of the entry's local header. */
  localOffset: number;
  /** Where its central directory record is, and how long. */
  recordOffset: number;
  recordLength: number;
}

export class ZipDirectoryError extends Error {}

/** The directory declares more entries than `maxEntries`: refused before any record is read. */
export class ZipTooManyEntries extends Error {}

const END = 0x06054b50;
const END64 = 0x06064b50;
const LOCATOR64 = 0x07064b50;
const RECORD = 0x02014b50;
const LOCAL = 0x04034b50;
const END_SEARCH = 0xffff + 22;

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/** Offset of the end of central directory record (searched back over the longest comment), or -1. */
function endRecordOffset(bytes: Uint8Array): number {
  const view = viewOf(bytes);
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - END_SEARCH); i--)
    if (view.getUint32(i, true) === END) return i;
  return -1;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipRecord[] {
  const view = viewOf(bytes);
  const end = endRecordOffset(bytes);
  if (end < 0) throw new ZipDirectoryError('no end of central directory');
  let count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const locator = end - 20;
  if (locator >= 0 && view.getUint32(locator, true) === LOCATOR64) {
    const end64 = Number(view.getBigUint64(locator + 8, true));
    if (end64 + 56 > bytes.length || view.getUint32(end64, true) !== END64)
      throw new ZipDirectoryError('the ZIP64 end of central directory is not where its locator says');
    count = Number(view.getBigUint64(end64 + 32, true));
    at = Number(view.getBigUint64(end64 + 48, true));
  }
  if (count > maxEntries) throw new ZipTooManyEntries();
  const records: ZipRecord[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== RECORD)
      throw new ZipDirectoryError(`central directory record ${i + 1} of ${count} is missing`);
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const recordLength = 46 + nameLength + extraLength + commentLength;
    if (at + recordLength > bytes.length) throw new ZipDirectoryError(`central directory record ${i + 1} is cut short`);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const sizes = {
      packedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    readZip64Extra(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), sizes);
    records.push({
      name: (flags & 0x800 ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(at + 10, true),
      flags,
      crc: view.getUint32(at + 16, true),
      ...sizes,
      recordOffset: at,
      recordLength,
    });
    at += recordLength;
  }
  return records;
}

/** The ZIP64 extra field (id 1) holds, in this order, each of the three fields the record set to 0xFFFFFFFF. */
function readZip64Extra(extra: Uint8Array, sizes: { packedSize: number; size: number; localOffset: number }): void {
  const view = viewOf(extra);
  for (let i = 0; i + 4 <= extra.length;) {
    const id = view.getUint16(i, true);
    const length = view.getUint16(i + 2, true);
    if (id === 1) {
      let at = i + 4;
      for (const key of ['size', 'packedSize', 'localOffset'] as const)
        if (sizes[key] === 0xffffffff && at + 8 <= i + 4 + length) {
          sizes[key] = Number(view.getBigUint64(at, true));
          at += 8;
        }
      return;
    }
    i += 4 + length;
  }
}

/** Where an entry's data starts: after its local header, whose name and extra field may differ from the record's. */
export function localDataOffset(bytes: Uint8Array, record: ZipRecord): number {
  const view = viewOf(bytes);
  const at = record.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL)
    throw new ZipDirectoryError(`no local header at offset ${at}`);
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}
