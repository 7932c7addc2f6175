// While an archive's listing is the active editor, the status bar counts the problems of the archive and of the
// files in it (Validate Workspace's and those of entries open in Hex Atlas); a click shows them in Problems.
import * as vscode from 'vscode';
import { counted, msg } from '../src/core/translatable';
import { archiveScheme, parseArchiveUri } from './archive-uri';
import { Disposable } from './disposable';
import { say } from './language';

/** Whether `uri` is the archive `key` (its URI as text) or a file inside it. */
function isOf(uri: vscode.Uri, key: string): boolean {
  return uri.toString() === key || (uri.scheme === archiveScheme && parseArchiveUri(uri).archive.toString() === key);
}

export class ArchiveProblemsStatus extends Disposable {
  private readonly item = this.register(
    vscode.window.createStatusBarItem('hexAtlas.archiveProblems', vscode.StatusBarAlignment.Right, 100),
  );
  /** The archive whose listing is active. */
  archive: vscode.Uri | undefined;

  constructor() {
    super();
    this.item.name = vscode.l10n.t('Hex Atlas: problems in the archive');
    this.item.command = 'workbench.actions.view.problems';
    this.register(vscode.languages.onDidChangeDiagnostics(() => this.update()));
  }

  /** The archive whose listing is active now (undefined: none). */
  show(archive: vscode.Uri | undefined): void {
    this.archive = archive;
    this.update();
  }

  private update(): void {
    if (!this.archive) return this.item.hide();
    const key = this.archive.toString();
    let [errors, warnings, files] = [0, 0, 0];
    for (const [uri, list] of vscode.languages.getDiagnostics()) {
      if (list.length === 0 || !isOf(uri, key)) continue;
      files++;
      for (const d of list) {
        if (d.severity === vscode.DiagnosticSeverity.Error) errors++;
        else if (d.severity === vscode.DiagnosticSeverity.Warning) warnings++;
      }
    }
    const name = this.archive.path.slice(this.archive.path.lastIndexOf('/') + 1);
    const icon = errors ? '$(error)' : warnings ? '$(warning)' : '$(check)';
    this.item.text = `${icon} ${name}: ${say(msg`${counted(errors, 'error')}, ${counted(warnings, 'warning')}`)}`;
    this.item.tooltip = say(
      msg`Problems of the archive and of the files in it (files with problems: ${files}). Click to show them.`,
    );
    this.item.show();
  }
}
