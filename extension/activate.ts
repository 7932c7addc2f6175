// Activation, the same on every host once the entry point (extension.ts in Node, browser.ts on the web) chose its
// platform: the custom editor (one provider per view type, sharing one editor), the palette commands, the status bar
// item and the Problems panel collection.
import * as vscode from 'vscode';
import { registerAgentTools } from './agent-tools';
import { registerArchives } from './archive-editor';
import { registerCommands } from './commands';
import { HexAtlasEditorProvider, viewTypes } from './provider';
import { registerWorkspaceCommands } from './workspace-commands';
import { ViewTypeProvider } from './view-type-provider';

export function activateHexAtlas(context: vscode.ExtensionContext): void {
  // First: a window restoring an archive folder shows it once its file system is served.
  context.subscriptions.push(...registerArchives(context.globalStorageUri, context.workspaceState));
  const problems = vscode.languages.createDiagnosticCollection('hexAtlas');
  const provider = new HexAtlasEditorProvider(context.extensionUri, problems, context.workspaceState);
  const status = vscode.window.createStatusBarItem('hexAtlas.status', vscode.StatusBarAlignment.Right, 100);
  status.name = 'Hex Atlas';
  status.command = 'hexAtlas.showProblems';
  context.subscriptions.push(provider);
  const showStatus = provider.onDidChangeActive((panel) => {
    if (!panel) return status.hide();
    const s = panel.document.analysis.state;
    status.text = s.phase === 'parsing' ? `$(loading~spin) ${s.summary} ${Math.round(s.progress * 100)}%` : s.summary;
    status.tooltip = vscode.l10n.t(
      '{0}: {1}. Click to show problems.',
      panel.document.fileName,
      s.message ?? s.summary,
    );
    status.show();
  });
  for (const viewType of viewTypes) {
    const forViewType = new ViewTypeProvider(provider);
    context.subscriptions.push(
      forViewType,
      vscode.window.registerCustomEditorProvider(viewType, forViewType, {
        webviewOptions: { retainContextWhenHidden: false },
        supportsMultipleEditorsPerDocument: true,
      }),
    );
  }
  context.subscriptions.push(problems, status, showStatus, ...registerCommands(provider));
  context.subscriptions.push(...registerWorkspaceCommands(context.extensionUri, provider));
  context.subscriptions.push(...registerAgentTools(provider, context.extensionUri));
}
