// The CLI reads each file whole in as few reads as its size allows, and falls back to fs.readFile where stat does
// not know the size.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileError, readFile } from '../../src/input/io';
import { tempDir } from '../cli/fixtures';

describe('readFile', () => {
  it('returns every byte of a file larger than fs.readFile reads at once', async () => {
    const file = path.join(tempDir(), 'big.bin');
    const content = randomBytes(3 * 1024 * 1024 + 17);
    fs.writeFileSync(file, content);
    const bytes = await readFile(file);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(content.length);
    expect(Buffer.from(bytes).equals(content)).toBe(true);
  });

  it('refuses a file past the largest buffer (a 5 GiB sparse file) with a message, before allocating', async () => {
    const file = path.join(tempDir(), 'sparse.smf');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 5 * 2 ** 30);
    const read = readFile(file);
    await expect(read).rejects.toBeInstanceOf(FileError);
    await expect(read).rejects.toThrow('sparse.smf is 5.0 GiB, more than the 4.0 GiB Hex Atlas reads into memory.');
    fs.rmSync(file);
  });

  it('returns an empty array for an empty file', async () => {
    const file = path.join(tempDir(), 'empty.bin');
    fs.writeFileSync(file, '');
    expect((await readFile(file)).length).toBe(0);
  });

  it.runIf(fs.existsSync('/proc/self/status'))('reads a file whose stat size is 0 through fs.readFile', async () => {
    const text = new TextDecoder().decode(await readFile('/proc/self/status'));
    expect(text).toMatch(/^Name:/);
  });

  it('turns a missing file into a FileError naming it', async () => {
    const file = path.join(tempDir(), 'missing.bin');
    await expect(readFile(file)).rejects.toThrow(FileError);
    await expect(readFile(file)).rejects.toThrow(`cannot read ${file}: ENOENT`);
  });
});
