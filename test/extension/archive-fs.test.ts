// The archive file system reads an archive as the editor reads any file: refused unread above the
// hexAtlas.maxFileSizeMB setting, and a local one read as a regular file (checked on its descriptor).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ArchiveFileSystem } from '../../extension/archive-fs';
import { mapFiles, zip } from '../helpers/archives';
import { tempDir, write } from '../cli/fixtures';
import { LocalUri } from './fake-uri';
import './node-host';

const settings = vi.hoisted(() => ({ maxFileSizeMB: 4096 }));
const readFile = vi.hoisted(() => vi.fn());

vi.mock('vscode', async () => {
  const { Uri } = await import('./fake-uri');
  const { l10n, env } = await import('./fake-l10n');
  const nodeFs = await import('node:fs/promises');
  return {
    l10n,
    env,
    Uri,
    EventEmitter: class {
      event = () => undefined;
    },
    FileSystemError: { FileNotFound: (u: unknown) => new Error(`not found: ${String(u)}`) },
    workspace: {
      getConfiguration: () => ({ get: (key: 'maxFileSizeMB') => settings[key] }),
      fs: {
        stat: async (u: { path: string }) => ({ size: (await nodeFs.stat(u.path)).size }),
        readFile,
      },
    },
  };
});

let archive = '';
beforeEach(() => {
  // Over 1 MiB: an entry of random bytes does not compress.
  archive = write(tempDir(), 'map.sdz', zip(mapFiles({ 'maps/noise.bin': randomBytes(1.2e6) })));
  readFile.mockClear();
});

describe('ArchiveFileSystem', () => {
  it('refuses an archive larger than hexAtlas.maxFileSizeMB before reading it', async () => {
    expect(fs.statSync(archive).size).toBeGreaterThan(2 ** 20);
    settings.maxFileSizeMB = 1;
    await expect(new ArchiveFileSystem().reader(LocalUri.file(archive) as never)).rejects.toThrow(
      /map\.sdz is [\d.]+ MiB, more than the 1\.0 MiB Hex Atlas reads into memory \(hexAtlas\.maxFileSizeMB\)/,
    );
    expect(readFile).not.toHaveBeenCalled();
  });

  it('reads one within the setting from the disk and lists its entries', async () => {
    settings.maxFileSizeMB = 4096;
    const reader = await new ArchiveFileSystem().reader(LocalUri.file(archive) as never);
    expect(reader.entries.map((e) => e.path)).toContain('mapinfo.lua');
  });

  it('a FIFO named like an archive is refused, not waited on', async () => {
    settings.maxFileSizeMB = 4096;
    const fifo = path.join(tempDir(), 'pipe.sdz');
    execFileSync('mkfifo', [fifo]);
    await expect(new ArchiveFileSystem().reader(LocalUri.file(fifo) as never)).rejects.toThrow(
      'pipe.sdz is not a regular file: it is a FIFO',
    );
  });
});
