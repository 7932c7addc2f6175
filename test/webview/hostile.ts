// Hostile file content in the editor, in Chromium: markup and script in names written by the real codecs stay
// text (no element is created, nothing runs), control characters and invalid UTF-8 show as the codec's escapes,
// and a 100,000-character name neither stretches a row nor pushes the hover card off screen.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openEditor, type Editor, type Harness } from './harness';
import type { Fixture } from './fixtures';
import { hostileBlotter, hostileNRes, hostileSmf, imgText, injectedSelector, scriptText } from './hostile-fixtures';
import { runUiTests, type UiTest } from './runner';

const row = (id: string): string => `.tree-row[data-id="${id}"]`;

interface Opened extends Editor {
  /** Messages of alert/confirm/prompt dialogs the page opened. */
  dialogs: string[];
}

async function open(h: Harness, fixture: Fixture, errors: string[]): Promise<Opened> {
  const dialogs: string[] = [];
  h.page.removeAllListeners('dialog');
  h.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const e = await openEditor(h, fixture);
  e.errors = errors;
  await e.page.waitForSelector(row('0'));
  return { ...e, dialogs };
}

async function expand(page: Page, ...ids: string[]): Promise<void> {
  for (const id of ids) {
    if ((await page.getAttribute(row(id), 'aria-expanded')) !== 'true') await page.click(`${row(id)} .twistie`);
    await page.waitForSelector(`${row(id)}[aria-expanded="true"]`);
  }
}

/** The Value cell's text exactly as the tree drew it. */
const valueText = (page: Page, id: string): Promise<string> =>
  page.$eval(`${row(id)} .value-text`, (e) => e.textContent ?? '');

/** What the codec gives for a node's Value cell (the same rule as the tree view: display, else value). */
function codecText(e: Editor, id: string): string {
  const r = e.host.session.answer({ kind: 'node', id })!.row;
  return r.display ?? r.value ?? '';
}

/** The tree row shows the codec's text character for character, and it holds `part`. */
async function expectRowText(e: Editor, id: string, part: string): Promise<void> {
  const shown = await valueText(e.page, id);
  assert.equal(shown, codecText(e, id), `row ${id}`);
  assert.ok(shown.includes(part), `row ${id}: ${JSON.stringify(shown.slice(0, 200))} lacks ${JSON.stringify(part)}`);
}

/** Nothing from the file ran or became an element; only the page's own nonce'd script exists. */
async function expectInert(e: Opened): Promise<void> {
  assert.equal(
    await e.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    undefined,
    'payload ran',
  );
  assert.deepEqual(e.dialogs, [], 'dialogs opened');
  assert.equal(await e.page.$$eval(injectedSelector, (els) => els.length), 0, 'elements made from file content');
  assert.equal(await e.page.$$eval('script', (s) => s.length), 1);
}

async function hoverCardText(page: Page, id: string): Promise<string> {
  await page.hover(`${row(id)} .col-name`);
  await page.waitForFunction((r) => {
    const card = document.getElementById('hover-card');
    return (
      card && !card.hidden && card.textContent?.includes(document.querySelector(`${r} .name-text`)?.textContent ?? '\0')
    );
  }, row(id));
  return page.$eval('#hover-card', (c) => c.textContent ?? '');
}

/** Select a tree row; the inspector then reads its bytes. Returns the inspector's value for `type` (e.g. UTF-8). */
async function inspectorValue(page: Page, id: string, type: string): Promise<string> {
  await page.click(`${row(id)} .col-offset`);
  await page.waitForSelector(`${row(id)}[aria-selected="true"]`);
  const offset = await page.getAttribute(row(id), 'data-offset');
  await page.waitForFunction(
    (o) => document.querySelector('.insp-head')?.textContent?.startsWith(`@ 0x${Number(o).toString(16).toUpperCase()}`),
    offset,
  );
  return page.$$eval(
    '.insp-type',
    (types, t) => types.find((x) => x.textContent === t)?.nextElementSibling?.textContent ?? '',
    type,
  );
}

const tests: UiTest[] = [
  [
    'Logic World: script and img tags in type and mod ids are text in tree rows, hover card and inspector',
    async (h, errors) => {
      const e = await open(h, await hostileBlotter(), errors);
      await expand(e.page, '1', '1.1', '2', '2.1', '2.1.1', '3');
      await expectRowText(e, '1.1', imgText);
      await expectRowText(e, '2.1', scriptText);
      await expectRowText(e, '2.2', imgText);
      await expectRowText(e, '3.0', `C-36361 ${scriptText}`);
      await expectRowText(e, '3.1', imgText);
      assert.ok((await hoverCardText(e.page, '2.1')).includes(scriptText));
      assert.equal(await inspectorValue(e.page, '2.1.1.1', 'UTF-8'), scriptText);
      assert.equal(await inspectorValue(e.page, '2.1.1.1', 'ASCII'), scriptText);
      await expectInert(e);
    },
  ],

  [
    'Logic World: control characters and invalid UTF-8 show as escapes; a bidi override stays in its cell',
    async (h, errors) => {
      const e = await open(h, await hostileBlotter(), errors);
      await expand(e.page, '2', '2.4', '2.5', '2.5.1');
      await expectRowText(e, '2.4.1', '"A\\ufffd\\ufffd(\\ufffdB"');
      // Bidi overrides and zero-width joiners are escaped like control characters, so a name cannot disguise itself.
      await expectRowText(e, '2.5.1', '"a\\u0000b\\u001b[31mc\\u0007d\\u202eevil\\u200dz"');
      assert.equal(await inspectorValue(e.page, '2.5.1.1', 'UTF-8'), 'a·b·[31mc·d\u202Eevil\u200Dz');
      // The right-to-left override reorders only its own text: the cells after it keep their places.
      const cellLeft = (id: string): Promise<number> =>
        e.page.$eval(`${row(id)} .col-offset`, (c) => c.getBoundingClientRect().left);
      assert.equal(await cellLeft('2.5.1'), await cellLeft('2.4.1'));
      await expectInert(e);
    },
  ],

  [
    'Logic World: a 100,000-character name is shortened, rows stay one line, the hover card stays on screen',
    async (h, errors) => {
      const e = await open(h, await hostileBlotter(), errors);
      await expand(e.page, '2', '2.3', '3');
      await expectRowText(e, '2.3.1', '… (100000 chars)');
      assert.ok((await valueText(e.page, '2.3.1')).length < 300);
      const box = (sel: string): Promise<{ height: number; clientWidth: number; scrollWidth: number }> =>
        e.page.$eval(sel, (x) => ({
          height: x.getBoundingClientRect().height,
          clientWidth: x.clientWidth,
          scrollWidth: x.scrollWidth,
        }));
      // Component [2]'s type is the long name: its row is as high as its neighbour's, the value clipped on one line.
      const long = await box(`${row('3.2')} .col-value`);
      assert.equal((await box(row('3.2'))).height, (await box(row('3.1'))).height);
      assert.equal(long.height, (await box(`${row('3.1')} .col-value`)).height);
      // Its first reading (the name) is what the column cuts.
      const first = await box(`${row('3.2')} .col-value .value-first`);
      assert.ok(first.scrollWidth > first.clientWidth, 'long value is clipped');
      assert.ok(
        (await hoverCardText(e.page, '3.2')).includes('… (100000 chars)'),
        'hover card shows the name shortened',
      );
      const card = await e.page.$eval('#hover-card', (c) => ({
        r: c.getBoundingClientRect().toJSON() as DOMRect,
        vh: innerHeight,
        vw: innerWidth,
      }));
      assert.ok(
        card.r.top >= 0 && card.r.bottom <= card.vh && card.r.right <= card.vw,
        `hover card on screen: ${JSON.stringify(card)}`,
      );
      await expectInert(e);
    },
  ],

  [
    'problems strip: messages quoting file text are plain text',
    async (h, errors) => {
      const e = await open(h, await hostileBlotter(), errors);
      await e.page.click('.problems-title');
      const messages = await e.page.$$eval('.problem-message', (m) => m.map((x) => x.textContent));
      // The save's one mod is renamed to the img tag, so every used type's mod is missing from its list.
      const modMissing = (type: string, mod: string) =>
        `"${type}" is used, but mod "${mod}" is not in the save's mod list`;
      assert.deepEqual(messages, [
        modMissing(scriptText, '<script>window'),
        'textId is not valid UTF-8',
        modMissing('MHG.Delayer', 'MHG'),
        modMissing(scriptText, '<script>window'),
        `"${scriptText}" is also numeric id 19`,
      ]);
      await expectInert(e);
    },
  ],

  [
    'Spring map: markup and control bytes in feature type and tile file names are text, links included',
    async (h, errors) => {
      const e = await open(h, await hostileSmf(), errors);
      // Tiles first: the feature rows below push the tile section out of view.
      await expand(e.page, '9', '9.2');
      await expectRowText(e, '9.2.0', scriptText);
      await expand(e.page, '8', '8.2', '8.3', '8.3.0');
      await expectRowText(e, '8.2.0', `"${imgText}"`);
      await expectRowText(e, '8.2.1', '"a\\u001b[31mc\\u0007d\\u007f"');
      assert.equal(await e.page.$eval(`${row('8.3.0.0')} .node-link`, (l) => l.textContent), `→ ${imgText}`);
      await e.page.click('.problems-title');
      const messages = await e.page.$$eval('.problem-message', (m) => m.map((x) => x.textContent ?? ''));
      assert.ok(
        messages.some((m) => m.startsWith(`"${scriptText}" is not next to the map`)),
        messages.join('\n'),
      );
      assert.ok(
        messages.some((m) => m.startsWith('"a\\u001b[31mc\\u0007d\\u007f" is not next to the map')),
        messages.join('\n'),
      );
      await expectInert(e);
    },
  ],

  [
    'Parkan NRes: an entry name with markup is text in rows and hover card',
    async (h, errors) => {
      const e = await open(h, await hostileNRes(), errors);
      await expand(e.page, '3', '3.0');
      await expectRowText(e, '1', `"${imgText}" type 1`);
      await expectRowText(e, '3.0', `"${imgText}"`);
      await expectRowText(e, '3.0.5', imgText);
      assert.ok((await hoverCardText(e.page, '3.0.5')).includes(imgText));
      await expectInert(e);
    },
  ],
];

void runUiTests('hostile content', tests);
