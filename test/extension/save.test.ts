// Saving through a fake `vscode` workspace.fs that can fail at any step: the original bytes must survive every
// failure, the error must reach VS Code (so the document stays dirty), and no temporary file may be left behind
// unless it holds the only complete copy.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Uri } from './fake-uri';

/**
 * path -> bytes, and the time each was last written; `fail` makes the next call of an operation throw (after
 * `before` ran, to model partial effects).
 */
const disk = vi.hoisted(() => ({
  files: new Map<string, Uint8Array>(),
  written: new Map<string, number>(),
  clock: 0,
  fail: {} as Partial<Record<'writeFile' | 'rename', { error: Error; before?: () => void; path?: string }>>,
}));

vi.mock('vscode', async () => {
  const { Uri } = await import('./fake-uri');
  const { l10n, env } = await import('./fake-l10n');
  const failing = (op: 'writeFile' | 'rename', path: string): void => {
    const f = disk.fail[op];
    if (!f || (f.path && f.path !== path)) return;
    delete disk.fail[op];
    f.before?.();
    throw f.error;
  };
  const notFound = (): Error => Object.assign(new Error('not found'), { code: 'FileNotFound' });
  const fs = {
    async readFile(uri: Uri): Promise<Uint8Array> {
      const b = disk.files.get(uri.path);
      if (!b) throw notFound();
      return b.slice();
    },
    async writeFile(uri: Uri, data: Uint8Array): Promise<void> {
      failing('writeFile', uri.path);
      disk.files.set(uri.path, data.slice());
      disk.written.set(uri.path, ++disk.clock);
    },
    async rename(from: Uri, to: Uri): Promise<void> {
      failing('rename', from.path);
      const b = disk.files.get(from.path);
      if (!b) throw notFound();
      disk.files.delete(from.path);
      disk.files.set(to.path, b);
    },
    async delete(uri: Uri): Promise<void> {
      if (!disk.files.delete(uri.path)) throw notFound();
    },
    async stat(uri: Uri): Promise<{ size: number; mtime: number }> {
      const b = disk.files.get(uri.path);
      if (!b) throw notFound();
      return { size: b.length, mtime: disk.written.get(uri.path) ?? 0 };
    },
  };
  class EventEmitter<T> {
    private listeners: ((e: T) => void)[] = [];
    event = (l: (e: T) => void): { dispose(): void } => {
      this.listeners.push(l);
      return { dispose: () => undefined };
    };
    fire(e: T): void {
      for (const l of this.listeners) l(e);
    }
    dispose(): void {
      this.listeners = [];
    }
  }
  return { l10n, env, Uri, EventEmitter, workspace: { fs } };
});

// The temporary name is random on each save (test/extension/local-save.test.ts); fixed here to be looked at.
vi.mock('../../src/core/temp-name', () => ({
  tempNameBeside: (name: string) => `.${name}.hexatlas-save`,
}));

import * as vscode from 'vscode';
import { saveBytes } from '../../extension/save';
import { HexAtlasDocument } from '../../extension/document';
import { threadWorkers } from '../../extension/node/thread-workers';
import './node-host';

const target = vscode.Uri.file('/maps/a.smf');
const tempPath = '/maps/.a.smf.hexatlas-save';
const original = Uint8Array.of(1, 2, 3, 4);
const edited = Uint8Array.of(9, 8, 7, 6, 5);
const onDisk = (path = target.path): number[] | undefined => {
  const b = disk.files.get(path);
  return b && Array.from(b);
};
const errorWith = (message: string, code?: string): Error => Object.assign(new Error(message), code ? { code } : {});

beforeEach(() => {
  disk.files = new Map([[target.path, original.slice()]]);
  disk.written = new Map();
  disk.fail = {};
});

describe('saveBytes', () => {
  it('writes a complete copy beside the target, then the target in place, then removes the copy', async () => {
    const writeFile = vi.spyOn(vscode.workspace.fs, 'writeFile');
    const rename = vi.spyOn(vscode.workspace.fs, 'rename');
    await saveBytes(target, edited);
    expect(writeFile.mock.calls.map(([uri]) => uri.path)).toEqual([tempPath, target.path]);
    // Never renamed over the target: VS Code's file service would delete it first, and the workbench then closes
    // the file's editors that have no unsaved changes.
    expect(rename).not.toHaveBeenCalled();
    expect(onDisk()).toEqual(Array.from(edited));
    expect([...disk.files.keys()]).toEqual([target.path]);
    writeFile.mockRestore();
    rename.mockRestore();
  });

  it('a write to the target refused before it began leaves the original, removes the copy and rethrows', async () => {
    disk.fail.writeFile = { error: errorWith('EBUSY'), path: target.path };
    await expect(saveBytes(target, edited)).rejects.toThrow('EBUSY');
    expect(onDisk()).toEqual(Array.from(original));
    expect(disk.files.has(tempPath)).toBe(false);
  });

  it('a write to the target cut short keeps the copy beside it, the only complete one, and says where', async () => {
    disk.fail.writeFile = {
      error: errorWith('ENOSPC'),
      path: target.path,
      before: () => {
        disk.files.set(target.path, edited.slice(0, 2));
        disk.written.set(target.path, ++disk.clock);
      },
    };
    await expect(saveBytes(target, edited)).rejects.toThrow(`the saved bytes are in file://${tempPath}: ENOSPC`);
    expect(onDisk(tempPath)).toEqual(Array.from(edited));
  });

  it('a temporary file cut short (disk full) is removed, the target never written, the error rethrown', async () => {
    disk.fail.writeFile = {
      error: errorWith('ENOSPC', 'Unavailable'),
      before: () => disk.files.set(tempPath, edited.slice(0, 2)),
    };
    await expect(saveBytes(target, edited)).rejects.toThrow('ENOSPC');
    expect(onDisk()).toEqual(Array.from(original));
    expect(disk.files.has(tempPath)).toBe(false);
  });

  it('a folder that forbids creating the temporary file: the target is written in place', async () => {
    disk.fail.writeFile = { error: errorWith('EACCES', 'NoPermissions'), path: tempPath };
    await saveBytes(target, edited);
    expect(onDisk()).toEqual(Array.from(edited));
    expect(disk.files.has(tempPath)).toBe(false);
  });
});

describe('HexAtlasDocument save', () => {
  // Larger than the decode limit: the document skips analysis, so no parse worker starts.
  const open = (): Promise<HexAtlasDocument> =>
    HexAtlasDocument.create(target, undefined, {
      workers: threadWorkers('unused'),
      decodeLimit: -1,
      pagedAbove: Infinity,
    });

  it('writes exactly the edited bytes; after undo, the original ones', async () => {
    const doc = await open();
    expect(doc.editValue(1, 'u16', '0xBEEF')).toBeNull();
    await doc.save();
    expect(onDisk()).toEqual([1, 0xef, 0xbe, 4]);
    doc.undo();
    await doc.save();
    expect(onDisk()).toEqual(Array.from(original));
    doc.dispose();
  });

  it('a failed save rejects (VS Code keeps the document dirty) and leaves the file as it was', async () => {
    const doc = await open();
    doc.editValue(0, 'u8', '200');
    disk.fail.writeFile = { error: errorWith('EBUSY'), path: target.path };
    await expect(doc.save()).rejects.toThrow('EBUSY');
    expect(onDisk()).toEqual(Array.from(original));
    expect(Array.from(await doc.read(0, 4))).toEqual([200, 2, 3, 4]);
    doc.dispose();
  });
});

describe('HexAtlasDocument backup', () => {
  const open = (backupId?: string): Promise<HexAtlasDocument> =>
    HexAtlasDocument.create(target, backupId, {
      workers: threadWorkers('unused'),
      decodeLimit: -1,
      pagedAbove: Infinity,
    });
  const backupAt = vscode.Uri.file('/backups/a.smf.backup');

  it('unsaved edits written to a backup come back in a document opened from it (a window reload)', async () => {
    const doc = await open();
    doc.editValue(2, 'u8', '77');
    const backup = await doc.backup(backupAt);
    doc.dispose();
    expect(onDisk()).toEqual(Array.from(original)); // the file itself untouched
    const restored = await open(backup.id);
    expect(Array.from(await restored.read(0, 4))).toEqual([1, 2, 77, 4]);
    expect(restored.uri.path).toBe(target.path);
    await restored.save(); // saving the restored document writes the edits to the file, not to the backup
    expect(onDisk()).toEqual([1, 2, 77, 4]);
    await backup.delete();
    expect(disk.files.has(backupAt.path)).toBe(false);
    restored.dispose();
  });
});
