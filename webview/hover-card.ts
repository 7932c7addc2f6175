// The hover card for a field (from the tree or the hex view): path, offset in hex and decimal, size, type, value
// and the raw bytes. All text, never markup.
import type { NodeDetail } from '../src/protocol';
import { colorSwatch } from './color-swatch';
import { el, hexBytes, offsetText, sizeText } from './text';

/** Longest text shown per line: a file can hold a 100,000-character name, and the card must stay on screen. */
const maxText = 500;

function shorten(text: string): string {
  return text.length > maxText ? `${text.slice(0, maxText)}… (${text.length} chars)` : text;
}

export class HoverCard {
  readonly root: HTMLElement;

  constructor(container: HTMLElement) {
    this.root = el('div', 'hover-card');
    this.root.id = 'hover-card';
    this.root.setAttribute('role', 'tooltip');
    this.root.hidden = true;
    container.append(this.root);
  }

  show(detail: NodeDetail, raw: Uint8Array | undefined, x: number, y: number): void {
    const r = detail.row;
    const lines: [string, string][] = [
      ['Offset', offsetText(r.offset)],
      ['Size', sizeText(r.length)],
      ['Type', r.type],
    ];
    if (r.value !== undefined) lines.push(['Value', r.value]);
    if (r.display !== undefined && r.display !== r.value)
      lines.push([r.kind === 'field' ? 'Meaning' : 'Summary', r.display]);
    if (r.worst) lines.push(['Problems', r.worst === 'error' ? 'errors in this range' : `${r.worst}s in this range`]);
    if (raw) lines.push(['Bytes', hexBytes(raw)]);
    const grid = el('div', 'hover-grid');
    for (const [k, v] of lines) {
      const value = el('span', 'hover-value', shorten(v));
      const swatch = k === 'Value' ? colorSwatch(r) : undefined;
      if (swatch) value.prepend(swatch);
      grid.append(el('span', 'hover-key', k), value);
    }
    this.root.replaceChildren(el('div', 'hover-path', shorten(detail.path || r.name)), grid);
    this.root.hidden = false;
    // Keep the card inside the window: flip to the left/top of the pointer near the edges.
    const w = this.root.offsetWidth;
    const h = this.root.offsetHeight;
    const left = x + 16 + w > window.innerWidth ? Math.max(0, x - w - 8) : x + 16;
    const top = y + 16 + h > window.innerHeight ? Math.max(0, y - h - 8) : y + 16;
    this.root.style.left = `${left}px`;
    this.root.style.top = `${top}px`;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
