// The problems strip under the editor: the file's diagnostics, each a row that selects its bytes when clicked, with
// a Fix button on those whose repair the file determines.
import type { Diagnostic } from '../src/core/diagnostics';
import { fixButton } from './fix-button';
import { el, hex } from './text';

/** Rows drawn at once: the strip is for browsing, the Problems panel and tree icons cover the rest. */
const maxRows = 500;

export class ProblemsList {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  private readonly title: HTMLElement;

  constructor(
    container: HTMLElement,
    private readonly reveal: (d: Diagnostic) => void,
    private readonly fix: (d: Diagnostic) => Promise<void>,
  ) {
    this.root = el('details', 'problems');
    this.root.id = 'problems';
    this.title = el('summary', 'problems-title', 'Problems');
    this.list = el('div', 'problems-list');
    this.list.setAttribute('role', 'list');
    this.root.append(this.title, this.list);
    container.append(this.root);
  }

  set(list: readonly Diagnostic[], total: number): void {
    this.title.textContent = total ? `Problems (${total})` : 'Problems (none)';
    const rows = list.slice(0, maxRows).map((d) => {
      const row = el('div', `problem problem-${d.severity}`);
      row.setAttribute('role', 'listitem');
      row.tabIndex = 0;
      row.append(
        el('span', `codicon codicon-${d.severity === 'info' ? 'info' : d.severity}`),
        el('span', 'problem-at', `0x${hex(d.offset)}`),
        el('span', 'problem-message', d.message),
        el('span', 'problem-code', d.code),
      );
      if (d.fix) row.append(fixButton(d.fix.title, () => this.fix(d)));
      row.addEventListener('click', () => this.reveal(d));
      row.addEventListener('keydown', (e) => e.key === 'Enter' && this.reveal(d));
      return row;
    });
    if (total > rows.length)
      rows.push(el('div', 'problem-more', `… and ${total - rows.length} more (see the Problems panel)`));
    this.list.replaceChildren(...rows);
  }
}
