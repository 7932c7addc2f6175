// One side of the diff view's bytes: a scrolled, row-virtualised hex dump of a byte span (only the rows in view
// are in the DOM), each byte marked when it differs from the other side's byte at the same place in its span.
import type { Side } from '../../src/compare/diff-view-protocol';
import { hex } from '../../src/core/numbers';
import type { ByteSpan } from '../../src/diff/diff';
import type { ByteChunks } from './byte-chunks';
import { counted } from '../../src/core/translatable';
import { t } from '../l10n';

const ROW_BYTES = 16;
const ROW_H = 18;
/** Browsers cap element heights: a longer span is shown as this many bytes around its first difference. */
const MAX_WINDOW = 16 * 1024 * 1024;

export type ByteMark = 'differs' | 'added' | 'removed' | undefined;

export interface PaneContent {
  span: ByteSpan | undefined;
  /** Where the difference starts, relative to the span (scrolled to). */
  focus: number;
  /** The mark of the byte `rel` bytes into the span. */
  mark(rel: number): ByteMark;
}

export class HexPane {
  readonly element: HTMLElement;
  readonly scroller: HTMLElement;
  private readonly head: HTMLElement;
  private readonly spacer: HTMLElement;
  private readonly rows: HTMLElement;
  private content: PaneContent | undefined;
  private windowStart = 0;
  private windowLength = 0;

  constructor(
    readonly side: Side,
    private readonly bytes: ByteChunks,
  ) {
    this.element = div('diff-pane');
    this.element.dataset.side = side;
    this.head = div('pane-head');
    this.scroller = div('pane-scroll');
    this.spacer = div('pane-spacer');
    this.rows = div('pane-rows');
    this.scroller.append(this.spacer, this.rows);
    this.element.append(this.head, this.scroller);
    this.scroller.addEventListener('scroll', () => this.render());
  }

  show(fileName: string, content: PaneContent): void {
    this.content = content;
    const span = content.span;
    if (!span) {
      this.head.textContent = t`${fileName}: not in this file`;
      this.windowStart = this.windowLength = 0;
    } else {
      this.windowLength = Math.min(span.length, MAX_WINDOW);
      const start = Math.max(0, Math.min(content.focus - MAX_WINDOW / 2, span.length - this.windowLength));
      this.windowStart = start - (start % ROW_BYTES);
      const bytes = counted(span.length, 'byte');
      this.head.textContent =
        this.windowLength < span.length
          ? t`${fileName}: ${hex(span.offset, 8)}, ${bytes}, ${this.windowLength} shown`
          : t`${fileName}: ${hex(span.offset, 8)}, ${bytes}`;
    }
    this.spacer.style.height = `${Math.ceil(this.windowLength / ROW_BYTES) * ROW_H}px`;
    const focusRow = Math.floor((content.focus - this.windowStart) / ROW_BYTES);
    this.scroller.scrollTop = Math.max(0, (focusRow - 2) * ROW_H);
    this.render();
  }

  /** Redraws the rows in view (after a scroll or when bytes arrive). */
  render(): void {
    this.rows.replaceChildren();
    const c = this.content;
    if (!c?.span) return;
    const first = Math.floor(this.scroller.scrollTop / ROW_H);
    const visible = Math.ceil(this.scroller.clientHeight / ROW_H) + 1;
    const total = Math.ceil(this.windowLength / ROW_BYTES);
    this.rows.style.top = `${first * ROW_H}px`;
    for (let r = first; r < Math.min(total, first + visible); r++) {
      const rel = this.windowStart + r * ROW_BYTES;
      const row = div('pane-row');
      const off = span('off', hex(c.span.offset + rel, 8));
      const hexCells = span('hex', '');
      let text = '';
      for (let i = 0; i < ROW_BYTES && rel + i < c.span.length; i++) {
        const v = this.bytes.byte(this.side, c.span.offset + rel + i);
        const cell = span('b', v === undefined ? '··' : v.toString(16).padStart(2, '0'));
        const mark = c.mark(rel + i);
        if (mark) cell.classList.add(mark);
        hexCells.append(cell);
        text += v === undefined ? ' ' : v >= 0x20 && v < 0x7f ? String.fromCharCode(v) : '.';
      }
      row.append(off, hexCells, span('txt', text));
      this.rows.append(row);
    }
  }
}

function div(cls: string): HTMLElement {
  const e = document.createElement('div');
  e.className = cls;
  return e;
}

function span(cls: string, text: string): HTMLElement {
  const e = document.createElement('span');
  e.className = cls;
  e.textContent = text;
  return e;
}
