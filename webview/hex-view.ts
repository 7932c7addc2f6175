// The virtualized hex view: only the rows on screen exist in the DOM (a fixed pool reused on every scroll), bytes
// come from the page cache, colours from the structure's byte runs, markers from the diagnostics.
import { DiagnosticIndex, severityRank, type Severity } from '../src/core/diagnostics';
import type { ByteRun, ViewSettings } from '../src/protocol';
import type { ByteCache } from './byte-cache';
import { ScrollMap } from './scroll-map';
import { byteChar, el, hex } from './text';

export interface Range {
  offset: number;
  length: number;
}

export interface HexEvents {
  /** The user changed the selection by mouse or keyboard; `cursor` is the byte under the cursor. */
  select(cursor: number): void;
  /** The pointer is over byte `offset` (undefined: left the bytes). */
  hover(offset: number | undefined, event: MouseEvent): void;
  /** Fetch the structure's runs for a window (for colouring). */
  runs(offset: number, length: number): Promise<ByteRun[]>;
  scrolled(topOffset: number): void;
}

const rowHeight = 20;

interface RowCells {
  row: HTMLElement;
  offset: HTMLElement;
  bytes: HTMLElement[];
  chars: HTMLElement[];
}

export class HexView {
  readonly root: HTMLElement;
  private readonly viewport: HTMLElement;
  private readonly rowsBox: HTMLElement;
  private readonly spacer: HTMLElement;
  private readonly header: HTMLElement;
  private pool: RowCells[] = [];
  private size = 0;
  private settings: ViewSettings = { bytesPerRow: 16, groupSize: 4, showText: true };
  private map = new ScrollMap(0, rowHeight, 0);
  private top = 0;
  /** scrollTop we set ourselves: its scroll event must not re-derive `top` (lossy when scaled). */
  private ownScrollTop = -1;
  private anchor = 0;
  private focus = 0;
  private hasSelection = false;
  private highlight: Range | undefined;
  private diagnostics = new DiagnosticIndex([]);
  private runs: { offset: number; end: number; list: ByteRun[] } | undefined;
  private runsWanted = '';
  private dragging = false;
  private frame = 0;

  constructor(container: HTMLElement, private readonly cache: ByteCache, private readonly events: HexEvents) {
    this.header = el('div', 'hex-header');
    this.root = el('div', 'hex');
    this.root.id = 'hex';
    this.root.tabIndex = 0;
    this.root.setAttribute('role', 'grid');
    this.root.setAttribute('aria-label', 'Hex view');
    this.viewport = el('div', 'hex-viewport');
    this.rowsBox = el('div', 'hex-rows');
    this.spacer = el('div', 'hex-spacer');
    this.viewport.append(this.rowsBox);
    this.root.append(this.viewport, this.spacer);
    container.append(this.header, this.root);

    this.root.addEventListener('scroll', () => this.onScroll());
    this.root.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    this.root.addEventListener('mousedown', (e) => this.onMouseDown(e));
    this.root.addEventListener('mousemove', (e) => this.onMouseMove(e));
    this.root.addEventListener('mouseleave', (e) => this.events.hover(undefined, e));
    window.addEventListener('mouseup', () => (this.dragging = false));
    this.root.addEventListener('keydown', (e) => this.onKey(e));
    new ResizeObserver(() => this.layout()).observe(this.root);
  }

  get bytesPerRow(): number {
    return this.settings.bytesPerRow;
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
    this.runs = undefined;
    this.buildHeader();
    this.pool = [];
    this.rowsBox.textContent = '';
    this.layout();
  }

  setDiagnostics(index: DiagnosticIndex): void {
    this.diagnostics = index;
    this.render();
  }

  /** The structure changed (re-analysis): colours are fetched again. */
  invalidateRuns(): void {
    this.runs = undefined;
    this.runsWanted = '';
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
    if (reveal) this.scrollToOffset(this.anchor, true);
    this.render();
  }

  /** Scroll so `offset` is visible; `center` puts it a third down the screen when it was off screen. */
  scrollToOffset(offset: number, center = false): void {
    const row = Math.floor(this.clamp(offset) / this.bytesPerRow);
    const visible = this.map.visibleRows;
    const first = Math.ceil(this.top);
    if (row >= first && row < first + visible - 1) return;
    const target = center ? row - Math.floor(visible / 3) : row < first ? row : row - visible + 2;
    this.setTop(target);
  }

  setTopOffset(offset: number): void {
    this.setTop(Math.floor(this.clamp(offset) / this.bytesPerRow));
  }

  focusView(): void {
    this.root.focus({ preventScroll: true });
  }

  /** Repaint on the next frame (coalesces bursts of page arrivals and scroll events). */
  render(): void {
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
    this.render();
  }

  private layout(): void {
    const rows = Math.max(1, Math.ceil(this.size / this.bytesPerRow));
    this.map = new ScrollMap(rows, rowHeight, this.root.clientHeight);
    this.viewport.style.height = `${this.root.clientHeight}px`;
    this.spacer.style.height = `${Math.max(0, this.map.height - this.root.clientHeight)}px`;
    const needed = this.map.visibleRows + 2;
    while (this.pool.length < needed) this.pool.push(this.makeRow());
    this.setTop(this.top);
  }

  private buildHeader(): void {
    // A fixed row width (instead of max-content) lets every row be laid out in isolation (contain: strict).
    const bpr = this.bytesPerRow;
    const groups = Math.ceil(bpr / this.settings.groupSize) - 1;
    const text = this.settings.showText ? ` + ${bpr * 1.2}ch + 17px` : '';
    this.root.style.setProperty('--row-w', `calc(9ch + ${bpr * 2.6 + groups * 0.8}ch + 16px${text} + 4px)`);
    this.header.textContent = '';
    this.header.append(el('span', 'hex-offset', 'Offset'));
    const bytes = el('span', 'hex-bytes');
    for (let i = 0; i < this.bytesPerRow; i++) bytes.append(el('span', this.groupClass('hex-col', i), hex(i, 2)));
    this.header.append(bytes);
    if (this.settings.showText) this.header.append(el('span', 'hex-text', 'Text'));
  }

  private groupClass(base: string, i: number): string {
    return (i + 1) % this.settings.groupSize === 0 && i + 1 < this.bytesPerRow ? `${base} group-end` : base;
  }

  private makeRow(): RowCells {
    const row = el('div', 'hex-row');
    row.setAttribute('role', 'row');
    const offset = el('span', 'hex-offset');
    const bytesBox = el('span', 'hex-bytes');
    const textBox = el('span', 'hex-text');
    const bytes: HTMLElement[] = [];
    const chars: HTMLElement[] = [];
    for (let i = 0; i < this.bytesPerRow; i++) {
      bytes.push(bytesBox.appendChild(el('span', 'hex-byte')));
      chars.push(textBox.appendChild(el('span', 'hex-char')));
    }
    row.append(offset, bytesBox);
    if (this.settings.showText) row.append(textBox);
    this.rowsBox.append(row);
    return { row, offset, bytes, chars };
  }

  private onScroll(): void {
    this.header.scrollLeft = this.root.scrollLeft;
    const st = this.root.scrollTop;
    if (Math.abs(st - this.ownScrollTop) < 1) return;
    this.ownScrollTop = -1;
    this.top = this.map.topRow(st);
    this.events.scrolled(this.topOffset);
    this.render();
  }

  private onWheel(e: WheelEvent): void {
    if (!this.map.scaled || e.ctrlKey) return;
    // Scaled scrollbar: one pixel is many rows, so wheel steps move rows, not pixels.
    e.preventDefault();
    const rows = e.deltaMode === 1 ? e.deltaY : e.deltaMode === 2 ? e.deltaY * this.map.visibleRows : e.deltaY / rowHeight;
    this.setTop(Math.round(this.top + (Math.abs(rows) < 1 ? Math.sign(rows) : rows)));
  }

  private offsetOf(target: EventTarget | null): number | undefined {
    const t = target as HTMLElement | null;
    const v = t?.dataset?.offset;
    return v === undefined || !t!.classList.contains('hex-byte') && !t!.classList.contains('hex-char') ? undefined : Number(v);
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
      ArrowLeft: -1, ArrowRight: 1, ArrowUp: -bpr, ArrowDown: bpr, PageUp: -page, PageDown: page,
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

  private paint(): void {
    const bpr = this.bytesPerRow;
    const first = Math.floor(this.top);
    const frac = this.map.scaled ? 0 : this.top - first;
    this.rowsBox.style.transform = `translateY(${-frac * rowHeight}px)`;
    const start = first * bpr;
    this.ensureRuns(start, this.pool.length * bpr);
    const sel = this.selection;
    const hl = this.highlight;
    let runIndex = this.runs ? lowerRun(this.runs.list, start) : -1;
    for (let r = 0; r < this.pool.length; r++) {
      const cells = this.pool[r];
      const rowStart = start + r * bpr;
      if (rowStart >= this.size && !(this.size === 0 && r === 0)) {
        cells.row.style.display = 'none';
        continue;
      }
      cells.row.style.display = '';
      cells.row.dataset.offset = String(rowStart);
      cells.offset.textContent = hex(rowStart, 8);
      const marks = this.rowDiagnostics(rowStart, rowStart + bpr);
      for (let i = 0; i < bpr; i++) {
        const at = rowStart + i;
        const b = cells.bytes[i];
        const c = cells.chars[i];
        if (at >= this.size) {
          b.textContent = c.textContent = '';
          b.className = this.groupClass('hex-byte empty', i);
          c.className = 'hex-char empty';
          delete b.dataset.offset;
          delete c.dataset.offset;
          continue;
        }
        const v = this.cache.get(at);
        setText(b, v === undefined ? '··' : hex(v, 2));
        setText(c, v === undefined ? ' ' : byteChar(v));
        b.dataset.offset = c.dataset.offset = String(at);
        let cls = '';
        if (runIndex >= 0) {
          const list = this.runs!.list;
          while (runIndex < list.length && list[runIndex].offset + list[runIndex].length <= at) runIndex++;
          const run = list[runIndex];
          if (run && run.offset <= at) {
            cls += ` run-${run.depth % 3}-${run.alt}`;
            if (run.kind === 'gap' || run.kind === 'opaque') cls += ` kind-${run.kind}`;
            if (run.offset === at) cls += ' run-start';
          }
        }
        if (sel.length && at >= sel.offset && at < sel.offset + sel.length) cls += ' sel';
        if (hl && at >= hl.offset && at < hl.offset + Math.max(1, hl.length)) cls += ' hl';
        if (at === this.focus && this.hasSelection) cls += ' cursor';
        const sev = marks?.[i];
        if (sev) cls += ` diag-${sev}`;
        setClass(b, this.groupClass('hex-byte', i) + cls);
        setClass(c, 'hex-char' + cls);
      }
    }
  }

  /** Worst severity per byte of one row, or undefined when no diagnostic touches it. */
  private rowDiagnostics(start: number, end: number): (Severity | undefined)[] | undefined {
    const list = this.diagnostics.within(start, end);
    if (!list.length) return undefined;
    const out: (Severity | undefined)[] = new Array(end - start);
    for (const d of list) {
      if (d.severity === 'info') continue;
      const from = Math.max(start, d.offset);
      const to = Math.min(end, d.offset + Math.max(1, d.length));
      for (let at = from; at < to; at++) {
        const cur = out[at - start];
        if (!cur || severityRank[d.severity] > severityRank[cur]) out[at - start] = d.severity;
      }
    }
    return out;
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
    this.events.runs(from, to - from).then((list) => {
      if (this.runsWanted !== key) return;
      this.runs = { offset: from, end: to, list };
      this.render();
    }, () => undefined);
  }
}

// Writing an unchanged value still invalidates style and layout; scrolling rewrites every cell, so compare first.
function setText(e: HTMLElement, text: string): void {
  if (e.textContent !== text) e.textContent = text;
}

function setClass(e: HTMLElement, cls: string): void {
  if (e.className !== cls) e.className = cls;
}

/** Index of the first run ending after `offset`. */
function lowerRun(list: ByteRun[], offset: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].offset + list[mid].length <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
