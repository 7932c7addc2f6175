// The workspace-wide commands: Validate Workspace and Compare with…, each on its own job workers.
import os from 'node:os';
import * as vscode from 'vscode';
import { poolSize } from '../src/channel/pool';
import { WorkerPool } from '../src/channel/worker-pool';
import type { JobChannel } from '../src/workspace/job-protocol';
import { compareWith } from './compare-command';
import { ComparePanel } from './compare-panel';
import type { HexAtlasEditorProvider } from './provider';
import { registerVersionDiffs } from './version-diff';
import { WorkspaceValidation } from './workspace-validation';

export function registerWorkspaceCommands(
  extensionUri: vscode.Uri,
  provider: HexAtlasEditorProvider,
): vscode.Disposable[] {
  const workerFile = vscode.Uri.joinPath(extensionUri, 'dist', 'job-worker.js').fsPath;
  const validatePool = new WorkerPool<JobChannel>(workerFile, poolSize(os.availableParallelism()));
  const validation = new WorkspaceValidation(validatePool);
  // Its own thread: cancelling a workspace run stops the validation threads, never a comparison.
  const comparePool = new WorkerPool<JobChannel>(workerFile, 1);
  const step = (direction: 1 | -1) => () => ComparePanel.active?.post({ type: 'step', direction });
  return [
    validation,
    { dispose: () => validatePool.stop('extension deactivated') },
    { dispose: () => comparePool.stop('extension deactivated') },
    vscode.commands.registerCommand('hexAtlas.validateWorkspace', () => validation.validateWorkspace()),
    vscode.commands.registerCommand('hexAtlas.compareWith', (clicked?: vscode.Uri, selected?: vscode.Uri[]) =>
      compareWith(extensionUri, comparePool, clicked, selected),
    ),
    vscode.commands.registerCommand('hexAtlas.diff.next', step(1)),
    vscode.commands.registerCommand('hexAtlas.diff.previous', step(-1)),
    ...registerVersionDiffs(extensionUri, comparePool, provider),
  ];
}
