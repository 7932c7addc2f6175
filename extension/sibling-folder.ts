// The files beside a document, through VS Code's file system (any scheme it serves), resolved by the same
// siblingFiles and storedModified as the CLI's and Validate Workspace's. A version from git (the HEAD or index side
// of a diff) finds its siblings at the same version: named by the working tree's folder, read at the same ref.
import * as vscode from 'vscode';
import { findSibling, siblingFiles } from '../src/core/siblings';
import { mapRootReader, storedModified, type FolderWalk } from '../src/core/stored-paths';
import type { HostSiblings, OpenSibling } from './parse-client';
import { gitUri, parseGitUri } from './git-uri';
import { inWorkspace } from './outside-workspace';
import { localPath, platform, type LocalDisk } from './platform';
import { MAX_READ_BYTES } from '../src/core/size-limit';

/** Folders as URIs, listed through VS Code's file system. */
export const uriWalk: FolderWalk<vscode.Uri> = {
  entries: async (folder) => (await vscode.workspace.fs.readDirectory(folder)).map(([entry]) => entry),
  child: (folder, name) => vscode.Uri.joinPath(folder, name),
  parent: (folder) => (folder.path === '/' || folder.path === '' ? undefined : vscode.Uri.joinPath(folder, '..')),
};

export function siblingsBeside(uri: vscode.Uri): HostSiblings {
  const version = parseGitUri(uri);
  if (version) {
    const tree = vscode.Uri.joinPath(version.file, '..');
    return siblingFiles({
      entries: () => uriWalk.entries(tree),
      read: async (entry) => vscode.workspace.fs.readFile(gitUri(vscode.Uri.joinPath(tree, entry), version.ref)),
    });
  }
  const folder = vscode.Uri.joinPath(uri, '..');
  // Stored paths and a map's archive root are looked up no higher than the workspace folder the document is in.
  const within = inWorkspace(folder) ? inWorkspace : undefined;
  const modified = storedModified(
    uriWalk,
    folder,
    async (f, entry) => (await vscode.workspace.fs.stat(vscode.Uri.joinPath(f, entry))).mtime,
    within,
  );
  const readIn = (f: vscode.Uri, entry: string) => readSibling(vscode.Uri.joinPath(f, entry));
  const folderName = folder.path.slice(folder.path.lastIndexOf('/') + 1);
  const entries = () => uriWalk.entries(folder);
  const siblings = siblingFiles(
    { entries, read: (entry) => readIn(folder, entry) },
    modified,
    mapRootReader(uriWalk, folder, folderName, readIn, within),
  );
  const disk = platform().disk;
  return disk && localPath(folder)
    ? { ...siblings, open: (name) => openSibling(disk, folder, entries, name) }
    : siblings;
}

/** A local sibling opened as the CLI opens files (a regular file, checked on its descriptor), for ranged reads. */
async function openSibling(
  disk: LocalDisk,
  folder: vscode.Uri,
  entries: () => Promise<string[]>,
  name: string,
): Promise<OpenSibling | undefined> {
  const hit = findSibling(await entries(), name);
  if (hit === undefined) return undefined;
  return disk.openDescriptor(localPath(vscode.Uri.joinPath(folder, hit))!);
}

/** A local sibling is read as the CLI reads it: a regular file (checked on its descriptor), within a byte bound. */
function readSibling(uri: vscode.Uri): Promise<Uint8Array> {
  const local = localPath(uri);
  if (local) return platform().disk!.readFile(local, MAX_READ_BYTES);
  return Promise.resolve(vscode.workspace.fs.readFile(uri));
}
