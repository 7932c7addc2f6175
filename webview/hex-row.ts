// One pooled row of the hex view: built once, then bound to a file row and repainted in place. Repainting
// writes only the cells whose text or classes changed, so a row that merely stays on screen costs no style work.
import type { RowContent, RowContext } from './row-content';
import { el, hex } from './text';

export class HexRow {
  readonly el: HTMLElement;
  /** The file row shown (-1: none yet) and the view generation it was painted for. */
  index = -1;
  generation = -1;
  private y = Number.NaN;
  /** The offset of the row's first byte. */
  private start = -1;
  private shown = true;
  private readonly offset: HTMLElement;
  private readonly bytes: HTMLElement[] = [];
  private readonly chars: HTMLElement[] = [];

  constructor(bytesPerRow: number, showText: boolean) {
    this.el = el('div', 'hex-row');
    this.el.setAttribute('role', 'row');
    this.offset = el('span', 'hex-offset');
    this.offset.setAttribute('role', 'rowheader');
    const bytesBox = el('span', 'hex-bytes');
    const textBox = el('span', 'hex-text');
    // The byte and character cells are the grid's cells; their boxes only group them.
    for (const box of [bytesBox, textBox]) box.setAttribute('role', 'presentation');
    for (let i = 0; i < bytesPerRow; i++) {
      this.bytes.push(bytesBox.appendChild(cell('hex-byte')));
      this.chars.push(textBox.appendChild(cell('hex-char')));
    }
    this.el.append(this.offset, bytesBox);
    if (showText) this.el.append(textBox);
  }

  /** Position within the moving layer; a transform moves the row without laying anything out. */
  place(y: number): void {
    if (y === this.y) return;
    this.y = y;
    this.el.style.transform = `translateY(${y}px)`;
  }

  show(): void {
    if (this.shown) return;
    this.shown = true;
    this.el.style.display = '';
  }

  /** Hidden rows (past the end of the file) are unbound: they are the first to be reused. */
  hide(): void {
    this.index = -1;
    if (!this.shown) return;
    this.shown = false;
    this.el.style.display = 'none';
  }

  /** Show row `index`, whose first byte is at `start` (the file's rows: `index` whole rows in), with `content`. */
  paint(
    index: number,
    generation: number,
    c: Pick<RowContext, 'bytesPerRow' | 'byteClasses'>,
    content: RowContent,
    start = index * c.bytesPerRow,
  ): void {
    const moved = index !== this.index || start !== this.start;
    this.index = index;
    this.start = start;
    this.generation = generation;
    if (moved) {
      this.el.dataset.offset = String(start);
      this.offset.textContent = hex(start, 8);
    }
    for (let i = 0; i < c.bytesPerRow; i++) {
      const b = this.bytes[i];
      const ch = this.chars[i];
      if (moved) {
        if (i < content.count) b.dataset.offset = ch.dataset.offset = String(start + i);
        else {
          delete b.dataset.offset;
          delete ch.dataset.offset;
        }
      }
      setText(b, content.digits[i]);
      setText(ch, content.chars[i]);
      setClass(b, c.byteClasses[i] + content.classes[i]);
      setClass(ch, 'hex-char' + content.classes[i]);
    }
  }

  /** The row's offset cell, and its byte and character cells in column order (for measuring where they sit). */
  cells(): { offset: HTMLElement; bytes: readonly HTMLElement[]; chars: readonly HTMLElement[] } {
    return { offset: this.offset, bytes: this.bytes, chars: this.chars };
  }
}

// Writing an unchanged value still invalidates style and layout, so compare first.
function setText(e: HTMLElement, text: string): void {
  if (e.textContent !== text) e.textContent = text;
}

function setClass(e: HTMLElement, cls: string): void {
  if (e.className !== cls) e.className = cls;
}

function cell(className: string): HTMLElement {
  const c = el('span', className);
  c.setAttribute('role', 'gridcell');
  return c;
}
