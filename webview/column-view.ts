// The column view: one field across every element of its array, in place of the hex view. A virtualized table
// (index, value; sortable by either), the statistics line, a histogram and a plot of the values by index, both on
// canvases. Clicking a row asks for that element's field in the tree.
import type { ColumnData } from '../src/protocol';
import { el } from './text';
import { t, say } from './l10n';
import { counted } from '../src/core/translatable';

const rowHeight = 20;
const overscan = 6;

export interface ColumnEvents {
  /** Row `index` (an element of the array) was chosen. */
  select(index: number): void;
  closed(): void;
}

export class ColumnView {
  readonly root: HTMLElement;
  private readonly title: HTMLElement;
  private readonly stats: HTMLElement;
  private readonly histogram: HTMLCanvasElement;
  private readonly plot: HTMLCanvasElement;
  private readonly table: HTMLElement;
  private readonly content: HTMLElement;
  private readonly sortButtons: Record<'index' | 'value', HTMLButtonElement>;
  private data: ColumnData | undefined;
  /** Row order: element indices, sorted by value or by index. */
  private order: Uint32Array = new Uint32Array(0);
  private sort: { by: 'index' | 'value'; descending: boolean } = { by: 'index', descending: false };
  private selected = -1;
  private frame = 0;

  constructor(
    container: HTMLElement,
    private readonly events: ColumnEvents,
  ) {
    this.root = container.appendChild(el('section', 'column-pane'));
    this.root.id = 'column-view';
    this.root.hidden = true;
    const head = this.root.appendChild(el('div', 'column-head'));
    this.title = head.appendChild(el('span', 'column-title'));
    const close = head.appendChild(el('button', 'tool-button codicon codicon-close'));
    close.title = t`Close the column view`;
    close.setAttribute('aria-label', t`Close the column view`);
    close.addEventListener('click', () => this.close());
    this.stats = this.root.appendChild(el('div', 'column-stats'));
    const charts = this.root.appendChild(el('div', 'column-charts'));
    this.histogram = charts.appendChild(el('canvas', 'column-histogram'));
    this.plot = charts.appendChild(el('canvas', 'column-plot'));
    const header = this.root.appendChild(el('div', 'column-header'));
    this.sortButtons = {
      index: header.appendChild(el('button', 'column-sort col-index', t`Index`)),
      value: header.appendChild(el('button', 'column-sort col-val', t`Value`)),
    };
    for (const by of ['index', 'value'] as const) this.sortButtons[by].addEventListener('click', () => this.sortBy(by));
    this.table = this.root.appendChild(el('div', 'column-table'));
    this.table.tabIndex = 0;
    this.table.setAttribute('role', 'grid');
    this.content = this.table.appendChild(el('div', 'column-content'));
    this.table.addEventListener('scroll', () => this.render());
    this.table.addEventListener('click', (e) => {
      const row = (e.target as HTMLElement).closest('.column-row') as HTMLElement | null;
      if (row) this.choose(Number(row.dataset.index));
    });
    this.table.addEventListener('keydown', (e) => this.onKey(e));
    new ResizeObserver(() => this.draw()).observe(charts);
  }

  get open(): boolean {
    return !this.root.hidden;
  }

  show(data: ColumnData): void {
    this.data = data;
    this.selected = -1;
    this.sort = { by: 'index', descending: false };
    this.order = Uint32Array.from({ length: data.rows }, (_, i) => i);
    this.root.hidden = false;
    this.title.textContent = data.path;
    this.title.title = `${data.path} (${data.type})`;
    const stats = [say(counted(data.count, 'value'))];
    if (data.rows < data.count) stats.push(t`first ${data.rows} read`);
    if (data.min !== undefined && data.max !== undefined) stats.push(t`min ${data.min}`, t`max ${data.max}`);
    stats.push(t`${data.distinct}${data.distinctCapped ? '+' : ''} distinct`);
    stats.push(data.direct ? t`read from the bytes` : t`read from the tree`);
    this.stats.textContent = stats.join(' · ');
    this.table.scrollTop = 0;
    this.updateSortButtons();
    this.draw();
    this.render();
    this.table.focus();
  }

  close(): void {
    if (!this.open) return;
    this.root.hidden = true;
    this.data = undefined;
    this.events.closed();
  }

  private valueText(i: number): string {
    const d = this.data!;
    if (d.texts) return d.texts[i];
    const v = d.values![i];
    return Number.isNaN(v) ? '' : String(v);
  }

  private sortBy(by: 'index' | 'value'): void {
    const d = this.data;
    if (!d) return;
    this.sort = { by, descending: this.sort.by === by ? !this.sort.descending : false };
    const sign = this.sort.descending ? -1 : 1;
    const order = Uint32Array.from({ length: d.rows }, (_, i) => i);
    if (by === 'value') {
      const v = d.values;
      const t = d.texts;
      if (t) order.sort((a, b) => sign * (t[a] < t[b] ? -1 : t[a] > t[b] ? 1 : a - b));
      else if (v) order.sort((a, b) => sign * (v[a] - v[b] || a - b));
    } else if (sign < 0) order.reverse();
    this.order = order;
    this.updateSortButtons();
    this.render();
  }

  private updateSortButtons(): void {
    for (const by of ['index', 'value'] as const) {
      const b = this.sortButtons[by];
      const on = this.sort.by === by;
      b.classList.toggle('sorted', on);
      b.setAttribute('aria-sort', on ? (this.sort.descending ? 'descending' : 'ascending') : 'none');
    }
  }

  private choose(index: number): void {
    this.selected = index;
    this.render();
    this.events.select(index);
  }

  private onKey(e: KeyboardEvent): void {
    const at = this.order.indexOf(this.selected);
    let next: number | undefined;
    if (e.key === 'ArrowDown') next = at + 1;
    else if (e.key === 'ArrowUp') next = at - 1;
    else if (e.key === 'Escape') this.close();
    else return;
    e.preventDefault();
    if (next === undefined || next < 0 || next >= this.order.length) return;
    const top = next * rowHeight;
    if (top < this.table.scrollTop) this.table.scrollTop = top;
    else if (top > this.table.scrollTop + this.table.clientHeight - rowHeight)
      this.table.scrollTop = top - this.table.clientHeight + rowHeight;
    this.choose(this.order[next]);
  }

  private render(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.paint();
    });
  }

  private paint(): void {
    const n = this.order.length;
    this.content.style.height = `${n * rowHeight}px`;
    const first = Math.max(0, Math.floor(this.table.scrollTop / rowHeight) - overscan);
    const last = Math.min(n, Math.ceil((this.table.scrollTop + this.table.clientHeight) / rowHeight) + overscan);
    const rows: HTMLElement[] = [];
    for (let k = first; k < last; k++) {
      const i = this.order[k];
      const row = el('div', 'column-row');
      row.style.transform = `translateY(${k * rowHeight}px)`;
      row.dataset.index = String(i);
      row.setAttribute('role', 'row');
      if (i === this.selected) row.setAttribute('aria-selected', 'true');
      row.append(el('span', 'col-index', String(i)), el('span', 'col-val', this.valueText(i)));
      rows.push(row);
    }
    this.content.replaceChildren(...rows);
  }

  /** Histogram bars, and the values by index (min and max per pixel column, so a million points draw fast). */
  private draw(): void {
    const d = this.data;
    if (!d) return;
    const style = getComputedStyle(this.root);
    const colour = style.getPropertyValue('--vscode-charts-blue').trim() || '#3794ff';
    const bars = prepare(this.histogram);
    if (bars) {
      const { g, w, h } = bars;
      const top = Math.max(1, ...d.histogram);
      const bw = w / Math.max(1, d.histogram.length);
      g.fillStyle = colour;
      d.histogram.forEach((c, k) => {
        const bh = (c / top) * (h - 2);
        g.fillRect(k * bw + 1, h - bh, Math.max(1, bw - 2), bh);
      });
    }
    const plot = prepare(this.plot);
    const v = d.values;
    this.plot.hidden = !v;
    if (!plot || !v || d.min === undefined || d.max === undefined) return;
    const { g, w, h } = plot;
    const span = d.max - d.min || 1;
    const y = (x: number): number => h - 1 - ((x - d.min!) / span) * (h - 2);
    g.fillStyle = colour;
    const perPixel = v.length / w;
    for (let px = 0; px < w; px++) {
      let lo = Infinity;
      let hi = -Infinity;
      const end = Math.min(v.length, Math.ceil((px + 1) * perPixel));
      for (let i = Math.floor(px * perPixel); i < end; i++) {
        if (v[i] < lo) lo = v[i];
        if (v[i] > hi) hi = v[i];
      }
      if (lo <= hi) g.fillRect(px, y(hi), 1, Math.max(1, y(lo) - y(hi)));
    }
  }
}

function prepare(canvas: HTMLCanvasElement): { g: CanvasRenderingContext2D; w: number; h: number } | undefined {
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  const g = canvas.getContext('2d');
  if (!g || w === 0 || h === 0) return undefined;
  canvas.width = w;
  canvas.height = h;
  g.clearRect(0, 0, w, h);
  return { g, w, h };
}
