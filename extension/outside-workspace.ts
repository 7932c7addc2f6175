// A file found by a path stored in another file is opened only where the user works: inside a workspace folder,
// after symlinks are resolved. Anywhere else (a scenery naming etc/passwd, a link out of the folder) the user is
// asked first, with the resolved path named, and nothing opens unless they agree.
import * as vscode from 'vscode';
import { localPath, platform } from './platform';

/** Whether `uri` may be opened: true inside a workspace folder, else what the user answers (asked by `command`). */
export async function mayOpenFound(uri: vscode.Uri, command: string): Promise<boolean> {
  const local = localPath(uri);
  const disk = platform().disk;
  if (!local || !disk) return true;
  const real = await disk.realPath(local);
  const roots = await Promise.all(
    (vscode.workspace.workspaceFolders ?? []).flatMap((f) => {
      const root = localPath(f.uri);
      return root ? [disk.realPath(root)] : [];
    }),
  );
  if (roots.some((root) => disk.isInside(root, real))) return true;
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
    (f) => f.uri.scheme === folder.scheme && f.uri.authority === folder.authority && isBelow(f.uri.path, folder.path),
  );
}

/** Whether the URI path `path` is `top` or below it (URI paths are normalised: no `.` or `..` parts). */
function isBelow(top: string, path: string): boolean {
  const base = top.endsWith('/') ? top : `${top}/`;
  return path === top || path.startsWith(base);
}
