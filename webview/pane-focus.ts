// F6 and Shift+F6 move the keyboard focus from pane to pane (tree, picture, hex view, inspector, problems), as
// VS Code's own F6 moves between the parts of its window; hidden panes are skipped. Past the last pane (or before the
// first with Shift) the key is left to VS Code, which moves on to its next part: the editor is never a keyboard trap.

/** `panes`: what takes the focus in each pane, in order. */
export function cyclePanesWithF6(panes: () => readonly HTMLElement[]): void {
  // Captured on the window, ahead of VS Code's own listener there, which passes every key on to the workbench.
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'F6' || e.ctrlKey || e.altKey || e.metaKey) return;
      const shown = panes().filter((p) => p.isConnected && p.getClientRects().length > 0);
      const at = shown.findIndex((p) => p === document.activeElement || p.contains(document.activeElement));
      const next = at < 0 ? 0 : at + (e.shiftKey ? -1 : 1);
      if (next < 0 || next >= shown.length) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      shown[next].focus();
    },
    { capture: true },
  );
}
