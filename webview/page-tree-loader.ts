// Loading the tree after each analysis: the rows the user had expanded open again, the selection comes back, and
// the inspector, the hex view's structure colours and the pictures follow the new tree. Until the first tree is
// loaded the tree's place says why there is none yet.
import type { AnalysisState, TreeStart } from '../src/protocol';
import type { HexView } from './hex-view';
import type { Host } from './host';
import type { Inspector } from './inspector';
import type { PageFrame } from './page-frame';
import type { PageState } from './page-state';
import type { PictureView } from './picture-view';
import type { TreeColumns } from './tree-columns';
import type { TreeModel } from './tree-model';
import { isEditable, type TreeView } from './tree-view';
import { t } from './l10n';

/** Most expanded rows remembered: restoring reopens them one request each. */
const maxSavedExpanded = 500;

/** Remember the expanded rows (for a reload and the next analysis). */
export function saveExpanded(host: Host, model: TreeModel): void {
  host.saveState({
    expanded: model.items
      .filter((i) => i.expanded)
      .map((i) => i.key)
      .slice(0, maxSavedExpanded),
  });
}

export interface LoadedViews {
  frame: PageFrame;
  model: TreeModel;
  columns: TreeColumns;
  tree: TreeView;
  hexView: HexView;
  inspector: Inspector;
  pictures: PictureView;
  /** The toolbar's picture toggle: shown only for a file with pictures. */
  havePictures(yes: boolean): void;
  /** The selected node's path above the tree, read again (the new tree's selection may be another node). */
  showFieldPath(): void;
}

export class PageTreeLoader {
  constructor(
    private readonly host: Host,
    private readonly state: PageState,
    private readonly views: LoadedViews,
  ) {}

  /** An analysis reported its progress or its end: the toolbar says so, and a finished one loads its tree. */
  analysis(analysis: AnalysisState, start: TreeStart | undefined): void {
    const { frame } = this.views;
    frame.showAnalysis(analysis);
    const parsing = analysis.phase === 'parsing' || analysis.phase === 'reading';
    if (!this.state.treeReady) {
      frame.treeMessage.hidden = false;
      frame.treeMessage.textContent = parsing
        ? t`Decoding the structure… the hex view is ready.`
        : (analysis.message ?? '');
    }
    if (
      (analysis.phase === 'done' || analysis.phase === 'stopped') &&
      analysis.generation !== this.state.current.treeGeneration
    )
      void this.load(analysis, start);
  }

  private async load(analysis: AnalysisState, start: TreeStart | undefined): Promise<void> {
    const { model, columns, tree, hexView, inspector, pictures, frame } = this.views;
    performance.mark('hex-atlas:analysis-done');
    this.state.update({ treeGeneration: analysis.generation });
    columns.resetFit();
    const saved = this.host.state;
    const expanded = new Set(saved.expanded ?? []);
    await model.load(!saved.expanded || expanded.has(''), start);
    // Parents come before children in the list, so one pass in list order reopens nested rows; bounded for safety.
    for (let i = 0, opened = 0; i < model.items.length && opened < maxSavedExpanded; i++) {
      const item = model.items[i];
      if (expanded.has(item.key) && !item.expanded) {
        await model.expand(item.key);
        opened++;
      }
    }
    if (!saved.expanded && model.items.length) await model.expand('');
    frame.treeMessage.hidden = true;
    // Read again: a row the user selected while the rows above were loading is the one to keep.
    const { selectedKey, selection } = this.host.state;
    if (selectedKey !== undefined && model.indexOf(selectedKey) >= 0) tree.select(selectedKey, false);
    this.views.showFieldPath();
    // The inspector's editor shows the selected field's value as this analysis read it (after an edit, the new one).
    const selected = tree.selected;
    const sel = hexView.selection;
    inspector.show(
      sel.offset,
      sel.length,
      isEditable(selected) && selected?.kind === 'node' ? selected.row : undefined,
    );
    tree.render();
    hexView.invalidateRuns();
    const list = await this.host.request({ kind: 'pictures' });
    this.views.havePictures(list.length > 0);
    await pictures.setPictures(list);
    if (selection) void pictures.reveal(selection.offset);
    // The page's layout is final now (the picture pane shown or not, the columns fitted to it).
    performance.mark('hex-atlas:tree-loaded');
  }
}
