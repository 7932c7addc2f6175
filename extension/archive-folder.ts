// "Open Archive as Folder": the archive beside the window's folders in the Explorer. A window that already is a
// workspace takes the folder at once. A window on a single folder (or none) opens a workspace file listing its
// folders and the archive, written to the extension's storage: VS Code's own way there (adding a folder, which turns
// the window into an untitled workspace as it reloads) sometimes leaves the new window with no folder at all in
// code-server, while a window opened on a workspace file shows its folders every time.
import * as vscode from 'vscode';
import type { ArchiveFileSystem } from './archive-fs';
import { archiveFolderUri, archiveScheme, parseArchiveUri } from './archive-uri';
import { platform } from './platform';

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

export async function openArchiveAsFolder(archive: vscode.Uri, storage: vscode.Uri): Promise<void> {
  // The desktop's way reopens the window on a workspace file in the extension's storage; a window in the browser is
  // opened on its repository by the page's address, so it is told plainly instead.
  if (platform().kind === 'web')
    return void vscode.window.showInformationMessage(
      vscode.l10n.t('Open Archive as Folder is not available in the browser: open its entries from its listing.'),
    );
  const folder = archiveFolderUri(archive);
  const name = fileName(archive.path);
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.some((f) => f.uri.toString() === folder.toString())) {
    await vscode.commands.executeCommand('workbench.view.explorer');
    return;
  }
  if (vscode.workspace.workspaceFile) {
    vscode.workspace.updateWorkspaceFolders(folders.length, 0, { uri: folder, name });
    return;
  }
  const workspace = vscode.Uri.joinPath(
    storage,
    'workspaces',
    `${[...folders.map((f) => f.name), name].join(' + ')}.code-workspace`,
  );
  const entries = [
    // A local folder by its path, which VS Code reads beside the workspace file (on the same machine as it).
    ...folders.map((f) => (f.uri.scheme === 'file' ? { path: f.uri.fsPath } : { uri: f.uri.toString(), name: f.name })),
    // As VS Code writes a folder: without the path's closing slash.
    { uri: folder.with({ path: folder.path.replace(/\/$/, '') }).toString(), name },
  ];
  const text = JSON.stringify({ folders: entries, settings: {} }, null, 2);
  await vscode.workspace.fs.writeFile(workspace, new TextEncoder().encode(text));
  await vscode.commands.executeCommand('vscode.openFolder', workspace, { forceReuseWindow: true });
}

/** This window's last taking of its folders from its workspace file (in the window's own storage), in ms. */
const RESTORED_AT = 'hexAtlas.archiveFoldersRestoredAt';
/** A taking of folders longer ago than this did not start this extension host. */
const RESTART_MS = 60_000;

/**
 * A window opened on one of the workspace files above that comes up with no folder at all (in code-server the new
 * window's reading of the file is now and then cancelled as the old window goes) takes its folders from the file.
 * That restarts the extension host: it is noted first, for the next one (refreshArchiveFolders).
 */
export async function restoreArchiveWorkspace(storage: vscode.Uri, state: vscode.Memento): Promise<void> {
  const file = vscode.workspace.workspaceFile;
  const ours = vscode.Uri.joinPath(storage, 'workspaces').toString();
  if (!file || !file.toString().startsWith(ours) || (vscode.workspace.workspaceFolders?.length ?? 0) > 0) return;
  const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
  const { folders = [] } = JSON.parse(text) as { folders?: { path?: string; uri?: string; name?: string }[] };
  const restored = folders.flatMap((f) => {
    const uri = f.path !== undefined ? vscode.Uri.file(f.path) : f.uri !== undefined ? vscode.Uri.parse(f.uri) : [];
    return uri instanceof vscode.Uri ? [{ uri, name: f.name }] : [];
  });
  if (restored.length === 0) return;
  await state.update(RESTORED_AT, Date.now());
  vscode.workspace.updateWorkspaceFolders(0, 0, ...restored);
}

/**
 * A window that starts with an archive folder: on a busy machine VS Code's Explorer can look into the folder before
 * this extension serves it and then keep its root closed, a click doing nothing until the Explorer is refreshed. Once
 * every such archive is open (so a look finds it at once), the Explorer is told to look again. In a window that has
 * just taken its folders from its file, a click on the root made while the extension host restarted leaves the root
 * open and empty: the Explorer's folders are closed first, so that the next click opens the root afresh.
 */
export async function refreshArchiveFolders(fs: ArchiveFileSystem, state: vscode.Memento): Promise<void> {
  const archives = (vscode.workspace.workspaceFolders ?? [])
    .filter((f) => f.uri.scheme === archiveScheme)
    .map((f) => parseArchiveUri(f.uri).archive);
  if (archives.length === 0) return;
  await Promise.allSettled(archives.map((a) => fs.reader(a)));
  const restoredAt = state.get<number>(RESTORED_AT);
  if (restoredAt !== undefined) {
    await state.update(RESTORED_AT, undefined);
    if (Date.now() - restoredAt < RESTART_MS)
      await vscode.commands.executeCommand('workbench.files.action.collapseExplorerFolders');
  }
  await vscode.commands.executeCommand('workbench.files.action.refreshFilesExplorer');
}
