// The data inspector: the bytes at the cursor read as every common type, as hex editor users expect, plus an
// editor for the selected field's value (written through the host's edit path).
import { halfToFloat, snorm16ToFloat, formatFloat } from '../src/core/numbers';
import type { NodeRow } from '../src/protocol';
import type { ByteCache } from './byte-cache';
import { el, hex } from './text';
import { t } from './l10n';

type Reader = (v: DataView, le: boolean) => string;

const readers: [string, number, Reader][] = [
  ['u8', 1, (v) => String(v.getUint8(0))],
  ['i8', 1, (v) => String(v.getInt8(0))],
  ['u16', 2, (v, le) => String(v.getUint16(0, le))],
  ['i16', 2, (v, le) => String(v.getInt16(0, le))],
  ['u32', 4, (v, le) => String(v.getUint32(0, le))],
  ['i32', 4, (v, le) => String(v.getInt32(0, le))],
  ['u64', 8, (v, le) => String(v.getBigUint64(0, le))],
  ['i64', 8, (v, le) => String(v.getBigInt64(0, le))],
  ['f16', 2, (v, le) => formatFloat(halfToFloat(v.getUint16(0, le)))],
  ['f32', 4, (v, le) => formatFloat(v.getFloat32(0, le))],
  ['f64', 8, (v, le) => String(v.getFloat64(0, le))],
  ['snorm16', 2, (v, le) => formatFloat(snorm16ToFloat(v.getInt16(0, le)))],
  ['binary', 1, (v) => v.getUint8(0).toString(2).padStart(8, '0')],
];

/** Most bytes shown as text. */
const maxText = 64;

export class Inspector {
  readonly root: HTMLElement;
  private littleEndian = true;
  private offset = 0;
  private length = 0;
  private field: NodeRow | undefined;
  private message = '';

  constructor(
    container: HTMLElement,
    private readonly cache: ByteCache,
    private readonly size: () => number,
    private readonly edit: (field: NodeRow, value: string) => Promise<string | null>,
  ) {
    this.root = el('div', 'inspector');
    this.root.id = 'inspector';
    this.root.setAttribute('aria-label', t`Data inspector`);
    this.root.setAttribute('role', 'region');
    // Reachable by F6 (pane-focus.ts); its buttons and editor take Tab from there.
    this.root.tabIndex = -1;
    container.append(this.root);
  }

  /** Show the bytes at `offset`; `field` is the selected tree field (editable when its type allows). */
  show(offset: number, length: number, field: NodeRow | undefined): void {
    if (this.offset !== offset || this.field?.id !== field?.id) this.message = '';
    this.offset = offset;
    this.length = length;
    this.field = field;
    this.render();
  }

  render(): void {
    const avail = Math.max(0, Math.min(8, this.size() - this.offset));
    const bytes = this.cache.slice(this.offset, avail);
    const head = el('div', 'insp-head');
    head.append(
      el('span', '', `@ 0x${hex(this.offset)}`),
      el('span', '', this.littleEndian ? 'little-endian' : 'big-endian'),
    );
    const grid = el('div', 'insp-grid');
    const addRow = (name: string, value: string): void => {
      const v = el('span', 'insp-value', value);
      v.title = value;
      grid.append(el('span', 'insp-type', name), v);
    };
    if (bytes) {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (const [name, size, read] of readers)
        addRow(name, size <= bytes.length ? read(view, this.littleEndian) : '—');
      const textBytes = this.cache.slice(
        this.offset,
        Math.min(maxText, Math.max(1, this.length), this.size() - this.offset),
      );
      if (textBytes) {
        addRow('ASCII', Array.from(textBytes, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join(''));
        // Control characters are exactly what must not reach the row as text: each is shown as a dot.
        // eslint-disable-next-line no-control-regex
        addRow('UTF-8', new TextDecoder('utf-8').decode(textBytes).replace(/[\u0000-\u001f]/g, '·'));
      }
    } else {
      addRow('…', avail ? t`loading` : t`no bytes here`);
    }
    const endian = el(
      'button',
      'insp-endian',
      this.littleEndian ? t`Switch to big-endian` : t`Switch to little-endian`,
    );
    endian.addEventListener('click', () => {
      this.littleEndian = !this.littleEndian;
      this.render();
    });
    this.root.replaceChildren(head, grid, endian, ...this.editorPart());
  }

  private editorPart(): HTMLElement[] {
    const f = this.field;
    if (!f) return [];
    const box = el('form', 'insp-edit');
    box.append(el('label', 'insp-edit-label', `${f.name} (${f.type})`));
    const input = el('input', 'insp-edit-input');
    input.value = f.value ?? '';
    input.setAttribute('aria-label', t`Value of ${f.name}`);
    const apply = el('button', '', t`Apply`);
    apply.type = 'submit';
    box.append(
      input,
      apply,
      el('div', this.message ? 'insp-error' : 'insp-note', this.message || t`Enter a new value and press Enter.`),
    );
    box.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.edit(f, input.value).then((error) => {
        this.message = error ?? '';
        this.render();
      });
    });
    return [box];
  }
}
