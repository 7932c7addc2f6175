// A file found by a path stored in another file is opened only where the user works: inside a workspace folder,
// after symlinks are resolved. Anywhere else (a scenery naming etc/passwd, a link out of the folder) the user is
// asked first, with the resolved path named, and nothing opens unless they agree.
import { promises as fs } from 'node:fs';
import * as vscode from 'vscode';
import { isInsideFolder } from '../src/core/stored-paths';

/** Whether `uri` may be opened: true inside a workspace folder, else what the user answers (asked by `command`). */
export async function mayOpenFound(uri: vscode.Uri, command: string): Promise<boolean> {
  if (uri.scheme !== 'file') return true;
  const real = await fs.realpath(uri.fsPath).catch(() => uri.fsPath);
  const roots = await Promise.all(
    (vscode.workspace.workspaceFolders ?? [])
      .filter((f) => f.uri.scheme === 'file')
      .map((f) => fs.realpath(f.uri.fsPath).catch(() => f.uri.fsPath)),
  );
  if (roots.some((root) => isInsideFolder(root, real))) return true;
  const open = vscode.l10n.t('Open');
  const answer = await vscode.window.showWarningMessage(
    vscode.l10n.t('{0}: {1} is outside the workspace. Open it anyway?', command, real),
    { modal: true },
    open,
  );
  return answer === open;
}

/** Whether a folder is inside a workspace folder (stored paths are looked up no higher). */
export function inWorkspace(folder: vscode.Uri): boolean {
  return (vscode.workspace.workspaceFolders ?? []).some(
    (f) => f.uri.scheme === folder.scheme && isInsideFolder(f.uri.path, folder.path),
  );
}
