import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PieceSource, type ReadSync } from '../../src/editor/piece-source';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-pieces-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PieceSource', () => {
  it('reads across file pieces and edited bytes as the content they make, through pages and directly', () => {
    const file = Uint8Array.from({ length: 700_000 }, (_, i) => (i * 7 + (i >> 9)) & 0xff);
    const name = path.join(dir, 'content.bin');
    fs.writeFileSync(name, file);
    const fd = fs.openSync(name, 'r');
    let calls = 0;
    const readSync: ReadSync = (d, into, at) => {
      calls++;
      return fs.readSync(d, into, 0, into.length, at);
    };
    try {
      // The file with 3 bytes at 100,000 replaced by 5 new ones, and its first 1000 bytes appended again.
      const added = Uint8Array.of(1, 2, 3, 4, 5);
      const source = new PieceSource(
        [
          { fd, from: 0, length: 100_000 },
          { bytes: added },
          { fd, from: 100_003, length: file.length - 100_003 },
          { fd, from: 0, length: 1000 },
        ],
        readSync,
      );
      const content = new Uint8Array([
        ...file.subarray(0, 100_000),
        ...added,
        ...file.subarray(100_003),
        ...file.subarray(0, 1000),
      ]);
      expect(source.size).toBe(content.length);
      for (const [offset, length] of [
        [0, 10],
        [99_998, 10],
        [65_530, 12],
        [100_004, 70_000],
        [200_000, 400_000],
        [content.length - 1500, 3000],
        [-5, 8],
      ]) {
        const from = Math.max(0, offset);
        expect(source.read(offset, length)).toEqual(content.slice(from, Math.min(content.length, offset + length)));
      }
      // Reading into a buffer fills what there is: at the end, the part of it before the end.
      const into = new Uint8Array(5000).fill(0xaa);
      expect(source.readInto(content.length - 3000, into)).toEqual(content.slice(content.length - 3000));
      expect(into[3000]).toBe(0xaa);
      // Pages read once are kept: reading them again does not read the file.
      const before = calls;
      source.read(10, 100);
      source.read(99_998, 10);
      expect(calls).toBe(before);
    } finally {
      fs.closeSync(fd);
    }
  });

  it('reports a file shorter than its piece instead of returning zeros', () => {
    const source = new PieceSource([{ fd: 1, from: 0, length: 100 }], () => 0);
    expect(() => source.read(0, 10)).toThrow(/ended 10 bytes early/);
  });
});
