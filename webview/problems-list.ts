// The problems strip under the tree: the file's diagnostics with their whole messages, each a row that selects its
// bytes when clicked (or Enter), with a Fix button on those whose repair the file determines. Its top edge is a sash;
// the height is remembered with the other pane sizes.
import type { Diagnostic } from '../src/core/diagnostics';
import { fixButton } from './fix-button';
import { Sash } from './sash';
import { el, hex } from './text';
import { counted } from '../src/core/translatable';
import { t, say } from './l10n';

/** Rows drawn at once: the strip is for browsing, the Problems panel and tree icons cover the rest. */
const maxRows = 500;

export class ProblemsList {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  /** The strip's summary line: focusable, Enter opens and closes it. */
  readonly title: HTMLElement;

  constructor(
    container: HTMLElement,
    private readonly reveal: (d: Diagnostic) => void,
    private readonly fix: (d: Diagnostic) => Promise<void>,
    private readonly resized: (height: number) => void,
  ) {
    this.root = el('details', 'problems');
    this.root.id = 'problems';
    this.title = el('summary', 'problems-title', t`Problems`);
    this.list = el('div', 'problems-list');
    this.list.setAttribute('role', 'list');
    this.list.setAttribute('aria-label', t`Problems`);
    const sash = el('div', 'sash problems-sash');
    new Sash(sash, 'horizontal', t`Resize the problems list`, {
      start: () => this.root.offsetHeight,
      // Up (negative) makes the strip taller.
      move: (d, h) => this.setHeight(h - d),
      end: () => this.resized(this.root.offsetHeight),
    });
    this.root.append(sash, this.title, this.list);
    container.append(this.root);
  }

  /** The open strip's height (px), as a sash or the remembered sizes set it. */
  setHeight(height: number | undefined): void {
    if (height === undefined) this.root.style.removeProperty('--problems-h');
    else this.root.style.setProperty('--problems-h', `${Math.max(60, Math.round(height))}px`);
  }

  set(list: readonly Diagnostic[], total: number): void {
    const counts = (['error', 'warning', 'info'] as const)
      .map((s) => [s, list.filter((d) => d.severity === s).length] as const)
      .filter(([, n]) => n > 0)
      .map(([s, n]) =>
        say(
          s === 'error' ? counted(n, 'error') : s === 'warning' ? counted(n, 'warning') : counted(n, 'info', 'infos'),
        ),
      );
    const breakdown = total === list.length && counts.length > 1 ? `: ${counts.join(', ')}` : '';
    this.title.textContent = total ? t`Problems (${total}${breakdown})` : t`Problems (none)`;
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
      rows.push(el('div', 'problem-more', t`… and ${total - rows.length} more (see the Problems panel)`));
    this.list.replaceChildren(...rows);
  }
}
