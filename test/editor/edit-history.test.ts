import { describe, expect, it } from 'vitest';
import { BufferStore, EditHistory } from '../../src/editor/edit-history';

/** A history over bytes held in memory, as the document keeps a small file. */
const over = (bytes: Uint8Array) => new EditHistory(new BufferStore(bytes));

describe('EditHistory', () => {
  it('applies, undoes and redoes in-place edits', () => {
    const h = over(Uint8Array.of(1, 2, 3, 4));
    const e = h.apply(1, Uint8Array.of(9, 8), 'set');
    expect(Array.from(h.store.bytes)).toEqual([1, 9, 8, 4]);
    expect(e.ranges.map((r) => [r.offset, Array.from(r.before)])).toEqual([[1, [2, 3]]]);
    h.apply(0, Uint8Array.of(7), 'set');
    expect(h.undo()?.ranges[0].offset).toBe(0);
    expect(h.undo()?.ranges[0].offset).toBe(1);
    expect(h.undo()).toBeUndefined();
    expect(Array.from(h.store.bytes)).toEqual([1, 2, 3, 4]);
    h.redo();
    expect(Array.from(h.store.bytes)).toEqual([1, 9, 8, 4]);
  });

  it('a new edit drops the redo stack; edits outside the buffer throw', () => {
    const h = over(new Uint8Array(2));
    h.apply(0, Uint8Array.of(1), 'a');
    h.undo();
    h.apply(1, Uint8Array.of(2), 'b');
    expect(h.redo()).toBeUndefined();
    expect(() => h.apply(1, Uint8Array.of(1, 2), 'c')).toThrow(RangeError);
    expect(Array.from(h.store.bytes)).toEqual([0, 2]);
  });

  it('several ranges are one edit: one undo restores them all, one redo writes them all again', () => {
    const h = over(Uint8Array.of(0, 0, 0, 0, 0, 0));
    h.apply(5, Uint8Array.of(7), 'before');
    const e = h.applyAll(
      [
        { offset: 1, bytes: Uint8Array.of(1) },
        { offset: 4, bytes: Uint8Array.of(4, 4) },
        { offset: 4, bytes: Uint8Array.of(9) },
      ],
      'switches',
    );
    expect(e.label).toBe('switches');
    expect(Array.from(h.store.bytes)).toEqual([0, 1, 0, 0, 9, 4]);
    expect(h.undo()).toBe(e);
    // The overlapping ranges undo in reverse: byte 5 gets back the 7 of the earlier edit.
    expect(Array.from(h.store.bytes)).toEqual([0, 0, 0, 0, 0, 7]);
    expect(h.redo()).toBe(e);
    expect(Array.from(h.store.bytes)).toEqual([0, 1, 0, 0, 9, 4]);
    h.undo();
    h.undo();
    expect(Array.from(h.store.bytes)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('a multi-range edit with any range outside the file writes nothing', () => {
    const h = over(Uint8Array.of(0, 0, 0));
    const changes = [
      { offset: 0, bytes: Uint8Array.of(1) },
      { offset: 2, bytes: Uint8Array.of(1, 1) },
    ];
    expect(() => h.applyAll(changes, 'x')).toThrow('edit [2, +2) is outside the file');
    expect(() => h.applyAll([], 'x')).toThrow(RangeError);
    expect(Array.from(h.store.bytes)).toEqual([0, 0, 0]);
    expect(h.undo()).toBeUndefined();
  });

  it('a whole-buffer replacement is one step; in-place edits before and after it undo in order', () => {
    const h = over(Uint8Array.of(1, 2, 3));
    h.apply(0, Uint8Array.of(9), 'patch before');
    const e = h.replace(new BufferStore(Uint8Array.of(7, 7)), 'structural');
    expect(e.whole).toBeDefined();
    h.apply(1, Uint8Array.of(8), 'patch after');
    expect(Array.from(h.store.bytes)).toEqual([7, 8]);
    h.undo();
    expect(Array.from(h.store.bytes)).toEqual([7, 7]);
    h.undo();
    expect(Array.from(h.store.bytes)).toEqual([9, 2, 3]);
    h.undo();
    expect(Array.from(h.store.bytes)).toEqual([1, 2, 3]);
    h.redo();
    h.redo();
    h.redo();
    expect(Array.from(h.store.bytes)).toEqual([7, 8]);
  });
});
