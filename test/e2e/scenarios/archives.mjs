// Map archives in VS Code: an .sd7 or .sdz opens as its listing, an entry of it opens in Hex Atlas with its tree and its
// picture (the tile files read from the same archive); Validate Workspace lists the problem of a damaged map inside
// an archive, and its code opens that inner file at the bytes. The archives are packed here by 7-Zip (7z-wasm)
// from the project's generated map.
import SevenZip from '7z-wasm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli, validate } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert } from '../lib/scenario.mjs';

const MAP = 'maps/generated-128x128.smf';
/** A mapinfo.lua whose fourth line the engine's Lua cannot parse. */
const BAD_MAPINFO = 'return {\n  name = "Generated",\n  modtype = 3,\n  maxWind = ,\n}\n';

/**
 * archives/good_map.sd7 and its zip twin good_map.sdz, archives/broken_map.sd7 (its map's magic damaged) and
 * archives/lua_map.sd7 (its mapinfo.lua broken) in the workspace, once.
 */
export async function writeArchives(wsDir) {
  const dir = path.join(wsDir, 'archives');
  const good = path.join(dir, 'good_map.sd7');
  const broken = path.join(dir, 'broken_map.sd7');
  const lua = path.join(dir, 'lua_map.sd7');
  const zip = path.join(dir, 'good_map.sdz');
  if (fs.existsSync(lua)) return { good, broken, lua, zip };
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-e2e-archive-'));
  const r = cli(['generate', 'smf', src]);
  if (r.status !== 0) throw new Error(`generate smf failed: ${r.stderr}`);
  const files = { 'mapinfo.lua': 'return { name = "Generated", modtype = 3 }\n' };
  for (const f of fs.readdirSync(src)) files[`maps/${f}`] = fs.readFileSync(path.join(src, f));
  fs.mkdirSync(dir, { recursive: true });
  const pack = async (out, contents, type = '7z') => {
    const sz = await SevenZip({ print: () => {}, printErr: () => {} });
    sz.FS.mkdir('/in');
    sz.FS.mkdir('/in/maps');
    for (const [name, bytes] of Object.entries(contents)) sz.FS.writeFile(`/in/${name}`, bytes);
    sz.FS.chdir('/in');
    sz.callMain(['a', `-t${type}`, ...(type === '7z' ? ['-ms=off'] : []), `/out.${type}`, 'mapinfo.lua', 'maps']);
    fs.writeFileSync(out, sz.FS.readFile(`/out.${type}`));
  };
  await pack(good, files);
  await pack(zip, files, 'zip');
  const damaged = Buffer.from(files[MAP]);
  damaged[0] = 0x58;
  await pack(broken, { ...files, [MAP]: damaged });
  // Last: its presence says all are there.
  await pack(lua, { ...files, 'mapinfo.lua': BAD_MAPINFO });
  return { good, broken, lua, zip };
}

/** An archive (`sd7` or `sdz`) opens as its listing; its map opens in Hex Atlas with its tree and its picture. */
export function archiveOpenScenario(type) {
  return {
    name: `archives: an .${type} opens as its listing; its .smf opens in Hex Atlas with tree and picture`,
    async run({ wb, ws, log }) {
      await writeArchives(ws.dir);
      await wb.openFile(`archives/good_map.${type}`);
      const listing = wb.webview();
      const link = listing.locator('#rows a', { hasText: MAP });
      await link.waitFor({ timeout: 30_000 });
      log(`listing: ${await listing.locator('#rows tr').count()} entries`);
      const since = Date.now();
      await link.click();
      const { editor, treeMs } = await HexAtlasEditor.waitOpen(wb, { since });
      log(`${MAP} from the archive: tree after ${treeMs} ms`);
      await editor.tree.locator('.tree-row', { hasText: 'header' }).first().waitFor({ timeout: 15_000 });
      await waitForText(editor.status, /no problems/i, 'the inner map should have no problems', 30_000);
      const picture = editor.frame.locator('.picture-select');
      await picture.waitFor({ timeout: 15_000 });
      const options = await picture.locator('option').allTextContents();
      // The texture is built from the tile files, which only the archive holds.
      assert(
        options.some((o) => /texture/i.test(o)),
        `the picture pane offers ${options.join(', ')}`,
      );
      await editor.frame.locator('canvas').first().waitFor({ timeout: 15_000 });
      await wb.closeAllEditors();
    },
  };
}

export const archiveProblemsScenario = {
  name:
    "archives: Validate Workspace lists an inner map's problem under a readable name; its code opens the inner file at " +
    "the bytes, a mapinfo.lua problem opens at its line; the listing counts the archive's problems",
  async run({ wb, ws, log }) {
    const { broken, lua } = await writeArchives(ws.dir);
    const found = validate(broken);
    const expected = found.find((d) => d.code === 'smf.magic');
    assert(expected?.file === `${broken}!${MAP}`, `the CLI reports ${JSON.stringify(expected)}`);
    log(await wb.validateWorkspace());
    await wb.showProblems();
    // Found through the panel's filter, as a user with many problems would (and no scrolling to find it).
    await wb.problemsFilter().fill('Xpring');
    const row = await wb.problemRow(expected.message.slice(0, 40), 90_000);
    log(`Problems: ${(await row.innerText()).replace(/\s+/g, ' ')}`);
    // The inner file's group row: its name, and the archive and folder it is in, as they read.
    const fileRow = await wb.problemRow('broken_map.sd7!/maps');
    const named = (await fileRow.innerText()).replace(/\s+/g, ' ');
    log(`its file: ${named}`);
    assert(named.includes('generated-128x128.smf'), `the file row reads ${named}`);
    assert(!/[A-Za-z0-9_-]{32,}/.test(named), `the file row holds an encoded name: ${named}`);
    await row.locator(`text=${expected.code}`).first().click();
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await editor.byte(expected.offset).and(editor.hex.locator('.sel')).waitFor({ timeout: 15_000 });
    const title = await wb.activeTabTitle();
    assert(title.includes('generated-128x128.smf'), `the tab opened is ${title}`);
    const crumbs = (await wb.page.locator('.breadcrumbs-control').first().innerText()).replace(/\s+/g, ' ');
    assert(!/[A-Za-z0-9_-]{32,}/.test(crumbs), `the breadcrumbs hold an encoded name: ${crumbs}`);
    await wb.closeAllEditors();

    // A text file's problem opens the text editor at its line and column.
    const syntax = validate(lua).find((d) => d.code === 'archive.mapinfo-syntax');
    assert(syntax?.file === `${lua}!mapinfo.lua`, `the CLI reports ${JSON.stringify(syntax)}`);
    // The text is ASCII: its byte offsets are its character offsets.
    const before = BAD_MAPINFO.slice(0, syntax.offset).split('\n');
    const at = { line: before.length - 1, character: before[before.length - 1].length };
    await wb.showProblems();
    await wb.problemsFilter().fill('expression');
    const luaRow = await wb.problemRow(syntax.message.slice(0, 40), 30_000);
    // On the message, left of the code link (which opens the bytes).
    await luaRow.click({ position: { x: 80, y: 10 } });
    const cursor = wb.page.locator('.statusbar-item[id="status.editor.selection"]');
    // VS Code selects the diagnostic's range and shows the cursor at its end: "Ln 4, Col 14 (1 selected)".
    const end = at.character + syntax.length + 1;
    await waitForText(
      cursor,
      new RegExp(`^Ln ${at.line + 1}, Col ${end} \\(${syntax.length} selected\\)`),
      `mapinfo.lua does not open with line ${at.line + 1}, column ${at.character + 1} selected`,
      15_000,
    );
    log(`mapinfo.lua opened at ${(await cursor.innerText()).trim()}`);
    await wb.closeAllEditors();

    // The listing's status bar item counts the archive's problems and its files'.
    const errors = found.filter((d) => d.severity === 'error').length;
    await wb.openFile('archives/broken_map.sd7');
    const status = wb.page.locator('.statusbar-item[id$="hexAtlas.archiveProblems"]');
    await waitForText(
      status,
      new RegExp(`broken_map\\.sd7: ${errors} errors?\\b`),
      `the status bar does not count ${errors} errors`,
      15_000,
    );
    log(`status bar: ${(await status.innerText()).trim()}`);
  },
};

/**
 * Waits until the Explorer shows the workspace folder and the archive `name` as roots, opens the archive's root and
 * waits for its entries; returns the Explorer's rows and how many times the root was opened.
 */
export async function showArchiveRoots(wb, ws, name) {
  const explorer = wb.page.locator('.explorer-folders-view');
  const root = explorer.locator('.monaco-list-row[aria-level="1"]', { hasText: name });
  await root.waitFor({ timeout: 60_000 });
  const folder = explorer.locator('.monaco-list-row[aria-level="1"]', { hasText: path.basename(ws.dir) });
  await folder.waitFor({ timeout: 30_000 });
  // The window expands its first folder as it opens; the rows below it move as its entries come (in more than one
  // go), so the archive's root is clicked once it has stayed in place for half a second.
  await explorer.locator('.monaco-list-row[aria-level="2"]').first().waitFor({ timeout: 30_000 });
  for (let top = -1; ; await wb.page.waitForTimeout(500)) {
    const now = (await root.boundingBox())?.y ?? -1;
    if (now === top) break;
    top = now;
  }
  // The root is opened as a user would: clicked whenever it shows closed (a click can land as a row moves on a busy
  // machine, and a window that has just taken its folders from its file closes them once as it settles), from the
  // keyboard (Right on the row the click focused) after five clicks, until its entries are listed.
  const expanded = async () => (await root.getAttribute('aria-expanded')) === 'true';
  const entry = (name) => explorer.locator('.monaco-list-row[aria-level="2"]', { hasText: name }).first();
  const listed = async () => (await entry('maps').count()) > 0 && (await entry('mapinfo.lua').count()) > 0;
  let opens = 0;
  for (const deadline = Date.now() + 45_000; !(await listed()); await wb.page.waitForTimeout(300)) {
    if (Date.now() > deadline) {
      const html = await root.evaluate((r) => r.outerHTML);
      // Whether VS Code's Explorer lists the entries once it looks again: says whether it gave up on the archive's
      // folder (and so what to fix) rather than the click missing.
      await wb.command('Refresh Explorer');
      if (!(await expanded())) await root.click({ timeout: 5000 }).catch(() => undefined);
      await wb.page.waitForTimeout(3000);
      const after = (await listed()) ? 'listed' : 'not listed';
      throw new Error(
        `archive root not listed after ${opens} opens (after Refresh Explorer: ${after}): ${html.slice(0, 1500)}`,
      );
    }
    if (await expanded()) continue;
    if (opens++ < 5) await root.click();
    else await wb.page.keyboard.press('ArrowRight');
    for (let wait = 0; wait < 10 && !(await expanded()); wait++) await wb.page.waitForTimeout(300);
  }
  return { rows: await explorer.locator('.monaco-list-row').allInnerTexts(), opens };
}

/** Back to the window on the workspace folder alone, where the other scenarios work. */
export async function backToFolder(wb, ws) {
  await wb.page.goto(`${wb.url}/?folder=${encodeURIComponent(ws.dir)}`);
  await wb.page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60_000 });
}

export const archiveFolderScenario = {
  name: 'archives: Open Archive as Folder shows the archive and the folder, and again after a reload',
  async run({ wb, ws, log }) {
    await writeArchives(ws.dir);
    await wb.openFile('archives/good_map.sd7');
    const listing = wb.webview();
    await listing.locator('#rows a', { hasText: MAP }).waitFor({ timeout: 30_000 });
    // The window opens a workspace of the folder and the archive. The test waits for that page to load before it
    // looks: a look begun on the page being left can wait on it past the new page's load.
    await Promise.all([
      wb.page.waitForURL(/[?&]workspace=/, { waitUntil: 'load', timeout: 60_000 }),
      listing.locator('#asFolder').click(),
    ]);
    try {
      const first = await showArchiveRoots(wb, ws, 'good_map.sd7');
      log(`after Open Archive as Folder (opened ${first.opens} times): ${first.rows.join(', ')}`);
      await wb.page.reload();
      await wb.page.waitForSelector('.monaco-workbench .part.statusbar', { timeout: 60_000 });
      const reloaded = await showArchiveRoots(wb, ws, 'good_map.sd7');
      log(`after a reload (opened ${reloaded.opens} times): ${reloaded.rows.join(', ')}`);
    } finally {
      await backToFolder(wb, ws);
    }
  },
};
