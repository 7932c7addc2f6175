// The editor shared by both view types: opens documents, attaches panels, and keeps the Problems panel in step
// with each document. Each view type registers its own ViewTypeProvider, which relays its documents' edits to
// VS Code's undo stack and hands the rest to this.
import * as vscode from 'vscode';
import { DiskWatch } from './disk-watch';
import { Disposable } from './disposable';
import { HexAtlasDocument } from './document';
import { EditorPanel } from './panel';
import { publish } from './problems';
import { decodeLimitBytes, maxFileBytes, pagedAboveBytes } from './settings';
import type { RevealArgs } from './problem-links';
import { platform } from './platform';

export const viewTypes = ['hexAtlas.editor', 'hexAtlas.editor.option'] as const;

/** A URI's text in one spelling: a link's copy and VS Code's may encode `!` or `:` differently. */
function sameUri(text: string): string {
  return vscode.Uri.parse(text).toString(true);
}

export class HexAtlasEditorProvider extends Disposable {
  private readonly panels = new Set<EditorPanel>();
  private readonly activeChanged = this.register(new vscode.EventEmitter<EditorPanel | undefined>());
  /** Fires when the focused Hex Atlas panel changes (or its document's state does). */
  readonly onDidChangeActive = this.activeChanged.event;
  active: EditorPanel | undefined;
  private readonly visibleChanged = this.register(new vscode.EventEmitter<void>());
  /** Fires when a Hex Atlas panel shows, hides or moves. */
  readonly onDidChangeVisible = this.visibleChanged.event;
  /** Reveals asked for files whose editor was still opening: applied when its panel is resolved. */
  private readonly pendingReveals = new Map<string, RevealArgs>();

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly problems: vscode.DiagnosticCollection,
    private readonly memory: vscode.Memento,
  ) {
    super();
  }

  /** The document a Hex Atlas editor has open for `uri`, if any. */
  documentOf(uri: vscode.Uri): HexAtlasDocument | undefined {
    return [...this.panels].find((p) => p.document.uri.toString() === uri.toString())?.document;
  }

  async openCustomDocument(uri: vscode.Uri, context: vscode.CustomDocumentOpenContext): Promise<HexAtlasDocument> {
    const doc = await HexAtlasDocument.create(uri, context.backupId, {
      workers: platform().parseWorkers,
      decodeLimit: decodeLimitBytes(),
      maxBytes: maxFileBytes(),
      pagedAbove: pagedAboveBytes(),
    });
    // What lives as long as the document is disposed with it.
    doc.register(
      doc.onDidChangeState(({ diagnosticsChanged }) => {
        if (diagnosticsChanged) publish(this.problems, uri, doc.analysis.diagnostics);
        if (this.active?.document === doc) this.activeChanged.fire(this.active);
      }),
    );
    const watch = doc.register(
      new DiskWatch(uri, {
        isDirty: () => doc.isDirty,
        reload: () => doc.revert(),
        ask: () => this.askOnDiskChange(doc),
        busy: () => doc.syncing,
      }),
    );
    void watch.remember();
    doc.register(doc.onDidSync(() => void watch.remember()));
    doc.register(doc.onDidDispose(() => this.problems.delete(uri)));
    return doc;
  }

  resolveCustomEditor(document: HexAtlasDocument, panel: vscode.WebviewPanel): void {
    const editor = new EditorPanel(document, panel, this.extensionUri, this.memory);
    this.panels.add(editor);
    const pending = this.pendingReveals.get(sameUri(document.uri.toString()));
    if (pending) {
      this.pendingReveals.delete(sameUri(pending.uri));
      editor.post({ type: 'revealRange', offset: pending.offset, length: pending.length });
    }
    const track = (): void => {
      if (panel.active) this.setActive(editor);
      else if (this.active === editor) this.setActive(undefined);
      this.visibleChanged.fire();
    };
    editor.register(panel.onDidChangeViewState(track));
    editor.register(
      panel.onDidDispose(() => {
        this.panels.delete(editor);
        if (this.active === editor) this.setActive(undefined);
        editor.dispose();
        this.visibleChanged.fire();
      }),
    );
    track();
  }

  /** The files of the Hex Atlas panels showing in the editor group `column`, once each. */
  visibleIn(column: vscode.ViewColumn): vscode.Uri[] {
    const shown = new Map<string, vscode.Uri>();
    for (const p of this.panels)
      if (p.panel.visible && p.panel.viewColumn === column) shown.set(p.document.uri.toString(), p.document.uri);
    return [...shown.values()];
  }

  /** Show bytes in the editor of `args.uri`, opening it first when no panel shows it. */
  async reveal(args: RevealArgs): Promise<void> {
    const key = sameUri(args.uri);
    const target = [...this.panels].find((p) => sameUri(p.document.uri.toString()) === key);
    if (target) {
      target.panel.reveal();
      target.post({ type: 'revealRange', offset: args.offset, length: args.length });
      return;
    }
    this.pendingReveals.set(key, args);
    await vscode.commands.executeCommand('vscode.openWith', vscode.Uri.parse(args.uri), viewTypes[1]);
  }

  /** VS Code's choice for a file changed on disk under unsaved edits: take the disk's version, or keep ours. */
  private async askOnDiskChange(doc: HexAtlasDocument): Promise<void> {
    const revert = vscode.l10n.t('Revert');
    const choice = await vscode.window.showWarningMessage(
      vscode.l10n.t('{0}: the file has been changed on disk. Do you want to overwrite it or revert?', doc.fileName),
      revert,
      vscode.l10n.t('Keep Mine'),
    );
    if (choice !== revert) return;
    // Through VS Code's revert, so that it clears the editor's dirty mark (it calls revertCustomDocument).
    const panel = [...this.panels].find((p) => p.document === doc);
    if (!panel) return doc.revert();
    panel.panel.reveal();
    await vscode.commands.executeCommand('workbench.action.files.revert');
  }

  private setActive(editor: EditorPanel | undefined): void {
    this.active = editor;
    this.activeChanged.fire(editor);
  }
}
