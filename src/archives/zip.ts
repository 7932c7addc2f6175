// .sdz archives through fflate: the central directory lists the entries, stored and deflated entries are read
// on demand. Those two methods are all the engine's zip reader (minizip) reads, so fflate covers what it loads;
// entries in other methods are listed with their method and reported, not read.
import { UnzipFileInfo, unzipSync } from 'fflate';
import { Archive, ArchiveEntry, ArchiveError, ArchiveLimitError } from './archive';
import { ArchiveLimits } from './limits';
import { normalisePath } from './vfs-path';
import { msg, verbatim, type Text } from '../core/translatable';

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

class TooManyEntries extends Error {}

export async function openZip(bytes: Uint8Array, limits: ArchiveLimits): Promise<Archive> {
  const entries: ArchiveEntry[] = [];
  const stored = new Map<ArchiveEntry, string>();
  let count = 0;
  try {
    unzipSync(bytes, {
      filter(f: UnzipFileInfo) {
        if (++count > limits.maxEntries) throw new TooManyEntries();
        if (f.name.endsWith('/') || f.name.endsWith('\\')) return false;
        const e: ArchiveEntry = {
          path: normalisePath(f.name),
          size: f.originalSize,
          packedSize: f.size,
          method: methodNames[f.compression] ?? `method ${f.compression}`,
          block: undefined,
          encrypted: f.compression === 99,
        };
        entries.push(e);
        stored.set(e, f.name);
        return false;
      },
    });
  } catch (e) {
    if (e instanceof TooManyEntries) throw new ArchiveLimitError(msg`more than ${limits.maxEntries} entries`);
    throw new ArchiveError(msg`not a readable zip archive: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (count === 0 && !hasEndRecord(bytes)) throw new ArchiveError(msg`not a zip archive: no end of central directory`);
  return {
    kind: 'sdz',
    size: bytes.length,
    entries,
    async read(wanted) {
      const result = new Map<ArchiveEntry, Uint8Array | Text>();
      const readable = wanted.filter((e) => zipReadableMethods.has(e.method));
      for (const e of wanted) if (!readable.includes(e)) result.set(e, msg`${e.method} is not read`);
      // Each entry is its own deflate stream: reading them one by one costs nothing extra and keeps a damaged
      // entry from hiding the others.
      for (const e of readable) {
        const name = stored.get(e)!;
        try {
          const files = unzipSync(bytes, { filter: (f) => f.name === name });
          result.set(e, files[name] ?? msg`not found`);
        } catch (err) {
          result.set(e, verbatim(err instanceof Error ? err.message : String(err)));
        }
      }
      return result;
    },
    close() {},
  };
}

/** The end of central directory record's signature in the last 64 KiB + 22 bytes (an empty zip has only that). */
function hasEndRecord(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--)
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 5 && bytes[i + 3] === 6) return true;
  return false;
}
