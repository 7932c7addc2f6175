// Linking the panes: a tree selection selects its bytes (and its pixel in the picture), a selected byte reveals
// the deepest node holding it, and the inspector, the field path and the host's copy of the selection follow.
import type { NodeRow } from '../src/protocol';
import type { ColumnView } from './column-view';
import type { HexView } from './hex-view';
import type { Host } from './host';
import type { Inspector } from './inspector';
import type { PageFrame } from './page-frame';
import type { PageState } from './page-state';
import type { PictureView } from './picture-view';
import { itemRange, type TreeItem, type TreeModel } from './tree-model';
import { isEditable, type TreeView } from './tree-view';
import { saveExpanded } from './page-tree-loader';
import { t } from './l10n';

export interface LinkedViews {
  frame: PageFrame;
  model: TreeModel;
  tree: TreeView;
  hexView: HexView;
  inspector: Inspector;
  pictures: PictureView;
  columnView: ColumnView;
}

export class PageLinking {
  /** Counts reveals: the answer of one overtaken by a newer one is dropped. */
  private revealToken = 0;
  private pathToken = 0;

  constructor(
    private readonly host: Host,
    private readonly state: PageState,
    private readonly views: LinkedViews,
  ) {}

  /** The user selected a tree row. */
  selectItem(item: TreeItem): void {
    const { hexView, pictures } = this.views;
    const r = itemRange(item);
    void pictures.reveal(r.offset);
    hexView.select(r.offset, r.length, true);
    this.selectionChanged(isEditable(item) && item.kind === 'node' ? item.row : undefined);
    this.host.saveState({ selectedKey: item.key });
    void this.showFieldPath();
  }

  /** The user moved the hex cursor. */
  cursorMoved(cursor: number): void {
    this.selectionChanged(undefined);
    void this.revealNodeAt(cursor, 1, false);
    void this.views.pictures.reveal(cursor);
  }

  /** Select bytes [offset, offset+length), their pixel and the smallest node holding them. */
  revealRange(offset: number, length: number): void {
    this.views.hexView.select(offset, length, true);
    void this.views.pictures.reveal(offset);
    this.selectionChanged(undefined);
    void this.revealNodeAt(offset, Math.max(1, length), false);
  }

  /** Select the deepest node holding [offset, offset+length) in the tree (expanding and loading its ancestors). */
  async revealNodeAt(offset: number, length: number, selectBytes: boolean): Promise<void> {
    if (!this.state.treeReady) return;
    const { model, tree, hexView, inspector } = this.views;
    const token = ++this.revealToken;
    const id = await this.host.request({ kind: 'pathAt', offset, length });
    const index = await model.reveal(id);
    if (token !== this.revealToken || index < 0) return;
    tree.select(id, selectBytes);
    if (!selectBytes) {
      // A byte click lands on a field: offer it for editing in the inspector too.
      const item = tree.selected;
      const sel = hexView.selection;
      if (isEditable(item) && item?.kind === 'node') inspector.show(sel.offset, sel.length, item.row);
      this.reportSelection();
    }
    this.host.saveState({ selectedKey: id });
    saveExpanded(this.host, model);
    void this.showFieldPath();
  }

  /** Select node `id` in the tree, expanding what leads to it, and its bytes (Go to Field, the column view). */
  async revealNode(id: string, focusTree = true): Promise<void> {
    if (!this.state.treeReady) return;
    const { model, tree } = this.views;
    const token = ++this.revealToken;
    const index = await model.reveal(id);
    if (token !== this.revealToken || index < 0) return;
    tree.select(id);
    saveExpanded(this.host, model);
    if (focusTree) tree.root.focus();
  }

  /** Show the selected field across every element of its array, in place of the hex view. */
  async showColumn(): Promise<void> {
    const item = this.views.tree.selected;
    if (item?.kind !== 'node') return this.views.frame.showNotice(t`Select a field of an array element first`);
    const column = await this.host.request({ kind: 'column', id: item.row.id });
    if (typeof column === 'string') return this.views.frame.showNotice(column);
    this.state.update({ column });
    this.views.frame.main.classList.add('column-open');
    this.views.columnView.show(column);
  }

  /** The column view's element `index` was chosen: its field in the tree. */
  selectColumnElement(index: number): void {
    const c = this.state.current.column;
    if (c) void this.revealNode([c.arrayId, String(index), c.rel].filter((p) => p !== '').join('.'), false);
  }

  /** The selection's bytes for the host (its palette commands act on them). */
  reportSelection(): void {
    const sel = this.views.hexView.selection;
    const item = this.views.tree.selected;
    this.host.send({
      type: 'selection',
      offset: sel.offset,
      length: sel.length,
      nodeId: item?.kind === 'node' ? item.row.id : undefined,
    });
  }

  /** The selected node's path above the tree. */
  async showFieldPath(): Promise<void> {
    const token = ++this.pathToken;
    const item = this.views.tree.selected;
    const detail = item?.kind === 'node' ? await this.host.request({ kind: 'node', id: item.row.id }) : undefined;
    if (token !== this.pathToken) return;
    const fieldPath = this.views.frame.fieldPath;
    if (item?.kind === 'group') fieldPath.textContent = `[${item.span.start}..${item.span.end - 1}]`;
    else fieldPath.textContent = detail ? detail.path || detail.row.name : '';
  }

  /** After the hex selection changed: inspector, the host's copy (for palette commands), the saved state. */
  private selectionChanged(field: NodeRow | undefined): void {
    const { hexView, tree, inspector } = this.views;
    const sel = hexView.selection;
    tree.cursor = hexView.cursor;
    inspector.show(sel.offset, sel.length, field);
    this.reportSelection();
    this.host.saveState({ selection: sel });
  }
}
