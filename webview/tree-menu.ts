// The tree's context menu of structural edits: only the edits the format says apply at the node are listed.
// Keyboard: arrows move, Enter picks, Escape closes; a click elsewhere closes it.
import type { EditKind } from '../src/core/structure-edit';
import { el } from './text';

const labels: Record<EditKind, string> = { setString: 'Edit Text…', delete: 'Delete', duplicate: 'Duplicate' };
const order: EditKind[] = ['setString', 'duplicate', 'delete'];

export class TreeMenu {
  private menu: HTMLElement | undefined;

  constructor(private readonly pick: (kind: EditKind) => void) {
    document.addEventListener('mousedown', (e) => {
      if (this.menu && !this.menu.contains(e.target as Node)) this.close();
    });
    window.addEventListener('blur', () => this.close());
  }

  get isOpen(): boolean {
    return this.menu !== undefined;
  }

  /** Open at (x, y) with `kinds`; an empty list says that no edit applies here. */
  open(kinds: readonly EditKind[], x: number, y: number, back: HTMLElement): void {
    this.close();
    const menu = el('div', 'tree-menu');
    menu.setAttribute('role', 'menu');
    menu.tabIndex = -1;
    const items = order.filter((k) => kinds.includes(k));
    for (const kind of items) {
      const item = menu.appendChild(el('div', 'tree-menu-item', labels[kind]));
      item.setAttribute('role', 'menuitem');
      item.tabIndex = -1;
      item.dataset.edit = kind;
      item.addEventListener('click', () => this.choose(kind, back));
    }
    if (!items.length) {
      const none = menu.appendChild(el('div', 'tree-menu-item disabled', 'No structural edit applies here'));
      none.setAttribute('role', 'menuitem');
      none.setAttribute('aria-disabled', 'true');
    }
    menu.addEventListener('keydown', (e) => this.onKey(e, back));
    document.body.append(menu);
    const r = menu.getBoundingClientRect();
    menu.style.left = `${Math.max(0, Math.min(x, window.innerWidth - r.width))}px`;
    menu.style.top = `${Math.max(0, Math.min(y, window.innerHeight - r.height))}px`;
    this.menu = menu;
    (menu.querySelector<HTMLElement>('[data-edit]') ?? menu).focus();
  }

  close(): void {
    this.menu?.remove();
    this.menu = undefined;
  }

  private choose(kind: EditKind, back: HTMLElement): void {
    this.close();
    back.focus();
    this.pick(kind);
  }

  private onKey(e: KeyboardEvent, back: HTMLElement): void {
    const items = [...(this.menu?.querySelectorAll<HTMLElement>('[data-edit]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const step = e.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (e.key === 'Enter' && at >= 0) this.choose(items[at].dataset.edit as EditKind, back);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      this.close();
      back.focus();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  }
}
