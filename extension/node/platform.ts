// The Node extension host's side of the platform seam (platform.ts): the local disk through Node's file system,
// parse and job workers as worker threads, the extension's files read from beside the bundle. The desktop runs
// exactly what it ran before the seam: these are the same functions, reached through one object.
import { promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as vscode from 'vscode';
import { WorkerPool } from '../../src/channel/worker-pool';
import { poolSize } from '../../src/channel/pool';
import type { JobChannel } from '../../src/workspace/job-protocol';
import { openRegularFile, readRegularFile } from '../../src/platform/node/regular-file';
import { isInsideFolder } from '../../src/platform/node/inside-folder';
import type { HostPlatform, LocalDisk } from '../platform';
import { openLocalContent } from './local-content';
import { threadWorkers } from './thread-workers';
import { saveLocalFile } from './local-save';

/** The local disk; a paged document's large edits go to temporary files in `editsFolder`. */
const localDisk = (editsFolder: string): LocalDisk => ({
  openContent: (file, uri, pagedAbove, maxBytes) => openLocalContent(file, uri, pagedAbove, maxBytes, editsFolder),
  readFile: readRegularFile,
  async openFile(file) {
    const { handle } = await openRegularFile(file);
    return {
      read: async (into, at) => (await handle.read(into, 0, into.length, at)).bytesRead,
      close: () => handle.close(),
    };
  },
  async openDescriptor(file) {
    const { handle, size } = await openRegularFile(file);
    return { fd: handle.fd, size, close: () => handle.close() };
  },
  save: (file, bytes) => saveLocalFile(file, bytes),
  realPath: (file) => fs.realpath(file).catch(() => file),
  isInside: isInsideFolder,
});

/**
 * `dist`: the folder of the bundles (dist/ beside the extension's package.json). `editsFolder`: where paged documents
 * keep their large edits (the extension's storage; the system's temporary folder where none is given).
 */
export function nodePlatform(dist: string, editsFolder = os.tmpdir()): HostPlatform {
  const texts = new Map<string, string>();
  return {
    kind: 'node',
    disk: localDisk(editsFolder),
    nodeExecutable: process.execPath,
    cores: poolSize(os.availableParallelism()),
    extensionText(file: vscode.Uri) {
      let text = texts.get(file.fsPath);
      if (text === undefined) texts.set(file.fsPath, (text = readFileSync(file.fsPath, 'utf8')));
      return text;
    },
    parseWorkers: threadWorkers(path.join(dist, 'parse-worker.js')),
    jobPool: (size) => new WorkerPool<JobChannel>(path.join(dist, 'job-worker.js'), size),
  };
}
