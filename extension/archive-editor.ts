// .sd7 and .sdz files open as their listing, which says what the archive is (a map, a game, base content); an
// entry opens in Hex Atlas through the archive file system, and "Open Archive as Folder" adds the archive to the
// workspace so the Explorer shows its folders.
import * as vscode from 'vscode';
import { contentKindOf, contentKindText } from '../src/archives/content-kind';
import { ArchiveFileSystem } from './archive-fs';
import { listingHtml } from './archive-page';
import { ArchiveProblemsStatus } from './archive-status';
import { archiveEntryUri, archiveFolderUri, archiveScheme } from './archive-uri';
import { say } from './language';
import { makeNonce } from './webview-html';

export const archiveViewType = 'hexAtlas.archive';

export function openArchiveAsFolder(archive: vscode.Uri): void {
  const name = archive.path.slice(archive.path.lastIndexOf('/') + 1);
  const at = vscode.workspace.workspaceFolders?.length ?? 0;
  vscode.workspace.updateWorkspaceFolders(at, 0, { uri: archiveFolderUri(archive), name });
}

export class ArchiveEditorProvider implements vscode.CustomReadonlyEditorProvider {
  constructor(
    private readonly fs: ArchiveFileSystem,
    private readonly status: ArchiveProblemsStatus,
  ) {}

  openCustomDocument(uri: vscode.Uri): vscode.CustomDocument {
    return { uri, dispose: () => {} };
  }

  async resolveCustomEditor(document: vscode.CustomDocument, panel: vscode.WebviewPanel): Promise<void> {
    const uri = document.uri;
    const track = () => {
      if (panel.active) this.status.show(uri);
      else if (this.status.archive?.toString() === uri.toString()) this.status.show(undefined);
    };
    panel.onDidChangeViewState(track);
    panel.onDidDispose(() => {
      if (this.status.archive?.toString() === uri.toString()) this.status.show(undefined);
    });
    track();
    panel.webview.options = { enableScripts: true, localResourceRoots: [] };
    const title = uri.path.slice(uri.path.lastIndexOf('/') + 1);
    const data = await this.fs.reader(uri).then(
      async (r) => ({ title, kind: say(contentKindText(await contentKindOf(r))), entries: r.entries }),
      (e: Error) => ({ title, entries: [], error: vscode.l10n.t('cannot open the archive: {0}', e.message) }),
    );
    panel.webview.html = listingHtml(panel.webview.cspSource, makeNonce(), data);
    panel.webview.onDidReceiveMessage((m: { kind: 'open'; path: string } | { kind: 'asFolder' }) => {
      if (m.kind === 'asFolder') openArchiveAsFolder(uri);
      else void vscode.commands.executeCommand('vscode.openWith', archiveEntryUri(uri, m.path), 'hexAtlas.editor');
    });
  }
}

export function registerArchives(): vscode.Disposable[] {
  const fs = new ArchiveFileSystem();
  const status = new ArchiveProblemsStatus();
  return [
    vscode.workspace.registerFileSystemProvider(archiveScheme, fs, { isReadonly: true, isCaseSensitive: false }),
    status,
    vscode.window.registerCustomEditorProvider(archiveViewType, new ArchiveEditorProvider(fs, status)),
    vscode.commands.registerCommand('hexAtlas.openArchiveAsFolder', (uri?: vscode.Uri) => {
      const target = uri ?? vscode.window.tabGroups.activeTabGroup.activeTab?.input;
      if (target instanceof vscode.Uri) openArchiveAsFolder(target);
      else if (target instanceof vscode.TabInputCustom) openArchiveAsFolder(target.uri);
    }),
  ];
}
