// The virtualized hex view: only the rows on screen (plus a few either side) exist in the DOM, a fixed pool of
// row elements; a row keeps its file row while that stays in the window, so scrolling by one row repaints and
// moves one row element. Rows sit at their
// place in the scrolled content: native scrolling moves them on the compositor without any script. Bytes come
// from the page cache, colours from the structure's byte runs, markers from the diagnostics.
import { DiagnosticIndex, type DiagnosticMark } from '../src/core/diagnostics';
import type { BookmarkMark, ByteRun, ViewSettings } from '../src/protocol';
import type { ByteCache } from './byte-cache';
import { byteColumnClasses, fillHexHeader } from './hex-columns';
import { HexGeometry } from './hex-geometry';
import { HexRow } from './hex-row';
import { JumpPreview } from './jump-preview';
import { RowContent, type Range, type RowContext } from './row-content';
import { ScrollMap } from './scroll-map';
import { el } from './text';
import { t } from './l10n';

export type { Range } from './row-content';

export interface HexEvents {
  /** The user changed the selection by mouse or keyboard; `cursor` is the byte under the cursor. */
  select(cursor: number): void;
  /** The pointer is over byte `offset` (undefined: left the bytes). */
  hover(offset: number | undefined, event: MouseEvent): void;
  /** Fetch the structure's runs for a window (for colouring). */
  runs(offset: number, length: number): Promise<ByteRun[]>;
  scrolled(topOffset: number): void;
  /** The width a whole row needs changed (file, settings or font): the layout makes room for it. */
  rowWidthChanged(): void;
}

const rowHeight = 20;
/** Rows the view keeps in a short editor (VS Code's panel open) while a picture shares its column. */
const minRows = 6;
/** Rows kept ready above and below the screen, so a fast native scroll finds them painted. */
const overscan = 6;
/** In scaled mode, rows are placed relative to an anchor row; re-anchor before offsets lose pixel precision. */
const maxAnchorDistance = 100_000;
/** How long scrolling must rest before the DOM rows take over from the jump preview again. */
const settleMs = 100;
/** Bytes per row the "fit" setting never goes below: the width the layout keeps for the hex view then. */
const fitMinimum = 8;

export class HexView {
  readonly root: HTMLElement;
  /** The scrolled content, as tall as the (possibly scaled) file. */
  private readonly content: HTMLElement;
  /** The layer the rows sit in; only scaled scrolling moves it. */
  private readonly layer: HTMLElement;
  private readonly header: HTMLElement;
  private pool: HexRow[] = [];
  private rowOf = new Map<Element, HexRow>();
  private byteClasses: string[] = [];
  /** Bumped when anything but the scroll position changed: rows painted for an older one are repainted. */
  private generation = 0;
  private anchorRow = 0;
  private layerY = Number.NaN;
  private wheelBound = false;
  private scrollLeft = 0;
  private size = 0;
  private settings: ViewSettings = { bytesPerRow: 16, groupSize: 4, showText: true };
  /** Bytes per row shown: the setting's, or as many as fit (the "fit" setting). */
  private perRow = 16;
  /** Measures the editor font's `ch` (the cells' widths are in `ch`). */
  private readonly ruler: HTMLElement;
  private geometry = new HexGeometry(8);
  private map = new ScrollMap(0, rowHeight, 0);
  private top = 0;
  /** scrollTop we set ourselves: its scroll event must not re-derive `top` (lossy when scaled). */
  private ownScrollTop = -1;
  private anchor = 0;
  private focus = 0;
  private hasSelection = false;
  private highlight: Range | undefined;
  private bookmarks: BookmarkMark[] = [];
  private diagnostics = new DiagnosticIndex<DiagnosticMark>([]);
  private runs: { offset: number; end: number; list: ByteRun[] } | undefined;
  private runsWanted = '';
  private dragging = false;
  private frame = 0;
  /** Scratch for the row being painted. */
  private readonly rowContent = new RowContent();
  private readonly preview: JumpPreview;
  /** The user scrolled since the last paint (a jump then is shown by the preview). */
  private userScrolled = false;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** The window of rows painted last, on the DOM rows or the preview. */
  private shown = { start: 0, end: 0 };

  constructor(
    container: HTMLElement,
    private readonly cache: ByteCache,
    private readonly events: HexEvents,
  ) {
    this.header = el('div', 'hex-header');
    this.root = el('div', 'hex');
    this.root.id = 'hex';
    this.root.tabIndex = 0;
    this.root.setAttribute('role', 'grid');
    this.root.setAttribute('aria-label', t`Hex view`);
    this.content = el('div', 'hex-content');
    this.layer = el('div', 'hex-layer');
    this.content.append(this.layer);
    this.root.append(this.content);
    this.ruler = el('span', 'hex-ruler');
    HexGeometry.applyCellWidths(container);
    container.append(this.header, this.root, this.ruler);
    this.preview = new JumpPreview(container, this.root, rowHeight);

    this.root.addEventListener('scroll', () => this.onScroll(), { passive: true });
    this.root.addEventListener('mousedown', (e) => this.onMouseDown(e));
    this.root.addEventListener('mousemove', (e) => this.onMouseMove(e));
    this.root.addEventListener('mouseleave', (e) => this.events.hover(undefined, e));
    window.addEventListener('mouseup', () => (this.dragging = false));
    this.root.addEventListener('keydown', (e) => this.onKey(e));
    new ResizeObserver(() => this.layout()).observe(this.root);
  }

  get bytesPerRow(): number {
    return this.perRow;
  }

  /** The width (px) the view needs to show whole rows, with its scrollbar: what the layout keeps for it. */
  get neededWidth(): number {
    const shape = { ...this.settings, bytesPerRow: this.settings.fit ? fitMinimum : this.settings.bytesPerRow };
    return this.geometry.rowWidth(shape) + this.scrollbarWidth();
  }

  /** The height (px) of the header and `minRows` whole rows: the least the layout leaves the view. */
  get minHeight(): number {
    return this.header.offsetHeight + minRows * rowHeight + (this.root.offsetHeight - this.root.clientHeight);
  }

  private scrollbarWidth(): number {
    // Headless browsers hide scrollbars (offsetWidth = clientWidth); VS Code's webviews show 10 px ones.
    return Math.max(10, this.root.offsetWidth - this.root.clientWidth);
  }

  /** Offset of the first byte on screen. */
  get topOffset(): number {
    return Math.floor(this.top) * this.bytesPerRow;
  }

  get selection(): Range {
    const start = Math.min(this.anchor, this.focus);
    return { offset: start, length: this.hasSelection ? Math.abs(this.focus - this.anchor) + 1 : 0 };
  }

  get cursor(): number {
    return this.focus;
  }

  setFile(size: number, settings: ViewSettings): void {
    this.size = size;
    this.settings = settings;
    this.measure();
    this.perRow = settings.fit ? this.fittingBytes() : settings.bytesPerRow;
    this.rebuild();
    this.events.rowWidthChanged();
  }

  /** New rows for a new row shape, keeping the first byte on screen. */
  private rebuild(): void {
    const top = this.topOffset;
    this.runs = undefined;
    this.buildHeader();
    this.pool = [];
    this.layer.textContent = '';
    this.endPreview();
    this.layout();
    this.setTop(Math.floor(top / this.perRow));
  }

  private measure(): void {
    const ch = this.ruler.getBoundingClientRect().width / 10;
    if (ch > 0) this.geometry = new HexGeometry(ch);
  }

  private fittingBytes(): number {
    const width = this.root.clientWidth || this.root.parentElement?.clientWidth || 0;
    return Math.max(fitMinimum, this.geometry.bytesThatFit(width, this.settings));
  }

  setDiagnostics(index: DiagnosticIndex<DiagnosticMark>): void {
    this.diagnostics = index;
    this.render();
  }

  /** The structure changed (re-analysis): colours are fetched again. */
  invalidateRuns(): void {
    this.runs = undefined;
    this.runsWanted = '';
    this.render();
  }

  /** Bookmarked ranges, coloured by their bookmark's colour. */
  setBookmarks(marks: BookmarkMark[]): void {
    this.bookmarks = marks;
    this.render();
  }

  setHighlight(range: Range | undefined): void {
    if (this.highlight?.offset === range?.offset && this.highlight?.length === range?.length) return;
    this.highlight = range;
    this.render();
  }

  /** Select [offset, offset+length) (length 0: a cursor without selection) and optionally bring it on screen. */
  select(offset: number, length: number, reveal: boolean): void {
    this.anchor = this.clamp(offset);
    this.focus = this.clamp(offset + Math.max(1, length) - 1);
    this.hasSelection = length > 0;
    if (reveal) this.scrollToOffset(this.anchor, true, this.focus);
    this.render();
  }

  /**
   * Scroll so `offset` is visible, on both axes; `center` puts it a third down the screen when it was off screen.
   * `last`: the last byte that should show beside it (the end of a selection on the same row).
   */
  scrollToOffset(offset: number, center = false, last = offset): void {
    this.revealColumns(offset, last);
    const row = Math.floor(this.clamp(offset) / this.bytesPerRow);
    const visible = this.map.visibleRows;
    const first = Math.ceil(this.top);
    if (row >= first && row < first + visible - 1) return;
    const target = center ? row - Math.floor(visible / 3) : row < first ? row : row - visible + 2;
    this.setTop(target);
  }

  /** Sideways: the byte columns of `offset` .. `last` (on one row, else from `offset` to the row's end). */
  private revealColumns(offset: number, last: number): void {
    const bpr = this.bytesPerRow;
    const [start, end] = [this.clamp(offset), this.clamp(last)];
    const from = start % bpr;
    const to = Math.floor(end / bpr) === Math.floor(start / bpr) ? end % bpr : bpr - 1;
    const span = this.geometry.byteSpan(from, to, { ...this.settings, bytesPerRow: bpr });
    const view = this.root.clientWidth;
    const left = this.root.scrollLeft;
    if (span.left >= left && span.right <= left + view) return;
    this.root.scrollLeft = span.right - span.left > view || span.left < left ? span.left - 8 : span.right - view + 8;
  }

  setTopOffset(offset: number): void {
    this.setTop(Math.floor(this.clamp(offset) / this.bytesPerRow));
  }

  focusView(): void {
    this.root.focus({ preventScroll: true });
  }

  /** Something shown changed (bytes arrived, selection, colours): repaint every row on the next frame. */
  render(): void {
    this.generation++;
    this.schedule();
  }

  /** Paint on the next frame (coalesces bursts of page arrivals and scroll events). */
  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.paint();
    });
  }

  private clamp(offset: number): number {
    return Math.max(0, Math.min(Math.max(0, this.size - 1), offset));
  }

  private setTop(row: number): void {
    this.top = Math.max(0, Math.min(this.map.maxTop, row));
    this.ownScrollTop = this.map.scrollTop(this.top);
    this.root.scrollTop = this.ownScrollTop;
    this.events.scrolled(this.topOffset);
    // A move by keyboard, wheel steps or Go to shows the DOM rows at once; only scrollbar jumps are previewed.
    this.endPreview();
    this.schedule();
  }

  private layout(): void {
    if (this.settings.fit && this.root.clientWidth > 0 && this.fittingBytes() !== this.perRow) {
      this.perRow = this.fittingBytes();
      this.rebuild();
      return;
    }
    // A scroll whose event has not come yet (the pane resized mid-scroll) is taken first, or setTop below undoes it.
    this.onScroll();
    const rows = Math.max(1, Math.ceil(this.size / this.bytesPerRow));
    this.map = new ScrollMap(rows, rowHeight, this.root.clientHeight);
    this.content.style.height = `${this.map.height}px`;
    this.bindWheel(this.map.scaled);
    const needed = this.map.visibleRows + 2 + 2 * overscan;
    this.endPreview();
    if (this.pool.length !== needed) {
      while (this.pool.length < needed) this.pool.push(new HexRow(this.bytesPerRow, this.settings.showText));
      this.pool.length = needed;
      this.layer.replaceChildren(...this.pool.map((r) => r.el));
      this.rowOf = new Map(this.pool.map((r) => [r.el, r]));
      for (const row of this.pool) row.index = -1;
    }
    this.setTop(this.top);
  }

  /**
   * A wheel listener that may cancel makes the compositor wait for script on every wheel event, so it is there
   * only when the scrollbar is scaled and wheel steps must move rows.
   */
  private bindWheel(scaled: boolean): void {
    if (scaled === this.wheelBound) return;
    this.wheelBound = scaled;
    if (scaled) this.root.addEventListener('wheel', this.onWheel, { passive: false });
    else this.root.removeEventListener('wheel', this.onWheel);
  }

  private buildHeader(): void {
    // A fixed row width (instead of max-content) lets every row be laid out in isolation (contain: strict).
    const shape = { ...this.settings, bytesPerRow: this.bytesPerRow };
    this.root.style.setProperty('--row-w', `${this.geometry.rowWidth(shape)}px`);
    fillHexHeader(this.header, shape);
    this.byteClasses = byteColumnClasses(shape);
  }

  private onScroll(): void {
    const left = this.root.scrollLeft;
    if (left !== this.scrollLeft) this.header.scrollLeft = this.scrollLeft = left;
    const st = this.root.scrollTop;
    if (Math.abs(st - this.ownScrollTop) < 1) return;
    this.ownScrollTop = -1;
    this.userScrolled = true;
    this.top = this.map.topRow(st);
    this.events.scrolled(this.topOffset);
    this.schedule();
  }

  private readonly onWheel = (e: WheelEvent): void => {
    if (!this.map.scaled || e.ctrlKey) return;
    // Scaled scrollbar: one pixel is many rows, so wheel steps move rows, not pixels.
    e.preventDefault();
    const rows =
      e.deltaMode === 1 ? e.deltaY : e.deltaMode === 2 ? e.deltaY * this.map.visibleRows : e.deltaY / rowHeight;
    this.setTop(Math.round(this.top + (Math.abs(rows) < 1 ? Math.sign(rows) : rows)));
  };

  private offsetOf(target: EventTarget | null): number | undefined {
    const t = target as HTMLElement | null;
    const v = t?.dataset?.offset;
    return v === undefined || (!t!.classList.contains('hex-byte') && !t!.classList.contains('hex-char'))
      ? undefined
      : Number(v);
  }

  private onMouseDown(e: MouseEvent): void {
    const offset = this.offsetOf(e.target);
    if (offset === undefined || e.button !== 0) return;
    e.preventDefault();
    this.focusView();
    if (e.shiftKey && this.hasSelection) this.focus = offset;
    else this.anchor = this.focus = offset;
    this.hasSelection = true;
    this.dragging = true;
    this.render();
    this.events.select(this.focus);
  }

  private onMouseMove(e: MouseEvent): void {
    const offset = this.offsetOf(e.target);
    if (this.dragging && offset !== undefined && offset !== this.focus) {
      this.focus = offset;
      this.render();
      this.events.select(this.focus);
    }
    this.events.hover(offset, e);
  }

  private onKey(e: KeyboardEvent): void {
    const bpr = this.bytesPerRow;
    const page = this.map.visibleRows * bpr;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -bpr,
      ArrowDown: bpr,
      PageUp: -page,
      PageDown: page,
    };
    let next: number | undefined;
    if (e.key in moves) next = this.focus + moves[e.key];
    else if (e.key === 'Home') next = e.ctrlKey ? 0 : this.focus - (this.focus % bpr);
    else if (e.key === 'End') next = e.ctrlKey ? this.size - 1 : this.focus - (this.focus % bpr) + bpr - 1;
    if (next === undefined) return;
    e.preventDefault();
    this.focus = this.clamp(next);
    if (!e.shiftKey) this.anchor = this.focus;
    this.hasSelection = true;
    this.scrollToOffset(this.focus);
    this.render();
    this.events.select(this.focus);
  }

  /** The font may change (theme, zoom): whole rows need a new width. */
  fontChanged(): void {
    const before = this.neededWidth;
    this.measure();
    if (this.neededWidth !== before) this.setFile(this.size, this.settings);
  }

  private paint(): void {
    const first = Math.floor(this.top);
    const start = Math.max(0, first - overscan);
    const end = Math.min(start + this.pool.length, this.map.rows);
    this.placeLayer(first);
    this.ensureRuns(start * this.bytesPerRow, this.pool.length * this.bytesPerRow);
    // A scroll that shares no row with what is shown is a jump: the preview shows it (and any repaint until the
    // next scroll that is not a jump, or until scrolling rests).
    const jumped = end <= this.shown.start || start >= this.shown.end;
    const scrolled = this.userScrolled;
    this.userScrolled = false;
    this.shown = { start, end };
    if (this.preview.active && scrolled && !jumped) this.endPreview();
    if (this.preview.active || (scrolled && jumped && this.beginPreview())) this.paintPreview(start, end, scrolled);
    else this.paintRows(start, end);
  }

  /** The DOM rows for rows `start` .. `end` - 1. */
  private paintRows(start: number, end: number): void {
    const context = this.rowContext();
    // Rows still showing a row of the new window keep it; the others are reused, in DOM order.
    const kept = new Map<number, HexRow>();
    const free: HexRow[] = [];
    for (const el of this.layer.children) {
      const row = this.rowOf.get(el)!;
      if (row.index >= start && row.index < end) kept.set(row.index, row);
      else free.push(row);
    }
    const firstKept = kept.size ? kept.get(Math.min(...kept.keys())) : undefined;
    let next = 0;
    for (let index = start; index < end; index++) {
      let row = kept.get(index);
      if (!row) {
        row = free[next++];
        this.moveIntoOrder(row, index, firstKept);
      }
      row.show();
      row.place((index - this.anchorRow) * rowHeight);
      if (row.index !== index || row.generation !== this.generation) {
        this.rowContent.fill(index * this.bytesPerRow, context);
        row.paint(index, this.generation, context, this.rowContent);
      }
    }
    while (next < free.length) free[next++].hide();
  }

  /** The preview takes over from the DOM rows, measured on one of them; false when none is on screen yet. */
  private beginPreview(): boolean {
    const sample = this.pool.find((row) => row.index >= 0);
    if (!sample) return false;
    this.preview.begin(sample);
    this.layer.style.visibility = 'hidden';
    return true;
  }

  /**
   * Rows `start` .. `end` - 1 on the preview, where the DOM rows would be, until scrolling rests. Only a scroll
   * restarts that wait: repaints for arriving bytes must not keep the preview up once scrolling stopped.
   */
  private paintPreview(start: number, end: number, scrolled: boolean): void {
    const y = this.layerY + (start - this.anchorRow) * rowHeight - this.root.scrollTop;
    this.preview.draw(start, end, y, this.rowContext(), this.rowContent);
    if (!scrolled && this.settleTimer !== undefined) return;
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = undefined;
      this.endPreview();
      this.paint();
    }, settleMs);
  }

  private endPreview(): void {
    clearTimeout(this.settleTimer);
    this.settleTimer = undefined;
    if (!this.preview.active) return;
    this.preview.end();
    this.layer.style.visibility = '';
    this.generation++;
  }

  /**
   * Rows stay in file order in the DOM (screen readers and tests read them in order). Kept rows are in order;
   * a reused row goes before or after them. With none kept (a jump), reused rows are taken in DOM order: no move.
   */
  private moveIntoOrder(row: HexRow, index: number, firstKept: HexRow | undefined): void {
    if (!firstKept) return;
    if (index < firstKept.index) this.layer.insertBefore(row.el, firstKept.el);
    else this.layer.append(row.el);
  }

  /**
   * Row `anchorRow` sits at the layer's origin. Unscaled, the layer stays at 0 and rows sit at their natural
   * place; scaled, the layer follows the scrollbar so that row `top` lands at the scroll position.
   */
  private placeLayer(first: number): void {
    if (!this.map.scaled) this.anchorRow = 0;
    else if (Math.abs(first - this.anchorRow) > maxAnchorDistance) this.anchorRow = first;
    const y = this.map.scaled ? this.map.scrollTop(this.top) - (first - this.anchorRow) * rowHeight : 0;
    if (y === this.layerY) return;
    this.layerY = y;
    this.layer.style.transform = `translateY(${y}px)`;
  }

  private rowContext(): RowContext {
    return {
      size: this.size,
      bytesPerRow: this.bytesPerRow,
      byteClasses: this.byteClasses,
      cache: this.cache,
      runs: this.runs?.list,
      selection: this.selection,
      highlight: this.highlight,
      cursor: this.hasSelection ? this.focus : -1,
      diagnostics: this.diagnostics,
      bookmarks: this.bookmarks,
    };
  }

  /** Keep runs for a window around the screen; fetch a new window when the screen leaves it. */
  private ensureRuns(start: number, length: number): void {
    const end = start + length;
    if (this.runs && start >= this.runs.offset && end <= this.runs.end) return;
    const from = Math.max(0, start - length * 2);
    const to = Math.min(this.size, end + length * 2);
    const key = `${from}:${to}`;
    if (this.runsWanted === key) return;
    this.runsWanted = key;
    this.events.runs(from, to - from).then(
      (list) => {
        if (this.runsWanted !== key) return;
        this.runs = { offset: from, end: to, list };
        this.render();
      },
      () => undefined,
    );
  }
}
