// A window opened on the workspace file "Open Archive as Folder" wrote, that comes up with no folder, takes its
// folders from the file (noting it for the extension host that restarts); any other window is left as it is. A window
// with an archive folder has the Explorer look into it again once the archive is open, closing its folders first in
// the extension host such a restore started.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshArchiveFolders, restoreArchiveWorkspace } from '../../extension/archive-folder';
import { Uri } from './fake-uri';

const workspace = vi.hoisted(() => ({
  workspaceFile: undefined as unknown,
  workspaceFolders: undefined as unknown[] | undefined,
  files: new Map<string, string>(),
  updateWorkspaceFolders: vi.fn(),
  executeCommand: vi.fn(),
}));

vi.mock('vscode', async () => {
  const { Uri } = await import('./fake-uri');
  return {
    Uri,
    workspace: {
      get workspaceFile() {
        return workspace.workspaceFile;
      },
      get workspaceFolders() {
        return workspace.workspaceFolders;
      },
      fs: { readFile: async (u: { path: string }) => new TextEncoder().encode(workspace.files.get(u.path)) },
      updateWorkspaceFolders: workspace.updateWorkspaceFolders,
    },
    commands: { executeCommand: workspace.executeCommand },
  };
});

const storage = Uri.file('/profile/globalStorage/hex-atlas');
const file = '/profile/globalStorage/hex-atlas/workspaces/demo + map.sd7.code-workspace';
const text = JSON.stringify({
  folders: [{ path: '/home/me/demo' }, { uri: 'hexatlas-archive:/home/me/demo/map.sd7!', name: 'map.sd7' }],
});

/** The window's own storage (workspaceState), shared by the extension hosts the window starts. */
function memento() {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: string) => values.get(key) as T | undefined,
    update: async (key: string, value: unknown) =>
      void (value === undefined ? values.delete(key) : values.set(key, value)),
    keys: () => [...values.keys()],
  };
}
let state = memento();

beforeEach(() => {
  state = memento();
  workspace.files.set(file, text);
  workspace.workspaceFile = Uri.file(file);
  workspace.workspaceFolders = [];
  workspace.updateWorkspaceFolders.mockClear();
});

describe('restoreArchiveWorkspace', () => {
  it('adds the folders its workspace file lists to a window that came up with none', async () => {
    await restoreArchiveWorkspace(storage as never, state as never);
    expect(workspace.updateWorkspaceFolders).toHaveBeenCalledTimes(1);
    const [start, deleted, ...added] = workspace.updateWorkspaceFolders.mock.calls[0] as [
      number,
      number,
      ...{ uri: Uri; name?: string }[],
    ];
    expect([start, deleted]).toEqual([0, 0]);
    expect(added.map((f) => [f.uri.path, f.name])).toEqual([
      ['/home/me/demo', undefined],
      ['hexatlas-archive:/home/me/demo/map.sd7!', 'map.sd7'],
    ]);
    // Noted for the extension host the folders restart.
    expect(state.keys()).toHaveLength(1);
  });

  it('leaves a window that shows its folders alone', async () => {
    workspace.workspaceFolders = [{}];
    await restoreArchiveWorkspace(storage as never, state as never);
    expect(workspace.updateWorkspaceFolders).not.toHaveBeenCalled();
  });

  it("leaves another workspace file's empty window alone", async () => {
    workspace.workspaceFile = Uri.file('/home/me/project.code-workspace');
    workspace.files.set('/home/me/project.code-workspace', text);
    await restoreArchiveWorkspace(storage as never, state as never);
    expect(workspace.updateWorkspaceFolders).not.toHaveBeenCalled();
    expect(state.keys()).toEqual([]);
  });
});

describe('refreshArchiveFolders', () => {
  const archiveFolder = { uri: { scheme: 'hexatlas-archive', path: '/home/me/demo/map.sd7!/', query: '' } };
  const plainFolder = { uri: { scheme: 'file', path: '/home/me/demo', query: '' } };

  beforeEach(() => workspace.executeCommand.mockClear());

  it('refreshes the Explorer once the archive of each archive folder is open, opened or not', async () => {
    workspace.workspaceFolders = [plainFolder, archiveFolder];
    const done: string[] = [];
    workspace.executeCommand.mockImplementation(async (id: string) => void done.push(id));
    const reader = vi.fn(async (archive: Uri) => {
      await new Promise((r) => setTimeout(r, 5));
      done.push(`open ${archive.path}`);
      throw new Error('unreadable');
    });
    await refreshArchiveFolders({ reader } as never, state as never);
    expect(done).toEqual(['open /home/me/demo/map.sd7', 'workbench.files.action.refreshFilesExplorer']);
  });

  it("closes the Explorer's folders first in the extension host a restore of the folders restarted, once", async () => {
    await restoreArchiveWorkspace(storage as never, state as never);
    workspace.workspaceFolders = [plainFolder, archiveFolder];
    const done: string[] = [];
    workspace.executeCommand.mockImplementation(async (id: string) => void done.push(id));
    const reader = vi.fn(async () => undefined);
    await refreshArchiveFolders({ reader } as never, state as never);
    expect(done).toEqual([
      'workbench.files.action.collapseExplorerFolders',
      'workbench.files.action.refreshFilesExplorer',
    ]);
    // The next window start (a reload) is not a restart by a restore.
    done.length = 0;
    await refreshArchiveFolders({ reader } as never, state as never);
    expect(done).toEqual(['workbench.files.action.refreshFilesExplorer']);
  });

  it('leaves a window without an archive folder alone', async () => {
    workspace.workspaceFolders = [plainFolder];
    const reader = vi.fn();
    await refreshArchiveFolders({ reader } as never, state as never);
    expect(reader).not.toHaveBeenCalled();
    expect(workspace.executeCommand).not.toHaveBeenCalled();
  });
});
