// Go to Field… and Go to Record…: quick picks over the active editor's tree. Go to Field offers the children of the
// path typed so far (the worker enumerates a screenful at a time, so it stays instant on a million records) and a
// full path jumps straight to its node; Go to Record finds a record by the format's own key.
import * as vscode from 'vscode';
import type { EditorPanel } from './panel';

interface FieldItem extends vscode.QuickPickItem {
  id: string;
  path: string;
}

export async function goToField(p: EditorPanel): Promise<void> {
  const query = p.document.analysis.query.bind(p.document.analysis);
  const pick = vscode.window.createQuickPick<FieldItem>();
  pick.title = `Go to Field in ${p.document.fileName}`;
  pick.placeholder = 'Field path, e.g. header.version or components[123].position (. and [ list the children)';
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
      void vscode.window.showWarningMessage(`Go to Field: ${(e as Error).message}`);
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
      void vscode.window.showInformationMessage(`No field ${pick.value} in ${p.document.fileName}.`);
      return;
    }
    pick.hide();
    p.post({ type: 'revealNode', id });
  });
  pick.onDidHide(() => pick.dispose());
  pick.show();
  await refresh();
}

export async function goToRecord(p: EditorPanel): Promise<void> {
  const key = await vscode.window.showInputBox({
    title: `Go to Record in ${p.document.fileName}`,
    prompt: "The record's key: a component address (C-36557), an entry or feature name",
  });
  if (!key?.trim()) return;
  const found = await p.document.analysis.query({ kind: 'findRecord', key });
  if (found.id !== undefined) p.post({ type: 'revealNode', id: found.id });
  else
    void vscode.window.showInformationMessage(
      found.gaveUp
        ? `No record ${key} in the part of the file searched (the search stops early on big files).`
        : `No record ${key}.`,
    );
}
