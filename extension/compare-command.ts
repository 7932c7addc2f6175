// Compare with…: from the explorer with two files selected, or from the palette (the active file, or one picked,
// then the file to compare it with, picked from the workspace's files of a Hex Atlas format, those of its own
// format first, or browsed for).
import * as vscode from 'vscode';
import { sameFormatFirst } from '../src/compare/pick-order';
import { workspaceGlob } from '../src/workspace/file-selection';
import { ComparePanel } from './compare-panel';
import type { JobPool } from '../src/workspace/job-protocol';

export async function compareWith(
  extensionUri: vscode.Uri,
  pool: JobPool,
  clicked?: vscode.Uri,
  selected?: vscode.Uri[],
): Promise<void> {
  if (selected && selected.length === 2) {
    ComparePanel.show(extensionUri, pool, selected[0], selected[1]);
    return;
  }
  const first =
    clicked instanceof vscode.Uri ? clicked : (activeFile() ?? (await browse(vscode.l10n.t('File to compare'))));
  if (!first) return;
  const second = await pickOther(pool, first);
  if (second) ComparePanel.show(extensionUri, pool, first, second);
}

async function pickOther(pool: JobPool, first: vscode.Uri): Promise<vscode.Uri | undefined> {
  const patterns = await pool.run({ kind: 'patterns' });
  const found = (await vscode.workspace.findFiles(workspaceGlob(patterns), undefined, 5000)).filter(
    (u) => u.toString() !== first.toString(),
  );
  const files = sameFormatFirst(first.path, found, (u) => u.path, patterns);
  const browseItem: vscode.QuickPickItem = { label: '$(folder-opened) Browse…', alwaysShow: true };
  const items = [browseItem, ...files.map((uri) => ({ label: vscode.workspace.asRelativePath(uri, false), uri }))];
  const picked = await vscode.window.showQuickPick(items, {
    title: `Compare ${vscode.workspace.asRelativePath(first, false)} with…`,
    placeHolder: vscode.l10n.t('the second file'),
    matchOnDescription: true,
  });
  if (!picked) return undefined;
  return 'uri' in picked ? picked.uri : browse(vscode.l10n.t('Compare with'));
}

async function browse(title: string): Promise<vscode.Uri | undefined> {
  const picked = await vscode.window.showOpenDialog({ title, canSelectMany: false, openLabel: 'Compare' });
  return picked?.[0];
}

function activeFile(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  if (input instanceof vscode.TabInputCustom || input instanceof vscode.TabInputText) return input.uri;
  return undefined;
}
