// Lays the editor's panes out on the main grid from the plan (layout-plan.ts) whenever the editor's size, the
// panes shown or the hex view's row width change, and owns the sashes between them. Pane sizes the user set are
// remembered for the workspace (the host keeps them), so every file opens with them.
import type { PaneSizes } from '../src/protocol';
import { planLayout, SIDE_MAX, SIDE_MIN, TREE_MIN, type LayoutPlan } from './layout-plan';
import { Sash } from './sash';
import { el } from './text';
import { t } from './l10n';

export interface LayoutPanes {
  main: HTMLElement;
  tree: HTMLElement;
  picture: HTMLElement;
  hex: HTMLElement;
  side: HTMLElement;
  /** The problems strip, under the tree. */
  problems: HTMLElement;
}

export interface LayoutSources {
  /** Width for whole hex rows. */
  hexWidth(): number;
  /** Width at which the tree cuts no name. */
  treeWidth(): number;
  /** Height of the hex view's header and its least rows. */
  hexMinHeight(): number;
  /** Sizes changed by a sash: remember them. */
  save(sizes: PaneSizes): void;
  /** The plan changed (panes moved): views whose size depends on it redraw. */
  changed(): void;
}

export class Layout {
  private shown = { tree: true, picture: false, hex: true };
  private sizes: PaneSizes = {};
  private plan: LayoutPlan | undefined;
  private frame = 0;

  constructor(
    private readonly panes: LayoutPanes,
    private readonly sources: LayoutSources,
  ) {
    const { main } = panes;
    const sash = (area: string): HTMLElement => {
      const handle = el('div', `sash sash-${area}`);
      handle.style.gridArea = area;
      main.append(handle);
      return handle;
    };
    new Sash(sash('tsash'), 'vertical', t`Resize the structure tree`, {
      start: () => panes.tree.offsetWidth,
      move: (d, w) => this.resize({ tree: Math.max(TREE_MIN, w + d) }),
      end: () => this.save(),
    });
    new Sash(sash('hsash'), 'horizontal', t`Resize the picture`, {
      start: () => panes.picture.offsetHeight,
      move: (d, h) => {
        const total = panes.picture.offsetHeight + panes.hex.offsetHeight;
        if (total > 0) this.resize({ pictureShare: (h + d) / total });
      },
      end: () => this.save(),
    });
    new Sash(sash('ssash'), 'vertical', t`Resize the data inspector`, {
      start: () => panes.side.offsetWidth,
      move: (d, w) => this.resize({ side: Math.max(SIDE_MIN, Math.min(SIDE_MAX, w - d)) }),
      end: () => this.save(),
    });
    // The divider between a picture column and the hex view: the hex view's width is its rows', so no sash.
    sash('psash').classList.add('pane-rule');
    // The inspector strip under the hex view changes the room left above it.
    const resized = new ResizeObserver(() => this.update());
    for (const e of [main, panes.side]) resized.observe(e);
    // The problems strip lies over the bottom of the tree's area (it comes last in the page, for Tab's order): the
    // tree keeps its rows above it.
    new ResizeObserver(() =>
      panes.tree.style.setProperty('--problems-box', `${panes.problems.offsetHeight}px`),
    ).observe(panes.problems);
  }

  /** Sizes remembered for the workspace (none: every pane at its default). */
  restore(sizes: PaneSizes | undefined): void {
    this.sizes = { ...sizes };
    this.update();
  }

  /** Which panes the toolbar shows. */
  show(panes: { tree: boolean; picture: boolean; hex: boolean }): void {
    this.shown = { ...panes };
    this.update();
  }

  /** Plan again on the next frame (coalesces a burst of changes). */
  update(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.apply();
    });
  }

  /** Plan now: for a change whose effect the caller measures at once. */
  apply(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    const width = this.panes.main.clientWidth;
    if (width === 0) return;
    const plan = planLayout({
      width,
      ...this.shown,
      hexWidth: this.sources.hexWidth(),
      treeWidth: this.sources.treeWidth(),
      sizes: this.sizes,
      height: this.panes.main.clientHeight,
      hexMinHeight: this.sources.hexMinHeight(),
      stripHeight: this.stripHeight(),
    });
    const main = this.panes.main.style;
    main.gridTemplateColumns = plan.columns;
    main.gridTemplateRows = plan.rows;
    main.gridTemplateAreas = plan.areas;
    const m = this.panes.main;
    m.dataset.picture = plan.picture;
    m.dataset.inspector = plan.inspector;
    m.classList.toggle('tree-off', plan.tree === 0);
    m.classList.toggle('tree-above', plan.treeAbove);
    m.classList.toggle('hex-off', !this.shown.hex);
    const changed = JSON.stringify(plan) !== JSON.stringify(this.plan);
    this.plan = plan;
    if (changed) this.sources.changed();
  }

  /** The height of the inspector strip under the picture and the hex view (0: beside them). */
  private stripHeight(): number {
    return this.panes.main.dataset.inspector === 'strip' ? this.panes.side.offsetHeight : 0;
  }

  /** A size set elsewhere (the problems strip's sash): remembered with the others. */
  remember(sizes: PaneSizes): void {
    this.sizes = { ...this.sizes, ...sizes };
    this.save();
  }

  private resize(sizes: PaneSizes): void {
    this.sizes = { ...this.sizes, ...sizes };
    this.apply();
  }

  private save(): void {
    this.sources.save({ ...this.sizes });
  }
}
