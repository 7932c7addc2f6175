// Saving without risking the original: the full buffer goes to a temporary file beside the target first, and stays
// there until the target holds it. Any failure reaches VS Code, which keeps the document dirty.
//
// Why the copy: `workspace.fs.writeFile` is not atomic. VS Code passes no `atomic` option for extension writes
// (mainThreadFileSystem `$writeFile`), and the local disk provider opens the file with 'w', which truncates it before
// writing ("if the write now fails, the file remains empty", diskFileSystemProvider `write`).
// Why the target is then written in place rather than replaced by a rename: a rename with overwrite is not atomic
// either (the file service deletes the target before moving the source onto it), and that delete is a file operation
// the workbench answers by closing every editor of the file without unsaved changes (editorService
// `handleDeletedFile`): other editors of the file, and this one when an undo during the save made it clean again.
//
// A file on a local disk is saved with Node's file system instead (node/local-save.ts): a temporary file created
// exclusively, a true atomic rename that keeps the original's permissions, and a read-only file refused. Other file
// systems (virtual, remote through a provider) go through workspace.fs as below.
import * as vscode from 'vscode';
import { say } from './language';
import { localPath, platform } from './platform';
import { TextError } from '../src/core/translatable';
import type { StreamedBytes } from '../src/platform/node/safe-write';
import { tempNameBeside } from '../src/core/temp-name';
import { joinBytes } from '../src/core/join-bytes';

export async function saveBytes(target: vscode.Uri, bytes: Uint8Array | StreamedBytes): Promise<void> {
  const local = localPath(target);
  if (local) return platform().disk!.save(local, bytes).catch(inUserLanguage);
  // An unshared copy: file system providers may not accept views of a SharedArrayBuffer, and take whole buffers
  // only (so streamed bytes are gathered into one).
  const data = bytes instanceof Uint8Array ? bytes.slice() : await gather(bytes);
  const name = target.path.split('/').pop() ?? 'file';
  const temp = vscode.Uri.joinPath(target, '..', tempNameBeside(name));
  try {
    await vscode.workspace.fs.writeFile(temp, data);
  } catch (e) {
    await removeQuietly(temp);
    // A folder that forbids new files leaves no safe way: write in place, as VS Code saves text files. Only when
    // the temporary file could not even be created; any other failure (a full disk, a write cut short) is thrown.
    if (!isNoPermissions(e)) throw e;
    await vscode.workspace.fs.writeFile(target, data);
    return;
  }
  const before = await statOrNone(target);
  try {
    await vscode.workspace.fs.writeFile(target, data);
  } catch (e) {
    // A write refused before it began leaves the original as it was; otherwise the temporary file is the only
    // complete copy left.
    const after = await statOrNone(target);
    if (before && after && after.mtime === before.mtime && after.size === before.size) {
      await removeQuietly(temp);
      throw e;
    }
    throw new Error(
      vscode.l10n.t(
        'Saving failed while the file was written; the saved bytes are in {0}: {1}',
        temp.toString(true),
        (e as Error).message,
      ),
      { cause: e },
    );
  }
  await removeQuietly(temp);
}

/** VS Code shows a failed save's message as it is: a local save's SaveError in the user's language. */
function inUserLanguage(e: unknown): never {
  throw e instanceof TextError ? new Error(say(e.text), { cause: e.cause }) : e;
}

async function gather(parts: StreamedBytes): Promise<Uint8Array> {
  const list: Uint8Array[] = [];
  for await (const part of parts) list.push(part);
  return joinBytes(list);
}

function isNoPermissions(e: unknown): boolean {
  return (e as { code?: unknown } | undefined)?.code === 'NoPermissions';
}

async function statOrNone(uri: vscode.Uri): Promise<vscode.FileStat | undefined> {
  return vscode.workspace.fs.stat(uri).then(
    (st) => st,
    () => undefined,
  );
}

async function removeQuietly(uri: vscode.Uri): Promise<void> {
  await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
}
