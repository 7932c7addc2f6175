// The hover card for a field (from the tree or the hex view): path, offset in hex and decimal, size, type, value,
// the raw bytes and the problems on those bytes, each with its message and, where the file determines the repair,
// its Fix button, and the format's command offered there (Go to Source on a record that names its source). All text,
// never markup. A card that offers an action (a fix, a command) takes the pointer: it stays while the pointer moves
// onto it (see `linger`) and closes when the pointer leaves it.
import type { Diagnostic } from '../src/core/diagnostics';
import type { NodeDetail } from '../src/protocol';
import { colorSwatch } from './color-swatch';
import { fixButton } from './fix-button';
import { el, hexBytes, offsetText, sizeText } from './text';
import { counted } from '../src/core/translatable';
import { t } from './l10n';

/** A format's command on the card: its title (in the page's language) and what the button does. */
interface CardCommand {
  title: string;
  run(): void;
}

/** Longest text shown per line: a file can hold a 100,000-character name, and the card must stay on screen. */
const maxText = 500;
/** How long a card with a Fix button waits before following the pointer elsewhere: time to reach the button. */
const lingerMs = 300;

function shorten(text: string): string {
  return text.length > maxText ? `${text.slice(0, maxText)}… (${text.length} chars)` : text;
}

/** Problems listed on a card; more are counted. */
const maxProblems = 5;

/** The diagnostics on the hovered bytes, and how to fix one. */
export interface CardProblems {
  list: readonly Diagnostic[];
  fix(d: Diagnostic): Promise<void>;
}

export class HoverCard {
  readonly root: HTMLElement;
  private pointerInside = false;

  constructor(container: HTMLElement) {
    this.root = el('div', 'hover-card');
    this.root.id = 'hover-card';
    this.root.setAttribute('role', 'tooltip');
    this.root.hidden = true;
    this.root.addEventListener('mouseenter', () => (this.pointerInside = true));
    this.root.addEventListener('mouseleave', () => {
      this.pointerInside = false;
      this.hide();
    });
    container.append(this.root);
  }

  /**
   * Before the card changes for a new hover: false when it offers a fix and the pointer went onto it within a moment
   * (the card then stays); true at once for a card without one.
   */
  async linger(): Promise<boolean> {
    if (this.root.hidden || !this.root.classList.contains('actionable')) return true;
    await new Promise((r) => setTimeout(r, lingerMs));
    return !this.pointerInside;
  }

  show(
    detail: NodeDetail,
    raw: Uint8Array | undefined,
    x: number,
    y: number,
    problems?: CardProblems,
    command?: CardCommand,
  ): void {
    const r = detail.row;
    const lines: [string, string][] = [
      [t`Offset`, offsetText(r.offset)],
      [t`Size`, sizeText(r.length)],
      [t`Type`, r.type],
    ];
    if (r.value !== undefined) lines.push([t`Value`, r.value]);
    if (r.display !== undefined && r.display !== r.value)
      lines.push([r.kind === 'field' ? t`Meaning` : t`Summary`, r.display]);
    if (raw) lines.push([t`Bytes`, hexBytes(raw)]);
    const grid = el('div', 'hover-grid');
    for (const [k, v] of lines) {
      const value = el('span', 'hover-value', shorten(v));
      const swatch = k === t`Value` ? colorSwatch(r) : undefined;
      if (swatch) value.prepend(swatch);
      grid.append(el('span', 'hover-key', k), value);
    }
    this.root.replaceChildren(el('div', 'hover-path', shorten(detail.path || r.name)), grid);
    const list = problems?.list ?? [];
    this.root.classList.toggle('actionable', list.some((d) => d.fix) || command !== undefined);
    if (command) this.root.append(this.commandButton(command));
    for (const d of list.slice(0, maxProblems)) this.root.append(this.problem(d, problems!));
    if (list.length > maxProblems)
      this.root.append(el('div', 'hover-more', t`${counted(list.length - maxProblems, 'more problem')} here`));
    this.root.hidden = false;
    // Keep the card inside the window: flip to the left/top of the pointer near the edges.
    const w = this.root.offsetWidth;
    const h = this.root.offsetHeight;
    const left = x + 16 + w > window.innerWidth ? Math.max(0, x - w - 8) : x + 16;
    const top = y + 16 + h > window.innerHeight ? Math.max(0, y - h - 8) : y + 16;
    this.root.style.left = `${left}px`;
    this.root.style.top = `${top}px`;
  }

  private problem(d: Diagnostic, problems: CardProblems): HTMLElement {
    const row = el('div', `hover-problem problem-${d.severity}`);
    row.append(
      el('span', `codicon codicon-${d.severity === 'info' ? 'info' : d.severity}`),
      el('span', 'hover-problem-message', shorten(d.message)),
      el('span', 'problem-code', d.code),
    );
    if (d.fix)
      row.append(
        fixButton(d.fix.title, async () => {
          await problems.fix(d);
          this.hide();
        }),
      );
    return row;
  }

  /** The format's command offered on the card (Go to Source on a record that names its source): the host runs it. */
  private commandButton({ title, run }: CardCommand): HTMLElement {
    const button = el('button', 'command-button', title);
    button.type = 'button';
    button.addEventListener('click', (e) => {
      e.stopPropagation();
      run();
      this.hide();
    });
    const row = el('div', 'hover-actions');
    row.append(button);
    return row;
  }

  hide(): void {
    this.root.hidden = true;
    this.pointerInside = false;
  }
}
