// The draggable divider between the tree and the hex view (also movable with the arrow keys).
const minWidth = 160;

export class Splitter {
  constructor(
    handle: HTMLElement,
    private readonly pane: HTMLElement,
    width: number | undefined,
    private readonly changed: (width: number) => void,
  ) {
    handle.tabIndex = 0;
    handle.setAttribute('role', 'separator');
    handle.setAttribute('aria-orientation', 'vertical');
    handle.setAttribute('aria-label', 'Resize the structure tree');
    this.restore(width);
    handle.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      handle.setPointerCapture(e.pointerId);
      const startX = e.clientX;
      const startWidth = this.pane.offsetWidth;
      const move = (ev: PointerEvent): void => this.set(startWidth + ev.clientX - startX);
      const up = (): void => {
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', up);
        this.changed(this.pane.offsetWidth);
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', up);
    });
    handle.addEventListener('keydown', (e) => {
      const step = e.key === 'ArrowLeft' ? -20 : e.key === 'ArrowRight' ? 20 : 0;
      if (!step) return;
      e.preventDefault();
      this.set(this.pane.offsetWidth + step);
      this.changed(this.pane.offsetWidth);
    });
  }

  /** Apply a saved width (none: the default from style.css). */
  restore(width: number | undefined): void {
    if (typeof width === 'number' && width > 0) this.set(width);
    else this.pane.parentElement?.style.removeProperty('--tree-w');
  }

  private set(width: number): void {
    const max = Math.max(minWidth, window.innerWidth - 320);
    // The grid column follows --tree-w (style.css).
    this.pane.parentElement?.style.setProperty('--tree-w', `${Math.max(minWidth, Math.min(max, width))}px`);
  }
}
