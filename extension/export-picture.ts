// "Export Picture as PNG…": one of the file's pictures (the one right-clicked, or chosen from a quick pick; at a
// chosen mip level for textures) rendered by the parse worker and written where the user says.
import * as vscode from 'vscode';
import type { MenuArg } from './menu-commands';
import type { EditorPanel } from './panel';
import { choosePicture } from './picture-pick';

export async function exportPicture(p: EditorPanel, arg?: MenuArg): Promise<void> {
  const list = await p.document.analysis.query({ kind: 'pictures' });
  if (list.length === 0)
    return void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no pictures.', p.document.fileName));
  const info = await choosePicture(list, arg, vscode.l10n.t('Export Picture as PNG'));
  if (!info) return;
  let mip = 0;
  if (info.mips > 1) {
    const level = await vscode.window.showQuickPick(
      Array.from({ length: info.mips }, (_, m) => ({
        label: `mip ${m}`,
        description: `${info.width >> m}x${info.height >> m}`,
        mip: m,
      })),
      { title: vscode.l10n.t('Export Picture as PNG'), placeHolder: vscode.l10n.t('Which mip level?') },
    );
    if (!level) return;
    mip = level.mip;
  }
  const dest = await vscode.window.showSaveDialog({
    defaultUri: p.document.uri.with({ path: `${p.document.uri.path}.${info.name}.png` }),
    filters: { PNG: ['png'] },
  });
  if (!dest) return;
  const png = await p.document.analysis.query({ kind: 'picturePng', name: info.name, mip });
  if (!png) return void vscode.window.showErrorMessage(vscode.l10n.t('The picture {0} is no longer there.', info.name));
  await vscode.workspace.fs.writeFile(dest, png);
  void vscode.window.showInformationMessage(
    vscode.l10n.t('Exported {0} to {1}.', info.name, dest.path.split('/').pop() ?? ''),
  );
}
