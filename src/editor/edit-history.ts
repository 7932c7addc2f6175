// In-place byte edits with undo/redo: the document's edit stack (VS Code tracks dirtiness from the edit events).
// Pure (no vscode) so it is unit-tested directly.

/** New bytes for one range; nothing moves, so `bytes.length` bytes at `offset` are replaced. */
export interface ByteChange {
  offset: number;
  bytes: Uint8Array;
}

export interface ByteRange {
  offset: number;
  before: Uint8Array;
  after: Uint8Array;
}

/** One step of the undo stack: a field set, or several ranges changed together (switches set from bits). */
export interface ByteEdit {
  ranges: ByteRange[];
  label: string;
}

export class EditHistory {
  private readonly done: ByteEdit[] = [];
  private undone: ByteEdit[] = [];

  constructor(private bytes: Uint8Array) {}

  get buffer(): Uint8Array {
    return this.bytes;
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

  undo(): ByteEdit | undefined {
    const e = this.done.pop();
    if (e) {
      for (let i = e.ranges.length - 1; i >= 0; i--) this.bytes.set(e.ranges[i].before, e.ranges[i].offset);
      this.undone.push(e);
    }
    return e;
  }

  redo(): ByteEdit | undefined {
    const e = this.undone.pop();
    if (e) {
      for (const r of e.ranges) this.bytes.set(r.after, r.offset);
      this.done.push(e);
    }
    return e;
  }

  /** Replace the whole buffer (revert): the history starts over. */
  reset(bytes: Uint8Array): void {
    this.bytes = bytes;
    this.done.length = 0;
    this.undone = [];
  }
}
