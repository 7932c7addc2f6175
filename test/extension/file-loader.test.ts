// Loading a local file into the shared buffer in the background: every byte lands in place, and ranges asked for
// before loading finished come from disk, clipped to the file. A file over the size limit is refused on opening.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { open } from 'node:fs/promises';
import { openContent } from '../../extension/content';
import { loadSharedFile } from '../../extension/file-loader';
import './node-host';

vi.mock('vscode', async () => ({ ...(await import('./fake-l10n')), workspace: { fs: {} } }));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-loader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A file of `size` bytes whose byte i is (i * 7 + i >> 8) & 0xff: distinct from its neighbours and other pages. */
function writeFile(size: number): { uri: { scheme: string; fsPath: string }; bytes: Uint8Array } {
  const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) & 0xff);
  const fsPath = path.join(dir, `f${size}.bin`);
  fs.writeFileSync(fsPath, bytes);
  return { uri: { scheme: 'file', fsPath }, bytes };
}

/** The file at `uri` loaded into the shared buffer, as `openContent` does below the paging threshold. */
async function loadShared(uri: { fsPath: string }) {
  const file = await open(uri.fsPath, 'r');
  return loadSharedFile(file, (await file.stat()).size);
}

describe('loading a local file', () => {
  it('refuses a file larger than the limit with a message, before reading it', async () => {
    const { uri } = writeFile(3 * 1024 * 1024);
    await expect(openContent(uri as never, Infinity, 2 * 1024 * 1024)).rejects.toThrow(
      'f3145728.bin is 3.0 MiB, more than the 2.0 MiB Hex Atlas reads into memory (hexAtlas.maxFileSizeMB). ' +
        'Open it with another editor, or raise the setting.',
    );
  });

  it('refuses a 5 GiB sparse file at the largest limit, allocating nothing', async () => {
    const fsPath = path.join(dir, 'sparse.smf');
    fs.writeFileSync(fsPath, '');
    fs.truncateSync(fsPath, 5 * 2 ** 30);
    const before = process.memoryUsage().arrayBuffers;
    await expect(openContent({ scheme: 'file', fsPath } as never, Infinity, 2 ** 32)).rejects.toThrow(
      'sparse.smf is 5.0 GiB, more than the 4.0 GiB Hex Atlas reads into memory',
    );
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(2 ** 20);
    fs.rmSync(fsPath);
  });

  it('fills a shared buffer with the whole file (larger than one read chunk)', async () => {
    const { uri, bytes } = writeFile(16 * 1024 * 1024 + 4097);
    const file = await loadShared(uri);
    expect(file.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    await file.loaded;
    expect(Buffer.compare(Buffer.from(file.bytes), Buffer.from(bytes))).toBe(0);
  });

  it('answers ranges before loading finished, unshared and clipped to the file', async () => {
    const { uri, bytes } = writeFile(40 * 1024 * 1024);
    const file = await loadShared(uri);
    // Asked for at once: the tail is still on disk, not in the buffer.
    const [tail, head] = await Promise.all([file.read(bytes.length - 100, 4096), file.read(0, 4096)]);
    expect(tail.buffer).toBeInstanceOf(ArrayBuffer);
    expect(Array.from(tail)).toEqual(Array.from(bytes.subarray(bytes.length - 100)));
    expect(Array.from(head)).toEqual(Array.from(bytes.subarray(0, 4096)));
    await file.loaded;
    expect(Buffer.compare(Buffer.from(file.bytes), Buffer.from(bytes))).toBe(0);
    expect(Array.from(await file.read(-5, 10))).toEqual(Array.from(bytes.subarray(0, 10)));
  });
});
