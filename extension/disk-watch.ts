// Watching a document's file on disk: a change made by another program reloads the document in place when it has
// no unsaved edits, and asks the user otherwise. The change our own save causes is recognised by the file's
// modification time and size recorded right after saving (or loading), and ignored.
import * as vscode from 'vscode';
import { Disposable } from './disposable';

export interface DiskChangeHandlers {
  /** True when the document holds edits that are not saved. */
  isDirty(): boolean;
  /** Read the file again, keeping the view. */
  reload(): Promise<void>;
  /** The file changed under unsaved edits: let the user choose. */
  ask(): Promise<void>;
  /** A save or reload of the document in progress: its own change of the file is known only when it ends. */
  busy(): Promise<void> | undefined;
}

interface Stamp {
  mtime: number;
  size: number;
}

export class DiskWatch extends Disposable {
  private known: Stamp | undefined;
  private remembering: Promise<void> | undefined;
  private readonly watcher: vscode.FileSystemWatcher;
  /** Changes are handled one after another: a burst of events reloads once per real change. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly uri: vscode.Uri,
    private readonly handlers: DiskChangeHandlers,
  ) {
    super();
    const name = uri.path.split('/').pop() ?? '';
    this.watcher = this.register(
      vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.joinPath(uri, '..'), name)),
    );
    const changed = (): void => void (this.queue = this.queue.then(() => this.changed()));
    this.register(this.watcher.onDidChange(changed));
    this.register(this.watcher.onDidCreate(changed));
  }

  /** The file as it is on disk now is what the document holds (just loaded, saved or reverted). */
  remember(): Promise<void> {
    return (this.remembering = this.stamp().then((s) => void (this.known = s)));
  }

  private async changed(): Promise<void> {
    await this.handlers.busy()?.catch(() => undefined);
    await this.remembering;
    const now = await this.stamp();
    if (!now || (this.known && now.mtime === this.known.mtime && now.size === this.known.size)) return;
    this.known = now;
    try {
      if (this.handlers.isDirty()) await this.handlers.ask();
      else await this.handlers.reload();
    } catch (e) {
      void vscode.window.showErrorMessage(
        vscode.l10n.t('Hex Atlas could not reload the file: {0}', (e as Error).message),
      );
    }
  }

  private async stamp(): Promise<Stamp | undefined> {
    try {
      const s = await vscode.workspace.fs.stat(this.uri);
      return { mtime: s.mtime, size: s.size };
    } catch {
      return undefined;
    }
  }
}
