// VS Code's custom editor provider for one view type. VS Code looks a document's edit event up among the
// documents of the registration that fired it, so each view type has its own event and fires it only for the
// documents it opened; everything else is shared by the editor provider.
import * as vscode from 'vscode';
import { Disposable } from './disposable';
import type { HexAtlasDocument } from './document';
import type { HexAtlasEditorProvider } from './provider';

export class ViewTypeProvider extends Disposable implements vscode.CustomEditorProvider<HexAtlasDocument> {
  private readonly changed = this.register(new vscode.EventEmitter<vscode.CustomDocumentEditEvent<HexAtlasDocument>>());
  readonly onDidChangeCustomDocument = this.changed.event;

  constructor(private readonly shared: HexAtlasEditorProvider) {
    super();
  }

  async openCustomDocument(uri: vscode.Uri, context: vscode.CustomDocumentOpenContext): Promise<HexAtlasDocument> {
    const doc = await this.shared.openCustomDocument(uri, context);
    doc.register(
      doc.onDidEdit((edit) =>
        this.changed.fire({ document: doc, label: edit.label, undo: () => doc.undo(), redo: () => doc.redo() }),
      ),
    );
    return doc;
  }

  resolveCustomEditor(document: HexAtlasDocument, panel: vscode.WebviewPanel): void {
    this.shared.resolveCustomEditor(document, panel);
  }

  saveCustomDocument(document: HexAtlasDocument, cancellation: vscode.CancellationToken): Thenable<void> {
    return document.save(cancellation);
  }

  saveCustomDocumentAs(
    document: HexAtlasDocument,
    destination: vscode.Uri,
    cancellation: vscode.CancellationToken,
  ): Thenable<void> {
    return document.saveAs(destination, cancellation);
  }

  revertCustomDocument(document: HexAtlasDocument): Thenable<void> {
    return document.revert();
  }

  backupCustomDocument(
    document: HexAtlasDocument,
    context: vscode.CustomDocumentBackupContext,
  ): Thenable<vscode.CustomDocumentBackup> {
    return document.backup(context.destination);
  }
}
