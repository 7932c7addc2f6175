// Palette commands (category "Hex Atlas"). Most act on the focused Hex Atlas editor and its selection.
import * as vscode from 'vscode';
import type { ToWebviewEvents } from '../src/protocol';
import { exportPicture } from './export-picture';
import { importPicture } from './import-picture';
import { fixAllProblems } from './fix-command';
import { registerBookmarks } from './bookmarks';
import { goToField, goToRecord } from './go-to-field';
import type { EditorPanel } from './panel';
import { revealCommand, type RevealArgs } from './problem-links';
import { viewTypes, type HexAtlasEditorProvider } from './provider';
import { runFormatCommand } from './format-command-runner';
import formatCommandIds from './format-commands.json';
import { menuNode, registerMenuCommands, type MenuArg } from './menu-commands';

/** Depth and breadth limits of Export Tree as JSON: the export stays a readable size for huge files. */
const exportDepth = 64;
const exportMaxChildren = 10000;

export function registerCommands(provider: HexAtlasEditorProvider): vscode.Disposable[] {
  const withActive = (run: (p: EditorPanel, arg: MenuArg) => unknown) => (arg?: MenuArg) => {
    const p = provider.active;
    if (!p) return void vscode.window.showInformationMessage(vscode.l10n.t('Open a file in Hex Atlas first.'));
    return run(p, arg);
  };
  const toWebview = (name: ToWebviewEvents['command']['name']) => withActive((p) => p.post({ type: 'command', name }));
  const selectedNode = async (p: EditorPanel, arg: MenuArg) => {
    const id = menuNode(p, arg);
    const node = id === undefined ? null : await p.document.analysis.query({ kind: 'node', id });
    if (!node) void vscode.window.showInformationMessage(vscode.l10n.t('Select a field in the structure tree first.'));
    return node;
  };
  return [
    vscode.commands.registerCommand('hexAtlas.reopenWith', async (uri?: vscode.Uri) => {
      const target = uri instanceof vscode.Uri ? uri : activeTabUri();
      if (!target)
        return void vscode.window.showInformationMessage(vscode.l10n.t('Select a file to reopen with Hex Atlas.'));
      // Like VS Code's own "Reopen Editor With": the file's tab in this group is replaced, not joined by a second one.
      const column = vscode.window.tabGroups.activeTabGroup.viewColumn;
      await vscode.commands.executeCommand('vscode.openWith', target, viewTypes[1], { viewColumn: column });
      // Tab objects are snapshots: look the old tab up only now that the new one is open.
      const previous = vscode.window.tabGroups.all
        .find((g) => g.viewColumn === column)
        ?.tabs.find(
          (t) =>
            tabUri(t)?.toString() === target.toString() &&
            !(t.input instanceof vscode.TabInputCustom && t.input.viewType === viewTypes[1]),
        );
      if (previous) await vscode.window.tabGroups.close(previous);
    }),
    vscode.commands.registerCommand('hexAtlas.goToOffset', toWebview('goToOffset')),
    vscode.commands.registerCommand('hexAtlas.find', toWebview('find')),
    vscode.commands.registerCommand('hexAtlas.revealInTree', toWebview('revealInTree')),
    vscode.commands.registerCommand('hexAtlas.goToField', withActive(goToField)),
    vscode.commands.registerCommand('hexAtlas.goToRecord', withActive(goToRecord)),
    vscode.commands.registerCommand('hexAtlas.showColumn', toWebview('showColumn')),
    vscode.commands.registerCommand(
      'hexAtlas.copyFieldPath',
      withActive(async (p, arg) => {
        const node = await selectedNode(p, arg);
        if (node) await vscode.env.clipboard.writeText(node.path || node.row.name);
      }),
    ),
    vscode.commands.registerCommand(
      'hexAtlas.copyFieldValue',
      withActive(async (p, arg) => {
        const node = await selectedNode(p, arg);
        if (node) await vscode.env.clipboard.writeText(node.row.value ?? node.row.display ?? '');
      }),
    ),
    vscode.commands.registerCommand(
      'hexAtlas.exportJson',
      withActive(async (p) => {
        const dest = await vscode.window.showSaveDialog({
          defaultUri: p.document.uri.with({ path: p.document.uri.path + '.tree.json' }),
          filters: { JSON: ['json'] },
        });
        if (!dest) return;
        const json = await p.document.analysis.query({
          kind: 'export',
          id: '',
          depth: exportDepth,
          maxChildren: exportMaxChildren,
        });
        await vscode.workspace.fs.writeFile(dest, new TextEncoder().encode(JSON.stringify(json, null, 2) + '\n'));
        void vscode.window.showInformationMessage(
          `Exported the structure of ${p.document.fileName} to ${dest.path.split('/').pop()}.`,
        );
      }),
    ),
    vscode.commands.registerCommand('hexAtlas.exportPicture', withActive(exportPicture)),
    vscode.commands.registerCommand('hexAtlas.importPicture', withActive(importPicture)),
    ...formatCommandIds.map((id) =>
      vscode.commands.registerCommand(
        id,
        withActive((p, arg) => runFormatCommand(p, id, arg)),
      ),
    ),
    vscode.commands.registerCommand('hexAtlas.fixAll', withActive(fixAllProblems)),
    vscode.commands.registerCommand('hexAtlas.showProblems', () =>
      vscode.commands.executeCommand('workbench.actions.view.problems'),
    ),
    vscode.commands.registerCommand(revealCommand, (args: RevealArgs) => provider.reveal(args)),
    ...registerBookmarks(() => provider.active),
    ...registerMenuCommands(() => provider.active),
  ];
}

function tabUri(tab: vscode.Tab | undefined): vscode.Uri | undefined {
  const input = tab?.input;
  if (
    input instanceof vscode.TabInputText ||
    input instanceof vscode.TabInputCustom ||
    input instanceof vscode.TabInputNotebook
  )
    return input.uri;
  return undefined;
}

function activeTabUri(): vscode.Uri | undefined {
  return tabUri(vscode.window.tabGroups.activeTabGroup.activeTab) ?? vscode.window.activeTextEditor?.document.uri;
}
