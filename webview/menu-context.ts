// What VS Code's context menu of the page knows about the place right-clicked: `data-vscode-context` on an element
// (VS Code merges it with its ancestors', nearer first), read by the `when` clauses of package.json's
// `webview/context` menu and passed to the picked command as its argument.
import type { PictureInfo } from '../src/core/pictures/picture';
import type { MenuContext } from '../src/protocol';
import type { TreeItem } from './tree-model';

export function rowContext(item: TreeItem, editable: boolean): MenuContext {
  const row = item.kind === 'node' ? item.row : undefined;
  const range = row ?? (item.kind === 'group' ? item.span : { offset: 0, length: 0 });
  const edits = row?.structureEdits ?? [];
  return {
    webviewSection: 'tree',
    hexAtlasNode: row?.id,
    hexAtlasOffset: range.offset,
    hexAtlasLength: range.length,
    hexAtlasColumn: row?.column === true,
    hexAtlasEditable: editable,
    hexAtlasDelete: edits.includes('delete'),
    hexAtlasDuplicate: edits.includes('duplicate'),
    hexAtlasSetString: edits.includes('setString'),
    hexAtlasLink: (row?.links?.length ?? 0) > 0,
    // The format's commands that apply here, each by the key its menu entry's `when` tests (written by the build).
    ...Object.fromEntries((row?.commands ?? []).map((c) => [`hexAtlasCommand.${c.id}`, true])),
  };
}

/** A pane's own context: only VS Code's menu shows (its Cut/Copy/Paste would act on nothing here). */
export function paneContext(section: 'tree' | 'hex'): string {
  return JSON.stringify({ webviewSection: section, preventDefaultContextMenuItems: true });
}

/** The picture pane's context: the picture shown, for Export Picture and (where it can be) Import Picture. */
export function pictureContext(p: PictureInfo | undefined): string {
  const context: MenuContext = {
    webviewSection: 'picture',
    hexAtlasPicture: p?.name,
    hexAtlasImportable: p?.importable !== undefined,
  };
  return JSON.stringify({ ...context, preventDefaultContextMenuItems: true });
}

/** Set on a text input inside a pane: VS Code's Cut, Copy and Paste come back there. */
export const inputContext = JSON.stringify({ preventDefaultContextMenuItems: false });
