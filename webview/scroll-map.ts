// Maps a virtual list of rows onto a native scroller. Browsers cap element heights (~33M px in Chromium), so
// beyond `maxHeight` the scrollbar position is scaled to the row index and wheel steps are applied to rows
// directly; below it, scrolling is the native pixel-exact kind.

export const maxHeight = 8_000_000;

export class ScrollMap {
  constructor(
    public rows: number,
    public rowHeight: number,
    public viewport: number,
  ) {}

  get natural(): number {
    return this.rows * this.rowHeight;
  }

  get scaled(): boolean {
    return this.natural > maxHeight;
  }

  /** Height of the scrollable content. */
  get height(): number {
    return Math.min(this.natural, maxHeight);
  }

  /** Rows that fit in the viewport (whole rows). */
  get visibleRows(): number {
    return Math.max(1, Math.floor(this.viewport / this.rowHeight));
  }

  get maxTop(): number {
    return Math.max(0, this.rows - this.visibleRows);
  }

  /** First visible row (fractional when pixel scrolling) for a scrollTop. */
  topRow(scrollTop: number): number {
    if (!this.scaled) return Math.min(scrollTop / this.rowHeight, this.rows);
    const range = this.height - this.viewport;
    return range <= 0 ? 0 : Math.round((scrollTop / range) * this.maxTop);
  }

  scrollTop(topRow: number): number {
    if (!this.scaled) return topRow * this.rowHeight;
    const range = this.height - this.viewport;
    return this.maxTop === 0 ? 0 : (topRow / this.maxTop) * range;
  }
}
