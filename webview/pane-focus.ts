// F6 and Shift+F6 move the keyboard focus from pane to pane (tree, picture, hex view, inspector, problems), as
// VS Code's own F6 moves between the parts of its window; hidden panes are skipped.

/** `panes`: what takes the focus in each pane, in order. */
export function cyclePanesWithF6(panes: () => readonly HTMLElement[]): void {
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'F6' || e.ctrlKey || e.altKey || e.metaKey) return;
    const shown = panes().filter((p) => p.isConnected && p.getClientRects().length > 0);
    if (shown.length === 0) return;
    e.preventDefault();
    const at = shown.findIndex((p) => p === document.activeElement || p.contains(document.activeElement));
    const next = at < 0 ? 0 : (at + (e.shiftKey ? shown.length - 1 : 1)) % shown.length;
    shown[next].focus();
  });
}
