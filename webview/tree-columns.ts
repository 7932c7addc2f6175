// The structure tree's column header. Name, Offset, Size and Type have a drag handle on their right edge (also
// moved with Left/Right when focused); Value takes the rest. Widths are CSS variables on the tree pane, so the
// header and every row follow the same grid; style.css has the defaults.
import { el } from './text';

export type ColumnName = 'name' | 'offset' | 'size' | 'type';
/** Widths in px of the columns the user resized. */
export type ColumnWidths = Partial<Record<ColumnName, number>>;

const columns: [name: ColumnName | 'value', title: string][] = [
  ['name', 'Name'],
  ['offset', 'Offset'],
  ['size', 'Size'],
  ['type', 'Type'],
  ['value', 'Value'],
];
const minWidth = 32;
const keyStep = 10;

export class TreeColumns {
  readonly header = el('div', 'tree-header');
  private widths: ColumnWidths = {};

  constructor(
    private readonly pane: HTMLElement,
    private readonly changed: (widths: ColumnWidths) => void,
  ) {
    for (const [name, title] of columns) {
      const cell = this.header.appendChild(el('span', `col-${name}`, title));
      if (name !== 'value') cell.append(this.handle(name, title, cell));
    }
  }

  /** Apply saved widths; a column missing from `widths` goes back to its default. */
  restore(widths: ColumnWidths | undefined): void {
    this.widths = {};
    for (const [name] of columns) {
      if (name === 'value') continue;
      const w = widths?.[name];
      // Not clamped to the pane: it may not be laid out yet (a hidden webview), and the saved width was valid.
      if (typeof w === 'number' && Number.isFinite(w) && w > 0) this.set(name, w, Infinity);
      else this.pane.style.removeProperty(`--col-${name}`);
    }
  }

  /** Default Offset and Size widths fit the longest number a file of `size` bytes shows in them. */
  fitFile(size: number): void {
    this.pane.style.setProperty('--offset-chars', String(2 + Math.max(0, size - 1).toString(16).length));
    this.pane.style.setProperty('--size-chars', String(String(size).length));
  }

  /** A resize by the user leaves room for Value, however narrow. */
  private set(name: ColumnName, width: number, max = this.pane.clientWidth - minWidth): void {
    const w = Math.round(Math.max(minWidth, Math.min(width, max)));
    this.widths[name] = w;
    this.pane.style.setProperty(`--col-${name}`, `${w}px`);
  }

  private handle(name: ColumnName, title: string, cell: HTMLElement): HTMLElement {
    const handle = el('div', 'col-resize');
    handle.tabIndex = 0;
    handle.setAttribute('role', 'separator');
    handle.setAttribute('aria-orientation', 'vertical');
    handle.setAttribute('aria-label', `Resize the ${title} column`);
    handle.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      handle.setPointerCapture(e.pointerId);
      const startX = e.clientX;
      const startWidth = cell.getBoundingClientRect().width;
      const move = (ev: PointerEvent): void => this.set(name, startWidth + ev.clientX - startX);
      const up = (): void => {
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', up);
        this.changed({ ...this.widths });
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', up);
    });
    handle.addEventListener('keydown', (e) => {
      const step = e.key === 'ArrowLeft' ? -keyStep : e.key === 'ArrowRight' ? keyStep : 0;
      if (!step) return;
      e.preventDefault();
      this.set(name, cell.getBoundingClientRect().width + step);
      this.changed({ ...this.widths });
    });
    return handle;
  }
}
