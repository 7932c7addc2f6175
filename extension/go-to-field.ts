// Go to Field… and Go to Record…: quick picks over the active editor's tree. Go to Field offers the children of the
// path typed so far (the worker enumerates a screenful at a time, so it stays instant on a million records) and a
// full path jumps straight to its node; Go to Record lists the records whose key, name or type holds what is typed.
import * as vscode from 'vscode';
import type { EditorPanel } from './panel';
import type { RecordPage } from '../src/protocol';

interface FieldItem extends vscode.QuickPickItem {
  id: string;
  path: string;
}

export async function goToField(p: EditorPanel): Promise<void> {
  const query = p.document.analysis.query.bind(p.document.analysis);
  const pick = vscode.window.createQuickPick<FieldItem>();
  pick.title = vscode.l10n.t('Go to Field in {0}', p.document.fileName);
  pick.placeholder = vscode.l10n.t(
    'Field path, e.g. header.version or components[123].position (. and [ list the children)',
  );
  let token = 0;
  const refresh = async (): Promise<void> => {
    const mine = ++token;
    pick.busy = true;
    try {
      const list = await query({ kind: 'complete', prefix: pick.value });
      if (mine !== token) return;
      // The worker already filtered; label = the full path so VS Code's own filter keeps the items it matched.
      pick.items = list.map((c) => ({
        id: c.id,
        path: c.path,
        label: c.path,
        description: c.type,
        detail: c.display,
        alwaysShow: true,
      }));
    } catch (e) {
      if (mine === token) pick.items = [];
      void vscode.window.showWarningMessage(vscode.l10n.t('Go to Field: {0}', (e as Error).message));
    } finally {
      if (mine === token) pick.busy = false;
    }
  };
  pick.onDidChangeValue(() => void refresh());
  pick.onDidAccept(async () => {
    const chosen = pick.selectedItems[0];
    // A typed full path wins over the highlighted suggestion when it names a node itself.
    const typed = pick.value.trim() ? await query({ kind: 'resolvePath', path: pick.value }) : null;
    const id = typed ?? chosen?.id;
    if (id === undefined) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No field {0} in {1}.', pick.value, p.document.fileName));
      return;
    }
    pick.hide();
    p.post({ type: 'revealNode', id });
  });
  pick.onDidHide(() => pick.dispose());
  pick.show();
  await refresh();
}

/** Records listed at once (the worker filters the whole file as the user types; typing reaches the rest). */
const recordPage = 2000;

/**
 * Go to Record: a list of the file's records, filtered by key, name, type or kind (a component's type in the game) as
 * the user types; the title says how many of how many it lists.
 */
export async function goToRecord(p: EditorPanel): Promise<void> {
  const query = p.document.analysis.query.bind(p.document.analysis);
  const pick = vscode.window.createQuickPick<FieldItem>();
  pick.title = vscode.l10n.t('Go to Record in {0}', p.document.fileName);
  pick.placeholder = vscode.l10n.t('Key, name or type: a component address (C-36557), an entry or feature name');
  pick.matchOnDescription = true;
  pick.matchOnDetail = true;
  let token = 0;
  const refresh = async (): Promise<void> => {
    const mine = ++token;
    pick.busy = true;
    try {
      const page = await query({ kind: 'records', filter: pick.value, limit: recordPage });
      if (mine !== token) return;
      pick.title = `${vscode.l10n.t('Go to Record in {0}', p.document.fileName)} · ${listedText(page, pick.value)}`;
      const items: FieldItem[] = page.records.map((r) => ({
        id: r.id,
        path: r.key,
        label: r.key,
        description: `${r.name} · ${r.recordKind ?? r.type}`,
        detail: r.display,
        alwaysShow: true,
      }));
      if (page.more) items.push({ id: '', path: '', label: '', kind: vscode.QuickPickItemKind.Separator });
      if (page.more)
        items.push({
          id: '',
          path: '',
          label: vscode.l10n.t('More records: type more to narrow the list'),
          alwaysShow: true,
        });
      pick.items = items;
    } catch (e) {
      if (mine === token) pick.items = [];
      void vscode.window.showWarningMessage(vscode.l10n.t('Go to Record: {0}', (e as Error).message));
    } finally {
      if (mine === token) pick.busy = false;
    }
  };
  pick.onDidChangeValue(() => void refresh());
  pick.onDidAccept(() => {
    const chosen = pick.selectedItems[0];
    if (!chosen?.id) return;
    pick.hide();
    p.post({ type: 'revealNode', id: chosen.id });
  });
  pick.onDidHide(() => pick.dispose());
  pick.show();
  await refresh();
}

/** "Records listed: 200 of 1,173": counts as a "noun: number" layout, which needs no plural form. */
function listedText(page: RecordPage, filter: string): string {
  const listed = page.records.length;
  const of = page.bounded ? `${page.matched}+` : String(page.matched);
  return filter.trim()
    ? vscode.l10n.t('Records listed: {0} of {1} matching (records in the file: {2})', listed, of, page.total)
    : vscode.l10n.t('Records listed: {0} of {1}', listed, of);
}
