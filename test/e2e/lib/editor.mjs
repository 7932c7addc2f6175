// The Hex Atlas editor inside its webview, through the DOM contract the editor keeps: tree `#tree .tree-row`
// (data-id, data-offset, data-length, aria-selected, aria-expanded; cells .col-name/.col-offset/.col-size/.col-type/
// .col-value), hex `#hex .hex-row[data-offset]` / `.hex-byte[data-offset]` (classes sel, hl, diag-error,
// diag-warning), `#hover-card`, `#inspector`, `#status`.
export class HexAtlasEditor {
  constructor(frame) {
    this.frame = frame;
    this.tree = frame.locator('#tree');
    this.hex = frame.locator('#hex');
    this.status = frame.locator('#status');
    this.hoverCard = frame.locator('#hover-card');
    this.inspector = frame.locator('#inspector');
  }

  /**
   * Waits for the visible Hex Atlas editor to show its hex view and its tree; returns the editor and the time
   * (ms from `since`) each appeared.
   */
  static async waitOpen(wb, { since = Date.now(), timeout = 30_000 } = {}) {
    const editor = new HexAtlasEditor(wb.webview());
    await editor.hex.locator('.hex-row').first().waitFor({ timeout });
    const hexMs = Date.now() - since;
    await editor.tree.locator('.tree-row').first().waitFor({ timeout });
    const treeMs = Date.now() - since;
    return { editor, hexMs, treeMs };
  }

  /** The rendered tree rows, top to bottom. */
  rows() {
    return this.tree.locator('.tree-row').evaluateAll((els) => els.map((el) => ({
      id: el.dataset.id,
      offset: Number(el.dataset.offset),
      length: Number(el.dataset.length),
      name: el.querySelector('.col-name')?.textContent.trim() ?? '',
      level: Number(el.getAttribute('aria-level') ?? NaN),
      expanded: el.getAttribute('aria-expanded'),
      selected: el.getAttribute('aria-selected') === 'true',
    })));
  }

  row(offset, length) {
    return this.tree.locator(`.tree-row[data-offset="${offset}"][data-length="${length}"]`).first();
  }

  /** Offsets of the rendered hex bytes that carry `cls` (sel, hl, diag-error, …), ascending. */
  bytesWith(cls) {
    return this.hex.locator(`.hex-byte.${cls}`).evaluateAll((els) => els.map((el) => Number(el.dataset.offset)).sort((a, b) => a - b));
  }

  byte(offset) {
    return this.hex.locator(`.hex-byte[data-offset="${offset}"]`);
  }

  /** Rendered DOM rows: a virtualized view keeps these small whatever the file size. */
  async domCounts() {
    return {
      hexRows: await this.hex.locator('.hex-row').count(),
      treeRows: await this.tree.locator('.tree-row').count(),
    };
  }
}

/**
 * Waits until the rendered text of `locator` (innerText: table cells and grid items stay apart, unlike
 * textContent) matches `pattern`; returns that text, or throws `message` with the text last seen.
 */
export async function waitForText(locator, pattern, message, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let text = '';
  while (Date.now() < deadline) {
    text = await locator.innerText().catch(() => '');
    if (pattern.test(text)) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${message}: "${text.replace(/\s+/g, ' ').slice(0, 160)}"`);
}

/** `n` as the editor writes offsets: 0x followed by hex digits (compared case-insensitively). */
export const hex = (n) => `0x${n.toString(16)}`;
