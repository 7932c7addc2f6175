// Rows painted on a canvas while the scrollbar is dragged through a file. Each frame of such a drag jumps past
// every row on screen, and rebuilding ~50 rows of per-byte elements costs 20 ms of script, style, layout and
// paint a frame (33 ms frames); drawing them on one canvas costs about 4 ms of script. The preview takes its
// geometry from a DOM row and its colours from the stylesheet (a hidden probe element takes each distinct set of
// classes), so it looks like the rows it stands in for; when the scrolling stops the view paints its DOM rows again.
import type { HexRow } from './hex-row';
import type { RowContent, RowContext } from './row-content';
import { el, hex } from './text';

/** Where a column's cells sit: left edge and width, relative to the row's left edge. */
interface Cells {
  x: number[];
  width: number;
}

interface Geometry {
  offsetX: number;
  bytes: Cells;
  chars: Cells | undefined;
  /** The cells' top and height within the row. */
  cellTop: number;
  cellHeight: number;
  /** The row's left edge in the viewport when measured, and the scroll position then. */
  rowLeft: number;
  scrollLeft: number;
}

/** How a cell with one set of classes is painted, as the stylesheet has it. */
interface Look {
  color: string;
  background?: string;
  /** A background image (the gap hatching), drawn as a translucent grey. */
  hatched: boolean;
  leftBorder?: string;
  outline?: string;
  underline?: string;
  /** An inset bar along the bottom (cursor, bookmark). */
  bar?: string;
}

const HATCH = 'rgba(128, 128, 128, 0.18)';

export class JumpPreview {
  readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly probe: HTMLElement;
  private geometry: Geometry | undefined;
  private looks = new Map<string, Look>();
  private font = '';
  private offsetColor = '';

  constructor(
    pane: HTMLElement,
    private readonly viewport: HTMLElement,
    private readonly rowHeight: number,
  ) {
    this.canvas = pane.appendChild(el('canvas', 'hex-preview'));
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.hidden = true;
    this.context = this.canvas.getContext('2d')!;
    this.probe = pane.appendChild(el('span', 'hex-probe'));
    this.probe.setAttribute('aria-hidden', 'true');
  }

  get active(): boolean {
    return !this.canvas.hidden;
  }

  /** Take over from the DOM rows, measuring them on `sample` (a row on screen) and sizing the canvas. */
  begin(sample: HexRow): void {
    this.geometry = measure(sample, this.viewport);
    this.looks.clear();
    const style = getComputedStyle(sample.el);
    this.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    this.offsetColor = getComputedStyle(sample.cells().offset).color;
    const ratio = window.devicePixelRatio || 1;
    const { clientWidth: width, clientHeight: height, offsetLeft, offsetTop } = this.viewport;
    Object.assign(this.canvas.style, {
      left: `${offsetLeft}px`,
      top: `${offsetTop}px`,
      width: `${width}px`,
      height: `${height}px`,
    });
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.canvas.hidden = false;
  }

  end(): void {
    this.canvas.hidden = true;
  }

  /**
   * Rows `first` .. `end` - 1, row `first` at `y` pixels from the top of the viewport, as the DOM rows would show
   * them; `content` is filled for each in turn.
   */
  draw(first: number, end: number, y: number, c: RowContext, content: RowContent): void {
    const g = this.geometry!;
    const ctx = this.context;
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.font = this.font;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    const left = g.rowLeft - (this.viewport.scrollLeft - g.scrollLeft);
    const height = this.viewport.clientHeight;
    for (let index = first; index < end; index++, y += this.rowHeight) {
      if (y + this.rowHeight <= 0) continue;
      if (y >= height) break;
      const start = index * c.bytesPerRow;
      content.fill(start, c);
      ctx.textAlign = 'left';
      ctx.fillStyle = this.offsetColor;
      ctx.fillText(hex(start, 8), left + g.offsetX, y + this.rowHeight / 2);
      ctx.textAlign = 'center';
      for (let i = 0; i < content.count; i++) {
        const classes = content.classes[i];
        this.cell(left + g.bytes.x[i], g.bytes.width, y, this.look('hex-byte', classes), content.digits[i]);
        if (g.chars) this.cell(left + g.chars.x[i], g.chars.width, y, this.look('hex-char', classes), content.chars[i]);
      }
    }
  }

  private cell(x: number, width: number, rowY: number, look: Look, text: string): void {
    const g = this.geometry!;
    const ctx = this.context;
    const y = rowY + g.cellTop;
    const h = g.cellHeight;
    if (look.background) {
      ctx.fillStyle = look.background;
      ctx.fillRect(x, y, width, h);
    }
    if (look.hatched) {
      ctx.fillStyle = HATCH;
      ctx.fillRect(x, y, width, h);
    }
    if (look.leftBorder) {
      ctx.fillStyle = look.leftBorder;
      ctx.fillRect(x, y, 1, h);
    }
    if (look.outline) {
      ctx.strokeStyle = look.outline;
      ctx.strokeRect(x + 0.5, y + 0.5, width - 1, h - 1);
    }
    if (look.bar) {
      ctx.fillStyle = look.bar;
      ctx.fillRect(x, y + h - 2, width, 2);
    }
    if (look.underline) {
      ctx.fillStyle = look.underline;
      ctx.fillRect(x + 2, y + h - 3, width - 4, 1);
    }
    ctx.fillStyle = look.color;
    ctx.fillText(text, x + width / 2, rowY + this.rowHeight / 2);
  }

  /** The look of a cell of column `base` with `classes`, read once per preview from the stylesheet. */
  private look(base: 'hex-byte' | 'hex-char', classes: string): Look {
    const key = base + classes;
    let look = this.looks.get(key);
    if (look) return look;
    this.probe.className = `${key} hex-probe`;
    const s = getComputedStyle(this.probe);
    look = {
      color: s.color,
      background: painted(s.backgroundColor),
      hatched: s.backgroundImage !== 'none',
      leftBorder: painted(s.borderLeftColor),
      outline: s.outlineStyle !== 'none' ? painted(s.outlineColor) : undefined,
      underline: s.textDecorationLine.includes('underline') ? painted(s.textDecorationColor) : undefined,
      bar: s.boxShadow !== 'none' ? painted(/rgba?\([^)]*\)/.exec(s.boxShadow)?.[0] ?? '') : undefined,
    };
    this.looks.set(key, look);
    return look;
  }
}

/** A colour that shows, or undefined for none or a fully transparent one. */
function painted(color: string): string | undefined {
  if (!color || color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color)) return undefined;
  return color;
}

function measure(row: HexRow, viewport: HTMLElement): Geometry {
  const rowBox = row.el.getBoundingClientRect();
  const cells = row.cells();
  const columns = (list: readonly HTMLElement[]): Cells => {
    const boxes = list.map((e) => e.getBoundingClientRect());
    return { x: boxes.map((b) => b.left - rowBox.left), width: boxes[0]?.width ?? 0 };
  };
  const first = cells.bytes[0].getBoundingClientRect();
  return {
    offsetX:
      cells.offset.getBoundingClientRect().left - rowBox.left + parseFloat(getComputedStyle(cells.offset).paddingLeft),
    bytes: columns(cells.bytes),
    chars: cells.chars[0]?.isConnected ? columns(cells.chars) : undefined,
    cellTop: first.top - rowBox.top,
    cellHeight: first.height,
    rowLeft: rowBox.left - viewport.getBoundingClientRect().left,
    scrollLeft: viewport.scrollLeft,
  };
}
