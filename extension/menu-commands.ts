// The commands of the editor's context menus (package.json's webview/context): VS Code passes them the context of
// the place right-clicked (MenuContext), so they act on that row or on the hex selection, not on what the palette
// would guess. Run from the palette they act on the selection.
import * as vscode from 'vscode';
import { hex } from '../src/core/numbers';
import type { StructureEditKind } from '../src/core/structure-edit';
import { copyAs, copyFormatNames, copyRefusal, type CopyFormat } from '../src/editor/copy-as';
import type { MenuContext } from '../src/protocol';
import type { EditorPanel } from './panel';
import { counted, msg } from '../src/core/translatable';
import { say } from './language';

export type MenuArg = Partial<MenuContext> | undefined;

/** The range a menu command acts on: the right-clicked row's, else the selection. */
export function menuRange(p: EditorPanel, arg: MenuArg): { offset: number; length: number; nodeId?: string } {
  if (arg?.webviewSection === 'tree' && arg.hexAtlasOffset !== undefined && arg.hexAtlasLength !== undefined)
    return { offset: arg.hexAtlasOffset, length: arg.hexAtlasLength, nodeId: arg.hexAtlasNode };
  return p.selection;
}

/** The node a menu command acts on: the right-clicked row's, else the selected one. */
export function menuNode(p: EditorPanel, arg: MenuArg): string | undefined {
  return arg?.webviewSection === 'tree' ? arg.hexAtlasNode : p.selection.nodeId;
}

export function registerMenuCommands(active: () => EditorPanel | undefined): vscode.Disposable[] {
  const withActive = (run: (p: EditorPanel, arg: MenuArg) => unknown) => (arg: MenuArg) => {
    const p = active();
    if (!p) return void vscode.window.showInformationMessage(vscode.l10n.t('Open a file in Hex Atlas first.'));
    return run(p, arg);
  };
  const copyCommand = (format: CopyFormat) =>
    withActive(async (p, arg) => {
      const { offset, length } = menuRange(p, arg);
      const refused = copyRefusal(length);
      if (refused) return void vscode.window.showInformationMessage(refused);
      await vscode.env.clipboard.writeText(copyAs(await p.document.read(offset, length), format));
      vscode.window.setStatusBarMessage(
        say(msg`Copied ${counted(length, 'byte')} as ${copyFormatNames[format]}`),
        3000,
      );
    });
  const structureCommand = (edit: StructureEditKind) =>
    withActive((p, arg) => {
      const id = menuNode(p, arg);
      if (id === undefined)
        return void vscode.window.showInformationMessage(vscode.l10n.t('Select a node in the tree first.'));
      p.post({ type: 'structureEdit', id, edit });
    });
  return [
    vscode.commands.registerCommand('hexAtlas.copyAsHex', copyCommand('hex')),
    vscode.commands.registerCommand('hexAtlas.copyAsCArray', copyCommand('c')),
    vscode.commands.registerCommand('hexAtlas.copyAsBase64', copyCommand('base64')),
    vscode.commands.registerCommand('hexAtlas.copyAsText', copyCommand('text')),
    vscode.commands.registerCommand(
      'hexAtlas.copyOffset',
      withActive((p, arg) => vscode.env.clipboard.writeText(hex(menuRange(p, arg).offset))),
    ),
    vscode.commands.registerCommand('hexAtlas.goToTarget', withActive(goToTarget)),
    vscode.commands.registerCommand(
      'hexAtlas.editValue',
      withActive((p) => p.post({ type: 'command', name: 'editValue' })),
    ),
    vscode.commands.registerCommand('hexAtlas.deleteElement', structureCommand('delete')),
    vscode.commands.registerCommand('hexAtlas.duplicateElement', structureCommand('duplicate')),
    vscode.commands.registerCommand('hexAtlas.editText', structureCommand('setString')),
  ];
}

/** The bytes a pointer or reference leads to; with several links, the one picked. */
async function goToTarget(p: EditorPanel, arg: MenuArg): Promise<void> {
  const id = menuNode(p, arg);
  const node = id === undefined ? null : await p.document.analysis.query({ kind: 'node', id });
  const links = node?.row.links ?? [];
  if (!links.length)
    return void vscode.window.showInformationMessage(vscode.l10n.t('The selected field links nowhere.'));
  const target =
    links.length === 1
      ? links[0]
      : (
          await vscode.window.showQuickPick(
            links.map((l) => ({ label: l.label, description: hex(l.offset), link: l })),
            { title: vscode.l10n.t('Go to a target of {0}', node!.path || node!.row.name) },
          )
        )?.link;
  if (target) p.post({ type: 'revealRange', offset: target.offset, length: target.length });
}
