// The files beside a document, through VS Code's file system (any scheme it serves), resolved by the same
// siblingFiles as the CLI's and Validate Workspace's.
import * as vscode from 'vscode';
import type { SiblingFiles } from '../src/core/format';
import { siblingFiles } from '../src/core/siblings';

export function siblingsBeside(uri: vscode.Uri): SiblingFiles {
  const folder = vscode.Uri.joinPath(uri, '..');
  return siblingFiles({
    entries: async () => (await vscode.workspace.fs.readDirectory(folder)).map(([entry]) => entry),
    read: async (entry) => vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, entry)),
  });
}
