// The Node entry point (package.json `main`): VS Code's desktop and remote extension hosts. Chooses the Node side
// of the platform seam (the local disk, worker threads, zlib), then activates.
import * as vscode from 'vscode';
import { useNodePlatform } from '../src/platform/node/use';
import { activateHexAtlas } from './activate';
import { nodePlatform } from './node/platform';
import { usePlatform } from './platform';

export function activate(context: vscode.ExtensionContext): void {
  useNodePlatform();
  // A paged document's large edits go beside the extension's storage, on disk (a system /tmp may be in memory).
  const edits = vscode.Uri.joinPath(context.globalStorageUri, 'edits').fsPath;
  usePlatform(nodePlatform(vscode.Uri.joinPath(context.extensionUri, 'dist').fsPath, edits));
  activateHexAtlas(context);
}
