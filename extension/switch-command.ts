// "Set Switch States from Bits…": the switches on the Logic World component holding the selection (a ROM board, a
// register of inputs) take the bits of a number the user types, as one undoable edit.
import * as vscode from 'vscode';
import type { EditorPanel } from './panel';
import { counted, msg } from '../src/core/translatable';
import { say } from './language';

export async function setSwitchStates(p: EditorPanel): Promise<void> {
  const offset = p.selection.offset;
  const editsFor = (bits: string) => p.document.analysis.query({ kind: 'switchEdits', offset, bits });
  const bits = await vscode.window.showInputBox({
    title: vscode.l10n.t('Set Switch States from Bits'),
    prompt: vscode.l10n.t(
      'The switches on the selected component, in file order: hex 0x… (one digit per 4 switches), binary 0b… or ' +
        'plain 0/1 digits (one per switch). Bit 0, the rightmost digit, is the first switch.',
    ),
    placeHolder: '0b1011 or 0xB',
    ignoreFocusOut: true,
    // Checked as typed, so the message can tell how many digits the component's switches need.
    validateInput: async (text) => {
      if (!text.trim()) return null;
      const r = await editsFor(text).catch((e: Error) => ({ error: e.message }));
      return 'error' in r ? say(r.error) : null;
    },
  });
  if (bits === undefined || !bits.trim()) return;
  try {
    const r = await editsFor(bits);
    if ('error' in r) return void vscode.window.showErrorMessage(vscode.l10n.t('Set Switch States: {0}', say(r.error)));
    const n = r.edits.length;
    p.document.applyEdits(r.edits, say(msg`Set ${counted(n, 'switch', 'switches')} to ${bits.trim()}`));
  } catch (e) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Set Switch States: {0}', e instanceof Error ? e.message : String(e)),
    );
  }
}
