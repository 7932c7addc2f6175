// .sdd folders: the map as it is being made, a directory laid out like the archive it will become.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Archive, ArchiveEntry, ArchiveError, ArchiveLimitError } from '../archives/archive';
import { ArchiveLimits, defaultLimits } from '../archives/limits';
import { msg, verbatim, type Text } from '../core/translatable';
import { readRegularFile, UnreadableFile } from '../platform/node/regular-file';

export async function openFolder(dir: string, limits: ArchiveLimits = defaultLimits): Promise<Archive> {
  const entries: ArchiveEntry[] = [];
  const walk = async (rel: string): Promise<void> => {
    const items = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
    items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const item of items) {
      const p = rel === '' ? item.name : `${rel}/${item.name}`;
      if (item.isDirectory()) await walk(p);
      else if (item.isFile()) {
        if (entries.length >= limits.maxEntries)
          throw new ArchiveLimitError(msg`more than ${limits.maxEntries} entries`);
        const { size } = await fs.stat(path.join(dir, p));
        entries.push({ path: p, size, packedSize: size, method: 'stored', block: undefined, encrypted: false });
      }
    }
  };
  try {
    await walk('');
  } catch (e) {
    if (e instanceof ArchiveError) throw e;
    throw new ArchiveError(msg`cannot read folder: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  return {
    kind: 'sdd',
    size: 0,
    entries,
    async read(wanted) {
      const result = new Map<ArchiveEntry, Uint8Array | Text>();
      for (const e of wanted) {
        try {
          // Listed as a regular file, checked again on the descriptor (it may have been swapped for a FIFO since).
          result.set(e, await readRegularFile(path.join(dir, e.path), limits.maxEntryBytes));
        } catch (err) {
          if (err instanceof UnreadableFile) result.set(e, err.text);
          else result.set(e, verbatim((err as NodeJS.ErrnoException).code ?? String(err)));
        }
      }
      return result;
    },
    close() {},
  };
}
