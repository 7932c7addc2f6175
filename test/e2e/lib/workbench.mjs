// The VS Code workbench as a user drives it: Quick Open, the command palette, the Problems panel, and the active
// custom editor's webview. Selectors are VS Code 1.100's (code-server 4.100.3).
const QUICK_INPUT = '.quick-input-widget input';
const QUICK_ROWS = '.quick-input-list .monaco-list-row';
// Generous: on a loaded CI machine file search and the palette can take many seconds.
const TIMEOUT = 30_000;

export class Workbench {
  constructor(page, { url, folder }) {
    this.page = page;
    this.url = url;
    this.folder = folder;
  }

  /** Loads the workbench on `folder` and waits until the explorer lists it. */
  static async open(context, server, folder) {
    const page = await context.newPage();
    const wb = new Workbench(page, { url: server.url, folder });
    await page.goto(`${server.url}/?folder=${encodeURIComponent(folder)}`);
    await page.waitForSelector('.monaco-workbench .part.statusbar', { timeout: 60_000 });
    await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60_000 });
    return wb;
  }

  /** Runs a command by its palette title (F1, then ">Title"). */
  async command(title) {
    const row = this.page.locator(QUICK_ROWS, { hasText: title }).first();
    for (let attempt = 1; ; attempt++) {
      await this.quickInput('F1', `>${title}`);
      try {
        // Retried: the palette closes when an editor still opening takes focus, and its rows stay in the DOM hidden,
        // so a click would wait for them forever.
        await row.click({ timeout: TIMEOUT / 3 });
        break;
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
    // The palette is done when its input hides, or when the command's own prompt took the widget over (VS Code
    // reuses it, so an input box shown at once may never let it hide): the input no longer holds the `>` query.
    await this.page.waitForFunction(
      (selector) => {
        const box = document.querySelector(selector);
        return !box || box.offsetParent === null || !box.value.startsWith('>');
      },
      QUICK_INPUT,
      { timeout: TIMEOUT },
    );
  }

  /**
   * Opens a workspace file by its path relative to the folder, through Quick Open (Ctrl+P). Returns the time the
   * file was picked, the start of "open" for timings.
   */
  async openFile(relPath) {
    const input = await this.quickInput('Control+P', relPath);
    // Pick the row showing exactly this file (name + folder): the same name can sit in several folders. A locator,
    // not an index: the list re-renders while search results arrive.
    const slash = relPath.lastIndexOf('/');
    const [dir, base] = [relPath.slice(0, Math.max(0, slash)), relPath.slice(slash + 1)];
    const label = (cls, text) => this.page.locator(cls, { hasText: new RegExp(`^${escapeRegExp(text)}$`) });
    let row = this.page.locator(QUICK_ROWS).filter({ has: label('.label-name', base) });
    row = dir
      ? row.filter({ has: label('.label-description', dir) })
      : row.filter({ hasNot: this.page.locator('.label-description', { hasText: /./ }) });
    await row.first().waitFor({ timeout: TIMEOUT });
    const picked = Date.now();
    await row.first().click();
    await input.waitFor({ state: 'hidden', timeout: TIMEOUT });
    return picked;
  }

  /**
   * Opens the quick input with `key` and types `text`. Retried: a key pressed while the previous quick input is
   * still closing, or while focus moves between editors, can be swallowed.
   */
  async quickInput(key, text) {
    const input = this.page.locator(QUICK_INPUT);
    for (let attempt = 1; ; attempt++) {
      await this.page.keyboard.press('Escape');
      await this.page.keyboard.press(key);
      try {
        await input.waitFor({ state: 'visible', timeout: TIMEOUT / 3 });
        await input.fill(text, { timeout: 5000 });
        return input;
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
  }

  async closeAllEditors() {
    await this.command('View: Close All Editors');
  }

  /**
   * Reopens the active editor in the editor named `name` through "View: Reopen Editor With…" (replacing its tab).
   * Retried: the palette lists the command only once an extension has offered another editor for the file, which
   * can take seconds in a fresh window.
   */
  async reopenEditorWith(name) {
    const title = 'View: Reopen Editor With...';
    const command = this.page.locator(QUICK_ROWS, { hasText: title }).first();
    for (let attempt = 1; ; attempt++) {
      await this.quickInput('F1', `>${title}`);
      try {
        await command.waitFor({ timeout: TIMEOUT / 6 });
        break;
      } catch (e) {
        if (attempt === 6) throw e;
      }
    }
    await command.click();
    await this.page.locator(QUICK_ROWS, { hasText: name }).first().click({ timeout: TIMEOUT });
    await this.page.locator(QUICK_INPUT).waitFor({ state: 'hidden', timeout: TIMEOUT });
  }

  /** Drags the side bar's edge so the side bar is `width` pixels wide. */
  async resizeSideBar(width) {
    const box = await this.page.locator('.part.sidebar').boundingBox();
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width - 1, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + width, y, { steps: 5 });
    await this.page.mouse.up();
  }

  /** Dismisses the notification toasts (e.g. extension host messages) so they cover nothing. */
  async clearNotifications() {
    await this.command('Notifications: Clear All Notifications');
  }

  /**
   * Runs Validate Workspace and waits for its closing message ("files checked: N of N"): until then the Problems
   * panel redraws its rows as results arrive, and a click on a row can land on one being replaced.
   */
  async validateWorkspace() {
    await this.clearNotifications();
    await this.command('Hex Atlas: Validate Workspace');
    const done = this.page.locator('.notification-toast', { hasText: /files checked: (\d+) of \1\b/ });
    await done.first().waitFor({ timeout: 180_000 });
    return (await done.first().innerText()).replace(/\s+/g, ' ');
  }

  /** Back to an empty editor area with the panel closed, as after a fresh load. */
  async reset() {
    await this.closeAllEditors();
    if (await this.page.locator('.part.panel').isVisible()) await this.command('View: Hide Panel');
  }

  /** The visible custom editor's document: a webview is two iframes deep (host frame, then active-frame). */
  webview() {
    return this.page.frameLocator('iframe.webview.ready >> visible=true').frameLocator('iframe#active-frame');
  }

  /** Title of the active editor tab. */
  async activeTabTitle() {
    return (await this.page.locator('.tabs-container .tab.active .label-name').first().innerText()).trim();
  }

  /** Opens the Problems panel (Ctrl+Shift+M) unless it is showing. */
  /** The Problems panel, shown with no filter (scenarios share one window: a filter one typed stays otherwise). */
  async showProblems() {
    const panel = this.page.locator('.markers-panel');
    if (!(await panel.isVisible())) await this.page.keyboard.press('Control+Shift+M');
    await panel.waitFor({ state: 'visible', timeout: TIMEOUT });
    const filter = this.problemsFilter();
    if (await filter.inputValue()) await filter.fill('');
    return panel;
  }

  /** The Problems panel's filter box. */
  problemsFilter() {
    return this.page.locator('.markers-panel-action-filter input, .viewpane-filter input').first();
  }

  /** Problem rows whose text contains `text` (all marker rows when omitted). */
  problemRows(text) {
    return this.page.locator('.markers-panel .monaco-list-row', text ? { hasText: text } : {});
  }

  /**
   * The first Problems row whose text contains `text`, once drawn. The panel draws only the rows in view, so the list
   * is scrolled a page at a time (back to the top after its end) until the row is there; results still arriving are
   * found on a later pass.
   */
  async problemRow(text, timeout = TIMEOUT) {
    const row = this.problemRows(text).first();
    const list = this.page.locator('.markers-panel .monaco-list').first();
    const deadline = Date.now() + timeout;
    // Monaco's list scrolls virtually: where it is shows in the index of its first drawn row.
    const first = () =>
      list.evaluate((el) =>
        Math.min(...[...el.querySelectorAll('.monaco-list-row')].map((r) => Number(r.getAttribute('data-index')))),
      );
    // At the list's left edge, in the rows' indent: over a message, its hover would take the wheel instead.
    const wheel = async (deltaY) => {
      await list.hover({ position: { x: 4, y: 10 } });
      await this.page.mouse.wheel(0, deltaY);
    };
    while (!(await row.isVisible())) {
      if (Date.now() > deadline) throw new Error(`no row in the Problems panel holds "${text}"`);
      const before = await first();
      await wheel((await list.boundingBox())?.height ?? 200);
      await this.page.waitForTimeout(150);
      // At the end of the list: start again from the top.
      if ((await first()) === before) await wheel(-1e6);
    }
    return row;
  }

  /**
   * The first Problems row whose text contains `text`, found through the panel's filter (so it is drawn whatever the
   * list's length); the filter stays set until `showProblems` clears it.
   */
  async filteredProblemRow(text, timeout = TIMEOUT) {
    await this.problemsFilter().fill(text);
    const row = this.problemRows(text).first();
    await row.waitFor({ timeout });
    return row;
  }

  async screenshot(file) {
    await this.page.screenshot({ path: file });
  }
}

export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
