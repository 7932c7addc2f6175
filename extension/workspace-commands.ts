// The workspace-wide commands: Validate Workspace and Compare with…, each on its own job workers.
import * as vscode from 'vscode';
import { platform } from './platform';
import { notOnTheWeb } from './web/in-thread-jobs';
import { compareWith } from './compare-command';
import { ComparePanel } from './compare-panel';
import type { HexAtlasEditorProvider } from './provider';
import { registerVersionDiffs } from './version-diff';
import { WorkspaceValidation } from './workspace-validation';

export function registerWorkspaceCommands(
  extensionUri: vscode.Uri,
  provider: HexAtlasEditorProvider,
): vscode.Disposable[] {
  const host = platform();
  const validatePool = host.jobPool(host.cores);
  const validation = new WorkspaceValidation(validatePool);
  // Its own thread: cancelling a workspace run stops the validation threads, never a comparison.
  const comparePool = host.jobPool(1);
  const step = (direction: 1 | -1) => () => ComparePanel.active?.post({ type: 'step', direction });
  return [
    validation,
    { dispose: () => validatePool.stop('extension deactivated') },
    { dispose: () => comparePool.stop('extension deactivated') },
    vscode.commands.registerCommand('hexAtlas.validateWorkspace', () =>
      host.disk ? validation.validateWorkspace() : void vscode.window.showInformationMessage(notOnTheWeb()),
    ),
    vscode.commands.registerCommand('hexAtlas.compareWith', (clicked?: vscode.Uri, selected?: vscode.Uri[]) =>
      compareWith(extensionUri, comparePool, clicked, selected),
    ),
    vscode.commands.registerCommand('hexAtlas.diff.next', step(1)),
    vscode.commands.registerCommand('hexAtlas.diff.previous', step(-1)),
    ...registerVersionDiffs(extensionUri, comparePool, provider),
  ];
}
