// A structural edit asked for from the tree: the text for "Edit Text…" from an input box, the edit itself from the
// parse worker (on the model it decoded), then the re-encoded file (or, for a file read in pages, the parts of it
// that make it) as one undoable step of the document.
import * as vscode from 'vscode';
import type { StructureEditKind } from '../src/core/structure-edit';
import type { Result } from '../src/channel/channel';
import type { HostChannel } from '../src/protocol';
import { unquote } from '../src/editor/unquote';
import type { HexAtlasDocument } from './document';
import { say } from './language';

/** The undo step's label. */
const undoLabel = (kind: StructureEditKind, where: string): string =>
  kind === 'setString'
    ? vscode.l10n.t('Edit text of {0}', where)
    : kind === 'delete'
      ? vscode.l10n.t('Delete {0}', where)
      : vscode.l10n.t('Duplicate {0}', where);

export async function applyStructureEdit(
  doc: HexAtlasDocument,
  id: string,
  kind: StructureEditKind,
): Promise<Result<HostChannel, 'structureEdit'>> {
  const node = await doc.analysis.query({ kind: 'node', id });
  if (!node) return { error: vscode.l10n.t('the node is no longer in the tree') };
  const where = node.path || node.row.name;
  let value: string | undefined;
  if (kind === 'setString') {
    value = await vscode.window.showInputBox({
      title: vscode.l10n.t('Edit Text: {0}', where),
      prompt: vscode.l10n.t('The new text; the length fields, sizes and offsets after it follow.'),
      value: unquote(node.row.value ?? node.row.display ?? ''),
    });
    if (value === undefined) return {};
  }
  const r = await doc.analysis.edit({ kind: 'structureEdit', op: { kind, path: id, value } });
  if (r === 'stale') return { error: vscode.l10n.t('the file changed while the edit was made: try again') };
  if ('error' in r) return { error: say(r.error) };
  if ('parts' in r) doc.rearrange(r.parts, undoLabel(kind, where));
  else doc.replaceAll(r.buffer, undoLabel(kind, where));
  return { select: r.select };
}
