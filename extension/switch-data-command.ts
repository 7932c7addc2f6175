// "Load Data into Switches…" and "Read Switches as Data…": a Logic World board of switches (a ROM) as bytes. They
// act on the board right-clicked in the tree, or from the palette on the selected components; the worker orders
// the switches by place (src/formats/blotter/switch-order.ts). Loading is one undoable edit.
import * as vscode from 'vscode';
import { hexPairs } from '../src/core/hex-pairs';
import { copyAs } from '../src/editor/copy-as';
import { START_CORNERS, layoutName, type SwitchData, type SwitchLayout } from '../src/core/switches';
import { menuRange, type MenuArg } from './menu-commands';
import type { EditorPanel } from './panel';
import { say } from './language';
import { counted, msg, type Text } from '../src/core/translatable';

/** A file larger than this is refused before it is read: it is far more than any board holds. */
const maxFileBytes = 16 << 20;
/** Bytes of hex shown in the message after reading (all of them go to the clipboard). */
const shownBytes = 32;

const layouts: SwitchLayout[] = START_CORNERS.flatMap((corner) =>
  (['msb', 'lsb'] as const).map((order) => ({ order, corner })),
);
/** The layout picked last, offered first next time. */
let lastLayout = layouts[0];

export async function loadSwitchData(p: EditorPanel, arg: MenuArg): Promise<void> {
  const { offset, length } = menuRange(p, arg);
  const picked = await vscode.window.showQuickPick(
    [
      { label: vscode.l10n.t('Bytes of a File…'), source: 'file' as const },
      { label: vscode.l10n.t('Hex Bytes…'), description: 'DE AD BE EF', source: 'hex' as const },
      {
        label: vscode.l10n.t('A Number…'),
        description: vscode.l10n.t('decimal, 0x… or 0b…: the switches as one binary number'),
        source: 'number' as const,
      },
    ],
    { title: vscode.l10n.t('Load Data into Switches: the data'), ignoreFocusOut: true },
  );
  if (!picked) return;
  const layout = await pickLayout(vscode.l10n.t('Load Data into Switches'));
  if (!layout) return;
  const loadQuery = (data: SwitchData) =>
    p.document.analysis.query({ kind: 'switchLoad', offset, length, data, layout });
  const data = picked.source === 'file' ? await fileData() : await typedData(picked.source, loadQuery);
  if (!data) return;
  try {
    const r = await loadQuery(data);
    if ('error' in r)
      return void vscode.window.showErrorMessage(vscode.l10n.t('Load Data into Switches: {0}', say(r.error)));
    if (r.edits.length)
      p.document.applyEdits(r.edits, say(msg`Load data into ${counted(r.edits.length, 'switch', 'switches')}`));
    void vscode.window.showInformationMessage(`${say(r.summary)}.`);
  } catch (e) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Load Data into Switches: {0}', e instanceof Error ? e.message : String(e)),
    );
  }
}

export async function readSwitchData(p: EditorPanel, arg: MenuArg): Promise<void> {
  const { offset, length } = menuRange(p, arg);
  const layout = await pickLayout(vscode.l10n.t('Read Switches as Data'));
  if (!layout) return;
  const r = await p.document.analysis.query({ kind: 'switchRead', offset, length, layout });
  if ('error' in r)
    return void vscode.window.showErrorMessage(vscode.l10n.t('Read Switches as Data: {0}', say(r.error)));
  const hex = copyAs(r.bytes, 'hex');
  await vscode.env.clipboard.writeText(hex);
  const shown = r.bytes.length > shownBytes ? `${copyAs(r.bytes.subarray(0, shownBytes), 'hex')} …` : hex;
  void vscode.window.showInformationMessage(vscode.l10n.t('{0}, copied as hex: {1}', say(r.summary), shown));
}

async function pickLayout(title: string): Promise<SwitchLayout | undefined> {
  const items = [lastLayout, ...layouts.filter((l) => l !== lastLayout)].map((layout) => ({
    label: say(layoutName(layout)),
    layout,
  }));
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('{0}: bit order and the corner the first row starts from', title),
    ignoreFocusOut: true,
  });
  if (picked) lastLayout = picked.layout;
  return picked?.layout;
}

async function fileData(): Promise<SwitchData | undefined> {
  const [uri] =
    (await vscode.window.showOpenDialog({ title: vscode.l10n.t('Load Data into Switches'), canSelectMany: false })) ??
    [];
  if (!uri) return undefined;
  const { size } = await vscode.workspace.fs.stat(uri);
  if (size > maxFileBytes) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t(
        'Load Data into Switches: {0} is {1} bytes, more than any board holds',
        uri.path.split('/').pop() ?? '',
        size,
      ),
    );
    return undefined;
  }
  return { bytes: await vscode.workspace.fs.readFile(uri) };
}

/** Hex bytes or a number, checked against the board as typed (the message says how many switches it needs). */
async function typedData(
  kind: 'hex' | 'number',
  loadQuery: (data: SwitchData) => Promise<{ error: Text | string } | object>,
): Promise<SwitchData | undefined> {
  const parse = (text: string): SwitchData | string => {
    if (kind === 'number') return { number: text };
    const bytes = hexPairs(text);
    return bytes ? { bytes } : vscode.l10n.t('hex byte pairs, e.g. DE AD BE EF');
  };
  const text = await vscode.window.showInputBox({
    title:
      kind === 'hex'
        ? vscode.l10n.t('Load Data into Switches: hex bytes')
        : vscode.l10n.t('Load Data into Switches: a number'),
    placeHolder: kind === 'hex' ? 'DE AD BE EF' : vscode.l10n.t('1234, 0x4D2 or 0b10011010010'),
    ignoreFocusOut: true,
    validateInput: async (t) => {
      if (!t.trim()) return null;
      const data = parse(t);
      if (typeof data === 'string') return data;
      const r = await loadQuery(data).catch((e: Error) => ({ error: e.message }));
      return 'error' in r ? say(r.error) : null;
    },
  });
  if (text === undefined || !text.trim()) return undefined;
  const data = parse(text);
  return typeof data === 'string' ? undefined : data;
}
