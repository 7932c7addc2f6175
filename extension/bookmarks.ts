// Bookmarks in VS Code: the workspace's `.vscode/hex-atlas-bookmarks.json` (readable, committable), the "Hex Atlas"
// side bar view grouped by file, the commands, and each open editor's marks. Bookmarks follow their field path
// after every re-analysis (an edit may move the field); the pure logic is src/editor/bookmarks.ts.
import * as vscode from 'vscode';
import { Disposable } from './disposable';
import {
  applyBookmarks,
  bookmarkColours,
  byFile,
  newBookmarkId,
  parseBookmarks,
  reanchor,
  serializeBookmarks,
  type Bookmark,
  type Locate,
} from '../src/editor/bookmarks';
import type { EditorPanel } from './panel';
import { menuRange, type MenuArg } from './menu-commands';
import { hex } from '../src/core/numbers';
import { counted, msg } from '../src/core/translatable';
import { say } from './language';

const storeName = '.vscode/hex-atlas-bookmarks.json';

class BookmarkStore {
  list: Bookmark[] = [];
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;
  readonly panels = new Set<EditorPanel>();

  get uri(): vscode.Uri | undefined {
    const folder = vscode.workspace.workspaceFolders?.[0];
    return folder && vscode.Uri.joinPath(folder.uri, storeName);
  }

  async load(): Promise<void> {
    const uri = this.uri;
    if (!uri) return;
    let read: Bookmark[];
    try {
      read = parseBookmarks(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri))).bookmarks;
    } catch {
      read = [];
    }
    // The file watcher reads the store again after each of our own writes: the side bar is refreshed only for a
    // real change, as a second refresh while the first one's rows are still asked for logs "No tree item with id".
    if (serializeBookmarks(read) === serializeBookmarks(this.list)) return;
    this.list = read;
    this.changed.fire();
  }

  async set(list: Bookmark[]): Promise<void> {
    this.list = list;
    const uri = this.uri;
    if (uri) await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(serializeBookmarks(list)));
    this.changed.fire();
  }

  fileKey(uri: vscode.Uri): string {
    return vscode.workspace.asRelativePath(uri, false);
  }

  post(p: EditorPanel): void {
    const key = this.fileKey(p.document.uri);
    const marks = this.list.filter((b) => b.file === key);
    p.post({
      type: 'bookmarks',
      marks: marks.map(({ offset, length, colour, name, note }) => ({ offset, length, colour, name, note })),
    });
  }
}

export const bookmarks = new BookmarkStore();

function locateIn(p: EditorPanel): Locate {
  return async (path) => {
    const id = await p.document.analysis.query({ kind: 'resolvePath', path });
    const n = id === null ? null : await p.document.analysis.query({ kind: 'node', id });
    return n ? { offset: n.row.offset, length: n.row.length } : undefined;
  };
}

/** Called by each editor panel: its marks now and on every change; its bookmarks re-anchored after analyses. */
export function attachBookmarks(p: EditorPanel): vscode.Disposable {
  bookmarks.panels.add(p);
  const attached = new Disposable();
  attached.register({ dispose: () => bookmarks.panels.delete(p) });
  attached.register(bookmarks.onDidChange(() => bookmarks.post(p)));
  attached.register(
    p.document.onDidChangeState(() => {
      if (p.document.analysis.state.phase === 'done') void follow(p);
    }),
  );
  return attached;
}

let following = Promise.resolve();
/** Move this file's bookmarks to where their fields are now. */
function follow(p: EditorPanel): Promise<void> {
  following = following.then(async () => {
    const key = bookmarks.fileKey(p.document.uri);
    let moved = false;
    const next: Bookmark[] = [];
    for (const b of bookmarks.list) {
      if (b.file !== key) next.push(b);
      else {
        const r = await reanchor(b, locateIn(p)).catch(() => ({ bookmark: b, moved: false }));
        moved ||= r.moved;
        next.push(r.bookmark);
      }
    }
    if (moved) await bookmarks.set(next);
  });
  return following;
}

type Item = string | Bookmark;

class BookmarkView implements vscode.TreeDataProvider<Item> {
  readonly onDidChangeTreeData = bookmarks.onDidChange as vscode.Event<void>;

  getChildren(item?: Item): Item[] {
    const groups = byFile(bookmarks.list);
    if (item === undefined) return [...groups.keys()];
    return typeof item === 'string' ? (groups.get(item) ?? []) : [];
  }

  getTreeItem(item: Item): vscode.TreeItem {
    if (typeof item === 'string') {
      const t = new vscode.TreeItem(item, vscode.TreeItemCollapsibleState.Expanded);
      // Ids that stay the same when the list is read again (the store's file watcher re-reads after each write):
      // VS Code's generated ones change, and an item asked for by its old one is an error in the host's log.
      t.id = `file:${item}`;
      t.iconPath = vscode.ThemeIcon.File;
      t.contextValue = 'bookmarkFile';
      return t;
    }
    const t = new vscode.TreeItem(item.name, vscode.TreeItemCollapsibleState.None);
    t.id = `bookmark:${item.file}:${item.id}`;
    t.description = item.path || `${hex(item.offset)} (${item.length} bytes)`;
    t.tooltip = [item.name, item.path, `offset ${hex(item.offset)}, ${item.length} bytes`, item.note]
      .filter(Boolean)
      .join('\n');
    t.iconPath = new vscode.ThemeIcon('bookmark', new vscode.ThemeColor(`charts.${item.colour}`));
    t.contextValue = 'bookmark';
    t.command = { command: 'hexAtlas.revealBookmark', title: 'Reveal', arguments: [item] };
    return t;
  }
}

export function registerBookmarks(active: () => EditorPanel | undefined): vscode.Disposable[] {
  void bookmarks.load();
  const watcher = vscode.workspace.createFileSystemWatcher(`**/${storeName}`);
  const reload = (): void => void bookmarks.load();
  return [
    watcher,
    watcher.onDidChange(reload),
    watcher.onDidCreate(reload),
    watcher.onDidDelete(reload),
    vscode.window.registerTreeDataProvider('hexAtlas.bookmarks', new BookmarkView()),
    // From the editor's context menu VS Code passes the right-clicked row (see menu-commands.ts).
    vscode.commands.registerCommand('hexAtlas.addBookmark', async (arg: MenuArg) => {
      const p = active();
      if (!p) return void vscode.window.showInformationMessage(vscode.l10n.t('Open a file in Hex Atlas first.'));
      const sel = menuRange(p, arg);
      const node = sel.nodeId === undefined ? null : await p.document.analysis.query({ kind: 'node', id: sel.nodeId });
      const path = node?.path ?? '';
      const name = await vscode.window.showInputBox({
        title: vscode.l10n.t('Bookmark name'),
        // Three prompts in a row: a view taking focus meanwhile (a column view still opening) must not end them.
        ignoreFocusOut: true,
        value: path || `0x${sel.offset.toString(16)}`,
      });
      if (name === undefined) return;
      const colour = await vscode.window.showQuickPick([...bookmarkColours], {
        title: vscode.l10n.t('Bookmark colour'),
        ignoreFocusOut: true,
      });
      if (!colour) return;
      const note =
        (await vscode.window.showInputBox({ title: vscode.l10n.t('Note (optional)'), ignoreFocusOut: true })) ?? '';
      const range = node && node.row.offset === sel.offset ? node.row : sel;
      const b: Bookmark = {
        id: newBookmarkId(bookmarks.list),
        name,
        colour: colour as Bookmark['colour'],
        note,
        file: bookmarks.fileKey(p.document.uri),
        path: node ? path : '',
        offset: range.offset,
        length: Math.max(1, range.length),
      };
      await bookmarks.set([...bookmarks.list, b]);
    }),
    vscode.commands.registerCommand('hexAtlas.removeBookmark', (b?: Bookmark) =>
      b ? bookmarks.set(bookmarks.list.filter((x) => x.id !== b.id)) : undefined,
    ),
    vscode.commands.registerCommand('hexAtlas.revealBookmark', async (b?: Bookmark) => {
      const folder = vscode.workspace.workspaceFolders?.[0];
      if (!b || !folder) return;
      await vscode.commands.executeCommand('hexAtlas.revealRange', {
        uri: vscode.Uri.joinPath(folder.uri, b.file).toString(),
        offset: b.offset,
        length: b.length,
      });
    }),
    vscode.commands.registerCommand('hexAtlas.applyBookmarksTo', async (source?: string) => {
      const p = active();
      const from = typeof source === 'string' ? source : p && bookmarks.fileKey(p.document.uri);
      const targets = [...bookmarks.panels].filter((x) => bookmarks.fileKey(x.document.uri) !== from);
      if (!from || !targets.length)
        return void vscode.window.showInformationMessage(
          vscode.l10n.t('Open the file to apply the bookmarks to in Hex Atlas first.'),
        );
      const chosen = await vscode.window.showQuickPick(
        targets.map((t) => ({ label: bookmarks.fileKey(t.document.uri), panel: t })),
        { title: vscode.l10n.t('Apply the bookmarks of {0} to…', from) },
      );
      if (!chosen) return;
      const { added, missing } = await applyBookmarks(bookmarks.list, from, chosen.label, locateIn(chosen.panel));
      await bookmarks.set([...bookmarks.list, ...added]);
      const applied = counted(added.length, 'bookmark');
      void vscode.window.showInformationMessage(
        say(
          missing
            ? msg`${applied} applied to ${chosen.label}; ${missing} without that field there.`
            : msg`${applied} applied to ${chosen.label}.`,
        ),
      );
    }),
    vscode.commands.registerCommand('hexAtlas.exportBookmarks', async () => {
      const dest = await vscode.window.showSaveDialog({ filters: { JSON: ['json'] } });
      if (dest) await vscode.workspace.fs.writeFile(dest, new TextEncoder().encode(serializeBookmarks(bookmarks.list)));
    }),
    vscode.commands.registerCommand('hexAtlas.importBookmarks', async () => {
      const [src] = (await vscode.window.showOpenDialog({ filters: { JSON: ['json'] } })) ?? [];
      if (!src) return;
      const { bookmarks: read, problems } = parseBookmarks(
        new TextDecoder().decode(await vscode.workspace.fs.readFile(src)),
      );
      const merged = [...bookmarks.list];
      for (const b of read) merged.push({ ...b, id: newBookmarkId(merged) });
      await bookmarks.set(merged);
      void vscode.window.showInformationMessage(
        problems.length
          ? say(msg`Imported ${counted(read.length, 'bookmark')}; left out: ${problems.join('; ')}.`)
          : say(msg`Imported ${counted(read.length, 'bookmark')}.`),
      );
    }),
  ];
}
