import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../src/editor/edit-history';

describe('EditHistory', () => {
  it('applies, undoes and redoes in-place edits', () => {
    const h = new EditHistory(Uint8Array.of(1, 2, 3, 4));
    const e = h.apply(1, Uint8Array.of(9, 8), 'set');
    expect(Array.from(h.buffer)).toEqual([1, 9, 8, 4]);
    expect(Array.from(e.before)).toEqual([2, 3]);
    h.apply(0, Uint8Array.of(7), 'set');
    expect(h.undo()?.offset).toBe(0);
    expect(h.undo()?.offset).toBe(1);
    expect(h.undo()).toBeUndefined();
    expect(Array.from(h.buffer)).toEqual([1, 2, 3, 4]);
    h.redo();
    expect(Array.from(h.buffer)).toEqual([1, 9, 8, 4]);
  });

  it('a new edit drops the redo stack; edits outside the buffer throw', () => {
    const h = new EditHistory(new Uint8Array(2));
    h.apply(0, Uint8Array.of(1), 'a');
    h.undo();
    h.apply(1, Uint8Array.of(2), 'b');
    expect(h.redo()).toBeUndefined();
    expect(() => h.apply(1, Uint8Array.of(1, 2), 'c')).toThrow(RangeError);
    expect(Array.from(h.buffer)).toEqual([0, 2]);
  });

  it('reset replaces the bytes and forgets history', () => {
    const h = new EditHistory(new Uint8Array(2));
    h.apply(0, Uint8Array.of(5), 'a');
    h.reset(Uint8Array.of(3, 3, 3));
    expect(h.undo()).toBeUndefined();
    expect(h.buffer.length).toBe(3);
  });

  it('a whole-buffer replacement is one step; in-place edits before and after it undo in order', () => {
    const h = new EditHistory(Uint8Array.of(1, 2, 3));
    h.apply(0, Uint8Array.of(9), 'patch before');
    const e = h.replace(Uint8Array.of(7, 7), 'structural');
    expect(e.whole).toBe(true);
    h.apply(1, Uint8Array.of(8), 'patch after');
    expect(Array.from(h.buffer)).toEqual([7, 8]);
    h.undo();
    expect(Array.from(h.buffer)).toEqual([7, 7]);
    h.undo();
    expect(Array.from(h.buffer)).toEqual([9, 2, 3]);
    h.undo();
    expect(Array.from(h.buffer)).toEqual([1, 2, 3]);
    h.redo();
    h.redo();
    h.redo();
    expect(Array.from(h.buffer)).toEqual([7, 8]);
  });
});
