// A document's content above the paging threshold, on real files: the file is read in pages, edits are pieces,
// a save streams them through the safe save (never overwriting the file the pages come from) and reads on from the
// saved file, undo still works after it, and the decoder's copy and a backup hold the edited bytes. A re-encoded
// file and a large edit go to temporary files the worker reads by descriptor, removed when the content closes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openContent } from '../../extension/content';
import { pagedContent } from '../../extension/paged-content';
import { openRegularFile } from '../../src/platform/node/regular-file';
import { encodeScalar } from '../../src/editor/scalar-edit';
import { open, type FileHandle } from 'node:fs/promises';
import { HEAD_BYTES } from '../../src/analysis';
import { expectSameBytes } from '../helpers/invariants';
import { patterned, tempDir } from '../helpers/paged-files';
import { isShareableBuffer } from '../../src/platform/shared-memory';
import './node-host';

vi.mock('vscode', async () => ({ ...(await import('./fake-l10n')), workspace: { fs: {} } }));

const tmp = tempDir();
afterAll(() => tmp.remove());

const page = 64 * 1024;
const size = 5 * page + 77;
const uri = (fsPath: string) => ({ scheme: 'file', fsPath, path: fsPath, toString: () => `file://${fsPath}` }) as never;

function write(name: string, length = size): { file: string; bytes: Uint8Array } {
  const file = path.join(tmp.dir, name);
  const bytes = patterned(length);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

describe('paged content', () => {
  it('opens files above the threshold paged (Find answered by the content) and smaller ones in memory', async () => {
    const { file } = write('threshold.bin');
    const paged = await openContent(uri(file), size - 1);
    const shared = await openContent(uri(file), size);
    expect(paged.search).toBeDefined();
    expect(shared.search).toBeUndefined();
    await shared.loaded;
    expect(await paged.read(page - 3, 6)).toEqual(await shared.read(page - 3, 6));
    paged.dispose();
  });

  it('saves edits over the file it reads, reads on from the saved file, and undoes past the save', async () => {
    const { file, bytes } = write('edited.bin');
    const content = await openContent(uri(file), 0);
    const inode = fs.statSync(file).ino;
    content.applyAll([{ offset: page - 2, bytes: Uint8Array.of(1, 2, 3, 4) }], 'across a page border');
    const first = bytes.slice();
    first.set([1, 2, 3, 4], page - 2);
    expect(await content.read(page - 4, 8)).toEqual(first.slice(page - 4, page + 4));

    await content.saveTo(uri(file));
    await content.reopenSaved(uri(file));
    expectSameBytes(fs.readFileSync(file), first);
    // A new file took the old one's name: the pages read so far came from a file no save wrote into.
    expect(fs.statSync(file).ino).not.toBe(inode);
    expect(fs.readdirSync(tmp.dir).filter((n) => n.includes('hexatlas-save'))).toEqual([]);

    content.applyAll([{ offset: 4 * page + 1, bytes: Uint8Array.of(9) }], 'second');
    const second = first.slice();
    second[4 * page + 1] = 9;
    await content.saveTo(uri(file));
    await content.reopenSaved(uri(file));
    expectSameBytes(fs.readFileSync(file), second);

    content.undo();
    content.undo();
    expectSameBytes(await content.read(0, size), bytes);
    content.redo();
    expectSameBytes(await content.read(0, size), first);
    // The worker gets the head and size, and reads the pieces as they were when it was started, whatever follows.
    const forWorker = await content.forWorker();
    if (isShareableBuffer(forWorker)) throw new Error('a paged file handed over its buffer');
    expect(forWorker.size).toBe(size);
    expectSameBytes(forWorker.head, first.subarray(0, Math.min(size, HEAD_BYTES)));
    content.applyAll([{ offset: 0, bytes: Uint8Array.of(first[0] ^ 0xff) }], 'after the start');
    expectSameBytes(new Uint8Array(await forWorker.whole()), first);
    content.dispose();
  });

  it('backs up the edited bytes, and takes a re-encoded file as one undoable step', async () => {
    const { file, bytes } = write('backup.bin');
    const content = await openContent(uri(file), 0);
    content.applyAll([{ offset: 3, bytes: Uint8Array.of(0xff) }], 'one byte');
    const backup = path.join(tmp.dir, 'backup.bin.backup');
    await content.backupTo(uri(backup));
    const edited = bytes.slice();
    edited[3] = 0xff;
    expectSameBytes(fs.readFileSync(backup), edited);
    expectSameBytes(fs.readFileSync(file), bytes);

    const encoded = new SharedArrayBuffer(3);
    new Uint8Array(encoded).set([7, 8, 9]);
    content.replace(encoded, 'structural');
    expect(content.size).toBe(3);
    expect(Array.from(await content.read(0, 10))).toEqual([7, 8, 9]);
    content.undo();
    expectSameBytes(await content.read(0, size), edited);
    content.dispose();
  });
});

describe('value edits of a paged file', () => {
  it('take a value typed in as a piece, and hand the worker the pieces: only the head is read', async () => {
    const { file } = write('value.bin');
    const handle = await open(file, 'r');
    let read = 0;
    const counting = {
      fd: handle.fd,
      read: async (buffer: Uint8Array, offset: number, length: number, position: number) => {
        const r = await handle.read(buffer, offset, length, position);
        read += r.bytesRead;
        return r;
      },
      close: () => handle.close(),
    };
    const content = pagedContent(counting as unknown as FileHandle, size, tmp.dir);
    const at = 3 * page + 5;
    content.applyAll([{ offset: at, bytes: encodeScalar('u32', '3735928559') as Uint8Array }], 'Set u32');
    const forWorker = await content.forWorker();
    if (isShareableBuffer(forWorker)) throw new Error('a paged file handed over its buffer');
    expect(forWorker.pieces).toEqual([
      { fd: handle.fd, from: 0, length: at },
      { bytes: Uint8Array.of(0xef, 0xbe, 0xad, 0xde) },
      { fd: handle.fd, from: at + 4, length: size - at - 4 },
    ]);
    expect(read).toBe(HEAD_BYTES);
    content.dispose();
  });
});

describe('large edits of a paged file', () => {
  /** The content of `name` with its edits' temporary files in a folder of their own. */
  async function opened(name: string, length = size) {
    const { file, bytes } = write(name, length);
    const edits = path.join(tmp.dir, `${name}.edits`);
    const { handle } = await openRegularFile(file);
    const content = pagedContent(handle, length, edits);
    const temps = () => (fs.existsSync(edits) ? fs.readdirSync(edits) : []);
    return { file, bytes, edits, content, temps };
  }

  it('keeps a re-encoded file in a temporary file: undo, redo, the worker and a save read the right bytes', async () => {
    const { file, bytes, edits, content, temps } = await opened('structural.bin');
    const encoded = patterned(size + page).map((b) => b ^ 0x5a);
    const shared = new SharedArrayBuffer(encoded.length);
    new Uint8Array(shared).set(encoded);
    content.replace(shared, 'duplicate a record');
    // Read before its file is written, and after.
    expectSameBytes(await content.read(0, encoded.length), encoded);
    const forWorker = await content.forWorker();
    if (isShareableBuffer(forWorker)) throw new Error('a paged file handed over its buffer');
    expect(temps()).toHaveLength(1);
    const temp = path.join(edits, temps()[0]);
    expect(temps()[0]).toMatch(/\.hexatlas-edit$/);
    expectSameBytes(fs.readFileSync(temp), encoded);
    // The worker is given the temporary file by its descriptor, not the bytes.
    expect(forWorker.pieces).toEqual([{ fd: expect.any(Number), from: 0, length: encoded.length }]);
    expectSameBytes(new Uint8Array(await forWorker.whole()), encoded);
    // The buffer the worker wrote is no longer what the content reads.
    new Uint8Array(shared).fill(0);
    expectSameBytes(await content.read(0, encoded.length), encoded);

    content.undo();
    expectSameBytes(await content.read(0, size), bytes);
    content.redo();
    expectSameBytes(await content.read(0, encoded.length), encoded);
    content.applyAll([{ offset: 5, bytes: Uint8Array.of(1, 2) }], 'after the structural edit');
    const saved = encoded.slice();
    saved.set([1, 2], 5);
    await content.saveTo(uri(file));
    await content.reopenSaved(uri(file));
    expectSameBytes(fs.readFileSync(file), saved);
    content.undo();
    content.undo();
    expectSameBytes(await content.read(0, size), bytes);

    content.dispose();
    await vi.waitFor(() => expect(fs.existsSync(temp)).toBe(false));
    expect(temps()).toEqual([]);
  });

  it('keeps an edit larger than 1 MiB (an imported picture) in a temporary file, a small one in memory', async () => {
    const length = 3 * 2 ** 20;
    const { bytes, content, temps } = await opened('imported.bin', length);
    const picture = Uint8Array.from({ length: 2 ** 20 + 1 }, (_, i) => (i * 7) & 0xff);
    content.applyAll(
      [
        { offset: 1, bytes: Uint8Array.of(0xaa) },
        { offset: 2 * page, bytes: picture },
      ],
      'import the height map',
    );
    const edited = bytes.slice();
    edited[1] = 0xaa;
    edited.set(picture, 2 * page);
    const forWorker = await content.forWorker();
    if (isShareableBuffer(forWorker)) throw new Error('a paged file handed over its buffer');
    expect(temps()).toHaveLength(1);
    // The small edit travels as bytes, the large one as its file.
    expect(forWorker.pieces?.map((p) => ('bytes' in p ? 'bytes' : 'file'))).toEqual([
      'file',
      'bytes',
      'file',
      'file',
      'file',
    ]);
    expectSameBytes(await content.read(0, length), edited);
    content.undo();
    expectSameBytes(await content.read(0, length), bytes);
    content.dispose();
    await vi.waitFor(() => expect(temps()).toEqual([]));
  });

  it('takes a structural edit as parts of the file: moved stretches read from it, new bytes beside them', async () => {
    const length = 3 * 2 ** 20;
    const { file, bytes, content, temps } = await opened('rearranged.bin', length);
    content.applyAll([{ offset: 10, bytes: Uint8Array.of(0xee) }], 'a value first');
    const before = bytes.slice();
    before[10] = 0xee;
    const large = Uint8Array.from({ length: 2 ** 20 + 1 }, (_, i) => (i * 13) & 0xff);
    content.rearrange!(
      [
        { from: 0, length: 100 },
        { bytes: Uint8Array.of(1, 2, 3) },
        { from: 96, length: 2 * 2 ** 20 },
        { bytes: large },
      ],
      'duplicate a record',
    );
    const after = Buffer.concat([
      before.subarray(0, 100),
      Uint8Array.of(1, 2, 3),
      before.subarray(96, 96 + 2 * 2 ** 20),
      large,
    ]);
    expect(content.size).toBe(after.length);
    expectSameBytes(await content.read(0, after.length), after);
    const forWorker = await content.forWorker();
    if (isShareableBuffer(forWorker)) throw new Error('a paged file handed over its buffer');
    // The moved stretches are the file and the earlier edit's byte; the large new run is in a temporary file.
    expect(forWorker.pieces?.map((p) => ('bytes' in p ? p.bytes.length : `file ${p.length}`))).toEqual([
      'file 10',
      1,
      'file 89',
      3,
      'file 2097152',
      'file 1048577',
    ]);
    expect(temps()).toHaveLength(1);
    content.undo();
    expectSameBytes(await content.read(0, length), before);
    content.redo();
    await content.saveTo(uri(file));
    expectSameBytes(fs.readFileSync(file), after);
    content.dispose();
    await vi.waitFor(() => expect(temps()).toEqual([]));
  });
});
