// Determined fixes from the editor: the worker re-encodes the file from the model it decoded, and the result
// replaces the document's bytes as one undoable step (VS Code gives custom editors no code actions).
import * as vscode from 'vscode';
import type { Result } from '../src/channel/channel';
import type { FixTarget, HostChannel } from '../src/protocol';
import type { HexAtlasDocument } from './document';
import type { Repaired } from '../src/editor/worker-protocol';
import type { EditorPanel } from './panel';
import { counted, msg, type Text } from '../src/core/translatable';
import { say } from './language';

const stale = vscode.l10n.t('the file changed while the fix was made: try again');

/** A fix's title in the user's language. */
function fixTitle(f: { title: string; text?: Text }): string {
  return f.text ? say(f.text) : f.title;
}

/** A Fix button: the fix of one diagnostic. */
export async function fixProblem(doc: HexAtlasDocument, target: FixTarget): Promise<Result<HostChannel, 'fix'>> {
  const r = await doc.analysis.edit({ kind: 'fix', ...target });
  if (r === 'stale') return { error: stale };
  if ('error' in r) return { error: say(r.error) };
  applyRepair(doc, r, vscode.l10n.t('Fix: {0}', fixTitle(r)));
  return {};
}

/** A repair as one undoable step: the ranges it changed, the parts of the file it made, or the whole file. */
function applyRepair(doc: HexAtlasDocument, r: Repaired, label: string): void {
  if ('parts' in r) doc.rearrange(r.parts, label);
  else if ('changes' in r) doc.applyEdits(r.changes, label, r.kept);
  else doc.replaceAll(r.buffer, label, r.kept);
}

/** "Fix All Determined Problems": every fix in one undoable step, then how many were made and what is left. */
export async function fixAllProblems(p: EditorPanel): Promise<void> {
  const r = await p.document.analysis.edit({ kind: 'fixAll' });
  if (r === 'stale' || 'error' in r) {
    void vscode.window.showWarningMessage(vscode.l10n.t('No fix made: {0}.', r === 'stale' ? stale : say(r.error)));
    return;
  }
  const n = r.applied.length;
  if ('changes' in r || 'parts' in r || r.buffer)
    applyRepair(
      p.document,
      r as Repaired,
      n === 1 ? vscode.l10n.t('Fix: {0}', fixTitle(r.applied[0])) : say(msg`Fix ${counted(n, 'problem')}`),
    );
  const left = counted(r.errors, 'error remains', 'errors remain');
  const made = n === 0 ? msg`No determined fix applies` : msg`Applied ${counted(n, 'fix', 'fixes')}`;
  const list = r.applied.map(fixTitle).join('; ');
  void vscode.window.showInformationMessage(
    say(list ? msg`${made}; ${left}. Fixed: ${list}.` : msg`${made}; ${left}.`),
  );
}
