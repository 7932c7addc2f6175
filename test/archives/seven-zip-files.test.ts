// Files in and out of 7-Zip's in-memory file system: an entry grows towards its declared size (not by an eighth at a
// time), within a bound when the size is declared too large, and is taken out without a copy.
import SevenZip, { type SevenZipModule } from '7z-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { growToDeclaredSizes, putFile, takeFile } from '../../src/archives/seven-zip-files';

const MiB = 1 << 20;

/** The capacity of the file's buffer after each write of these many bytes, as 7-Zip writes an entry. */
function capacities(module: SevenZipModule, path: string, pieces: number[]): number[] {
  const stream = module.FS.open(path, 'w');
  const seen: number[] = [];
  for (const piece of pieces) {
    module.FS.write(stream, new Uint8Array(piece).fill(0xf7), 0, piece);
    seen.push(contentsOf(module, path).length);
  }
  module.FS.close(stream);
  return seen;
}

const contentsOf = (module: SevenZipModule, path: string) =>
  (module.FS.lookupPath(path).node as unknown as { contents: Uint8Array }).contents;

describe("7-Zip's in-memory files", () => {
  let module: SevenZipModule;
  let declared: Map<string, number>;
  beforeAll(async () => {
    module = await SevenZip({ print: () => {}, printErr: () => {} });
    declared = growToDeclaredSizes(module);
  });

  it('grows an entry to its declared size at the first write past its buffer, and takes it out uncopied', () => {
    const size = 5 * MiB + 3;
    declared.set('/entry', size);
    expect(capacities(module, '/entry', [MiB, MiB, MiB, MiB, MiB, 3])).toEqual([MiB, ...Array(5).fill(size)]);
    const buffer = contentsOf(module, '/entry').buffer;
    const bytes = takeFile(module, '/entry')!;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(size);
    expect(bytes.buffer).toBe(buffer);
    expect(bytes.every((b) => b === 0xf7)).toBe(true);
    declared.clear();
  });

  it('grows a large entry eight times over, then to exactly its declared size', () => {
    const size = 17 * MiB + MiB / 2;
    declared.set('/large', size);
    const pieces = [...Array(17).fill(MiB), MiB / 2];
    const seen = capacities(module, '/large', pieces);
    // MEMFS alone would make the last step an eighth more than 16 MiB: 18 MiB.
    expect(seen).toEqual([MiB, ...Array(15).fill(16 * MiB), size, size]);
    // Every byte carried over the growth steps, and taken out as the file's own buffer.
    const buffer = contentsOf(module, '/large').buffer;
    const bytes = takeFile(module, '/large')!;
    expect(bytes.buffer).toBe(buffer);
    expect(bytes.length).toBe(size);
    expect(bytes.every((b) => b === 0xf7)).toBe(true);
    declared.clear();
  });

  it('grows an entry written past its declared size as MEMFS does, an eighth at a time', () => {
    declared.set('/longer', MiB);
    expect(capacities(module, '/longer', [MiB, MiB / 16, MiB / 16])).toEqual([MiB, (9 * MiB) / 8, (9 * MiB) / 8]);
    declared.clear();
  });

  it('grows a file with no declared size only as far as each write needs past 1 MiB, as before', () => {
    expect(capacities(module, '/other', [MiB, MiB, MiB])).toEqual([MiB, 2 * MiB, 3 * MiB]);
  });

  it('grows at most eight times what is written towards a size declared too large', () => {
    declared.set('/liar', 1 << 30);
    expect(capacities(module, '/liar', [MiB, MiB])).toEqual([MiB, 16 * MiB]);
    // The bytes written, copied out of the larger buffer.
    const bytes = takeFile(module, '/liar')!;
    expect(bytes.length).toBe(2 * MiB);
    expect(bytes.buffer.byteLength).toBe(2 * MiB);
    declared.clear();
  });

  it('hands the archive over without a copy; nothing is taken where no file is', () => {
    const archive = new Uint8Array([1, 2, 3, 4]);
    putFile(module, '/archive', archive);
    const taken = takeFile(module, '/archive')!;
    expect(taken.buffer).toBe(archive.buffer);
    expect([...taken]).toEqual([1, 2, 3, 4]);
    expect(takeFile(module, '/missing')).toBeUndefined();
    module.FS.mkdir('/folder');
    expect(takeFile(module, '/folder')).toBeUndefined();
  });
});
