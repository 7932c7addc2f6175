// What one hex row shows, byte by byte: the digits, the text column's character and the classes that colour the
// byte (structure run, selection, highlight, cursor, diagnostics, bookmarks). Worked out in one place for the DOM
// rows and for the jump preview, which paints rows with the colours those classes have in the stylesheet.
import { severityRank, type DiagnosticIndex, type DiagnosticMark, type Severity } from '../src/core/diagnostics';
import type { BookmarkMark, ByteRun } from '../src/protocol';
import type { ByteCache } from './byte-cache';
import { byteChar, hex } from './text';

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
  diagnostics: DiagnosticIndex<DiagnosticMark>;
  bookmarks: BookmarkMark[];
}

/** One row's bytes, filled by `fill` and read right after (one instance serves every row of a frame). */
export class RowContent {
  /** Per byte: two hex digits ('··' while its page loads); '' past the end of the file. */
  readonly digits: string[] = [];
  readonly chars: string[] = [];
  /** Per byte: classes beyond the column's base class, each with a leading space ('' for none). */
  readonly classes: string[] = [];
  /** Bytes of this row inside the file. */
  count = 0;

  fill(start: number, c: RowContext): void {
    this.count = Math.max(0, Math.min(c.bytesPerRow, c.size - start));
    const marks = rowDiagnostics(c.diagnostics, start, start + c.bytesPerRow);
    const runs = c.runs;
    let r = runs ? lowerRun(runs, start) : 0;
    for (let i = 0; i < c.bytesPerRow; i++) {
      const at = start + i;
      if (i >= this.count) {
        this.setEmpty(i);
        continue;
      }
      const v = c.cache.get(at);
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
      this.setByte(i, v, cls);
    }
  }

  /** Column `i` shows byte `v` ('··' while it loads: undefined) with `cls` (each class with a leading space). */
  setByte(i: number, v: number | undefined, cls: string): void {
    this.digits[i] = v === undefined ? '··' : hex(v, 2);
    this.chars[i] = v === undefined ? ' ' : byteChar(v);
    this.classes[i] = cls;
  }

  /** Column `i` is past the end: blank. */
  setEmpty(i: number): void {
    this.digits[i] = this.chars[i] = '';
    this.classes[i] = ' empty';
  }
}

/** Worst severity per byte of one row, or undefined when no diagnostic touches it. */
function rowDiagnostics(
  index: DiagnosticIndex<DiagnosticMark>,
  start: number,
  end: number,
): (Severity | undefined)[] | undefined {
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
