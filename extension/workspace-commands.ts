// The workspace-wide commands: Validate Workspace and Compare with…, each on its own job workers.
import os from 'node:os';
import * as vscode from 'vscode';
import { poolSize } from '../src/workspace/pool';
import { WorkerPool } from './worker-pool';
import { WorkspaceValidation } from './workspace-validation';

export function registerWorkspaceCommands(extensionUri: vscode.Uri): vscode.Disposable[] {
  const workerFile = vscode.Uri.joinPath(extensionUri, 'dist', 'job-worker.js').fsPath;
  const validatePool = new WorkerPool(workerFile, poolSize(os.availableParallelism()));
  const validation = new WorkspaceValidation(validatePool);
  return [
    validation,
    { dispose: () => validatePool.stop('extension deactivated') },
    vscode.commands.registerCommand('hexAtlas.validateWorkspace', () => validation.validateWorkspace()),
  ];
}
