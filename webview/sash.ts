// A draggable divider between two panes or columns (also moved with the arrow keys when focused), as VS Code's
// sashes: it reports how far it moved from where the drag started; its owner turns that into a size. How it looks is
// its owner's (the `.sash` style for panes, `.col-resize` for tree columns).

export interface SashEvents {
  /** The drag (or key press) began: the size it changes, as it is now. */
  start(): number;
  /** Moved `delta` px from where it started (right or down is positive) with `startSize` from `start()`. */
  move(delta: number, startSize: number): void;
  /** The drag ended: the new size is to be remembered. */
  end(): void;
}

export class Sash {
  constructor(
    readonly handle: HTMLElement,
    orientation: 'vertical' | 'horizontal',
    label: string,
    events: SashEvents,
    keyStep = 20,
  ) {
    const vertical = orientation === 'vertical';
    handle.classList.add(vertical ? 'sash-vertical' : 'sash-horizontal');
    handle.tabIndex = 0;
    handle.setAttribute('role', 'separator');
    handle.setAttribute('aria-orientation', orientation);
    handle.setAttribute('aria-label', label);
    handle.title = label;
    // A focusable separator tells its position: the size (px) of the pane it resizes.
    const tell = (): void => handle.setAttribute('aria-valuenow', String(Math.round(events.start())));
    handle.setAttribute('aria-valuemin', '0');
    handle.setAttribute('aria-valuenow', '0');
    handle.addEventListener('focus', tell);
    handle.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      handle.setPointerCapture(e.pointerId);
      const from = vertical ? e.clientX : e.clientY;
      const size = events.start();
      const move = (ev: PointerEvent): void => events.move((vertical ? ev.clientX : ev.clientY) - from, size);
      const up = (): void => {
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', up);
        events.end();
        tell();
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', up);
    });
    handle.addEventListener('keydown', (e) => {
      const keys = vertical ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
      const step = e.key === keys[0] ? -keyStep : e.key === keys[1] ? keyStep : 0;
      if (!step) return;
      e.preventDefault();
      events.move(step, events.start());
      events.end();
      tell();
    });
  }
}
