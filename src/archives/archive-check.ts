// What every archive check shares, whatever the archive holds: diagnostics of the archive as a whole on its header
// bytes, the solid-archive warning, entries screened against the engine's decoders and the hostile-archive bounds
// before anything is unpacked, and the files inside validated by their formats (a map with its tile files taken
// from the archive).
import { analyze } from '../analysis';
import { Diagnostic, DiagnosticSink } from '../core/diagnostics';
import { quote } from '../core/text';
import { msg } from '../core/translatable';
import { ArchiveEntry } from './archive';
import { TileFileRenames, archiveSiblings } from './archive-siblings';
import { unreadableCoders } from './methods';
import { ArchiveReader } from './reader';
import { archiveRules } from './rules';
import { isSolidListing } from './seven-zip';

export interface InnerFile {
  /** Path inside the archive. */
  path: string;
  format: string;
  size: number;
  diagnostics: Diagnostic[];
}

/** Bytes an archive-level diagnostic points at: 7z's signature header, zip's first local header. */
function headerLength(reader: ArchiveReader): number {
  const { kind, size } = reader.archive;
  return Math.min(size, kind === 'sd7' ? 32 : kind === 'sdz' ? 30 : 0);
}

export class ArchiveCheck {
  readonly sink: DiagnosticSink;
  readonly head: number;
  private readonly usable = new Set<ArchiveEntry>();

  constructor(readonly reader: ArchiveReader) {
    this.sink = new DiagnosticSink(Math.max(reader.archive.size, 1));
    this.head = headerLength(reader);
    const { archive } = reader;
    if (archive.kind === 'sd7' && isSolidListing(archive.entries))
      this.sink.report(archiveRules.solid, 0, this.head, msg`several files share a compressed block (solid archive)`);
    for (const e of archive.duplicates ?? [])
      this.sink.report(
        archiveRules.duplicateEntry,
        ...this.rangeOf(e),
        msg`${quote(e.path)} repeats an earlier entry's path`,
      );
  }

  /** An entry's own bytes in the directory where the archive says where they are, else the archive's header. */
  private rangeOf(e: ArchiveEntry): [number, number] {
    return e.record ? [e.record.offset, e.record.length] : [0, this.head];
  }

  /**
   * Reports the entries the engine cannot unpack (a method its decoder lacks) or that are beyond bounds; the others
   * may be read. Nothing is unpacked here.
   */
  screen(entries: readonly ArchiveEntry[]): void {
    const { reader, sink, head } = this;
    for (const e of entries) {
      const bad = unreadableCoders(reader.archive.kind, e);
      if (bad.length > 0) {
        sink.report(archiveRules.method, 0, head, msg`${quote(e.path)} is packed with ${bad.join(', ')}`);
        continue;
      }
      const refused = reader.refusal(e);
      if (refused) {
        const rule = refused.rule === 'size' ? archiveRules.entryTooLarge : archiveRules.ratio;
        sink.report(rule, 0, head, msg`${quote(e.path)} ${refused.message}`);
        continue;
      }
      this.usable.add(e);
    }
  }

  /** Unpacks the screened entries among these in one pass (each solid block once). */
  async preload(entries: readonly ArchiveEntry[]): Promise<void> {
    await this.reader.preload(entries.filter((e) => this.usable.has(e)));
  }

  /** The bytes of a screened entry; one that fails to unpack is reported. */
  async bytesOf(e: ArchiveEntry | undefined): Promise<Uint8Array | undefined> {
    if (!e || !this.usable.has(e)) return undefined;
    const b = await this.reader.read(e);
    if (b instanceof Uint8Array) return b;
    const unread = this.reader.unread.get(e);
    const rule = unread?.rule === 'budget' ? archiveRules.budgetExceeded : archiveRules.entryUnreadable;
    this.sink.report(rule, ...this.rangeOf(e), msg`${quote(e.path)}: ${b}`);
    return undefined;
  }

  /** A file inside validated by its format; a map's tile files are looked up in the archive. */
  async validate(e: ArchiveEntry, bytes: Uint8Array, renames?: TileFileRenames) {
    const a = await analyze(e.path, bytes, { siblings: archiveSiblings(this.reader, e.path, renames) });
    const file: InnerFile = {
      path: e.path,
      format: a.format.id,
      size: bytes.length,
      diagnostics: a.diagnostics,
    };
    return { analysis: a, file };
  }

  finish(): Diagnostic[] {
    return sortDiagnostics(this.sink.finish());
  }
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) => a.offset - b.offset || a.code.localeCompare(b.code));
}
