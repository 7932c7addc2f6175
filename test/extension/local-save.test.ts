// Saving to a local disk through Node's file system, on real files in a temporary folder: permissions kept, a
// read-only file refused, and every failure (a write error, a failed rename, the process killed while writing)
// leaving the original byte for byte, with a message that says so.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveLocalFile } from '../../extension/node/local-save';
import type { WriteIo as SaveIo } from '../../src/platform/node/safe-write';
import { bundle } from '../helpers/bundle';

let dir = '';
let file = '';
/** The temporary files a save left beside the file (each save picks a new random name). */
const temps = () => fs.readdirSync(dir).filter((f) => f.endsWith('.hexatlas-save'));
const original = Uint8Array.of(1, 2, 3, 4);
const edited = Uint8Array.of(9, 8, 7, 6, 5);
const onDisk = (f = file) => Array.from(fs.readFileSync(f));
const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-save-'));
  file = path.join(dir, 'a.smf');
  fs.writeFileSync(file, original);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Node's file system, with one operation replaced. */
function failing(over: Partial<SaveIo>): SaveIo {
  return { ...fs.promises, ...over } as SaveIo;
}

describe('saveLocalFile', () => {
  it('replaces the file with the new bytes and leaves no temporary file', async () => {
    await saveLocalFile(file, edited);
    expect(onDisk()).toEqual(Array.from(edited));
    expect(fs.readdirSync(dir)).toEqual(['a.smf']);
  });

  it.each([0o640, 0o755, 0o600])('keeps the permissions of the original (%o)', async (mode) => {
    fs.chmodSync(file, mode);
    await saveLocalFile(file, edited);
    expect(fs.statSync(file).mode & 0o7777).toBe(mode);
  });

  it('saves bytes held in a SharedArrayBuffer (as the document keeps them)', async () => {
    const shared = new Uint8Array(new SharedArrayBuffer(edited.length));
    shared.set(edited);
    await saveLocalFile(file, shared);
    expect(onDisk()).toEqual(Array.from(edited));
  });

  it('refuses a read-only file with a clear message and leaves it as it was', async () => {
    fs.chmodSync(file, 0o444);
    await expect(saveLocalFile(file, edited)).rejects.toThrow(
      'a.smf is read-only. Your edits are kept: make it writable, or use Save As.',
    );
    expect(onDisk()).toEqual(Array.from(original));
    expect(fs.readdirSync(dir)).toEqual(['a.smf']);
  });

  it('a write error (a full disk) leaves the original, removes the temporary file and says why', async () => {
    const io = failing({
      async open(...args: Parameters<SaveIo['open']>) {
        const h = await fs.promises.open(...args);
        let calls = 0;
        return new Proxy(h, {
          get(target, key) {
            if (key === 'write')
              return async (bytes: Uint8Array, offset: number) => {
                // Part of the bytes reach the temporary file, then the disk is full.
                if (++calls > 1) throw errno('ENOSPC');
                return target.write(bytes, offset, 2);
              };
            const v = Reflect.get(target, key) as unknown;
            return typeof v === 'function' ? v.bind(target) : v;
          },
        });
      },
    });
    await expect(saveLocalFile(file, edited, io)).rejects.toThrow(
      'a.smf was not saved: the disk is full (ENOSPC). The file on disk is unchanged and your edits are kept.',
    );
    expect(onDisk()).toEqual(Array.from(original));
    expect(temps()).toEqual([]);
  });

  it('a failed rename leaves the original and removes the temporary file', async () => {
    const io = failing({
      rename: async () => {
        throw errno('EBUSY');
      },
    });
    await expect(saveLocalFile(file, edited, io)).rejects.toThrow('a.smf was not saved: EBUSY: simulated (EBUSY)');
    expect(onDisk()).toEqual(Array.from(original));
    expect(temps()).toEqual([]);
  });

  it('a folder that forbids new files: refused, never written in place', async () => {
    const io = failing({
      open: async () => {
        throw errno('EACCES');
      },
    });
    await expect(saveLocalFile(file, edited, io)).rejects.toThrow(
      'a.smf was not saved: permission denied (EACCES). The file on disk is unchanged and your edits are kept.',
    );
    expect(onDisk()).toEqual(Array.from(original));
  });

  it('a symlink planted under the temporary name is never followed', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-victim-'));
    const victim = path.join(outside, 'victim.txt');
    fs.writeFileSync(victim, 'keep');
    try {
      // The old fixed name, and every name the save tries, point outside; the save writes none of them.
      fs.symlinkSync(victim, path.join(dir, '.a.smf.hexatlas-save'));
      const io = failing({
        open: async (...args: Parameters<SaveIo['open']>) => {
          const p = String(args[0]);
          if (p.endsWith('.hexatlas-save') && !fs.existsSync(p)) fs.symlinkSync(victim, p);
          return fs.promises.open(...args);
        },
      });
      await expect(saveLocalFile(file, edited, io)).rejects.toThrow(
        'a.smf was not saved: every temporary name tried beside it already exists (EEXIST)',
      );
      expect(fs.readFileSync(victim, 'utf8')).toBe('keep');
      expect(onDisk()).toEqual(Array.from(original));
      expect(fs.lstatSync(file).isFile()).toBe(true);
      // Without the planted names, the save goes to a fresh name and leaves the planted link alone.
      await saveLocalFile(file, edited);
      expect(fs.readFileSync(victim, 'utf8')).toBe('keep');
      expect(fs.lstatSync(file).isSymbolicLink()).toBe(false);
      expect(onDisk()).toEqual(Array.from(edited));
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('writes streamed bytes part by part; never in place, where they may be read from the file itself', async () => {
    async function* parts() {
      yield edited.subarray(0, 2);
      yield edited.subarray(2);
    }
    await saveLocalFile(file, parts());
    expect(onDisk()).toEqual(Array.from(edited));
    const io = failing({
      open: async () => {
        throw errno('EACCES');
      },
    });
    await expect(saveLocalFile(file, parts(), io)).rejects.toThrow('a.smf was not saved: permission denied (EACCES)');
    expect(onDisk()).toEqual(Array.from(edited));
  });

  it('a process killed while it saves a large file leaves the original intact', async () => {
    const big = new Uint8Array(3 * 2 ** 20).map((_, i) => i & 0xff);
    fs.writeFileSync(file, big);
    const script = await bundle(path.resolve(__dirname, 'toys/save-child.ts'));
    const child = spawn(process.execPath, [script, file, '512'], { stdio: 'ignore' });
    let gone = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_, signal) => {
        gone = true;
        resolve(signal);
      }),
    );
    // Kill it once the temporary file has started to fill: the save is then under way and not done.
    for (;;) {
      const [t] = temps();
      const size = t ? (fs.statSync(path.join(dir, t), { throwIfNoEntry: false })?.size ?? 0) : 0;
      if (size > 0 || gone) break;
      await new Promise((r) => setTimeout(r, 2));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(Buffer.compare(fs.readFileSync(file), big)).toBe(0);
    // The next save starts the temporary file afresh.
    await saveLocalFile(file, edited);
    expect(onDisk()).toEqual(Array.from(edited));
  }, 60_000);
});
