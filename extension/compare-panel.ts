// Compare with…: the two files diffed on a job worker, shown in a webview panel (tree of differences, the two
// hex views side by side). Bytes are read from disk in chunks as the view scrolls.
import { promises as fs } from 'node:fs';
import * as vscode from 'vscode';
import type { CompareResult } from '../src/compare/compare';
import { DIFF_CHUNK, type FromDiffView, type Side, type ToDiffView } from '../src/compare/diff-view-protocol';
import { bundlePage } from './webview-page';
import type { WorkerPool } from './worker-pool';

export const diffViewType = 'hexAtlas.diff';
/** Differences listed in the view (all are counted). */
const LIST_LIMIT = 2000;

export class ComparePanel {
  private static readonly open = new Set<ComparePanel>();
  private readonly files: Record<Side, Promise<fs.FileHandle>>;
  private ready = false;
  private queued: ToDiffView[] = [];

  /** The focused diff panel, for F7 / Shift+F7. */
  static get active(): ComparePanel | undefined {
    return [...ComparePanel.open].find((p) => p.panel.active);
  }

  static show(extensionUri: vscode.Uri, pool: WorkerPool, a: vscode.Uri, b: vscode.Uri): ComparePanel {
    const title = `${base(a)} ↔ ${base(b)}`;
    const dist = vscode.Uri.joinPath(extensionUri, 'dist');
    const panel = vscode.window.createWebviewPanel(diffViewType, title, vscode.ViewColumn.Active, {
      enableScripts: true,
      localResourceRoots: [dist],
      retainContextWhenHidden: true,
    });
    const p = new ComparePanel(panel, a, b);
    panel.webview.html = bundlePage(panel.webview, dist, 'diff-view');
    pool.run({ kind: 'compare', a: a.fsPath, b: b.fsPath, limit: LIST_LIMIT }).then(
      (result: CompareResult) => p.post({ type: 'result', nameA: rel(a), nameB: rel(b), result }),
      (e: Error) => p.post({ type: 'failed', message: e.message }),
    );
    return p;
  }

  private constructor(
    readonly panel: vscode.WebviewPanel,
    a: vscode.Uri,
    b: vscode.Uri,
  ) {
    this.files = { a: fs.open(a.fsPath, 'r'), b: fs.open(b.fsPath, 'r') };
    for (const f of Object.values(this.files)) f.catch(() => undefined); // reported when bytes are asked for
    ComparePanel.open.add(this);
    panel.webview.onDidReceiveMessage((m: FromDiffView) => void this.onMessage(m));
    panel.onDidDispose(() => {
      ComparePanel.open.delete(this);
      for (const f of Object.values(this.files)) void f.then((h) => h.close()).catch(() => undefined);
    });
  }

  post(m: ToDiffView): void {
    if (this.ready) void this.panel.webview.postMessage(m);
    else this.queued.push(m);
  }

  private async onMessage(m: FromDiffView): Promise<void> {
    if (m.type === 'ready') {
      this.ready = true;
      for (const q of this.queued.splice(0)) void this.panel.webview.postMessage(q);
      return;
    }
    const length = Math.min(m.length, DIFF_CHUNK * 16);
    try {
      const handle = await this.files[m.side];
      const bytes = new Uint8Array(length);
      const { bytesRead } = await handle.read(bytes, 0, length, m.offset);
      this.post({ type: 'bytes', side: m.side, offset: m.offset, bytes: bytes.subarray(0, bytesRead) });
    } catch (e) {
      this.post({ type: 'failed', message: `cannot read the ${m.side === 'a' ? 'first' : 'second'} file: ${e}` });
    }
  }
}

function base(u: vscode.Uri): string {
  return u.path.split('/').pop() ?? u.path;
}

function rel(u: vscode.Uri): string {
  return vscode.workspace.asRelativePath(u, false);
}
