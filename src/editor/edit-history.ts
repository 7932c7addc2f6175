// Byte edits with undo/redo: the document's edit stack (VS Code tracks dirtiness from the edit events). An edit
// either replaces bytes in place or, for a structural edit that moves bytes, swaps the whole buffer.
// Pure (no vscode) so it is unit-tested directly.
import type { ByteChange } from '../core/byte-change';

export interface ByteRange {
  offset: number;
  before: Uint8Array;
  after: Uint8Array;
}

/** One step of the undo stack: a field set, or several ranges changed together (switches set from bits). */
export interface ByteEdit {
  ranges: ByteRange[];
  label: string;
  /** `before` and `after` are the whole file (a structural edit): undo and redo swap the buffer. */
  whole?: boolean;
}

export class EditHistory {
  private readonly done: ByteEdit[] = [];
  private undone: ByteEdit[] = [];

  constructor(private bytes: Uint8Array) {}

  get buffer(): Uint8Array {
    return this.bytes;
  }

  /** The edit the bytes are at now (undefined: none since the history started): the document's saved point. */
  get last(): ByteEdit | undefined {
    return this.done[this.done.length - 1];
  }

  /** Replace bytes at `offset` (same length, nothing moves); returns the edit for the undo stack. */
  apply(offset: number, after: Uint8Array, label: string): ByteEdit {
    return this.applyAll([{ offset, bytes: after }], label);
  }

  /** Replace every range, in order, as one undoable edit; nothing is written when any range is outside the file. */
  applyAll(changes: readonly ByteChange[], label: string): ByteEdit {
    if (changes.length === 0) throw new RangeError('an edit needs at least one range');
    for (const { offset, bytes } of changes)
      if (offset < 0 || offset + bytes.length > this.bytes.length)
        throw new RangeError(`edit [${offset}, +${bytes.length}) is outside the file`);
    // Each range's "before" is read just before it is written, so overlapping ranges undo correctly in reverse.
    const ranges = changes.map(({ offset, bytes }): ByteRange => {
      const range = { offset, before: this.bytes.slice(offset, offset + bytes.length), after: bytes.slice() };
      this.bytes.set(range.after, offset);
      return range;
    });
    const edit: ByteEdit = { ranges, label };
    this.done.push(edit);
    this.undone = [];
    return edit;
  }

  /** Replace the whole buffer by `after` (kept, not copied), as one undoable step. */
  replace(after: Uint8Array, label: string): ByteEdit {
    const edit: ByteEdit = { ranges: [{ offset: 0, before: this.bytes, after }], label, whole: true };
    this.bytes = after;
    this.done.push(edit);
    this.undone = [];
    return edit;
  }

  undo(): ByteEdit | undefined {
    const e = this.done.pop();
    if (e) {
      this.put(e, 'before');
      this.undone.push(e);
    }
    return e;
  }

  redo(): ByteEdit | undefined {
    const e = this.undone.pop();
    if (e) {
      this.put(e, 'after');
      this.done.push(e);
    }
    return e;
  }

  /** Puts an edit's `before` (undo, ranges in reverse so overlapping ones come back right) or `after` (redo). */
  private put(e: ByteEdit, side: 'before' | 'after'): void {
    if (e.whole) {
      this.bytes = e.ranges[0][side];
      return;
    }
    const order = side === 'before' ? [...e.ranges].reverse() : e.ranges;
    for (const r of order) this.bytes.set(r[side], r.offset);
  }

  /** Replace the whole buffer (revert): the history starts over. */
  reset(bytes: Uint8Array): void {
    this.bytes = bytes;
    this.done.length = 0;
    this.undone = [];
  }
}
