// One webview showing a document: serves its requests (bytes from the document, tree queries from the worker),
// forwards analysis state, and remembers the selection for the palette commands.
import * as vscode from 'vscode';
import type { FromWebview, HostChannel, InitMessage, MenuContext, PaneSizes, ToWebview } from '../src/protocol';
import { answer, handles, replyTo, type Handlers } from '../src/channel/channel';
import { encodeBoot } from '../src/page-boot';
import { treeStart } from '../src/editor/tree-start';
import { attachBookmarks, bookmarks } from './bookmarks';
import { fixProblem } from './fix-command';
import type { HexAtlasDocument } from './document';
import { maxPublished } from './problem-links';
import { applyStructureEdit } from './apply-structure-edit';
import { viewSettings } from './settings';
import { bundlePage } from './webview-page';
import { inLanguage } from '../src/l10n/diagnostic';
import { userLanguage } from './language';
import { Disposable } from './disposable';
import formatCommandIds from './format-commands.json';

/** Messages a page gets while it is still opening (they are sent again on its ready). */
const earlyTypes = new Set<ToWebview['type']>(['analysis', 'diagnostics']);

/** Where the pane sizes set with the editor's sashes are kept: one set for the workspace, not one per file. */
const layoutKey = 'hexAtlas.layout';

/** Bytes sent with `init`: more than a screen of rows at any width, and whole pages of the webview's cache. */
const headBytes = 64 * 1024;

export interface Selection {
  offset: number;
  length: number;
  nodeId?: string;
}

export class EditorPanel extends Disposable {
  selection: Selection = { offset: 0, length: 0 };
  private ready = false;
  private queued: ToWebview[] = [];
  /**
   * The page is set but has not said it is ready. VS Code holds messages for a page until it has loaded (its
   * load event comes about 200 ms after its document starts, before the ready message's round trip through the
   * extension host is back): the analysis and its diagnostics go then, so the tree shows without that round trip.
   */
  private opening = false;
  /** What the webview asks that the host answers itself: bytes from the document, and edits of it. */
  private readonly handlers: Handlers<HostChannel> = {
    bytes: (r) => this.document.read(r.offset, r.length),
    edit: (r) => this.document.editValue(r.offset, r.type, r.value),
    structureEdit: (r) => applyStructureEdit(this.document, r.id, r.edit),
    fix: ({ code, offset, length }) => fixProblem(this.document, { code, offset, length }),
    search: (r) => this.document.search(r),
  };
  /** Bumped on every change of the document's bytes. */
  private contentVersion = 0;
  /** What the init message carried in the page was built from (see `initKey`). */
  private pageInitKey: string | undefined;

  /** `memory` keeps each file's view state so a closed and reopened tab comes back as it was. */
  constructor(
    readonly document: HexAtlasDocument,
    readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    private readonly memory: vscode.Memento,
  ) {
    super();
    const dist = vscode.Uri.joinPath(extensionUri, 'dist');
    const webview = panel.webview;
    webview.options = { enableScripts: true, localResourceRoots: [dist] };
    void this.loadPage(dist);
    this.register(attachBookmarks(this));
    this.register(webview.onDidReceiveMessage((m: FromWebview) => this.onMessage(m)));
    this.register(
      document.onDidChangeState(({ diagnosticsChanged }) => {
        void this.postAnalysis();
        if (diagnosticsChanged) this.postDiagnostics();
      }),
    );
    this.register(
      document.onDidChangeContent(() => {
        this.contentVersion++;
        this.post({ type: 'changed', size: document.size });
      }),
    );
    this.register(
      panel.onDidChangeViewState(() => {
        if (panel.visible) return;
        this.ready = false;
        // Shown again, the tab reloads its page: with what is current by then.
        void this.loadPage(dist);
      }),
    );
    this.register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('hexAtlas')) this.post({ type: 'settings', settings: viewSettings() });
      }),
    );
  }

  /**
   * Messages wait until the webview said it is ready (its script may still be loading). A hidden webview is
   * discarded and reloads when shown, announcing itself again: state is re-sent then, so only one-off requests
   * (reveal, commands) are kept for it.
   */
  post(m: ToWebview): void {
    // Answers and analyses still under way when the tab closed have no page left to go to.
    if (this.isDisposed) return;
    if (this.receives(m.type)) void this.panel.webview.postMessage(m);
    else if (m.type === 'revealRange' || m.type === 'command') this.queued.push(m);
  }

  /** The webview has said it is ready and is not hidden (a hidden one is discarded and announces itself again). */
  private get showing(): boolean {
    return this.ready && this.panel.visible;
  }

  /** Whether a message of this type reaches the page now: once it is ready, or early ones while it opens. */
  private receives(type: ToWebview['type']): boolean {
    return this.showing || (this.opening && this.panel.visible && earlyTypes.has(type));
  }

  /**
   * The page carries its init message, so it paints the first screen without a round trip. VS Code reloads this
   * same page whenever a hidden tab is shown again; `start` then tells whether what it carries is still current.
   */
  private async loadPage(dist: vscode.Uri): Promise<void> {
    const key = this.initKey();
    const init = await this.initMessage();
    if (this.isDisposed) return;
    this.pageInitKey = key;
    this.panel.webview.html = bundlePage(this.panel.webview, dist, 'webview', encodeBoot(init));
    this.opening = true;
    void this.postAnalysis();
    this.postDiagnostics();
  }

  /** The file, its view state and its first screen of bytes. */
  private async initMessage(): Promise<InitMessage> {
    const fields = this.initFields();
    const top = typeof fields.state?.topOffset === 'number' ? fields.state.topOffset : 0;
    const offset = top - (top % headBytes);
    return { type: 'init', ...fields, head: { offset, bytes: await this.document.read(offset, headBytes) } };
  }

  private initFields(): Omit<InitMessage, 'type' | 'head'> & { state?: { topOffset?: unknown } } {
    const d = this.document;
    const state = this.memory.get<{ topOffset?: unknown }>(this.stateKey);
    const layout = this.memory.get<PaneSizes>(layoutKey);
    return { fileName: d.fileName, size: d.size, settings: viewSettings(), state, layout };
  }

  /**
   * What an init message is built from, with the bytes' version in place of the head bytes: equal keys, equal
   * messages. Taken before the head is read, so an edit meanwhile makes it stale, never wrongly current.
   */
  private initKey(): string {
    const f = this.initFields();
    return JSON.stringify([this.contentVersion, f.fileName, f.size, f.settings, f.state ?? null]);
  }

  private get stateKey(): string {
    return `hexAtlas.view:${this.document.uri.toString()}`;
  }

  /** The analysis state; once decoding ended, with the tree's first rows (asked of the worker, not the webview). */
  private async postAnalysis(): Promise<void> {
    const analysis = this.document.analysis;
    const state = analysis.state;
    // Asked for only when the page receives it: a page not yet ready gets the state again when it is.
    const withTree = this.receives('analysis') && (state.phase === 'done' || state.phase === 'stopped');
    // The rows come with the worker's outcome; asked for only where they did not.
    const tree = withTree
      ? (analysis.tree ?? (await treeStart((q) => analysis.query(q)).catch(() => undefined)))
      : undefined;
    // A newer state is posted by its own change event.
    if (analysis.state === state) this.post({ type: 'analysis', state, tree });
  }

  private postDiagnostics(): void {
    const list = this.document.analysis.diagnostics;
    const lang = userLanguage();
    this.post({
      type: 'diagnostics',
      generation: this.document.analysis.state.generation,
      list: list.slice(0, maxPublished * 10).map((d) => inLanguage(d, lang)),
      total: list.length,
      marks: list.slice(maxPublished * 10).map(({ offset, length, severity }) => ({ offset, length, severity })),
    });
  }

  private onMessage(m: FromWebview): void {
    switch (m.type) {
      case 'ready':
        void this.start(m.booted === true);
        break;
      case 'request': {
        const body = m.body;
        // The host's own requests are answered here; the rest go to the parse worker as they are.
        const work = () =>
          handles(this.handlers, body) ? answer(this.handlers, body) : this.document.analysis.query(body);
        void replyTo(m.id, work).then((reply) => this.post(reply));
        break;
      }
      case 'state':
        void this.memory.update(this.stateKey, m.state);
        break;
      case 'layout':
        void this.memory.update(layoutKey, m.sizes);
        break;
      case 'selection':
        this.selection = { offset: m.offset, length: m.length, nodeId: m.nodeId };
        break;
      case 'stopParse':
        this.document.analysis.stop();
        break;
      case 'startParse':
        this.document.reanalyse();
        break;
      case 'showProblems':
        void vscode.commands.executeCommand('workbench.actions.view.problems');
        break;
      case 'formatCommand': {
        // Only a format's command: the page names the command, so it may name no other.
        if (!formatCommandIds.includes(m.command)) break;
        const row: MenuContext = {
          webviewSection: 'tree',
          hexAtlasNode: m.id,
          hexAtlasOffset: m.offset,
          hexAtlasLength: m.length,
        };
        void vscode.commands.executeCommand(m.command, row);
        break;
      }
    }
  }

  /**
   * The webview is ready: its init message unless the one its page carries (`booted`) is still current, then the
   * analysis so far.
   */
  private async start(booted: boolean): Promise<void> {
    // The head bytes are read only when an init message goes.
    const init = booted && this.initKey() === this.pageInitKey ? undefined : await this.initMessage();
    const queued = this.queued;
    this.ready = true;
    this.opening = false;
    this.queued = [];
    if (init) this.post(init);
    void this.postAnalysis();
    this.postDiagnostics();
    bookmarks.post(this);
    for (const q of queued) this.post(q);
  }
}
