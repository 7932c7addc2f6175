// Where things sit on a hex row, in one place: the stylesheet takes the cell widths from the custom properties
// set here, and the layout, the "fit" setting and scrolling a selection into view all work from the same numbers.

/** Cell widths in `ch` of the editor font. */
const offsetCh = 9;
const byteCh = 2.5;
const groupGapCh = 0.6;
const charCh = 1;
/** Fixed pixels: the bytes' padding (2 x 8), the text column's padding and rule (2 x 8 + 1), the row's end (4). */
const bytesPadPx = 16;
const textPadPx = 17;
const endPx = 4;

export interface RowShape {
  bytesPerRow: number;
  groupSize: number;
  showText: boolean;
}

export class HexGeometry {
  /** Pixels per `ch`, measured on the hex view's font. */
  constructor(private readonly ch: number) {}

  /** Writes the cell widths the stylesheet uses (`--byte-w` and the others) on `element`. */
  static applyCellWidths(element: HTMLElement): void {
    element.style.setProperty('--offset-w', `${offsetCh}ch`);
    element.style.setProperty('--byte-w', `${byteCh}ch`);
    element.style.setProperty('--group-gap', `${groupGapCh}ch`);
    element.style.setProperty('--char-w', `${charCh}ch`);
  }

  /** The width of a whole row of `shape`, in px. */
  rowWidth(shape: RowShape): number {
    const n = shape.bytesPerRow;
    const groups = Math.ceil(n / shape.groupSize) - 1;
    const text = shape.showText ? n * charCh * this.ch + textPadPx : 0;
    return Math.ceil((offsetCh + n * byteCh + groups * groupGapCh) * this.ch + bytesPadPx + text + endPx);
  }

  /** The most bytes per row (a multiple of the group size, at least one group) whose row fits in `width` px. */
  bytesThatFit(width: number, shape: Omit<RowShape, 'bytesPerRow'>): number {
    const group = Math.max(1, shape.groupSize);
    let n = group;
    while (n + group <= 256 && this.rowWidth({ ...shape, bytesPerRow: n + group }) <= width) n += group;
    return n;
  }

  /** The left and right edge (px from the row's start) of byte columns `first` .. `last` of the hex part. */
  byteSpan(first: number, last: number, shape: RowShape): { left: number; right: number } {
    const x = (i: number): number =>
      offsetCh * this.ch + bytesPadPx / 2 + (i * byteCh + Math.floor(i / shape.groupSize) * groupGapCh) * this.ch;
    return { left: x(first), right: x(last) + byteCh * this.ch };
  }
}
