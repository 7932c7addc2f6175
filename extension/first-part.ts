// Above hexAtlas.webReadLimitMB on the web: VS Code's file system there reads only whole files (no ranged reads,
// microsoft/vscode#84515), so a large file cannot be paged as on the desktop. The user is told so and offered its
// first part, read-only (saving it would cut the file short); declined, the file is not opened.
import * as vscode from 'vscode';
import { formatSize } from '../src/core/size-limit';
import { say } from './language';

/** The bytes to keep of a file of `size` bytes above `limit`: `limit` if the user agrees, else throws why not. */
export async function askFirstPart(uri: vscode.Uri, size: number, limit: number): Promise<number> {
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const [sizeText, limitText] = [say(formatSize(size)), say(formatSize(limit))];
  const open = vscode.l10n.t('Open the First {0}', limitText);
  const answer = await vscode.window.showWarningMessage(
    vscode.l10n.t(
      '{0} is {1}. In the browser a file is read whole, and files above {2} (hexAtlas.webReadLimitMB) are not ' +
        'held whole. Open its first {2}, read-only?',
      name,
      sizeText,
      limitText,
    ),
    { modal: true },
    open,
  );
  if (answer === open) return limit;
  throw new Error(
    vscode.l10n.t(
      '{0} was not opened: it is larger than hexAtlas.webReadLimitMB ({1}). Raise the setting, or open it in VS ' +
        'Code on the desktop.',
      name,
      limitText,
    ),
  );
}

/** Why a document holding only the first part of its file takes no edits. */
export function firstPartOnly(size: number, whole: number): string {
  return vscode.l10n.t(
    'Only the first {0} of {1} are open (hexAtlas.webReadLimitMB): this view is read-only, since saving it would ' +
      'cut the file short.',
    say(formatSize(size)),
    say(formatSize(whole)),
  );
}
