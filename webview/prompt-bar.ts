// The bar above the hex view for Go to Offset (Ctrl+G) and Find (Ctrl+F: hex bytes or text, told apart by what
// was typed unless a mode is picked; next/previous; text matches either case unless Match Case is on).
import { el, type SearchMode } from './text';
import { t } from './l10n';

export interface PromptEvents {
  goTo(text: string): string | undefined;
  /** `matchCase`: text must match in case too (off: ASCII letters match either case). */
  find(text: string, mode: SearchMode, backwards: boolean, matchCase: boolean): Promise<string>;
  closed(): void;
}

const modeLabels: Record<SearchMode, string> = {
  auto: t`Hex bytes or text`,
  hex: t`Hex bytes`,
  text: t`Text (UTF-8)`,
};

export class PromptBar {
  readonly root: HTMLElement;
  private readonly input: HTMLInputElement;
  private readonly mode: HTMLSelectElement;
  private readonly matchCase: HTMLButtonElement;
  private readonly status: HTMLElement;
  private readonly prev: HTMLButtonElement;
  private readonly next: HTMLButtonElement;
  private kind: 'goto' | 'find' = 'find';

  constructor(
    container: HTMLElement,
    private readonly events: PromptEvents,
  ) {
    this.root = el('div', 'prompt-bar');
    this.root.id = 'prompt-bar';
    this.root.hidden = true;
    this.input = el('input', 'prompt-input');
    this.mode = el('select', 'prompt-mode');
    for (const [m, label] of Object.entries(modeLabels)) this.mode.append(new Option(label, m));
    this.mode.title = t`How the search is read`;
    this.mode.setAttribute('aria-label', t`Search for`);
    this.matchCase = el('button', 'prompt-case codicon codicon-case-sensitive');
    this.matchCase.title = t`Match Case`;
    this.matchCase.setAttribute('aria-label', t`Match Case`);
    this.matchCase.setAttribute('aria-pressed', 'false');
    this.matchCase.addEventListener('click', () => {
      const on = this.matchCase.getAttribute('aria-pressed') !== 'true';
      this.matchCase.setAttribute('aria-pressed', String(on));
      this.input.focus();
    });
    this.prev = el('button', 'codicon codicon-arrow-up');
    this.prev.title = t`Previous match (Shift+Enter)`;
    this.next = el('button', 'codicon codicon-arrow-down');
    this.next.title = t`Next match (Enter)`;
    const close = el('button', 'codicon codicon-close');
    close.title = t`Close (Escape)`;
    this.status = el('span', 'prompt-status');
    this.status.setAttribute('aria-live', 'polite');
    this.root.append(this.input, this.mode, this.matchCase, this.prev, this.next, this.status, close);
    container.append(this.root);
    this.prev.addEventListener('click', () => void this.submit(true));
    this.next.addEventListener('click', () => void this.submit(false));
    close.addEventListener('click', () => this.close());
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') void this.submit(e.shiftKey);
      else if (e.key === 'Escape') this.close();
      else return;
      e.preventDefault();
      e.stopPropagation();
    });
  }

  open(kind: 'goto' | 'find'): void {
    this.kind = kind;
    this.root.hidden = false;
    this.root.dataset.kind = kind;
    this.mode.hidden = this.matchCase.hidden = this.prev.hidden = kind === 'goto';
    this.input.placeholder = kind === 'goto' ? t`Offset: 1234, 0x4D2, 4D2h, +16, -16` : t`Find: DE AD BE EF or text`;
    this.input.setAttribute('aria-label', kind === 'goto' ? t`Go to offset` : t`Find`);
    this.status.textContent = '';
    this.input.focus();
    this.input.select();
  }

  close(): void {
    this.root.hidden = true;
    this.events.closed();
  }

  private async submit(backwards: boolean): Promise<void> {
    if (this.kind === 'goto') {
      const error = this.events.goTo(this.input.value);
      if (error) this.status.textContent = error;
      else this.close();
      return;
    }
    this.status.textContent = t`Searching…`;
    const matchCase = this.matchCase.getAttribute('aria-pressed') === 'true';
    const mode = this.mode.value as SearchMode;
    this.status.textContent = await this.events.find(this.input.value, mode, backwards, matchCase);
  }
}
