// `node test/e2e/run.mjs --screenshots`: the README's pictures of each format open in the real VS Code. Each shot
// opens one generated file (through "Reopen Editor With…" when its name does not open in Hex Atlas by default),
// expands the tree down to an interesting node and selects it, so its bytes light up in the hex view, optionally
// hovers a byte for its hover card, and saves the whole 1600x1000 workbench (the Explorer open at its usual 300 px)
// as docs/screenshots/<name>.png. The navigation shots add the column view and the bookmarks side bar of a Logic
// World save.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../scripts/lib/code-server-install.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { answer } from './navigation.mjs';
import { backToFolder, showArchiveRoots, writeArchives } from './archives.mjs';
import { openCompare, writeComparePair } from './workspace.mjs';
import { menuItems, openMenu } from './context-menu.mjs';
import { claims } from '../lib/cli.mjs';
import { skip } from '../lib/scenario.mjs';
import { escapeRegExp } from '../lib/workbench.mjs';

const OUT = path.join(REPO_ROOT, 'docs', 'screenshots');
const SIDE_BAR_WIDTH = 300;

// `family` and `file`: which generated file; `select`: the tree path (row names below the root) of the node to
// select; `hover`: the tree path of a node whose first byte the pointer then rests on, for its hover card;
// `picture`: the picture the picture pane must show for the selection.
const SHOTS = [
  { name: 'smf', family: 'smf', file: /\.smf$/, select: ['extraHeaders', '[0]'], hover: ['header', 'mapx'] },
  { name: 'logicworld', family: 'blotter', file: /^world\.logicworld$/, select: ['components', '[2]', 'position'] },
  { name: 'eu7', family: 'eu7', file: /^scenario_v9\.eu7$/, select: ['TRAK', 'records', '[0]'] },
  { name: 'land-msh', family: 'parkan', file: /^Land\.msh$/, select: ['node matrix [0]', 'records', '[1]'] },
  { name: 'land-map', family: 'parkan', file: /^Land\.map$/, select: ['areal map [0]', 'areals', '[0..999]', '[0]'] },
  { name: 'builddat', family: 'parkan', file: /^BuildDat\.lst$/, select: ['Bunker_Small', 'line 3'] },
  {
    name: 'logicworld-plan',
    family: 'blotter',
    file: /^world\.logicworld$/,
    select: ['components', '[2]'],
    picture: 'plan',
  },
];

export const screenshotScenarios = [
  ...SHOTS.map(formatShot),
  problemsShot(),
  navigationShots(),
  importShot(),
  romShot(),
  archiveFolderShot(),
  compareShot(),
];

/** Compare with…: two maps side by side, the second difference (a height map cell) selected with its bytes. */
function compareShot() {
  return {
    name: 'screenshot compare',
    async run({ wb, ws, log }) {
      const [a, b] = writeComparePair(ws);
      await wb.resizeSideBar(SIDE_BAR_WIDTH);
      await openCompare(wb, a, b);
      const view = wb.webview();
      await waitForText(view.locator('.diff-position'), /^1 of 2$/, 'the Compare view does not open', 60_000);
      await view.locator('.diff-summary').click();
      await wb.page.keyboard.press('F7');
      await waitForText(view.locator('.diff-position'), /^2 of 2$/, 'F7 did not reach the height map cell');
      await view.locator('.diff-pane[data-side="b"] .hex-byte.differs').first().waitFor({ timeout: 15_000 });
      await wb.clearNotifications();
      log(await save(wb, 'compare'));
    },
  };
}

/** A map archive opened as a folder beside the workspace folder, its map open from the Explorer. */
function archiveFolderShot() {
  return {
    name: 'screenshot archive-folder',
    async run({ wb, ws, log }) {
      await writeArchives(ws.dir);
      await wb.resizeSideBar(SIDE_BAR_WIDTH);
      await wb.openFile('archives/good_map.sd7');
      await wb.webview().locator('#asFolder').click({ timeout: 30_000 });
      try {
        await showArchiveRoots(wb, ws, 'good_map.sd7');
        const explorer = wb.page.locator('.explorer-folders-view');
        await explorer.locator('.monaco-list-row[aria-level="2"]', { hasText: 'maps' }).first().click();
        await explorer.locator('.monaco-list-row[aria-level="3"]', { hasText: '.smf' }).first().click();
        const { editor } = await HexAtlasEditor.waitOpen(wb);
        await waitForText(editor.status, /no problems/i, 'the inner map reports problems', 30_000);
        await wb.clearNotifications();
        log(await save(wb, 'archive-folder'));
      } finally {
        await backToFolder(wb, ws);
      }
    },
  };
}

function formatShot({ name, family, file, select, hover, picture }) {
  return {
    name: `screenshot ${name}`,
    async run({ wb, ws, log }) {
      const generated = ws.families[family];
      const rel = generated.files.find((f) => file.test(path.basename(f)));
      if (!rel) skip(`the ${family} generator wrote no file matching ${file}`);
      const editor = await openInHexAtlas(wb, rel);
      await waitForText(editor.status, /no problems/i, `${rel}: the status line does not report "no problems"`, 15_000);
      // Revealed before the selection: expanding a row on the way selects it.
      const hovered = hover && (await editor.reveal(hover));
      await selectNode(editor, select);
      if (picture) await showsPicture(editor, picture);
      if (hovered) await hoverFirstByte(editor, hovered);
      else await pointerAway(wb, editor);
      log(await save(wb, name));
    },
  };
}

/** The generated ROM board selected, its plan shown, and its context menu open on Load Data into Switches…. */
function romShot() {
  return {
    name: 'screenshot logicworld-rom',
    async run({ wb, ws, log }) {
      const rel = ws.families.blotter.files.find((f) => path.basename(f) === 'rom.partialworld');
      if (!rel) skip('the blotter generator wrote no rom.partialworld');
      const editor = await openInHexAtlas(wb, rel);
      await selectNode(editor, ['components', '[0]']);
      await showsPicture(editor, 'plan');
      await openMenu(wb, editor.tree.locator('.tree-row[aria-selected="true"]'));
      await menuItems(wb)
        .filter({ hasText: /^Load Data into Switches…$/ })
        .first()
        .hover();
      log(await save(wb, 'logicworld-rom'));
      await wb.page.keyboard.press('Escape');
    },
  };
}

/** Selects the node at tree path `select` and waits until its bytes and its field path show it. */
async function selectNode(editor, select) {
  await (await editor.reveal(select)).click();
  await editor.hex.locator('.hex-byte.sel').first().waitFor({ timeout: 10_000 });
  // The field path is the last thing a selection updates (it asks the host).
  await waitForText(
    editor.fieldPath,
    new RegExp(`${escapeRegExp(select.at(-1))}$`),
    `the field path does not name ${select.at(-1)}`,
  );
}

/** Go to Field in a Logic World save, then its column view, then a bookmark on it in the Bookmarks side bar. */
function navigationShots() {
  return {
    name: 'screenshot column and bookmarks',
    async run({ wb, ws, log }) {
      const rel = ws.families.blotter.files?.find((f) => f.endsWith('world.logicworld'));
      if (!rel) skip(`generator not available (${ws.families.blotter.unavailable})`);
      const editor = await openInHexAtlas(wb, rel);
      // Go to Field's own quick pick replaces the palette's, so the palette never closes: picked by hand.
      await wb.quickInput('F1', '>Hex Atlas: Go to Field');
      await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Go to Field' }).first().click();
      await answer(wb, 'components[2].position.y');
      await waitForText(editor.fieldPath, /position\.y$/, 'Go to Field did not select components[2].position.y');
      await wb.command('Hex Atlas: Show Column');
      const column = editor.frame.locator('#column-view');
      await waitForText(column.locator('.column-stats'), /values/, 'the column view shows no statistics', 15_000);
      await pointerAway(wb, editor);
      log(await save(wb, 'column'));
      await wb.command('Hex Atlas: Add Bookmark…');
      // Typed only once the bookmark's own input box has replaced the palette's.
      await wb.page.locator('.quick-input-widget input[aria-label="Bookmark name"]').waitFor({ timeout: 15_000 });
      await answer(wb, 'button height', 'Bookmark name');
      await answer(wb, 'green', 'Bookmark colour');
      await answer(wb, 'the y of the button on the first board', 'Note (optional)');
      await wb.command('Hex Atlas: Focus on Bookmarks View');
      await wb.resizeSideBar(360);
      await wb.page.locator('.monaco-list-row', { hasText: 'button height' }).first().waitFor({ timeout: 15_000 });
      log(await save(wb, 'bookmarks'));
    },
  };
}

/** A map's height map with its context menu open on the picture: Export Picture and Import Picture together. */
function importShot() {
  return {
    name: 'screenshot import picture',
    async run({ wb, ws, log }) {
      const rel = ws.families.smf.files.find((f) => f.endsWith('.smf'));
      if (!rel) skip('the smf generator wrote no map');
      const editor = await openInHexAtlas(wb, rel);
      await waitForText(editor.status, /no problems/i, `${rel}: the status line does not report "no problems"`, 15_000);
      await showsPicture(editor, 'height');
      await openMenu(wb, editor.frame.locator('#picture-canvas'));
      await menuItems(wb)
        .filter({ hasText: /^Import Picture from PNG…$/ })
        .first()
        .hover();
      log(await save(wb, 'import-picture'));
      await wb.page.keyboard.press('Escape');
    },
  };
}

/** Waits for the picture pane to show `name`, and a moment for its canvas to be drawn. */
async function showsPicture(editor, name) {
  const select = editor.frame.locator('.picture-select');
  const deadline = Date.now() + 15_000;
  while ((await select.inputValue()) !== name) {
    if (Date.now() > deadline) throw new Error(`the picture pane does not show the ${name} picture`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 1500));
}

/** A broken copy of a map: its problems in the Problems panel, the last one's bytes revealed by its code link. */
function problemsShot() {
  return {
    name: 'screenshot problems',
    async run({ wb, ws, log }) {
      const broken = ws.broken.smf;
      if (!broken) skip('no generated smf file opens in Hex Atlas by default');
      if (broken.unavailable) skip(broken.unavailable);
      const editor = await openInHexAtlas(wb, broken.file);
      await wb.showProblems();
      for (const d of broken.diagnostics) await wb.problemRows(d.code).first().waitFor({ timeout: 15_000 });
      const last = broken.diagnostics.at(-1);
      await wb.problemRows(last.message.slice(0, 40)).first().locator(`text=${last.code}`).first().click();
      await editor.byte(last.offset).and(editor.hex.locator('.sel')).waitFor({ timeout: 10_000 });
      await waitForText(editor.fieldPath, /\S/, `no tree node was selected for ${last.code}`);
      log(await save(wb, 'problems'));
    },
  };
}

/** Opens `rel` in Hex Atlas, with the Explorer as wide as people keep it. */
async function openInHexAtlas(wb, rel) {
  await wb.resizeSideBar(SIDE_BAR_WIDTH);
  await wb.openFile(rel);
  if (!claims([rel])[0].opensByDefault) {
    await wb.page.waitForFunction(
      (name) => document.querySelector('.tabs-container .tab.active')?.textContent.includes(name),
      path.basename(rel),
    );
    await wb.reopenEditorWith('Hex Atlas');
  }
  const { editor } = await HexAtlasEditor.waitOpen(wb);
  await wb.clearNotifications();
  return editor;
}

async function hoverFirstByte(editor, row) {
  await editor.byte(await row.getAttribute('data-offset')).hover();
  await editor.frame.locator('#hover-card:not([hidden])').waitFor({ timeout: 5000 });
}

/** Moves the pointer off the editor (to the empty middle of the title bar), so no hover card covers the bytes. */
async function pointerAway(wb, editor) {
  await wb.page.mouse.move(1100, 15);
  await editor.frame.locator('#hover-card[hidden]').waitFor({ state: 'attached', timeout: 5000 });
}

async function save(wb, name) {
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `${name}.png`);
  await wb.screenshot(file);
  return `${path.relative(REPO_ROOT, file)}: ${Math.round(fs.statSync(file).size / 1024)} KB`;
}
