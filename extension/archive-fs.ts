// A read-only file system over map archives (.sd7, .sdz): the Explorer lists an archive as folders and files
// ("Open Archive as Folder") and Hex Atlas opens its entries like any file. The archive's bytes are read through
// VS Code's file system; a few recently used archives stay open; each entry is read when opened, within the
// hexAtlas.archiveBudgetMB budget.
import * as vscode from 'vscode';
import { openArchiveBytes, archiveKindByName } from '../src/archives/open-archive';
import { ArchiveReader } from '../src/archives/reader';
import { parseArchiveUri } from './archive-uri';
import { say } from './language';
import { refuseTooLarge } from './file-loader';
import { archiveLimits, maxFileBytes } from './settings';
import { TextError } from '../src/core/translatable';
import { localPath, platform } from './platform';

const KEEP_OPEN = 4;

export class ArchiveFileSystem implements vscode.FileSystemProvider {
  private readonly open = new Map<string, Promise<ArchiveReader>>();
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  /** The archive opened once (and the least recently used one closed past KEEP_OPEN). */
  reader(archive: vscode.Uri): Promise<ArchiveReader> {
    const key = archive.toString();
    let r = this.open.get(key);
    if (r) {
      this.open.delete(key);
      this.open.set(key, r);
      return r;
    }
    const kind = archiveKindByName(archive.path);
    if (kind !== 'sd7' && kind !== 'sdz') throw vscode.FileSystemError.FileNotFound(archive);
    r = readArchive(archive).then(
      async (bytes) => new ArchiveReader(await openArchiveBytes(kind, bytes, archiveLimits())),
    );
    r.catch(() => this.open.delete(key));
    this.open.set(key, r);
    for (const [k, old] of this.open) {
      if (this.open.size <= KEEP_OPEN) break;
      this.open.delete(k);
      void old.then(
        (o) => o.close(),
        () => undefined,
      );
    }
    return r;
  }

  private async lookup(uri: vscode.Uri) {
    const { archive, inner } = parseArchiveUri(uri);
    const reader = await this.reader(archive).catch((e: Error) => {
      throw vscode.FileSystemError.Unavailable(`${archive.fsPath}: ${e.message}`);
    });
    const entry = inner === '' ? undefined : reader.find(inner);
    const prefix = inner === '' ? '' : `${inner.toLowerCase()}/`;
    const isDir = inner === '' || (!entry && reader.entries.some((e) => e.path.toLowerCase().startsWith(prefix)));
    return { reader, entry, isDir, prefix };
  }

  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    const { entry, isDir } = await this.lookup(uri);
    if (!entry && !isDir) throw vscode.FileSystemError.FileNotFound(uri);
    const type = entry ? vscode.FileType.File : vscode.FileType.Directory;
    return { type, ctime: 0, mtime: 0, size: entry?.size ?? 0, permissions: vscode.FilePermission.Readonly };
  }

  async readDirectory(uri: vscode.Uri): Promise<[string, vscode.FileType][]> {
    const { reader, isDir, prefix } = await this.lookup(uri);
    if (!isDir) throw vscode.FileSystemError.FileNotADirectory(uri);
    const children = new Map<string, vscode.FileType>();
    for (const e of reader.entries) {
      if (!e.path.toLowerCase().startsWith(prefix)) continue;
      const [name, ...deeper] = e.path.slice(prefix.length).split('/');
      children.set(name, deeper.length > 0 ? vscode.FileType.Directory : vscode.FileType.File);
    }
    return [...children];
  }

  async readFile(uri: vscode.Uri): Promise<Uint8Array> {
    const { reader, entry } = await this.lookup(uri);
    if (!entry) throw vscode.FileSystemError.FileNotFound(uri);
    // Each opening of an entry is one reading with its own budget of unpacked bytes.
    const bytes = await new ArchiveReader(reader.archive, archiveLimits()).read(entry);
    if (!(bytes instanceof Uint8Array)) throw vscode.FileSystemError.Unavailable(`${entry.path}: ${say(bytes)}`);
    return bytes;
  }

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => {});
  }

  createDirectory(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  writeFile(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  delete(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  rename(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
}

/**
 * An archive's bytes, refused unread above the hexAtlas.maxFileSizeMB setting as any file the editor opens; a local
 * one is read as a regular file, checked on its descriptor and within that bound.
 */
async function readArchive(archive: vscode.Uri): Promise<Uint8Array> {
  const limit = maxFileBytes();
  refuseTooLarge(archive, (await vscode.workspace.fs.stat(archive)).size, limit);
  const local = localPath(archive);
  if (!local) return vscode.workspace.fs.readFile(archive);
  try {
    return await platform().disk!.readFile(local, limit);
  } catch (e) {
    throw e instanceof TextError ? new Error(say(e.text), { cause: e }) : e;
  }
}
