// The structural diff where VS Code shows changes: a changed file in the Source Control view (against the index
// for a change in the working tree, against HEAD for a staged one), a Timeline entry (against the version before
// it), the title bar of VS Code's diff of two Hex Atlas editors, and a text diff VS Code opens of two files this
// editor owns. Other versions are `git:` URIs (and whatever
// scheme a Timeline provider gives), read through vscode.workspace.fs by the panel.
import * as vscode from 'vscode';
import { patternOf } from '../src/compare/pick-order';
import { ComparePanel } from './compare-panel';
import { activeDiffSides, trackDiffSides } from './diff-sides';
import { gitUri } from './git-uri';
import type { HexAtlasEditorProvider } from './provider';
import type { JobPool } from '../src/workspace/job-protocol';

function name(u: vscode.Uri): string {
  return u.path.split('/').pop() ?? u.path;
}

/** What a Timeline item's context menu passes (the Timeline API itself is not final; these fields are stable). */
interface TimelineEntry {
  id?: string;
  label: string;
  command?: vscode.Command;
}

export function registerVersionDiffs(
  extensionUri: vscode.Uri,
  pool: JobPool,
  provider: HexAtlasEditorProvider,
): vscode.Disposable[] {
  let patterns: Promise<string[]> | undefined;
  const owned = async (u: vscode.Uri) => patternOf(u.path, await (patterns ??= pool.run({ kind: 'patterns' })));
  // The menus show for every changed file: one of no Hex Atlas format is said so rather than compared.
  const show = async (a: vscode.Uri, b: vscode.Uri, title: string) => {
    if (await owned(b)) ComparePanel.show(extensionUri, pool, a, b, title);
    else
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Hex Atlas has no structural diff for {0}: not a format it reads.', name(b)),
      );
  };
  const stateUri = (s?: vscode.SourceControlResourceState | vscode.Uri): vscode.Uri | undefined =>
    s instanceof vscode.Uri ? s : s?.resourceUri;
  return [
    vscode.commands.registerCommand('hexAtlas.diffWorkingTree', (s?: vscode.SourceControlResourceState) => {
      const uri = stateUri(s);
      if (uri) void show(gitUri(uri, '~'), uri, vscode.l10n.t('{0} (index ↔ working tree)', name(uri)));
    }),
    vscode.commands.registerCommand('hexAtlas.diffStaged', (s?: vscode.SourceControlResourceState) => {
      const uri = stateUri(s);
      if (uri) void show(gitUri(uri, 'HEAD'), gitUri(uri, ''), `${name(uri)} (HEAD ↔ index)`);
    }),
    vscode.commands.registerCommand('hexAtlas.diffTimelineEntry', (item?: TimelineEntry, uri?: vscode.Uri) => {
      if (!item || !uri) return;
      const [left, right] = item.command?.arguments ?? [];
      if (left instanceof vscode.Uri && right instanceof vscode.Uri)
        void show(left, right, `${name(uri)} (${item.label})`);
      else if (item.id) void show(gitUri(uri, item.id), uri, `${name(uri)} (${item.label}) ↔ now`);
    }),
    // The title bar's button on VS Code's diff of two Hex Atlas editors (given its modified side).
    vscode.commands.registerCommand('hexAtlas.diffEditorSides', (given?: unknown) => {
      const sides = activeDiffSides(provider, given instanceof vscode.Uri ? given : undefined);
      if (!sides)
        return void vscode.window.showInformationMessage(
          vscode.l10n.t('Open Structural Diff: first show a diff of two files Hex Atlas reads.'),
        );
      void show(sides.original, sides.modified, vscode.l10n.t('{0} (structure)', sides.label));
    }),
    trackDiffSides(provider),
    openStructuralDiffs(owned, show),
  ];
}

/** A text diff VS Code opens of two files of a Hex Atlas format gets the structural diff beside it, once a pair. */
function openStructuralDiffs(
  owned: (u: vscode.Uri) => Promise<string | undefined>,
  show: (a: vscode.Uri, b: vscode.Uri, title: string) => Promise<void>,
): vscode.Disposable {
  const shown = new Set<string>();
  return vscode.window.tabGroups.onDidChangeTabs(async (e) => {
    for (const tab of e.opened) {
      const input = tab.input;
      if (!(input instanceof vscode.TabInputTextDiff)) continue;
      if (!(await owned(input.original)) || !(await owned(input.modified))) continue;
      const key = `${input.original.toString()} ${input.modified.toString()}`;
      if (shown.has(key)) continue;
      shown.add(key);
      await show(input.original, input.modified, vscode.l10n.t('{0} (structure)', tab.label));
    }
  });
}
