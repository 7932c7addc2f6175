// An open archive with what one validation needs around it: case-insensitive look-up, the hostile-archive bounds
// applied before anything is unpacked, and a total budget of unpacked bytes. Nothing read is kept for later but
// the entries of a solid block read together (so the block is decompressed once), and those only until taken.
import { Archive, ArchiveEntry } from './archive';
import { ArchiveLimits, blockSizes, defaultLimits, refusal } from './limits';
import { entryIndex, normalisePath } from './vfs-path';
import { msg, type Text } from '../core/translatable';

/** Why an entry was not read: a bound on it alone, the budget of the whole reading, or the archive's own error. */
export interface Unread {
  rule: 'size' | 'ratio' | 'budget' | 'unreadable';
  message: Text;
}

export class ArchiveReader {
  private readonly index: Map<string, ArchiveEntry>;
  private readonly blocks;
  /** Solid blocks that hold more than one entry: reading one of them decompresses the block up to it. */
  private readonly sharedBlocks = new Set<number>();
  /** Entries read ahead with their block, held until read once. */
  private readonly held = new Map<ArchiveEntry, Uint8Array | Text>();
  /** Bytes unpacked so far, counted at each entry's declared size. */
  private unpacked = 0;
  /** The entries that could not be read, and why (the last attempt). */
  readonly unread = new Map<ArchiveEntry, Unread>();

  constructor(
    readonly archive: Archive,
    readonly limits: ArchiveLimits = defaultLimits,
  ) {
    this.index = entryIndex(archive.entries);
    this.blocks = blockSizes(archive.entries);
    const seen = new Set<number>();
    for (const e of archive.entries)
      if (e.block !== undefined) (seen.has(e.block) ? this.sharedBlocks : seen).add(e.block);
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

  /** Reads ahead, in one pass, those of these entries that share a solid block (the others are read when asked). */
  async preload(entries: readonly ArchiveEntry[]): Promise<void> {
    const todo = entries.filter(
      (e) => e.block !== undefined && this.sharedBlocks.has(e.block) && !this.held.has(e) && !this.refusal(e),
    );
    const charged = todo.filter((e) => this.charge(e));
    if (charged.length === 0) return;
    for (const [e, bytes] of await this.readSafely(charged)) this.held.set(e, bytes);
  }

  /** The entry's bytes, or why they could not be read (also kept in `unread`). */
  async read(entry: ArchiveEntry): Promise<Uint8Array | Text> {
    const refused = this.refusal(entry);
    if (refused) return this.fail(entry, refused);
    let bytes = this.held.get(entry);
    this.held.delete(entry);
    if (bytes === undefined) {
      if (!this.charge(entry)) return this.unread.get(entry)!.message;
      bytes = (await this.readSafely([entry])).get(entry) ?? msg`not read`;
    }
    return bytes instanceof Uint8Array ? bytes : this.fail(entry, { rule: 'unreadable', message: bytes });
  }

  /** The archive's read; a reader that fails as a whole (7-Zip's WebAssembly trapping) fails these entries only. */
  private async readSafely(entries: readonly ArchiveEntry[]): Promise<Map<ArchiveEntry, Uint8Array | Text>> {
    try {
      return await this.archive.read(entries);
    } catch (e) {
      const why = msg`the reader failed: ${e instanceof Error ? e.message : String(e)}`;
      return new Map(entries.map((entry) => [entry, why]));
    }
  }

  /** Counts the entry's declared size against the budget; false (and the reason kept) when it would overrun it. */
  private charge(entry: ArchiveEntry): boolean {
    const budget = this.limits.maxTotalBytes;
    if (this.unpacked + entry.size > budget) {
      this.fail(entry, {
        rule: 'budget',
        message: msg`its ${entry.size} bytes would take the bytes unpacked past the budget of ${budget}; not read`,
      });
      return false;
    }
    this.unpacked += entry.size;
    return true;
  }

  private fail(entry: ArchiveEntry, why: Unread): Text {
    this.unread.set(entry, why);
    return why.message;
  }

  close(): void {
    this.held.clear();
    this.archive.close();
  }
}
