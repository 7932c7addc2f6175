// "Go to Source" on an EU7 include record (tree context menu, the hover card): the scenery text the record came
// from. An include keeps the line of the include in the text this binary was compiled from (beside it, same stem:
// .scn, .scm or .inc) and the path of the included module's text, which MaSzyna resolves from its own folders:
// looked up from the binary's folder, the folders above it within the workspace and the workspace folders, without
// regard to case. A file found outside the workspace (after symlinks) opens only when the user agrees.
import * as vscode from 'vscode';
import { findStored, LEVELS_UP, lookupFolders } from '../src/core/stored-paths';
import { inWorkspace, mayOpenFound } from './outside-workspace';
import { compiledFrom } from '../src/core/source-link';
import { menuNode, type MenuArg } from './menu-commands';
import type { EditorPanel } from './panel';
import { uriWalk } from './sibling-folder';

interface Target {
  label: string;
  description: string;
  uri: vscode.Uri;
  /** 0-based line to put the cursor on. */
  line: number;
}

export async function goToSource(p: EditorPanel, arg: MenuArg): Promise<void> {
  const id = menuNode(p, arg);
  const link = id === undefined ? null : await p.document.analysis.query({ kind: 'sourceLink', id });
  if (!link)
    return void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'Go to Source: select an include record (INCL) in the tree; it names the scenery text it came from.',
      ),
    );
  const binary = p.document.uri;
  const folder = vscode.Uri.joinPath(binary, '..');
  const name = binary.path.split('/').pop()!;
  const targets: Target[] = [];
  for (const text of compiledFrom(name)) {
    const hit = await findStored(uriWalk, [folder], text);
    if (!hit) continue;
    targets.push({
      label: vscode.l10n.t('$(go-to-file) {0}, line {1}', hit.entry, link.line),
      description: vscode.l10n.t('the include, in the text this file was compiled from'),
      uri: vscode.Uri.joinPath(hit.folder, hit.entry),
      line: Math.max(0, link.line - 1),
    });
    break;
  }
  const workspace = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri);
  // Without a workspace there is no folder to keep to: what is found is asked about before it opens.
  const within = workspace.length > 0 ? inWorkspace : undefined;
  const bases = [...lookupFolders(uriWalk, folder, LEVELS_UP, within), ...workspace];
  const included = link.sourcePath ? await findStored(uriWalk, bases, link.sourcePath) : undefined;
  if (included)
    targets.push({
      label: `$(file-code) ${link.sourcePath}`,
      description: vscode.l10n.t('the included module'),
      uri: vscode.Uri.joinPath(included.folder, included.entry),
      line: 0,
    });
  if (targets.length === 0) {
    const looked = bases.map((b) => vscode.workspace.asRelativePath(b, true) || b.path).join(', ');
    return void vscode.window.showWarningMessage(
      vscode.l10n.t(
        'Go to Source: neither {0} beside {1} nor {2} was found. Looked in: {3}.',
        compiledFrom(name).join(', '),
        name,
        link.sourcePath || vscode.l10n.t('the included module (no path stored)'),
        looked,
      ),
    );
  }
  const target =
    targets.length === 1
      ? targets[0]
      : await vscode.window.showQuickPick(targets, {
          title: vscode.l10n.t('Go to Source of the include at line {0}', link.line),
        });
  if (!target || !(await mayOpenFound(target.uri))) return;
  const at = new vscode.Position(target.line, 0);
  await vscode.window.showTextDocument(target.uri, { selection: new vscode.Range(at, at) });
}
