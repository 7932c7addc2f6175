// Splitting a file into pieces read at once, reading one, and knowing which ranges are in place.
import fs from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filePieces, piecesCover, readPiece } from '../../src/core/file-pieces';

const MiB = 1 << 20;

describe('filePieces', () => {
  it.each([
    [0, 1],
    [1000, 1],
    [31 * MiB, 1],
    [32 * MiB, 2],
    [50 * MiB + 3, 3],
    [1000 * MiB + 7, 4],
  ])('splits %d bytes into %d contiguous pieces that start unread', (size, count) => {
    const pieces = filePieces(size);
    expect(pieces).toHaveLength(count);
    expect(pieces[0].from).toBe(0);
    expect(pieces.at(-1)!.to).toBe(size);
    for (let k = 1; k < pieces.length; k++) expect(pieces[k].from).toBe(pieces[k - 1].to);
    for (const p of pieces) expect(p.filled).toBe(p.from);
  });

  it('keeps a large file in one piece when asked for at most one', () => {
    expect(filePieces(1000 * MiB, 1)).toEqual([{ from: 0, to: 1000 * MiB, filled: 0 }]);
  });
});

describe('piecesCover', () => {
  const pieces = [
    { from: 0, to: 100, filled: 40 },
    { from: 100, to: 200, filled: 200 },
  ];
  it('says a range is in place only when every piece it touches has read that far', () => {
    expect(piecesCover(pieces, 0, 40)).toBe(true);
    expect(piecesCover(pieces, 10, 41)).toBe(false);
    expect(piecesCover(pieces, 100, 200)).toBe(true);
    expect(piecesCover(pieces, 30, 150)).toBe(false);
    expect(piecesCover(pieces, 40, 40)).toBe(true);
  });
});

describe('readPiece', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-pieces-'));
  const file = path.join(dir, 'f.bin');
  const content = Uint8Array.from({ length: 20 * MiB + 5 }, (_, i) => (i * 13 + (i >> 10)) & 0xff);
  fs.writeFileSync(file, content);

  it('reads its stretch in place, past one read, and moves `filled` to its end', async () => {
    const handle = await open(file, 'r');
    const bytes = new Uint8Array(content.length);
    const piece = { from: 3, to: content.length, filled: 3 };
    expect(await readPiece(handle, bytes, piece)).toBe(true);
    await handle.close();
    expect(piece.filled).toBe(content.length);
    expect(bytes[0]).toBe(0);
    expect(Buffer.compare(Buffer.from(bytes.subarray(3)), Buffer.from(content.subarray(3)))).toBe(0);
  });

  it('answers false where the file ends before the piece does', async () => {
    const handle = await open(file, 'r');
    const piece = { from: content.length - 10, to: content.length + 10, filled: content.length - 10 };
    expect(await readPiece(handle, new Uint8Array(content.length + 10), piece)).toBe(false);
    await handle.close();
    expect(piece.filled).toBe(content.length);
  });
});
