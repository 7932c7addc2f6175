// A format command's file to open (src/core/format-command.ts, OpenLocation): a name looked up beside the file, or
// a stored path looked up as the games resolve theirs: from the file's folder, the folders above it within the
// workspace and the workspace folders, without regard to case. With several found, the user picks one; a file
// found outside the workspace (after symlinks) opens only when the user agrees.
import * as vscode from 'vscode';
import type { OpenLocation } from '../src/core/format-command';
import { findStored, LEVELS_UP, lookupFolders } from '../src/core/stored-paths';
import type { Text } from '../src/core/translatable';
import { say } from './language';
import { inWorkspace, mayOpenFound } from './outside-workspace';
import { uriWalk } from './sibling-folder';
import { platform } from './platform';

interface Found extends vscode.QuickPickItem {
  uri: vscode.Uri;
  /** 0-based line to put the cursor on. */
  line: number;
}

/** Opens the first location found of `open` beside `file` (or the one picked); tells what was looked for if none. */
export async function openLocation(
  file: vscode.Uri,
  title: string,
  r: { open: OpenLocation[]; pick: Text; notFound: Text },
): Promise<void> {
  const folder = vscode.Uri.joinPath(file, '..');
  const workspace = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri);
  // Without a workspace there is no folder to keep to: what is found is asked about before it opens.
  const within = workspace.length > 0 ? inWorkspace : undefined;
  const stored = [...lookupFolders(uriWalk, folder, LEVELS_UP, within), ...workspace];
  const found: Found[] = [];
  for (const place of r.open) {
    const bases = place.from === 'beside' ? [folder] : stored;
    for (const name of place.names) {
      const hit = await findStored(uriWalk, bases, name);
      if (!hit) continue;
      const shown = place.line === undefined ? hit.entry : vscode.l10n.t('{0}, line {1}', hit.entry, place.line);
      found.push({
        label: `$(${place.icon}) ${shown}`,
        description: say(place.description),
        uri: vscode.Uri.joinPath(hit.folder, hit.entry),
        line: Math.max(0, (place.line ?? 1) - 1),
      });
      break;
    }
  }
  if (found.length === 0) {
    const looked = [folder, ...stored].map((b) => vscode.workspace.asRelativePath(b, true) || b.path);
    // The game's own folders are outside the repository a browser window has open: nothing there can be reached.
    const web =
      platform().kind === 'web' ? ` ${vscode.l10n.t('In the browser only the open folders are reached.')}` : '';
    return void vscode.window.showWarningMessage(
      vscode.l10n.t('{0}: {1}. Looked in: {2}.', title, say(r.notFound), [...new Set(looked)].join(', ')) + web,
    );
  }
  const target = found.length === 1 ? found[0] : await vscode.window.showQuickPick(found, { title: say(r.pick) });
  if (!target || !(await mayOpenFound(target.uri, title))) return;
  const at = new vscode.Position(target.line, 0);
  await vscode.window.showTextDocument(target.uri, { selection: new vscode.Range(at, at) });
}
