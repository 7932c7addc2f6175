// The structure tree's column header and its widths. Name, Offset, Size and Type have a drag handle on their right
// edge (also moved with Left/Right when focused); Value takes the rest. Widths are CSS variables on the tree pane,
// so the header and every row follow the same grid. A column the user did not resize fits its content: Name and
// Type the widest cell shown so far (at its depth), Offset and Size the file's longest number. In a narrow tree
// Type, then Size, then Offset give way (their values stay in the hover card) so names and values stay readable:
// Value keeps room for the first reading of the values shown ("768 squares = 12 smu" of "768 squares = 12 smu,
// 6144 elmos").
import { Sash } from './sash';
import { el } from './text';
import { t } from './l10n';

export type ColumnName = 'name' | 'offset' | 'size' | 'type';
/** Widths in px of the columns the user resized. */
export type ColumnWidths = Partial<Record<ColumnName, number>>;

const columns: [name: ColumnName | 'value', title: string][] = [
  ['name', t`Name`],
  ['offset', t`Offset`],
  ['size', t`Size`],
  ['type', t`Type`],
  ['value', t`Value`],
];
const minWidth = 32;
const keyStep = 10;
/** Value keeps at least this much before a column gives way; the comfortable width leaves it more. */
const valueMin = 120;
const valueComfortable = 220;
/** The most Value claims for a first reading (about 24 characters; a longer text is cut, its title shows it whole). */
const valueReadingMax = 200;
/** Columns that give way in a narrow tree, first to last. */
const yielding: ColumnName[] = ['type', 'size', 'offset'];

export class TreeColumns {
  readonly header = el('div', 'tree-header');
  private widths: ColumnWidths = {};
  /** Widths that fit the content (px), for the columns the user did not resize. */
  private readonly fitted: Record<ColumnName, number> = { name: 120, offset: 64, size: 44, type: 72 };
  /** The room Value keeps before a column gives way: its widest first reading shown so far. */
  private valueNeed = valueMin;
  private hidden = new Set<ColumnName>();
  /** Rows whose cells were measured since the tree was loaded. */
  private readonly measured = new Set<string>();
  private readonly ruler = el('span', 'tree-ruler');

  constructor(
    private readonly pane: HTMLElement,
    private readonly changed: (widths: ColumnWidths) => void,
  ) {
    for (const [name, title] of columns) {
      const cell = this.header.appendChild(el('span', `col-${name}`, title));
      if (name !== 'value') cell.append(this.handle(name, title, cell));
    }
    pane.append(this.ruler);
    new ResizeObserver(() => this.apply()).observe(pane);
  }

  /** The tree's width at which no column gives way and Value has room. */
  comfortableWidth(): number {
    const w = (name: ColumnName): number => this.widths[name] ?? this.fitted[name];
    return w('name') + w('offset') + w('size') + w('type') + Math.max(valueComfortable, this.valueNeed);
  }

  /** Widen Name and Type to fit what `rows` show (they only grow, so scrolling does not make columns jump). */
  fitRows(rows: readonly HTMLElement[]): boolean {
    let grew = false;
    // Each row is measured once (measuring makes the browser lay out): a repaint of the same rows costs nothing.
    const fresh = rows.filter((row) => !this.measured.has(row.dataset.key ?? ''));
    for (const row of fresh) this.measured.add(row.dataset.key ?? '');
    for (const row of fresh)
      for (const name of ['name', 'type'] as const) {
        const cell = row.querySelector<HTMLElement>(`.col-${name}`);
        const need = cell ? contentWidth(cell) : 0;
        if (need > this.fitted[name]) {
          this.fitted[name] = Math.min(need, name === 'name' ? 480 : 200);
          grew = true;
        }
      }
    for (const row of fresh) {
      const need = Math.min(
        valueReadingMax,
        firstReadingWidth(row.querySelector<HTMLElement>('.col-value .value-first')),
      );
      if (need > this.valueNeed) {
        this.valueNeed = need;
        grew = true;
      }
    }
    if (grew) this.apply();
    return grew;
  }

  /** A new tree (another analysis): Name and Type fit it from scratch. */
  resetFit(): void {
    this.measured.clear();
    this.fitted.name = 120;
    this.fitted.type = 72;
    this.valueNeed = valueMin;
    this.apply();
  }

  /** Which columns show (hidden ones keep their cells, at zero width, so the grid stays in step). */
  isHidden(name: ColumnName): boolean {
    return this.hidden.has(name);
  }

  /** Sets every column's width for the pane's width now. */
  private apply(): void {
    const total = this.pane.clientWidth - 12;
    const width = (name: ColumnName): number => this.widths[name] ?? this.fitted[name];
    const hidden = new Set<ColumnName>();
    const used = (): number =>
      (['name', 'offset', 'size', 'type'] as const).reduce((n, c) => n + (hidden.has(c) ? 0 : width(c)), 0);
    // Value's first reading comes first until the user sizes a column: then the widths are theirs.
    const valueRoom = Object.keys(this.widths).length ? valueMin : this.valueNeed;
    for (const name of yielding) if (total > 0 && used() + valueRoom > total) hidden.add(name);
    this.hidden = hidden;
    // Name never takes Value's last room: beyond that it is cut, and its title shows it whole.
    const nameMax = total > 0 ? Math.max(minWidth, total - used() + width('name') - valueMin) : Infinity;
    for (const name of ['name', 'offset', 'size', 'type'] as const) {
      const px = hidden.has(name) ? 0 : name === 'name' ? Math.min(width(name), nameMax) : width(name);
      this.pane.style.setProperty(`--col-${name}`, `${Math.round(px)}px`);
      this.pane.classList.toggle(`hide-${name}`, hidden.has(name));
    }
  }

  /** Apply saved widths; a column missing from `widths` goes back to its default. */
  restore(widths: ColumnWidths | undefined): void {
    this.widths = {};
    for (const [name] of columns) {
      if (name === 'value') continue;
      const w = widths?.[name];
      // Not clamped to the pane: it may not be laid out yet (a hidden webview), and the saved width was valid.
      if (typeof w === 'number' && Number.isFinite(w) && w > 0) this.widths[name] = Math.round(Math.max(minWidth, w));
    }
    this.apply();
  }

  /**
   * Offset and Size fit the longest number a file of `size` bytes shows in them ("0x" and hex; decimal), and their
   * title (a small file's sizes are narrower than the Polish "Rozmiar").
   */
  fitFile(size: number): void {
    const ch = this.ruler.getBoundingClientRect().width / 10 || 7.8;
    const cell = (chars: number, min: number): number => Math.max(min, Math.ceil(chars * ch + 14));
    this.fitted.offset = Math.max(cell(2 + Math.max(0, size - 1).toString(16).length, 64), this.titleWidth('offset'));
    this.fitted.size = Math.max(cell(String(size).length, 44), this.titleWidth('size'));
    this.apply();
  }

  /** The width the column's title takes in the header, with the header cell's padding. */
  private titleWidth(name: ColumnName): number {
    const title = this.header.querySelector(`.col-${name}`)?.firstChild;
    if (!title) return 0;
    const range = document.createRange();
    range.selectNode(title);
    return Math.ceil(range.getBoundingClientRect().width + 2 * headerPadding + 1);
  }

  /** A resize by the user leaves room for Value, however narrow. */
  private set(name: ColumnName, width: number): void {
    const max = this.pane.clientWidth - minWidth;
    this.widths[name] = Math.round(Math.max(minWidth, Math.min(width, max)));
    this.apply();
  }

  private handle(name: ColumnName, title: string, cell: HTMLElement): HTMLElement {
    const handle = el('div', 'col-resize');
    const width = (): number => cell.getBoundingClientRect().width;
    new Sash(
      handle,
      'vertical',
      t`Resize the column ${title}`,
      {
        start: width,
        move: (d, w) => this.set(name, w + d),
        end: () => this.changed({ ...this.widths }),
      },
      keyStep,
    );
    return handle;
  }
}

/** The width of a value's first reading (tree-view.ts draws it whole), with the cell's padding. */
function firstReadingWidth(first: HTMLElement | null): number {
  return first ? Math.ceil(first.getBoundingClientRect().width + 2 * cellPadding + 1) : 0;
}

/** A cell's right padding (style.css: `.tree-row > span { padding: 0 6px }`). */
const cellPadding = 6;
/** The header cells' padding on each side (style.css `.tree-header > span`). */
const headerPadding = 6;

/**
 * The width a cell needs for all it holds: from its left edge to the end of its content, plus its right padding.
 * (Not scrollWidth: that is never less than the cell's own width, so a column fitted to it would grow forever.)
 */
function contentWidth(cell: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const end = range.getBoundingClientRect().right;
  return Math.ceil(end - cell.getBoundingClientRect().left + cellPadding);
}
