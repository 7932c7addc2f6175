// .sdz archives: the central directory is parsed once (zip-directory.ts) and each entry is read by itself from its
// local header: stored bytes as they are, deflated ones inflated with a cap at the size the directory declares,
// then checked against the directory's CRC-32 (the inflater does not check it). Stored and deflate are all the
// engine's zip reader (minizip) reads; entries in other methods are listed with their method and reported, not read.
import { Archive, ArchiveEntry, ArchiveError, ArchiveLimitError } from './archive';
import { ArchiveLimits } from './limits';
import { splitDuplicates, normalisePath } from './vfs-path';
import { ZipDirectoryError, ZipRecord, ZipTooManyEntries, localDataOffset, readZipDirectory } from './zip-directory';
import { msg, verbatim, type Text } from '../core/translatable';
import { InflatedTooLarge, rawInflate } from '../platform/inflate';

/** PKWARE APPNOTE 4.4.5 compression methods by number. */
const methodNames: Record<number, string> = {
  0: 'stored',
  1: 'shrunk',
  6: 'imploded',
  8: 'deflate',
  9: 'deflate64',
  12: 'bzip2',
  14: 'lzma',
  93: 'zstd',
  95: 'xz',
  98: 'ppmd',
  99: 'aes',
};

export const zipReadableMethods = new Set(['stored', 'deflate']);

export async function openZip(bytes: Uint8Array, limits: ArchiveLimits): Promise<Archive> {
  let records: ZipRecord[];
  try {
    records = readZipDirectory(bytes, limits.maxEntries);
  } catch (e) {
    if (e instanceof ZipTooManyEntries) throw new ArchiveLimitError(msg`more than ${limits.maxEntries} entries`);
    if (e instanceof ZipDirectoryError) throw new ArchiveError(msg`not a readable zip archive: ${e.message}`);
    throw e;
  }
  const recordOf = new Map<ArchiveEntry, ZipRecord>();
  const files: ArchiveEntry[] = [];
  for (const r of records) {
    if (r.name.endsWith('/') || r.name.endsWith('\\')) continue;
    const e: ArchiveEntry = {
      path: normalisePath(r.name),
      size: r.size,
      packedSize: r.packedSize,
      method: methodNames[r.method] ?? `method ${r.method}`,
      block: undefined,
      encrypted: r.method === 99 || (r.flags & 1) !== 0,
      record: { offset: r.recordOffset, length: r.recordLength },
    };
    files.push(e);
    recordOf.set(e, r);
  }
  const { entries, duplicates } = splitDuplicates(files);
  return {
    kind: 'sdz',
    size: bytes.length,
    entries,
    duplicates,
    async read(wanted) {
      const result = new Map<ArchiveEntry, Uint8Array | Text>();
      for (const e of wanted) result.set(e, readEntry(bytes, e, recordOf.get(e)!));
      return result;
    },
    close() {},
  };
}

/** One entry's bytes, or why they cannot be had: each entry is its own stream, so a damaged one hides no other. */
function readEntry(bytes: Uint8Array, e: ArchiveEntry, r: ZipRecord): Uint8Array | Text {
  if (!zipReadableMethods.has(e.method)) return msg`${e.method} is not read`;
  if (e.encrypted) return msg`encrypted`;
  let data: Uint8Array;
  try {
    const start = localDataOffset(bytes, r);
    const packed = bytes.subarray(start, start + r.packedSize);
    if (packed.length < r.packedSize) return msg`cut short: ${packed.length} of ${r.packedSize} packed bytes`;
    // The cap: inflating stops one byte past the declared size, whatever the stream would make.
    data = r.method === 0 ? packed : rawInflate().inflateRaw(packed, r.size + 1);
  } catch (err) {
    if (err instanceof ZipDirectoryError) return verbatim(err.message);
    if (err instanceof InflatedTooLarge) return msg`unpacks to more than the ${r.size} bytes the directory declares`;
    return msg`cannot be inflated: ${(err as Error).message}`;
  }
  if (data.length !== r.size) return msg`unpacks to ${data.length} bytes, the directory declares ${r.size}`;
  const crc = rawInflate().crc32(data);
  if (crc !== r.crc) return msg`CRC-32 ${hex(crc)} does not match the ${hex(r.crc)} the directory declares`;
  // A plain view, whatever the archive's bytes are held in (a Node Buffer: its methods and pool are not the entry's).
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

const hex = (n: number) => n.toString(16).padStart(8, '0');
