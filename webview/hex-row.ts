// One pooled row of the hex view: built once, then bound to a file row and repainted in place. Repainting
// writes only the cells whose text or classes changed, so a row that merely stays on screen costs no style work.
import { severityRank, type DiagnosticIndex, type Severity } from '../src/core/diagnostics';
import type { BookmarkMark, ByteRun } from '../src/protocol';
import type { ByteCache } from './byte-cache';
import { byteChar, el, hex } from './text';

export interface Range {
  offset: number;
  length: number;
}

/** Everything a row's paint depends on, gathered once per frame by the view. */
export interface RowContext {
  size: number;
  bytesPerRow: number;
  /** Base class of each byte column ('hex-byte', plus 'group-end' at group ends). */
  byteClasses: string[];
  cache: ByteCache;
  runs: ByteRun[] | undefined;
  selection: Range;
  highlight: Range | undefined;
  /** The cursor byte, or -1 when there is no selection. */
  cursor: number;
  diagnostics: DiagnosticIndex;
  bookmarks: BookmarkMark[];
}

export class HexRow {
  readonly el: HTMLElement;
  /** The file row shown (-1: none yet) and the view generation it was painted for. */
  index = -1;
  generation = -1;
  private y = Number.NaN;
  private shown = true;
  private readonly offset: HTMLElement;
  private readonly bytes: HTMLElement[] = [];
  private readonly chars: HTMLElement[] = [];

  constructor(bytesPerRow: number, showText: boolean) {
    this.el = el('div', 'hex-row');
    this.el.setAttribute('role', 'row');
    this.offset = el('span', 'hex-offset');
    const bytesBox = el('span', 'hex-bytes');
    const textBox = el('span', 'hex-text');
    for (let i = 0; i < bytesPerRow; i++) {
      this.bytes.push(bytesBox.appendChild(el('span', 'hex-byte')));
      this.chars.push(textBox.appendChild(el('span', 'hex-char')));
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

  paint(index: number, generation: number, c: RowContext): void {
    const moved = index !== this.index;
    this.index = index;
    this.generation = generation;
    const start = index * c.bytesPerRow;
    if (moved) {
      this.el.dataset.offset = String(start);
      this.offset.textContent = hex(start, 8);
    }
    const marks = rowDiagnostics(c.diagnostics, start, start + c.bytesPerRow);
    const runs = c.runs;
    let r = runs ? lowerRun(runs, start) : 0;
    for (let i = 0; i < c.bytesPerRow; i++) {
      const at = start + i;
      const b = this.bytes[i];
      const ch = this.chars[i];
      if (at >= c.size) {
        setText(b, '');
        setText(ch, '');
        setClass(b, c.byteClasses[i] + ' empty');
        setClass(ch, 'hex-char empty');
        if (moved) {
          delete b.dataset.offset;
          delete ch.dataset.offset;
        }
        continue;
      }
      if (moved) b.dataset.offset = ch.dataset.offset = String(at);
      const v = c.cache.get(at);
      setText(b, v === undefined ? '··' : hex(v, 2));
      setText(ch, v === undefined ? ' ' : byteChar(v));
      let cls = '';
      if (runs) {
        while (r < runs.length && runs[r].offset + runs[r].length <= at) r++;
        const run = runs[r];
        if (run && run.offset <= at) {
          cls += ` run-${run.depth % 3}-${run.alt}`;
          if (run.kind === 'gap' || run.kind === 'opaque') cls += ` kind-${run.kind}`;
          if (run.offset === at) cls += ' run-start';
        }
      }
      const { selection: sel, highlight: hl } = c;
      if (sel.length && at >= sel.offset && at < sel.offset + sel.length) cls += ' sel';
      if (hl && at >= hl.offset && at < hl.offset + Math.max(1, hl.length)) cls += ' hl';
      if (at === c.cursor) cls += ' cursor';
      const sev = marks?.[i];
      if (sev) cls += ` diag-${sev}`;
      const mark = c.bookmarks.find((m) => at >= m.offset && at < m.offset + m.length);
      if (mark) cls += ` bm bm-${mark.colour}`;
      setClass(b, c.byteClasses[i] + cls);
      setClass(ch, 'hex-char' + cls);
    }
  }
}

// Writing an unchanged value still invalidates style and layout, so compare first.
function setText(e: HTMLElement, text: string): void {
  if (e.textContent !== text) e.textContent = text;
}

function setClass(e: HTMLElement, cls: string): void {
  if (e.className !== cls) e.className = cls;
}

/** Worst severity per byte of one row, or undefined when no diagnostic touches it. */
function rowDiagnostics(index: DiagnosticIndex, start: number, end: number): (Severity | undefined)[] | undefined {
  const list = index.within(start, end);
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
