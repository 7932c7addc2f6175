// Whether the engine's reader can unpack an entry: .sd7 through the 7-Zip C decoder (7zDec.c), .sdz through
// minizip. 7-Zip lists a method chain as "BCJ LZMA2:24" or "BCJ2 LZMA:24 LZMA:20"; each coder must be known.
import { ArchiveEntry, ArchiveKind } from './archive';
import { zipReadableMethods } from './zip';

const sevenZipDecoders = new Set(['copy', 'lzma', 'lzma2', 'ppmd', 'bcj', 'bcj2', 'arm', 'armt', 'arm64', 'ppc']);
['sparc', 'ia64', 'delta'].forEach((m) => sevenZipDecoders.add(m));

/** The coders of the entry the engine cannot unpack (empty when it can). */
export function unreadableCoders(kind: ArchiveKind, entry: ArchiveEntry): string[] {
  if (kind === 'sdd') return [];
  if (kind === 'sdz') return entry.encrypted || !zipReadableMethods.has(entry.method) ? [entry.method] : [];
  if (entry.method === '' && entry.size === 0) return [];
  const coders = entry.method.split(/\s+/).filter((c) => c !== '');
  const bad = coders.filter((c) => !sevenZipDecoders.has(c.split(':')[0].toLowerCase()));
  return entry.encrypted && bad.length === 0 ? ['encryption'] : bad;
}
