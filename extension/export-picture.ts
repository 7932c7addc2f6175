// "Export Picture as PNG…": one of the file's pictures (chosen from a quick pick, at a chosen mip level for
// textures) rendered by the parse worker and written where the user says.
import * as vscode from 'vscode';
import type { EditorPanel } from './panel';

export async function exportPicture(p: EditorPanel): Promise<void> {
  const list = await p.document.analysis.query({ kind: 'pictures' });
  if (list.length === 0)
    return void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no pictures.', p.document.fileName));
  const pick = await vscode.window.showQuickPick(
    list.map((info) => ({ label: info.name, description: `${info.width}x${info.height}`, detail: info.title, info })),
    { title: vscode.l10n.t('Export Picture as PNG'), placeHolder: vscode.l10n.t('Which picture?') },
  );
  if (!pick) return;
  let mip = 0;
  if (pick.info.mips > 1) {
    const level = await vscode.window.showQuickPick(
      Array.from({ length: pick.info.mips }, (_, m) => ({
        label: `mip ${m}`,
        description: `${pick.info.width >> m}x${pick.info.height >> m}`,
        mip: m,
      })),
      { title: vscode.l10n.t('Export Picture as PNG'), placeHolder: vscode.l10n.t('Which mip level?') },
    );
    if (!level) return;
    mip = level.mip;
  }
  const dest = await vscode.window.showSaveDialog({
    defaultUri: p.document.uri.with({ path: `${p.document.uri.path}.${pick.info.name}.png` }),
    filters: { PNG: ['png'] },
  });
  if (!dest) return;
  const png = await p.document.analysis.query({ kind: 'picturePng', name: pick.info.name, mip });
  if (!png)
    return void vscode.window.showErrorMessage(vscode.l10n.t('The picture {0} is no longer there.', pick.info.name));
  await vscode.workspace.fs.writeFile(dest, png);
  void vscode.window.showInformationMessage(`Exported ${pick.info.name} to ${dest.path.split('/').pop()}.`);
}
