// .sd7 and .sdz files open as their listing, which says what the archive is (a map, a game, base content); an
// entry opens in Hex Atlas through the archive file system, and "Open Archive as Folder" adds the archive to the
// workspace so the Explorer shows its folders.
import * as vscode from 'vscode';
import { contentKindOf, contentKindText } from '../src/archives/content-kind';
import { ArchiveFileSystem } from './archive-fs';
import { listingHtml } from './archive-page';
import { ArchiveProblemsStatus } from './archive-status';
import { openArchiveAsFolder, refreshArchiveFolders, restoreArchiveWorkspace } from './archive-folder';
import { archiveEntryUri, archiveScheme } from './archive-uri';
import { say } from './language';
import { makeNonce } from './webview-html';

export const archiveViewType = 'hexAtlas.archive';

export class ArchiveEditorProvider implements vscode.CustomReadonlyEditorProvider {
  constructor(
    private readonly fs: ArchiveFileSystem,
    private readonly status: ArchiveProblemsStatus,
    private readonly storage: vscode.Uri,
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
    let disposed = false;
    panel.onDidDispose(() => {
      disposed = true;
      if (this.status.archive?.toString() === uri.toString()) this.status.show(undefined);
    });
    track();
    panel.webview.options = { enableScripts: true, localResourceRoots: [] };
    const title = uri.path.slice(uri.path.lastIndexOf('/') + 1);
    const data = await this.fs.reader(uri).then(
      async (r) => ({ title, kind: say(contentKindText(await contentKindOf(r))), entries: r.entries }),
      (e: Error) => ({ title, entries: [], error: vscode.l10n.t('cannot open the archive: {0}', e.message) }),
    );
    // Closed while the archive was read (its window loading another workspace, say): nothing left to show it in.
    if (disposed) return;
    panel.webview.html = listingHtml(panel.webview.cspSource, makeNonce(), data);
    panel.webview.onDidReceiveMessage((m: { kind: 'open'; path: string } | { kind: 'asFolder' }) => {
      if (m.kind === 'asFolder') void openArchiveAsFolder(uri, this.storage);
      else void vscode.commands.executeCommand('vscode.openWith', archiveEntryUri(uri, m.path), 'hexAtlas.editor');
    });
  }
}

export function registerArchives(storage: vscode.Uri, state: vscode.Memento): vscode.Disposable[] {
  const fs = new ArchiveFileSystem();
  const status = new ArchiveProblemsStatus();
  const served = vscode.workspace.registerFileSystemProvider(archiveScheme, fs, {
    isReadonly: true,
    isCaseSensitive: false,
  });
  void restoreArchiveWorkspace(storage, state).catch(() => undefined);
  void refreshArchiveFolders(fs, state).catch(() => undefined);
  return [
    served,
    status,
    vscode.window.registerCustomEditorProvider(archiveViewType, new ArchiveEditorProvider(fs, status, storage)),
    vscode.commands.registerCommand('hexAtlas.openArchiveAsFolder', (uri?: vscode.Uri) => {
      const target = uri ?? vscode.window.tabGroups.activeTabGroup.activeTab?.input;
      if (target instanceof vscode.Uri) return openArchiveAsFolder(target, storage);
      if (target instanceof vscode.TabInputCustom) return openArchiveAsFolder(target.uri, storage);
    }),
  ];
}
