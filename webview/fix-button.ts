// The button that runs a determined fix (problems strip, hover card): "Fix: <title>", disabled while the host makes
// it; the fixed file's analysis redraws whatever holds the button.
import { el } from './text';
import { t } from './l10n';

export function fixButton(title: string, run: () => Promise<void>): HTMLButtonElement {
  const button = el('button', 'fix-button', t`Fix: ${title}`);
  button.type = 'button';
  button.addEventListener('click', (e) => {
    e.stopPropagation();
    button.disabled = true;
    void run().finally(() => (button.disabled = false));
  });
  // Enter on the button fixes; it must not also reach the row around it (which would select the bytes).
  button.addEventListener('keydown', (e) => e.stopPropagation());
  return button;
}
