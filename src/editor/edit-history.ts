// Byte edits with undo/redo: the document's edit stack (VS Code tracks dirtiness from the edit events). An edit
// either replaces bytes in place or, for a structural edit that moves bytes, swaps the whole store. The store is
// the file's bytes in memory (`BufferStore`) or a piece table over the file on disk (piece-table.ts): each keeps
// what an edit overwrote in its own terms (a copy of the bytes, or the pieces that held them).
// Pure (no vscode) so it is unit-tested directly.
import type { ByteChange } from '../core/byte-change';

/** Bytes that can be overwritten in place and given back. */
export interface ByteStore<Kept> {
  readonly length: number;
  /** What [offset, offset+length) holds now, in a form later writes do not change. */
  keep(offset: number, length: number): Kept;
  /** Puts back what `keep` returned for the same offset. */
  put(offset: number, kept: Kept): void;
  write(offset: number, bytes: Uint8Array): void;
}

export interface ByteRange<Kept> {
  offset: number;
  before: Kept;
  after: Kept;
}

/** One step of the undo stack: a field set, several ranges changed together (a format command's edits), or a swap. */
export interface ByteEdit<Kept = unknown, Store = unknown> {
  ranges: ByteRange<Kept>[];
  label: string;
  /** A structural edit: undo and redo swap the whole store. */
  whole?: { before: Store; after: Store };
}

/** The file's bytes in one buffer: what an edit overwrote is kept as a copy. */
export class BufferStore implements ByteStore<Uint8Array> {
  constructor(readonly bytes: Uint8Array) {}

  get length(): number {
    return this.bytes.length;
  }

  keep(offset: number, length: number): Uint8Array {
    return this.bytes.slice(offset, offset + length);
  }

  put(offset: number, kept: Uint8Array): void {
    this.bytes.set(kept, offset);
  }

  write(offset: number, bytes: Uint8Array): void {
    this.bytes.set(bytes, offset);
  }
}

/** What a store keeps of overwritten bytes. */
type KeptBy<Store> = Store extends ByteStore<infer Kept> ? Kept : never;

export class EditHistory<Store extends ByteStore<Kept>, Kept = KeptBy<Store>> {
  private readonly done: ByteEdit<Kept, Store>[] = [];
  private undone: ByteEdit<Kept, Store>[] = [];

  constructor(private current: Store) {}

  get store(): Store {
    return this.current;
  }

  /** The edit the bytes are at now (undefined: none since the history started): the document's saved point. */
  get last(): ByteEdit<Kept, Store> | undefined {
    return this.done[this.done.length - 1];
  }

  /** Replace bytes at `offset` (same length, nothing moves); returns the edit for the undo stack. */
  apply(offset: number, after: Uint8Array, label: string): ByteEdit<Kept, Store> {
    return this.applyAll([{ offset, bytes: after }], label);
  }

  /** Replace every range, in order, as one undoable edit; nothing is written when any range is outside the file. */
  applyAll(changes: readonly ByteChange[], label: string): ByteEdit<Kept, Store> {
    if (changes.length === 0) throw new RangeError('an edit needs at least one range');
    for (const { offset, bytes } of changes)
      if (offset < 0 || offset + bytes.length > this.current.length)
        throw new RangeError(`edit [${offset}, +${bytes.length}) is outside the file`);
    // Each range's "before" is kept just before it is written, so overlapping ranges undo correctly in reverse.
    const ranges = changes.map(({ offset, bytes }): ByteRange<Kept> => {
      const before = this.current.keep(offset, bytes.length);
      this.current.write(offset, bytes);
      return { offset, before, after: this.current.keep(offset, bytes.length) };
    });
    return this.push({ ranges, label });
  }

  /** Make `after` the whole content (kept, not copied), as one undoable step. */
  replace(after: Store, label: string): ByteEdit<Kept, Store> {
    const edit = this.push({ ranges: [], label, whole: { before: this.current, after } });
    this.current = after;
    return edit;
  }

  undo(): ByteEdit<Kept, Store> | undefined {
    const e = this.done.pop();
    if (e) {
      this.put(e, 'before');
      this.undone.push(e);
    }
    return e;
  }

  redo(): ByteEdit<Kept, Store> | undefined {
    const e = this.undone.pop();
    if (e) {
      this.put(e, 'after');
      this.done.push(e);
    }
    return e;
  }

  private push(edit: ByteEdit<Kept, Store>): ByteEdit<Kept, Store> {
    this.done.push(edit);
    this.undone = [];
    return edit;
  }

  /** Puts an edit's `before` (undo, ranges in reverse so overlapping ones come back right) or `after` (redo). */
  private put(e: ByteEdit<Kept, Store>, side: 'before' | 'after'): void {
    if (e.whole) {
      this.current = e.whole[side];
      return;
    }
    const order = side === 'before' ? [...e.ranges].reverse() : e.ranges;
    for (const r of order) this.current.put(r.offset, r[side]);
  }
}
