// A paged document's bytes: a list of pieces, each a stretch of a file on disk or of bytes an edit added, so an edit
// costs its own bytes, never a copy of the file. Undo puts back the pieces an edit replaced; they never change.
import type { FilePart } from '../core/file-parts';
import type { ByteStore } from './edit-history';
import type { PagedFile } from './paged-file';

export interface Piece {
  /** A file read in pages, or bytes held in memory (an edit's, or a re-encoded file's). */
  readonly source: PagedFile | Uint8Array;
  /** Where the piece starts in its source. */
  readonly from: number;
  readonly length: number;
}

/**
 * Where an edit's bytes are kept when not as a copy in memory (a large one in a temporary file): given the edit's
 * bytes, which no one changes afterwards; undefined keeps them in memory.
 */
export type HoldBytes = (bytes: Uint8Array) => Piece | undefined;

export class PieceTable implements ByteStore<Piece[]> {
  private pieces: Piece[] = [];
  /** Offset of each piece in the content; one more entry, the total length, at the end. */
  private starts: number[] = [0];

  constructor(
    pieces: readonly Piece[],
    private readonly hold?: HoldBytes,
  ) {
    this.set(pieces);
  }

  /** The whole of `file`. */
  static over(file: PagedFile, hold?: HoldBytes): PieceTable {
    return new PieceTable([{ source: file, from: 0, length: file.size }], hold);
  }

  get length(): number {
    return this.starts[this.pieces.length];
  }

  /** The files the content reads from (to keep them open, or to close them). */
  get files(): Set<PagedFile> {
    return new Set(this.pieces.flatMap((p) => (p.source instanceof Uint8Array ? [] : [p.source])));
  }

  keep(offset: number, length: number): Piece[] {
    return [...partsUnder(this.starts, offset, length)].map(({ index, within, length: n }) => {
      const p = this.pieces[index];
      return { source: p.source, from: p.from + within, length: n };
    });
  }

  put(offset: number, kept: readonly Piece[]): void {
    const length = kept.reduce((n, p) => n + p.length, 0);
    if (offset < 0 || offset + length > this.length) throw new RangeError(`[${offset}, +${length}) is outside`);
    const head = this.keep(0, offset);
    const tail = this.keep(offset + length, this.length - offset - length);
    this.set([...head, ...kept, ...tail]);
  }

  write(offset: number, bytes: Uint8Array): void {
    this.put(offset, [this.pieceOf(bytes)]);
  }

  /** A table of stretches of this one and new bytes, in order (a structural edit of the file, as parts of it). */
  rearranged(parts: readonly FilePart[]): PieceTable {
    const pieces = parts.flatMap((p) => ('bytes' in p ? [this.pieceOf(p.bytes)] : this.keep(p.from, p.length)));
    return new PieceTable(pieces, this.hold);
  }

  /** New bytes as a piece: where `hold` keeps them, else a copy in memory (the caller's may change). */
  private pieceOf(bytes: Uint8Array): Piece {
    return this.hold?.(bytes) ?? { source: bytes.slice(), from: 0, length: bytes.length };
  }

  /** The content is now the whole of `file` (which holds the same bytes: the file just saved). */
  rebase(file: PagedFile): void {
    this.set([{ source: file, from: 0, length: file.size }]);
  }

  /** [offset, offset+length) clipped to the content, as a new buffer; file pieces through the page cache. */
  read(offset: number, length: number): Promise<Uint8Array> {
    return this.copy(offset, length, false);
  }

  /** Every byte into `into` (as long as the content), reading the files directly: no page cache churn. */
  async readAll(into: Uint8Array): Promise<void> {
    await this.fill(into, 0, this.length, true);
  }

  /** The content in order, in parts of at most `size` bytes, read directly from the files. */
  async *stream(size: number): AsyncGenerator<Uint8Array> {
    for (let at = 0; at < this.length; at += size) yield await this.copy(at, size, true);
  }

  private async copy(offset: number, length: number, direct: boolean): Promise<Uint8Array> {
    const start = Math.max(0, Math.min(offset, this.length));
    const out = new Uint8Array(Math.max(0, Math.min(start + Math.max(0, length), this.length) - start));
    await this.fill(out, start, out.length, direct);
    return out;
  }

  private async fill(into: Uint8Array, offset: number, length: number, direct: boolean): Promise<void> {
    let at = 0;
    const reads: Promise<void>[] = [];
    for (const p of this.keep(offset, length)) {
      if (p.source instanceof Uint8Array) into.set(p.source.subarray(p.from, p.from + p.length), at);
      else if (direct) reads.push(p.source.readDirect(into, at, p.from, p.length));
      else reads.push(p.source.read(into, at, p.from, p.length));
      at += p.length;
    }
    await Promise.all(reads);
  }

  /** Neighbours that continue each other in one source become one piece again (an undone edit leaves none). */
  private set(pieces: readonly Piece[]): void {
    this.pieces = [];
    this.starts = [0];
    for (const p of pieces) {
      if (p.length === 0) continue;
      const last = this.pieces[this.pieces.length - 1];
      if (last && last.source === p.source && last.from + last.length === p.from) {
        this.pieces[this.pieces.length - 1] = { source: p.source, from: last.from, length: last.length + p.length };
        this.starts[this.starts.length - 1] += p.length;
      } else {
        this.pieces.push(p);
        this.starts.push(this.starts[this.starts.length - 1] + p.length);
      }
    }
  }
}

/** A part of one piece under a range: piece `index`, from `within` it, `length` bytes, at `at` in the range. */
export interface PiecePart {
  index: number;
  within: number;
  length: number;
  at: number;
}

/**
 * The parts of the pieces under [offset, offset+length) of the content, in order. `starts` holds where each piece
 * starts in the content, with the total length at the end.
 */
export function* partsUnder(starts: readonly number[], offset: number, length: number): Generator<PiecePart> {
  const end = offset + length;
  for (let i = pieceAt(starts, offset); i < starts.length - 1 && starts[i] < end; i++) {
    const from = Math.max(offset, starts[i]);
    const to = Math.min(end, starts[i + 1]);
    if (to > from) yield { index: i, within: from - starts[i], length: to - from, at: from - offset };
  }
}

/** Index of the piece holding byte `offset` (the piece count at the end). */
function pieceAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid + 1] <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
