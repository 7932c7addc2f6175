// Byte edits with undo/redo: the document's edit stack (VS Code tracks dirtiness from the edit events). An edit
// either replaces bytes in place or, for a structural edit that moves bytes, swaps the whole buffer.
// Pure (no vscode) so it is unit-tested directly.

export interface ByteEdit {
  offset: number;
  before: Uint8Array;
  after: Uint8Array;
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
    if (offset < 0 || offset + after.length > this.bytes.length)
      throw new RangeError(`edit [${offset}, +${after.length}) is outside the file`);
    const edit: ByteEdit = {
      offset,
      before: this.bytes.slice(offset, offset + after.length),
      after: after.slice(),
      label,
    };
    this.bytes.set(edit.after, offset);
    this.done.push(edit);
    this.undone = [];
    return edit;
  }

  /** Replace the whole buffer by `after` (kept, not copied), as one undoable step. */
  replace(after: Uint8Array, label: string): ByteEdit {
    const edit: ByteEdit = { offset: 0, before: this.bytes, after, label, whole: true };
    this.bytes = after;
    this.done.push(edit);
    this.undone = [];
    return edit;
  }

  undo(): ByteEdit | undefined {
    const e = this.done.pop();
    if (e) {
      this.put(e, e.before);
      this.undone.push(e);
    }
    return e;
  }

  redo(): ByteEdit | undefined {
    const e = this.undone.pop();
    if (e) {
      this.put(e, e.after);
      this.done.push(e);
    }
    return e;
  }

  private put(e: ByteEdit, bytes: Uint8Array): void {
    if (e.whole) this.bytes = bytes;
    else this.bytes.set(bytes, e.offset);
  }

  /** Replace the whole buffer (revert): the history starts over. */
  reset(bytes: Uint8Array): void {
    this.bytes = bytes;
    this.done.length = 0;
    this.undone = [];
  }
}
