// The agent tools' files in VS Code: a Hex Atlas editor's document as it is now (unsaved edits included), or a file
// of the workspace; nothing outside the workspace folders unless an editor has it open. Writes are unsaved,
// undoable edits of an open document: the user sees them, saves or undoes them.
import * as vscode from 'vscode';
import { RecentFiles, ToolRefusal, type AgentFile, type AgentSurface, type AgentWrites } from '../src/agent/files';
import type { HexAtlasDocument } from './document';
import type { HexAtlasEditorProvider } from './provider';
import { maxFileBytes } from './settings';
import { siblingsBeside } from './sibling-folder';
import { shareableCopy } from '../src/platform/shared-memory';

export class WorkspaceFiles implements AgentSurface {
  private readonly recent = new RecentFiles();
  readonly writeRefusal = vscode.l10n.t('this VS Code window does not let the agent change files');
  readonly writes: AgentWrites = {
    range: async (asked, offset, bytes, label) => {
      const doc = this.openDocument(asked);
      doc.applyEdits([{ offset, bytes }], label);
      return this.unsaved(doc);
    },
    whole: async (asked, bytes, label) => {
      const doc = this.openDocument(asked);
      doc.replaceAll(shareableCopy(bytes), label);
      return this.unsaved(doc);
    },
  };

  constructor(private readonly editors: HexAtlasEditorProvider) {}

  /** The file `asked` names: the active editor's when empty, else a URI, an absolute path or a workspace path. */
  uriOf(asked: string): vscode.Uri {
    if (!asked) {
      const active = this.editors.active?.document.uri;
      if (!active) throw new ToolRefusal(vscode.l10n.t('no Hex Atlas editor is active: give "path"'));
      return active;
    }
    if (/^[a-z][\w+.-]+:/i.test(asked) && !/^[a-z]:[\\/]/i.test(asked)) return vscode.Uri.parse(asked, true);
    const folders = vscode.workspace.workspaceFolders ?? [];
    if (asked.startsWith('/')) return vscode.Uri.file(asked);
    if (!folders.length) throw new ToolRefusal(vscode.l10n.t('no folder is open: give an absolute path'));
    const open = folders.map((f) => vscode.Uri.joinPath(f.uri, asked)).find((u) => this.editors.documentOf(u));
    return open ?? vscode.Uri.joinPath(folders[0].uri, asked);
  }

  async read(asked: string): Promise<AgentFile> {
    const uri = this.uriOf(asked);
    const path = asked || vscode.workspace.asRelativePath(uri);
    const doc = this.editors.documentOf(uri);
    if (doc) return this.remembered(uri, `doc:${doc.version}`, () => doc.read(0, doc.size), path);
    if (!vscode.workspace.getWorkspaceFolder(uri))
      throw new ToolRefusal(vscode.l10n.t('{0} is outside the workspace: open it in Hex Atlas first', path));
    const stat = await vscode.workspace.fs.stat(uri).then(undefined, () => {
      throw new ToolRefusal(vscode.l10n.t('cannot read {0}: no such file', path));
    });
    if (stat.type & vscode.FileType.Directory) throw new ToolRefusal(vscode.l10n.t('{0} is a folder', path));
    if (stat.size > maxFileBytes())
      throw new ToolRefusal(vscode.l10n.t('{0} is larger than hexAtlas.maxFileSizeMB', path));
    return this.remembered(uri, `file:${stat.size}:${stat.mtime}`, () => vscode.workspace.fs.readFile(uri), path);
  }

  private remembered(uri: vscode.Uri, stamp: string, bytes: () => Thenable<Uint8Array>, path: string) {
    return this.recent.remember(uri.toString(), stamp, async () => ({
      path,
      bytes: await bytes(),
      siblings: siblingsBeside(uri),
    }));
  }

  private openDocument(asked: string): HexAtlasDocument {
    const doc = this.editors.documentOf(this.uriOf(asked));
    if (!doc)
      throw new ToolRefusal(vscode.l10n.t('open {0} in Hex Atlas first: changes are made to an open editor', asked));
    return doc;
  }

  private unsaved(doc: HexAtlasDocument): string {
    return vscode.l10n.t('an unsaved edit of {0}: save it, or undo it with Undo', doc.fileName);
  }
}
