// One side of the diff view's bytes: a byte span drawn with the editor's hex rows (hex-row.ts: whole rows of the
// row shape the layout gives, the text column, the editor's digits and colours), only the rows in view, each byte
// marked when it differs from the other side's byte at the same place in its span.
import type { Side } from '../../src/compare/diff-view-protocol';
import { hex } from '../../src/core/numbers';
import type { ByteSpan } from '../../src/diff/diff';
import type { ByteChunks } from './byte-chunks';
import { counted } from '../../src/core/translatable';
import { byteColumnClasses, fillHexHeader } from '../hex-columns';
import type { HexGeometry, RowShape } from '../hex-geometry';
import { HexRow } from '../hex-row';
import { RowContent } from '../row-content';
import { el } from '../text';
import { t } from '../l10n';

const ROW_H = 20;
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
  private readonly name = el('span', 'pane-name');
  private readonly detail = el('span', 'pane-detail');
  private readonly header = el('div', 'hex-header');
  private readonly spacer = el('div', 'pane-spacer');
  private readonly layer = el('div', 'pane-rows');
  private rows: HexRow[] = [];
  private readonly row = new RowContent();
  private shape: RowShape = { bytesPerRow: 16, groupSize: 4, showText: true };
  private byteClasses = byteColumnClasses(this.shape);
  private content: PaneContent | undefined;
  private windowStart = 0;
  private windowLength = 0;
  private generation = 0;

  constructor(
    readonly side: Side,
    private readonly bytes: ByteChunks,
  ) {
    this.element = el('div', 'diff-pane');
    this.element.dataset.side = side;
    const head = el('div', 'pane-head');
    head.append(this.name, this.detail);
    this.scroller = el('div', 'pane-scroll');
    this.scroller.append(this.spacer, this.layer);
    this.element.append(head, this.header, this.scroller);
    this.scroller.addEventListener('scroll', () => {
      this.header.scrollLeft = this.scroller.scrollLeft;
      this.render();
    });
  }

  /** The row shape (bytes per row from the layout) and the width its whole rows take. */
  setShape(shape: RowShape, geometry: HexGeometry): void {
    const same = JSON.stringify(shape) === JSON.stringify(this.shape);
    this.element.style.setProperty('--row-w', `${geometry.rowWidth(shape)}px`);
    if (same && this.rows.length) return;
    const firstByte = Math.floor(this.scroller.scrollTop / ROW_H) * this.shape.bytesPerRow;
    this.shape = shape;
    this.byteClasses = byteColumnClasses(shape);
    fillHexHeader(this.header, shape);
    this.rows = [];
    this.layer.replaceChildren();
    this.sizeSpacer();
    this.scroller.scrollTop = Math.floor(firstByte / shape.bytesPerRow) * ROW_H;
    this.render();
  }

  /** `path`: the file's workspace path (its name is shown first, the whole path in the title's tooltip). */
  show(path: string, content: PaneContent): void {
    this.content = content;
    const span = content.span;
    const bpr = this.shape.bytesPerRow;
    const fileName = path.split('/').pop() ?? path;
    this.name.textContent = fileName;
    this.element.querySelector('.pane-head')!.setAttribute('title', path);
    if (!span) {
      this.detail.textContent = t`not in this file`;
      this.windowStart = this.windowLength = 0;
    } else {
      this.windowLength = Math.min(span.length, MAX_WINDOW);
      const start = Math.max(0, Math.min(content.focus - MAX_WINDOW / 2, span.length - this.windowLength));
      this.windowStart = start - (start % bpr);
      const bytes = counted(span.length, 'byte');
      this.detail.textContent =
        this.windowLength < span.length
          ? t`${hex(span.offset, 8)}, ${bytes}, ${this.windowLength} shown`
          : t`${hex(span.offset, 8)}, ${bytes}`;
    }
    this.sizeSpacer();
    const focusRow = Math.floor((content.focus - this.windowStart) / bpr);
    this.scroller.scrollTop = Math.max(0, (focusRow - 2) * ROW_H);
    this.render();
  }

  private sizeSpacer(): void {
    this.spacer.style.height = `${Math.ceil(this.windowLength / this.shape.bytesPerRow) * ROW_H}px`;
  }

  /** Redraws the rows in view (after a scroll or when bytes arrive). */
  render(): void {
    const c = this.content;
    const span = c?.span;
    const bpr = this.shape.bytesPerRow;
    const first = Math.floor(this.scroller.scrollTop / ROW_H);
    const total = span ? Math.ceil(this.windowLength / bpr) : 0;
    const count = Math.max(0, Math.min(total - first, Math.ceil(this.scroller.clientHeight / ROW_H) + 1));
    while (this.rows.length < count) {
      const row = new HexRow(bpr, this.shape.showText);
      this.layer.append(row.el);
      this.rows.push(row);
    }
    this.generation++;
    const context = { bytesPerRow: bpr, byteClasses: this.byteClasses };
    for (const [i, row] of this.rows.entries()) {
      if (i >= count || !c || !span) {
        row.hide();
        continue;
      }
      const rel = this.windowStart + (first + i) * bpr;
      for (let k = 0; k < bpr; k++) {
        if (rel + k >= span.length) this.row.setEmpty(k);
        else {
          const mark = c.mark(rel + k);
          this.row.setByte(k, this.bytes.byte(this.side, span.offset + rel + k), mark ? ` ${mark}` : '');
        }
      }
      this.row.count = Math.max(0, Math.min(bpr, span.length - rel));
      row.show();
      row.place((first + i) * ROW_H);
      row.paint(first + i, this.generation, context, this.row, span.offset + rel);
    }
  }
}
