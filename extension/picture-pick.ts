// Which picture a picture command acts on: the one right-clicked in the picture pane (its menu context names it),
// else the one picked from a quick pick of those offered.
import * as vscode from 'vscode';
import type { PictureInfo } from '../src/core/pictures/picture';
import type { MenuArg } from './menu-commands';

export async function choosePicture(
  offered: PictureInfo[],
  arg: MenuArg,
  title: string,
): Promise<PictureInfo | undefined> {
  const clicked = arg?.webviewSection === 'picture' ? offered.find((i) => i.name === arg.hexAtlasPicture) : undefined;
  if (clicked) return clicked;
  const pick = await vscode.window.showQuickPick(
    offered.map((info) => ({
      label: info.name,
      description: `${info.width}x${info.height}`,
      detail: info.title,
      info,
    })),
    { title, placeHolder: vscode.l10n.t('Which picture?') },
  );
  return pick?.info;
}
