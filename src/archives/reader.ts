// An open archive with what one validation needs around it: case-insensitive look-up, the hostile-archive bounds
// applied before anything is unpacked, and every entry read kept, so a solid block is decompressed once.
import { Archive, ArchiveEntry } from './archive';
import { ArchiveLimits, blockSizes, defaultLimits, refusal } from './limits';
import { entryIndex, normalisePath } from './vfs-path';
import { msg, type Text } from '../core/translatable';

export class ArchiveReader {
  private readonly index: Map<string, ArchiveEntry>;
  private readonly blocks;
  private readonly cache = new Map<ArchiveEntry, Uint8Array | Text>();

  constructor(
    readonly archive: Archive,
    readonly limits: ArchiveLimits = defaultLimits,
  ) {
    this.index = entryIndex(archive.entries);
    this.blocks = blockSizes(archive.entries);
  }

  get entries(): readonly ArchiveEntry[] {
    return this.archive.entries;
  }

  /** The entry at `path`, matched as the engine's virtual file system does. */
  find(path: string): ArchiveEntry | undefined {
    return this.index.get(normalisePath(path).toLowerCase());
  }

  refusal(entry: ArchiveEntry) {
    return refusal(entry, this.blocks, this.limits);
  }

  /** Reads these entries in one pass (those not read yet and within bounds). */
  async preload(entries: readonly ArchiveEntry[]): Promise<void> {
    const todo = entries.filter((e) => !this.cache.has(e) && !this.refusal(e));
    if (todo.length === 0) return;
    for (const [e, bytes] of await this.archive.read(todo)) this.cache.set(e, bytes);
  }

  /** The entry's bytes, or why they could not be read. */
  async read(entry: ArchiveEntry): Promise<Uint8Array | Text> {
    const refused = this.refusal(entry);
    if (refused) return refused.message;
    await this.preload([entry]);
    return this.cache.get(entry) ?? msg`not read`;
  }

  close(): void {
    this.cache.clear();
    this.archive.close();
  }
}
