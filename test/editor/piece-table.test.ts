// A paged document's bytes as a piece table over a real file read in small pages: edits across pages and pieces,
// undo and redo, reads that span pieces and pages, the streamed content, and Find across a page border, all checked
// against the same edits made on a copy of the file in memory.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchPaged } from '../../src/editor/byte-search';
import { BufferStore, EditHistory } from '../../src/editor/edit-history';
import { PageCache } from '../../src/editor/page-cache';
import { PieceTable } from '../../src/editor/piece-table';
import { expectSameBytes } from '../helpers/invariants';
import { openPaged, patterned, tempDir } from '../helpers/paged-files';

const tmp = tempDir();
afterAll(() => tmp.remove());

const page = 16;
const size = 40 * page + 5;

async function setUp(): Promise<{ table: PieceTable; history: EditHistory<PieceTable>; model: Uint8Array }> {
  const bytes = patterned(size);
  const file = path.join(tmp.dir, `f${Math.random().toString(36).slice(2)}.bin`);
  fs.writeFileSync(file, bytes);
  const { file: paged } = await openPaged(file, new PageCache(page, 4 * page));
  const table = PieceTable.over(paged);
  return { table, history: new EditHistory(table), model: bytes.slice() };
}

async function expectContent(table: PieceTable, model: Uint8Array): Promise<void> {
  expect(table.length).toBe(model.length);
  expectSameBytes(await table.read(0, table.length), model);
}

async function all(parts: AsyncIterable<Uint8Array>): Promise<number[]> {
  const out: number[] = [];
  for await (const part of parts) out.push(...part);
  return out;
}

describe('PieceTable', () => {
  it('edits across page borders and over earlier edits, with undo and redo, match the same edits in memory', async () => {
    const { table, history, model } = await setUp();
    const memory = new EditHistory(new BufferStore(model));
    let seed = 11;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
    for (let k = 0; k < 60; k++) {
      const op = next(5);
      if (op === 0) {
        history.undo();
        memory.undo();
      } else if (op === 1) {
        history.redo();
        memory.redo();
      } else {
        // Up to three ranges, each up to three pages long, some overlapping.
        const changes = Array.from({ length: 1 + next(3) }, () => {
          const length = 1 + next(3 * page);
          const offset = next(size - length + 1);
          return { offset, bytes: Uint8Array.from({ length }, () => next(256)) };
        });
        history.applyAll(changes, `edit ${k}`);
        memory.applyAll(changes, `edit ${k}`);
      }
      await expectContent(table, memory.store.bytes);
    }
    while (history.undo()) memory.undo();
    await expectContent(table, patterned(size));
    // Undone to the file, the pieces join up again into the one piece of the file.
    expect(table.keep(0, size)).toHaveLength(1);
  });

  it('reads every window that spans pieces and pages, clipped to the content', async () => {
    const { table, history, model } = await setUp();
    history.apply(page - 2, Uint8Array.of(1, 2, 3, 4), 'across the first page border');
    history.apply(3 * page, new Uint8Array(2 * page).fill(9), 'two whole pages');
    history.apply(3 * page + 5, Uint8Array.of(7), 'inside the previous edit');
    model.set([1, 2, 3, 4], page - 2);
    model.fill(9, 3 * page, 5 * page);
    model[3 * page + 5] = 7;
    expect(table.keep(0, size).length).toBe(7);
    for (let offset = 0; offset < 6 * page; offset += 3)
      for (const length of [1, page - 1, page + 1, 3 * page])
        expect(await table.read(offset, length)).toEqual(model.slice(offset, offset + length));
    expect(await table.read(size - 3, 10)).toEqual(model.slice(size - 3));
    expect(await table.read(size + 5, 10)).toHaveLength(0);
  });

  it('streams and copies the edited content exactly, in parts of any size', async () => {
    const { table, history, model } = await setUp();
    history.apply(100, Uint8Array.of(0xaa, 0xbb), 'a');
    history.apply(size - 1, Uint8Array.of(0xcc), 'the last byte');
    model.set([0xaa, 0xbb], 100);
    model[size - 1] = 0xcc;
    for (const part of [1, 7, page, 1000]) expect(await all(table.stream(part))).toEqual(Array.from(model));
    const copy = new Uint8Array(size);
    await table.readAll(copy);
    expect(copy).toEqual(model);
  });

  it('a whole replacement swaps the content; undo brings the file back', async () => {
    const { table, history, model } = await setUp();
    const encoded = new PieceTable([{ source: Uint8Array.of(5, 6, 7), from: 0, length: 3 }]);
    history.replace(encoded, 'structural');
    expect(history.store).toBe(encoded);
    expect(Array.from(await history.store.read(0, 10))).toEqual([5, 6, 7]);
    history.undo();
    expect(history.store).toBe(table);
    await expectContent(history.store, model);
  });

  it('Find streams through the pages with overlap: a match across a page border and across a read', async () => {
    const { table, history, model } = await setUp();
    const needle = Uint8Array.of(0xde, 0xad, 0xbe, 0xef);
    // One match straddling a page border inside the file's piece, one made half of an edit and half of the file.
    history.apply(5 * page - 2, needle, 'across pages');
    history.apply(20 * page - 1, needle.subarray(0, 2), 'half');
    model.set(needle, 5 * page - 2);
    model.set(needle.subarray(0, 2), 20 * page - 1);
    model.set(needle.subarray(2), 20 * page + 1);
    history.apply(20 * page + 1, needle.subarray(2), 'other half');
    const read = (offset: number, length: number) => table.read(offset, length);
    // Reads of 8 start positions: both matches straddle a read's border too.
    for (const step of [8, page, 1 << 20]) {
      expect(await searchPaged(read, size, needle, 0, false, step)).toBe(5 * page - 2);
      expect(await searchPaged(read, size, needle, 5 * page - 1, false, step)).toBe(20 * page - 1);
      expect(await searchPaged(read, size, needle, 20 * page, false, step)).toBe(-1);
      expect(await searchPaged(read, size, needle, size, true, step)).toBe(20 * page - 1);
      expect(await searchPaged(read, size, needle, 20 * page - 1, true, step)).toBe(5 * page - 2);
      expect(await searchPaged(read, size, needle, 5 * page - 2, true, step)).toBe(-1);
    }
    expect(Array.from(model.subarray(20 * page - 1, 20 * page + 3))).toEqual(Array.from(needle));
  });
});
