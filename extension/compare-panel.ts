// Compare with…: the two files diffed on a job worker, shown in a webview panel (tree of differences, the two
// hex views side by side, the pictures of what changed). Files on disk are read by the worker and, in chunks as
// the view scrolls, by the panel; other versions (`git:` URIs of HEAD or the index, a Timeline entry) are read
// once through vscode.workspace.fs and held in memory.
import { localPath, platform, type OpenedFile } from './platform';
import * as vscode from 'vscode';
import { answer, replyTo, type Handlers } from '../src/channel/channel';
import {
  DIFF_CHUNK,
  type CompareResult,
  type DiffViewChannel,
  type FromDiffView,
  type Side,
  type ToDiffView,
} from '../src/compare/diff-view-protocol';
import { Disposable } from './disposable';
import { userLanguage } from './language';
import { viewSettings } from './settings';
import { bundlePage } from './webview-page';
import type { CompareInput, JobPool } from '../src/workspace/job-protocol';

/** One side's bytes: an open file, or the whole version read through the workspace's file system. */
type Source = { file: OpenedFile; path: string } | { bytes: Uint8Array };

export const diffViewType = 'hexAtlas.diff';
/** Differences listed in the view (all are counted). */
const LIST_LIMIT = 2000;

export class ComparePanel extends Disposable {
  private static readonly open = new Set<ComparePanel>();
  private readonly files: Record<Side, Promise<Source>>;
  private ready = false;
  private readonly handlers: Handlers<DiffViewChannel> = { bytes: (r) => this.bytes(r.side, r.offset, r.length) };
  private queued: ToDiffView[] = [];

  /** The focused diff panel, for F7 / Shift+F7. */
  static get active(): ComparePanel | undefined {
    return [...ComparePanel.open].find((p) => p.panel.active);
  }

  static show(extensionUri: vscode.Uri, pool: JobPool, a: vscode.Uri, b: vscode.Uri, title?: string): ComparePanel {
    title ??= `${base(a)} ↔ ${base(b)}`;
    const dist = vscode.Uri.joinPath(extensionUri, 'dist');
    const panel = vscode.window.createWebviewPanel(diffViewType, title, vscode.ViewColumn.Active, {
      enableScripts: true,
      localResourceRoots: [dist],
      retainContextWhenHidden: true,
    });
    const p = new ComparePanel(panel, a, b);
    panel.webview.html = bundlePage(panel.webview, dist, 'diff-view');
    Promise.all([p.input(a, 'a'), p.input(b, 'b')])
      .then(([x, y]) => pool.run({ kind: 'compare', a: x, b: y, limit: LIST_LIMIT, locale: userLanguage().locale }))
      .then(
        (result: CompareResult) =>
          p.post({ type: 'result', nameA: rel(a), nameB: rel(b), result, settings: viewSettings() }),
        (e: Error) => p.post({ type: 'failed', message: e.message }),
      );
    return p;
  }

  private constructor(
    readonly panel: vscode.WebviewPanel,
    a: vscode.Uri,
    b: vscode.Uri,
  ) {
    super();
    this.files = { a: open(a), b: open(b) };
    for (const f of Object.values(this.files)) f.catch(() => undefined); // reported when bytes are asked for
    ComparePanel.open.add(this);
    this.register({ dispose: () => ComparePanel.open.delete(this) });
    for (const f of Object.values(this.files))
      this.register({
        dispose: () => void f.then((s) => ('file' in s ? s.file.close() : undefined)).catch(() => undefined),
      });
    this.register(panel.webview.onDidReceiveMessage((m: FromDiffView) => this.onMessage(m)));
    this.register(panel.onDidDispose(() => this.dispose()));
  }

  /** What the worker compares: a path it reads itself, or the bytes read here for another scheme. */
  private async input(uri: vscode.Uri, side: Side): Promise<CompareInput> {
    const source = await this.files[side];
    return 'bytes' in source ? { name: base(uri), bytes: source.bytes } : source.path;
  }

  post(m: ToDiffView): void {
    if (this.ready) void this.panel.webview.postMessage(m);
    else this.queued.push(m);
  }

  private onMessage(m: FromDiffView): void {
    if (m.type === 'ready') {
      this.ready = true;
      for (const q of this.queued.splice(0)) void this.panel.webview.postMessage(q);
      return;
    }
    void replyTo(m.id, () => answer(this.handlers, m.body)).then((reply) => this.post(reply));
  }

  /** Bytes of one side, as the view scrolls. */
  private async bytes(side: Side, offset: number, asked: number): Promise<Uint8Array> {
    const length = Math.min(asked, DIFF_CHUNK * 16);
    try {
      const source = await this.files[side];
      // A copy of its own: a view into the whole version (often a Node Buffer) would not travel as just these bytes.
      if ('bytes' in source) return new Uint8Array(source.bytes.subarray(offset, offset + length));
      const read = new Uint8Array(length);
      return read.subarray(0, await source.file.read(read, offset));
    } catch (e) {
      throw new Error(`cannot read the ${side === 'a' ? 'first' : 'second'} file: ${e}`, { cause: e });
    }
  }
}

async function open(uri: vscode.Uri): Promise<Source> {
  const local = localPath(uri);
  if (local) return { file: await platform().disk!.openFile(local), path: local };
  return { bytes: await vscode.workspace.fs.readFile(uri) };
}

function base(u: vscode.Uri): string {
  return u.path.split('/').pop() ?? u.path;
}

/** The file's workspace path; another version says which (`map.smf (HEAD)`, `map.smf (index)`). */
function rel(u: vscode.Uri): string {
  if (u.scheme === 'file') return vscode.workspace.asRelativePath(u, false);
  const name = vscode.workspace.asRelativePath(u.with({ scheme: 'file', query: '' }), false);
  return `${name} (${versionOf(u)})`;
}

/** `git:` URIs name their version in a JSON query (`{"path": …, "ref": "HEAD"}`; an empty ref is the index). */
function versionOf(u: vscode.Uri): string {
  try {
    const ref = (JSON.parse(u.query) as { ref?: unknown }).ref;
    if (typeof ref === 'string') return ref === '' || ref === '~' ? 'index' : ref.slice(0, 12);
  } catch {
    // not a JSON query: the scheme says where the version comes from
  }
  return u.scheme;
}
