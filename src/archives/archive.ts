// One interface over the three ways a Spring map is published: a 7z archive (.sd7), a zip archive (.sdz) and a
// plain folder (.sdd). Entries are listed from the archive's directory; their bytes are read on demand.
import { TextError, type Text } from '../core/translatable';

export type ArchiveKind = 'sd7' | 'sdz' | 'sdd';

export interface ArchiveEntry {
  /** The path as the archive stores it, with forward slashes. */
  path: string;
  /** Unpacked size the archive declares. */
  size: number;
  /** Packed size; for the entries of a solid block only the block's first one carries it (as 7-Zip lists it). */
  packedSize: number | undefined;
  /** Compression method as the archive names it ("LZMA2:24 BCJ", "deflate", "stored"). */
  method: string;
  /** The solid block (7z folder) the entry is packed in; undefined for empty entries, zip and folders. */
  block: number | undefined;
  encrypted: boolean;
  /** Where the directory describes this entry (zip's central directory record); undefined where not known. */
  record?: { offset: number; length: number };
}

export interface Archive {
  kind: ArchiveKind;
  /** Bytes of the archive file (0 for a folder). */
  size: number;
  /** Files only, in the archive's own order (the order the engine searches them in). */
  entries: readonly ArchiveEntry[];
  /** Entries whose path repeats an earlier one's (without regard to case): listed once, never read. */
  duplicates?: readonly ArchiveEntry[];
  /**
   * The bytes of these entries, read together so that each solid block is decompressed once; an entry that could
   * not be read maps to the reason.
   */
  read(entries: readonly ArchiveEntry[]): Promise<Map<ArchiveEntry, Uint8Array | Text>>;
  /** Releases what the reader holds (7-Zip's in-memory copy of the archive). */
  close(): void;
}

/** The archive cannot be opened at all: not an archive of its kind, truncated, its directory damaged. */
export class ArchiveError extends TextError {}

/** The directory lists more entries than the limits allow (see limits.ts). */
export class ArchiveLimitError extends ArchiveError {}
