// The virtualized structure tree: a flat list of rows (Name, Offset, Size, Type, Value; the header is
// tree-columns.ts) where only the rows on screen are in the DOM. Keyboard: arrows, Home/End, PageUp/PageDown,
// Enter, F2 to edit a value.
import { editableTypes, type BookmarkMark } from '../src/protocol';
import { colorSwatch } from './color-swatch';
import { inputContext, rowContext } from './menu-context';
import { el, hex } from './text';
import { hasChildren, type TreeItem, type TreeModel } from './tree-model';
import { counted } from '../src/core/translatable';
import { t, say } from './l10n';

export interface TreeEvents {
  select(item: TreeItem): void;
  hover(item: TreeItem | undefined, event: MouseEvent): void;
  link(offset: number, length: number): void;
  edit(item: TreeItem, value: string): void;
  expandedChanged(): void;
  /** Rows were drawn (the columns fit their widths to them). */
  painted(rows: readonly HTMLElement[]): void;
}

const rowHeight = 22;
const overscan = 8;

const kindIcons: Record<string, string> = {
  struct: 'symbol-structure',
  array: 'symbol-array',
  field: 'symbol-field',
  opaque: 'file-binary',
  gap: 'circle-slash',
};

export function isEditable(item: TreeItem | undefined): boolean {
  return item?.kind === 'node' && item.row.kind === 'field' && item.row.type in editableTypes;
}

export class TreeView {
  readonly root: HTMLElement;
  private readonly content: HTMLElement;
  selectedKey: string | undefined;
  /** The hex cursor: rows whose range holds it are marked, so the path to the byte stands out. */
  cursor: number | undefined;
  /** Bookmarks: a row with exactly a bookmark's range shows its mark. */
  marks: BookmarkMark[] = [];
  private editing: string | undefined;
  /** Text typed so far: a repaint (scroll) recreates the input and must not lose it. */
  private draft = '';
  private frame = 0;

  constructor(
    container: HTMLElement,
    private readonly model: TreeModel,
    private readonly events: TreeEvents,
  ) {
    this.root = el('div', 'tree');
    this.root.id = 'tree';
    this.root.tabIndex = 0;
    // A tree with columns: a treegrid (rows with levels and cells), which also lets it say how many rows it has.
    this.root.setAttribute('role', 'treegrid');
    this.root.setAttribute('aria-label', t`Structure`);
    this.content = el('div', 'tree-content');
    this.root.append(this.content);
    container.append(this.root);
    this.root.addEventListener('scroll', () => this.render());
    this.root.addEventListener('click', (e) => this.onClick(e));
    this.root.addEventListener('dblclick', (e) => this.onDoubleClick(e));
    this.root.addEventListener('mouseover', (e) => this.events.hover(this.itemAt(e.target), e));
    this.root.addEventListener('mouseleave', (e) => this.events.hover(undefined, e));
    this.root.addEventListener('keydown', (e) => this.onKey(e));
    this.root.addEventListener('contextmenu', (e) => this.onContextMenu(e));
    new ResizeObserver(() => this.render()).observe(this.root);
  }

  get selected(): TreeItem | undefined {
    return this.selectedKey === undefined ? undefined : this.model.items[this.model.indexOf(this.selectedKey)];
  }

  render(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.paint();
    });
  }

  /** Select the item with `key`, scroll it into view, and tell the listeners. */
  select(key: string, notify = true): void {
    const index = this.model.indexOf(key);
    if (index < 0) return;
    // Selecting another row abandons an edit in progress (a repaint recreates the input, so blur cannot tell).
    if (this.editing !== key) this.editing = undefined;
    this.selectedKey = key;
    this.scrollToIndex(index);
    this.render();
    if (notify) this.events.select(this.model.items[index]);
  }

  async toggle(item: TreeItem): Promise<void> {
    if (item.expanded) this.model.collapse(item.key);
    else await this.model.expand(item.key);
    this.render();
    this.events.expandedChanged();
  }

  /** Start editing the selected field's value in place. */
  startEdit(): void {
    const item = this.selected;
    if (!isEditable(item)) return;
    this.editing = item!.key;
    this.draft = item!.kind === 'node' ? (item!.row.value ?? '') : '';
    this.paint();
  }

  private scrollToIndex(index: number): void {
    // The list may have grown since the last paint: size the content first or scrollTop gets clamped.
    this.content.style.height = `${this.model.items.length * rowHeight}px`;
    const top = index * rowHeight;
    const view = this.root.clientHeight - rowHeight;
    if (top < this.root.scrollTop) this.root.scrollTop = top;
    else if (top > this.root.scrollTop + view) this.root.scrollTop = top - Math.floor(view / 2);
  }

  private itemAt(target: EventTarget | null): TreeItem | undefined {
    const row = (target as HTMLElement | null)?.closest?.('.tree-row') as HTMLElement | null;
    const key = row?.dataset.key;
    return key === undefined ? undefined : this.model.items[this.model.indexOf(key)];
  }

  private onClick(e: MouseEvent): void {
    const target = e.target as HTMLElement;
    const link = target.closest('.node-link') as HTMLElement | null;
    if (link) {
      this.events.link(Number(link.dataset.offset), Number(link.dataset.length));
      return;
    }
    const item = this.itemAt(target);
    if (!item || target.closest('.value-editor')) return;
    if (target.closest('.twistie')) void this.toggle(item);
    this.select(item.key);
  }

  private onDoubleClick(e: MouseEvent): void {
    const item = this.itemAt(e.target);
    if (!item) return;
    if ((e.target as HTMLElement).closest('.col-value') && isEditable(item)) {
      this.select(item.key);
      this.startEdit();
    } else if (hasChildren(item)) {
      void this.toggle(item);
    }
  }

  /** VS Code's context menu (left to open) acts on the row under the pointer: that row is selected first. */
  private onContextMenu(e: MouseEvent): void {
    const item = this.itemAt(e.target);
    if (item && !(e.target as HTMLElement).closest('.value-editor')) this.select(item.key);
  }

  /** The menu for the selected row from the keyboard, under the row's name, with that row's context. */
  private menuFromKeyboard(item: TreeItem): void {
    this.scrollToIndex(this.model.indexOf(item.key));
    this.paint();
    const row = this.content.querySelector<HTMLElement>(`.tree-row[data-key="${CSS.escape(item.key)}"]`);
    const r = (row ?? this.root).getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, clientX: r.left + 24, clientY: r.top + rowHeight };
    (row ?? this.root).dispatchEvent(new MouseEvent('contextmenu', at));
  }

  private onKey(e: KeyboardEvent): void {
    if ((e.target as HTMLElement).closest('.value-editor')) return;
    const items = this.model.items;
    if (!items.length) return;
    const index = Math.max(0, this.selectedKey === undefined ? 0 : this.model.indexOf(this.selectedKey));
    const item = items[index];
    const page = Math.max(1, Math.floor(this.root.clientHeight / rowHeight) - 1);
    let next: number | undefined;
    switch (e.key) {
      case 'ArrowDown':
        next = index + 1;
        break;
      case 'ArrowUp':
        next = index - 1;
        break;
      case 'PageDown':
        next = index + page;
        break;
      case 'PageUp':
        next = index - page;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = items.length - 1;
        break;
      case 'ArrowRight':
        if (hasChildren(item) && !item.expanded) void this.toggle(item);
        else if (item.expanded) next = index + 1;
        break;
      case 'ArrowLeft':
        if (item.expanded) void this.toggle(item);
        else next = this.model.parentIndex(index);
        break;
      case 'Enter':
        if (hasChildren(item)) void this.toggle(item);
        this.events.select(item);
        break;
      case 'F2':
        this.startEdit();
        break;
      case 'ContextMenu':
        this.menuFromKeyboard(item);
        break;
      case 'F10':
        if (!e.shiftKey) return;
        this.menuFromKeyboard(item);
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next !== undefined && next >= 0) this.select(items[Math.min(items.length - 1, next)].key);
  }

  private paint(): void {
    const items = this.model.items;
    this.content.style.height = `${items.length * rowHeight}px`;
    const first = Math.max(0, Math.floor(this.root.scrollTop / rowHeight) - overscan);
    const last = Math.min(
      items.length,
      Math.ceil((this.root.scrollTop + this.root.clientHeight) / rowHeight) + overscan,
    );
    const rows: HTMLElement[] = [];
    for (let i = first; i < last; i++) rows.push(this.renderRow(items[i], i));
    this.content.replaceChildren(...rows);
    this.events.painted(rows);
    for (const row of rows) titleCutCells(row);
    this.root.setAttribute('aria-rowcount', String(items.length));
    this.content.querySelector<HTMLInputElement>('.value-editor')?.focus();
  }

  private renderRow(item: TreeItem, index: number): HTMLElement {
    const row = el('div', 'tree-row');
    row.style.transform = `translateY(${index * rowHeight}px)`;
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', String(index + 1));
    row.setAttribute('aria-level', String(item.depth + 1));
    row.dataset.key = item.key;
    row.dataset.vscodeContext = JSON.stringify(rowContext(item, isEditable(item)));
    const { offset, length } = item.kind === 'node' ? item.row : item.span;
    row.dataset.offset = String(offset);
    row.dataset.length = String(length);
    if (item.key === this.selectedKey) row.setAttribute('aria-selected', 'true');
    if (this.cursor !== undefined && this.cursor >= offset && this.cursor < offset + length)
      row.classList.add('holds-cursor');
    if (hasChildren(item)) row.setAttribute('aria-expanded', String(item.expanded));

    const name = el('span', 'col-name');
    // 10 px a level (VS Code's trees indent 8): deep names leave room for values in a narrow tree.
    name.style.paddingLeft = `${item.depth * 10 + 4}px`;
    name.append(
      el('span', hasChildren(item) ? `twistie codicon codicon-chevron-${item.expanded ? 'down' : 'right'}` : 'twistie'),
    );
    const worst = item.kind === 'node' ? item.row.worst : item.span.worst;
    let type: string;
    let value: string;
    if (item.kind === 'node') {
      const r = item.row;
      row.dataset.id = r.id;
      row.classList.add(`kind-${r.kind}`);
      if (r.shadow) {
        // Struck through: say why (a "hierarchy" that shows the components again, under their parents).
        row.classList.add('shadow');
        name.title = t`Another view of bytes that rows above already show: struck through, as it owns no bytes`;
      }
      name.append(el('span', `kind-icon codicon codicon-${kindIcons[r.kind]}`));
      name.append(el('span', 'name-text', r.name));
      if (r.partial) {
        row.classList.add('partial');
        const mark = name.appendChild(el('span', 'partial-mark codicon codicon-debug-stackframe'));
        mark.title = t`Decoding stopped inside this node: the part after its last child could not be read`;
      }
      type = r.type;
      value = r.display ?? r.value ?? (r.childCount ? say(counted(r.childCount, 'item')) : '');
    } else {
      row.dataset.group = item.key;
      row.classList.add('group');
      name.append(el('span', 'kind-icon codicon codicon-list-flat'));
      name.append(el('span', 'name-text', `[${item.span.start}..${item.span.end - 1}]`));
      type = '';
      value = `${item.span.end - item.span.start} items`;
    }
    if (worst === 'error' || worst === 'warning') {
      const icon = el('span', `sev-${worst} codicon codicon-${worst}`);
      icon.title = worst === 'error' ? t`Errors in this range` : t`Warnings in this range`;
      name.append(icon);
    }
    const mark = this.marks.find((m) => m.offset === offset && m.length === length);
    if (mark) {
      const icon = name.appendChild(el('span', `bm-mark bm-${mark.colour} codicon codicon-bookmark`));
      icon.title = mark.note ? `${mark.name}: ${mark.note}` : mark.name;
    }
    const valueCell = el('span', 'col-value');
    if (this.editing === item.key && isEditable(item)) valueCell.append(this.editor(item));
    else {
      const swatch = item.kind === 'node' ? colorSwatch(item.row) : undefined;
      if (swatch) valueCell.append(swatch);
      // The first reading of the value stays whole; a second one (", 1024 elmos") gives way to a narrow column.
      const [first, rest] = splitReadings(value);
      const text = valueCell.appendChild(el('span', 'value-text', ''));
      text.append(el('span', 'value-first', first));
      if (rest) text.append(el('span', 'value-rest', rest));
      // The whole value, for when the column cuts it short (a title is plain text).
      if (value) valueCell.title = value;
      for (const l of item.kind === 'node' ? (item.row.links ?? []) : []) {
        const a = el('span', 'node-link', `→ ${l.label}`);
        a.dataset.offset = String(l.offset);
        a.dataset.length = String(l.length);
        a.title = t`Go to 0x${hex(l.offset)} (${counted(l.length, 'byte')})`;
        a.setAttribute('role', 'link');
        valueCell.append(a);
      }
    }
    const label = item.kind === 'node' ? item.row.name : `[${item.span.start}..${item.span.end - 1}]`;
    // What a screen reader says of the row: "mapx, i32 at 0x18, 128 squares".
    const where = `${type ? `${type} ` : ''}at 0x${hex(offset)}`;
    row.setAttribute('aria-label', [label, where, value].filter(Boolean).join(', '));
    row.append(
      name,
      el('span', 'col-offset', `0x${hex(offset)}`),
      el('span', 'col-size', String(length)),
      el('span', 'col-type', type),
      valueCell,
    );
    for (const cell of row.children) cell.setAttribute('role', 'gridcell');
    return row;
  }

  private editor(item: TreeItem): HTMLInputElement {
    const input = el('input', 'value-editor');
    input.dataset.vscodeContext = inputContext;
    input.value = this.draft;
    input.setAttribute('aria-label', t`New value`);
    input.addEventListener('input', () => (this.draft = input.value));
    const finish = (commit: boolean): void => {
      if (this.editing !== item.key) return;
      this.editing = undefined;
      if (commit && input.value !== (item.kind === 'node' ? item.row.value : '')) this.events.edit(item, input.value);
      this.paint();
      this.root.focus();
    };
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') finish(true);
      else if (e.key === 'Escape') finish(false);
      e.stopPropagation();
    });
    return input;
  }
}

/** A value's first reading and the rest: "768 squares = 12 smu" and ", 6144 elmos"; "0x5EED0001" and " (map id)". */
function splitReadings(value: string): [first: string, rest: string] {
  const end = value.search(/, | \(/);
  return end < 0 ? [value, ''] : [value.slice(0, end), value.slice(end)];
}

/** A name or type cut short by its column shows whole in its tooltip (values always carry theirs). */
function titleCutCells(row: HTMLElement): void {
  for (const cell of row.querySelectorAll<HTMLElement>('.col-name, .col-type'))
    if (cell.scrollWidth > cell.clientWidth + 1) cell.title = cell.textContent ?? '';
}
