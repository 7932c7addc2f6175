// The Hex Atlas editor inside its webview, through the DOM contract the editor keeps: tree `#tree .tree-row`
// (data-id, data-offset, data-length, aria-selected, aria-expanded; cells .col-name/.col-offset/.col-size/.col-type/
// .col-value), hex `#hex .hex-row[data-offset]` / `.hex-byte[data-offset]` (classes sel, hl, diag-error,
// diag-warning), `#hover-card`, `#inspector`, `#status`, `#field-path`.
export class HexAtlasEditor {
  constructor(frame) {
    this.frame = frame;
    this.tree = frame.locator('#tree');
    this.hex = frame.locator('#hex');
    this.status = frame.locator('#status');
    this.hoverCard = frame.locator('#hover-card');
    this.inspector = frame.locator('#inspector');
    this.fieldPath = frame.locator('#field-path');
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
    return this.tree.locator('.tree-row').evaluateAll((els) =>
      els.map((el) => ({
        id: el.dataset.id,
        offset: Number(el.dataset.offset),
        length: Number(el.dataset.length),
        name: el.querySelector('.col-name')?.textContent.trim() ?? '',
        level: Number(el.getAttribute('aria-level') ?? NaN),
        expanded: el.getAttribute('aria-expanded'),
        selected: el.getAttribute('aria-selected') === 'true',
      })),
    );
  }

  /**
   * The row reached from the root row by `names` (each a child's name as the tree shows it, a slice of a large
   * array as `[0..999]`), expanding the rows on the way.
   */
  async reveal(names, timeout = 10_000) {
    let row = this.tree.locator('.tree-row[aria-level="1"]').first();
    for (const name of names) {
      if ((await row.getAttribute('aria-expanded')) === 'false') await row.locator('.twistie').click();
      row = await this.childRow(await row.getAttribute('data-key'), name, timeout);
    }
    return row;
  }

  /** The child row named `name` of the row with `parentKey`, once the tree has rendered it. */
  async childRow(parentKey, name, timeout) {
    const deadline = Date.now() + timeout;
    while (true) {
      const key = await this.tree.locator('.tree-row').evaluateAll(
        (els, [parentKey, name]) => {
          const at = els.findIndex((el) => el.dataset.key === parentKey);
          const level = Number(els[at]?.getAttribute('aria-level'));
          const children = [];
          for (const el of els.slice(at + 1)) {
            if (Number(el.getAttribute('aria-level')) <= level) break;
            if (Number(el.getAttribute('aria-level')) === level + 1) children.push(el);
          }
          return children.find((el) => el.querySelector('.name-text')?.textContent === name)?.dataset.key;
        },
        [parentKey, name],
      );
      if (key !== undefined) return this.tree.locator(`.tree-row[data-key="${key}"]`);
      if (Date.now() > deadline) throw new Error(`the tree shows no row "${name}" under the row "${parentKey}"`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  row(offset, length) {
    return this.tree.locator(`.tree-row[data-offset="${offset}"][data-length="${length}"]`).first();
  }

  /** Offsets of the rendered hex bytes that carry `cls` (sel, hl, diag-error, …), ascending. */
  bytesWith(cls) {
    return this.hex
      .locator(`.hex-byte.${cls}`)
      .evaluateAll((els) => els.map((el) => Number(el.dataset.offset)).sort((a, b) => a - b));
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
