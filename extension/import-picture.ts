// "Import Picture from PNG…": a PNG written into one of the file's pictures (a Spring map's height, type, metal or
// grass map) by the parse worker through the format's encoder; the result replaces the document's bytes as one
// undoable step, like a fix or a structural edit (for a map read in pages, the grids and header written in place).
import * as vscode from 'vscode';
import type { PictureInfo } from '../src/core/pictures/picture';
import { pngSizeRefusal } from '../src/core/pictures/png-limit';
import type { HeightRange } from '../src/core/pictures/import';
import type { MenuArg } from './menu-commands';
import type { EditorPanel } from './panel';
import { choosePicture } from './picture-pick';
import { say } from './language';

const title = vscode.l10n.t('Import Picture from PNG');

export async function importPicture(p: EditorPanel, arg?: MenuArg): Promise<void> {
  const list = (await p.document.analysis.query({ kind: 'pictures' })).filter((i) => i.importable);
  if (list.length === 0)
    return void vscode.window.showInformationMessage(
      vscode.l10n.t('No picture of {0} can be imported.', p.document.fileName),
    );
  const info = await choosePicture(list, arg, title);
  if (!info) return;
  const [file] =
    (await vscode.window.showOpenDialog({
      title: vscode.l10n.t('{0}: {1} ({2}x{3})', title, info.name, info.width, info.height),
      defaultUri: p.document.uri.with({ path: `${p.document.uri.path}.${info.name}.png` }),
      filters: { PNG: ['png'] },
      openLabel: vscode.l10n.t('Import'),
    })) ?? [];
  if (!file) return;
  const range = info.importable?.heightRange ? await chooseRange(info) : 'keep';
  if (!range) return;
  const base = file.path.split('/').pop() ?? '';
  const refused = (why: string) =>
    vscode.window.showErrorMessage(vscode.l10n.t('Cannot import {0} as the {1}: {2}.', base, info.name, why));
  const tooLarge = pngSizeRefusal((await vscode.workspace.fs.stat(file)).size, info.width, info.height);
  if (tooLarge) return void refused(say(tooLarge));
  const r = await p.document.analysis.edit({
    kind: 'importPicture',
    name: info.name,
    png: await vscode.workspace.fs.readFile(file),
    range,
  });
  if (r === 'stale') return void refused(vscode.l10n.t('the file changed meanwhile: try again'));
  if ('error' in r) return void refused('text' in r && r.text ? say(r.text) : r.error);
  const label = vscode.l10n.t('Import {0} from {1}', info.name, base);
  if ('changes' in r) p.document.applyEdits(r.changes, label);
  else p.document.replaceAll(r.buffer, label);
  vscode.window.setStatusBarMessage(vscode.l10n.t('Imported {0} as the {1}', base, info.name), 5000);
}

async function chooseRange(info: PictureInfo): Promise<HeightRange | undefined> {
  const range = info.range ? `${info.range.min}..${info.range.max} ${info.range.unit}` : vscode.l10n.t('the header’s');
  const pick = await vscode.window.showQuickPick(
    [
      {
        label: vscode.l10n.t('Keep the height range'),
        description: range,
        detail: vscode.l10n.t('The image holds raw heights.'),
        value: 'keep',
      },
      {
        label: vscode.l10n.t('Set the height range from the image'),
        detail: vscode.l10n.t(
          'Its darkest and brightest values become the lowest and highest height; heights keep their place.',
        ),
        value: 'image',
      },
    ] as const,
    { title, placeHolder: vscode.l10n.t('Minimum and maximum height') },
  );
  return pick?.value;
}
